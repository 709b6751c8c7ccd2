import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { variants } from './products.js';
import { stockLocations } from './stock.js';
import { vendors, websites } from './tenancy.js';
import { users } from './users.js';

/**
 * Orders after Spree's model (issue 6): an order's `state` is its own machine; `payment_state` and
 * `shipment_state` are derived from its payments and shipments by one function
 * (src/server/areas/orders/totals.ts), which also writes every total. Money is möngö.
 */
export const orders = pgTable('orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** `R` and digits; looked up with or without the `R`, or by a prefix. */
  number: text('number').notNull(),
  websiteId: bigint('website_id', { mode: 'number' }).references(() => websites.id),
  /** The customer. */
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  /** The staff member who sold it (phone and shop sales). */
  sellerId: bigint('seller_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  email: text('email'),
  phone: text('phone'),
  customerName: text('customer_name'),
  receiverName: text('receiver_name'),
  receiverPhone: text('receiver_phone'),
  /** Ulaanbaatar district (дүүрэг) and khoroo (хороо) number, then the rest of the address. */
  shipDistrict: text('ship_district'),
  shipKhoroo: integer('ship_khoroo'),
  shipAddress: text('ship_address'),
  /** `{ name, phone, district, khoroo, address }` or null when the same as shipping. */
  billAddress: jsonb('bill_address'),
  /** web | ios | android | pos | admin */
  platform: text('platform').notNull().default('web'),
  /** cart, address, delivery, payment, confirm, complete, canceled, awaiting_return, returned, resumed */
  state: text('state').notNull().default('cart'),
  /** Derived: balance_due, paid, credit_owed, failed, void; null before checkout completes. */
  paymentState: text('payment_state'),
  /** Derived: pending, ready, partial, shipped, backorder, canceled; null without shipments. */
  shipmentState: text('shipment_state'),
  approvedBy: bigint('approved_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  flagged: boolean('flagged').notNull().default(false),
  driverId: bigint('driver_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  driverTakenAt: timestamp('driver_taken_at', { withTimezone: true }),
  itemCount: integer('item_count').notNull().default(0),
  itemTotal: bigint('item_total', { mode: 'number' }).notNull().default(0),
  adjustmentTotal: bigint('adjustment_total', { mode: 'number' }).notNull().default(0),
  shipmentTotal: bigint('shipment_total', { mode: 'number' }).notNull().default(0),
  /** Customer fees (adjustments of kind `fee`). */
  feeTotal: bigint('fee_total', { mode: 'number' }).notNull().default(0),
  /** The marketplace's cut of the merchants' items; not charged to the customer. */
  commissionTotal: bigint('commission_total', { mode: 'number' }).notNull().default(0),
  /** Store credit applied: completed payments by store credit. */
  storeCreditTotal: bigint('store_credit_total', { mode: 'number' }).notNull().default(0),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  /** Completed payments less completed payment returns. */
  paymentTotal: bigint('payment_total', { mode: 'number' }).notNull().default(0),
  // lease (§3)
  downPayment: bigint('down_payment', { mode: 'number' }),
  leaseAmount: bigint('lease_amount', { mode: 'number' }),
  leaseState: text('lease_state'),
  leaseLeft: bigint('lease_left', { mode: 'number' }),
  requestedMonths: integer('requested_months'),
  acceptedMonths: integer('accepted_months'),
  /** Monthly interest, percent. */
  interest: numeric('interest', { precision: 5, scale: 2, mode: 'number' }),
  repaymentDay: integer('repayment_day'),
  bankMessage: text('bank_message'),
  extraData: jsonb('extra_data'),
  // e-receipt (ebarimt): only the id, date and status are kept (lottery and QR live on the print)
  ebarimtId: text('ebarimt_id'),
  ebarimtDate: timestamp('ebarimt_date', { withTimezone: true }),
  ebarimtStatus: text('ebarimt_status'),
  /** b2c (the buyer's ebarimt number) or b2b (an organisation's register). */
  ebarimtType: text('ebarimt_type'),
  ebarimtRegister: text('ebarimt_register'),
  note: text('note'),
  whenToShip: timestamp('when_to_ship', { withTimezone: true }),
  warrantyPaper: boolean('warranty_paper').notNull().default(false),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  canceledBy: bigint('canceled_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('orders_number_key').on(t.number),
  // `R12%`: a prefix look-up whatever the database's collation
  index('orders_number_prefix_idx').using('btree', sql`${t.number} text_pattern_ops`),
  index('orders_phone_idx').on(t.phone),
  index('orders_receiver_phone_idx').on(t.receiverPhone),
  index('orders_email_idx').on(sql`lower(${t.email})`),
  index('orders_user_idx').on(t.userId, t.createdAt),
  index('orders_created_idx').on(t.createdAt),
  index('orders_completed_idx').on(t.completedAt),
  index('orders_website_created_idx').on(t.websiteId, t.createdAt),
  index('orders_state_created_idx').on(t.state, t.createdAt),
  // total and id too: a page of unpaid orders by total is chosen from the index alone, and only its
  // rows are read (the list's ids-first page, src/server/areas/orders/orders.ts)
  index('orders_payment_state_created_idx').on(t.paymentState, t.createdAt, t.total, t.id),
  index('orders_platform_created_idx').on(t.platform, t.createdAt, t.total, t.id),
  index('orders_shipment_state_created_idx').on(t.shipmentState, t.createdAt),
  index('orders_driver_idx').on(t.driverId, t.createdAt),
  index('orders_seller_idx').on(t.sellerId, t.createdAt),
  index('orders_lease_idx').on(t.createdAt).where(sql`${t.leaseAmount} is not null`),
  // the dashboard's 30 days of one website read from the index alone, whatever the table's size
  // (src/server/areas/dashboard/summary.ts)
  index('orders_dashboard_idx').on(t.websiteId, t.createdAt, t.state, t.paymentState, t.shipmentState, t.approvedAt, t.total, t.id),
  // §4's small tabs and the flag: a few percent of the orders, found without reading the rest
  // (the conditions are ORDER_TABS' own, src/server/areas/orders/find.ts)
  index('orders_active_idx').on(t.createdAt).where(sql`${t.state} in ('complete', 'resumed', 'awaiting_return') and (${t.shipmentState} is distinct from 'shipped' or ${t.paymentState} is distinct from 'paid')`),
  index('orders_unfulfilled_idx').on(t.createdAt).where(sql`${t.state} in ('complete', 'resumed', 'awaiting_return', 'returned') and ${t.shipmentState} in ('pending', 'ready', 'backorder', 'partial')`),
  index('orders_flagged_idx').on(t.createdAt).where(sql`${t.flagged}`),
  // ubmap_address's past addresses: a trigram search over what customers typed (fulfillment/address.ts)
  index('orders_ship_address_trgm_idx').using('gin', sql`${t.shipAddress} gin_trgm_ops`).with({ fastupdate: false }),
  // a day's deliveries (the calendar, the map): by when they ship and when a driver took them
  index('orders_when_to_ship_idx').on(t.whenToShip).where(sql`${t.whenToShip} is not null`),
  index('orders_driver_taken_idx').on(t.driverTakenAt).where(sql`${t.driverTakenAt} is not null`),
  // the merchant dashboard's orders to prepare: placed, neither canceled, shipped nor with a driver
  // (a few percent of the orders), their ids read from the index alone (merchant/dashboard.ts)
  index('orders_to_prepare_idx').on(t.completedAt, t.id)
    .where(sql`${t.state} <> 'canceled' and ${t.shipmentState} is distinct from 'shipped' and ${t.driverId} is null`),
]);

export const lineItems = pgTable('line_items', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  variantId: bigint('variant_id', { mode: 'number' }).notNull().references(() => variants.id),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull().references(() => vendors.id),
  quantity: integer('quantity').notNull(),
  /** Of `quantity`, how many came back (line_item.return, a part or all); `returned` once all did. */
  returnedQuantity: integer('returned_quantity').notNull().default(0),
  /** Unit price, möngö. */
  price: bigint('price', { mode: 'number' }).notNull(),
  /** The marketplace's cut of this line, fixed at sale from the vendor's percent. */
  commission: bigint('commission', { mode: 'number' }).notNull().default(0),
  /** Derived: the sum of this line's adjustments. */
  adjustmentTotal: bigint('adjustment_total', { mode: 'number' }).notNull().default(0),
  /** §4 action: taken, no_stock, ready, digital… null until someone acts. */
  actn: text('actn'),
  comment: text('comment'),
  isDigital: boolean('is_digital').notNull().default(false),
  /** Marked for collecting (§7 line_items to_collect): on the pick list until someone acts on it. */
  toCollectAt: timestamp('to_collect_at', { withTimezone: true }),
  toCollectBy: bigint('to_collect_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // an order's lines, and from the index alone what the pivot sums (product, vendor, quantity) for the days' orders
  index('line_items_order_idx').on(t.orderId, t.variantId, t.vendorId, t.quantity),
  index('line_items_to_collect_idx').on(t.toCollectAt).where(sql`${t.toCollectAt} is not null`),
  index('line_items_vendor_order_idx').on(t.vendorId, t.orderId),
  // lines nobody has acted on yet, by vendor: the merchant dashboard's lines to prepare from the index alone
  index('line_items_unacted_idx').on(t.vendorId, t.orderId).where(sql`${t.actn} is null`),
  index('line_items_variant_idx').on(t.variantId),
]);

/**
 * What one vendor has in an order, kept by the totals function: a merchant's list reads it (the
 * orders that hold his items, and his share of their amounts) without touching line items.
 */
export const orderVendors = pgTable('order_vendors', {
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull().references(() => vendors.id),
  itemCount: integer('item_count').notNull().default(0),
  itemTotal: bigint('item_total', { mode: 'number' }).notNull().default(0),
  adjustmentTotal: bigint('adjustment_total', { mode: 'number' }).notNull().default(0),
  shipmentTotal: bigint('shipment_total', { mode: 'number' }).notNull().default(0),
  commissionTotal: bigint('commission_total', { mode: 'number' }).notNull().default(0),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.orderId, t.vendorId] }), index('order_vendors_vendor_idx').on(t.vendorId, t.orderId)]);

