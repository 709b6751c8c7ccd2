import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, customType, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, optionTypes, optionValues, properties, prototypes, taxons } from './catalog.js';
import { vendors } from './tenancy.js';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A product of spec §3. Sku, barcode and prices live here for search and lists; every product also
 * has one master variant (variants.is_master) carrying the same sku, barcode and price, so orders
 * and stock always point at a variant. Money is möngö. Deleting sets deleted_at: orders keep
 * pointing at what they sold.
 */
export const products = pgTable('products', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull().references(() => vendors.id),
  brandId: bigint('brand_id', { mode: 'number' }).references(() => brands.id, { onDelete: 'set null' }),
  prototypeId: bigint('prototype_id', { mode: 'number' }).references(() => prototypes.id, { onDelete: 'set null' }),
  nameEn: text('name_en').notNull().default(''),
  nameMn: text('name_mn').notNull().default(''),
  descriptionEn: text('description_en'),
  descriptionMn: text('description_mn'),
  sku: text('sku').notNull(),
  masterSku: text('master_sku'),
  merchantSku: text('merchant_sku'),
  barcode: text('barcode'),
  /** The url name: a-z, 0-9, `_` and `-` (§5). */
  slug: text('slug').notNull(),
  /** normal | event | travel */
  productType: text('product_type').notNull().default('normal'),
  /** One of the 23 product categories of §3. */
  category: text('category').notNull().default('product'),
  shippingCategory: text('shipping_category').notNull().default('default'),
  published: boolean('published').notNull().default(false),
  approved: boolean('approved').notNull().default(false),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  approvedBy: bigint('approved_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  availableOn: timestamp('available_on', { withTimezone: true }),
  price: bigint('price', { mode: 'number' }).notNull().default(0),
  costPrice: bigint('cost_price', { mode: 'number' }),
  sellingPrice: bigint('selling_price', { mode: 'number' }),
  basePrice: bigint('base_price', { mode: 'number' }),
  /** The one discount price of a sale; or a percent, never both. */
  salePrice: bigint('sale_price', { mode: 'number' }),
  salePercent: numeric('sale_percent', { precision: 5, scale: 2, mode: 'number' }),
  saleStart: timestamp('sale_start', { withTimezone: true }),
  saleExpiry: timestamp('sale_expiry', { withTimezone: true }),
  bonusPoint: integer('bonus_point').notNull().default(0),
  /** kg and cm */
  weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }),
  height: numeric('height', { precision: 10, scale: 2, mode: 'number' }),
  width: numeric('width', { precision: 10, scale: 2, mode: 'number' }),
  length: numeric('length', { precision: 10, scale: 2, mode: 'number' }),
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  seoKeywords: text('seo_keywords'),
  /** Comma separated, normalised to `a, b, c` (§5). */
  keywords: text('keywords').notNull().default(''),
  autoCancelHours: integer('auto_cancel_hours'),
  backOrderable: boolean('back_orderable').notNull().default(false),
  /**
   * Units on hand over the live variants' stock items, negatives (back orders) counted as 0. Kept
   * by triggers on stock_items and variants (migration 0007) so the stock filter reads one column
   * instead of visiting every candidate's stock items.
   */
  stockOnHand: integer('stock_on_hand').notNull().default(0),
  /** `{ calories, serve_qty, serve_unit, serve_weight }` */
  nutrition: jsonb('nutrition'),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** Full-text over both languages, sku, barcode and keywords; 'simple' since Mongolian has no dictionary. */
  searchVector: tsvector('search_vector').generatedAlwaysAs(sql`
    setweight(to_tsvector('simple', coalesce(sku, '') || ' ' || coalesce(barcode, '') || ' ' || coalesce(master_sku, '') || ' ' || coalesce(merchant_sku, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(name_en, '') || ' ' || coalesce(name_mn, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(keywords, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(description_en, '') || ' ' || coalesce(description_mn, '')), 'C')`),
}, (t) => [
  uniqueIndex('products_sku_key').on(t.sku).where(sql`deleted_at is null`),
  uniqueIndex('products_slug_key').on(t.slug).where(sql`deleted_at is null`),
  index('products_barcode_idx').on(t.barcode),
  index('products_vendor_idx').on(t.vendorId, t.id),
  index('products_brand_idx').on(t.brandId),
  index('products_created_idx').on(t.createdAt),
  index('products_search_vector_idx').using('gin', t.searchVector),
  // and products_names_idx (id) INCLUDE (name_mn, name_en), hand-written in migration 0052: the
  // order look-up's lines read their names from the index alone
  // an exact or leading sku typed in the search comes first (find.ts)
  index('products_sku_lower_idx').using('btree', sql`lower(${t.sku}) text_pattern_ops`).where(sql`deleted_at is null`),
]);

