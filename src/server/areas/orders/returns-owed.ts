import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import type { Totals } from './totals.js';

const { payments, paymentReturns } = schema;

/**
 * After a return or an exchange leaves the customer owed money (paid more than the order now
 * costs), the excess is marked for return on the completed payments, newest first, each up to
 * what it still has unreturned: finance sees it as pending returns and pays it back, and until
 * then the money still counts as paid, so nothing is lost in between.
 */
export async function markOwedForReturn(ctx: AuthedContext, orderId: number, totals: Totals, reason: string): Promise<number> {
  const pending = await ctx.db.select({ n: sql<number>`coalesce(sum(${paymentReturns.amount}), 0)`.mapWith(Number) }).from(paymentReturns)
    .where(and(eq(paymentReturns.orderId, orderId), eq(paymentReturns.state, 'pending')));
  let owed = totals.paymentTotal - Math.max(totals.total, 0) - (pending[0]?.n ?? 0);
  if (owed <= 0) return 0;
  const pays = await ctx.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.state, 'completed'))).orderBy(desc(payments.id));
  const back = await returnedOf(ctx, pays.map((p) => p.id));
  let marked = 0;
  for (const p of pays) {
    if (owed <= 0) break;
    const n = Math.min(owed, p.amount - (back.get(p.id) ?? 0));
    if (n <= 0) continue;
    await ctx.db.insert(paymentReturns).values({ orderId, paymentId: p.id, amount: n, state: 'pending', reason, source: p.method, authorId: ctx.principal.user.id });
    owed -= n;
    marked += n;
  }
  return marked;
}

/** Per payment: what pending and completed returns already take from it. */
export async function returnedOf(ctx: AuthedContext, paymentIds: number[]): Promise<Map<number, number>> {
  if (!paymentIds.length) return new Map();
  const rows = await ctx.db.select({ paymentId: paymentReturns.paymentId, n: sql<number>`sum(${paymentReturns.amount})`.mapWith(Number) })
    .from(paymentReturns).where(and(inArray(paymentReturns.paymentId, paymentIds), inArray(paymentReturns.state, ['pending', 'completed'])))
    .groupBy(paymentReturns.paymentId);
  return new Map(rows.map((r) => [r.paymentId!, r.n]));
}