/** promotion | manual (adjustment_total), fee (fee_total). A line item's when `line_item_id` is set. */
export const adjustments = pgTable('adjustments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  lineItemId: bigint('line_item_id', { mode: 'number' }).references(() => lineItems.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull().default('manual'),
  label: text('label').notNull(),
  /** Signed möngö: a discount is negative. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** An ineligible adjustment (a promotion whose rule no longer holds) counts for nothing. */
  eligible: boolean('eligible').notNull().default(true),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('adjustments_order_idx').on(t.orderId)]);

export const payments = pgTable('payments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  /** cash | card | qpay | bank_transfer | store_credit | lease */
  method: text('method').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** checkout, pending, processing, completed, failed, void, invalid */
  state: text('state').notNull().default('checkout'),
  /** Where the money came from: a card's last digits, a bank reference, a QPay invoice. */
  source: text('source'),
  responseCode: text('response_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('payments_order_idx').on(t.orderId), index('payments_state_idx').on(t.state, t.createdAt)]);

/** Money going back to the customer, with a reason and the source it is paid from. */
export const paymentReturns = pgTable('payment_returns', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id, { onDelete: 'set null' }),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** pending (marked for return), completed (paid back), canceled */
  state: text('state').notNull().default('pending'),
  reason: text('reason').notNull(),
  source: text('source'),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('payment_returns_order_idx').on(t.orderId)]);

