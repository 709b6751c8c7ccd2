import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { vendors, websites } from './tenancy.js';
import { users } from './users.js';

/**
 * Promotions (issue 16, spec §3 Discount): a discount is its rules (window, minimum, what it applies
 * to, limits) and its action (a percentage or a fixed ₮ off, free shipping). Applying one writes the
 * order's adjustments (amounts fixed then), so editing a running discount never changes orders
 * already placed. Money is möngö.
 */
export const discounts = pgTable('discounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  websiteId: bigint('website_id', { mode: 'number' }).references(() => websites.id),
  /** A vendor's own promotion: paid from the vendor's share, only his lines; null for the platform's. */
  vendorId: bigint('vendor_id', { mode: 'number' }).references(() => vendors.id),
  title: text('title').notNull(),
  description: text('description'),
  /** percentage | fixed */
  valueType: text('value_type').notNull(),
  /** Percent off (0 < p ≤ 100, two decimals), for `percentage`. */
  percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
  /** Möngö off, for `fixed`. */
  amount: bigint('amount', { mode: 'number' }),
  /** order | products | brands | variants */
  appliesTo: text('applies_to').notNull().default('order'),
  /** The product, brand or variant ids it applies to (empty for the whole order). */
  targetIds: jsonb('target_ids').$type<number[]>().notNull().default([]),
  /** none | amount | quantity */
  minimumKind: text('minimum_kind').notNull().default('none'),
  /** Möngö for `amount`, items for `quantity`. */
  minimumValue: bigint('minimum_value', { mode: 'number' }).notNull().default(0),
  /** Uses in all; null: no limit. `usedCount` is kept under the row's lock, never above it. */
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  oncePerCustomer: boolean('once_per_customer').notNull().default(false),
  maxPerUser: integer('max_per_user'),
  /** Uses of one generated code; null: as many as the discount allows. */
  perCodeLimit: integer('per_code_limit'),
  /** How many codes it has: kept by the code writers, so a list never counts a million codes. */
  codeCount: integer('code_count').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  freeShipping: boolean('free_shipping').notNull().default(false),
  /** Applied without a code to every order whose items meet its rules. */
  autoClaim: boolean('auto_claim').notNull().default(false),
  /** Buy X get Y: units of X (what it applies to) per gift; null for a plain discount. `percent` is what Y gets off. */
  buyQuantity: integer('buy_quantity'),
  /** Units of Y discounted per `buyQuantity` of X. */
  getQuantity: integer('get_quantity').notNull().default(1),
  /** Y: the variants discounted (never counted as X). */
  getVariantIds: jsonb('get_variant_ids').$type<number[]>().notNull().default([]),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('discounts_vendor_idx').on(t.vendorId),
  index('discounts_created_idx').on(t.createdAt),
  index('discounts_auto_idx').on(t.websiteId).where(sql`${t.autoClaim} and ${t.deletedAt} is null`),
]);

/** A discount's codes: one typed by a person, or a generated batch; each unique across all discounts. */
export const couponCodes = pgTable('coupon_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  discountId: bigint('discount_id', { mode: 'number' }).notNull().references(() => discounts.id, { onDelete: 'cascade' }),
  /** Upper case, as compared. */
  code: text('code').notNull(),
  usedCount: integer('used_count').notNull().default(0),
  /** The generation job that made it, null for a typed one. */
  jobId: bigint('job_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('coupon_codes_code_key').on(t.code),
  index('coupon_codes_discount_idx').on(t.discountId, t.id),
]);

/** Each use of a discount: the order, the customer, the code, and what it gave (finance reconciles from it). */
export const discountUsages = pgTable('discount_usages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  discountId: bigint('discount_id', { mode: 'number' }).notNull().references(() => discounts.id, { onDelete: 'cascade' }),
  couponCodeId: bigint('coupon_code_id', { mode: 'number' }).references(() => couponCodes.id, { onDelete: 'set null' }),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  /** Möngö given, positive (the adjustments hold it negative). */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** The adjustments it wrote on the order, removed with it. */
  adjustmentIds: jsonb('adjustment_ids').$type<number[]>().notNull().default([]),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('discount_usages_order_key').on(t.discountId, t.orderId),
  index('discount_usages_user_idx').on(t.discountId, t.userId),
  index('discount_usages_code_idx').on(t.couponCodeId).where(sql`${t.couponCodeId} is not null`),
  index('discount_usages_order_idx').on(t.orderId),
]);

/**
 * Gift cards (§3 Gift card): a code worth `amount`, its `balance` never below zero, mailed to the
 * recipient through the outbox at `scheduledAt` (its message's row says when it was sent).
 */
export const giftCards = pgTable('gift_cards', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  websiteId: bigint('website_id', { mode: 'number' }).references(() => websites.id),
  code: text('code').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  balance: bigint('balance', { mode: 'number' }).notNull(),
  recipientName: text('recipient_name').notNull(),
  recipientEmail: text('recipient_email').notNull(),
  message: text('message'),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  /** The latest email of it in the outbox (issue or resend): its state and sent_at are the card's. */
  outboxId: bigint('outbox_id', { mode: 'number' }),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('gift_cards_code_key').on(t.code),
  index('gift_cards_created_idx').on(t.createdAt),
  index('gift_cards_email_idx').on(sql`lower(${t.recipientEmail})`),
]);

/** A gift card's balance history: what was added or taken, and the balance after, signed möngö. */
export const giftCardTransactions = pgTable('gift_card_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  giftCardId: bigint('gift_card_id', { mode: 'number' }).notNull().references(() => giftCards.id, { onDelete: 'cascade' }),
  /** issue | redeem | refund */
  kind: text('kind').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('gift_card_transactions_card_idx').on(t.giftCardId, t.id)]);

/**
 * The sashka purchase limits (§2 /promotions/amway_limit): per customer, at most `max_quantity`
 * items or `max_amount` möngö of the listed products (skus or ids) over the last `period_days`.
 */
export const amwayLimits = pgTable('amway_limits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  products: jsonb('products').$type<string[]>().notNull().default([]),
  maxQuantity: integer('max_quantity'),
  maxAmount: bigint('max_amount', { mode: 'number' }),
  periodDays: integer('period_days').notNull().default(30),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('amway_limits_name_key').on(t.name)]);
