import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { actionColour, type FulfillmentLabel } from '../../../shared/commands/fulfillment/labels.js';
import type { lineListInput, OrderedLine } from '../../../shared/commands/fulfillment/lineitems.js';
import type { z } from 'zod';
import type { AuthedContext } from '../../commands/handler.js';
import { pageOf } from '../../commands/paging.js';
import { ransackOrder, ransackWhere } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { labelSql, lineLocationSql, linesInScope, placed } from './labels.js';
import { LINE_FILTER_COLUMNS, LINE_SORTS } from './lines-query.js';

const { orders, lineItems, variants, products, vendors, users, stockItems, stockLocations } = schema;
const driver = alias(users, 'driver');

/** A line's name as the order detail gives it: Mongolian unless empty. */
export const productName = sql<string>`coalesce(nullif(${products.nameMn}, ''), ${products.nameEn})`;

/** Lists count exactly up to this many, and past it answer "more than" (`total_capped`), as the orders list does. */
const COUNT_CAP = 1000;

type ListQuery = z.output<typeof lineListInput>;

function whereOf(ctx: AuthedContext, q: ListQuery['q']): SQL {
  return and(placed, linesInScope(ctx.scope), ransackWhere(q, LINE_FILTER_COLUMNS))!;
}

/** The joins every ordered-products read makes; the SKU filter reads the variant. */
function fromLines<T extends Record<string, unknown>>(ctx: AuthedContext, fields: T) {
  return ctx.db.select(fields as never).from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .innerJoin(variants, eq(variants.id, lineItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId));
}

/** Whether a filter reads the variant (its SKU): the others need only the line and its order. */
const readsVariant = (q: ListQuery['q']) => Object.keys(q ?? {}).some((k) => k.startsWith('sku_'));

async function countLines(ctx: AuthedContext, where: SQL, q: ListQuery['q']): Promise<{ total: number; capped: boolean }> {
  const lines = ctx.db.select({ one: sql`1` }).from(lineItems).innerJoin(orders, eq(orders.id, lineItems.orderId));
  const inner = (readsVariant(q) ? lines.innerJoin(variants, eq(variants.id, lineItems.variantId)) : lines).where(where).limit(COUNT_CAP + 1).as('c');
  const [row] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(inner);
  const n = row?.n ?? 0;
  return n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: n, capped: false };
}

/** Where each (variant, location) sits: the shelves of a page's lines, one query. */
async function placesOf(ctx: AuthedContext, pairs: { variantId: number; locationId: number | null }[]) {
  const located = pairs.filter((p): p is { variantId: number; locationId: number } => p.locationId !== null);
  const names = new Map((await ctx.db.select({ id: stockLocations.id, name: stockLocations.name }).from(stockLocations)).map((l) => [l.id, l.name]));
  const shelves = new Map<string, string | null>();
  if (located.length) {
    const rows = await ctx.db.select({ v: stockItems.variantId, l: stockItems.stockLocationId, shelf: stockItems.shelf }).from(stockItems)
      .where(inArray(stockItems.variantId, [...new Set(located.map((p) => p.variantId))]));
    for (const r of rows) shelves.set(`${r.v}:${r.l}`, r.shelf);
  }
  return {
    location: (id: number | null) => (id === null ? null : names.get(id) ?? null),
    shelf: (variantId: number, id: number | null) => (id === null ? null : shelves.get(`${variantId}:${id}`) ?? null),
  };
}

const lightFields = {
  id: lineItems.id, variantId: lineItems.variantId, orderNumber: orders.number, sku: variants.sku, name: productName,
  quantity: lineItems.quantity, actn: lineItems.actn, toCollectAt: lineItems.toCollectAt, locationId: lineLocationSql,
};

/** §7 `line_items list/light`: what a collector's hand-held needs, nothing more. */
export async function listLight(ctx: AuthedContext, input: ListQuery) {
  const where = whereOf(ctx, input.q);
  const rows = await fromLines(ctx, lightFields).where(where)
    .orderBy(...ransackOrder(input.q, LINE_SORTS, lineItems.id)).limit(input.per_page + 1).offset((input.page - 1) * input.per_page) as unknown as LightRow[];
  const places = await placesOf(ctx, rows.map((r) => ({ variantId: r.variantId, locationId: r.locationId })));
  const page = pageOf(rows, input.page, input.per_page, await countLines(ctx, where, input.q));
  return {
    ...page, page: input.page, per_page: input.per_page,
    items: page.items.map((r) => ({
      id: r.id, order_number: r.orderNumber, sku: r.sku, name: r.name, quantity: r.quantity, actn: r.actn, to_collect: r.toCollectAt !== null,
      stock_location: places.location(r.locationId), shelf: places.shelf(r.variantId, r.locationId),
    })),
  };
}
type LightRow = { id: number; variantId: number; orderNumber: string; sku: string; name: string; quantity: number; actn: string | null; toCollectAt: Date | null; locationId: number | null };

type FullRow = LightRow & {
  orderState: string; label: FulfillmentLabel; flagged: boolean; completedAt: Date | null; price: number; comment: string | null;
  vendorId: number; vendorName: string; driverId: number | null; driverFirst: string | null; driverLast: string | null; driverEmail: string | null;
  district: string | null; khoroo: number | null; receiverName: string | null; receiverPhone: string | null;
};

