import { and, eq } from 'drizzle-orm';
import type { AuthedContext } from '../../commands/handler.js';
import { schema, type Db, type DbOrTx } from '../../db/index.js';
import { notFound } from '../../errors.js';
import type { BankAccount } from './bank.js';

const { corporateAccounts } = schema;

export type AccountRow = typeof corporateAccounts.$inferSelect;

/** An active corporate account by id (Settings' /settings/cgw holds them), or 404. */
export async function findAccount(db: DbOrTx | Db, id: number): Promise<AccountRow> {
  const [row] = await db.select().from(corporateAccounts).where(and(eq(corporateAccounts.id, id), eq(corporateAccounts.active, true))).limit(1);
  if (!row) throw notFound('No such corporate account');
  return row;
}

export const bankAccount = (a: AccountRow): BankAccount => ({ bank: a.bank, accountNumber: a.accountNumber, apiUsername: a.apiUsername, apiSecret: a.apiSecret });

export const userEmail = (ctx: AuthedContext) => ctx.principal.user.email;
