import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * The dashboard's days, kept by triggers on orders and order_vendors (migration 0016): per website,
 * Ulaanbaatar day and vendor (0 for whole orders), the tiles' counts and the revenue. The dashboard
 * reads 30 rows instead of 30 days of orders, however many there are; a test proves it equals the
 * count over the orders themselves (src/server/areas/dashboard/summary.ts keeps that query).
 */
export const dashboardDays = pgTable('dashboard_days', {
  /** 0 for orders of no website. */
  websiteId: bigint('website_id', { mode: 'number' }).notNull(),
  /** 0: the whole orders; otherwise one vendor's orders and his share of their totals. */
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull(),
  day: date('day').notNull(),
  orders: integer('orders').notNull().default(0),
  revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  approved: integer('approved').notNull().default(0),
  canceled: integer('canceled').notNull().default(0),
  paid: integer('paid').notNull().default(0),
  pending: integer('pending').notNull().default(0),
  shipped: integer('shipped').notNull().default(0),
  /** Orders in the row at all (with a vendor: the orders holding his items), whatever their state. */
  counted: integer('counted').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.vendorId, t.websiteId, t.day] })]);
