import { z } from 'zod';
import { zBarcode } from './barcode.js';
import { zDateTime, zId, zMoney, zText } from './common.js';

/** §3 product types and the 23 product categories. */
export const PRODUCT_TYPES = ['normal', 'event', 'travel'] as const;
export const PRODUCT_CATEGORIES = [
  'product', 'e_ticket', 'travel', 'insurance', 'education', 'beauty', 'health', 'gift_card', 'donation', 'license',
  'temporary', 'dynamic_price', 'food', 'music', 'coupon', 'package_pre_order', 'assembly', 'printing', 'activity',
  'seated', 'pre_order', 'package', 'stage',
] as const;
export const STOCK_STATES = ['in_stock', 'out_of_stock', 'low_stock'] as const;
/** At or below this many units a product is `low_stock`. */
export const LOW_STOCK = 5;
export const PRODUCTS_PER_PAGE = 40;

/** §5: a url name of a-z, 0-9, underscore and hyphen. */
export const SLUG_PATTERN = /^[a-z0-9_-]+$/;
export const zSlug = z.string().trim().min(1).max(200).regex(SLUG_PATTERN, 'may hold only a-z, 0-9, _ and -');

export const zSku = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9._\-/]+$/, 'may hold only letters, digits, ., _, - and /');

/** Prices are möngö and never negative (§5). */
export const zPrice = zMoney.min(0, 'must not be negative');

/**
 * §5: keywords are comma separated. Another separator (`;`, `|`, a new line) is refused rather
 * than guessed; the stored form is `a, b, c` without empty or repeated entries.
 */
export const zKeywords = z.union([z.string(), z.array(z.string().max(100)).max(100)])
  .transform((v) => (Array.isArray(v) ? v.join(',') : v))
  .pipe(z.string().max(2000).refine((s) => !/[;|\n\r\t]/.test(s), 'separate keywords with commas'))
  .transform((s) => [...new Set(s.split(',').map((k) => k.trim().replace(/\s+/g, ' ')).filter(Boolean))].join(', '));

export function splitKeywords(s: string): string[] {
  return s ? s.split(',').map((k) => k.trim()).filter(Boolean) : [];
}

export const nutritionSchema = z.object({
  calories: z.number().min(0).max(100_000).nullable().optional(),
  serve_qty: z.number().min(0).max(100_000).nullable().optional(),
  serve_unit: zText(30).nullable().optional(),
  serve_weight: z.number().min(0).max(100_000).nullable().optional(),
});

const measure = z.coerce.number().min(0, 'must not be negative').max(1_000_000);
const percent = z.coerce.number().min(0, 'must not be negative').max(100, 'must be at most 100');

/** Every writable product field; `null` clears an optional one. */
export const productFieldsShape = {
  name_en: zText(255),
  name_mn: zText(255),
  description_en: zText(20_000).nullable(),
  description_mn: zText(20_000).nullable(),
  sku: zSku,
  master_sku: zText(64).nullable(),
  merchant_sku: zText(64).nullable(),
  barcode: zBarcode.nullable(),
  slug: zSlug,
  brand_id: zId.nullable(),
  vendor_id: zId,
  product_type: z.enum(PRODUCT_TYPES),
  category: z.enum(PRODUCT_CATEGORIES),
  prototype_id: zId.nullable(),
  shipping_category: zText(50).min(1),
  published: z.boolean(),
  available_on: zDateTime.nullable(),
  price: zPrice,
  cost_price: zPrice.nullable(),
  selling_price: zPrice.nullable(),
  base_price: zPrice.nullable(),
  sale_price: zPrice.nullable(),
  sale_percent: percent.nullable(),
  sale_start: zDateTime.nullable(),
  sale_expiry: zDateTime.nullable(),
  bonus_point: z.coerce.number().int().min(0, 'must not be negative').max(1_000_000_000),
  weight: measure.nullable(),
  height: measure.nullable(),
  width: measure.nullable(),
  length: measure.nullable(),
  seo_title: zText(255).nullable(),
  seo_description: zText(1000).nullable(),
  seo_keywords: zText(1000).nullable(),
  keywords: zKeywords,
  auto_cancel_hours: z.coerce.number().int().min(1).max(24 * 365).nullable(),
  back_orderable: z.boolean(),
  nutrition: nutritionSchema.nullable(),
  taxon_ids: z.array(zId).max(100),
  option_type_ids: z.array(zId).max(20),
};

