import { and, eq, inArray, sql } from 'drizzle-orm';
import { PREPARED_ACTIONS } from '../../../shared/commands/fulfillment/labels.js';
import type { fulfillmentLineCommands } from '../../../shared/commands/fulfillment/lineitems.js';
import { lineItemUpdate } from '../../../shared/commands/orders/lineitems.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { AppError, notFound } from '../../errors.js';
import { lineItemHandlers } from '../orders/lineitems.js';
import { confinedTo } from '../orders/scope.js';
import { linesInScope, placed, placedOn } from './labels.js';
import { listLight, listLines, pickRows, productName } from './lines.js';

const { lineItems, orders, variants, products, vendors } = schema;
const num = (s: ReturnType<typeof sql>) => sql<number>`coalesce(${s}, 0)`.mapWith(Number);
const preparedList = sql.raw(PREPARED_ACTIONS.map((a) => `'${a}'`).join(', '));

/** Each line in a savepoint of its own: one refused (out of reach, a canceled order) fails alone. */
async function eachLine(ctx: AuthedContext, ids: number[], op: (rowCtx: AuthedContext, id: number) => Promise<void>) {
  const results: { id: number; ok: boolean; error: string | null }[] = [];
  for (const id of new Set(ids)) {
    try {
      await ctx.db.transaction(async (tx) => op({ ...ctx, db: tx }, id));
      results.push({ id, ok: true, error: null });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      results.push({ id, ok: false, error: e.message });
    }
  }
  const applied = results.filter((r) => r.ok).length;
  ctx.auditTarget = `line_items:${applied}`;
  return { applied, failed: results.length - applied, results };
}

/** One vendor's figures, or every vendor's, over the placed, live orders of the days. */
function shareFields() {
  return {
    orders: sql<number>`count(distinct ${lineItems.orderId})`.mapWith(Number),
    lines: sql<number>`count(*)`.mapWith(Number),
    quantity: num(sql`sum(${lineItems.quantity})`),
    prepared: num(sql`sum(${lineItems.quantity}) filter (where ${lineItems.actn} in (${preparedList}))`),
    no_stock: num(sql`sum(${lineItems.quantity}) filter (where ${lineItems.actn} = 'no_stock')`),
    waiting: num(sql`sum(${lineItems.quantity}) filter (where ${lineItems.actn} is null)`),
    total: num(sql`sum(${lineItems.price} * ${lineItems.quantity})`),
  };
}

export const lineHandlers: HandlersOf<typeof fulfillmentLineCommands> = {
  lineList: (input, ctx) => listLines(ctx, input),
  lineListLight: (input, ctx) => listLight(ctx, input),

  lineBatchStatus({ ids, actn, comment }, ctx) {
    // the very rules of one line's update (its reach, its order's state, digital only on digital lines)
    return eachLine(ctx, ids, async (c, id) => {
      await lineItemHandlers.lineItemUpdate({ line_item_id: id, actn, comment }, { ...c, command: lineItemUpdate });
    });
  },

  lineToCollect({ ids, clear }, ctx) {
    return eachLine(ctx, ids, async (c, id) => {
      const mine = confinedTo(ctx.scope);
      const [li] = await c.db.select({ id: lineItems.id }).from(lineItems).innerJoin(orders, eq(orders.id, lineItems.orderId))
        .where(and(eq(lineItems.id, id), placed, mine ? inArray(lineItems.vendorId, mine) : undefined)).for('update');
      if (!li) throw notFound('No such line item');
      await c.db.update(lineItems).set(clear ? { toCollectAt: null, toCollectBy: null } : { toCollectAt: new Date(), toCollectBy: ctx.principal.user.id }).where(eq(lineItems.id, id));
    });
  },

  async pickList({ stock_location_id, date }, ctx) {
    const locations = await ctx.db.select({ id: schema.stockLocations.id, name: schema.stockLocations.name }).from(schema.stockLocations)
      .where(eq(schema.stockLocations.active, true)).orderBy(schema.stockLocations.name);
    return { items: await pickRows(ctx, stock_location_id, date ? placedOn(date).where : undefined), locations };
  },

  async byVendor({ date_from, date_to }, ctx) {
    const where = and(placed, placedOn(date_from, date_to).where, sql`${orders.state} <> 'canceled'`, linesInScope(ctx.scope));
    const rows = await ctx.db.select({ vendor_id: lineItems.vendorId, vendor_name: vendors.name, ...shareFields() }).from(lineItems)
      .innerJoin(orders, eq(orders.id, lineItems.orderId)).innerJoin(vendors, eq(vendors.id, lineItems.vendorId))
      .where(where).groupBy(lineItems.vendorId, vendors.name).orderBy(vendors.name);
    const [totals] = await ctx.db.select(shareFields()).from(lineItems).innerJoin(orders, eq(orders.id, lineItems.orderId)).where(where);
    return { items: rows, totals: totals! };
  },

  async vendorLines({ vendor, date_from, date_to }, ctx) {
    const mine = confinedTo(ctx.scope);
    if (mine && !mine.includes(vendor)) throw notFound('No such merchant');
    const rows = await ctx.db.select({
      sku: variants.sku, name: productName,
      quantity: num(sql`sum(${lineItems.quantity})`),
      prepared: num(sql`sum(${lineItems.quantity}) filter (where ${lineItems.actn} in (${preparedList}))`),
      lines: sql<number>`count(*)`.mapWith(Number),
      total: num(sql`sum(${lineItems.price} * ${lineItems.quantity})`),
    }).from(lineItems).innerJoin(orders, eq(orders.id, lineItems.orderId))
      .innerJoin(variants, eq(variants.id, lineItems.variantId)).innerJoin(products, eq(products.id, variants.productId))
      .where(and(placed, placedOn(date_from, date_to).where, sql`${orders.state} <> 'canceled'`, eq(lineItems.vendorId, vendor), linesInScope(ctx.scope)))
      .groupBy(variants.sku, products.nameMn, products.nameEn).orderBy(variants.sku).limit(5000);
    return { items: rows };
  },
};
