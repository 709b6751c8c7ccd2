import { z } from 'zod';
import { zCode } from '../../resources/fields.js';
import { zId, zMoney } from '../../schema/common.js';
import { orderDetailSchema, paymentReturnSchema, zOrderNumber } from '../../schema/order.js';
import { defineCommand } from '../define.js';
import { PAY } from './roles.js';

/**
 * Why money goes back (§3 "payment returns with reasons"): the codes of the demo data's reasons.
 * A return names any offered reason of the System settings' list (/system/payment_return_reasons).
 */
export const PAYMENT_RETURN_REASONS = ['order_canceled', 'item_returned', 'exchange', 'overpaid', 'damaged', 'late_delivery', 'other'] as const;
/** Where it is paid back from (§3 "… and sources"): the demo data's codes; any offered one of /system/payment_return_sources is taken. */
export const PAYMENT_RETURN_SOURCES = ['cash', 'card', 'qpay', 'bank_transfer', 'store_credit'] as const;
/** Finance and admins: orders_view and merchants never see payments. */
const RETURNS_READ = ['admin', 'orders', 'finance_report'] as const;

const orderOutput = z.object({ order: orderDetailSchema });

export const paymentReturnList = defineCommand({
  id: 'payment_return.list', area: 'orders', kind: 'query', roles: RETURNS_READ,
  http: { method: 'GET', path: 'orders/:number/payment_returns' },
  input: z.object({ number: zOrderNumber }),
  output: z.object({ items: z.array(paymentReturnSchema) }),
  ui: { title: 'commands.orders_ops.payment_return.list', keywords: ['refund', 'payment return', 'буцаалт'] },
  cli: { verb: ['payment-returns', 'list'], positionals: ['number'] },
});

/**
 * Marks money of one completed payment for return (pending): it still counts as paid until
 * finance completes the return, so nothing is lost between the decision and the transfer.
 */
export const paymentReturnCreate = defineCommand({
  id: 'payment_return.create', area: 'orders', kind: 'mutation', roles: PAY,
  http: { method: 'POST', path: 'orders/:number/payment_returns' },
  input: z.object({
    number: zOrderNumber, payment_id: zId, amount: zMoney.refine((v) => v > 0, 'must be positive'),
    reason: zCode, source: zCode.optional(),
  }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.payment_return.create', keywords: ['refund', 'payment return', 'буцаалт', 'төлбөр'] },
  cli: { verb: ['payment-returns', 'create'], positionals: ['number', 'payment_id', 'amount'] },
  money: ['amount'],
});

/** The money has gone back: the order's payment total drops and its payment state follows. */
export const paymentReturnComplete = defineCommand({
  id: 'payment_return.complete', area: 'orders', kind: 'mutation', roles: PAY,
  http: { method: 'PUT', path: 'payment_returns/:payment_return_id/complete' },
  input: z.object({ payment_return_id: zId }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.payment_return.complete', keywords: ['refund', 'complete', 'буцаалт'] },
  cli: { verb: ['payment-returns', 'complete'], positionals: ['payment_return_id'] },
});

export const paymentReturnCancel = defineCommand({
  id: 'payment_return.cancel', area: 'orders', kind: 'mutation', roles: PAY, danger: true,
  http: { method: 'PUT', path: 'payment_returns/:payment_return_id/cancel' },
  input: z.object({ payment_return_id: zId }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.payment_return.cancel', keywords: ['refund', 'cancel', 'буцаалт', 'цуцлах'] },
  cli: { verb: ['payment-returns', 'cancel'], positionals: ['payment_return_id'] },
});

export const paymentReturnCommands = { paymentReturnList, paymentReturnCreate, paymentReturnComplete, paymentReturnCancel };
