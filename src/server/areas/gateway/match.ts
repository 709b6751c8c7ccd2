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

/** A statement line not yet kept, as the import is about to write it. */
export interface NewLine { bankTxnId: string; direction: 'in' | 'out'; amount: number; description: string; invoice: string | null; postedAt: Date }

/**
 * Matches the new incoming lines whose description or invoice names an order that exists and is
 * not canceled, all at once, before they are written: one query finds them, each pending bank
 * transfer of the same order and amount is completed by the first such line (a pending payment
 * taken once), the others add completed payments in one insert. Answers each matched line's order
 * and payment by its bank id (the caller writes the lines with them) and the orders to recalculate
 * once the lines are written (`recalculateMany`). The caller holds the account's lock and passes
 * only lines the account does not have, so no line is paid twice.
 */
export async function matchNewLines(db: DbOrTx, lines: readonly NewLine[], now: Date): Promise<{ matches: Map<string, { orderId: number; paymentId: number }>; orderIds: number[] }> {
  const matches = new Map<string, { orderId: number; paymentId: number }>();
  const incoming = lines.filter((l) => l.direction === 'in');
  if (!incoming.length) return { matches, orderIds: [] };
  const found = rowsOf<{ bank_txn_id: string; amount: string | number; order_id: string | number; nth: string | number }>(await db.execute(sql`
    select l.id as bank_txn_id, l.amount, o.id as order_id,
      row_number() over (partition by o.id, l.amount order by l.posted_at, l.id) as nth
    from json_to_recordset(${JSON.stringify(incoming.map((l) => ({ id: l.bankTxnId, amount: l.amount, text: `${l.description} ${l.invoice ?? ''}`, posted_at: l.postedAt.toISOString() })))}::json)
      as l(id text, amount bigint, text text, posted_at timestamptz)
    join ${orders} o on o.number = 'R' || substring(l.text from ${ORDER_IN_TEXT})
    where o.state not in ('canceled', 'cart')
    order by l.posted_at, l.id`)).map((r) => ({ bankTxnId: r.bank_txn_id, amount: Number(r.amount), orderId: Number(r.order_id), nth: Number(r.nth) }));
  if (!found.length) return { matches, orderIds: [] };
  const orderIds = [...new Set(found.map((f) => f.orderId))].sort((a, b) => a - b);

  // the pending bank transfers of those orders, the k-th of an order and amount paired with its k-th line
  const pending = await db.select({ id: payments.id, orderId: payments.orderId, amount: payments.amount }).from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.method, 'bank_transfer'), inArray(payments.state, ['checkout', 'pending'])))
    .orderBy(payments.id).for('update');
  const slots = new Map<string, number[]>();
  for (const p of pending) slots.set(`${p.orderId}:${p.amount}`, [...(slots.get(`${p.orderId}:${p.amount}`) ?? []), p.id]);
  const completed: { id: number; source: string }[] = [];
  const added: typeof found = [];
  for (const f of found) {
    const pid = slots.get(`${f.orderId}:${f.amount}`)?.[f.nth - 1];
    if (pid) {
      matches.set(f.bankTxnId, { orderId: f.orderId, paymentId: pid });
      completed.push({ id: pid, source: `cgw:${f.bankTxnId}` });
    } else added.push(f);
  }
  if (completed.length) {
    await db.execute(sql`update ${payments} p set state = 'completed', source = v.source, updated_at = ${now.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(completed)}::json) as v(id bigint, source text) where p.id = v.id`);
  }
  if (added.length) {
    const made = rowsOf<{ id: number; source: string }>(await db.execute(sql`insert into ${payments} (order_id, method, amount, state, source, created_at, updated_at)
      select v.order_id, 'bank_transfer', v.amount, 'completed', v.source, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(added.map((f) => ({ order_id: f.orderId, amount: f.amount, source: `cgw:${f.bankTxnId}` })))}::json)
        as v(order_id bigint, amount bigint, source text)
      returning id, source`));
    // each line's payment by its source: the bank's id is unique within the account
    const bySource = new Map(made.map((m) => [m.source, Number(m.id)]));
    for (const f of added) matches.set(f.bankTxnId, { orderId: f.orderId, paymentId: bySource.get(`cgw:${f.bankTxnId}`)! });
  }
  return { matches, orderIds };
}
