import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { outbox } from './outbox.js';
import { websites } from './tenancy.js';
import { users } from './users.js';

/**
 * Messages people send from the storefront's contact form (§2 /u/contact_forms, §7 contact_forms):
 * support reads them, gives one to a colleague, answers by email through the outbox and closes it.
 */
export const contactForms = pgTable('contact_forms', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  websiteId: bigint('website_id', { mode: 'number' }).references(() => websites.id),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
  /** open | closed */
  state: text('state').notNull().default('open'),
  readAt: timestamp('read_at', { withTimezone: true }),
  assigneeId: bigint('assignee_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('contact_forms_created_idx').on(t.createdAt)]);

/** The answers sent to one message, each an email in the outbox. */
export const contactFormReplies = pgTable('contact_form_replies', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  contactFormId: bigint('contact_form_id', { mode: 'number' }).notNull().references(() => contactForms.id, { onDelete: 'cascade' }),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  outboxId: bigint('outbox_id', { mode: 'number' }).references(() => outbox.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('contact_form_replies_form_idx').on(t.contactFormId)]);
