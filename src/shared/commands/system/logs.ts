import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zDateTime, zEmail, zId, zText } from '../../schema/common.js';
import { listInput, listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';

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

export const LOG_SOURCES = ['sync', 'job'] as const;
export const LOG_LEVELS = ['info', 'error'] as const;

/** One line of the system's own log: an exchange of the sync log, or a job as it stands. */
export const logEntrySchema = z.object({
  source: z.enum(LOG_SOURCES), id: z.number().int(), at: z.string(), level: z.enum(LOG_LEVELS),
  /** The integration (`erp:Unitel ERP`, `posapi`) or the job's kind. */
  name: z.string(),
  /** The sync log's `ok`/`failed`, or the job's status. */
  status: z.string(),
  /** What it was about: the entity and reference, or the job's file. */
  subject: z.string(), message: z.string(), duration_ms: z.number().int().nullable(), user_email: z.string().nullable(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/**
 * §7 logs: the system's own log, read over what already records it (the sync log of every
 * integration, the jobs table), newest first, filtered by source, level, name and time. Not a
 * second logging system: nothing writes here that is not written there.
 */
export const logList = defineCommand({
  id: 'log.list', area: 'system', kind: 'query', roles: SYSTEM,
  http: { method: 'GET', path: 'logs' },
  // q[source_eq], q[level_eq], q[name_eq|cont|start|in], q[at_gteq|lteq]; `query` over name, subject and message
  input: listInput({ filters: { source: 'text', level: 'text', name: 'text', status: 'text', at: 'date' }, sorts: [], perPage: 50 })
    .extend({ query: zText(100).optional() }),
  output: listOutput(logEntrySchema),
  ui: { title: 'commands.system.log.list', keywords: ['logs', 'system log', 'integration log', 'job log', 'errors', 'лог', 'алдаа'] },
  cli: { verb: ['logs', 'list'], columns: ['at', 'source', 'level', 'name', 'status', 'subject', 'message'] },
});

/**
 * §7 sync: one exchange of the sync log done again now, with the record as it stands: an order or
 * product sent out again, stock read in again, through the ERP connection the entry names. The new
 * attempt is a new line of the sync log, whatever its outcome.
 */
export const syncAgain = defineCommand({
  id: 'sync_log.sync', area: 'system', kind: 'mutation', roles: SYSTEM,
  http: { method: 'POST', path: 'sync_logs/:id/sync' },
  input: z.object({ id: zId }),
  output: z.object({ entry: syncLogs.def.item }),
  ui: { title: 'commands.system.sync_log.sync', keywords: ['re-sync', 'resend to ERP', 'retry sync', 'дахин илгээх'] },
  cli: { verb: ['sync-log', 'sync'], positionals: ['id'] },
});

export const logCommands = { logList, syncAgain };
