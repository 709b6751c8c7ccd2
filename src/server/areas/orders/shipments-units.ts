import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { changeStock } from '../products/stock.js';
import { authorOf, opsError, type ShipmentRow } from './lineitems-support.js';
import { recordChanges } from './machines.js';
import type { OrderRow } from './scope.js';
import { rowsOf } from '../../db/rows.js';

const { shipmentUnits, shipments, stockItems, stockLocations, variants, products, vendors, lineItems } = schema;

/**
 * The units and stock beneath the shipment moves, add/remove, exchange and new orders: every count
 * that changes goes through the catalogue's `changeStock` (a movement with reason and author, the
 * order as originator); a unit the shelf cannot give waits as `backordered`, only where the
 * variant may be sold past its stock.
 */
export interface VariantInfo {
  id: number; sku: string; price: number; productId: number; brandId: number | null; vendorId: number; backOrderable: boolean; name: string; commissionPercent: number;
}

const variantColumns = {
  id: variants.id, sku: variants.sku, price: variants.price, productId: variants.productId, brandId: products.brandId, vendorId: products.vendorId,
  backOrderable: products.backOrderable, nameMn: products.nameMn, nameEn: products.nameEn, commissionPercent: vendors.commissionPercent,
};
const selectVariants = (ctx: AuthedContext, where: SQL) => ctx.db.select(variantColumns).from(variants)
  .innerJoin(products, eq(products.id, variants.productId))
  .innerJoin(vendors, eq(vendors.id, products.vendorId))
  .where(and(where, sql`${variants.deletedAt} is null`, sql`${products.deletedAt} is null`));
const infoOf = (v: { nameMn: string | null; nameEn: string | null } & Omit<VariantInfo, 'name'>): VariantInfo => {
  const { nameMn, nameEn, ...rest } = v;
  return { ...rest, name: nameMn || nameEn || '' };
};

export async function variantInfo(ctx: AuthedContext, where: { id: number } | { sku: string }): Promise<VariantInfo | null> {
  const [v] = await selectVariants(ctx, 'id' in where ? eq(variants.id, where.id) : eq(variants.sku, where.sku)).limit(1);
  return v ? infoOf(v) : null;
}

/** Several variants by sku in one query (a new order's lines): the skus not found are absent. */
export async function variantInfosBySku(ctx: AuthedContext, skus: readonly string[]): Promise<Map<string, VariantInfo>> {
  if (!skus.length) return new Map();
  const rows = await selectVariants(ctx, inArray(variants.sku, [...skus]));
  return new Map(rows.map((v) => [v.sku, infoOf(v)]));
}

/** The shelf at one location: its count and whether it may go below zero. */
export async function shelf(ctx: AuthedContext, variantId: number, locationId: number): Promise<{ count: number; backorderable: boolean }> {
  const [row] = await ctx.db.select({ count: stockItems.countOnHand, backorderable: stockItems.backorderable }).from(stockItems)
    .where(and(eq(stockItems.variantId, variantId), eq(stockItems.stockLocationId, locationId))).limit(1);
  const [loc] = await ctx.db.select({ bo: stockLocations.backorderableDefault }).from(stockLocations).where(eq(stockLocations.id, locationId)).limit(1);
  return { count: row?.count ?? 0, backorderable: (row?.backorderable ?? false) || (loc?.bo ?? false) };
}

/**
 * Takes `quantity` of a variant off a location's shelf for an order: `on_hand` when the shelf holds
 * it, `backordered` (nothing moves yet) when it does not but the variant may be back-ordered, and
 * a refusal naming the count otherwise.
 */
export async function takeStock(ctx: AuthedContext, commandId: string, order: OrderRow, v: VariantInfo, locationId: number, quantity: number, reason: 'sold' | 'transfer'): Promise<'on_hand' | 'backordered'> {
  const s = await shelf(ctx, v.id, locationId);
  if (s.count >= quantity) {
    await changeStock(ctx, commandId, {
      productId: v.productId, variantId: v.id, stockLocationId: locationId, quantity: -quantity, reason, originator: `order:${order.number}`, productBackorderable: v.backOrderable,
    });
    return 'on_hand';
  }
  if (s.backorderable || v.backOrderable) return 'backordered';
  throw opsError(ctx, 'out_of_stock', { quantity: `${s.count} on hand` }, { sku: v.sku, count: String(s.count) });
}

export async function putStock(ctx: AuthedContext, commandId: string, order: OrderRow, v: VariantInfo, locationId: number, quantity: number, reason: 'returned' | 'transfer'): Promise<void> {
  await changeStock(ctx, commandId, {
    productId: v.productId, variantId: v.id, stockLocationId: locationId, quantity, reason, originator: `order:${order.number}`, productBackorderable: v.backOrderable,
  });
}

