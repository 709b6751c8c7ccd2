import { z } from 'zod';
import type { Role } from '../../roles/roles.js';
import { zBool, zDateTime, zId, zText } from '../../schema/common.js';
import { jobSchema } from '../../schema/jobs.js';
import { listInput, listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';

/** §2 push routes [marketing, admin]. */
export const PUSH_ROLES: readonly Role[] = ['marketing', 'admin'];

/** §5 / §9: time to live in seconds. */
export const PUSH_TTL_DEFAULT = 259_200;
export const PUSH_TTL_MAX = 2_419_200;

export const PUSH_STATES = ['scheduled', 'queued', 'sending', 'sent', 'failed', 'cancelled'] as const;

/** §5: recommended at least 360×180, 2:1. A warning key when an image of this size falls short (null: fine). */
export function pushImageWarning(width: number, height: number): 'small' | 'ratio' | null {
  if (width < 360 || height < 180) return 'small';
  return Math.abs(width / height - 2) > 0.05 ? 'ratio' : null;
}

/** §5: the launch URL is a path starting with a slash, an https address, or empty. */
const zLaunchUrl = z.string().trim().max(2000)
  .refine((v) => v === '' || v.startsWith('/') || /^https:\/\/[^\s]+$/.test(v), 'must start with a slash or https://, or be empty');
/** §5: the image is an https URL (or none). */
const zImage = z.string().trim().max(2000).refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'must be an https URL');

/** What a device is matched on: its own fields and its user's. */
export const SEGMENT_FIELDS = ['browser', 'model', 'version', 'subscribed', 'active_days', 'linked', 'user_email'] as const;
export const SEGMENT_OPS = ['eq', 'not_eq', 'cont', 'lteq', 'gteq'] as const;
export const segmentRuleSchema = z.object({
  field: z.enum(SEGMENT_FIELDS),
  op: z.enum(SEGMENT_OPS),
  value: z.string().trim().max(200),
});

export const segmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rules: z.array(segmentRuleSchema),
  /** Matching devices now. */
  devices: z.number().int(),
  created_at: zDateTime,
  updated_at: zDateTime,
});

export const deviceSchema = z.object({
  id: z.string(),
  user_id: z.number().int().nullable(),
  user_email: z.string().nullable(),
  model: z.string(),
  browser: z.string(),
  version: z.string(),
  last_active: zDateTime.nullable(),
  subscribed: z.boolean(),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title_en: z.string(), title_mn: z.string(), body_en: z.string(), body_mn: z.string(),
  url: z.string(), image: z.string(), ttl: z.number().int(),
  is_chrome_web: z.boolean(), is_safari: z.boolean(), is_firefox: z.boolean(),
  segment_id: z.number().int().nullable(), segment_name: z.string().nullable(),
  state: z.enum(PUSH_STATES),
  send_at: zDateTime.nullable(), job_id: z.number().int().nullable(),
  recipients: z.number().int(), sent: z.number().int(), delivered: z.number().int(), clicked: z.number().int(), failed: z.number().int(),
  error: z.string().nullable(), author_email: z.string().nullable(), created_at: zDateTime, sent_at: zDateTime.nullable(),
});

/** §5's rules of a push, as the create form and the segment's push form take them. */
const composeFields = {
  name: zText(120).optional(),
  title_en: zText(200).pipe(z.string().min(1, 'write the title')),
  title_mn: zText(200).pipe(z.string().min(1, 'write the title')),
  body_en: zText(2000).pipe(z.string().min(1, 'write the message')),
  body_mn: zText(2000).pipe(z.string().min(1, 'write the message')),
  url: zLaunchUrl.default(''),
  image: zImage.default(''),
  ttl: z.coerce.number().int().min(1).max(PUSH_TTL_MAX, `at most ${PUSH_TTL_MAX} seconds (28 days)`).default(PUSH_TTL_DEFAULT),
  is_chrome_web: zBool.default(true),
  is_safari: zBool.default(true),
  is_firefox: zBool.default(true),
  send_at: zDateTime.optional(),
};
const sendAnswer = z.object({ notification: notificationSchema, job: jobSchema.nullable() });

/** §7 one_signal app: the provider's app and how many devices it can reach. */
export const pushApp = defineCommand({
  id: 'push.app', area: 'marketing', kind: 'query', roles: PUSH_ROLES,
  http: { method: 'GET', path: 'marketing/push/app' },
  input: z.object({}),
  output: z.object({ id: z.string(), name: z.string(), players: z.number().int(), messageable_players: z.number().int(), devices: z.number().int(), subscribed: z.number().int() }),
  ui: { title: 'commands.marketing.push.app', keywords: ['onesignal', 'push app', 'push мэдэгдэл'] },
  cli: { verb: ['push', 'app'] },
});

