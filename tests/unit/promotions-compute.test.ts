import { describe, expect, it } from 'vitest';
import { allocate, computeAll, computeDiscount, isRefusal, percentOf, type CartLine, type CartShipment, type DiscountRule } from '../../src/server/areas/promotions/compute.js';
import { random } from '../../src/server/seed/names.js';

/**
 * Issue 16's property test, without a library: seeded random carts and discounts (the demo data's
 * generator), each checked for what must always hold. A failure names its seed, so it replays.
 */
type Rnd = ReturnType<typeof random>;

function cart(r: Rnd): { lines: CartLine[]; ships: CartShipment[] } {
  const lines = Array.from({ length: r.int(1, 8) }, (_, i) => ({
    id: i + 1, variantId: 100 + r.int(1, 12), productId: r.int(1, 6), brandId: r.next() < 0.2 ? null : r.int(1, 3),
    vendorId: r.int(1, 3), quantity: r.int(0, 5), price: r.int(1, 2_000_000) * (r.next() < 0.5 ? 100 : 1),
  }));
  const ships = Array.from({ length: r.int(0, 3) }, () => ({ vendorId: r.int(1, 3), cost: r.int(0, 10) * 100_000 }));
  return { lines, ships };
}

function rule(r: Rnd): DiscountRule {
  const appliesTo = r.pick(['order', 'products', 'brands', 'variants'] as const);
  const minimumKind = r.pick(['none', 'amount', 'quantity'] as const);
  return {
    vendorId: r.next() < 0.3 ? r.int(1, 3) : null,
    valueType: r.pick(['percentage', 'fixed'] as const),
    percent: r.int(1, 10_000) / 100,
    amount: r.int(1, 500_000_000),
    appliesTo,
    targetIds: appliesTo === 'variants' ? [100 + r.int(1, 12), 100 + r.int(1, 12)] : [r.int(1, 6), r.int(1, 6)],
    minimumKind,
    minimumValue: minimumKind === 'amount' ? r.int(0, 5_000_000) * 100 : minimumKind === 'quantity' ? r.int(0, 12) : 0,
    freeShipping: r.next() < 0.3,
    // a quarter are buy X get Y: X what it applies to, Y some variants, percent off Y
    buy: r.next() < 0.25 ? { quantity: r.int(1, 4), getQuantity: r.int(1, 3), getVariantIds: [100 + r.int(1, 12), 100 + r.int(1, 12)] } : null,
  };
}

