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

/** Failed sign-ins per username and per address, for rate limiting across server instances. */
export const authFailures = pgTable('auth_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
