import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, variants } from './products.js';
import { vendors } from './tenancy.js';
import { users } from './users.js';

/**
 * A vendor's offer of a catalogue product (§3 listings): the same product sold by several
 * merchants, each with its own sku, price and stock. Orders of a marketplace line point here.
 */
export const listings = pgTable('listings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  productId: bigint('product_id', { mode: 'number' }).notNull().references(() => products.id, { onDelete: 'cascade' }),
  variantId: bigint('variant_id', { mode: 'number' }).notNull().references(() => variants.id, { onDelete: 'cascade' }),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull().references(() => vendors.id),
  sku: text('sku').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  salePrice: bigint('sale_price', { mode: 'number' }),
  saleStart: timestamp('sale_start', { withTimezone: true }),
  saleExpiry: timestamp('sale_expiry', { withTimezone: true }),
  countOnHand: integer('count_on_hand').notNull().default(0),
  active: boolean('active').notNull().default(true),
  approved: boolean('approved').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('listings_vendor_variant_key').on(t.vendorId, t.variantId).where(sql`deleted_at is null`),
  uniqueIndex('listings_vendor_sku_key').on(t.vendorId, t.sku).where(sql`deleted_at is null`),
  index('listings_product_idx').on(t.productId),
  check('listings_count_not_negative', sql`${t.countOnHand} >= 0`),
]);

/** A label shown on products (NEW, -20%, Монгол бараа). */
export const badges = pgTable('badges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  color: text('color').notNull().default('#d32f2f'),
  icon: text('icon'),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('badges_name_key').on(t.name)]);

export const productBadges = pgTable('product_badges', {
  productId: bigint('product_id', { mode: 'number' }).notNull().references(() => products.id, { onDelete: 'cascade' }),
  badgeId: bigint('badge_id', { mode: 'number' }).notNull().references(() => badges.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.productId, t.badgeId] }), index('product_badges_badge_idx').on(t.badgeId)]);

/** Products shown beside a product: related, accessories, similar. */
export const productRelations = pgTable('product_relations', {
  productId: bigint('product_id', { mode: 'number' }).notNull().references(() => products.id, { onDelete: 'cascade' }),
  relatedId: bigint('related_id', { mode: 'number' }).notNull().references(() => products.id, { onDelete: 'cascade' }),
  /** related | accessory | similar */
  kind: text('kind').notNull().default('related'),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.productId, t.relatedId, t.kind] })]);

/** A customer's review, shown once a moderator approves it. */
export const reviews = pgTable('reviews', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  productId: bigint('product_id', { mode: 'number' }).notNull().references(() => products.id, { onDelete: 'cascade' }),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  rating: smallint('rating').notNull(),
  title: text('title'),
  body: text('body').notNull(),
  /** pending | approved | rejected */
  state: text('state').notNull().default('pending'),
  rejectReason: text('reject_reason'),
  moderatedBy: bigint('moderated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('reviews_state_idx').on(t.state, t.id),
  index('reviews_product_idx').on(t.productId),
  check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
]);

/**
 * Products bought together (§7 affinities), computed from orders by the `affinities.compute` job:
 * how many orders held both. A person pins one (kept first and through every recompute) or removes
 * one (kept as `removed`, so a recompute does not bring it back).
 */
export const productAffinities = pgTable('product_affinities', {
  productId: bigint('product_id', { mode: 'number' }).notNull().references(() => products.id, { onDelete: 'cascade' }),
  relatedId: bigint('related_id', { mode: 'number' }).notNull().references(() => products.id, { onDelete: 'cascade' }),
  /** Orders that held both products (0 for one only pinned by hand). */
  orders: integer('orders').notNull().default(0),
  pinned: boolean('pinned').notNull().default(false),
  removed: boolean('removed').notNull().default(false),
  computedAt: timestamp('computed_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.productId, t.relatedId] }), check('product_affinities_not_self', sql`${t.productId} <> ${t.relatedId}`)]);