/** §7 `line_items list`: the ordered products with their §4 colours, labels, places, drivers and zones. */
export async function listLines(ctx: AuthedContext, input: ListQuery): Promise<{ items: OrderedLine[]; page: number; per_page: number; total: number; total_capped: boolean; has_more: boolean }> {
  const where = whereOf(ctx, input.q);
  const order = ransackOrder(input.q, LINE_SORTS, lineItems.id);
  // the page's lines first, from the lines and their orders alone; then only those are named,
  // priced and given their vendor and driver (a day's 4,000 lines joined to all of that before
  // 50 were kept was most of this list's time at 1,000,000 orders)
  const lines = ctx.db.select({ id: lineItems.id }).from(lineItems).innerJoin(orders, eq(orders.id, lineItems.orderId));
  const page = (readsVariant(input.q) ? lines.innerJoin(variants, eq(variants.id, lineItems.variantId)) : lines)
    .where(where).orderBy(...order).limit(input.per_page + 1).offset((input.page - 1) * input.per_page).as('page');
  const rows = await ctx.db.select({
    ...lightFields, orderState: orders.state, label: labelSql, flagged: orders.flagged, completedAt: orders.completedAt, price: lineItems.price,
    comment: lineItems.comment, vendorId: lineItems.vendorId, vendorName: vendors.name, driverId: orders.driverId,
    driverFirst: driver.firstName, driverLast: driver.lastName, driverEmail: driver.email,
    district: orders.shipDistrict, khoroo: orders.shipKhoroo, receiverName: orders.receiverName, receiverPhone: orders.receiverPhone,
  }).from(page)
    .innerJoin(lineItems, eq(lineItems.id, page.id))
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .innerJoin(variants, eq(variants.id, lineItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(vendors, eq(vendors.id, lineItems.vendorId))
    .leftJoin(driver, eq(driver.id, orders.driverId))
    .orderBy(...order) as FullRow[];
  const places = await placesOf(ctx, rows.map((r) => ({ variantId: r.variantId, locationId: r.locationId })));
  const paged = pageOf(rows, input.page, input.per_page, await countLines(ctx, where, input.q));
  return {
    page: input.page, per_page: input.per_page, total: paged.total, total_capped: paged.total_capped, has_more: paged.has_more,
    items: paged.items.map((r) => ({
      id: r.id, order_number: r.orderNumber, sku: r.sku, name: r.name, quantity: r.quantity, actn: r.actn, to_collect: r.toCollectAt !== null,
      stock_location: places.location(r.locationId), shelf: places.shelf(r.variantId, r.locationId), stock_location_id: r.locationId,
      order_state: r.orderState, label: r.label, flagged: r.flagged, completed_at: r.completedAt?.toISOString() ?? null,
      price: r.price, total: r.price * r.quantity, colour: actionColour(r.actn), comment: r.comment,
      vendor_id: r.vendorId, vendor_name: r.vendorName, driver_id: r.driverId,
      driver_name: r.driverId === null ? null : [r.driverFirst, r.driverLast].filter(Boolean).join(' ') || r.driverEmail,
      ship_district: r.district, ship_khoroo: r.khoroo, receiver_name: r.receiverName, receiver_phone: r.receiverPhone,
    })),
  };
}

/**
 * The pick list: lines marked for collecting and not yet acted on, of live placed orders, summed by
 * product within location and shelf, in the order a collector walks them.
 */
export async function pickRows(ctx: AuthedContext, stockLocationId: number | undefined, extra: SQL | undefined) {
  const rows = await ctx.db.select({
    variantId: lineItems.variantId, sku: variants.sku, name: productName, quantity: lineItems.quantity, number: orders.number, locationId: lineLocationSql,
  }).from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .innerJoin(variants, eq(variants.id, lineItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(placed, linesInScope(ctx.scope), sql`${lineItems.toCollectAt} is not null`, isNull(lineItems.actn), sql`${orders.state} <> 'canceled'`, extra))
    .orderBy(asc(lineItems.id)).limit(5000) as { variantId: number; sku: string; name: string; quantity: number; number: string; locationId: number | null }[];
  const places = await placesOf(ctx, rows);
  const groups = new Map<string, { stock_location_id: number | null; stock_location: string | null; shelf: string | null; sku: string; name: string; quantity: number; lines: number; orders: string[] }>();
  for (const r of rows) {
    if (stockLocationId !== undefined && r.locationId !== stockLocationId) continue;
    const key = `${r.locationId}:${r.variantId}`;
    const g = groups.get(key) ?? { stock_location_id: r.locationId, stock_location: places.location(r.locationId), shelf: places.shelf(r.variantId, r.locationId), sku: r.sku, name: r.name, quantity: 0, lines: 0, orders: [] };
    g.quantity += r.quantity;
    g.lines += 1;
    if (!g.orders.includes(r.number)) g.orders.push(r.number);
    groups.set(key, g);
  }
  const text = (s: string | null) => s ?? '\uffff';
  return [...groups.values()].sort((a, b) => text(a.stock_location).localeCompare(text(b.stock_location)) || text(a.shelf).localeCompare(text(b.shelf)) || a.sku.localeCompare(b.sku));
}
