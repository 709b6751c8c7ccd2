import { bigint, bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { variants } from './products.js';
import { users } from './users.js';

/** A warehouse or shop that holds stock; orders ship from one. */
export const stockLocations = pgTable('stock_locations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  address: text('address'),
  phone: text('phone'),
  active: boolean('active').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
  /** New stock items here start back-orderable. */
  backorderableDefault: boolean('backorderable_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('stock_locations_code_key').on(t.code)]);

/** How many of a variant one location holds. Negative only for back-orderable stock. */
export const stockItems = pgTable('stock_items', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  stockLocationId: bigint('stock_location_id', { mode: 'number' }).notNull().references(() => stockLocations.id, { onDelete: 'cascade' }),
  variantId: bigint('variant_id', { mode: 'number' }).notNull().references(() => variants.id, { onDelete: 'cascade' }),
  countOnHand: integer('count_on_hand').notNull().default(0),
  backorderable: boolean('backorderable').notNull().default(false),
  /** Where in the location it sits (`A-03-2`): the pick list walks the shelves in this order. */
  shelf: text('shelf'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('stock_items_variant_location_key').on(t.variantId, t.stockLocationId),
  index('stock_items_location_idx').on(t.stockLocationId),
  check('stock_items_not_negative', sql`${t.countOnHand} >= 0 or ${t.backorderable}`),
]);

/** Every change of a count on hand, with its reason and author: the stock's history. */
export const stockMovements = pgTable('stock_movements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  stockItemId: bigint('stock_item_id', { mode: 'number' }).notNull().references(() => stockItems.id, { onDelete: 'cascade' }),
  /** The change, signed. */
  quantity: integer('quantity').notNull(),
  countAfter: integer('count_after').notNull(),
  /** received | adjustment | damaged | returned | sold | transfer | initial */
  reason: text('reason').notNull(),
  note: text('note'),
  /** What caused it beyond a person, e.g. `order:R123`. */
  originator: text('originator'),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('stock_movements_item_idx').on(t.stockItemId, t.id)]);
