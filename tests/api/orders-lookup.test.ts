import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { batch } from '../../src/shared/commands/orders/batch.js';
import { approve, commentCreate, comments, drivers, get, list, stateChanges } from '../../src/shared/commands/orders/orders.js';
import { capture, ship } from '../../src/shared/commands/orders/payments.js';
import { search } from '../../src/shared/commands/system.js';
import { ORDER_FILTERS, type OrderJson } from '../../src/shared/schema/order.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let merchant: ApiClient; // merchant@demo.mn: vendor 1 only
let viewer: ApiClient; // ordersview@demo.mn
let adminAsVendor2: ApiClient; // an admin working inside vendor 2

beforeAll(async () => {
  server = await startServer();
  const a = await server.login('admin@demo.mn');
  admin = a.api;
  adminAsVendor2 = server.client({ token: a.token, vendorId: 2 });
  merchant = (await server.login('merchant@demo.mn')).api;
  viewer = (await server.login('ordersview@demo.mn')).api;
});
afterAll(async () => { await server?.close(); });

describe('look-up by number', () => {
  it('finds an order with or without the R, in either case; 404 for a number that does not exist', async () => {
    const [row] = (await viewer.call(list, { per_page: 1 })).items;
    const number = row!.number;
    for (const typed of [number, number.slice(1), `r${number.slice(1)}`]) {
      expect((await viewer.call(get, { number: typed })).order.number).toBe(number);
    }
    expect(await expectApiError(viewer.call(get, { number: 'R1' }))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await expectApiError(viewer.call(get, { number: 'X12' }))).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('answers the detail: customer, receiver, Ulaanbaatar address, lease and e-receipt, items, payments, parcels', async () => {
    const [row] = (await admin.call(list, { per_page: 1, q: { payment_state_eq: 'paid', shipment_state_eq: 'shipped' } })).items;
    const { order } = await admin.call(get, { number: row!.number });
    expect(order).toMatchObject({
      ship_district: expect.any(String), ship_khoroo: expect.any(Number), customer_name: expect.any(String),
      ebarimt: { id: expect.any(String), status: 'issued' }, lease: expect.any(Object),
    });
    expect(order.line_items.length).toBeGreaterThan(0);
    expect(order.line_items[0]).toMatchObject({ sku: expect.any(String), vendor_name: expect.any(String) });
    expect(order.payments.length).toBeGreaterThan(0);
    expect(order.shipments.every((s) => s.state === 'shipped' && s.units.length > 0)).toBe(true);
    expect(order.total).toBe(order.item_total + order.adjustment_total + order.shipment_total + order.fee_total);
  });

  it('names who approved by email to staff, not to a merchant', async () => {
    const [row] = (await admin.call(list, { per_page: 1, q: { state_eq: 'complete', approved_eq: false } })).items;
    const { order } = await admin.call(approve, { number: row!.number });
    expect(order).toMatchObject({ approved: true, approved_by_email: 'admin@demo.mn' });
    expect((await viewer.call(get, { number: order.number })).order.approved_by_email).toBe('admin@demo.mn');
    const mine = (await merchant.call(list, { per_page: 1, q: { approved_eq: true } })).items[0]!;
    expect((await merchant.call(get, { number: mine.number })).order.approved_by_email).toBeNull();
  });
});

describe('the list', () => {
  const tabRule: Record<(typeof ORDER_FILTERS)[number], (o: OrderJson) => boolean> = {
    all: () => true,
    active: (o) => ['complete', 'resumed', 'awaiting_return'].includes(o.state) && (o.shipment_state !== 'shipped' || o.payment_state !== 'paid'),
    completed: (o) => ['complete', 'resumed', 'awaiting_return', 'returned'].includes(o.state),
    leasing: (o) => o.lease_amount !== null,
    paid: (o) => o.payment_state === 'paid' || o.payment_state === 'credit_owed',
    shipping: (o) => o.shipment_state === 'partial' || o.shipment_state === 'shipped',
    unfulfilled: (o) => ['complete', 'resumed', 'awaiting_return', 'returned'].includes(o.state) && ['pending', 'ready', 'backorder', 'partial'].includes(o.shipment_state ?? ''),
    unpaid: (o) => o.payment_state === 'balance_due' || o.payment_state === 'failed',
  };

  it.each(ORDER_FILTERS)('the %s tab holds only its orders, and every row adds up', async (filter) => {
    const page = await viewer.call(list, { filter, per_page: 200 });
    expect(page.total).toBeGreaterThan(0);
    for (const o of page.items) {
      expect(tabRule[filter](o), `${o.number} ${o.state}/${o.payment_state}/${o.shipment_state}`).toBe(true);
      expect(o.total).toBe(o.item_total + o.adjustment_total + o.shipment_total + o.fee_total);
    }
  });

  it('the tabs split the orders as their rules say', async () => {
    const all = await admin.call(list, { per_page: 1000 });
    for (const filter of ORDER_FILTERS) {
      expect((await admin.call(list, { filter, per_page: 1 })).total, filter).toBe(all.items.filter(tabRule[filter]).length);
    }
  });

  it('searches by number start, phone, email and name; filters by states, dates and platform; sorts', async () => {
    const [o] = (await admin.call(list, { per_page: 1, q: { state_eq: 'complete' } })).items;
    const byNumber = await admin.call(list, { query: o!.number.slice(1, 7) });
    expect(byNumber.items.every((x) => x.number.startsWith(o!.number.slice(0, 7)))).toBe(true);
    const byPhone = await admin.call(list, { query: `+976 ${o!.phone}`, per_page: 100 });
    expect(byPhone.items.map((x) => x.number)).toContain(o!.number);
    expect(byPhone.items.every((x) => x.phone === o!.phone || x.receiver_phone === o!.phone)).toBe(true);
    const byEmail = await admin.call(list, { query: o!.email!.toUpperCase(), per_page: 100 });
    expect(byEmail.items.every((x) => x.email === o!.email)).toBe(true);
    const byName = await admin.call(list, { query: o!.customer_name!.split(' ')[0]!, per_page: 100 });
    expect(byName.items.map((x) => x.number)).toContain(o!.number);

    const day = o!.created_at.slice(0, 10);
    const dated = await admin.call(list, { per_page: 100, q: { created_at_gteq: day, created_at_lteq: day, platform_in: ['web', 'ios', 'android', 'pos', 'admin'] } });
    expect(dated.items.map((x) => x.number)).toContain(o!.number);
    const states = await admin.call(list, { per_page: 100, q: { state_in: ['canceled'], s: 'total desc' } });
    expect(states.items.every((x) => x.state === 'canceled')).toBe(true);
    const totals = states.items.map((x) => x.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const page2 = await admin.call(list, { page: 2, per_page: 10 });
    const page1 = await admin.call(list, { page: 1, per_page: 10 });
    expect(page2.items.some((x) => page1.items.some((y) => y.number === x.number))).toBe(false);
  });
});

describe('the drivers', () => {
  it('are listed by name to the orders staff, not to merchants', async () => {
    const operator = (await server.login('orders@demo.mn')).api;
    const { items } = await operator.call(drivers, {});
    expect(items.map((d) => d.email).sort()).toEqual(['driver1@demo.mn', 'driver2@demo.mn', 'driver3@demo.mn']);
    expect(items.every((d) => d.name.length > 0 && d.name !== d.email)).toBe(true);
    expect((await viewer.call(drivers, {})).items).toHaveLength(3);
    expect((await expectApiError(merchant.call(drivers, {}))).status).toBe(403);
    // the static path is not read as an order number
    expect((await expectApiError(admin.call(get, { number: 'R0000000000' }))).status).toBe(404);
  });
});

describe('the palette', () => {
  it('finds an order by number with or without the R, the exact one first, and by phone', async () => {
    const [o] = (await admin.call(list, { per_page: 1 })).items;
    for (const q of [o!.number, o!.number.slice(1)]) {
      const { groups } = await admin.call(search, { q });
      const orders = groups.find((g) => g.kind === 'orders')!;
      expect(orders.items[0]).toMatchObject({ id: o!.number, href: `/orders/${o!.number}` });
    }
    const { groups } = await admin.call(search, { q: o!.phone!, limit: 20 });
    expect(groups.find((g) => g.kind === 'orders')!.items.map((i) => i.id)).toContain(o!.number);
  });
});

describe('a merchant sees his vendor\'s part only', () => {
  it('lists only orders holding his items, with his share of the amounts and no payments', async () => {
    const mine = await merchant.call(list, { per_page: 1000 });
    const byAdmin = await admin.call(list, { per_page: 1, q: { vendor_id_eq: 1 } });
    expect(mine.total).toBe(byAdmin.total);
    expect(mine.total).toBeLessThan((await admin.call(list, { per_page: 1 })).total);
    for (const row of mine.items.slice(0, 30)) {
      expect(row.payment_total).toBeNull();
      const { order } = await admin.call(get, { number: row.number });
      const lines = order.line_items.filter((l) => l.vendor_id === 1);
      expect(lines.length).toBeGreaterThan(0);
      expect(row.item_total).toBe(lines.reduce((s, l) => s + l.price * l.quantity, 0));
      const ships = order.shipments.filter((s) => s.vendor_id === 1 && s.state !== 'canceled');
      expect(row.shipment_total).toBe(ships.reduce((s, x) => s + x.cost, 0));
      expect(row.total).toBe(row.item_total + row.adjustment_total + row.shipment_total);
    }
  });

  it('opens his orders cut to his items and parcels; another vendor\'s order is not found, whatever the call', async () => {
    const mixed = (await admin.call(list, { per_page: 300, q: { vendor_id_eq: 1 } })).items;
    let shown = false;
    for (const row of mixed) {
      const { order: full } = await admin.call(get, { number: row.number });
      if (!full.line_items.some((l) => l.vendor_id !== 1)) continue;
      const { order } = await merchant.call(get, { number: row.number.slice(1) });
      expect(order.line_items.every((l) => l.vendor_id === 1)).toBe(true);
      expect(order.shipments.every((s) => s.vendor_id === 1)).toBe(true);
      expect(order.adjustments.every((a) => a.line_item_id !== null)).toBe(true);
      expect(order).toMatchObject({ payments: [], payment_returns: [], payment_total: null, store_credit_total: null, fee_total: 0 });
      expect(order.total).toBeLessThan(full.total);
      shown = true;
      break;
    }
    expect(shown).toBe(true);

    const foreign = [];
    for (const row of (await admin.call(list, { per_page: 300 })).items) {
      const { order } = await admin.call(get, { number: row.number });
      if (order.line_items.every((l) => l.vendor_id !== 1)) foreign.push(order);
      if (foreign.length) break;
    }
    const f = foreign[0]!;
    expect((await expectApiError(merchant.call(get, { number: f.number }))).status).toBe(404);
    expect((await expectApiError(merchant.call(comments, { number: f.number }))).status).toBe(404);
    expect((await expectApiError(merchant.call(stateChanges, { number: f.number }))).status).toBe(404);
    expect((await expectApiError(merchant.call(commentCreate, { number: f.number, body: 'hi' }))).status).toBe(404);
    expect((await merchant.call(list, { query: f.number })).total).toBe(0);
    const palette = await merchant.call(search, { q: f.number });
    expect(palette.groups.find((g) => g.kind === 'orders')).toBeUndefined();
    // operations are not his: refused by role before anything is looked up
    expect((await expectApiError(merchant.call(approve, { number: f.number }))).status).toBe(403);
    expect((await expectApiError(merchant.call(batch, { numbers: [f.number], action: 'flag' }))).status).toBe(403);
  });

  it('an admin inside a vendor is confined the same way: his parcels only, no payments', async () => {
    const rows = (await admin.call(list, { per_page: 300, q: { vendor_id_eq: 1, payment_state_eq: 'balance_due' } })).items;
    let checked = false;
    for (const row of rows) {
      const { order } = await admin.call(get, { number: row.number });
      if (order.line_items.some((l) => l.vendor_id === 2) || !order.payments.length) continue;
      expect((await expectApiError(adminAsVendor2.call(get, { number: order.number }))).status).toBe(404);
      expect((await expectApiError(adminAsVendor2.call(capture, { id: order.payments[0]!.id }))).status).toBe(404);
      expect((await expectApiError(adminAsVendor2.call(ship, { id: order.shipments[0]!.id }))).status).toBe(404);
      checked = true;
      break;
    }
    expect(checked).toBe(true);
    const inside = await adminAsVendor2.call(list, { per_page: 1 });
    expect(inside.total).toBe((await admin.call(list, { per_page: 1, q: { vendor_id_eq: 2 } })).total);
  });
});
