import { eq } from 'drizzle-orm';
import type { ebarimtCommands } from '../../../../shared/commands/orders/ebarimt.js';
import type { AuthedContext, HandlersOf } from '../../../commands/handler.js';
import { schema } from '../../../db/index.js';
import { verifyPassword } from '../../../auth/password.js';
import { PosApiClient, PosApiError, formatPosDate, parsePosDate } from '../../../providers/posapi/client.js';
import type { ReceiptType } from '../../../providers/posapi/protocol.js';
import { findOrder, type OrderRow } from '../scope.js';
import { extraError, requireWholeOrders } from './errors.js';
import { queueReceiptEmail } from './resend.js';
import { orderPackage, summaryJson } from './source.js';

const { orders, users } = schema;

/** Kept on the order: only these (issue 6 item 4). */
export const ISSUED = 'issued';
export const RETURNED = 'returned';

const stateOf = (o: Pick<OrderRow, 'ebarimtId' | 'ebarimtDate' | 'ebarimtStatus' | 'ebarimtType' | 'ebarimtRegister'>) => ({
  id: o.ebarimtId, date: o.ebarimtDate ? o.ebarimtDate.toISOString() : null, status: o.ebarimtStatus, type: o.ebarimtType, register: o.ebarimtRegister,
});

function posapi(ctx: AuthedContext) {
  const cfg = ctx.services.config.posapi;
  if (!cfg || !cfg.merchantTin) throw extraError(ctx, 'posapi_unconfigured', { posapi: 'BO_POSAPI_URL and BO_POSAPI_MERCHANT_TIN are not set' });
  return { cfg, client: new PosApiClient(cfg.url) };
}

/** A PosAPI refusal reaches the user with PosAPI's own words. */
async function viaPosApi<T>(ctx: AuthedContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof PosApiError) throw extraError(ctx, 'posapi_failed', { posapi: e.message }, { message: e.message });
    throw e;
  }
}

/** A receipt is for a placed, paid order that has none active (a returned one may be issued again). */
function checkIssuable(ctx: AuthedContext, o: OrderRow) {
  if (o.ebarimtStatus === ISSUED) throw extraError(ctx, 'ebarimt_issued', { ebarimt: 'issued' }, { id: o.ebarimtId ?? '' });
  const paid = o.paymentState === 'paid' || o.paymentState === 'credit_owed';
  if (!paid || o.state === 'canceled') {
    throw extraError(ctx, 'ebarimt_unpaid', { payment_state: `is ${o.paymentState ?? 'none'}` }, { number: o.number, state: o.state === 'canceled' ? o.state : (o.paymentState ?? '-') });
  }
}

function checkActive(ctx: AuthedContext, o: OrderRow) {
  if (o.ebarimtStatus === RETURNED) throw extraError(ctx, 'ebarimt_returned', { ebarimt: 'returned' }, { id: o.ebarimtId ?? '' });
  if (o.ebarimtStatus !== ISSUED || !o.ebarimtId || !o.ebarimtDate) throw extraError(ctx, 'ebarimt_none', { ebarimt: 'none' }, { number: o.number });
}

interface Kind { type: 'b2c' | 'b2b'; consumer_no?: string; customer_register?: string }
const posType = (k: Kind): ReceiptType => (k.type === 'b2b' ? 'B2B_RECEIPT' : 'B2C_RECEIPT');

/** Sends the package, keeps the receipt's id, date and status; answers PosAPI's full answer to the caller only. */
async function issue(ctx: AuthedContext, o: OrderRow, kind: Kind) {
  checkIssuable(ctx, o);
  const { cfg, client } = posapi(ctx);
  const pkg = await orderPackage(ctx, o, { type: posType(kind), consumerNo: kind.consumer_no ?? null, customerTin: kind.customer_register ?? null }, {
    tin: cfg.merchantTin, posNo: cfg.posNo, districtCode: cfg.districtCode, branchNo: cfg.branchNo,
  });
  const answer = await viaPosApi(ctx, () => client.issue(pkg.request));
  const date = await viaPosApi(ctx, async () => parsePosDate(answer.date));
  const [row] = await ctx.db.update(orders).set({
    ebarimtId: answer.id, ebarimtDate: date, ebarimtStatus: ISSUED, ebarimtType: kind.type,
    ebarimtRegister: kind.type === 'b2b' ? (kind.customer_register ?? null) : (kind.consumer_no ?? null), updatedAt: new Date(),
  }).where(eq(orders.id, o.id)).returning();
  ctx.auditTarget = `order:${o.number}`;
  return { row: row!, answer, pkg, cfg };
}

