import { z } from 'zod';
import { zBool, zDateTime, zId } from '../schema/common.js';
import { defineCommand } from './define.js';

/**
 * The console's own notifications (issue 23, spec §1 "Push notifications are supported", §9 push
 * prompt): events that concern one staff user, kept 30 days in his list in the header and, when
 * his settings say so, pushed to the browsers he linked. Part of the `users` area (his profile).
 */
export const NOTIFICATION_EVENTS = ['order_new', 'order_flagged', 'return_received', 'job_finished', 'job_failed', 'transfer_waiting'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Per event: pushed to his browsers (and listed), only listed in the console, or not at all. */
export const DELIVERIES = ['push', 'list', 'off'] as const;
export type Delivery = (typeof DELIVERIES)[number];

/** How long the list keeps a notification. */
export const NOTIFICATION_DAYS = 30;

/** What the §9 prompt came to: accepted (this browser asked the permission) or declined; null: never asked. */
export const PUSH_PROMPT = ['accepted', 'declined'] as const;

/** §9: the push prompt shows 10 s after the console loads. */
export const PUSH_PROMPT_DELAY_MS = 10_000;

/**
 * The prompt's wait: 10 s, or `?push_prompt_ms=` (shorter only) on the page the console loaded
 * with, so a browser test need not sit out the full wait; the default never changes.
 */
export function promptDelay(search: string): number {
  const asked = Number(new URLSearchParams(search).get('push_prompt_ms'));
  return Number.isFinite(asked) && asked > 0 ? Math.min(asked, PUSH_PROMPT_DELAY_MS) : PUSH_PROMPT_DELAY_MS;
}

export const notificationSchema = z.object({
  id: z.number().int(),
  event: z.enum(NOTIFICATION_EVENTS),
  /** Filled in the reader's language. */
  title: z.string(),
  body: z.string(),
  /** Where it leads in the console (a path), or empty. */
  link: z.string(),
  params: z.record(z.string(), z.string()),
  read_at: zDateTime.nullable(),
  created_at: zDateTime,
});
export type UserNotification = z.infer<typeof notificationSchema>;

const eventsSchema = z.object(Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, z.enum(DELIVERIES)])) as Record<NotificationEvent, z.ZodEnum<{ push: 'push'; list: 'list'; off: 'off' }>>);

export const notificationSettingsSchema = z.object({
  events: eventsSchema,
  push_prompt: z.enum(PUSH_PROMPT).nullable(),
  /** Whether this server can push at all (a provider and its web push key configured). */
  push_available: z.boolean(),
  /** The provider's public VAPID key a browser subscribes with; null without push. */
  vapid_public_key: z.string().nullable(),
  /** The browsers he linked that can still receive a push. */
  devices: z.number().int(),
});

export const notificationList = defineCommand({
  id: 'notification.list', area: 'users', kind: 'query', roles: true,
  http: { method: 'GET', path: 'users/notifications' },
  input: z.object({ unread: zBool.optional() }),
  output: z.object({ items: z.array(notificationSchema), unread: z.number().int() }),
  ui: { title: 'commands.notification.list', keywords: ['notifications', 'bell', 'unread', 'мэдэгдэл'] },
  cli: { verb: ['notifications', 'list'], columns: ['id', 'created_at', 'title', 'body', 'read_at'] },
});

export const notificationRead = defineCommand({
  id: 'notification.read', area: 'users', kind: 'mutation', roles: true,
  http: { method: 'POST', path: 'users/notifications/read' },
  input: z.object({ id: zId.optional(), every: zBool.optional() })
    .refine((v) => v.id !== undefined || v.every === true, { message: 'name a notification, or every: true for all of them', path: ['id'] }),
  output: z.object({ read: z.number().int(), unread: z.number().int() }),
  ui: { title: 'commands.notification.read', keywords: ['mark read', 'notifications', 'уншсан'] },
  cli: { verb: ['notifications', 'read'], positionals: ['id'] },
});

export const notificationSettingsGet = defineCommand({
  id: 'notification_settings.get', area: 'users', kind: 'query', roles: true,
  http: { method: 'GET', path: 'users/notification_settings' },
  input: z.object({}),
  output: z.object({ settings: notificationSettingsSchema }),
  ui: { title: 'commands.notification_settings.get', keywords: ['notification settings', 'push', 'мэдэгдлийн тохиргоо'] },
  cli: { verb: ['notifications', 'settings'] },
});

export const notificationSettingsUpdate = defineCommand({
  id: 'notification_settings.update', area: 'users', kind: 'mutation', roles: true,
  http: { method: 'PUT', path: 'users/notification_settings' },
  input: z.object({ events: eventsSchema.partial().optional(), push_prompt: z.enum(PUSH_PROMPT).optional() }),
  output: z.object({ settings: notificationSettingsSchema }),
  ui: { title: 'commands.notification_settings.update', keywords: ['notification settings', 'push', 'opt out', 'мэдэгдлийн тохиргоо'] },
  cli: { verb: ['notifications', 'settings-update'] },
});

export const notificationCommands = { notificationList, notificationRead, notificationSettingsGet, notificationSettingsUpdate };
