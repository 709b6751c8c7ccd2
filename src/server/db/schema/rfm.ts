import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { emailTemplates, smsTemplates } from './settings.js';

/**
 * Derived data, rebuilt from the orders at will: UNLOGGED (the migration says so; drizzle cannot),
 * like `rfm_runs`, so a full refresh writes no WAL for its 100,000s of rows, and a crash empties
 * both together (the next refresh is then a full one). No foreign key: no check per row either.
 *
 * A website's customers scored by RFM (issue 20): the sums of their placed orders (completed, neither
 * canceled nor returned) and their quintiles, written by the refresh (src/server/areas/marketing/rfm.ts).
 * `customer` is `rfm_customer_key()` of an order: `u:<user id>`, or `p:<phone>` for a guest.
 * `cell_since`: when the customer came into `cell` (from `prev_cell`, null the first time).
 */
export const rfmCustomers = pgTable('rfm_customers', {
  websiteId: bigint('website_id', { mode: 'number' }).notNull(),
  customer: text('customer').notNull(),
  userId: bigint('user_id', { mode: 'number' }),
  name: text('name'),
  phone: text('phone'),
  email: text('email'),
  orders: integer('orders').notNull(),
  revenue: bigint('revenue', { mode: 'number' }).notNull(),
  firstOrderAt: timestamp('first_order_at', { withTimezone: true }).notNull(),
  lastOrderAt: timestamp('last_order_at', { withTimezone: true }).notNull(),
  r: smallint('r').notNull().default(0),
  f: smallint('f').notNull().default(0),
  m: smallint('m').notNull().default(0),
  cell: text('cell'),
  prevCell: text('prev_cell'),
  cellSince: timestamp('cell_since', { withTimezone: true }),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.websiteId, t.customer] })]);

/** Each website's last refresh. */
export const rfmRuns = pgTable('rfm_runs', {
  websiteId: bigint('website_id', { mode: 'number' }).primaryKey(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  /** Customers whose sums were read again, and how long it took. */
  changed: integer('changed').notNull().default(0),
  ms: integer('ms').notNull().default(0),
});

/**
 * Customers whose orders changed since their last scoring: an order's trigger writes them (the
 * migration's `rfm_orders_changed`), the refresh takes them in its transaction.
 */
export const rfmDirty = pgTable('rfm_dirty', {
  websiteId: bigint('website_id', { mode: 'number' }).notNull(),
  customer: text('customer').notNull(),
}, (t) => [primaryKey({ columns: [t.websiteId, t.customer] })]);

/**
 * Automation rules (issue 20): the resource kit's table for `automation_rule`
 * (src/shared/commands/marketing/automation.ts); evaluated by src/server/areas/marketing/automation.ts.
 */
export const automationRules = pgTable('automation_rules', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  trigger: text('trigger').notNull(),
  threshold: integer('threshold').notNull().default(30),
  rfmCell: text('rfm_cell'),
  delayHours: integer('delay_hours').notNull().default(0),
  channel: text('channel').notNull(),
  emailTemplateId: bigint('email_template_id', { mode: 'number' }).references(() => emailTemplates.id, { onDelete: 'set null' }),
  smsTemplateId: bigint('sms_template_id', { mode: 'number' }).references(() => smsTemplates.id, { onDelete: 'set null' }),
  /** Channel push: the notification's title and text (handlebars over the customer), and where a tap leads. */
  pushTitle: text('push_title'),
  pushBody: text('push_body'),
  pushUrl: text('push_url'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One occurrence of a rule's trigger for one customer: made once (the unique key), then `sent`
 * (its message queued in the outbox in the same transaction) or `skipped` with the reason.
 */
export const automationRuns = pgTable('automation_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ruleId: bigint('rule_id', { mode: 'number' }).notNull().references(() => automationRules.id, { onDelete: 'cascade' }),
  /** `rfm_customer_key()`: `u:<user id>` or `p:<phone>`. */
  customer: text('customer').notNull(),
  /** What happened, once: `order:<id>`, `cart:<id>`, `birthday:<year>`, `cell:<cell>:<since>`, `quiet:<last order>`. */
  occurrence: text('occurrence').notNull(),
  websiteId: bigint('website_id', { mode: 'number' }),
  /** The order that gave the contact (a guest's phone and email), if any. */
  orderId: bigint('order_id', { mode: 'number' }),
  recipient: text('recipient'),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  state: text('state').notNull().default('waiting'),
  reason: text('reason'),
  outboxId: bigint('outbox_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  doneAt: timestamp('done_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('automation_runs_once_idx').on(t.ruleId, t.customer, t.occurrence),
  index('automation_runs_due_idx').on(t.dueAt).where(sql`${t.state} = 'waiting'`),
  index('automation_runs_sent_idx').on(t.customer, t.doneAt).where(sql`${t.state} = 'sent'`),
  index('automation_runs_created_idx').on(t.createdAt),
]);
