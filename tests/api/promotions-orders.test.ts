import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { orderCreate, orderPreview } from '../../src/shared/commands/orders/create.js';
import { comments } from '../../src/shared/commands/orders/orders.js';
import { removeFromShipment } from '../../src/shared/commands/orders/shipments.js';
import { discountCreate, discountDelete, discountGet } from '../../src/shared/commands/promotions/discounts.js';
import { addsUp, locations, setShelf, variantsOf, rows as dbRows } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

/**
 * Issue 16 "Applied to orders": the new order's preview shows the discounts live (typed codes and
 * automatic ones), placing it writes them, and a change of its lines takes off one whose rules no
 * longer hold, saying why.
 */
let server: TestServer;
let admin: ApiClient;
let operator: ApiClient;
let operatorMn: ApiClient;
let customerId: number;
let shelves: number[];

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  const op = await server.login('orders@demo.mn');
  operator = op.api;
  operatorMn = server.client({ token: op.token, locale: 'mn' });
  shelves = (await locations(server)).filter((l) => l.active).map((l) => l.id);
  const [c] = await dbRows<{ id: number }>(server, sql`select id from users where 'customer' = any(roles) order by id limit 1`);
  customerId = Number(c!.id);
}, 180_000);
afterAll(async () => { await server?.close(); });

const ship = { name: 'Сараа Дорж', phone: '88114455', district: 'Баянзүрх' as const, khoroo: 26, address: 'Нарны зам 5-р байр, 12 тоот' };
let seq = 0;
const uniqueCode = (p: string) => `${p}${Date.now().toString(36).toUpperCase()}${++seq}`;
async function stocked(vendorId: number, n: number, not: number[] = []) {
  const vs = (await variantsOf(server, vendorId, not)).slice(0, n);
  for (const v of vs) for (const l of shelves) await setShelf(server, v.id, l, l === shelves[0] ? 100 : 0);
  return vs;
}

