import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zDateTime, zEmail, zText } from '../../schema/common.js';

/**
 * What the system records by itself and people only read (§2 /system/sync_log, /system/bounces):
 * the kit's read-only resources, list and get, no form, no delete.
 */
const SYSTEM = ['admin', 'shop_admin'] as const;
export const SYNC_STATUSES = ['ok', 'failed'] as const;
export const SYNC_DIRECTIONS = ['out', 'in'] as const;
export const BOUNCE_KINDS = ['hard', 'soft', 'complaint'] as const;

/** Every exchange with an outside system (ERP pushes, PosAPI, the search index, marketplaces): what went, what came back. */
export const syncLogs = defineResource({
  area: 'system', name: 'sync_log', path: 'sync_logs', cli: ['sync-log'], readOnly: true,
  fields: {
    at: zDateTime, integration: zText(100), direction: z.enum(SYNC_DIRECTIONS), entity: zText(50), reference: zText(100),
    status: z.enum(SYNC_STATUSES), http_status: z.number().int().nullable(), duration_ms: z.number().int().nullable(), message: zText(2000),
  },
  required: [],
  item: z.object({
    id: z.number().int(), at: z.string(), integration: z.string(), direction: z.enum(SYNC_DIRECTIONS), entity: z.string(), reference: z.string(),
    status: z.enum(SYNC_STATUSES), http_status: z.number().int().nullable(), duration_ms: z.number().int().nullable(), message: z.string(),
  }),
  read: SYSTEM, write: SYSTEM,
  list: {
    // the rest (direction, what, HTTP status, time taken) is in the opened entry
    columns: [{ field: 'at', kind: 'date' }, 'integration', 'reference', 'status', 'message'],
    search: ['integration', 'reference', 'message'], filters: { status: 'text', integration: 'text', at: 'date' },
    sorts: ['at', 'integration', 'status'], order: ['-at'], perPage: 50,
  },
  title: 'reference', i18n: { fields: 'system_ui.logs.fields' },
  routes: [{ list: 'system.sync_log' }],
  keywords: ['sync log', 'integration log', 'erp sync', 'синк', 'холболтын лог'],
});

/** Email addresses mail came back from (a campaign's or the shop's own mail): the outbox no longer mails a hard bounce. */
export const emailBounces = defineResource({
  area: 'system', name: 'email_bounce', path: 'bounces', cli: ['bounces'], readOnly: true,
  fields: {
    at: zDateTime, email: zEmail, kind: z.enum(BOUNCE_KINDS), reason: zText(500), subject: zText(300), source: zText(100),
  },
  required: [],
  item: z.object({
    id: z.number().int(), at: z.string(), email: z.string(), kind: z.enum(BOUNCE_KINDS), reason: z.string(), subject: z.string(), source: z.string(),
  }),
  read: SYSTEM, write: SYSTEM,
  list: {
    columns: [{ field: 'at', kind: 'date' }, 'email', 'kind', 'reason', 'subject', 'source'],
    search: ['email', 'reason', 'subject'], filters: { kind: 'text', at: 'date' }, sorts: ['at', 'email'], order: ['-at'], perPage: 50,
  },
  title: 'email', i18n: { fields: 'system_ui.logs.fields' },
  routes: [{ list: 'system.bounces' }],
  keywords: ['bounces', 'bounced email', 'undelivered mail', 'буцсан имэйл'],
});