describe('what a discount gives', () => {
  it.each(Array.from({ length: 300 }, (_, i) => i + 1))('adds up and never gives more than it reaches (seed %i)', (seed) => {
    const r = random(seed);
    const { lines, ships } = cart(r);
    const d = rule(r);
    const given = computeDiscount(d, lines, ships);
    if (isRefusal(given)) return;
    // the parts make the whole, to the möngö
    expect(given.lines.reduce((s, g) => s + g.amount, 0) + given.shipping).toBe(given.total);
    const byId = new Map(lines.map((l) => [l.id, l]));
    for (const g of given.lines) {
      const l = byId.get(g.lineItemId)!;
      // no line loses more than it costs, and only lines of the discount's vendor are touched
      expect(g.amount).toBeGreaterThan(0);
      expect(g.amount).toBeLessThanOrEqual(l.price * l.quantity);
      if (d.vendorId !== null) expect(l.vendorId).toBe(d.vendorId);
      // buy X get Y discounts Y lines only; a plain discount only what it applies to
      if (d.buy) expect(d.buy.getVariantIds).toContain(l.variantId);
      else if (d.appliesTo === 'products') expect(d.targetIds).toContain(l.productId);
      else if (d.appliesTo === 'variants') expect(d.targetIds).toContain(l.variantId);
    }
    const itemsOff = given.total - given.shipping;
    const reached = given.lines.reduce((s, g) => s + byId.get(g.lineItemId)!.price * byId.get(g.lineItemId)!.quantity, 0);
    expect(itemsOff).toBeLessThanOrEqual(reached);
    // free shipping zeroes the shipping (of the vendor's parcels), nothing more; without it the shipping is untouched
    const shipping = ships.filter((s) => d.vendorId === null || s.vendorId === d.vendorId).reduce((s, x) => s + x.cost, 0);
    expect(given.shipping).toBe(d.freeShipping ? shipping : 0);
  });

  it.each(Array.from({ length: 300 }, (_, i) => i + 1))('stacked and automatic discounts add up, never pass a line or the shipping, never discount X (seed %i)', (seed) => {
    const r = random(seed * 7919);
    const { lines, ships } = cart(r);
    const list = Array.from({ length: r.int(1, 5) }, (_, i) => ({ key: i, rule: rule(r) }));
    const results = computeAll(list, lines, ships);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const perLine = new Map<number, number>();
    let shippingOff = 0;
    for (const { key, result } of results) {
      if (isRefusal(result)) continue;
      const d = list[key]!.rule;
      expect(result.lines.reduce((s, g) => s + g.amount, 0) + result.shipping).toBe(result.total);
      for (const g of result.lines) {
        perLine.set(g.lineItemId, (perLine.get(g.lineItemId) ?? 0) + g.amount);
        // buy X get Y: only Y lines are discounted, never a line counted as X
        if (d.buy) expect(d.buy.getVariantIds).toContain(byId.get(g.lineItemId)!.variantId);
      }
      if (!d.freeShipping) expect(result.shipping).toBe(0);
      shippingOff += result.shipping;
    }
    // no line loses more than it costs, whatever stacks on it; the shipping is zeroed at most once
    for (const [id, off] of perLine) expect(off).toBeLessThanOrEqual(byId.get(id)!.price * byId.get(id)!.quantity);
    expect(shippingOff).toBeLessThanOrEqual(ships.reduce((s, x) => s + x.cost, 0));
  });

  it('buy 2 get 1 at half price: the cheapest Y, once per two X, X untouched', () => {
    const lines: CartLine[] = [
      { id: 1, variantId: 1, productId: 1, brandId: 1, vendorId: 1, quantity: 5, price: 100_000 },
      { id: 2, variantId: 9, productId: 2, brandId: 1, vendorId: 1, quantity: 1, price: 80_000 },
      { id: 3, variantId: 8, productId: 3, brandId: 1, vendorId: 1, quantity: 3, price: 60_000 },
    ];
    const d: DiscountRule = {
      vendorId: null, valueType: 'percentage', percent: 50, amount: null, appliesTo: 'products', targetIds: [1], minimumKind: 'none', minimumValue: 0,
      freeShipping: false, buy: { quantity: 2, getQuantity: 1, getVariantIds: [8, 9] },
    };
    // 5 X → 2 gifts: the two cheapest Y units (60,000 each) at half
    expect(computeDiscount(d, lines, [])).toEqual({ lines: [{ lineItemId: 3, amount: 60_000 }], shipping: 0, total: 60_000 });
    expect(computeDiscount(d, [{ ...lines[0]!, quantity: 1 }, lines[1]!], [])).toEqual({ rule: 'buy_quantity', missing: 1 });
    expect(computeDiscount(d, [lines[0]!], [])).toEqual({ rule: 'get_missing' });
    // a Y variant is never X, even when the discount applies to the whole order
    const whole = { ...d, appliesTo: 'order' as const, targetIds: [] };
    const given = computeDiscount(whole, lines, []);
    expect(isRefusal(given) ? [] : given.lines.map((g) => g.lineItemId)).toEqual([3]);
  });

  it('refuses with the rule that failed and by how much', () => {
    const lines: CartLine[] = [{ id: 1, variantId: 1, productId: 1, brandId: 1, vendorId: 1, quantity: 2, price: 500_000 }];
    const base: DiscountRule = { vendorId: null, valueType: 'percentage', percent: 10, amount: null, appliesTo: 'order', targetIds: [], minimumKind: 'none', minimumValue: 0, freeShipping: false };
    expect(computeDiscount({ ...base, minimumKind: 'amount', minimumValue: 1_500_000 }, lines, [])).toEqual({ rule: 'minimum_amount', missing: 500_000 });
    expect(computeDiscount({ ...base, minimumKind: 'quantity', minimumValue: 3 }, lines, [])).toEqual({ rule: 'minimum_quantity', missing: 1 });
    expect(computeDiscount({ ...base, appliesTo: 'brands', targetIds: [2] }, lines, [])).toEqual({ rule: 'not_for_products' });
    expect(computeDiscount({ ...base, vendorId: 2 }, lines, [])).toEqual({ rule: 'not_for_products' });
    expect(computeDiscount({ ...base, percent: 0 }, lines, [])).toEqual({ rule: 'nothing' });
  });

  it('rounds down to whole möngö and shares the remainder by the largest remainders', () => {
    expect(percentOf(999, 33.33)).toBe(332);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 3, 4])).toEqual([3, 3, 4]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });
});
