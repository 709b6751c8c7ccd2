import { z } from 'zod';
import { MAX_MONEY, zDateTime, zId, zMoney, zText } from './common.js';

/** Promotions' shared shapes (issue 16): a discount's rules as the API takes and answers them. */
export const VALUE_TYPES = ['percentage', 'fixed'] as const;
export const APPLIES_TO = ['order', 'products', 'brands', 'variants'] as const;
export const MINIMUM_KINDS = ['none', 'amount', 'quantity'] as const;
/** Derived, never stored: where a discount stands now. */
export const DISCOUNT_STATES = ['active', 'scheduled', 'expired', 'used_up'] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];

/** A code as people type it: letters, digits, dash and underscore; compared in upper case. */
export const zCouponCode = z.string().trim().min(3).max(40).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only').transform((s) => s.toUpperCase());
const zCount = z.coerce.number().int().min(1).max(1_000_000_000);
const zTag = z.string().trim().min(1).max(40);

/** Every rule a person writes; `create` requires the first ones, `update` takes any. */
export const discountFields = {
  title: zText(200).min(1),
  description: zText(2000).nullable(),
  value_type: z.enum(VALUE_TYPES),
  /** Percent off, for `percentage`: more than 0, at most 100, two decimals. */
  percent: z.coerce.number().min(0).max(100).multipleOf(0.01).nullable(),
  /** Möngö off, for `fixed`. */
  amount: zMoney.pipe(z.number().min(0)).nullable(),
  applies_to: z.enum(APPLIES_TO),
  /** The product, brand or variant ids (by `applies_to`). */
  target_ids: z.array(zId).max(1000),
  minimum_kind: z.enum(MINIMUM_KINDS),
  /** Möngö the eligible items must reach, for `amount`. */
  minimum_amount: z.coerce.number().int().min(0).max(MAX_MONEY),
  /** Items, for `quantity`. */
  minimum_quantity: z.coerce.number().int().min(0).max(1_000_000),
  usage_limit: zCount.nullable(),
  once_per_customer: z.boolean(),
  max_per_user: zCount.nullable(),
  per_code_limit: zCount.nullable(),
  starts_at: zDateTime.nullable(),
  ends_at: zDateTime.nullable(),
  free_shipping: z.boolean(),
  /** Applied without a code to every order that meets its rules. */
  auto_claim: z.boolean(),
  /** Buy X get Y: units of X (what it applies to) that earn `get_quantity` units of Y at `percent` off; null for a plain discount. */
  buy_quantity: z.coerce.number().int().min(1).max(1000).nullable(),
  get_quantity: z.coerce.number().int().min(1).max(1000),
  /** Y: the variants given at `percent` off. */
  get_variant_ids: z.array(zId).max(1000),
  tags: z.array(zTag).max(20),
  /** A vendor's own promotion (paid from his share, his lines only); a merchant's is always his. */
  vendor_id: zId.nullable(),
};

export type DiscountRules = {
  value_type: (typeof VALUE_TYPES)[number]; percent: number | null; amount: number | null;
  applies_to: (typeof APPLIES_TO)[number]; target_ids: number[];
  starts_at: string | null; ends_at: string | null; free_shipping: boolean;
  buy_quantity?: number | null; get_variant_ids?: number[];
};

/**
 * What makes a discount's rules inconsistent, by field, in short English for tools (the server
 * refuses with them; the editor shows them beside the fields). Empty when it holds together.
 */
export function discountProblems(d: DiscountRules): Record<string, string> {
  const out: Record<string, string> = {};
  if (d.value_type === 'percentage' && !(d.percent && d.percent > 0) && !d.free_shipping) out.percent = 'give a percent above 0';
  if (d.value_type === 'fixed' && !(d.amount && d.amount > 0) && !d.free_shipping) out.amount = 'give an amount above 0';
  if (d.applies_to !== 'order' && d.target_ids.length === 0) out.target_ids = `name the ${d.applies_to} it applies to`;
  if (d.buy_quantity) {
    if (d.value_type !== 'percentage') out.value_type = 'buy X get Y gives a percentage off Y';
    if (!d.get_variant_ids?.length) out.get_variant_ids = 'name the variants given (Y)';
  }
  if (d.starts_at && d.ends_at && new Date(d.ends_at) <= new Date(d.starts_at)) out.ends_at = 'must be after the start';
  return out;
}

export const discountSchema = z.object({
  id: z.number().int(),
  website_id: z.number().int().nullable(),
  vendor_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  value_type: z.enum(VALUE_TYPES),
  percent: z.number().nullable(),
  amount: z.number().int().nullable(),
  applies_to: z.enum(APPLIES_TO),
  target_ids: z.array(z.number().int()),
  minimum_kind: z.enum(MINIMUM_KINDS),
  minimum_amount: z.number().int(),
  minimum_quantity: z.number().int(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  once_per_customer: z.boolean(),
  max_per_user: z.number().int().nullable(),
  per_code_limit: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  free_shipping: z.boolean(),
  auto_claim: z.boolean(),
  buy_quantity: z.number().int().nullable(),
  get_quantity: z.number().int(),
  get_variant_ids: z.array(z.number().int()),
  tags: z.array(z.string()),
  state: z.enum(DISCOUNT_STATES),
  code_count: z.number().int(),
  /** The one code when there is exactly one, for the list. */
  code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;

/** Where a discount stands at `now`: used up before expired before scheduled. */
export function discountState(d: { usage_limit: number | null; used_count: number; starts_at: string | null; ends_at: string | null }, now = new Date()): DiscountState {
  if (d.usage_limit !== null && d.used_count >= d.usage_limit) return 'used_up';
  if (d.ends_at && new Date(d.ends_at) <= now) return 'expired';
  if (d.starts_at && new Date(d.starts_at) > now) return 'scheduled';
  return 'active';
}

export const couponCodeSchema = z.object({
  id: z.number().int(),
  discount_id: z.number().int(),
  code: z.string(),
  used_count: z.number().int(),
  created_at: z.string(),
});

/** One use of a code: the coupon_code_report's row. */
export const couponUseSchema = z.object({
  id: z.number().int(),
  discount_id: z.number().int(),
  discount_title: z.string(),
  code: z.string().nullable(),
  order_number: z.string(),
  customer_email: z.string().nullable(),
  amount: z.number().int(),
  created_at: z.string(),
});
