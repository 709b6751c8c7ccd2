import { desc, eq } from 'drizzle-orm';
import type { EbarimtLogJson, ebarimtCommands } from '../../../../shared/commands/orders/ebarimt.js';
import type { AuthedContext, HandlersOf } from '../../../commands/handler.js';
import { schema } from '../../../db/index.js';
import { verifyPassword } from '../../../auth/password.js';
import { PosApiClient, PosApiError, formatPosDate, parsePosDate } from '../../../providers/posapi/client.js';
import type { ReceiptType } from '../../../providers/posapi/protocol.js';
import { findOrder, type OrderRow } from '../scope.js';
import { extraError, requireWholeOrders } from './errors.js';
import { queueReceiptEmail } from './resend.js';
import { orderPackage, summaryJson } from './source.js';

const { orders, users, ebarimtLogs } = schema;

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

type LogAction = 'issue' | 'print' | 'return' | 'resend';

/** One line of the order's e-receipt history, written once the operation's transaction has ended. */
function log(ctx: AuthedContext, o: OrderRow, action: LogAction, ok: boolean, receiptId: string | null, message: string | null) {
  ctx.afterwards?.(async (db) => {
    await db.insert(ebarimtLogs).values({ orderId: o.id, action, ok, receiptId, message, authorId: ctx.principal.user.id });
  });
}

/** A PosAPI refusal reaches the user with PosAPI's own words, and the order's history keeps them (`about` an order). */
async function viaPosApi<T>(ctx: AuthedContext, about: { order: OrderRow; action: LogAction } | null, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof PosApiError) {
      const refused = extraError(ctx, 'posapi_failed', { posapi: e.message }, { message: e.message });
      if (about) log(ctx, about.order, about.action, false, about.order.ebarimtId, refused.message);
      throw refused;
    }
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
async function issue(ctx: AuthedContext, o: OrderRow, kind: Kind, action: 'issue' | 'print') {
  checkIssuable(ctx, o);
  const { cfg, client } = posapi(ctx);
  const pkg = await orderPackage(ctx, o, { type: posType(kind), consumerNo: kind.consumer_no ?? null, customerTin: kind.customer_register ?? null }, {
    tin: cfg.merchantTin, posNo: cfg.posNo, districtCode: cfg.districtCode, branchNo: cfg.branchNo,
  });
  const answer = await viaPosApi(ctx, { order: o, action }, () => client.issue(pkg.request));
  const date = await viaPosApi(ctx, { order: o, action }, async () => parsePosDate(answer.date));
  const [row] = await ctx.db.update(orders).set({
    ebarimtId: answer.id, ebarimtDate: date, ebarimtStatus: ISSUED, ebarimtType: kind.type,
    ebarimtRegister: kind.type === 'b2b' ? (kind.customer_register ?? null) : (kind.consumer_no ?? null), updatedAt: new Date(),
  }).where(eq(orders.id, o.id)).returning();
  ctx.auditTarget = `order:${o.number}`;
  log(ctx, o, action, true, answer.id, null);
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
    const { row } = await issue(ctx, o, input, 'issue');
    return { ebarimt: stateOf(row) };
  },

  async ebarimtPrint(input, ctx) {
    requireWholeOrders(ctx);
    // the answer holds the lottery: it must never land in the idempotency store for a replay
    if (ctx.request.headers['idempotency-key'] !== undefined) throw extraError(ctx, 'print_idempotency', { 'Idempotency-Key': 'not accepted' });
    const [me] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ctx.principal.user.id));
    if (!(await verifyPassword(input.password, me?.hash ?? null))) throw extraError(ctx, 'password_wrong', { password: 'wrong' });
    const o = await findOrder(ctx, input.number, true);
    const { row, answer, pkg, cfg } = await issue(ctx, o, input, 'print');
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
    await viaPosApi(ctx, { order: o, action: 'return' }, () => client.returnReceipt(o.ebarimtId!, formatPosDate(o.ebarimtDate!)));
    const [row] = await ctx.db.update(orders).set({ ebarimtStatus: RETURNED, updatedAt: new Date() }).where(eq(orders.id, o.id)).returning();
    ctx.auditTarget = `order:${o.number}`;
    log(ctx, o, 'return', true, o.ebarimtId, null);
    return { ebarimt: stateOf(row!) };
  },

  async ebarimtResend({ number }, ctx) {
    requireWholeOrders(ctx);
    const o = await findOrder(ctx, number, true);
    checkActive(ctx, o);
    if (!o.email) throw extraError(ctx, 'ebarimt_no_email', { email: 'none' }, { number: o.number });
    await queueReceiptEmail(ctx, o);
    ctx.auditTarget = `order:${o.number}`;
    log(ctx, o, 'resend', true, o.ebarimtId, null);
    return { ebarimt: stateOf(o), queued: true };
  },

  async ebarimtLogs({ number }, ctx) {
    requireWholeOrders(ctx);
    const o = await findOrder(ctx, number);
    const rows = await ctx.db.select({ log: ebarimtLogs, email: users.email }).from(ebarimtLogs)
      .leftJoin(users, eq(users.id, ebarimtLogs.authorId)).where(eq(ebarimtLogs.orderId, o.id)).orderBy(desc(ebarimtLogs.id)).limit(200);
    return {
      items: rows.map(({ log: l, email }) => ({
        id: l.id, action: l.action as EbarimtLogJson['action'], ok: l.ok, receipt_id: l.receiptId, message: l.message,
        author_id: l.authorId, author_email: email, created_at: l.createdAt.toISOString(),
      })),
    };
  },

  async ebarimtInfo(_input, ctx) {
    requireWholeOrders(ctx);
    const { client } = posapi(ctx);
    const info = await viaPosApi(ctx, null, () => client.info());
    return {
      operator_name: info.operatorName ?? null, operator_tin: info.operatorTIN ?? null, pos_no: info.posNo ?? null,
      last_sent_date: info.lastSentDate ?? null, left_lotteries: info.leftLotteries ?? null, merchant_count: info.merchants?.length ?? 0,
    };
  },
};
