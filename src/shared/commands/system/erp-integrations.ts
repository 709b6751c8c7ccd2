import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zId, zText } from '../../schema/common.js';
import { defineCommand } from '../define.js';

const SYSTEM = ['admin', 'shop_admin'] as const;
export const ERP_AUTH = ['none', 'bearer', 'basic'] as const;

/**
 * The ERP connections (§2 /system/erp_integrations): an endpoint and how to sign in there. The
 * credential (`secret`: a bearer token or a basic password) is write-only: an answer says only
 * whether one is set; left empty in an update, the stored one stays.
 */
export const erpIntegrations = defineResource({
  area: 'system', name: 'erp_integration', path: 'erp_integrations', cli: ['erp-integrations'],
  fields: {
    name: zText(100).min(1),
    endpoint: z.url({ protocol: /^https?$/ }).max(1000),
    auth: z.enum(ERP_AUTH),
    username: zText(200).nullable(),
    secret: z.string().max(1000),
    active: z.boolean(),
  },
  required: ['name', 'endpoint', 'auth'], unique: ['name'],
  item: z.object({
    id: z.number().int(), name: z.string(), endpoint: z.string(), auth: z.enum(ERP_AUTH), username: z.string().nullable(),
    active: z.boolean(), secret_set: z.boolean(),
  }),
  read: SYSTEM, write: SYSTEM,
  list: {
    columns: ['name', 'endpoint', 'auth', 'secret_set', 'active'],
    search: ['name', 'endpoint'], filters: { active: 'bool' }, sorts: ['name'], order: ['name'],
  },
  title: 'name', i18n: { fields: 'system_ui.erp.fields' }, defaults: { auth: 'bearer', active: true }, audits: true,
  redacted: ['secret'],
  routes: [{ list: 'system.erp_integrations', detail: 'system.erp_integration' }],
  sample: { endpoint: 'https://erp.example.mn/api', auth: 'bearer', secret: 'kit-token' },
  keywords: ['ERP', 'integration', 'accounting', 'нягтлан', 'холболт'],
});

/** The answer of a test request, cut to what a person reads. */
export const erpTestAnswer = z.object({
  ok: z.boolean(), status: z.number().int().nullable(), duration_ms: z.number().int(),
  content_type: z.string().nullable(), body: z.string(), error: z.string().nullable(),
});

export const testErpRequest = defineCommand({
  id: 'erp_integration.test_request', area: 'system', kind: 'mutation', roles: SYSTEM,
  http: { method: 'POST', path: 'erp_integrations/:id/test_request' },
  input: z.object({ id: zId }),
  output: erpTestAnswer,
  ui: { title: 'commands.system.erp_integration.test_request', keywords: ['test ERP', 'ping', 'шалгах'] },
  cli: { verb: ['erp-integrations', 'test-request'], positionals: ['id'] },
});

export const erpCommands = { testErpRequest };
