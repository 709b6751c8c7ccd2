import { eq, max, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { schema, type Db, type DbOrTx } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { bankAccount, type AccountRow } from './accounts.js';
import { jsonBank, type BankLine } from './bank.js';
import { recalculateMany } from '../orders/recalculate.js';
import { matchNewLines } from './match.js';
import { settleFromStatement } from './transfers.js';

const { cgwTransactions, corporateAccounts } = schema;

/** Lines written per insert: one statement of a few megabytes of JSON at most. */
const INSERT_BATCH = 10_000;

/**
 * The account's statement as the bank gives it, since two days before its last line (a bank may
 * post a line late); the whole of it the first time.
 */
export async function fetchStatement(config: Config, db: DbOrTx | Db, account: AccountRow): Promise<BankLine[]> {
  const [last] = await db.select({ at: max(cgwTransactions.postedAt) }).from(cgwTransactions).where(eq(cgwTransactions.accountId, account.id));
  const from = last?.at ? new Date(new Date(last.at).getTime() - 2 * 86_400_000) : null;
  return jsonBank(config).statement(bankAccount(account), from);
}

/**
 * Keeps the new lines (the bank's id is unique per account: a line the account has is left out,
 * and the unique index refuses it anyway, so nothing is added twice), matches the incoming ones
 * that name an order as they are written, and settles the transfers whose answer was lost. The
 * account's row is locked for the caller's transaction first: an on-demand import and a scheduled
 * one of the same account queue behind each other, so the lines found new stay new until written.
 */
export async function importLines(db: DbOrTx, accountId: number, lines: BankLine[]): Promise<{ imported: number; matched: number; settled: number }> {
  await db.select({ id: corporateAccounts.id }).from(corporateAccounts).where(eq(corporateAccounts.id, accountId)).for('update');
  const now = new Date();
  let imported = 0;
  let matched = 0;
  const touched: number[] = [];
  for (let i = 0; i < lines.length; i += INSERT_BATCH) {
    const batch = lines.slice(i, i + INSERT_BATCH);
    const had = new Set(rowsOf<{ id: string }>(await db.execute(sql`
      select t.bank_txn_id as id from ${cgwTransactions} t
      where t.account_id = ${accountId} and t.bank_txn_id in (select json_array_elements_text(${JSON.stringify(batch.map((l) => l.id))}::json))`)).map((r) => r.id));
    // a statement naming one id twice keeps its first line
    const seen = new Set<string>();
    const fresh = batch.filter((l) => !had.has(l.id) && !seen.has(l.id) && seen.add(l.id));
    if (!fresh.length) continue;
    const { matches, orderIds } = await matchNewLines(db, fresh.map((l) => ({ ...l, bankTxnId: l.id })), now);
    const rows = rowsOf<{ id: number }>(await db.execute(sql`
      insert into ${cgwTransactions} (account_id, bank_txn_id, direction, amount, description, counterparty, counterparty_account, reference, invoice_number, posted_at, order_id, payment_id, matched_at)
      select ${accountId}::bigint, l.id, l.direction, l.amount, l.description, l.counterparty, l.counterparty_account, l.reference, l.invoice, l.posted_at,
        l.order_id, l.payment_id, case when l.order_id is null then null else ${now.toISOString()}::timestamptz end
      from json_to_recordset(${JSON.stringify(fresh.map((l) => ({
        id: l.id, direction: l.direction, amount: l.amount, description: l.description, counterparty: l.counterparty,
        counterparty_account: l.counterpartyAccount, reference: l.reference, invoice: l.invoice, posted_at: l.postedAt.toISOString(),
        order_id: matches.get(l.id)?.orderId ?? null, payment_id: matches.get(l.id)?.paymentId ?? null,
      })))}::json) as l(id text, direction text, amount bigint, description text, counterparty text, counterparty_account text, reference text, invoice text, posted_at timestamptz, order_id bigint, payment_id bigint)
      on conflict (account_id, bank_txn_id) do nothing
      returning id`));
    if (rows.length !== fresh.length) throw new Error(`statement import of account ${accountId}: ${fresh.length - rows.length} lines appeared while it ran`);
    imported += rows.length;
    matched += matches.size;
    touched.push(...orderIds);
  }
  await recalculateMany(db, touched, null, now);
  const settled = await settleFromStatement(db, accountId, lines.filter((l) => l.direction === 'out').map((l) => l.reference));
  return { imported, matched, settled };
}
