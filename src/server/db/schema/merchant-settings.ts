import { bigint, bigserial, boolean, date, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { vendors, websites } from './tenancy.js';
import { users } from './users.js';

/**
 * One vendor's own rows (§2 /settings/contracts, /settings/contacts) and what the system records by
 * itself (§2 /system/sync_log, /system/bounces), each served by the resource kit (src/server/resources).
 */

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A vendor's contract with the marketplace; its number is the vendor's own, one per vendor. */
export const merchantContracts = pgTable('merchant_contracts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull().references(() => vendors.id, { onDelete: 'cascade' }),
  number: text('number').notNull(),
  kind: text('kind').notNull(),
  signedOn: date('signed_on', { mode: 'string' }).notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }),
  commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  /** möngö */
  monthlyFee: bigint('monthly_fee', { mode: 'number' }).notNull().default(0),
  documentUrl: text('document_url'),
  note: text('note'),
  ...stamps(),
}, (t) => [uniqueIndex('merchant_contracts_vendor_number_key').on(t.vendorId, t.number)]);

/** A vendor's contact person (§3 "contacts (position)"). */
export const merchantContacts = pgTable('merchant_contacts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull().references(() => vendors.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: text('position').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  note: text('note'),
  ...stamps(),
}, (t) => [index('merchant_contacts_vendor_idx').on(t.vendorId)]);

/** A vendor's physical store (§2 /merchant_settings/store_locations): its name is the vendor's own, one per vendor. */
export const merchantStoreLocations = pgTable('merchant_store_locations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull().references(() => vendors.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  district: text('district').notNull(),
  khoroo: integer('khoroo').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  hours: text('hours').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  active: boolean('active').notNull().default(true),
  ...stamps(),
}, (t) => [uniqueIndex('merchant_store_locations_vendor_name_key').on(t.vendorId, t.name)]);

/**
 * A vendor's bank accounts as his people asked to change them (§2 /merchant/infos): they take effect
 * only when an admin approves. One pending request per vendor: a new ask replaces the waiting one.
 */
export const vendorBankChanges = pgTable('vendor_bank_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull().references(() => vendors.id, { onDelete: 'cascade' }),
  /** pending | approved | rejected */
  state: text('state').notNull().default('pending'),
  /** The accounts as the organizations' form takes them: [{ kind, bank, account, name }]. */
  bankAccounts: jsonb('bank_accounts').notNull(),
  requestedBy: bigint('requested_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  reason: text('reason'),
}, (t) => [
  index('vendor_bank_changes_vendor_idx').on(t.vendorId, t.id),
  uniqueIndex('vendor_bank_changes_pending_key').on(t.vendorId).where(sql`${t.state} = 'pending'`),
]);

/** The vendors selling on a website (§7 websites merchants, merchant_names). */
export const websiteVendors = pgTable('website_vendors', {
  websiteId: bigint('website_id', { mode: 'number' }).notNull().references(() => websites.id, { onDelete: 'cascade' }),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull().references(() => vendors.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.websiteId, t.vendorId] }), index('website_vendors_vendor_idx').on(t.vendorId)]);

/** Every exchange with an outside system, written by the integrations, read at /system/sync_log. */
export const syncLogs = pgTable('sync_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  integration: text('integration').notNull(),
  direction: text('direction').notNull(),
  entity: text('entity').notNull(),
  reference: text('reference').notNull(),
  status: text('status').notNull(),
  httpStatus: integer('http_status'),
  durationMs: integer('duration_ms'),
  message: text('message').notNull().default(''),
}, (t) => [index('sync_logs_at_idx').on(t.at)]);

/** Mail that came back, written as the mail provider reports it, read at /system/bounces. */
export const emailBounces = pgTable('email_bounces', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  email: text('email').notNull(),
  kind: text('kind').notNull(),
  reason: text('reason').notNull(),
  subject: text('subject').notNull().default(''),
  source: text('source').notNull().default(''),
}, (t) => [index('email_bounces_at_idx').on(t.at), index('email_bounces_email_idx').on(t.email)]);

/**
 * A vendor's storefront on the shop (§7 stores): its names, the kinds of product it sells, its
 * pictures and its delivery fee. One row a vendor, made on its first change.
 */
export const vendorStores = pgTable('vendor_stores', {
  vendorId: bigint('vendor_id', { mode: 'number' }).primaryKey().references(() => vendors.id, { onDelete: 'cascade' }),
  nameEn: text('name_en'),
  nameMn: text('name_mn'),
  categoryTypes: jsonb('category_types').$type<string[]>().notNull().default([]),
  /** The logo is the vendor's own (vendors.logo, §3); these are the storefront's other pictures. */
  banner: text('banner'),
  cover: text('cover'),
  /** möngö a parcel of this store costs to deliver; 0 free. */
  deliveryFee: bigint('delivery_fee', { mode: 'number' }).notNull().default(0),
  /** An order of this store from this total (möngö) is delivered free; null never. */
  freeDeliveryFrom: bigint('free_delivery_from', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
