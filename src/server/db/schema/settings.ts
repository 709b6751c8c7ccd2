import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The Settings' plain resources (§2 /settings/…), served by the resource kit (src/server/resources). */

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Countries, UB districts and khoroos, each under its parent; a zone with zones under it is not deleted (restrict). */
export const zones = pgTable('zones', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  kind: text('kind').notNull(),
  parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => zones.id, { onDelete: 'restrict' }),
  ...stamps(),
}, (t) => [uniqueIndex('zones_parent_code_key').on(t.parentId, t.code)]);

/** A size chart: its rows kept whole, as the form edits and the storefront shows them. */
export const sizingGuides = pgTable('sizing_guides', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  rows: jsonb('rows').$type<{ size: string; chest?: number | null; waist?: number | null; hips?: number | null; length?: number | null }[]>().notNull(),
  ...stamps(),
}, (t) => [uniqueIndex('sizing_guides_name_key').on(t.name)]);

/** An email the shop sends (order confirmation, shipped, password reset…), in Handlebars, in each language. */
export const emailTemplates = pgTable('email_templates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  subjectEn: text('subject_en').notNull(),
  subjectMn: text('subject_mn').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyMn: text('body_mn').notNull(),
  ...stamps(),
}, (t) => [uniqueIndex('email_templates_code_key').on(t.code)]);

/** An SMS the shop sends, in Handlebars; both languages in Latin letters (§5). */
export const smsTemplates = pgTable('sms_templates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyMn: text('body_mn').notNull(),
  ...stamps(),
}, (t) => [uniqueIndex('sms_templates_code_key').on(t.code)]);

/** How customers pay: a provider's merchant id and its certificate, kept in base64 (§5). */
export const paymentMethods = pgTable('payment_methods', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  provider: text('provider').notNull().default(''),
  merchantId: text('merchant_id').notNull().default(''),
  certificate: text('certificate').notNull().default(''),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  ...stamps(),
}, (t) => [uniqueIndex('payment_methods_code_key').on(t.code)]);

/** A way an order is delivered (courier in the city, post to the provinces, pick-up). */
export const shippingMethods = pgTable('shipping_methods', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  carrier: text('carrier').notNull().default(''),
  deliveryDays: integer('delivery_days').notNull().default(1),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  ...stamps(),
}, (t) => [uniqueIndex('shipping_methods_code_key').on(t.code)]);

/** What products ship as (small parcel, bulky, fragile): a rate prices a method for one. */
export const shippingCategories = pgTable('shipping_categories', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  description: text('description').notNull().default(''),
  ...stamps(),
}, (t) => [uniqueIndex('shipping_categories_code_key').on(t.code)]);

/** The price of a method for a category in a zone, in möngö; free from `free_over` when set. A zone or category in use is not deleted. */
export const shippingRates = pgTable('shipping_rates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  shippingMethodId: bigint('shipping_method_id', { mode: 'number' }).notNull().references(() => shippingMethods.id, { onDelete: 'cascade' }),
  zoneId: bigint('zone_id', { mode: 'number' }).notNull().references(() => zones.id, { onDelete: 'restrict' }),
  shippingCategoryId: bigint('shipping_category_id', { mode: 'number' }).notNull().references(() => shippingCategories.id, { onDelete: 'restrict' }),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  freeOver: bigint('free_over', { mode: 'number' }),
  deliveryNote: text('delivery_note').notNull().default(''),
  ...stamps(),
}, (t) => [index('shipping_rates_zone_idx').on(t.zoneId), index('shipping_rates_method_idx').on(t.shippingMethodId)]);

/** A corporate bank account of the shop; `api_secret` is written, never read back out (has_credentials is). */
export const corporateAccounts = pgTable('corporate_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bank: text('bank').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  currency: text('currency').notNull().default('MNT'),
  apiUsername: text('api_username').notNull().default(''),
  apiSecret: text('api_secret').notNull().default(''),
  active: boolean('active').notNull().default(true),
  /** Minutes between the statement's scheduled imports (a job each); 0: only on demand. */
  importEveryMinutes: integer('import_every_minutes').notNull().default(15),
  /** When the scheduler next imports it; null: at its next look. Claimed by a conditional update. */
  nextImportAt: timestamp('next_import_at', { withTimezone: true }),
  ...stamps(),
}, (t) => [uniqueIndex('corporate_accounts_account_number_key').on(t.accountNumber)]);
