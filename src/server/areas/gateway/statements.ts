import { and, count, eq, ilike, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import type { gatewayCommands } from '../../../shared/commands/gateway.js';
import { normalizeOrderNumber } from '../../../shared/schema/order.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { likeEscape, ransackOrder, ransackWhere, type FilterColumn } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { conflict, notFound } from '../../errors.js';
import { findOrder } from '../orders/scope.js';
import { findAccount } from './accounts.js';
import { jsonBank } from './bank.js';
import { candyCodesOf } from './candy.js';
import { fetchStatement, importLines } from './import.js';
import { payOrderWith } from './match.js';

const { cgwTransactions, corporateAccounts, orders, users } = schema;

const FILTERS: Record<string, FilterColumn> = {
  account_id: { kind: 'number', column: cgwTransactions.accountId },
  direction: { kind: 'text', column: cgwTransactions.direction },
  amount: { kind: 'number', column: cgwTransactions.amount },
  posted_at: { kind: 'date', column: cgwTransactions.postedAt },
  matched: { kind: 'bool', where: (_p, v) => (v ? isNotNull(cgwTransactions.orderId) : isNull(cgwTransactions.orderId)) },
};

const selectLines = (ctx: AuthedContext) => ctx.db.select({
  t: cgwTransactions, accountNumber: corporateAccounts.accountNumber, orderNumber: orders.number, matchedBy: users.email,
}).from(cgwTransactions)
  .innerJoin(corporateAccounts, eq(corporateAccounts.id, cgwTransactions.accountId))
  .leftJoin(orders, eq(orders.id, cgwTransactions.orderId))
  .leftJoin(users, eq(users.id, cgwTransactions.matchedBy));

type LineRow = Awaited<ReturnType<ReturnType<typeof selectLines>['limit']>>[number];

const toJson = (r: LineRow) => ({
  id: r.t.id, account_id: r.t.accountId, account_number: r.accountNumber, bank_txn_id: r.t.bankTxnId, direction: r.t.direction as 'in' | 'out',
  amount: r.t.amount, description: r.t.description, counterparty: r.t.counterparty, counterparty_account: r.t.counterpartyAccount,
  invoice_number: r.t.invoiceNumber, posted_at: r.t.postedAt.toISOString(), order_number: r.orderNumber, matched_by: r.matchedBy,
  matched_at: r.t.matchedAt?.toISOString() ?? null,
});

async function findLine(ctx: AuthedContext, id: number, forUpdate = false) {
  if (forUpdate) {
    const [locked] = await ctx.db.select({ id: cgwTransactions.id }).from(cgwTransactions).where(eq(cgwTransactions.id, id)).for('update');
    if (!locked) throw notFound('No such statement line');
  }
  const [row] = await selectLines(ctx).where(eq(cgwTransactions.id, id)).limit(1);
  if (!row) throw notFound('No such statement line');
  return row;
}

/** Eight-digit Mongolian phone numbers a description holds (a customer often writes his own). */
const phonesIn = (text: string) => [...text.matchAll(/(?<!\d)(\d{8})(?!\d)/g)].map((m) => m[1]!);

export const statementHandlers: Pick<HandlersOf<typeof gatewayCommands>, 'gatewayAccounts' | 'gatewayStatements' | 'gatewayTransaction' | 'gatewayImport' | 'gatewayConnectOrder'> = {
  async gatewayAccounts(_input, ctx) {
    const rows = await ctx.db.select({
      a: corporateAccounts,
      balance: sql<number>`coalesce(sum(case when ${cgwTransactions.direction} = 'in' then ${cgwTransactions.amount} else -${cgwTransactions.amount} end), 0)`.mapWith(Number),
      unmatched: sql<number>`count(*) filter (where ${cgwTransactions.direction} = 'in' and ${cgwTransactions.orderId} is null)`.mapWith(Number),
      last: max(cgwTransactions.createdAt),
    }).from(corporateAccounts).leftJoin(cgwTransactions, eq(cgwTransactions.accountId, corporateAccounts.id))
      .where(eq(corporateAccounts.active, true)).groupBy(corporateAccounts.id).orderBy(corporateAccounts.bank, corporateAccounts.accountNumber);
    const candy = await candyCodesOf(ctx.db, rows.map((r) => r.a.id));
    const actions = [...jsonBank(ctx.services.config).actions];
    return {
      items: rows.map((r) => ({
        id: r.a.id, bank: r.a.bank as never, account_number: r.a.accountNumber, account_name: r.a.accountName, currency: r.a.currency as never,
        balance: r.balance, unmatched: r.unmatched, last_import_at: r.last ? new Date(r.last).toISOString() : null,
        import_every_minutes: r.a.importEveryMinutes, next_import_at: r.a.importEveryMinutes > 0 ? (r.a.nextImportAt?.toISOString() ?? null) : null,
        actions, candy_codes: candy.get(r.a.id) ?? [],
      })),
      approval_limit: ctx.services.config.bank.approvalLimit,
    };
  },

  async gatewayStatements({ page, per_page, q, query }, ctx) {
    const text = query?.trim();
    const number = text ? normalizeOrderNumber(text) : null;
    const where = and(ransackWhere(q, FILTERS), text ? or(
      ilike(cgwTransactions.description, `%${likeEscape(text)}%`), ilike(cgwTransactions.counterparty, `%${likeEscape(text)}%`),
      eq(cgwTransactions.bankTxnId, text), number ? eq(orders.number, number) : undefined,
    ) : undefined);
    const [rows, [total]] = await Promise.all([
      selectLines(ctx).where(where)
        .orderBy(...ransackOrder(q, { posted_at: cgwTransactions.postedAt, amount: cgwTransactions.amount }, cgwTransactions.id))
        .limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(cgwTransactions).leftJoin(orders, eq(orders.id, cgwTransactions.orderId)).where(where),
    ]);
    return { items: rows.map(toJson), page, per_page, total: total?.n ?? 0 };
  },

  async gatewayTransaction({ id }, ctx) {
    const line = await findLine(ctx, id);
    if (line.t.direction !== 'in' || line.t.orderId) return { transaction: toJson(line), suggestions: [] };
    // orders still owed about this amount, placed in the week before the transfer, or whose phone the description holds
    const phonesJson = JSON.stringify(phonesIn(line.t.description));
    const from = new Date(line.t.postedAt.getTime() - 7 * 86_400_000);
    const rows = rowsOf<{ number: string; total: string; outstanding: string; customer: string | null; phone: string | null; created_at: string | Date; by_amount: boolean; by_date: boolean; by_phone: boolean }>(await ctx.db.execute(sql`
      select o.number, o.total, o.total - o.payment_total as outstanding, o.customer_name as customer, o.phone, o.created_at,
        (o.total - o.payment_total = ${line.t.amount}) as by_amount,
        (o.created_at between ${from.toISOString()}::timestamptz and ${line.t.postedAt.toISOString()}::timestamptz) as by_date,
        (o.phone in (select json_array_elements_text(${phonesJson}::json))) as by_phone
      from ${orders} o
      where o.state not in ('canceled', 'cart') and o.total > o.payment_total
        and ((o.total - o.payment_total = ${line.t.amount} and o.created_at between ${from.toISOString()}::timestamptz and ${line.t.postedAt.toISOString()}::timestamptz)
          or o.phone in (select json_array_elements_text(${phonesJson}::json)))
      order by (o.phone in (select json_array_elements_text(${phonesJson}::json))) desc, abs(extract(epoch from (${line.t.postedAt.toISOString()}::timestamptz - o.created_at))) asc
      limit 10`));
    return {
      transaction: toJson(line),
      suggestions: rows.map((r) => ({
        order_number: r.number, total: Number(r.total), outstanding: Number(r.outstanding), customer: r.customer ?? '', phone: r.phone,
        created_at: new Date(r.created_at).toISOString(),
        reasons: [...(r.by_amount ? ['amount' as const] : []), ...(r.by_date ? ['date' as const] : []), ...(r.by_phone ? ['phone' as const] : [])],
      })),
    };
  },

  /**
   * Reads the account's statement from the bank since two days before its last line (a bank may
   * post a line late), keeps the new lines (the bank's id is unique: nothing is added twice),
   * matches the incoming ones that name an order, and settles the transfers whose answer was lost.
   */
  async gatewayImport({ account_id }, ctx) {
    const account = await findAccount(ctx.db, account_id);
    const lines = await fetchStatement(ctx.services.config, ctx.db, account);
    const done = await importLines(ctx.db, account_id, lines);
    ctx.auditTarget = `corporate_account:${account_id}`;
    return { imported: done.imported, already_had: lines.length - done.imported, matched: done.matched, settled_transfers: done.settled };
  },

  async gatewayConnectOrder({ id, order_number }, ctx) {
    const line = await findLine(ctx, id, true);
    if (line.t.direction !== 'in') throw conflict('Only money received is matched to an order', { id: 'an outgoing line' });
    if (line.t.orderId) throw conflict(`Already matched to ${line.orderNumber}`, { id: 'already matched' });
    const order = await findOrder(ctx, order_number, true);
    if (order.state === 'canceled' || order.state === 'cart') throw conflict(`${order.number} is ${order.state}: it takes no payment`, { order_number: order.state });
    await payOrderWith(ctx.db, { id: line.t.id, amount: line.t.amount, bankTxnId: line.t.bankTxnId }, order.id, ctx.principal.user.id);
    ctx.auditTarget = `order:${order.number}`;
    return { transaction: toJson(await findLine(ctx, id)) };
  },
};