/** §7 one_signal devices, §3 devices: the devices kept here. */
export const pushDevices = defineCommand({
  id: 'push.devices', area: 'marketing', kind: 'query', roles: PUSH_ROLES,
  http: { method: 'GET', path: 'marketing/push/devices' },
  input: listInput({ filters: { browser: 'text', model: 'text', subscribed: 'bool', last_active: 'date' }, sorts: ['last_active'] }),
  output: listOutput(deviceSchema),
  ui: { title: 'commands.marketing.push.devices', keywords: ['push devices', 'subscribers', 'төхөөрөмж'] },
  cli: { verb: ['push', 'devices'], columns: ['id', 'model', 'browser', 'version', 'last_active', 'subscribed', 'user_email'] },
});

/** The devices read again from the provider, page by page, by a job of the jobs kit. */
export const pushDevicesSync = defineCommand({
  id: 'push.devices_sync', area: 'marketing', kind: 'mutation', roles: PUSH_ROLES,
  http: { method: 'POST', path: 'marketing/push/devices/sync' },
  input: z.object({}),
  output: z.object({ job: jobSchema }),
  ui: { title: 'commands.marketing.push.devices_sync', keywords: ['sync devices', 'onesignal', 'төхөөрөмж шинэчлэх'] },
  cli: { verb: ['push', 'devices-sync'] },
});

/** §3 push browser flags: the browsers a web push can reach, as a device says which it is. */
export const PUSH_BROWSERS = ['chrome', 'safari', 'firefox'] as const;

/**
 * §7 v2 user API, link device: the caller's device (playerId) tied to him, per browser. A console
 * browser that has no player id yet sends its web push subscription instead (endpoint and keys):
 * the server makes it a device of the provider's app and links that (issue 23).
 */
export const pushLinkDevice = defineCommand({
  id: 'push.link_device', area: 'marketing', kind: 'mutation', roles: true,
  http: { method: 'POST', path: 'users/devices' },
  input: z.object({
    player_id: z.string().trim().min(1).max(100).regex(/^[\w-]+$/, 'letters, digits, _ and - only').optional(),
    browser: z.enum(PUSH_BROWSERS).optional(),
    endpoint: z.url({ protocol: /^https?$/ }).max(2000).optional(),
    p256dh: z.string().trim().min(1).max(200).optional(),
    auth: z.string().trim().min(1).max(100).optional(),
  }).refine((v) => v.player_id !== undefined || (v.endpoint !== undefined && v.p256dh !== undefined && v.auth !== undefined && v.browser !== undefined),
    { message: 'give the player id, or the subscription (endpoint, p256dh, auth) and its browser', path: ['player_id'] }),
  output: z.object({ device: deviceSchema }),
  ui: { title: 'commands.marketing.push.link_device', keywords: ['link device', 'player id', 'төхөөрөмж холбох'] },
  cli: { verb: ['push', 'link-device'], positionals: ['player_id'] },
});

const segmentFields = { name: zText(120).pipe(z.string().min(1, 'name the segment')), rules: z.array(segmentRuleSchema).max(20).default([]) };
const segmentAnswer = z.object({ segment: segmentSchema.nullable(), devices: z.number().int(), saved: z.boolean() });

/** §7 one_signal_segments. */
export const pushSegments = defineCommand({
  id: 'push.segments', area: 'marketing', kind: 'query', roles: PUSH_ROLES,
  http: { method: 'GET', path: 'marketing/push/segments' },
  input: listInput({ filters: { name: 'text', created_at: 'date' }, sorts: ['name', 'created_at'] }),
  output: listOutput(segmentSchema),
  ui: { title: 'commands.marketing.push.segments', keywords: ['push segments', 'сегмент'] },
  cli: { verb: ['push', 'segments'], columns: ['id', 'name', 'devices', 'updated_at'] },
});

export const pushSegmentGet = defineCommand({
  id: 'push.segment_get', area: 'marketing', kind: 'query', roles: PUSH_ROLES,
  http: { method: 'GET', path: 'marketing/push/segments/:id' },
  input: z.object({ id: zId }),
  output: z.object({ segment: segmentSchema }),
  ui: { title: 'commands.marketing.push.segment_get', keywords: ['push segment'] },
  cli: { verb: ['push', 'segment'], positionals: ['id'] },
});

/** `preview`: the matching devices counted, nothing saved. */
export const pushSegmentCreate = defineCommand({
  id: 'push.segment_create', area: 'marketing', kind: 'mutation', roles: PUSH_ROLES,
  http: { method: 'POST', path: 'marketing/push/segments' },
  input: z.object({ ...segmentFields, preview: zBool.default(false) }),
  output: segmentAnswer,
  ui: { title: 'commands.marketing.push.segment_create', keywords: ['new segment', 'сегмент үүсгэх'] },
  cli: { verb: ['push', 'segment-create'] },
});