/** One vendor's parcel from one stock location: a merchant sees his shipments only. */
export const shipments = pgTable('shipments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  /** `H` and digits. */
  number: text('number').notNull(),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull().references(() => vendors.id),
  stockLocationId: bigint('stock_location_id', { mode: 'number' }).notNull().references(() => stockLocations.id),
  /** pending, ready, shipped, canceled */
  state: text('state').notNull().default('pending'),
  cost: bigint('cost', { mode: 'number' }).notNull().default(0),
  tracking: text('tracking'),
  driverId: bigint('driver_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('shipments_number_key').on(t.number),
  index('shipments_order_idx').on(t.orderId),
  index('shipments_driver_idx').on(t.driverId),
]);

/** How many of a line item a shipment carries; `backordered` units wait for stock. */
export const shipmentUnits = pgTable('shipment_units', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  shipmentId: bigint('shipment_id', { mode: 'number' }).notNull().references(() => shipments.id, { onDelete: 'cascade' }),
  lineItemId: bigint('line_item_id', { mode: 'number' }).notNull().references(() => lineItems.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  /** on_hand | backordered */
  state: text('state').notNull().default('on_hand'),
}, (t) => [index('shipment_units_shipment_idx').on(t.shipmentId), index('shipment_units_line_item_idx').on(t.lineItemId)]);

/**
 * Every transition of every machine: `order` (the order's state), `payment` and `shipment` (one
 * payment's or shipment's, `subject_id` naming it), and the derived `payment_state`/`shipment_state`.
 */
export const stateChanges = pgTable('state_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  machine: text('machine').notNull(),
  subjectId: bigint('subject_id', { mode: 'number' }),
  fromState: text('from_state'),
  toState: text('to_state').notNull(),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  /** Why, as the operator said it (a cancel's reason). */
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('state_changes_order_idx').on(t.orderId, t.id)]);

/**
 * Every exchange with the PosAPI about an order's e-receipt (§7 `ebarimt_logs`): issue, print,
 * return, resend, ok or refused with the PosAPI's words. Written after the operation's transaction
 * (HandlerContext.afterwards), so a refused attempt is kept too. Never the lottery or the QR data.
 */
export const ebarimtLogs = pgTable('ebarimt_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  /** issue | print | return | resend */
  action: text('action').notNull(),
  ok: boolean('ok').notNull(),
  receiptId: text('receipt_id'),
  /** The refusal, as the PosAPI or the rule worded it; null when it went through. */
  message: text('message'),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('ebarimt_logs_order_idx').on(t.orderId, t.id)]);

export const orderComments = pgTable('order_comments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('order_comments_order_idx').on(t.orderId, t.id), index('order_comments_created_idx').on(t.createdAt)]);
