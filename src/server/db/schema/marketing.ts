import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.js';
import { users } from './users.js';

/**
 * A mass SMS (issue 19): the text as sent, who asked, when, and its recipients in
 * `sms_recipients`, both written in one transaction. `key` is the sender's idempotency key
 * (a re-run of the same `bo sms send`, a second click): one campaign per key and author.
 * scheduled → queued → sending → done; a scheduled or sending one can be cancelled.
 */
export const smsCampaigns = pgTable('sms_campaigns', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key'),
  name: text('name').notNull(),
  /** Latin, as it leaves (§5). */
  body: text('body').notNull(),
  parts: integer('parts').notNull(),
  /** scheduled | queued | sending | done | cancelled */
  state: text('state').notNull(),
  sendAt: timestamp('send_at', { withTimezone: true }),
  /** The job delivering it (jobs kit), made when it falls due. */
  jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
  /** file | filter | one */
  source: text('source').notNull(),
  recipientCount: integer('recipient_count').notNull().default(0),
  sent: integer('sent').notNull().default(0),
  /** Of the sent, those the gateway's delivery report says reached the phone. */
  delivered: integer('delivered').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  /** Per part, in möngö, when it was made: the cost stays what it was even if the price changes. */
  partCost: bigint('part_cost', { mode: 'number' }).notNull().default(0),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('sms_campaigns_key_idx').on(t.authorId, t.key),
  index('sms_campaigns_due_idx').on(t.sendAt).where(sql`${t.state} = 'scheduled'`),
  index('sms_campaigns_created_idx').on(t.createdAt),
]);

/**
 * One phone of a campaign. Its id is the gateway's idempotency key (`sms-<id>`): a message sent
 * again after a crash is folded by the gateway, so no phone gets it twice.
 * queued | sent | delivered (the gateway's delivery report) | failed (with the gateway's words in `error`).
 */
export const smsRecipients = pgTable('sms_recipients', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  campaignId: bigint('campaign_id', { mode: 'number' }).notNull().references(() => smsCampaigns.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  state: text('state').notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  providerMessageId: text('provider_message_id'),
  error: text('error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** When the gateway's delivery report said it reached the phone (state `delivered`). */
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('sms_recipients_campaign_phone_idx').on(t.campaignId, t.phone),
  index('sms_recipients_queue_idx').on(t.campaignId, t.id).where(sql`${t.state} = 'queued'`),
  index('sms_recipients_sent_idx').on(t.sentAt),
]);

/** Phones that asked for no more marketing SMS: never sent to, whatever the list says. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
