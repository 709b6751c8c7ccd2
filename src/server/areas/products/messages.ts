import { lookup } from '../../../shared/i18n/index.js';
import type { HandlerContext } from '../../commands/handler.js';
import { AppError } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';

/**
 * The catalogue's rule refusals: the error code stays one of DESIGN.md's (400 validation_failed,
 * 409 conflict, 422 unprocessable), the message is `errors.products.<rule>` in the reader's
 * language, and `fields` names the field with a short English reason for tools.
 */
export type ProductRule =
  | 'sku_taken' | 'slug_taken' | 'sale_dates' | 'sale_one_price' | 'sale_needs_price' | 'sale_variants_differ'
  | 'sale_above_price' | 'stock_negative' | 'property_filled' | 'name_required' | 'vendor_required' | 'master_variant'
  | 'taxon_cycle' | 'taxon_root' | 'in_use';

/** Reasons of a bulk row's refusal, in the rows' answer only (never an HTTP error of their own). */
export type RowReason = 'row_negative' | 'row_too_large' | 'row_no_product' | 'row_sku_twice' | 'row_no_value' | 'row_invalid';

const STATUS: Record<ProductRule, [number, string]> = {
  sku_taken: [409, 'conflict'],
  slug_taken: [409, 'conflict'],
  property_filled: [409, 'conflict'],
  in_use: [409, 'conflict'],
  stock_negative: [422, 'unprocessable'],
  master_variant: [422, 'unprocessable'],
  taxon_cycle: [422, 'unprocessable'],
  taxon_root: [422, 'unprocessable'],
  sale_dates: [400, 'validation_failed'],
  sale_one_price: [400, 'validation_failed'],
  sale_needs_price: [400, 'validation_failed'],
  sale_variants_differ: [400, 'validation_failed'],
  sale_above_price: [400, 'validation_failed'],
  name_required: [400, 'validation_failed'],
  vendor_required: [400, 'validation_failed'],
};

/** The rule's message in English, for row results that are not localised per request. */
export function ruleMessage(rule: ProductRule | RowReason, locale: 'en' | 'mn' = 'en'): string {
  return lookup(locale, `errors.products.${rule}`) ?? rule;
}

export function ruleError(ctx: Pick<HandlerContext, 'request'>, rule: ProductRule, fields: Record<string, string>): AppError {
  const [status, code] = STATUS[rule];
  return new AppError(status, code, ruleMessage(rule, requestLocale(ctx.request)), fields);
}
