import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { get, list } from '../../src/shared/commands/orders/orders.js';
import type { OrderDetailJson } from '../../src/shared/schema/order.js';
import type { TestServer } from './server.js';
import { rowsOf } from '../../src/server/db/rows.js';

/**
 * Shared by the order-operation API tests (line items, shipments, adjustments, returns, new
 * orders): demo orders in a given situation, the totals check, and the stock as the database holds it.
 */
export function orderPicker(admin: () => ApiClient) {
  const taken = new Set<string>();
  return async function take(q: Record<string, unknown>, pick: (o: OrderDetailJson) => boolean = () => true): Promise<OrderDetailJson> {
    for (let page = 1; page <= 5; page++) {
      const rows = await admin().call(list, { per_page: 100, page, q });
      for (const row of rows.items) {
        if (taken.has(row.number)) continue;
        const { order } = await admin().call(get, { number: row.number });
        if (!pick(order)) continue;
        taken.add(row.number);
        return order;
      }
      if (rows.items.length < 100) break;
    }
    throw new Error(`no demo order for ${JSON.stringify(q)}`);
  };
}

/** The numbers add up, whatever happened (as an unconfined caller sees them). */
export function addsUp(o: OrderDetailJson) {
  expect(o.total).toBe(o.item_total + o.adjustment_total + o.shipment_total + o.fee_total);
  expect(o.item_total).toBe(o.line_items.reduce((s, l) => s + l.price * l.quantity, 0));
  expect(o.item_count).toBe(o.line_items.reduce((s, l) => s + l.quantity, 0));
  expect(o.adjustment_total + o.fee_total).toBe(o.adjustments.filter((a) => a.eligible).reduce((s, a) => s + a.amount, 0));
  expect(o.shipment_total).toBe(o.shipments.filter((s) => s.state !== 'canceled').reduce((s, x) => s + x.cost, 0));
  const returned = o.payment_returns.filter((r) => r.state === 'completed').reduce((s, r) => s + r.amount, 0);
  expect(o.payment_total).toBe(o.payments.filter((p) => p.state === 'completed').reduce((s, p) => s + p.amount, 0) - returned);
  // every unit of a live line is in exactly one parcel
  for (const l of o.line_items) {
    const units = o.shipments.filter((s) => s.state !== 'canceled').flatMap((s) => s.units).filter((u) => u.line_item_id === l.id);
    if (o.state !== 'canceled') expect(units.reduce((n, u) => n + u.quantity, 0), `line ${l.id}`).toBe(l.quantity);
  }
}

export async function rows<T>(server: TestServer, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = await server.app.services.database.db.execute(query);
  return rowsOf<T>(res);
}

export async function onHand(server: TestServer, variantId: number, locationId: number): Promise<number> {
  const [r] = await rows<{ count_on_hand: number }>(server, sql`select count_on_hand from stock_items where variant_id = ${variantId} and stock_location_id = ${locationId}`);
  return Number(r?.count_on_hand ?? 0);
}

/** Sets a shelf directly (the test's own arrangement, not an operation under test). */
export async function setShelf(server: TestServer, variantId: number, locationId: number, count: number, backorderable = false): Promise<void> {
  await server.app.services.database.db.execute(sql`insert into stock_items (variant_id, stock_location_id, count_on_hand, backorderable)
    values (${variantId}, ${locationId}, ${count}, ${backorderable})
    on conflict (variant_id, stock_location_id) do update set count_on_hand = ${count}, backorderable = ${backorderable}`);
}

// PostgreSQL answers bigint columns as strings: numbers are made numbers here
export async function movements(server: TestServer, variantId: number): Promise<{ quantity: number; reason: string; originator: string | null; author_id: number | null; stock_location_id: number }[]> {
  const all = await rows<{ quantity: number; reason: string; originator: string | null; author_id: number | null; stock_location_id: number }>(server, sql`select m.quantity, m.reason, m.originator, m.author_id, i.stock_location_id from stock_movements m
    join stock_items i on i.id = m.stock_item_id where i.variant_id = ${variantId} order by m.id`);
  return all.map((m) => ({ ...m, quantity: Number(m.quantity), author_id: m.author_id === null ? null : Number(m.author_id), stock_location_id: Number(m.stock_location_id) }));
}

export async function locations(server: TestServer): Promise<{ id: number; active: boolean }[]> {
  return (await rows<{ id: number; active: boolean }>(server, sql`select id, active from stock_locations order by id`)).map((l) => ({ id: Number(l.id), active: l.active }));
}

/** A variant of a vendor, not back-orderable, with its product's vendor: for adding to a parcel or a new order. */
export async function variantsOf(server: TestServer, vendorId: number, not: number[] = []): Promise<{ id: number; sku: string; price: number }[]> {
  const all = await rows<{ id: number; sku: string; price: number }>(server, sql`select v.id, v.sku, v.price from variants v join products p on p.id = v.product_id
    where p.vendor_id = ${vendorId} and v.deleted_at is null and p.deleted_at is null and not p.back_orderable and v.price > 0 order by v.id limit 50`);
  return all.map((v) => ({ id: Number(v.id), sku: v.sku, price: Number(v.price) })).filter((v) => !not.includes(v.id));
}
