import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A mutation's stored answer, so a retried request with the same key is not applied twice. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  commandId: text('command_id').notNull(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  response: jsonb('response').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)]);

/** One row for every mutation that succeeded: who, what, on which tenant, with which input. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  commandId: text('command_id').notNull(),
  /** What it acted on, e.g. `user:42`, when the handler says. */
  target: text('target'),
  vendorId: bigint('vendor_id', { mode: 'number' }),
  websiteId: bigint('website_id', { mode: 'number' }),
  input: jsonb('input').notNull(),
  ip: text('ip'),
}, (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.target), index('audit_log_user_idx').on(t.userId)]);

/**
 * Failed sign-ins of one username from one address, counted in the database so every instance
 * agrees. A username's failures from everywhere slow it down; the rows of one address over many
 * usernames are a spray. Facebook sign-in, which has no username, counts under ''.
 */
export const signInFailures = pgTable('sign_in_failures', {
  ip: text('ip').notNull(),
  username: text('username').notNull(),
  count: integer('count').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.ip, t.username] }),
  index('sign_in_failures_username_idx').on(t.username),
  index('sign_in_failures_last_failed_idx').on(t.lastFailedAt),
]);

/** Where a user signed in from: the right password from such an address passes while others slow his account. */
export const signInAddresses = pgTable('sign_in_addresses', {
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  ip: text('ip').notNull(),
  lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.ip] })]);
