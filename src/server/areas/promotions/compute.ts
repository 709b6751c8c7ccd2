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
  /**
   * Buy X get Y: for every `quantity` units bought of the lines the discount applies to (X),
   * `getQuantity` units of the `getVariantIds` lines (Y) get `percent` off, the cheapest first.
   * A line of a Y variant is never counted as X, so X itself is never discounted.
   */
  buy?: { quantity: number; getQuantity: number; getVariantIds: readonly number[] } | null;
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
  | { rule: 'buy_quantity'; missing: number }
  | { rule: 'get_missing' }
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

/**
 * What earlier discounts of the same order already took: a line never loses more than it costs and
 * the shipping is never given twice, however many discounts stack.
 */
export interface Taken { lines: ReadonlyMap<number, number>; shipping: number }
const NOTHING_TAKEN: Taken = { lines: new Map(), shipping: 0 };

/** Y units discounted, cheapest first: [line, units] pairs, at most `units` in all. */
function cheapestUnits(ys: readonly CartLine[], units: number): [CartLine, number][] {
  const out: [CartLine, number][] = [];
  let left = units;
  for (const l of [...ys].sort((a, b) => a.price - b.price || a.id - b.id)) {
    if (left <= 0) break;
    const n = Math.min(left, l.quantity);
    out.push([l, n]);
    left -= n;
  }
  return out;
}

export const isRefusal = (r: Given | Refusal): r is Refusal => 'rule' in r;

export function computeDiscount(d: DiscountRule, lines: readonly CartLine[], shipments: readonly CartShipment[], taken: Taken = NOTHING_TAKEN): Given | Refusal {
  const isY = (l: CartLine) => !!d.buy && d.buy.getVariantIds.includes(l.variantId) && (d.vendorId === null || l.vendorId === d.vendorId);
  const reached = lines.filter((l) => reaches(d, l) && l.quantity > 0 && !isY(l));
  if (!reached.length) return { rule: 'not_for_products' };
  const left = (l: CartLine) => Math.max(0, l.price * l.quantity - (taken.lines.get(l.id) ?? 0));
  const subtotals = reached.map((l) => l.price * l.quantity);
  const base = subtotals.reduce((a, b) => a + b, 0);
  const quantity = reached.reduce((a, l) => a + l.quantity, 0);
  if (d.minimumKind === 'amount' && base < d.minimumValue) return { rule: 'minimum_amount', missing: d.minimumValue - base };
  if (d.minimumKind === 'quantity' && quantity < d.minimumValue) return { rule: 'minimum_quantity', missing: d.minimumValue - quantity };

  let parts: { lineItemId: number; amount: number }[];
  if (d.buy) {
    const times = Math.floor(quantity / Math.max(1, d.buy.quantity));
    if (times === 0) return { rule: 'buy_quantity', missing: d.buy.quantity - quantity };
    const ys = lines.filter((l) => isY(l) && l.quantity > 0);
    if (!ys.length) return { rule: 'get_missing' };
    parts = cheapestUnits(ys, times * d.buy.getQuantity)
      .map(([l, n]) => ({ lineItemId: l.id, amount: Math.min(percentOf(l.price * n, d.percent ?? 0), left(l)) }));
  } else {
    const room = reached.map(left);
    const off = d.valueType === 'percentage' ? percentOf(room.reduce((a, b) => a + b, 0), d.percent ?? 0) : Math.min(d.amount ?? 0, room.reduce((a, b) => a + b, 0));
    const shares = allocate(off, room);
    parts = reached.map((l, i) => ({ lineItemId: l.id, amount: shares[i]! }));
  }
  const shipping = d.freeShipping
    ? Math.max(0, shipments.filter((s) => d.vendorId === null || s.vendorId === d.vendorId).reduce((a, s) => a + s.cost, 0) - taken.shipping)
    : 0;
  const given: Given = { lines: parts.filter((g) => g.amount > 0), shipping, total: 0 };
  given.total = given.lines.reduce((a, g) => a + g.amount, 0) + shipping;
  return given.total > 0 ? given : { rule: 'nothing' };
}

/** One discount among several, as the order's discounts are taken one after another. */
export interface Candidate<K> { key: K; rule: DiscountRule }

/**
 * Several discounts on one cart, in the order given (codes typed, then automatic ones): each one
 * computed on what the earlier ones left, so stacked discounts never pass a line's price or the
 * shipping. Answers each one's gift or refusal.
 */
export function computeAll<K>(list: readonly Candidate<K>[], lines: readonly CartLine[], shipments: readonly CartShipment[], taken: Taken = NOTHING_TAKEN): { key: K; result: Given | Refusal }[] {
  const lineTaken = new Map(taken.lines);
  let shipTaken = taken.shipping;
  return list.map(({ key, rule }) => {
    const result = computeDiscount(rule, lines, shipments, { lines: lineTaken, shipping: shipTaken });
    if (!isRefusal(result)) {
      for (const g of result.lines) lineTaken.set(g.lineItemId, (lineTaken.get(g.lineItemId) ?? 0) + g.amount);
      shipTaken += result.shipping;
    }
    return { key, result };
  });
}


