import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, type AnyPgColumn, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The catalogue's reference data (spec §3 "other resources"): brands, option types and values,
 * properties, prototypes and the taxonomy tree. Products and stock are in products.ts and stock.ts.
 */

export const brands = pgTable('brands', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description'),
  logo: text('logo'),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('brands_slug_key').on(t.slug), index('brands_name_idx').on(sql`lower(${t.name})`)]);

/** `colour`, `size`: what a product's variants differ by. */
export const optionTypes = pgTable('option_types', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  presentationEn: text('presentation_en').notNull(),
  presentationMn: text('presentation_mn').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('option_types_name_key').on(t.name)]);

export const optionValues = pgTable('option_values', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  optionTypeId: bigint('option_type_id', { mode: 'number' }).notNull().references(() => optionTypes.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  presentationEn: text('presentation_en').notNull(),
  presentationMn: text('presentation_mn').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [uniqueIndex('option_values_type_name_key').on(t.optionTypeId, t.name)]);

/** A named attribute a product may carry once (`material`, `warranty`). */
export const properties = pgTable('properties', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  presentationEn: text('presentation_en').notNull(),
  presentationMn: text('presentation_mn').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('properties_name_key').on(t.name)]);

/** A template for new products: the option types and properties they start with. */
export const prototypes = pgTable('prototypes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('prototypes_name_key').on(t.name)]);

export const prototypeOptionTypes = pgTable('prototype_option_types', {
  prototypeId: bigint('prototype_id', { mode: 'number' }).notNull().references(() => prototypes.id, { onDelete: 'cascade' }),
  optionTypeId: bigint('option_type_id', { mode: 'number' }).notNull().references(() => optionTypes.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.prototypeId, t.optionTypeId] })]);

export const prototypeProperties = pgTable('prototype_properties', {
  prototypeId: bigint('prototype_id', { mode: 'number' }).notNull().references(() => prototypes.id, { onDelete: 'cascade' }),
  propertyId: bigint('property_id', { mode: 'number' }).notNull().references(() => properties.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.prototypeId, t.propertyId] })]);

export const taxonomies = pgTable('taxonomies', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A node of a taxonomy's tree. `lft`/`rgt`/`depth` form a nested set rebuilt after every change of
 * the tree (a few hundred rows), so "this taxon and everything under it" is one range condition.
 * The root of a taxonomy is the taxon without a parent.
 */
export const taxons = pgTable('taxons', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  taxonomyId: bigint('taxonomy_id', { mode: 'number' }).notNull().references(() => taxonomies.id, { onDelete: 'cascade' }),
  parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => taxons.id, { onDelete: 'cascade' }),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  /** Own url segment; the permalink is the segments from the root, joined by `/`. */
  slug: text('slug').notNull(),
  permalink: text('permalink').notNull(),
  position: integer('position').notNull().default(0),
  lft: integer('lft').notNull().default(0),
  rgt: integer('rgt').notNull().default(0),
  depth: integer('depth').notNull().default(0),
  icon: text('icon'),
  bannerLink: text('banner_link'),
  coverImage: text('cover_image'),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  metaKeywords: text('meta_keywords'),
  queryString: text('query_string'),
  hidden: boolean('hidden').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('taxons_parent_idx').on(t.parentId, t.position),
  index('taxons_taxonomy_lft_idx').on(t.taxonomyId, t.lft),
  uniqueIndex('taxons_permalink_key').on(t.taxonomyId, t.permalink),
]);
