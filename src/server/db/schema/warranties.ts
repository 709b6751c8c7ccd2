import { bigint, bigserial, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { lineItems, orders } from './orders.js';
import { vendors, websites } from './tenancy.js';
import { users } from './users.js';

/**
 * Warranties (§2 /warranties, §3 Warranty, §7 warranties from_line): one per order line, made from
 * it with the product's period; the customer, sku and product are copied so the paper stays what
 * was printed when the catalogue changes. Claims are what the customer brought back under it.
 */
export const warranties = pgTable('warranties', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** `W` and six digits from the id. */
  number: text('number').notNull(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  lineItemId: bigint('line_item_id', { mode: 'number' }).notNull().references(() => lineItems.id),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull().references(() => vendors.id),
  websiteId: bigint('website_id', { mode: 'number' }).references(() => websites.id),
  customerName: text('customer_name'),
  phone: text('phone'),
  email: text('email'),
  sku: text('sku').notNull(),
  productName: text('product_name').notNull(),
  /** Options and the like, as printed: `Color: black, Size: M`. */
  productInfo: text('product_info').notNull().default(''),
  serialNumber: text('serial_number'),
  quantity: integer('quantity').notNull(),
  periodMonths: integer('period_months').notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  createdById: bigint('created_by_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('warranties_number_key').on(t.number),
  uniqueIndex('warranties_line_item_key').on(t.lineItemId),
  index('warranties_phone_idx').on(t.phone),
  index('warranties_sku_idx').on(t.sku),
]);

export const warrantyClaims = pgTable('warranty_claims', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  warrantyId: bigint('warranty_id', { mode: 'number' }).notNull().references(() => warranties.id, { onDelete: 'cascade' }),
  /** open | in_repair | repaired | replaced | refunded | rejected */
  state: text('state').notNull().default('open'),
  description: text('description').notNull(),
  notes: text('notes').notNull().default(''),
  createdById: bigint('created_by_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
}, (t) => [index('warranty_claims_warranty_idx').on(t.warrantyId)]);
