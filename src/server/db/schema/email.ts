import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.js';
import { users } from './users.js';

/**
 * The email audience (issue 20): one row an address (lower case). The shop's customers are copied
 * in by themselves (`source` customer, `user_id` set) before any read of the audience, so they are
 * contacts without an import. A hard bounce (`bounced_at`) or an unsubscribe is never mailed.
 */
export const emailContacts = pgTable('email_contacts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  subscribed: boolean('subscribed').notNull().default(true),
  /** import | customer | manual */
  source: text('source').notNull(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  bouncedAt: timestamp('bounced_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('email_contacts_email_idx').on(t.email),
  uniqueIndex('email_contacts_user_idx').on(t.userId),
  index('email_contacts_tags_idx').using('gin', t.tags),
  index('email_contacts_created_idx').on(t.createdAt),
]);

/** A segment of the audience: rules over the contact, its tags, its orders and its mail events. */
export const emailSegments = pgTable('email_segments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  /** all | any */
  match: text('match').notNull().default('all'),
  rules: jsonb('rules').notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('email_segments_name_idx').on(t.name)]);

/** A campaign's letter template (the kit's resource `campaign_template`). */
export const campaignTemplates = pgTable('campaign_templates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  previewText: text('preview_text').notNull().default(''),
  fromName: text('from_name').notNull(),
  fromEmail: text('from_email').notNull(),
  bodyHtml: text('body_html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('campaign_templates_name_idx').on(t.name)]);

/**
 * An email campaign: its letter (copied from a template), its segment, and once scheduled its
 * recipients in `email_recipients`, fixed in the transaction that schedules it.
 * draft → scheduled → sending → sent; canceled.
 */
export const emailCampaigns = pgTable('email_campaigns', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  state: text('state').notNull().default('draft'),
  segmentId: bigint('segment_id', { mode: 'number' }).references(() => emailSegments.id, { onDelete: 'set null' }),
  templateId: bigint('template_id', { mode: 'number' }).references(() => campaignTemplates.id, { onDelete: 'set null' }),
  subject: text('subject').notNull(),
  previewText: text('preview_text').notNull().default(''),
  fromName: text('from_name').notNull(),
  fromEmail: text('from_email').notNull(),
  bodyHtml: text('body_html').notNull(),
  sendAt: timestamp('send_at', { withTimezone: true }),
  /** Where the tracking links point (the console's address when it was scheduled). */
  trackingBase: text('tracking_base'),
  jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
  recipientCount: integer('recipient_count').notNull().default(0),
  sent: integer('sent').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  index('email_campaigns_due_idx').on(t.sendAt).where(sql`${t.state} = 'scheduled'`),
  index('email_campaigns_created_idx').on(t.createdAt),
]);

/**
 * One address of a campaign, once (unique per campaign and contact). Its id is the letter's
 * Message-ID and the tracking tokens' subject. queued | sent | failed | skipped (unsubscribed or
 * bounced after it was scheduled).
 */
export const emailRecipients = pgTable('email_recipients', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  campaignId: bigint('campaign_id', { mode: 'number' }).notNull().references(() => emailCampaigns.id, { onDelete: 'cascade' }),
  contactId: bigint('contact_id', { mode: 'number' }).notNull().references(() => emailContacts.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  state: text('state').notNull().default('queued'),
  error: text('error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('email_recipients_campaign_contact_idx').on(t.campaignId, t.contactId),
  index('email_recipients_queue_idx').on(t.campaignId, t.id).where(sql`${t.state} = 'queued'`),
]);

/** What happened to a letter: sent, open, click (with its url), unsubscribe, bounce. */
export const emailEvents = pgTable('email_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  contactId: bigint('contact_id', { mode: 'number' }).references(() => emailContacts.id, { onDelete: 'cascade' }),
  campaignId: bigint('campaign_id', { mode: 'number' }).references(() => emailCampaigns.id, { onDelete: 'cascade' }),
  recipientId: bigint('recipient_id', { mode: 'number' }),
  email: text('email').notNull(),
  url: text('url'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('email_events_campaign_idx').on(t.campaignId, t.kind),
  index('email_events_contact_idx').on(t.contactId, t.kind, t.at),
  index('email_events_at_idx').on(t.at),
]);

/** The key of the tracking tokens: one row, made on first use, shared by every server instance. */
export const emailTrackingKeys = pgTable('email_tracking_keys', {
  id: integer('id').primaryKey(),
  secret: text('secret').notNull(),
});