export async function activeLocation(ctx: AuthedContext, id: number): Promise<boolean> {
  const [loc] = await ctx.db.select({ id: stockLocations.id }).from(stockLocations).where(and(eq(stockLocations.id, id), eq(stockLocations.active, true))).limit(1);
  return !!loc;
}

/** Adds units of a line to a parcel, merging with a row of the same state. */
export async function addUnits(ctx: AuthedContext, shipmentId: number, lineItemId: number, quantity: number, state: string): Promise<void> {
  const [row] = await ctx.db.select().from(shipmentUnits)
    .where(and(eq(shipmentUnits.shipmentId, shipmentId), eq(shipmentUnits.lineItemId, lineItemId), eq(shipmentUnits.state, state))).limit(1);
  if (row) await ctx.db.update(shipmentUnits).set({ quantity: row.quantity + quantity }).where(eq(shipmentUnits.id, row.id));
  else await ctx.db.insert(shipmentUnits).values({ shipmentId, lineItemId, quantity, state });
}

/**
 * Takes `quantity` units of a line out of a parcel, backordered ones first (they hold no stock, so
 * moving them costs the shelf nothing); answers how many of each state came out.
 */
export async function takeUnits(ctx: AuthedContext, shipmentId: number, lineItemId: number, quantity: number): Promise<{ on_hand: number; backordered: number }> {
  const rows = await ctx.db.select().from(shipmentUnits)
    .where(and(eq(shipmentUnits.shipmentId, shipmentId), eq(shipmentUnits.lineItemId, lineItemId)))
    .orderBy(sql`${shipmentUnits.state} = 'backordered' desc`, asc(shipmentUnits.id));
  const held = rows.reduce((n, r) => n + r.quantity, 0);
  if (held < quantity) throw opsError(ctx, 'shipment_quantity', { quantity: `the parcel holds ${held}` }, { count: String(held) });
  const out = { on_hand: 0, backordered: 0 };
  let left = quantity;
  for (const r of rows) {
    if (!left) break;
    const n = Math.min(left, r.quantity);
    left -= n;
    out[r.state === 'backordered' ? 'backordered' : 'on_hand'] += n;
    if (n === r.quantity) await ctx.db.delete(shipmentUnits).where(eq(shipmentUnits.id, r.id));
    else await ctx.db.update(shipmentUnits).set({ quantity: r.quantity - n }).where(eq(shipmentUnits.id, r.id));
  }
  return out;
}

export async function unitCount(ctx: AuthedContext, shipmentId: number): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`coalesce(sum(${shipmentUnits.quantity}), 0)`.mapWith(Number) }).from(shipmentUnits)
    .where(eq(shipmentUnits.shipmentId, shipmentId));
  return row?.n ?? 0;
}

/** A new parcel of the order for one vendor at one location, numbered like every parcel (`H` and digits). */
export async function newShipment(ctx: AuthedContext, order: OrderRow, vendorId: number, stockLocationId: number, cost = 0, driverId: number | null = order.driverId): Promise<ShipmentRow> {
  const res = await ctx.db.execute(sql`select nextval(pg_get_serial_sequence('shipments', 'id')) as id`);
  const rows = rowsOf<{ id: string | number }>(res);
  const id = Number(rows[0]!.id);
  const [s] = await ctx.db.insert(shipments).values({
    id, orderId: order.id, number: `H${String(300_000_000 + id * 3).padStart(9, '0')}`, vendorId, stockLocationId, state: 'pending', cost, driverId,
  }).returning();
  await recordChanges(ctx.db, authorOf(ctx), [{ orderId: order.id, machine: 'shipment', subjectId: id, from: null, to: 'pending' }]);
  return s!;
}

/** Units of a line per parcel, with the parcel's state and location. */
export async function unitsOfLine(ctx: AuthedContext, lineItemId: number) {
  return ctx.db.select({
    shipmentId: shipmentUnits.shipmentId, quantity: shipmentUnits.quantity, state: shipmentUnits.state,
    shipmentState: shipments.state, stockLocationId: shipments.stockLocationId,
  }).from(shipmentUnits).innerJoin(shipments, eq(shipments.id, shipmentUnits.shipmentId))
    .where(eq(shipmentUnits.lineItemId, lineItemId));
}

export const lineOf = (ctx: AuthedContext, orderId: number, lineItemId: number) =>
  ctx.db.select().from(lineItems).where(and(eq(lineItems.id, lineItemId), eq(lineItems.orderId, orderId))).limit(1).then((r) => r[0] ?? null);
