import { bigserial, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * API clients of the shop (§2 /system/applications): the storefront, the mobile app, a partner.
 * Only the key's SHA-256 is kept, and its first characters to recognise it by; the key itself is
 * answered once, by the call that makes it.
 */
export const apiApplications = pgTable('api_applications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  active: boolean('active').notNull().default(true),
  keyPrefix: text('key_prefix').notNull().default(''),
  keyHash: text('key_hash').notNull().default(''),
  keyCreatedAt: timestamp('key_created_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('api_applications_name_key').on(t.name), index('api_applications_key_hash_idx').on(t.keyHash)]);

/**
 * Connections to the shop's ERP (§2 /system/erp_integrations): where it answers and how to sign in.
 * `secret` (a password or token) is written, never read back by any answer.
 */
export const erpIntegrations = pgTable('erp_integrations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  endpoint: text('endpoint').notNull(),
  auth: text('auth').notNull().default('none'),
  username: text('username'),
  secret: text('secret'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('erp_integrations_name_key').on(t.name)]);

/** The e-ticket's printed page per kind (§2 /system/e_ticket_templates): Handlebars HTML with the ticket's placeholders. */
export const eTicketTemplates = pgTable('e_ticket_templates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  html: text('html').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('e_ticket_templates_code_key').on(t.code)]);
