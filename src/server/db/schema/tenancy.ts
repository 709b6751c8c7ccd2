import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const websites = pgTable('websites', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  index: text('index').notNull(),
  domain: text('domain').notNull(),
  name: text('name').notNull(),
  features: text('features').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('websites_index_key').on(t.index)]);

/** A merchant (organisation) selling on the marketplace: the tenant of §6. */
export const vendors = pgTable('vendors', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  orgName: text('org_name'),
  registry: text('registry'),
  vatPayerNumber: text('vat_payer_number'),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  /** möngö */
  monthlyFee: bigint('monthly_fee', { mode: 'number' }).notNull().default(0),
  contractNumber: text('contract_number'),
  contractDate: date('contract_date', { mode: 'string' }),
  /** `{ main, loan, lending }`, each `{ bank, account, name }` or null */
  bankAccounts: jsonb('bank_accounts').notNull().default({ main: null, loan: null, lending: null }),
  logo: text('logo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('vendors_name_idx').on(t.name)]);

export const websiteMemberships = pgTable('website_memberships', {
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  websiteId: bigint('website_id', { mode: 'number' }).notNull().references(() => websites.id, { onDelete: 'cascade' }),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
}, (t) => [primaryKey({ columns: [t.userId, t.websiteId] })]);

export const vendorMemberships = pgTable('vendor_memberships', {
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull().references(() => vendors.id, { onDelete: 'cascade' }),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
}, (t) => [primaryKey({ columns: [t.userId, t.vendorId] }), index('vendor_memberships_vendor_idx').on(t.vendorId)]);
