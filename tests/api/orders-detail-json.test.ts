import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flag, get } from '../../src/shared/commands/orders/orders.js';
import type { OrderDetailJson } from '../../src/shared/schema/order.js';
import { schema, type Db } from '../../src/server/db/index.js';
import { startServer, type TestServer } from '../helpers/server.js';

/**
 * The order detail is built by PostgreSQL as JSON (src/server/areas/orders/detail-sql.ts). What is
 * easy to get wrong there is checked against the rows as drizzle reads them: timestamps as
 * toISOString writes them (microseconds truncated, not rounded), money as integers, empty lists as
 * [] and never null, lines and parcels in id order, a merchant's cut, and a compact body.
 */
const { orders, lineItems, variants, products, payments, paymentReturns, adjustments, shipments, shipmentUnits, orderVendors } = schema;

let server: TestServer;
let db: Db;
let adminToken: string;
let merchantToken: string; // merchant@demo.mn: vendor 1 only

beforeAll(async () => {
  server = await startServer();
  db = server.app.services.database.db;
  adminToken = (await server.login('admin@demo.mn')).token;
  merchantToken = (await server.login('merchant@demo.mn')).token;
});
afterAll(async () => { await server?.close(); });

/** The raw answer: its text as sent, and parsed. */
async function lookUp(number: string, token: string): Promise<{ text: string; order: OrderDetailJson }> {
  const res = await server.fetch(`/api/bo/orders/${number}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, order: (JSON.parse(text) as { order: OrderDetailJson }).order };
}

const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? (r as unknown[])) as Record<string, unknown>[];
const firstNumber = async (where: string) => String(rowsOf(await db.execute(sql.raw(`select number from orders where ${where} order by id limit 1`)))[0]!.number);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

describe('the order detail as PostgreSQL builds it', () => {
  it('writes timestamps as toISOString does, truncating microseconds, and numeric interest as a number', async () => {
    const number = await firstNumber(`id in (select order_id from payments)`);
    const [o] = await db.select().from(orders).where(eq(orders.number, number));
    await db.execute(sql`update orders set when_to_ship = '2026-01-02 03:04:05.678999+00', interest = 1.50, approved_at = '2026-03-04 23:59:59.999999+08' where id = ${o!.id}`);
    await db.execute(sql`update payments set created_at = '2025-12-31 23:59:59.9995+00' where id = (select min(id) from payments where order_id = ${o!.id})`);
    const { order } = await lookUp(number, adminToken);
    expect(order.when_to_ship).toBe('2026-01-02T03:04:05.678Z');
    expect(order.approved_at).toBe('2026-03-04T15:59:59.999Z');
    expect(order.payments[0]!.created_at).toBe('2025-12-31T23:59:59.999Z');
    expect(order.lease.interest).toBe(1.5);
    const [row] = await db.select().from(orders).where(eq(orders.id, o!.id));
    expect(order.created_at).toBe(row!.createdAt.toISOString());
    expect([order.completed_at, order.canceled_at, order.paid_at, order.shipped_at, order.driver_taken_at, order.ebarimt.date])
      .toEqual([iso(row!.completedAt), iso(row!.canceledAt), iso(row!.paidAt), iso(row!.shippedAt), iso(row!.driverTakenAt), iso(row!.ebarimtDate)]);
  });

  it('answers money as integers, every list in id order, units inside their parcel, and a compact body', async () => {
    const number = await firstNumber(`id in (select order_id from payment_returns) and id in (select order_id from shipments) and id in (select order_id from order_vendors group by order_id having count(*) > 1)`);
    const { text, order } = await lookUp(number, adminToken);
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
    const [o] = await db.select().from(orders).where(eq(orders.number, number));
    const lines = await db.select({ l: lineItems, sku: variants.sku, en: products.nameEn, mn: products.nameMn }).from(lineItems)
      .innerJoin(variants, eq(variants.id, lineItems.variantId)).innerJoin(products, eq(products.id, variants.productId))
      .where(eq(lineItems.orderId, o!.id)).orderBy(asc(lineItems.id));
    expect(order.line_items.map((l) => [l.id, l.sku, l.name, l.price, l.quantity, l.total, l.commission, l.adjustment_total]))
      .toEqual(lines.map(({ l, sku, en, mn }) => [l.id, sku, mn || en, l.price, l.quantity, l.price * l.quantity, l.commission, l.adjustmentTotal]));
    const pays = await db.select().from(payments).where(eq(payments.orderId, o!.id)).orderBy(asc(payments.id));
    expect(order.payments.map((p) => [p.id, p.amount, p.created_at])).toEqual(pays.map((p) => [p.id, p.amount, p.createdAt.toISOString()]));
    const rets = await db.select().from(paymentReturns).where(eq(paymentReturns.orderId, o!.id)).orderBy(asc(paymentReturns.id));
    expect(rets.length).toBeGreaterThan(0);
    expect(order.payment_returns.map((r) => [r.id, r.payment_id, r.amount])).toEqual(rets.map((r) => [r.id, r.paymentId, r.amount]));
    const ships = await db.select().from(shipments).where(eq(shipments.orderId, o!.id)).orderBy(asc(shipments.id));
    expect(order.shipments.map((s) => [s.id, s.cost, s.shipped_at])).toEqual(ships.map((s) => [s.id, s.cost, iso(s.shippedAt)]));
    for (const s of order.shipments) {
      const units = await db.select().from(shipmentUnits).where(eq(shipmentUnits.shipmentId, s.id)).orderBy(asc(shipmentUnits.id));
      expect(s.units).toEqual(units.map((u) => ({ line_item_id: u.lineItemId, quantity: u.quantity, state: u.state })));
    }
    const amounts = [order.item_total, order.adjustment_total, order.shipment_total, order.fee_total, order.commission_total, order.total, order.payment_total,
      ...order.line_items.flatMap((l) => [l.price, l.total]), ...order.payments.map((p) => p.amount), ...order.shipments.map((s) => s.cost)];
    for (const a of amounts) expect(Number.isInteger(a), String(a)).toBe(true);
  });

  it('answers empty lists as [], a line without a Mongolian name by its English one, and null where nothing is set', async () => {
    const number = await firstNumber(`id not in (select order_id from payments) and id not in (select order_id from shipments) and id not in (select order_id from adjustments) and bill_address is null and approved_by is null`);
    const [o] = await db.select().from(orders).where(eq(orders.number, number));
    const [line] = await db.select().from(lineItems).where(eq(lineItems.orderId, o!.id)).orderBy(asc(lineItems.id)).limit(1);
    const [v] = await db.select().from(variants).where(eq(variants.id, line!.variantId));
    await db.update(products).set({ nameMn: '', nameEn: 'English only' }).where(eq(products.id, v!.productId));
    const { order } = await lookUp(number, adminToken);
    expect(order).toMatchObject({ payments: [], payment_returns: [], shipments: [], adjustments: [], bill_address: null, approved_by: null, approved_by_email: null, approved: false });
    expect(order.line_items[0]!.name).toBe('English only');
  });

  it('cuts a merchant\'s detail to his lines, their adjustments and his parcels, with his share of the amounts', async () => {
    const number = await firstNumber(`id in (select order_id from order_vendors where vendor_id = 1) and id in (select order_id from order_vendors where vendor_id <> 1) and id in (select order_id from payments) and id in (select order_id from shipments where vendor_id = 1)`);
    const [o] = await db.select().from(orders).where(eq(orders.number, number));
    // an order-wide adjustment and one on another vendor's line: neither is his
    const [other] = await db.select().from(lineItems).where(and(eq(lineItems.orderId, o!.id), sql`${lineItems.vendorId} <> 1`)).limit(1);
    const [mine] = await db.select().from(lineItems).where(and(eq(lineItems.orderId, o!.id), eq(lineItems.vendorId, 1))).limit(1);
    await db.insert(adjustments).values([
      { orderId: o!.id, lineItemId: null, kind: 'manual', label: 'order-wide', amount: 0, eligible: false },
      { orderId: o!.id, lineItemId: other!.id, kind: 'manual', label: 'theirs', amount: 0, eligible: false },
      { orderId: o!.id, lineItemId: mine!.id, kind: 'manual', label: 'his', amount: 0, eligible: false },
    ]);
    const { order } = await lookUp(number, merchantToken);
    const share = await db.select().from(orderVendors).where(and(eq(orderVendors.orderId, o!.id), inArray(orderVendors.vendorId, [1])));
    expect(order).toMatchObject({
      item_count: share[0]!.itemCount, item_total: share[0]!.itemTotal, adjustment_total: share[0]!.adjustmentTotal, shipment_total: share[0]!.shipmentTotal,
      commission_total: share[0]!.commissionTotal, total: share[0]!.total, fee_total: 0, store_credit_total: null, payment_total: null,
      payments: [], payment_returns: [], approved_by_email: null,
    });
    expect(order.line_items.length).toBeGreaterThan(0);
    expect(order.line_items.every((l) => l.vendor_id === 1)).toBe(true);
    expect(order.shipments.length).toBeGreaterThan(0);
    expect(order.shipments.every((s) => s.vendor_id === 1)).toBe(true);
    const hisLines = new Set(order.line_items.map((l) => l.id));
    expect(order.adjustments.map((a) => a.label)).toContain('his');
    expect(order.adjustments.every((a) => a.line_item_id !== null && hisLines.has(a.line_item_id))).toBe(true);
    // the whole order, for staff, has all three
    expect((await lookUp(number, adminToken)).order.adjustments.map((a) => a.label)).toEqual(expect.arrayContaining(['order-wide', 'theirs', 'his']));
  });

  it('answers an operation with the same detail the look-up gives', async () => {
    const number = await firstNumber(`state = 'complete' and id in (select order_id from shipments)`);
    const admin = server.client({ token: adminToken });
    const { order } = await admin.call(flag, { number, flag: true });
    expect(order.flagged).toBe(true);
    expect(JSON.stringify(order)).toBe(JSON.stringify((await admin.call(get, { number })).order));
    expect(JSON.stringify((await lookUp(number, adminToken)).order)).toBe(JSON.stringify(order));
  });

  it('lists each order as the first fields of its detail, for staff and for a merchant (his share), in a compact body', async () => {
    for (const token of [adminToken, merchantToken]) {
      const res = await server.fetch('/api/bo/orders', {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ per_page: 5, q: { s: 'created_at desc' } }),
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toBe(JSON.stringify(JSON.parse(text)));
      const page = JSON.parse(text) as { items: Record<string, unknown>[]; per_page: number; has_more: boolean };
      expect(page.items).toHaveLength(5);
      expect(page.has_more).toBe(true);
      for (const row of page.items) {
        const { order } = await lookUp(String(row.number), token);
        expect(row).toEqual(Object.fromEntries(Object.keys(row).map((k) => [k, (order as unknown as Record<string, unknown>)[k]])));
        expect(Object.keys(order).slice(0, Object.keys(row).length)).toEqual(Object.keys(row));
      }
    }
  });
});
