import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { lineItems, orders } from './orders.js';
import { vendors } from './tenancy.js';
import { users } from './users.js';

/**
 * A product coming back (§7 `product_returns`): asked for with a reason and the day it is due
 * back (`return_by`), then received at the returns desk and either put back on the shelf
 * (`restocked`) or written off, which is when the line's units and money move (line_item return).
 */
export const productReturns = pgTable('product_returns', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  lineItemId: bigint('line_item_id', { mode: 'number' }).notNull().references(() => lineItems.id, { onDelete: 'cascade' }),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull().references(() => vendors.id),
  quantity: integer('quantity').notNull(),
  reason: text('reason').notNull(),
  /** requested | restocked | written_off */
  state: text('state').notNull().default('requested'),
  returnBy: timestamp('return_by', { withTimezone: true }),
  note: text('note'),
  /** What the desk found on inspection: intact, opened, damaged, missing_parts, wrong_item (null before). */
  condition: text('condition'),
  requestedBy: bigint('requested_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('product_returns_state_idx').on(t.state, t.createdAt),
  index('product_returns_line_idx').on(t.lineItemId),
  index('product_returns_vendor_idx').on(t.vendorId, t.createdAt),
]);