export const productFieldsSchema = z.object(productFieldsShape);
export type ProductFields = z.infer<typeof productFieldsSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_mn: z.string(),
  description_en: z.string().nullable(),
  description_mn: z.string().nullable(),
  sku: z.string(),
  master_sku: z.string().nullable(),
  merchant_sku: z.string().nullable(),
  barcode: z.string().nullable(),
  slug: z.string(),
  brand_id: z.number().int().nullable(),
  brand_name: z.string().nullable(),
  vendor_id: z.number().int(),
  vendor_name: z.string().nullable(),
  product_type: z.string(),
  category: z.string(),
  prototype_id: z.number().int().nullable(),
  shipping_category: z.string(),
  published: z.boolean(),
  approved: z.boolean(),
  approved_at: z.string().nullable(),
  available_on: z.string().nullable(),
  price: z.number().int(),
  cost_price: z.number().int().nullable(),
  selling_price: z.number().int().nullable(),
  base_price: z.number().int().nullable(),
  sale_price: z.number().int().nullable(),
  sale_percent: z.number().nullable(),
  sale_start: z.string().nullable(),
  sale_expiry: z.string().nullable(),
  bonus_point: z.number().int(),
  weight: z.number().nullable(),
  height: z.number().nullable(),
  width: z.number().nullable(),
  length: z.number().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keywords: z.string().nullable(),
  keywords: z.string(),
  auto_cancel_hours: z.number().int().nullable(),
  back_orderable: z.boolean(),
  nutrition: nutritionSchema.nullable(),
  count_on_hand: z.number().int(),
  /** The first image's smallest copy (96 px), for lists; null without images. */
  image_url: z.string().nullable(),
  variants_count: z.number().int(),
  master_variant_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const optionValueRefSchema = z.object({
  id: z.number().int(), option_type_id: z.number().int(), name: z.string(), presentation_en: z.string(), presentation_mn: z.string(),
});

export const variantSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  is_master: z.boolean(),
  sku: z.string(),
  barcode: z.string().nullable(),
  price: z.number().int(),
  cost_price: z.number().int().nullable(),
  sale_price: z.number().int().nullable(),
  weight: z.number().nullable(),
  position: z.number().int(),
  track_inventory: z.boolean(),
  count_on_hand: z.number().int(),
  option_values: z.array(optionValueRefSchema),
});
export type Variant = z.infer<typeof variantSchema>;

export const productPropertySchema = z.object({
  id: z.number().int(), property_id: z.number().int(), name: z.string(), presentation_en: z.string(),
  presentation_mn: z.string(), value: z.string(), position: z.number().int(),
});

export const productDetailSchema = productSchema.extend({
  variants: z.array(variantSchema),
  taxon_ids: z.array(z.number().int()),
  option_type_ids: z.array(z.number().int()),
  badge_ids: z.array(z.number().int()),
  properties: z.array(productPropertySchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const stockItemSchema = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  sku: z.string(),
  stock_location_id: z.number().int(),
  stock_location_name: z.string(),
  count_on_hand: z.number().int(),
  backorderable: z.boolean(),
});

export const STOCK_REASONS = ['received', 'adjustment', 'damaged', 'returned', 'sold', 'transfer', 'initial', 'count'] as const;

export const stockMovementSchema = z.object({
  id: z.number().int(),
  stock_item_id: z.number().int(),
  variant_id: z.number().int(),
  stock_location_id: z.number().int(),
  quantity: z.number().int(),
  count_after: z.number().int(),
  reason: z.string(),
  note: z.string().nullable(),
  originator: z.string().nullable(),
  author_id: z.number().int().nullable(),
  created_at: z.string(),
});

export const productAuditSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  user_email: z.string().nullable(),
  action: z.string(),
  command_id: z.string().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  at: z.string(),
});
