import { and, eq, sql } from 'drizzle-orm';
import type { couponCommands } from '../../../shared/commands/promotions/coupons.js';
import type { HandlersOf } from '../../commands/handler.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { assertAvailable } from '../orders/availability.js';
import { answer, authorOf } from '../orders/lineitems-support.js';
import { recalculate } from '../orders/recalculate.js';
import { confinedTo, findOrder } from '../orders/scope.js';
import { orderDetail } from '../orders/serialize.js';
import { computeDiscount, isRefusal } from './compute.js';
import { promotionError } from './messages.js';
import { removeUse, writeUse } from './order-discounts.js';
import { cartOf, givenRefusal, limitRefusal, ruleOf } from './rules.js';

const { discounts, couponCodes, discountUsages } = schema;

/** The use of a discount that wrote this adjustment, if any: such an adjustment goes with its use, not by hand. */
export async function usageOfAdjustment(db: DbOrTx, orderId: number, adjustmentId: number) {
  const [u] = await db.select().from(discountUsages)
    .where(and(eq(discountUsages.orderId, orderId), sql`${discountUsages.adjustmentIds} @> ${JSON.stringify([adjustmentId])}::jsonb`)).limit(1);
  return u;
}

export const couponHandlers: HandlersOf<typeof couponCommands> = {
  async couponUse({ code, number }, ctx) {
    // the order first, then the discount: every path takes the two locks in this order
    const o = await findOrder(ctx, number, true);
    assertAvailable(ctx, o);
    // the code and its discount in one read, the discount's row locked: uses of one discount are
    // checked and counted one at a time, so a limit of N gives N uses and no more, however many
    // orders ask at once (after a wait PostgreSQL reads the discount's row as it is now)
    const [found] = await ctx.db.select({ c: couponCodes, d: discounts }).from(couponCodes).innerJoin(discounts, eq(discounts.id, couponCodes.discountId))
      .where(eq(couponCodes.code, code)).limit(1).for('update', { of: discounts });
    const mine = confinedTo(ctx.scope);
    if (!found || found.d.deletedAt || (mine && (found.d.vendorId === null || !mine.includes(found.d.vendorId)))) throw promotionError(ctx, 'unknown_code', { code: 'no such code' }, { code });
    const { c, d } = found;
    // the code's own count, when it has a limit, is read again now that no other use of this
    // discount is in flight: the join read it before the wait
    const fresh = d.perCodeLimit === null ? c
      : (await ctx.db.select({ id: couponCodes.id, usedCount: couponCodes.usedCount }).from(couponCodes).where(eq(couponCodes.id, c.id)))[0]!;
    const { lines, ships, taken, applied } = await cartOf(ctx, o, d.id);
    const limited = await limitRefusal(ctx.db, d, fresh, o, new Date(), applied);
    if (limited) throw promotionError(ctx, limited.rule, { code: limited.rule.replaceAll('_', ' ') }, limited.values);

    const given = computeDiscount(ruleOf(d), lines, ships, taken);
    if (isRefusal(given)) throw promotionError(ctx, given.rule, { code: given.rule.replaceAll('_', ' ') }, givenRefusal(given).values);

    const author = authorOf(ctx);
    await writeUse(ctx, o, d, c, given, author);

    const totals = await recalculate(ctx.db, o.id, author);
    if (totals.total < 0) throw promotionError(ctx, 'total_negative', { code: `total would be ${totals.total}` });
    // recalculate told the open screens; the order is still locked since findOrder
    const out = { order: await orderDetail(ctx, o) };
    ctx.auditTarget = `order:${o.number}`;
    return { ...out, discount_id: d.id, given: given.total };
  },

  async couponRemove({ number, discount_id, adjustment_id }, ctx) {
    const o = await findOrder(ctx, number, true);
    assertAvailable(ctx, o);
    const u = discount_id !== undefined
      ? (await ctx.db.select().from(discountUsages).where(and(eq(discountUsages.orderId, o.id), eq(discountUsages.discountId, discount_id))).limit(1))[0]
      : await usageOfAdjustment(ctx.db, o.id, adjustment_id!);
    const [d] = u ? await ctx.db.select().from(discounts).where(eq(discounts.id, u.discountId)).for('update') : [];
    const mine = confinedTo(ctx.scope);
    if (!u || !d || (mine && (d.vendorId === null || !mine.includes(d.vendorId)))) throw promotionError(ctx, 'not_applied', { discount_id: 'not on this order' });
    // the use is given back: the limit counts what orders hold
    await removeUse(ctx.db, o.id, u);
    await recalculate(ctx.db, o.id, authorOf(ctx));
    const out = await answer(ctx, o.id);
    ctx.auditTarget = `order:${o.number}`;
    return out;
  },
};