/**
 * The lower-cased codes, names and keywords of a product for trigram matching (a code with
 * punctuation, a word inside longer words), one row per product kept by triggers on products
 * (migration 0010). Apart from the product row because a price, stock or flag write rewrites the
 * whole row and with it every index entry: the hundred-odd trigrams of each row made a 100,000-row
 * price update a third slower. The prefix search, the one every query tries first, stays on
 * products (search_vector) where it combines with the filters' indexes.
 */
export const productSearch = pgTable('product_search', {
  productId: bigint('product_id', { mode: 'number' }).primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
}, (t) => [
  index('product_search_text_idx').using('gin', sql`${t.text} gin_trgm_ops`),
]);

/**
 * Every word the products' names and keywords have held, for the search's typo fallback: a near
 * miss (`samsng`) is corrected against this short list by trigram similarity, then searched as
 * usual, instead of comparing it with every product (1.1 s at 200,000 products). A trigger on
 * products adds the words (migration 0004); a word no product uses any more only ever corrects to
 * an empty answer.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
}, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

export const variants = pgTable('variants', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  productId: bigint('product_id', { mode: 'number' }).notNull().references(() => products.id, { onDelete: 'cascade' }),
  isMaster: boolean('is_master').notNull().default(false),
  sku: text('sku').notNull(),
  barcode: text('barcode'),
  price: bigint('price', { mode: 'number' }).notNull().default(0),
  costPrice: bigint('cost_price', { mode: 'number' }),
  salePrice: bigint('sale_price', { mode: 'number' }),
  weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }),
  position: integer('position').notNull().default(0),
  trackInventory: boolean('track_inventory').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('variants_sku_key').on(t.sku).where(sql`deleted_at is null`),
  uniqueIndex('variants_master_key').on(t.productId).where(sql`is_master`),
  index('variants_product_idx').on(t.productId, t.position),
  // and variants_lookup_idx (id) INCLUDE (product_id, sku), hand-written in migration 0052: the
  // order look-up's lines read from the index alone
  index('variants_barcode_idx').on(t.barcode),
  // the price sort and range filter of products (find.ts `master`): not on products, see migration 0011
  index('variants_master_price_idx').on(t.price).where(sql`is_master`),
]);

export const variantOptionValues = pgTable('variant_option_values', {
  variantId: bigint('variant_id', { mode: 'number' }).notNull().references(() => variants.id, { onDelete: 'cascade' }),
  optionValueId: bigint('option_value_id', { mode: 'number' }).notNull().references(() => optionValues.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.variantId, t.optionValueId] })]);

export const productOptionTypes = pgTable('product_option_types', {
  productId: bigint('product_id', { mode: 'number' }).notNull().references(() => products.id, { onDelete: 'cascade' }),
  optionTypeId: bigint('option_type_id', { mode: 'number' }).notNull().references(() => optionTypes.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.productId, t.optionTypeId] })]);

/** A property's value on a product; a property is filled once per product (§5). */
export const productProperties = pgTable('product_properties', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  productId: bigint('product_id', { mode: 'number' }).notNull().references(() => products.id, { onDelete: 'cascade' }),
  propertyId: bigint('property_id', { mode: 'number' }).notNull().references(() => properties.id, { onDelete: 'cascade' }),
  value: text('value').notNull().default(''),
  position: integer('position').notNull().default(0),
}, (t) => [uniqueIndex('product_properties_key').on(t.productId, t.propertyId)]);

export const productTaxons = pgTable('product_taxons', {
  productId: bigint('product_id', { mode: 'number' }).notNull().references(() => products.id, { onDelete: 'cascade' }),
  taxonId: bigint('taxon_id', { mode: 'number' }).notNull().references(() => taxons.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.productId, t.taxonId] }), index('product_taxons_taxon_idx').on(t.taxonId)]);

/** Who changed what on a product: `changes` is `{ field: [before, after] }`. */
export const productAudits = pgTable('product_audits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  productId: bigint('product_id', { mode: 'number' }).notNull().references(() => products.id, { onDelete: 'cascade' }),
  variantId: bigint('variant_id', { mode: 'number' }),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  /** create | update | delete | approve | clone | price | variant_create | variant_update | stock … */
  action: text('action').notNull(),
  commandId: text('command_id'),
  changes: jsonb('changes').notNull().default({}),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('product_audits_product_idx').on(t.productId, t.id)]);
