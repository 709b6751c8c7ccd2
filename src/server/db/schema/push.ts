import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.js';
import { users } from './users.js';

/**
 * A browser or app that may receive push (issue 19, §3 devices): its id is the provider's
 * (OneSignal's player/subscription id). Kept from the provider by `push.devices_sync` and from the
 * v2 "link device" call, which also ties it to one of our users.
 */
export const pushDevices = pgTable('push_devices', {
  id: text('id').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  model: text('model').notNull().default(''),
  browser: text('browser').notNull().default(''),
  version: text('version').notNull().default(''),
  lastActive: timestamp('last_active', { withTimezone: true }),
  subscribed: boolean('subscribed').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('push_devices_user_idx').on(t.userId)]);

/** A push segment: rules over device and user fields, all of which a device must match. */
export const pushSegments = pgTable('push_segments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  rules: jsonb('rules').notNull().default([]),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('push_segments_name_idx').on(sql`lower(${t.name})`)]);

/**
 * A push notification (§3, §5 rules): scheduled → queued → sending → sent (or failed), or a
 * scheduled one cancelled. `externalId` is made with the row; each batch sent to the provider
 * carries a key derived from it, so a retried send job is folded by the provider, never sent twice.
 */
export const pushNotifications = pgTable('push_notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  externalId: text('external_id').notNull(),
  name: text('name').notNull(),
  titleEn: text('title_en').notNull(),
  titleMn: text('title_mn').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyMn: text('body_mn').notNull(),
  url: text('url').notNull().default(''),
  image: text('image').notNull().default(''),
  ttl: integer('ttl').notNull(),
  isChromeWeb: boolean('is_chrome_web').notNull().default(true),
  isSafari: boolean('is_safari').notNull().default(true),
  isFirefox: boolean('is_firefox').notNull().default(true),
  segmentId: bigint('segment_id', { mode: 'number' }).references(() => pushSegments.id, { onDelete: 'set null' }),
  /** To one customer's subscribed devices instead of a segment (an automation run's push). */
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  state: text('state').notNull(),
  sendAt: timestamp('send_at', { withTimezone: true }),
  jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
  recipients: integer('recipients').notNull().default(0),
  /** Read back from the provider (successful, received, converted), last seen. */
  sent: integer('sent').notNull().default(0),
  delivered: integer('delivered').notNull().default(0),
  clicked: integer('clicked').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  error: text('error'),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('push_notifications_external_idx').on(t.externalId),
  index('push_notifications_due_idx').on(t.sendAt).where(sql`${t.state} = 'scheduled'`),
]);

/**
 * The devices a notification goes to, frozen when its send starts; `providerId` is the provider's
 * notification of the batch that took the device (null: not sent yet).
 */
export const pushNotificationDevices = pgTable('push_notification_devices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  notificationId: bigint('notification_id', { mode: 'number' }).notNull().references(() => pushNotifications.id, { onDelete: 'cascade' }),
  deviceId: text('device_id').notNull(),
  providerId: text('provider_id'),
}, (t) => [
  uniqueIndex('push_notification_devices_idx').on(t.notificationId, t.deviceId),
  index('push_notification_devices_queue_idx').on(t.notificationId, t.id).where(sql`${t.providerId} is null`),
]);
