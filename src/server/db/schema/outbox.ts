import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { vendors, websites } from './tenancy.js';

/**
 * Messages to the customer (SMS, email), written in the same transaction as the order change that
 * causes them and delivered afterwards by the outbox worker (src/server/outbox): a rolled-back
 * change sends nothing, a committed one is never lost. A row is `pending` until a worker claims it
 * (`sending`, leased to that instance until `claimed_until`), then `sent`, or `failed` once its
 * attempts run out; a lease that expires (its instance died) lets another claim it again, and the
 * row's id travels as the provider's idempotency key so the second try does not send twice.
 */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** sms | email | push (the console's own notifications to staff browsers, issue 23) */
  channel: text('channel').notNull(),
  /** A phone number (sms), an address (email), or `user:<id>` (push: the body holds the devices and the words). */
  recipient: text('recipient').notNull(),
  /** Email only. */
  subject: text('subject'),
  /** The text as sent: Latin within 160 characters for an SMS. */
  body: text('body').notNull(),
  /** order_confirmation | parcel_sent | order_canceled */
  template: text('template').notNull(),
  orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'cascade' }),
  websiteId: bigint('website_id', { mode: 'number' }).references(() => websites.id, { onDelete: 'set null' }),
  /** Set when the message is about one vendor's parcel: a merchant sees only his vendors' messages. */
  vendorId: bigint('vendor_id', { mode: 'number' }).references(() => vendors.id, { onDelete: 'set null' }),
  /** pending | sending | sent | failed */
  state: text('state').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  /** The server instance delivering it, until when. */
  claimedBy: text('claimed_by'),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  lastError: text('last_error'),
  providerMessageId: text('provider_message_id'),
  /** Who asked for it (a resend); null for messages an operation sends by itself. */
  authorId: bigint('author_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [
  index('outbox_order_idx').on(t.orderId, t.id),
  // what the worker claims: due pending rows, and sending rows whose lease ran out
  index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
  index('outbox_lease_idx').on(t.claimedUntil).where(sql`${t.state} = 'sending'`),
]);
