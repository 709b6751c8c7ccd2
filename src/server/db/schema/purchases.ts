import { bigint, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * What each customer has bought, summed from his completed orders (`completed_at` set, a customer
 * set: whatever their state since, as the email segments have always counted them), so that a
 * segment's order rules read one row a customer (or a customer and product) instead of joining a
 * million orders to their lines and variants. Kept in the order's own transaction by triggers in
 * PL/pgSQL (migration 0049_customer_purchases), the way the reports' rollups are, and counted
 * again from the rows by `customer_purchases_rebuild()` after a load that skipped the triggers. No
 * foreign keys: derived rows, deleted by the triggers when their orders go.
 */

/** One row a customer with at least one completed order. */
export const customerPurchases = pgTable('customer_purchases', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  orders: integer('orders').notNull(),
  /** sum of the orders' totals, möngö */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
});

/** One row a customer and product he has in a completed order: when he last completed one holding it. */
export const customerProductPurchases = pgTable('customer_product_purchases', {
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  productId: bigint('product_id', { mode: 'number' }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.productId] }),
  // a bought rule reads the buyers of a set of products (within a period) from the index alone
  index('customer_product_purchases_product_idx').on(t.productId, t.lastAt, t.userId),
]);
