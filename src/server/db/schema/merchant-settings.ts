import { bigint, bigserial, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { vendors, websites } from './tenancy.js';

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
