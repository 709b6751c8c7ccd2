import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The console's own notifications (issue 23): one row per user and event, written by the server in
 * the transaction of what happened (an order placed for his vendor, a job of his that ended). `key`
 * names the event's subject (`order:12`, `job:7`): the same event never reaches a user twice.
 * Title and body are made from `params` in the reader's language when listed.
 */
export const userNotifications = pgTable('user_notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** order_new | order_flagged | job_finished | job_failed */
  event: text('event').notNull(),
  key: text('key').notNull(),
  params: jsonb('params').notNull().default({}),
  link: text('link').notNull().default(''),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('user_notifications_event_idx').on(t.userId, t.event, t.key),
  index('user_notifications_user_idx').on(t.userId, t.createdAt),
  index('user_notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
]);

/**
 * A user's choice per event (push, list only, off; an event not named is `push`) and what the
 * §9 push prompt came to: once declined it is not shown again, in any browser.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  events: jsonb('events').notNull().default({}),
  /** accepted | declined; null: never asked */
  pushPrompt: text('push_prompt'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
