import { eq, max, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { schema, type Db, type DbOrTx } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { bankAccount, type AccountRow } from './accounts.js';
import { jsonBank, type BankLine } from './bank.js';
import { autoMatch } from './match.js';
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
 * Keeps the new lines (the bank's id is unique per account: a line seen before is skipped by the
 * unique index, whoever imports it, so nothing is added twice), matches the incoming ones that
 * name an order, and settles the transfers whose answer was lost. The account's row is locked for
 * the caller's transaction: an on-demand import and a scheduled one of the same account queue
 * behind each other instead of matching side by side.
 */
export async function importLines(db: DbOrTx, accountId: number, lines: BankLine[]): Promise<{ imported: number; matched: number; settled: number }> {
  await db.select({ id: corporateAccounts.id }).from(corporateAccounts).where(eq(corporateAccounts.id, accountId)).for('update');
  const inserted: number[] = [];
  for (let i = 0; i < lines.length; i += INSERT_BATCH) {
    const batch = lines.slice(i, i + INSERT_BATCH);
    const rows = rowsOf<{ id: number }>(await db.execute(sql`
      insert into ${cgwTransactions} (account_id, bank_txn_id, direction, amount, description, counterparty, counterparty_account, reference, invoice_number, posted_at)
      select ${accountId}::bigint, l.id, l.direction, l.amount, l.description, l.counterparty, l.counterparty_account, l.reference, l.invoice, l.posted_at
      from json_to_recordset(${JSON.stringify(batch.map((l) => ({
        id: l.id, direction: l.direction, amount: l.amount, description: l.description, counterparty: l.counterparty,
        counterparty_account: l.counterpartyAccount, reference: l.reference, invoice: l.invoice, posted_at: l.postedAt.toISOString(),
      })))}::json) as l(id text, direction text, amount bigint, description text, counterparty text, counterparty_account text, reference text, invoice text, posted_at timestamptz)
      on conflict (account_id, bank_txn_id) do nothing
      returning id`));
    for (const r of rows) inserted.push(Number(r.id));
  }
  const matched = await autoMatch(db, accountId, inserted);
  const settled = await settleFromStatement(db, accountId, lines.filter((l) => l.direction === 'out').map((l) => l.reference));
  return { imported: inserted.length, matched, settled };
}
