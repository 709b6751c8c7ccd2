import { randomUUID } from 'node:crypto';
import { alias } from 'drizzle-orm/pg-core';
import { and, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { gatewayCommands, GatewayTransfer } from '../../../shared/commands/gateway.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { recordAudit } from '../../commands/register.js';
import { ransackOrder, ransackWhere, type FilterColumn } from '../../commands/ransack.js';
import { schema, type Db, type DbOrTx } from '../../db/index.js';
import { AppError, conflict, forbidden, notFound } from '../../errors.js';
import type { Services } from '../../services.js';
import { recalculate } from '../orders/recalculate.js';
import { bankAccount, findAccount } from './accounts.js';
import { jsonBank } from './bank.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { notifyTransferWaiting } from '../users/notify.js';

const { cgwTransfers, cgwTransactions, corporateAccounts, paymentReturns, orders, users } = schema;
const makers = alias(users, 'makers');
const checkers = alias(users, 'checkers');

const FILTERS: Record<string, FilterColumn> = {
  state: { kind: 'text', column: cgwTransfers.state },
  kind: { kind: 'text', column: cgwTransfers.kind },
  account_id: { kind: 'number', column: cgwTransfers.accountId },
  created_at: { kind: 'date', column: cgwTransfers.createdAt },
  amount: { kind: 'number', column: cgwTransfers.amount },
};

const selectTransfers = (db: DbOrTx) => db.select({
  t: cgwTransfers, accountNumber: corporateAccounts.accountNumber, orderNumber: orders.number, maker: makers.email, checker: checkers.email,
}).from(cgwTransfers)
  .innerJoin(corporateAccounts, eq(corporateAccounts.id, cgwTransfers.accountId))
  .innerJoin(makers, eq(makers.id, cgwTransfers.makerId))
  .leftJoin(checkers, eq(checkers.id, cgwTransfers.checkerId))
  .leftJoin(paymentReturns, eq(paymentReturns.id, cgwTransfers.paymentReturnId))
  .leftJoin(orders, eq(orders.id, paymentReturns.orderId));

type TransferRow = Awaited<ReturnType<ReturnType<typeof selectTransfers>['limit']>>[number];

const toJson = (r: TransferRow): GatewayTransfer => ({
  id: r.t.id, account_id: r.t.accountId, account_number: r.accountNumber, kind: r.t.kind as GatewayTransfer['kind'], order_number: r.orderNumber,
  to_bank: r.t.toBank as GatewayTransfer['to_bank'], to_account: r.t.toAccount, to_name: r.t.toName, amount: r.t.amount, description: r.t.description,
  state: r.t.state as GatewayTransfer['state'], bank_reference: r.t.bankReference, error: r.t.error, maker: r.maker, checker: r.checker,
  created_at: r.t.createdAt.toISOString(),
});

async function transferJson(db: DbOrTx, id: number): Promise<GatewayTransfer> {
  const [row] = await selectTransfers(db).where(eq(cgwTransfers.id, id)).limit(1);
  if (!row) throw notFound('No such transfer');
  return toJson(row);
}

/** A payment return paid back: marked completed, and its order's totals follow. */
async function completeReturn(db: DbOrTx, paymentReturnId: number | null, userId: number | null) {
  if (!paymentReturnId) return;
  const [r] = await db.update(paymentReturns).set({ state: 'completed', source: 'corporate_gateway', updatedAt: new Date() })
    .where(and(eq(paymentReturns.id, paymentReturnId), eq(paymentReturns.state, 'pending'))).returning({ orderId: paymentReturns.orderId });
  if (r) await recalculate(db, r.orderId, userId);
}

/**
 * Sends a transfer that is `sending` (committed before the bank is called: a crash after the bank
 * took it leaves a row that a statement settles, never money gone without a trace) and stores how
 * it ended. The bank gets the transfer's own idempotency key, so a repeated call cannot pay twice.
 */
async function send(services: Services, db: Db, id: number, userId: number): Promise<void> {
  const [row] = await db.select({ t: cgwTransfers, a: corporateAccounts }).from(cgwTransfers)
    .innerJoin(corporateAccounts, eq(corporateAccounts.id, cgwTransfers.accountId))
    .where(and(eq(cgwTransfers.id, id), eq(cgwTransfers.state, 'sending'))).limit(1);
  if (!row) return; // the transaction that made it rolled back, or another call sent it
  const outcome = await jsonBank(services.config).transfer(bankAccount(row.a), {
    toBank: row.t.toBank, toAccount: row.t.toAccount, toName: row.t.toName, amount: row.t.amount, description: row.t.description,
  }, row.t.idempotencyKey).catch((e: unknown) => ({
    // a bank with no endpoint was never asked: the transfer failed, nothing left; any other fault may have reached it
    state: e instanceof AppError && e.code === 'bank_not_configured' ? 'failed' as const : 'unknown' as const,
    error: e instanceof Error ? e.message : String(e),
  }));
  await db.transaction(async (tx) => {
    const [moved] = await tx.update(cgwTransfers).set({
      state: outcome.state, bankReference: outcome.state === 'sent' ? outcome.reference : null,
      error: outcome.state === 'sent' ? null : outcome.error, updatedAt: new Date(),
    }).where(and(eq(cgwTransfers.id, id), eq(cgwTransfers.state, 'sending'))).returning({ id: cgwTransfers.id });
    if (moved && outcome.state === 'sent') await completeReturn(tx, row.t.paymentReturnId, userId);
    await recordAudit(tx, {
      userId, commandId: 'gateway.send', target: `cgw_transfer:${id}`, scope: null,
      input: { state: outcome.state, ...(outcome.state === 'sent' ? { reference: outcome.reference } : { error: outcome.error }) }, ip: '',
    });
  });
}

/**
 * After the command's transaction: the bank is called, and the answer given says how the send
 * ended (the object the handler returned is the one serialised once this has run).
 */
function sendAfterwards(ctx: AuthedContext, answer: { transfer: GatewayTransfer }) {
  if (answer.transfer.state !== 'sending') return;
  ctx.afterwards?.(async (db) => {
    await send(ctx.services, db, answer.transfer.id, ctx.principal.user.id);
    answer.transfer = await transferJson(db, answer.transfer.id);
  });
}

/** The receiver's account must be a real one, named as the bank names it. */
async function insertTransfer(ctx: AuthedContext, values: {
  accountId: number; kind: 'transfer' | 'payment_return'; paymentReturnId?: number; toBank: string; toAccount: string; toName: string; amount: number; description: string;
}) {
  await findAccount(ctx.db, values.accountId);
  const state = values.amount > ctx.services.config.bank.approvalLimit ? 'awaiting_approval' : 'sending';
  const [row] = await ctx.db.insert(cgwTransfers).values({ ...values, state, idempotencyKey: randomUUID(), makerId: ctx.principal.user.id })
    .returning({ id: cgwTransfers.id });
  ctx.auditTarget = `cgw_transfer:${row!.id}`;
  if (state === 'awaiting_approval') {
    await notifyTransferWaiting(ctx.db, ctx.services.config, { id: row!.id, amount: formatMoney(values.amount), toName: values.toName }, ctx.principal.user.id);
  }
  const answer = { transfer: await transferJson(ctx.db, row!.id) };
  sendAfterwards(ctx, answer);
  return answer;
}

/**
 * Outgoing statement lines carrying a transfer's key (their reference) settle a transfer whose
 * answer was lost: `references` are those of the statement's outgoing lines, the lines already kept.
 * A line seen before settles nothing new: only transfers still unknown or sending move.
 */
export async function settleFromStatement(db: DbOrTx, accountId: number, references: string[]): Promise<number> {
  const keys = [...new Set(references.filter(Boolean))];
  if (!keys.length) return 0;
  const settled = await db.update(cgwTransfers).set({
    state: 'sent', bankReference: sql`(select l.bank_txn_id from ${cgwTransactions} l where l.account_id = ${accountId} and l.reference = ${cgwTransfers.idempotencyKey} and l.direction = 'out' limit 1)`,
    error: null, updatedAt: new Date(),
  }).where(and(
    eq(cgwTransfers.accountId, accountId), inArray(cgwTransfers.state, ['unknown', 'sending']), inArray(cgwTransfers.idempotencyKey, keys),
    sql`exists (select 1 from ${cgwTransactions} l where l.account_id = ${accountId} and l.reference = ${cgwTransfers.idempotencyKey} and l.direction = 'out')`,
  )).returning({ id: cgwTransfers.id, paymentReturnId: cgwTransfers.paymentReturnId, makerId: cgwTransfers.makerId });
  for (const t of settled) await completeReturn(db, t.paymentReturnId, t.makerId);
  return settled.length;
}

export const transferHandlers: Pick<HandlersOf<typeof gatewayCommands>, 'gatewayAccountName' | 'gatewayTransfers' | 'gatewayTransfer' | 'gatewayPayReturn' | 'gatewayApprove' | 'gatewayReject' | 'gatewayOwedReturns'> = {
  async gatewayAccountName({ bank, account }, ctx) {
    // asked through any active account of the shop: the bank answers who holds the receiver's
    const [mine] = await ctx.db.select().from(corporateAccounts).where(eq(corporateAccounts.active, true)).orderBy(corporateAccounts.id).limit(1);
    if (!mine) throw new AppError(503, 'bank_not_configured', 'No corporate account is set up (Settings → Corporate gateway)');
    const name = await jsonBank(ctx.services.config).accountName(bankAccount(mine), bank, account);
    if (name === null) throw notFound(`The bank knows no account ${account}`);
    return { name };
  },

  async gatewayTransfers({ page, per_page, q }, ctx) {
    const where = ransackWhere(q, FILTERS);
    const [rows, [total]] = await Promise.all([
      selectTransfers(ctx.db).where(where).orderBy(...ransackOrder(q, { created_at: cgwTransfers.createdAt, amount: cgwTransfers.amount }, cgwTransfers.id))
        .limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(cgwTransfers).where(where),
    ]);
    return { items: rows.map(toJson), page, per_page, total: total?.n ?? 0 };
  },

  async gatewayTransfer(input, ctx) {
    return insertTransfer(ctx, {
      accountId: input.account_id, kind: 'transfer', toBank: input.to_bank, toAccount: input.to_account, toName: input.to_name,
      amount: input.amount, description: input.description,
    });
  },

  async gatewayPayReturn(input, ctx) {
    const [r] = await ctx.db.select({ r: paymentReturns, number: orders.number }).from(paymentReturns)
      .innerJoin(orders, eq(orders.id, paymentReturns.orderId)).where(eq(paymentReturns.id, input.payment_return_id)).for('update');
    if (!r) throw notFound('No such payment return');
    if (r.r.state !== 'pending') throw conflict(`This return is ${r.r.state}`, { payment_return_id: r.r.state });
    const [busy] = await ctx.db.select({ id: cgwTransfers.id }).from(cgwTransfers)
      .where(and(eq(cgwTransfers.paymentReturnId, r.r.id), notInArray(cgwTransfers.state, ['failed', 'rejected']))).limit(1);
    if (busy) throw conflict(`Transfer ${busy.id} already pays this return`, { payment_return_id: 'already paid' });
    return insertTransfer(ctx, {
      accountId: input.account_id, kind: 'payment_return', paymentReturnId: r.r.id, toBank: input.to_bank, toAccount: input.to_account,
      toName: input.to_name, amount: r.r.amount, description: input.description || `${r.number} refund`,
    });
  },

  /**
   * The checker's approval: one conditional update, so of twenty approvals at once one moves the
   * transfer to sending and the others are told it is no longer waiting. The maker never approves
   * his own.
   */
  async gatewayApprove({ id }, ctx) {
    const me = ctx.principal.user.id;
    const [moved] = await ctx.db.update(cgwTransfers).set({ state: 'sending', checkerId: me, updatedAt: new Date() })
      .where(and(eq(cgwTransfers.id, id), eq(cgwTransfers.state, 'awaiting_approval'), sql`${cgwTransfers.makerId} <> ${me}`))
      .returning({ id: cgwTransfers.id });
    if (!moved) {
      const [t] = await ctx.db.select({ state: cgwTransfers.state, makerId: cgwTransfers.makerId }).from(cgwTransfers).where(eq(cgwTransfers.id, id));
      if (!t) throw notFound('No such transfer');
      if (t.makerId === me && t.state === 'awaiting_approval') throw forbidden('A second person approves: you made this transfer');
      throw conflict(`This transfer is ${t.state}, not awaiting approval`, { id: t.state });
    }
    ctx.auditTarget = `cgw_transfer:${id}`;
    const answer = { transfer: await transferJson(ctx.db, id) };
    sendAfterwards(ctx, answer);
    return answer;
  },

  async gatewayReject({ id, reason }, ctx) {
    const [moved] = await ctx.db.update(cgwTransfers).set({ state: 'rejected', checkerId: ctx.principal.user.id, error: reason, updatedAt: new Date() })
      .where(and(eq(cgwTransfers.id, id), eq(cgwTransfers.state, 'awaiting_approval'))).returning({ id: cgwTransfers.id });
    if (!moved) {
      const [t] = await ctx.db.select({ state: cgwTransfers.state }).from(cgwTransfers).where(eq(cgwTransfers.id, id));
      if (!t) throw notFound('No such transfer');
      throw conflict(`This transfer is ${t.state}, not awaiting approval`, { id: t.state });
    }
    ctx.auditTarget = `cgw_transfer:${id}`;
    return { transfer: await transferJson(ctx.db, id) };
  },

  async gatewayOwedReturns(_input, ctx) {
    const rows = await ctx.db.select({ r: paymentReturns, number: orders.number, customer: orders.customerName }).from(paymentReturns)
      .innerJoin(orders, eq(orders.id, paymentReturns.orderId))
      .leftJoin(cgwTransfers, and(eq(cgwTransfers.paymentReturnId, paymentReturns.id), notInArray(cgwTransfers.state, ['failed', 'rejected'])))
      .where(and(eq(paymentReturns.state, 'pending'), isNull(cgwTransfers.id))).orderBy(paymentReturns.createdAt).limit(500);
    return {
      items: rows.map((r) => ({
        id: r.r.id, order_number: r.number, amount: r.r.amount, reason: r.r.reason, customer: r.customer ?? '', created_at: r.r.createdAt.toISOString(),
      })),
    };
  },
};
