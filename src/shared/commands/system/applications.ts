import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zId, zText } from '../../schema/common.js';
import { defineCommand } from '../define.js';

const SYSTEM = ['admin', 'shop_admin'] as const;

/**
 * API clients with their keys (§2 /system/applications). A key is answered once, in `key`, by the
 * call that makes it (create, regenerate_key); the server keeps its hash only, so no later answer,
 * audit row, stored idempotent answer or log line holds it.
 */
export const applications = defineResource({
  area: 'system', name: 'application', path: 'applications', cli: ['applications'],
  fields: { name: zText(100).min(1), description: zText(500), active: z.boolean() },
  required: ['name'], unique: ['name'],
  item: z.object({
    id: z.number().int(), name: z.string(), description: z.string(), active: z.boolean(),
    key_prefix: z.string(), key_created_at: z.string(),
    /** Only in the answer of the call that made it. */
    key: z.string().optional(),
  }),
  read: SYSTEM, write: SYSTEM,
  list: {
    columns: ['name', 'key_prefix', 'active', { field: 'key_created_at', kind: 'date' }],
    search: ['name', 'description'], filters: { active: 'bool' }, sorts: ['name'], order: ['name'],
  },
  title: 'name', i18n: { fields: 'system_ui.applications.fields' }, defaults: { active: true }, audits: true,
  redacted: ['key'], reveal: 'key',
  routes: [{ list: 'system.applications', detail: 'system.application' }],
  keywords: ['API client', 'API key', 'application', 'апп', 'түлхүүр'],
});

export const regenerateApplicationKey = defineCommand({
  id: 'application.regenerate_key', area: 'system', kind: 'mutation', roles: SYSTEM, danger: true,
  http: { method: 'POST', path: 'applications/:id/regenerate_key' },
  input: z.object({ id: zId }),
  output: z.object({ item: applications.def.item }),
  secret: ['key'],
  ui: { title: 'commands.system.application.regenerate_key', keywords: ['new API key', 'rotate key', 'түлхүүр шинэчлэх'] },
  cli: { verb: ['applications', 'regenerate-key'], positionals: ['id'] },
});

export const applicationCommands = { regenerateApplicationKey };
