import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { lease, leaseList, updateLeaseLeft } from '../../src/shared/commands/orders/leasing.js';
import { notes } from '../../src/shared/commands/orders/notes.js';
import { commentCreate, get, list } from '../../src/shared/commands/orders/orders.js';
import { printData } from '../../src/shared/commands/orders/printings.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let adminMn: ApiClient;
let finance: ApiClient;
let viewer: ApiClient;
let merchant: ApiClient;
let merchant2: ApiClient;

beforeAll(async () => {
  server = await startServer();
  const a = await server.login('admin@demo.mn');
  admin = a.api;
  adminMn = server.client({ token: a.token, locale: 'mn' });
  finance = (await server.login('finance@demo.mn')).api;
  viewer = (await server.login('ordersview@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
  merchant2 = (await server.login('merchant2@demo.mn')).api;
}, 180_000);
afterAll(async () => { await server?.close(); });

describe('leasing', () => {
  it('lists only orders with a lease, newest first, filtered and searchable', async () => {
    const page = await viewer.call(leaseList, { per_page: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((l) => l.lease_amount > 0)).toBe(true);
    const ids = page.items.map((l) => l.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    // the orders list's leasing tab holds the same orders
    expect((await admin.call(list, { filter: 'leasing', per_page: 1 })).total).toBe(page.total);

    const state = page.items[0]!.lease_state!;
    const byState = await viewer.call(leaseList, { per_page: 100, q: { lease_state_eq: state } });
    expect(byState.items.every((l) => l.lease_state === state)).toBe(true);
    const one = await viewer.call(leaseList, { query: page.items[0]!.number });
    expect(one.items.map((l) => l.number)).toContain(page.items[0]!.number);
    const sorted = await viewer.call(leaseList, { per_page: 50, q: { s: 'lease_left desc' } });
    const left = sorted.items.map((l) => l.lease_left ?? 0);
    expect(left).toEqual([...left].sort((x, y) => y - x));
  });

  it('updates what is left, never below zero nor above the lease, and shows it on the order', async () => {
    const l = (await finance.call(leaseList, { per_page: 1 })).items[0]!;
    const { lease: updated } = await finance.call(updateLeaseLeft, { number: l.number, lease_left: l.lease_amount - 1 });
    expect(updated.lease_left).toBe(l.lease_amount - 1);
    expect((await admin.call(get, { number: l.number })).order.lease.lease_left).toBe(l.lease_amount - 1);
    expect((await admin.call(lease, { number: l.number })).lease.lease_left).toBe(l.lease_amount - 1);

    const above = await expectApiError(finance.call(updateLeaseLeft, { number: l.number, lease_left: l.lease_amount + 1 }));
    expect(above.status).toBe(400);
    expect(above.fields).toHaveProperty('lease_left');
    expect(above.message).toMatch(/^The lease left ₮[\d,.]+ is above the lease amount ₮[\d,.]+$/);
    const negative = await expectApiError(finance.call(updateLeaseLeft, { number: l.number, lease_left: -1 }));
    expect(negative.status).toBe(400);
    expect((await admin.call(lease, { number: l.number })).lease.lease_left).toBe(l.lease_amount - 1);

    await finance.call(updateLeaseLeft, { number: l.number, lease_left: 0 });
    expect((await finance.call(leaseList, { open: true, per_page: 1000 })).items.map((x) => x.number)).not.toContain(l.number);
  });

  it('refuses an order without a lease, in the reader\'s language', async () => {
    const plain = (await admin.call(list, { per_page: 50 })).items.find((o) => o.lease_amount === null)!;
    const e = await expectApiError(adminMn.call(updateLeaseLeft, { number: plain.number, lease_left: 0 }));
    expect(e.status).toBe(422);
    expect(e.message).toBe(`${plain.number} захиалгад лизинг алга`);
  });

  it('is not for the view-only role to change, nor for merchants to read', async () => {
    const l = (await admin.call(leaseList, { per_page: 1 })).items[0]!;
    expect((await expectApiError(viewer.call(updateLeaseLeft, { number: l.number, lease_left: 0 }))).status).toBe(403);
    expect((await expectApiError(merchant.call(leaseList, {}))).status).toBe(403);
    // a lease is the whole order's financing: not for an admin looking through one vendor
    const vendorId = (await admin.call(get, { number: l.number })).order.line_items[0]!.vendor_id;
    const tenant = (await server.login('admin@demo.mn', { vendorId })).api;
    expect((await expectApiError(tenant.call(leaseList, {}))).status).toBe(403);
    expect((await expectApiError(tenant.call(updateLeaseLeft, { number: l.number, lease_left: 0 }))).status).toBe(403);
  });
});

describe('notes across orders', () => {
  it('answers every order\'s notes newest first, searchable by words or order number, each naming its order', async () => {
    const [a, b] = (await admin.call(list, { per_page: 2 })).items;
    const word = `zebra${Date.now()}`;
    await admin.call(commentCreate, { number: a!.number, body: `first ${word}` });
    await admin.call(commentCreate, { number: b!.number, body: `second ${word}` });
    const found = await admin.call(notes, { query: word });
    expect(found.items.map((n) => [n.order_number, n.body])).toEqual([[b!.number, `second ${word}`], [a!.number, `first ${word}`]]);
    expect(found.items[0]!.author_email).toBe('admin@demo.mn');

    const all = await viewer.call(notes, { per_page: 20 });
    const times = all.items.map((n) => n.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const byNumber = await viewer.call(notes, { query: a!.number.slice(1), per_page: 100 });
    expect(byNumber.items.length).toBeGreaterThan(0);
    expect(byNumber.items.every((n) => n.order_number === a!.number || n.body.includes(a!.number.slice(1)))).toBe(true);
  });

  it('a merchant reads only the notes of orders holding his items', async () => {
    const mine = new Set((await merchant.call(list, { per_page: 1000 })).items.map((o) => o.number));
    const other = (await merchant2.call(list, { per_page: 1000 })).items.find((o) => !mine.has(o.number))!;
    const word = `otter${Date.now()}`;
    await admin.call(commentCreate, { number: other.number, body: word });
    expect((await merchant.call(notes, { query: word })).total).toBe(0);
    expect((await merchant2.call(notes, { query: word })).total).toBe(1);
    const page = await merchant.call(notes, { per_page: 100 });
    for (const n of page.items) expect(mine.has(n.order_number)).toBe(true);
  });
});

describe('print data', () => {
  it('answers the orders asked, in order, with VAT held in their lines, and names the missing', async () => {
    const rows = (await admin.call(list, { per_page: 3 })).items;
    const numbers = [rows[2]!.number, rows[0]!.number.slice(1), 'R999999999'];
    const res = await admin.call(printData, { numbers });
    expect(res.orders.map((p) => p.order.number)).toEqual([rows[2]!.number, rows[0]!.number]);
    expect(res.missing).toEqual(['R999999999']);
    for (const p of res.orders) {
      expect(p.order.line_items.length).toBeGreaterThan(0);
      const gross = p.order.line_items.reduce((s, l) => s + l.total + l.adjustment_total, 0) + p.order.shipments.filter((s) => s.state !== 'canceled').reduce((s, x) => s + x.cost, 0);
      // about 10/112 and 2/112 of the tax-inclusive amounts, each line rounded on its own
      expect(Math.abs(p.vat - (gross * 10) / 112)).toBeLessThanOrEqual(p.order.line_items.length + p.order.shipments.length);
      expect(Math.abs(p.city_tax - (gross * 2) / 112)).toBeLessThanOrEqual(p.order.line_items.length + p.order.shipments.length);
    }
  });

  it('a merchant prints only his own lines, and orders out of his reach are missing', async () => {
    const mine = (await merchant.call(list, { per_page: 5 })).items;
    const others = (await merchant2.call(list, { per_page: 1000 })).items.filter((o) => !mine.some((m) => m.number === o.number));
    const res = await merchant.call(printData, { numbers: [mine[0]!.number, others[0]!.number] });
    expect(res.missing).toEqual([others[0]!.number]);
    const vendorIds = new Set(res.orders[0]!.order.line_items.map((l) => l.vendor_id));
    expect(vendorIds.size).toBe(1);
    expect(res.orders[0]!.order.payments).toEqual([]);
  });
});
