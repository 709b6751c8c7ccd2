import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The reports' daily rollups (issue 24), kept in the same transaction as the orders they sum by
 * triggers in PL/pgSQL (migration 0041_report_triggers; the month, day-total and payment-source
 * rollups 0049 and 0050), and counted again from the rows by `reports_rebuild()` (`bo reports
 * rebuild`). Days are Ulaanbaatar days of the order's creation;
 * orders still in checkout (cart … confirm) are not in them. A test holds every report read from
 * them equal to the same report computed from the rows (src/server/areas/reports/sources.ts).
 */

/** The keys every line rollup has besides its period and variant (fresh builders for each table). */
const lineKeys = () => ({
  /** 0 for orders of no website. */
  websiteId: bigint('website_id', { mode: 'number' }).notNull(),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull(),
  state: text('state').notNull(),
});

/** A line rollup's measures in their order, for its covering index. */
const measuresOf = <T extends Record<'lines' | 'units' | 'returnedUnits' | 'gross' | 'discounts' | 'commission', unknown>>(t: T) =>
  [t.lines, t.units, t.returnedUnits, t.gross, t.discounts, t.commission] as [T['lines'], T['units'], T['returnedUnits'], T['gross'], T['discounts'], T['commission']];

/** What every line rollup sums. */
const lineMeasures = () => ({
  lines: integer('lines').notNull().default(0),
  units: bigint('units', { mode: 'number' }).notNull().default(0),
  returnedUnits: bigint('returned_units', { mode: 'number' }).notNull().default(0),
  /** price × quantity, möngö */
  gross: bigint('gross', { mode: 'number' }).notNull().default(0),
  /** The lines' own adjustments (negative for a discount). */
  discounts: bigint('discounts', { mode: 'number' }).notNull().default(0),
  commission: bigint('commission', { mode: 'number' }).notNull().default(0),
});

/** Per day, website, vendor, order state and variant: what the order lines sold. */
export const reportLineDays = pgTable('report_line_days', {
  day: date('day').notNull(),
  ...lineKeys(),
  variantId: bigint('variant_id', { mode: 'number' }).notNull(),
  ...lineMeasures(),
}, (t) => [
  primaryKey({ columns: [t.websiteId, t.day, t.vendorId, t.state, t.variantId] }),
  // a merchant's own rows without reading the other vendors' days, and every measure with them: a
  // vendor's month is read from the index alone, not from the thousands of table pages its rows are
  // spread over in day order (the merchant dashboard reads four periods of it)
  index('report_line_days_vendor_idx').on(t.vendorId, t.websiteId, t.day, t.state, t.variantId, ...measuresOf(t)),
]);

/**
 * report_line_days summed by calendar month (`month`: its first day), same keys otherwise: a year
 * of sales by product reads twelve rows per variant instead of one per day it sold. The engine
 * reads it for the period's whole months and report_line_days for the days at its edges.
 */
export const reportLineMonths = pgTable('report_line_months', {
  month: date('month').notNull(),
  ...lineKeys(),
  variantId: bigint('variant_id', { mode: 'number' }).notNull(),
  ...lineMeasures(),
}, (t) => [
  primaryKey({ columns: [t.websiteId, t.month, t.vendorId, t.state, t.variantId] }),
  // a merchant's own months, as report_line_days_vendor_idx for his days
  index('report_line_months_vendor_idx').on(t.vendorId, t.websiteId, t.month, t.state, t.variantId, ...measuresOf(t)),
]);

/**
 * report_line_days without the variant: per day, website, vendor and state. The reports that
 * name no product (sales over time, by vendor, and every line report's totals row) read a few
 * dozen rows per day here instead of one per variant sold.
 */
export const reportLineDayTotals = pgTable('report_line_day_totals', {
  day: date('day').notNull(),
  ...lineKeys(),
  ...lineMeasures(),
}, (t) => [primaryKey({ columns: [t.websiteId, t.day, t.vendorId, t.state] })]);

/**
 * Per day, website, vendor (0: whole orders; otherwise the vendor's share from order_vendors),
 * state, payment state and platform: the orders' totals.
 */
export const reportOrderDays = pgTable('report_order_days', {
  day: date('day').notNull(),
  websiteId: bigint('website_id', { mode: 'number' }).notNull(),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull(),
  state: text('state').notNull(),
  /** '' before one is derived */
  paymentState: text('payment_state').notNull(),
  platform: text('platform').notNull(),
  orders: integer('orders').notNull().default(0),
  itemTotal: bigint('item_total', { mode: 'number' }).notNull().default(0),
  adjustmentTotal: bigint('adjustment_total', { mode: 'number' }).notNull().default(0),
  shipmentTotal: bigint('shipment_total', { mode: 'number' }).notNull().default(0),
  feeTotal: bigint('fee_total', { mode: 'number' }).notNull().default(0),
  commissionTotal: bigint('commission_total', { mode: 'number' }).notNull().default(0),
  storeCreditTotal: bigint('store_credit_total', { mode: 'number' }).notNull().default(0),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  paymentTotal: bigint('payment_total', { mode: 'number' }).notNull().default(0),
  /** VAT and city tax of the orders with an issued e-receipt, from their totals (10% and 2% of 112). */
  vat: bigint('vat', { mode: 'number' }).notNull().default(0),
  cityTax: bigint('city_tax', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.websiteId, t.vendorId, t.day, t.state, t.paymentState, t.platform] })]);

/** Per day, website, vendor (0: whole orders), state and customer (0: none): orders and their total. */
export const reportCustomerDays = pgTable('report_customer_days', {
  day: date('day').notNull(),
  websiteId: bigint('website_id', { mode: 'number' }).notNull(),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull(),
  state: text('state').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  orders: integer('orders').notNull().default(0),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.websiteId, t.vendorId, t.day, t.state, t.userId] })]);

/** Per day of the payment, website of its order, method and state: the payments. */
export const reportPaymentDays = pgTable('report_payment_days', {
  day: date('day').notNull(),
  websiteId: bigint('website_id', { mode: 'number' }).notNull(),
  method: text('method').notNull(),
  state: text('state').notNull(),
  payments: integer('payments').notNull().default(0),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.websiteId, t.day, t.method, t.state] })]);

/**
 * Per day of the payment, website of its order, state and source (payments.source, a masked card
 * number; '' for none): the payments, kept with report_payment_days by the same trigger. The
 * finance page's payments by source, which read a year of payments joined to their orders
 * (450 ms at 1,000,000 orders) before.
 */
export const reportPaymentSourceDays = pgTable('report_payment_source_days', {
  day: date('day').notNull(),
  websiteId: bigint('website_id', { mode: 'number' }).notNull(),
  state: text('state').notNull(),
  source: text('source').notNull(),
  payments: integer('payments').notNull().default(0),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.websiteId, t.day, t.state, t.source] })]);
