// Issue 22: warranties made from an order's line (§7 warranties from_line) through HTTP on the seeded
// database: the product's period, one warranty a line, search by number, phone and sku, claims
// that only move forward, and the guards — the role, and a vendor's reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { list as orderList } from '../../src/shared/commands/orders/orders.js';
import { claimCreate, claimUpdate, fromLine, get, list, orderLines } from '../../src/shared/commands/warranties/index.js';
import { addMonths } from '../../src/server/areas/warranties/period.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let desk: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  desk = (await server.login('warranty@demo.mn')).api;
}, 180_000);
afterAll(async () => { await server?.close(); });

type Lines = Awaited<ReturnType<typeof orderLinesOf>>;
const orderLinesOf = (number: string) => desk.call(orderLines, { number });

/** A completed order with a line that has no warranty yet and whose product names a period. */
async function freeLine(): Promise<{ order: Lines; line: Lines['items'][number] }> {
  const { items } = await admin.call(orderList, { per_page: 100, q: { state_eq: 'complete' } });
  for (const o of items) {
    const order = await orderLinesOf(o.number);
    const line = order.items.find((l) => !l.warranty_id && l.period_months);
    if (line) return { order, line };
  }
  throw new Error('no completed demo order with a free line');
}

describe('warranty.from_line', () => {
  it('makes a warranty with the product\'s period, searchable by number, phone and sku; a second for the line is a 409', async () => {
    const { order, line } = await freeLine();
    const { warranty } = await desk.call(fromLine, { line_item_id: line.id, serial_number: 'SN-22-001' });
    expect(warranty).toMatchObject({
      number: expect.stringMatching(/^W\d{6}$/), order_number: order.order_number, sku: line.sku, product_name: line.name, product_info: line.info,
      period_months: line.period_months, serial_number: 'SN-22-001', customer_name: order.customer_name, phone: order.phone, quantity: line.quantity,
    });
    expect(warranty.ends_on).toBe(addMonths(warranty.starts_on, line.period_months!));

    for (const query of [warranty.number, warranty.sku, ...(warranty.phone ? [warranty.phone] : [])]) {
      const found = await desk.call(list, { query });
      expect(found.items.map((w) => w.id), query).toContain(warranty.id);
    }
    expect((await orderLinesOf(order.order_number)).items.find((l) => l.id === line.id)).toMatchObject({ warranty_id: warranty.id, warranty_number: warranty.number });

    const again = await expectApiError(desk.call(fromLine, { line_item_id: line.id }));
    expect(again.status).toBe(409);
    expect(again.fields).toHaveProperty('line_item_id');
  });

  it('a period given wins over the product\'s; a line of an order not complete is refused with 422', async () => {
    const { line } = await freeLine();
    const { warranty } = await desk.call(fromLine, { line_item_id: line.id, period_months: 24, starts_on: '2026-01-31' });
    expect(warranty).toMatchObject({ period_months: 24, starts_on: '2026-01-31', ends_on: '2028-01-31' });

    const { items } = await admin.call(orderList, { per_page: 20, q: { state_eq: 'canceled' } });
    const open = await orderLinesOf(items[0]!.number);
    expect(open.completed).toBe(false);
    const refused = await expectApiError(desk.call(fromLine, { line_item_id: open.items[0]!.id, period_months: 12 }));
    expect(refused.status).toBe(422);
    expect(refused.fields).toHaveProperty('line_item_id');
  });

  it('only the warranty desk and admin: the orders role is refused; a vendor\'s reach hides the rest', async () => {
    const { line } = await freeLine();
    const orders = (await server.login('orders@demo.mn')).api;
    expect((await expectApiError(orders.call(fromLine, { line_item_id: line.id }))).status).toBe(403);
    expect((await expectApiError(orders.call(list, {}))).status).toBe(403);

    // an admin working for one vendor reaches that vendor's lines only
    const { warranty } = await desk.call(fromLine, { line_item_id: line.id });
    const other = (await server.login('admin@demo.mn', { vendorId: warranty.vendor_id === 1 ? 2 : 1 })).api;
    expect((await expectApiError(other.call(get, { id: warranty.id }))).status).toBe(404);
    expect((await other.call(list, { query: warranty.number })).items).toEqual([]);
    const own = (await server.login('admin@demo.mn', { vendorId: warranty.vendor_id })).api;
    expect((await own.call(get, { id: warranty.id })).warranty.number).toBe(warranty.number);
  });
});

describe('claims', () => {
  it('open, then in repair, then replaced with notes; an ended claim does not move again', async () => {
    const { line } = await freeLine();
    const { warranty } = await desk.call(fromLine, { line_item_id: line.id });
    const { claim } = await desk.call(claimCreate, { id: warranty.id, description: 'Асахгүй байна' });
    expect(claim).toMatchObject({ state: 'open', description: 'Асахгүй байна', created_by: 'warranty@demo.mn', resolved_at: null });
    expect((await desk.call(get, { id: warranty.id })).warranty.open_claims).toBe(1);

    await desk.call(claimUpdate, { id: warranty.id, claim_id: claim.id, state: 'in_repair', notes: 'Засварын төвд' });
    const done = await desk.call(claimUpdate, { id: warranty.id, claim_id: claim.id, state: 'replaced' });
    expect(done.claim).toMatchObject({ state: 'replaced', notes: 'Засварын төвд', resolved_at: expect.any(String) });
    const back = await expectApiError(desk.call(claimUpdate, { id: warranty.id, claim_id: claim.id, state: 'open' }));
    expect(back.status).toBe(409);
    expect(back.fields).toHaveProperty('state');
    expect((await desk.call(get, { id: warranty.id })).warranty.open_claims).toBe(0);
  });
});
