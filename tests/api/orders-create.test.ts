import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { customerSearch, itemSearch, orderCreate, orderPreview } from '../../src/shared/commands/orders/create.js';
import { messages } from '../../src/shared/commands/orders/messages.js';
import { approve, stateChanges } from '../../src/shared/commands/orders/orders.js';
import { capture } from '../../src/shared/commands/orders/payments.js';
import { addsUp, locations, movements, onHand, setShelf, variantsOf } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let operator: ApiClient;
let operatorMn: ApiClient;
let finance: ApiClient;
let viewer: ApiClient;
let merchant: ApiClient;
let shelves: number[];
let customer: { id: number; mobile: string };

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  const op = await server.login('orders@demo.mn');
  operator = op.api;
  operatorMn = server.client({ token: op.token, locale: 'mn' });
  finance = (await server.login('finance@demo.mn')).api;
  viewer = (await server.login('ordersview@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
  shelves = (await locations(server)).filter((l) => l.active).map((l) => l.id);
  const res = await server.app.services.database.db.execute(sql`select id, mobile from users where 'customer' = any(roles) and mobile is not null order by id limit 1`);
  const row = ((res as unknown as { rows?: { id: number; mobile: string }[] }).rows ?? (res as unknown as { id: number; mobile: string }[]))[0]!;
  customer = { id: Number(row.id), mobile: row.mobile };
}, 180_000);
afterAll(async () => { await server?.close(); });

const ship = { name: 'Сараа Дорж', phone: '88114455', district: 'Баянзүрх' as const, khoroo: 26, address: 'Нарны зам 5-р байр, 12 тоот' };
const orderCount = async () => {
  const res = await server.app.services.database.db.execute(sql`select count(*)::int as n from orders`);
  return Number(((res as unknown as { rows?: { n: number }[] }).rows ?? (res as unknown as { n: number }[]))[0]!.n);
};
/** Only this shelf holds the variant: the order's parcel comes from it. */
async function onlyAt(variantId: number, locationId: number, count: number, backorderable = false) {
  for (const l of shelves) await setShelf(server, variantId, l, l === locationId ? count : 0, backorderable);
}

describe('the new order\'s look-ups and preview', () => {
  it('finds customers and items with their stock; previews totals from the totals function without writing', async () => {
    const found = (await operator.call(customerSearch, { query: customer.mobile })).items;
    expect(found[0]).toMatchObject({ id: customer.id, mobile: customer.mobile });
    expect((await operator.call(customerSearch, { query: 'orders@demo' })).items).toEqual([]);

    const [a, b] = await variantsOf(server, 1);
    await onlyAt(a!.id, shelves[0]!, 7);
    const items = (await operator.call(itemSearch, { query: a!.sku })).items;
    expect(items[0]).toMatchObject({ variant_id: a!.id, sku: a!.sku, on_hand: 7, price: a!.price });

    const before = await orderCount();
    const p = await operator.call(orderPreview, { items: [{ sku: a!.sku, quantity: 2 }, { sku: b!.sku, quantity: 1 }, { sku: a!.sku, quantity: 1 }], shipping_method: 'express' });
    expect(p.lines).toHaveLength(2);
    expect(p.lines[0]).toMatchObject({ sku: a!.sku, quantity: 3, total: 3 * a!.price, on_hand: 7, available: true });
    expect(p.item_total).toBe(3 * a!.price + b!.price);
    expect(p.shipment_total).toBe(700_000);
    expect(p.total).toBe(p.item_total + p.shipment_total);
    expect(await orderCount()).toBe(before);
    expect((await expectApiError(operator.call(orderPreview, { items: [{ sku: 'NO-SUCH-SKU-1', quantity: 1 }] }))).status).toBe(400);
    expect((await expectApiError(viewer.call(orderPreview, { items: [{ sku: a!.sku, quantity: 1 }] }))).status).toBe(403);
  });
});

