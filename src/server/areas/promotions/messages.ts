import { lookup } from '../../../shared/i18n/index.js';
import type { HandlerContext } from '../../commands/handler.js';
import { AppError } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';

/**
 * The promotions area's refusals, in the reader's language (`errors.promotions.<rule>`): a refused
 * code says why (expired, not started, used up, minimum not reached by how much, not for these
 * products, already used by this customer). `fields` says it in short English for tools.
 */
export type PromotionRule =
  | 'unknown_code' | 'code_taken' | 'wrong_website' | 'not_started' | 'expired' | 'used_up' | 'code_used_up'
  | 'customer_once' | 'customer_max' | 'already_applied' | 'not_for_products' | 'minimum_amount' | 'minimum_quantity'
  | 'buy_quantity' | 'get_missing' | 'removed_lines_changed' | 'nothing' | 'not_applied' | 'vendor_scope' | 'vendor_unknown' | 'total_negative' | 'inconsistent' | 'adjustment_coupon'
  | 'purchase_limit_quantity' | 'purchase_limit_amount' | 'gift_card_unknown' | 'gift_card_empty' | 'gift_card_balance' | 'gift_card_nothing_due' | 'gift_card_over_due'
  | 'lottery_drawn' | 'lottery_not_drawn' | 'lottery_no_entrants';

const STATUS: Partial<Record<PromotionRule, [number, string]>> = {
  code_taken: [409, 'conflict'], vendor_scope: [403, 'forbidden'], vendor_unknown: [400, 'validation_failed'],
  inconsistent: [400, 'validation_failed'], not_applied: [404, 'not_found'],
  gift_card_unknown: [404, 'not_found'], gift_card_empty: [409, 'conflict'], gift_card_balance: [409, 'conflict'], gift_card_nothing_due: [409, 'conflict'], gift_card_over_due: [409, 'conflict'],
  lottery_drawn: [409, 'conflict'], lottery_not_drawn: [409, 'conflict'],
};

export function promotionMessage(rule: PromotionRule, values: Record<string, string | number>, locale: 'en' | 'mn'): string {
  const text = lookup(locale, `errors.promotions.${rule}`) ?? rule;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
}

export function promotionError(ctx: Pick<HandlerContext, 'request'>, rule: PromotionRule, fields: Record<string, string>, values: Record<string, string | number> = {}): AppError {
  const [status, code] = STATUS[rule] ?? [422, 'unprocessable'];
  return new AppError(status, code, promotionMessage(rule, values, requestLocale(ctx.request)), fields);
}