/** Shown on the operator's own sub-receipt; the web names it in the reader's language. */
const OPERATOR = '';

export const ebarimtHandlers: HandlersOf<typeof ebarimtCommands> = {
  async ebarimtGet({ number }, ctx) {
    requireWholeOrders(ctx);
    const o = await findOrder(ctx, number);
    const cfg = ctx.services.config.posapi;
    const operator = { tin: cfg?.merchantTin || '-', posNo: cfg?.posNo ?? '-', districtCode: cfg?.districtCode ?? '-', branchNo: cfg?.branchNo ?? '-' };
    const type = o.ebarimtType === 'b2b' ? 'B2B_RECEIPT' : 'B2C_RECEIPT';
    const pkg = await orderPackage(ctx, o, { type, consumerNo: null, customerTin: null }, operator);
    return { ebarimt: stateOf(o), preview: summaryJson(pkg.summary, pkg.names, OPERATOR) };
  },

  async ebarimtIssue(input, ctx) {
    requireWholeOrders(ctx);
    const o = await findOrder(ctx, input.number, true);
    const { row } = await issue(ctx, o, input);
    return { ebarimt: stateOf(row) };
  },

  async ebarimtPrint(input, ctx) {
    requireWholeOrders(ctx);
    // the answer holds the lottery: it must never land in the idempotency store for a replay
    if (ctx.request.headers['idempotency-key'] !== undefined) throw extraError(ctx, 'print_idempotency', { 'Idempotency-Key': 'not accepted' });
    const [me] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ctx.principal.user.id));
    if (!(await verifyPassword(input.password, me?.hash ?? null))) throw extraError(ctx, 'password_wrong', { password: 'wrong' });
    const o = await findOrder(ctx, input.number, true);
    const { row, answer, pkg, cfg } = await issue(ctx, o, input);
    return {
      ebarimt: stateOf(row),
      receipt: {
        ...summaryJson(pkg.summary, pkg.names, OPERATOR),
        order_number: o.number, id: answer.id, date: answer.date, type: input.type,
        consumer_no: input.consumer_no ?? null, customer_register: input.customer_register ?? null,
        lottery: answer.lottery ?? null, qr_data: answer.qrData ?? null, operator_tin: cfg.merchantTin, pos_no: cfg.posNo,
      },
    };
  },

  async ebarimtReturn({ number }, ctx) {
    requireWholeOrders(ctx);
    const o = await findOrder(ctx, number, true);
    checkActive(ctx, o);
    const { client } = posapi(ctx);
    await viaPosApi(ctx, () => client.returnReceipt(o.ebarimtId!, formatPosDate(o.ebarimtDate!)));
    const [row] = await ctx.db.update(orders).set({ ebarimtStatus: RETURNED, updatedAt: new Date() }).where(eq(orders.id, o.id)).returning();
    ctx.auditTarget = `order:${o.number}`;
    return { ebarimt: stateOf(row!) };
  },

  async ebarimtResend({ number }, ctx) {
    requireWholeOrders(ctx);
    const o = await findOrder(ctx, number, true);
    checkActive(ctx, o);
    if (!o.email) throw extraError(ctx, 'ebarimt_no_email', { email: 'none' }, { number: o.number });
    await queueReceiptEmail(ctx, o);
    ctx.auditTarget = `order:${o.number}`;
    return { ebarimt: stateOf(o), queued: true };
  },

  async ebarimtInfo(_input, ctx) {
    requireWholeOrders(ctx);
    const { client } = posapi(ctx);
    const info = await viaPosApi(ctx, () => client.info());
    return {
      operator_name: info.operatorName ?? null, operator_tin: info.operatorTIN ?? null, pos_no: info.posNo ?? null,
      last_sent_date: info.lastSentDate ?? null, left_lotteries: info.leftLotteries ?? null, merchant_count: info.merchants?.length ?? 0,
    };
  },
};
