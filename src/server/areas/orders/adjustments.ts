import { and, asc, eq } from 'drizzle-orm';
import type { adjustmentCommands } from '../../../shared/commands/orders/adjustments.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { usageOfAdjustment } from '../promotions/apply.js';
import { promotionError } from '../promotions/messages.js';
import { assertAvailable } from './availability.js';
import { answer, authorOf, opsError } from './lineitems-support.js';
import { recalculate } from './recalculate.js';
import { confinedTo, findOrder, type OrderRow } from './scope.js';

const { adjustments, lineItems } = schema;

/** Adjustments change what is owed; a canceled or returned order owes nothing, one awaiting a return is being settled. */

type AdjustmentRow = typeof adjustments.$inferSelect;

const toJson = (a: AdjustmentRow) => ({
  id: a.id, line_item_id: a.lineItemId, kind: a.kind, label: a.label, amount: a.amount, eligible: a.eligible, created_at: a.createdAt.toISOString(),
});

function assertOpen(ctx: AuthedContext, o: OrderRow) {
  assertAvailable(ctx, o);
}

/**
 * A vendor-confined caller reaches the adjustments of his lines only (the order's own belong to
 * everyone); any other is "not found", as for an order out of reach.
 */
async function lineInReach(ctx: AuthedContext, o: OrderRow, lineItemId: number | null, field: string): Promise<void> {
  const mine = confinedTo(ctx.scope);
  if (lineItemId === null) {
    if (mine) throw opsError(ctx, 'whole_order', { [field]: 'belongs to the whole order' });
    return;
  }
  const [li] = await ctx.db.select({ vendorId: lineItems.vendorId }).from(lineItems)
    .where(and(eq(lineItems.id, lineItemId), eq(lineItems.orderId, o.id))).limit(1);
  if (!li || (mine && !mine.includes(li.vendorId))) throw opsError(ctx, 'adjustment_line', { line_item_id: 'not a line of this order' });
}

async function findAdjustment(ctx: AuthedContext, o: OrderRow, id: number): Promise<AdjustmentRow> {
  const [a] = await ctx.db.select().from(adjustments).where(and(eq(adjustments.id, id), eq(adjustments.orderId, o.id))).for('update');
  const mine = confinedTo(ctx.scope);
  if (!a) throw notFound('No such adjustment');
  if (mine) {
    const [li] = a.lineItemId === null ? [] : await ctx.db.select({ vendorId: lineItems.vendorId }).from(lineItems).where(eq(lineItems.id, a.lineItemId));
    if (!li || !mine.includes(li.vendorId)) throw notFound('No such adjustment');
  }
  // a return's adjustment is the return itself: it goes with it, not by hand
  if (a.kind === 'return') throw opsError(ctx, 'adjustment_return', { adjustment_id: 'belongs to a return' });
  // a coupon's adjustment goes with its use (coupon.remove), so the discount's count stays true
  if (a.kind === 'promotion' && await usageOfAdjustment(ctx.db, o.id, a.id)) throw promotionError(ctx, 'adjustment_coupon', { adjustment_id: 'belongs to a coupon: remove the promotion' });
  return a;
}

/** Applies a change, recalculates, and refuses it (rolled back with the transaction) if the order would cost less than nothing. */
async function settle(ctx: AuthedContext, o: OrderRow) {
  const totals = await recalculate(ctx.db, o.id, authorOf(ctx));
  if (totals.total < 0) throw opsError(ctx, 'adjustment_negative', { amount: `total would be ${totals.total}` });
  ctx.auditTarget = `order:${o.number}`;
  return answer(ctx, o.id);
}

export const adjustmentHandlers: HandlersOf<typeof adjustmentCommands> = {
  async adjustmentList({ number }, ctx) {
    const o = await findOrder(ctx, number);
    const rows = await ctx.db.select({ a: adjustments, vendorId: lineItems.vendorId }).from(adjustments)
      .leftJoin(lineItems, eq(lineItems.id, adjustments.lineItemId)).where(eq(adjustments.orderId, o.id)).orderBy(asc(adjustments.id));
    const mine = confinedTo(ctx.scope);
    return { items: rows.filter((r) => !mine || (r.vendorId !== null && mine.includes(r.vendorId))).map((r) => toJson(r.a)) };
  },

  async adjustmentCreate({ number, label, amount, kind, line_item_id }, ctx) {
    const o = await findOrder(ctx, number, true);
    assertOpen(ctx, o);
    await lineInReach(ctx, o, line_item_id ?? null, 'line_item_id');
    await ctx.db.insert(adjustments).values({ orderId: o.id, lineItemId: line_item_id ?? null, kind, label, amount, authorId: authorOf(ctx) });
    return settle(ctx, o);
  },

  async adjustmentUpdate({ number, adjustment_id, label, amount, eligible }, ctx) {
    const o = await findOrder(ctx, number, true);
    assertOpen(ctx, o);
    const a = await findAdjustment(ctx, o, adjustment_id);
    await ctx.db.update(adjustments).set({
      label: label ?? a.label, amount: amount ?? a.amount, eligible: eligible ?? a.eligible, authorId: authorOf(ctx), updatedAt: new Date(),
    }).where(eq(adjustments.id, a.id));
    return settle(ctx, o);
  },

  async adjustmentDelete({ number, adjustment_id }, ctx) {
    const o = await findOrder(ctx, number, true);
    assertOpen(ctx, o);
    const a = await findAdjustment(ctx, o, adjustment_id);
    await ctx.db.delete(adjustments).where(eq(adjustments.id, a.id));
    return settle(ctx, o);
  },
};
