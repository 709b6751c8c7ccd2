import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ProductFields } from '../../../shared/schema/product.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { unprocessable } from '../../errors.js';
import { ruleError } from './messages.js';

const { products, variants, brands, prototypes, taxons, optionTypes, vendors } = schema;

type Insert = typeof products.$inferInsert;

/** Input field → column. Dates arrive as ISO strings. */
const COLUMNS = {
  name_en: 'nameEn', name_mn: 'nameMn', description_en: 'descriptionEn', description_mn: 'descriptionMn', sku: 'sku',
  master_sku: 'masterSku', merchant_sku: 'merchantSku', barcode: 'barcode', slug: 'slug', brand_id: 'brandId',
  vendor_id: 'vendorId', product_type: 'productType', category: 'category', prototype_id: 'prototypeId',
  shipping_category: 'shippingCategory', published: 'published', available_on: 'availableOn', price: 'price',
  cost_price: 'costPrice', selling_price: 'sellingPrice', base_price: 'basePrice', sale_price: 'salePrice',
  sale_percent: 'salePercent', sale_start: 'saleStart', sale_expiry: 'saleExpiry', bonus_point: 'bonusPoint',
  weight: 'weight', height: 'height', width: 'width', length: 'length', seo_title: 'seoTitle',
  seo_description: 'seoDescription', seo_keywords: 'seoKeywords', keywords: 'keywords', auto_cancel_hours: 'autoCancelHours',
  back_orderable: 'backOrderable', nutrition: 'nutrition',
} as const satisfies Partial<Record<keyof ProductFields, keyof Insert>>;
const DATES = new Set(['available_on', 'sale_start', 'sale_expiry']);

export type ColumnValues = Partial<Insert>;

/** The columns of the fields given (undefined = not given, null = cleared). */
export function toProductColumns(input: Partial<Record<string, unknown>>): ColumnValues {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = input[field];
    if (value === undefined) continue;
    out[column] = DATES.has(field) && typeof value === 'string' ? new Date(value) : value;
  }
  return out as ColumnValues;
}

/** The column name → its input field name, for naming fields in errors and audits. */
export const FIELD_OF: Record<string, string> = Object.fromEntries(Object.entries(COLUMNS).map(([f, c]) => [c, f]));

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'j', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', ө: 'u', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ү: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sh',
  ъ: '', ы: 'y', ь: 'i', э: 'e', ю: 'yu', я: 'ya',
};

/** A url name (§5: a-z, 0-9, _ and -) made from a sku or a name; Mongolian Cyrillic is transliterated. */
export function slugify(s: string, fallback = 'product'): string {
  const latin = [...s.toLowerCase()].map((c) => CYRILLIC[c] ?? c).join('');
  return latin.replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || fallback;
}

async function missing(ctx: AuthedContext, table: typeof brands | typeof prototypes | typeof taxons | typeof optionTypes | typeof vendors, ids: number[]) {
  if (!ids.length) return [];
  const found = await ctx.db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return ids.filter((id) => !found.some((f) => f.id === id));
}

/** Refuses names of things that do not exist (422, naming the field). */
export async function checkReferences(ctx: AuthedContext, v: ColumnValues & { taxonIds?: number[] | undefined; optionTypeIds?: number[] | undefined }) {
  const fields: Record<string, string> = {};
  if (v.vendorId != null && (await missing(ctx, vendors, [v.vendorId])).length) fields.vendor_id = 'no such merchant';
  if (v.brandId != null && (await missing(ctx, brands, [v.brandId])).length) fields.brand_id = 'no such brand';
  if (v.prototypeId != null && (await missing(ctx, prototypes, [v.prototypeId])).length) fields.prototype_id = 'no such prototype';
  if (v.taxonIds?.length && (await missing(ctx, taxons, v.taxonIds)).length) fields.taxon_ids = 'no such taxon';
  if (v.optionTypeIds?.length && (await missing(ctx, optionTypes, v.optionTypeIds)).length) fields.option_type_ids = 'no such option type';
  if (Object.keys(fields).length) throw unprocessable('No such record', fields);
}

/** §5's product rules over the product as it will be (stored values merged with the change). */
export async function checkProductRules(ctx: AuthedContext, p: ColumnValues, productId: number | null): Promise<void> {
  if (!(p.nameEn?.trim() || p.nameMn?.trim())) throw ruleError(ctx, 'name_required', { name_en: 'required' });
  const start = p.saleStart ?? null;
  const expiry = p.saleExpiry ?? null;
  if (start && expiry && start.getTime() >= expiry.getTime()) throw ruleError(ctx, 'sale_dates', { sale_expiry: 'must be after the sale start' });
  const salePrice = p.salePrice ?? null;
  const salePercent = p.salePercent ?? null;
  if (salePrice !== null && salePercent !== null) throw ruleError(ctx, 'sale_one_price', { sale_price: 'give a sale price or a sale percent, not both' });
  if ((start || expiry) && salePrice === null && salePercent === null) throw ruleError(ctx, 'sale_needs_price', { sale_price: 'a sale needs one discount price' });
  if (salePrice !== null && salePrice > (p.price ?? 0)) throw ruleError(ctx, 'sale_above_price', { sale_price: 'must not exceed the price' });
  if (salePrice !== null && productId !== null) {
    const [prices] = await ctx.db
      .select({ n: sql<number>`count(distinct ${variants.price})`.mapWith(Number) })
      .from(variants)
      .where(and(eq(variants.productId, productId), eq(variants.isMaster, false), isNull(variants.deletedAt)));
    if ((prices?.n ?? 0) > 1) throw ruleError(ctx, 'sale_variants_differ', { sale_price: 'variants differ in price: give a sale percent' });
  }
  if (p.sku !== undefined) await assertSkuFree(ctx, p.sku, productId);
  if (p.slug !== undefined) {
    const [taken] = await ctx.db.select({ id: products.id }).from(products)
      .where(and(eq(products.slug, p.slug), isNull(products.deletedAt), productId ? ne(products.id, productId) : undefined)).limit(1);
    if (taken) throw ruleError(ctx, 'slug_taken', { slug: 'already taken' });
  }
}

/** A sku names one live variant (masters carry their product's sku): 409 when another has it. */
export async function assertSkuFree(ctx: AuthedContext, sku: string, productId: number | null, variantId: number | null = null, field = 'sku') {
  const [taken] = await ctx.db.select({ id: variants.id, productId: variants.productId, isMaster: variants.isMaster }).from(variants)
    .where(and(eq(variants.sku, sku), isNull(variants.deletedAt))).limit(1);
  if (!taken) return;
  const ownMaster = productId !== null && taken.productId === productId && taken.isMaster && variantId === null;
  if (ownMaster || (variantId !== null && taken.id === variantId)) return;
  throw ruleError(ctx, 'sku_taken', { [field]: 'already taken' });
}