describe('discounts on a new order', () => {
  it('the preview shows a typed code and an automatic discount live, refuses a code saying why; placing the order writes them', async () => {
    const [a, b] = await stocked(1, 2);
    const code = uniqueCode('NEW');
    const ten = (await admin.call(discountCreate, { title: 'Ten off', value_type: 'percentage', percent: 10, code })).discount;
    const auto = (await admin.call(discountCreate, { title: 'Free delivery', value_type: 'percentage', percent: 0, free_shipping: true, auto_claim: true })).discount;
    const big = uniqueCode('BIG');
    await admin.call(discountCreate, { title: 'Big spender', value_type: 'fixed', amount: 1_000_000, minimum_kind: 'amount', minimum_amount: 1_000_000_000_000, code: big });
    try {
      const items = [{ sku: a!.sku, quantity: 2 }, { sku: b!.sku, quantity: 1 }];
      const itemTotal = 2 * a!.price + b!.price;
      const p = await operator.call(orderPreview, { items, shipping_method: 'standard', codes: [code.toLowerCase(), big, 'NOSUCHCODE'], customer_id: customerId });
      const tenOff = Math.floor(itemTotal / 10);
      expect(p.discounts).toEqual([
        expect.objectContaining({ discount_id: ten.id, code, status: 'applies', amount: tenOff, auto: false }),
        expect.objectContaining({ code: big, status: 'refused', rule: 'minimum_amount', message: expect.stringMatching(/more is needed/) }),
        expect.objectContaining({ discount_id: null, code: 'NOSUCHCODE', status: 'refused', rule: 'unknown_code' }),
        expect.objectContaining({ discount_id: auto.id, status: 'applies', amount: 500_000, auto: true }),
      ]);
      expect(p.discount_total).toBe(tenOff + 500_000);
      expect(p.total).toBe(itemTotal + 500_000 - tenOff - 500_000);
      expect(p.total).toBe(p.item_total + p.shipment_total + p.adjustment_total + p.fee_total);
      // in the reader's language
      const mn = await operatorMn.call(orderPreview, { items, codes: [big] });
      expect(mn.discounts[0]!.message).toMatch(/дутуу/);

      // a refused code refuses the order, naming the code, and nothing is written
      const refused = await expectApiError(operator.call(orderCreate, { customer_id: customerId, items, ship, shipping_method: 'standard', payment_method: 'cash', codes: [code, big] }));
      expect(refused.status).toBe(422);
      expect(refused.fields).toHaveProperty('codes.1');
      expect((await admin.call(discountGet, { id: ten.id })).discount.used_count).toBe(0);

      const { order } = await operator.call(orderCreate, { customer_id: customerId, items, ship, shipping_method: 'standard', payment_method: 'cash', codes: [code] });
      expect(order.total).toBe(p.total);
      addsUp(order);
      const promos = order.adjustments.filter((a) => a.kind === 'promotion');
      expect(promos.filter((x) => x.label.includes(code)).reduce((s, x) => s + x.amount, 0)).toBe(-tenOff);
      expect(promos.filter((x) => x.label === 'Free delivery').reduce((s, x) => s + x.amount, 0)).toBe(-500_000);
      expect((await admin.call(discountGet, { id: ten.id })).discount.used_count).toBe(1);
      expect((await admin.call(discountGet, { id: auto.id })).discount.used_count).toBe(1);
    } finally {
      // automatic: it would reach every order of this file after it
      await admin.call(discountDelete, { id: auto.id });
    }
  });

  it('buy 2 get 1 at half price: only Y is discounted, once per two X', async () => {
    const [x, y] = await stocked(1, 2);
    const code = uniqueCode('BXGY');
    const bad = await expectApiError(admin.call(discountCreate, { title: 'b', value_type: 'fixed', amount: 5, buy_quantity: 2, code: uniqueCode('B') }));
    expect(bad.fields).toHaveProperty('get_variant_ids');
    const d = (await admin.call(discountCreate, {
      title: 'Buy 2 get 1 half', value_type: 'percentage', percent: 50, applies_to: 'variants', target_ids: [x!.id], buy_quantity: 2, get_quantity: 1, get_variant_ids: [y!.id], code,
    })).discount;
    expect(d).toMatchObject({ buy_quantity: 2, get_quantity: 1, get_variant_ids: [y!.id] });
    const items = [{ sku: x!.sku, quantity: 4 }, { sku: y!.sku, quantity: 3 }];
    const p = await operator.call(orderPreview, { items, shipping_method: 'pickup', codes: [code] });
    expect(p.discounts[0]).toMatchObject({ status: 'applies', amount: Math.floor(y!.price * 2 * 50 / 100) });
    const { order } = await operator.call(orderCreate, { customer_id: customerId, items, ship, shipping_method: 'pickup', payment_method: 'cash', codes: [code] });
    const xLine = order.line_items.find((l) => l.variant_id === x!.id)!;
    expect(order.adjustments.filter((a) => a.line_item_id === xLine.id)).toEqual([]);
    addsUp(order);
    const few = await operator.call(orderPreview, { items: [{ sku: x!.sku, quantity: 1 }, { sku: y!.sku, quantity: 1 }], codes: [code] });
    expect(few.discounts[0]).toMatchObject({ status: 'refused', rule: 'buy_quantity' });
  });
});

describe('lines change', () => {
  it('a code whose minimum is no longer met comes off the order, its reason in the comments', async () => {
    const [a, b] = await stocked(1, 2);
    const code = uniqueCode('MIN');
    const min = a!.price * 2 + b!.price;
    const d = (await admin.call(discountCreate, { title: 'Spend more', value_type: 'fixed', amount: 100_000, minimum_kind: 'amount', minimum_amount: min, code })).discount;
    const { order } = await operator.call(orderCreate, {
      customer_id: customerId, items: [{ sku: a!.sku, quantity: 2 }, { sku: b!.sku, quantity: 1 }], ship, shipping_method: 'pickup', payment_method: 'cash', codes: [code],
    });
    expect(order.adjustment_total).toBe(-100_000);
    const s = order.shipments.find((x) => x.state !== 'canceled')!;
    const less = (await admin.call(removeFromShipment, { shipment_id: s.id, variant_id: a!.id, quantity: 1 })).order;
    expect(less.adjustments.filter((x) => x.kind === 'promotion')).toEqual([]);
    expect(less.total).toBe(a!.price + b!.price);
    addsUp(less);
    expect((await admin.call(discountGet, { id: d.id })).discount.used_count).toBe(0);
    const notes = (await operator.call(comments, { number: order.number })).items.map((c) => c.body);
    expect(notes).toEqual(expect.arrayContaining([expect.stringMatching(/Spend more.*minimum purchase is not reached/)]));
  });
});
