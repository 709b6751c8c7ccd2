import { lookup } from '../../../../shared/i18n/index.js';
import type { HandlerContext } from '../../../commands/handler.js';
import { AppError } from '../../../errors.js';
import { requestLocale } from '../../../http-errors.js';
import { fillMessage } from '../state-names.js';

/**
 * Refusals of the e-receipt, lease, notes and printing operations: `errors.orders_extra.<rule>`
 * in the reader's language, `{{values}}` filled in; the status says whose move it is (503 the
 * PosAPI is not set up, 502 it refused or failed, 409 the receipt's state, 422 the order's).
 */
const RULES = {
  posapi_unconfigured: [503, 'unavailable'],
  posapi_failed: [502, 'bad_gateway'],
  ebarimt_unpaid: [422, 'unprocessable'],
  ebarimt_empty: [422, 'unprocessable'],
  ebarimt_issued: [409, 'conflict'],
  ebarimt_none: [422, 'unprocessable'],
  ebarimt_returned: [409, 'conflict'],
  ebarimt_vendor_tin: [422, 'unprocessable'],
  ebarimt_no_email: [422, 'unprocessable'],
  password_wrong: [400, 'validation_failed'],
  print_idempotency: [400, 'validation_failed'],
  lease_none: [422, 'unprocessable'],
  lease_above: [400, 'validation_failed'],
  lease_blacklisted: [422, 'unprocessable'],
  whole_order: [403, 'forbidden'],
} as const satisfies Record<string, readonly [number, string]>;
export type ExtraRule = keyof typeof RULES;

/**
 * E-receipts and leases are the whole order's (every merchant's sub-receipt, the whole financing):
 * a caller confined to some vendors (a merchant, or anyone with a vendor chosen) is refused them.
 */
export function requireWholeOrders(ctx: Pick<HandlerContext, 'request' | 'scope'>): void {
  if (ctx.scope && ctx.scope.vendorIds !== 'all') throw extraError(ctx, 'whole_order', { vendor_id: 'confined to vendors' });
}

export function extraError(ctx: Pick<HandlerContext, 'request'>, rule: ExtraRule, fields: Record<string, string>, values: Record<string, string> = {}): AppError {
  const [status, code] = RULES[rule];
  const locale = requestLocale(ctx.request);
  // the unpaid receipt names the order's payment state, or "canceled" when the order is
  const text = fillMessage(lookup(locale, `errors.orders_extra.${rule}`) ?? rule, values, locale, rule === 'ebarimt_unpaid' ? ['order_payment', 'order'] : undefined);
  return new AppError(status, code, text, fields);
}
