import { createHash, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { gatewayCommands, GatewayCandyCode } from '../../../shared/commands/gateway.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { recordAudit } from '../../commands/register.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { AppError } from '../../errors.js';
import { bankAccount, findAccount } from './accounts.js';
import { jsonBank, type BankOutcome } from './bank.js';

const { cgwCandyCodes, users } = schema;

type CandyRow = typeof cgwCandyCodes.$inferSelect;

const toJson = (r: CandyRow, linkedBy: string | null): GatewayCandyCode => ({
  id: r.id, account_id: r.accountId, code: r.code, branch: r.branch, state: r.state as GatewayCandyCode['state'],
  bank_reference: r.bankReference, error: r.error, linked_by: linkedBy, updated_at: r.updatedAt.toISOString(),
});

/** The Candy codes of these accounts, for the accounts' answer. */
export async function candyCodesOf(db: DbOrTx, accountIds: number[]): Promise<Map<number, GatewayCandyCode[]>> {
  const out = new Map<number, GatewayCandyCode[]>();
  if (!accountIds.length) return out;
  const rows = await db.select({ c: cgwCandyCodes, by: users.email }).from(cgwCandyCodes).leftJoin(users, eq(users.id, cgwCandyCodes.userId))
    .where(inArray(cgwCandyCodes.accountId, accountIds)).orderBy(cgwCandyCodes.code);
  for (const r of rows) out.set(r.c.accountId, [...(out.get(r.c.accountId) ?? []), toJson(r.c, r.by)]);
  return out;
}

/**
 * A refusal reaches the caller in the bank's own words (422); no answer in time is a 504 that says
 * nothing is known yet. Either way the attempt is audited after the command's transaction, which
 * the thrown error rolls back.
 */
function failed(ctx: AuthedContext, commandId: string, target: string, outcome: Exclude<BankOutcome, { state: 'done' }>, input: object): AppError {
  ctx.afterwards?.(async (db) => {
    await recordAudit(db, { userId: ctx.principal.user.id, commandId, target, scope: null, input: { ...input, outcome: outcome.state, error: outcome.error }, ip: ctx.request.ip ?? '' });
  });
  if (outcome.state === 'refused') return new AppError(422, 'bank_refused', outcome.error, { bank: outcome.error });
  return new AppError(504, 'bank_timeout', `The bank did not answer (${outcome.error}): nothing is known of it yet; asking again is safe, under the same key`);
}

/**
 * The bank's key for a request: the caller's Idempotency-Key (per user and command) when he sent
 * one, so his retry after a lost answer is folded by the bank too; otherwise a new one.
 */
function requestKey(ctx: AuthedContext, what: string): string {
  const header = ctx.request.headers['idempotency-key'];
  if (typeof header !== 'string' || !header) return randomUUID();
  return createHash('sha256').update(`${ctx.principal.user.id}\n${what}\n${header}`).digest('hex').slice(0, 40);
}

export const candyHandlers: Pick<HandlersOf<typeof gatewayCommands>, 'gatewayCandyLink' | 'gatewayCallAction'> = {
  /**
   * Links a code once: linked already to the same account and branch, it answers the link without
   * calling the bank; a link whose answer was lost (`unknown`) is asked again under its kept key,
   * so the bank never links it twice; a new link (or a move to another branch) gets a new key.
   */
  async gatewayCandyLink({ account_id, code, branch }, ctx) {
    const account = await findAccount(ctx.db, account_id);
    const [had] = await ctx.db.select().from(cgwCandyCodes).where(eq(cgwCandyCodes.code, code)).for('update');
    const same = had && had.accountId === account_id && had.branch === branch;
    ctx.auditTarget = `corporate_account:${account_id}`;
    if (same && had.state === 'linked') return { candy_code: toJson(had, null) };
    const key = same && had.state === 'unknown' ? had.idempotencyKey : randomUUID();
    const outcome = await jsonBank(ctx.services.config).linkCandyCode(bankAccount(account), { code, branch }, key);
    const values = {
      accountId: account_id, code, branch, idempotencyKey: key, userId: ctx.principal.user.id, updatedAt: new Date(),
      state: outcome.state === 'done' ? 'linked' : outcome.state, bankReference: outcome.state === 'done' ? outcome.reference : null,
      error: outcome.state === 'done' ? null : outcome.error,
    };
    const upsert = (db: DbOrTx) => db.insert(cgwCandyCodes).values(values)
      .onConflictDoUpdate({ target: cgwCandyCodes.code, set: values }).returning();
    if (outcome.state !== 'done') {
      // kept whatever the command's end: an unknown link keeps its key for the next attempt
      ctx.afterwards?.(async (db) => { await upsert(db); });
      throw failed(ctx, 'gateway.candy_link', `corporate_account:${account_id}`, outcome, { code, branch });
    }
    const [row] = await upsert(ctx.db);
    return { candy_code: toJson(row!, ctx.principal.user.email) };
  },

  /** A bank-side action the account's adapter declares; any other name is refused before the bank is called. */
  async gatewayCallAction({ account_id, action, reference }, ctx) {
    const account = await findAccount(ctx.db, account_id);
    const bank = jsonBank(ctx.services.config);
    if (!bank.actions.includes(action)) {
      throw new AppError(400, 'validation_failed', `The bank of this account knows no action "${action}": ${bank.actions.join(', ')}`, { action: `one of ${bank.actions.join(', ')}` });
    }
    ctx.auditTarget = `corporate_account:${account_id}`;
    const outcome = await bank.callAction(bankAccount(account), action, reference ? { reference } : {}, requestKey(ctx, `call_action ${account_id} ${action}`));
    if (outcome.state !== 'done') throw failed(ctx, 'gateway.call_action', `corporate_account:${account_id}`, outcome, { action, reference });
    return { action, message: outcome.message, reference: outcome.reference };
  },
};