describe('order.create', () => {
  it('places an order for a known customer in complete, stock allocated to parcels, the payment pending, totals as previewed', async () => {
    const [a, b] = await variantsOf(server, 1);
    const [c] = await variantsOf(server, 2);
    await onlyAt(a!.id, shelves[0]!, 10);
    await onlyAt(b!.id, shelves[0]!, 10);
    await onlyAt(c!.id, shelves[1] ?? shelves[0]!, 10);
    const items = [{ sku: a!.sku, quantity: 2 }, { sku: b!.sku, quantity: 1 }, { sku: c!.sku, quantity: 1 }];
    const preview = await operator.call(orderPreview, { items, shipping_method: 'standard' });
    const { order } = await operator.call(orderCreate, {
      customer_id: customer.id, items, ship, shipping_method: 'standard', payment_method: 'cash', note: 'Утсаар авсан захиалга',
    });
    expect(order).toMatchObject({
      number: expect.stringMatching(/^R\d{9,}$/), state: 'complete', platform: 'admin', user_id: customer.id, payment_state: 'balance_due',
      shipment_state: 'pending', receiver_name: ship.name, ship_district: 'Баянзүрх', ship_khoroo: 26, note: 'Утсаар авсан захиалга',
      completed_at: expect.any(String),
    });
    expect(order.total).toBe(preview.total);
    expect(order.item_total).toBe(preview.item_total);
    expect(order.shipment_total).toBe(500_000);
    expect(order.payments).toEqual([expect.objectContaining({ method: 'cash', amount: order.total, state: 'pending' })]);
    // one parcel per vendor and shelf
    expect(order.shipments).toHaveLength(2);
    expect(order.shipments.every((s) => s.units.every((u) => u.state === 'on_hand'))).toBe(true);
    addsUp(order);
    expect(await onHand(server, a!.id, shelves[0]!)).toBe(8);
    expect((await movements(server, a!.id)).at(-1)).toMatchObject({ quantity: -2, reason: 'sold', originator: `order:${order.number}` });

    const told = (await admin.call(messages, { number: order.number })).items;
    expect(told).toContainEqual(expect.objectContaining({ template: 'order_confirmation', channel: 'sms', recipient: order.phone }));
    // from here the usual path: approve, capture, ready to ship
    await operator.call(approve, { number: order.number });
    const paid = (await finance.call(capture, { id: order.payments[0]!.id })).order;
    expect(paid).toMatchObject({ payment_state: 'paid', shipment_state: 'ready' });
    const trail = (await admin.call(stateChanges, { number: order.number })).items;
    expect(trail).toContainEqual(expect.objectContaining({ machine: 'order', from: 'cart', to: 'complete', author_email: 'orders@demo.mn' }));
  });

  it('a new customer is created once; the same mobile again is refused as a conflict', async () => {
    const [a] = await variantsOf(server, 1);
    await onlyAt(a!.id, shelves[0]!, 5);
    const fresh = { first_name: 'Тэмүүлэн', last_name: 'Ганбат', mobile: '95117788' };
    const { order } = await operator.call(orderCreate, { customer: fresh, items: [{ sku: a!.sku, quantity: 1 }], ship, shipping_method: 'pickup', payment_method: 'qpay' });
    expect(order).toMatchObject({ customer_name: 'Тэмүүлэн Ганбат', phone: '95117788', email: null, shipment_total: 0 });
    expect((await operator.call(customerSearch, { query: '95117788' })).items).toEqual([expect.objectContaining({ id: order.user_id, name: 'Тэмүүлэн Ганбат', email: null })]);
    const twin = await expectApiError(operatorMn.call(orderCreate, { customer: fresh, items: [{ sku: a!.sku, quantity: 1 }], ship, shipping_method: 'pickup', payment_method: 'qpay' }));
    expect(twin).toMatchObject({ status: 409, code: 'conflict' });
    expect(twin.message).toMatch(/[а-яө]/);
    expect((await expectApiError(operator.call(orderCreate, { items: [{ sku: a!.sku, quantity: 1 }], ship, shipping_method: 'pickup', payment_method: 'qpay' }))).status).toBe(400);
  });

  it('refuses an out-of-stock item unless it may be back-ordered, and leaves nothing behind', async () => {
    const [a] = await variantsOf(server, 1);
    await onlyAt(a!.id, shelves[0]!, 1, false);
    const before = await orderCount();
    const refused = await expectApiError(operator.call(orderCreate, { customer_id: customer.id, items: [{ sku: a!.sku, quantity: 3 }], ship, shipping_method: 'standard', payment_method: 'card' }));
    expect(refused).toMatchObject({ status: 422 });
    expect(refused.message).toContain(a!.sku);
    expect(Object.keys(refused.fields ?? {})).toEqual(['items.0.quantity']);
    expect(await orderCount()).toBe(before);
    expect(await onHand(server, a!.id, shelves[0]!)).toBe(1);
    expect((await operator.call(orderPreview, { items: [{ sku: a!.sku, quantity: 3 }] })).lines[0]).toMatchObject({ available: false, on_hand: 1 });

    await onlyAt(a!.id, shelves[0]!, 1, true);
    const { order } = await operator.call(orderCreate, { customer_id: customer.id, items: [{ sku: a!.sku, quantity: 3 }], ship, shipping_method: 'standard', payment_method: 'card' });
    expect(order.shipments[0]!.units[0]!.state).toBe('backordered');
    expect(order.shipment_state).toBe('backorder');
    // a backordered unit takes nothing off the shelf yet
    expect(await onHand(server, a!.id, shelves[0]!)).toBe(1);
    addsUp(order);
  });

  it('validates the address (district and khoroo), the roles and a confined caller\'s vendors', async () => {
    const [a] = await variantsOf(server, 1);
    const [c] = await variantsOf(server, 2);
    await onlyAt(a!.id, shelves[0]!, 5);
    const base = { customer_id: customer.id, items: [{ sku: a!.sku, quantity: 1 }], ship, shipping_method: 'standard' as const, payment_method: 'cash' as const };
    const bad = await expectApiError(operator.call(orderCreate, { ...base, ship: { ...ship, district: 'Налайх', khoroo: 12 } }));
    expect(bad).toMatchObject({ status: 400 });
    expect(Object.keys(bad.fields ?? {}).join()).toContain('khoroo');
    expect((await expectApiError(operator.call(orderCreate, { ...base, customer_id: 999_999_999 }))).status).toBe(400);
    expect((await expectApiError(viewer.call(orderCreate, base))).status).toBe(403);
    expect((await expectApiError(merchant.call(orderCreate, base))).status).toBe(403);
    const confined = (await server.login('admin@demo.mn', { vendorId: 1 })).api;
    expect((await expectApiError(confined.call(orderCreate, { ...base, items: [{ sku: c!.sku, quantity: 1 }] }))).status).toBe(400);
    expect((await confined.call(itemSearch, { query: c!.sku })).items).toEqual([]);
    const own = (await confined.call(orderCreate, base)).order;
    expect(own.line_items.every((l) => l.vendor_id === 1)).toBe(true);
  });
});
