import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { recalculate } from '../orders/recalculate.js';

const { cgwTransactions, payments, orders } = schema;

/**
 * An order number as customers write it in a transfer's description: `R100000123`, `r100000123`
 * or the nine digits alone, anywhere in the text or in the invoice number. PostgreSQL reads it
 * (the import matches a whole statement in one statement); the same pattern is the JS twin below.
 */
const ORDER_IN_TEXT = String.raw`(?:^|[^0-9A-Za-z])[Rr]?([0-9]{9})(?:[^0-9]|$)`;

export function orderNumberIn(text: string): string | null {
  const m = new RegExp(ORDER_IN_TEXT).exec(text);
  return m ? `R${m[1]}` : null;
}

/**
 * Makes the transfer `transactionId` the order's payment: a pending bank transfer of the same
 * amount is completed, otherwise a completed payment is added; the order's totals and payment
 * state follow (recalculate). The caller has checked the line is incoming and unmatched.
 */
export async function payOrderWith(db: DbOrTx, line: { id: number; amount: number; bankTxnId: string }, orderId: number, userId: number | null): Promise<number> {
  const now = new Date();
  const [pending] = await db.select({ id: payments.id }).from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'bank_transfer'), eq(payments.amount, line.amount), inArray(payments.state, ['checkout', 'pending'])))
    .limit(1).for('update');
  const source = `cgw:${line.bankTxnId}`;
  let paymentId: number;
  if (pending) {
    await db.update(payments).set({ state: 'completed', source, updatedAt: now }).where(eq(payments.id, pending.id));
    paymentId = pending.id;
  } else {
    const [p] = await db.insert(payments).values({ orderId, method: 'bank_transfer', amount: line.amount, state: 'completed', source }).returning({ id: payments.id });
    paymentId = p!.id;
  }
  await db.update(cgwTransactions).set({ orderId, paymentId, matchedBy: userId, matchedAt: now }).where(eq(cgwTransactions.id, line.id));
  await recalculate(db, orderId, userId, now);
  return paymentId;
}

/**
 * Matches the account's unmatched incoming lines whose description or invoice names an order that
 * exists and is not canceled: one query finds them all, then each becomes its order's payment.
 * Answers how many were matched.
 */
export async function autoMatch(db: DbOrTx, accountId: number, lineIds: number[]): Promise<number> {
  if (!lineIds.length) return 0;
  const found = rowsOf<{ id: number; amount: number; bank_txn_id: string; order_id: number }>(await db.execute(sql`
    select t.id, t.amount, t.bank_txn_id, o.id as order_id
    from ${cgwTransactions} t
    join ${orders} o on o.number = 'R' || substring(t.description || ' ' || coalesce(t.invoice_number, '') from ${ORDER_IN_TEXT})
    where t.account_id = ${accountId} and t.direction = 'in' and t.order_id is null
      and t.id in (select json_array_elements_text(${JSON.stringify(lineIds)}::json)::bigint)
      and o.state not in ('canceled', 'cart')
    order by t.posted_at, t.id`));
  for (const r of found) {
    await payOrderWith(db, { id: Number(r.id), amount: Number(r.amount), bankTxnId: r.bank_txn_id }, Number(r.order_id), null);
  }
  return found.length;
}
