import { and, asc, eq } from 'drizzle-orm';
import type { paymentReturnCommands } from '../../../shared/commands/orders/returns.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { notFound } from '../../errors.js';
import { answer, authorOf, opsError, requireWholeOrder } from './lineitems-support.js';
import { recordChanges } from './machines.js';
import { recalculate } from './recalculate.js';
import { returnedOf } from './returns-owed.js';
import { findOrder, lockOrder } from './scope.js';

const { payments, paymentReturns, paymentReturnReasons, paymentReturnSources } = schema;

/** A payment return by id, its order locked: payments are the whole order's, out of a confined caller's reach. */
async function findReturn(ctx: AuthedContext, id: number) {
  requireWholeOrder(ctx, 'payment_return_id');
  const [r] = await ctx.db.select({ orderId: paymentReturns.orderId }).from(paymentReturns).where(eq(paymentReturns.id, id)).limit(1);
  if (!r) throw notFound('No such payment return');
  const order = await lockOrder(ctx, r.orderId);
  const [row] = await ctx.db.select().from(paymentReturns).where(eq(paymentReturns.id, id)).for('update');
  return { ret: row!, order };
}

/** pending → completed (paid back) or canceled (withdrawn); each move in the order's state changes. */
async function move(ctx: AuthedContext, id: number, to: 'completed' | 'canceled') {
  const { ret, order } = await findReturn(ctx, id);
  if (ret.state !== 'pending') throw opsError(ctx, to === 'completed' ? 'return_complete' : 'return_cancel', { state: `is ${ret.state}` }, { state: ret.state });
  const now = new Date();
  await ctx.db.update(paymentReturns).set({ state: to, updatedAt: now }).where(eq(paymentReturns.id, id));
  await recordChanges(ctx.db, authorOf(ctx), [{ orderId: order.id, machine: 'payment_return', subjectId: id, from: ret.state, to }], now);
  await recalculate(ctx.db, order.id, authorOf(ctx), now);
  ctx.auditTarget = `payment_return:${id}`;
  return answer(ctx, order.id);
}

/** A reason or source is one the System settings offer (/system/payment_return_reasons, …_sources), by its code. */
async function assertOffered(ctx: AuthedContext, table: typeof paymentReturnReasons, field: 'reason' | 'source', code: string): Promise<void> {
  const [row] = await ctx.db.select({ active: table.active }).from(table).where(eq(table.code, code)).limit(1);
  if (!row?.active) throw opsError(ctx, field === 'reason' ? 'return_reason' : 'return_source', { [field]: row ? 'not offered' : 'no such code' }, { code });
}

export const paymentReturnHandlers: HandlersOf<typeof paymentReturnCommands> = {
  async paymentReturnList({ number }, ctx) {
    requireWholeOrder(ctx, 'number');
    const o = await findOrder(ctx, number);
    const rows = await ctx.db.select().from(paymentReturns).where(eq(paymentReturns.orderId, o.id)).orderBy(asc(paymentReturns.id));
    return {
      items: rows.map((r) => ({
        id: r.id, payment_id: r.paymentId, amount: r.amount, state: r.state, reason: r.reason, source: r.source, created_at: r.createdAt.toISOString(),
      })),
    };
  },

  /** Only money that came in can go back, and no more of a payment than it has left unreturned. */
  async paymentReturnCreate({ number, payment_id, amount, reason, source }, ctx) {
    requireWholeOrder(ctx, 'number');
    const o = await findOrder(ctx, number, true);
    const [p] = await ctx.db.select().from(payments).where(and(eq(payments.id, payment_id), eq(payments.orderId, o.id))).for('update');
    if (!p) throw notFound('No such payment');
    if (p.state !== 'completed') throw opsError(ctx, 'return_payment', { payment_id: `is ${p.state}` }, { state: p.state });
    await assertOffered(ctx, paymentReturnReasons, 'reason', reason);
    if (source !== undefined) await assertOffered(ctx, paymentReturnSources, 'source', source);
    const left = p.amount - ((await returnedOf(ctx, [p.id])).get(p.id) ?? 0);
    if (amount > left) throw opsError(ctx, 'return_amount', { amount: `at most ${left}` }, { amount: formatMoney(left) });
    const [r] = await ctx.db.insert(paymentReturns).values({
      orderId: o.id, paymentId: p.id, amount, state: 'pending', reason, source: source ?? p.method, authorId: authorOf(ctx),
    }).returning({ id: paymentReturns.id });
    await recordChanges(ctx.db, authorOf(ctx), [{ orderId: o.id, machine: 'payment_return', subjectId: r!.id, from: null, to: 'pending' }]);
    await recalculate(ctx.db, o.id, authorOf(ctx));
    ctx.auditTarget = `order:${o.number}`;
    return answer(ctx, o.id);
  },

  paymentReturnComplete: ({ payment_return_id }, ctx) => move(ctx, payment_return_id, 'completed'),
  paymentReturnCancel: ({ payment_return_id }, ctx) => move(ctx, payment_return_id, 'canceled'),
};
