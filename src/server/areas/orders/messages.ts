import { lookup } from '../../../shared/i18n/index.js';
import type { HandlerContext } from '../../commands/handler.js';
import { AppError } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { fillMessage, type StateOf } from './state-names.js';

/**
 * The orders area's refusals: the code stays one of DESIGN.md's (422 for a state that does not
 * allow the operation, 400 for bad input), the message is `errors.orders.<rule>` in the reader's
 * language with `{{state}}` filled in, and `fields` says why in short English for tools.
 */
export type OrderRule =
  | 'order_next' | 'order_cancel' | 'order_resume' | 'order_authorize_return' | 'order_return'
  | 'order_approve' | 'order_approved' | 'order_cancel_shipped'
  | 'payment_started_processing' | 'payment_capture' | 'payment_void' | 'payment_failure' | 'payment_invalidate'
  | 'shipment_ready' | 'shipment_pend' | 'shipment_ship' | 'shipment_cancel' | 'shipment_resume'
  | 'shipment_order_canceled' | 'order_driver' | 'driver_unknown' | 'order_cancel_tickets_used';

const BAD_INPUT: ReadonlySet<OrderRule> = new Set(['driver_unknown']);

/** Whose state each rule's `{{state}}` is: the message names it as the screens do. */
const STATE_OF: Partial<Record<OrderRule, StateOf>> = {
  order_next: 'order', order_cancel: 'order', order_resume: 'order', order_authorize_return: 'order', order_return: 'order',
  order_approve: 'order', order_driver: 'order', shipment_order_canceled: 'order', order_cancel_shipped: 'order_shipment',
  payment_started_processing: 'payment', payment_capture: 'payment', payment_void: 'payment', payment_failure: 'payment', payment_invalidate: 'payment',
  shipment_ready: 'shipment', shipment_pend: 'shipment', shipment_ship: 'shipment', shipment_cancel: 'shipment', shipment_resume: 'shipment',
};

/** The rule's message with its values filled in; English for per-row batch answers. */
export function orderMessage(rule: OrderRule, values: Record<string, string> = {}, locale: 'en' | 'mn' = 'en'): string {
  return fillMessage(lookup(locale, `errors.orders.${rule}`) ?? rule, values, locale, STATE_OF[rule]);
}

export function orderError(ctx: Pick<HandlerContext, 'request'>, rule: OrderRule, fields: Record<string, string>, values: Record<string, string> = {}): AppError {
  const [status, code] = BAD_INPUT.has(rule) ? [400, 'validation_failed'] : [422, 'unprocessable'];
  return new AppError(status, code, orderMessage(rule, values, requestLocale(ctx.request)), fields);
}