export const pushSegmentUpdate = defineCommand({
  id: 'push.segment_update', area: 'marketing', kind: 'mutation', roles: PUSH_ROLES,
  http: { method: 'PUT', path: 'marketing/push/segments/:id' },
  input: z.object({ id: zId, ...segmentFields, preview: zBool.default(false) }),
  output: segmentAnswer,
  ui: { title: 'commands.marketing.push.segment_update', keywords: ['edit segment', 'сегмент засах'] },
  cli: { verb: ['push', 'segment-update'], positionals: ['id'] },
});

export const pushSegmentDelete = defineCommand({
  id: 'push.segment_delete', area: 'marketing', kind: 'mutation', roles: PUSH_ROLES, danger: true,
  http: { method: 'DELETE', path: 'marketing/push/segments/:id' },
  input: z.object({ id: zId }),
  output: z.object({ id: z.number().int(), deleted: z.boolean() }),
  ui: { title: 'commands.marketing.push.segment_delete', keywords: ['delete segment', 'сегмент устгах'] },
  cli: { verb: ['push', 'segment-delete'], positionals: ['id'] },
});

/** §7 one_signal history. */
export const pushNotifications = defineCommand({
  id: 'push.notifications', area: 'marketing', kind: 'query', roles: PUSH_ROLES,
  http: { method: 'GET', path: 'marketing/push/notifications' },
  input: listInput({ filters: { state: 'text', name: 'text', segment_id: 'number', created_at: 'date' }, sorts: ['created_at'] }),
  output: listOutput(notificationSchema),
  ui: { title: 'commands.marketing.push.notifications', keywords: ['push history', 'notifications', 'мэдэгдлийн түүх'] },
  cli: { verb: ['push', 'history'], columns: ['id', 'name', 'state', 'segment_name', 'recipients', 'sent', 'clicked', 'send_at', 'created_at'] },
});

/** §7 one_signal get: sent, delivered and clicked read back from the provider once sent. */
export const pushNotificationGet = defineCommand({
  id: 'push.notification_get', area: 'marketing', kind: 'query', roles: PUSH_ROLES,
  http: { method: 'GET', path: 'marketing/push/notifications/:id' },
  input: z.object({ id: zId }),
  output: z.object({ notification: notificationSchema, live: z.boolean() }),
  ui: { title: 'commands.marketing.push.notification_get', keywords: ['push detail', 'clicked', 'delivered'] },
  cli: { verb: ['push', 'get'], positionals: ['id'] },
});

/**
 * §7 one_signal push: a notification to a segment (or every subscribed device), sent now (a job of
 * the jobs kit) or at `send_at`. Under one Idempotency-Key a retried request answers the first.
 */
export const pushNotificationCreate = defineCommand({
  id: 'push.notification_create', area: 'marketing', kind: 'mutation', roles: PUSH_ROLES,
  http: { method: 'POST', path: 'marketing/push/notifications' },
  input: z.object({ ...composeFields, segment_id: zId.optional() }),
  output: sendAnswer,
  ui: { title: 'commands.marketing.push.notification_create', keywords: ['send push', 'push notification', 'мэдэгдэл илгээх'] },
  cli: { verb: ['push', 'create'] },
});

/** §2 /marketing/segments/{id}/push: the same, to this segment. */
export const pushSegmentPush = defineCommand({
  id: 'push.segment_push', area: 'marketing', kind: 'mutation', roles: PUSH_ROLES,
  http: { method: 'POST', path: 'marketing/push/segments/:id/push' },
  input: z.object({ id: zId, ...composeFields }),
  output: sendAnswer,
  ui: { title: 'commands.marketing.push.segment_push', keywords: ['push to segment', 'сегментэд илгээх'] },
  cli: { verb: ['push', 'segment-push'], positionals: ['id'] },
});

/** §7 one_signal delete: a scheduled notification is not sent; one sent or under way cannot be (409). */
export const pushNotificationDelete = defineCommand({
  id: 'push.notification_delete', area: 'marketing', kind: 'mutation', roles: PUSH_ROLES, danger: true,
  http: { method: 'DELETE', path: 'marketing/push/notifications/:id' },
  input: z.object({ id: zId }),
  output: z.object({ notification: notificationSchema }),
  ui: { title: 'commands.marketing.push.notification_delete', keywords: ['cancel push', 'delete push', 'мэдэгдэл устгах'] },
  cli: { verb: ['push', 'delete'], positionals: ['id'] },
});

export const pushCommands = {
  pushApp, pushDevices, pushDevicesSync, pushLinkDevice, pushSegments, pushSegmentGet, pushSegmentCreate, pushSegmentUpdate, pushSegmentDelete,
  pushNotifications, pushNotificationGet, pushNotificationCreate, pushSegmentPush, pushNotificationDelete,
};
