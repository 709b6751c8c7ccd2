import { and, eq, sql } from 'drizzle-orm';
import { ubDay } from '../../../shared/commands/fulfillment/labels.js';
import type { fulfillmentReturnCommands, ProductReturnJson } from '../../../shared/commands/fulfillment/returns.js';
import { lineItemReturn } from '../../../shared/commands/orders/lineitems.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { ransackOrder, ransackWhere } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { AppError, notFound } from '../../errors.js';
import { assertAvailable } from '../orders/availability.js';
import { authorOf, findLine } from '../orders/lineitems-support.js';
import { returnLine } from '../orders/lineitems.js';
import { recalculate } from '../orders/recalculate.js';
import { markOwedForReturn } from '../orders/returns-owed.js';
import { confinedTo } from '../orders/scope.js';
import { productName } from './lines.js';

const { productReturns, lineItems, orders, variants, products, vendors } = schema;

const fields = {
  r: productReturns, orderNumber: orders.number, sku: variants.sku, name: productName, vendorName: vendors.name,
};
type Row = { r: typeof productReturns.$inferSelect; orderNumber: string; sku: string; name: string; vendorName: string };

function from(ctx: AuthedContext) {
  return ctx.db.select(fields).from(productReturns)
    .innerJoin(lineItems, eq(lineItems.id, productReturns.lineItemId))
    .innerJoin(orders, eq(orders.id, productReturns.orderId))
    .innerJoin(variants, eq(variants.id, lineItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(vendors, eq(vendors.id, productReturns.vendorId));
}

const json = ({ r, orderNumber, sku, name, vendorName }: Row): ProductReturnJson => ({
  id: r.id, line_item_id: r.lineItemId, order_number: orderNumber, sku, name, vendor_name: vendorName, quantity: r.quantity, reason: r.reason,
  state: r.state as ProductReturnJson['state'], return_by: r.returnBy?.toISOString() ?? null, note: r.note, condition: r.condition as ProductReturnJson['condition'],
  created_at: r.createdAt.toISOString(), resolved_at: r.resolvedAt?.toISOString() ?? null,
});

const mineOnly = (ctx: AuthedContext) => {
  const mine = confinedTo(ctx.scope);
  return mine ? sql`${productReturns.vendorId} in (${sql.join(mine.map((v) => sql`${v}`), sql`, `)})` : undefined;
};

async function one(ctx: AuthedContext, id: number): Promise<Row> {
  const [row] = await from(ctx).where(and(eq(productReturns.id, id), mineOnly(ctx))).limit(1);
  if (!row) throw notFound('No such product return');
  return row;
}

const conflict = (field: string, message: string) => new AppError(409, 'conflict', message, { [field]: message });

export const returnHandlers: HandlersOf<typeof fulfillmentReturnCommands> = {
  async returnList({ page, per_page, q }, ctx) {
    const where = and(mineOnly(ctx), ransackWhere(q, {
      state: { kind: 'text', column: productReturns.state }, vendor_id: { kind: 'number', column: productReturns.vendorId },
      return_by: { kind: 'date', column: productReturns.returnBy }, created_at: { kind: 'date', column: productReturns.createdAt },
      order_number: { kind: 'text', column: orders.number },
    }));
    const rows = await from(ctx).where(where).orderBy(...ransackOrder(q, { created_at: productReturns.createdAt, return_by: productReturns.returnBy }, productReturns.id))
      .limit(per_page).offset((page - 1) * per_page);
    const [n] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(productReturns)
      .innerJoin(orders, eq(orders.id, productReturns.orderId)).where(where);
    return { items: rows.map(json), page, per_page, total: n?.n ?? 0 };
  },

  /** Only what was shipped and has not come back, less what is already asked for, may be asked for. */
  async returnRequest({ line_item_id, reason, quantity, return_by }, ctx) {
    const { line, order } = await findLine(ctx, line_item_id);
    if (!['complete', 'awaiting_return', 'resumed'].includes(order.state) || order.shipmentState === null || !['shipped', 'partial'].includes(order.shipmentState)) {
      throw new AppError(422, 'unprocessable', 'Only a shipped order\'s products can be returned', { line_item_id: `order is ${order.state}, parcels ${order.shipmentState ?? 'none'}` });
    }
    const [open] = await ctx.db.select({ n: sql<number>`coalesce(sum(${productReturns.quantity}), 0)`.mapWith(Number) }).from(productReturns)
      .where(and(eq(productReturns.lineItemId, line.id), eq(productReturns.state, 'requested')));
    const left = line.quantity - line.returnedQuantity - (open?.n ?? 0);
    const count = quantity ?? left;
    if (left <= 0) throw conflict('line_item_id', 'Every unit is already returned or asked for');
    if (count > left) throw new AppError(400, 'validation_failed', `At most ${left} can be returned`, { quantity: `at most ${left}` });
    const [r] = await ctx.db.insert(productReturns).values({
      lineItemId: line.id, orderId: order.id, vendorId: line.vendorId, quantity: count, reason, state: 'requested',
      returnBy: return_by ? ubDay(return_by).from : null, requestedBy: authorOf(ctx),
    }).returning({ id: productReturns.id });
    ctx.auditTarget = `product_return:${r!.id}`;
    return { product_return: json(await one(ctx, r!.id)) };
  },

  async updateReturnBy({ id, return_by }, ctx) {
    const row = await one(ctx, id);
    if (row.r.state !== 'requested') throw conflict('id', `The return is ${row.r.state}`);
    await ctx.db.update(productReturns).set({ returnBy: ubDay(return_by).from, updatedAt: new Date() }).where(eq(productReturns.id, id));
    ctx.auditTarget = `product_return:${id}`;
    return { product_return: json(await one(ctx, id)) };
  },

  async receiveReturn({ id, outcome, condition, note }, ctx) {
    const row = await one(ctx, id);
    if (row.r.state !== 'requested') throw conflict('id', `The return is ${row.r.state}`);
    const { line, order } = await findLine(ctx, row.r.lineItemId);
    // the very rules and money of line_item return_item
    assertAvailable(ctx, order, lineItemReturn);
    await returnLine(ctx, 'product_return.receive', order, line, row.r.reason, outcome === 'restock', row.r.quantity);
    const totals = await recalculate(ctx.db, order.id, authorOf(ctx));
    if (await markOwedForReturn(ctx, order.id, totals, 'item_returned')) await recalculate(ctx.db, order.id, authorOf(ctx));
    const now = new Date();
    await ctx.db.update(productReturns).set({ state: outcome === 'restock' ? 'restocked' : 'written_off', note: note ?? null, condition: condition ?? null, resolvedBy: authorOf(ctx), resolvedAt: now, updatedAt: now })
      .where(eq(productReturns.id, id));
    ctx.auditTarget = `product_return:${id}`;
    return { product_return: json(await one(ctx, id)) };
  },
};
