/**
 * What a discount gives an order, as one pure function (issue 16 "Applied to orders"): which lines
 * it reaches, whether the minimum holds, and the möngö it takes off each line and off the shipping.
 * The lines' parts always add up to the whole (largest remainder), and no line loses more than it
 * costs. Refusals name the rule and, for a minimum, by how much it was missed.
 */
export interface DiscountRule {
  vendorId: number | null;
  valueType: 'percentage' | 'fixed';
  percent: number | null;
  amount: number | null;
  appliesTo: 'order' | 'products' | 'brands' | 'variants';
  targetIds: readonly number[];
  minimumKind: 'none' | 'amount' | 'quantity';
  minimumValue: number;
  freeShipping: boolean;
}

export interface CartLine {
  id: number;
  variantId: number;
  productId: number;
  brandId: number | null;
  vendorId: number;
  quantity: number;
  price: number;
}

export interface CartShipment {
  vendorId: number;
  cost: number;
}

export type Refusal =
  | { rule: 'not_for_products' }
  | { rule: 'minimum_amount'; missing: number }
  | { rule: 'minimum_quantity'; missing: number }
  | { rule: 'nothing' };

export interface Given {
  /** Möngö off each reached line, positive; lines given nothing are left out. */
  lines: { lineItemId: number; amount: number }[];
  /** Möngö off the shipping, positive. */
  shipping: number;
  total: number;
}

const reaches = (d: DiscountRule, l: CartLine): boolean => {
  if (d.vendorId !== null && l.vendorId !== d.vendorId) return false;
  switch (d.appliesTo) {
    case 'order': return true;
    case 'products': return d.targetIds.includes(l.productId);
    case 'brands': return l.brandId !== null && d.targetIds.includes(l.brandId);
    case 'variants': return d.targetIds.includes(l.variantId);
  }
};

/** `total` shared over `weights` in whole units: floors, then the largest remainders get one more. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  // BigInt: price × quantity × total can pass 2^53 on a large order
  const parts = weights.map((w) => {
    const exact = BigInt(total) * BigInt(w);
    return { floor: Number(exact / BigInt(sum)), rest: Number(exact % BigInt(sum)) };
  });
  let left = total - parts.reduce((a, p) => a + p.floor, 0);
  const order = parts.map((p, i) => i).sort((a, b) => parts[b]!.rest - parts[a]!.rest || a - b);
  for (const i of order) {
    if (left <= 0) break;
    parts[i]!.floor += 1;
    left -= 1;
  }
  return parts.map((p) => p.floor);
}

/** Percent with two decimals as basis points, rounded down to a whole möngö: a discount never gives more than it says. */
export const percentOf = (base: number, percent: number): number => Number((BigInt(base) * BigInt(Math.round(percent * 100))) / 10_000n);

export function computeDiscount(d: DiscountRule, lines: readonly CartLine[], shipments: readonly CartShipment[]): Given | Refusal {
  const reached = lines.filter((l) => reaches(d, l) && l.quantity > 0);
  if (!reached.length) return { rule: 'not_for_products' };
  const subtotals = reached.map((l) => l.price * l.quantity);
  const base = subtotals.reduce((a, b) => a + b, 0);
  const quantity = reached.reduce((a, l) => a + l.quantity, 0);
  if (d.minimumKind === 'amount' && base < d.minimumValue) return { rule: 'minimum_amount', missing: d.minimumValue - base };
  if (d.minimumKind === 'quantity' && quantity < d.minimumValue) return { rule: 'minimum_quantity', missing: d.minimumValue - quantity };

  const off = d.valueType === 'percentage' ? percentOf(base, d.percent ?? 0) : Math.min(d.amount ?? 0, base);
  const shares = allocate(off, subtotals);
  const shipping = d.freeShipping
    ? shipments.filter((s) => d.vendorId === null || s.vendorId === d.vendorId).reduce((a, s) => a + s.cost, 0)
    : 0;
  const given: Given = {
    lines: reached.map((l, i) => ({ lineItemId: l.id, amount: shares[i]! })).filter((g) => g.amount > 0),
    shipping,
    total: off + shipping,
  };
  return given.total > 0 ? given : { rule: 'nothing' };
}

export const isRefusal = (r: Given | Refusal): r is Refusal => 'rule' in r;
