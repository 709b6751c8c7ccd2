import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { defineSingleton } from '../../resources/singleton.js';
import { zBool, zDateTime, zId, zText } from '../../schema/common.js';
import { listInput, listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';
import { RFM_ROLES, zRfmCell } from './rfm.js';

/**
 * Automation (issue 20, §2 /marketing/automation [marketing, admin]): a rule's trigger → a wait →
 * a message (a Settings email or SMS template, through the outbox; or a push to the customer's
 * devices, written on the rule, through Marketing I's push send), at most `cap_messages` a
 * customer in `cap_days` across the rules, each run logged. `cart_abandoned`: a cart (an order
 * left in cart…confirm) untouched for `threshold` hours; `no_order`: `threshold` days since the
 * customer's last order (as RFM last scored it); `rfm_cell_entered`: the customer came into `rfm_cell`.
 */
export const AUTOMATION_TRIGGERS = ['order_placed', 'first_order', 'cart_abandoned', 'no_order', 'birthday', 'rfm_cell_entered'] as const;
export const AUTOMATION_CHANNELS = ['email', 'sms', 'push'] as const;
export const AUTOMATION_RUN_STATES = ['waiting', 'sent', 'skipped'] as const;

const i18n = { fields: 'automation_ui.fields' };

export const automationRules = defineResource({
  area: 'marketing', name: 'automation_rule', path: 'marketing/automation/rules', cli: ['automation-rules'],
  fields: {
    name: zText(120).min(1),
    trigger: z.enum(AUTOMATION_TRIGGERS),
    /** Hours (cart_abandoned) or days (no_order); unused by the other triggers. */
    threshold: z.coerce.number().int().min(1).max(3650),
    rfm_cell: zRfmCell.nullable().optional(),
    /** The wait between the trigger and the message, hours. */
    delay_hours: z.coerce.number().int().min(0).max(8760),
    channel: z.enum(AUTOMATION_CHANNELS),
    email_template_id: zId.nullable().optional(),
    sms_template_id: zId.nullable().optional(),
    /** Channel push: title and text with the customer's fields (`{{customer.first_name}}`), and the page a tap opens. */
    push_title: zText(120).nullable().optional(),
    push_body: zText(500).nullable().optional(),
    push_url: zText(500).pipe(z.string().regex(/^(https?:\/\/\S+)?$/, 'an http(s) address')).nullable().optional(),
    active: zBool,
  },
  required: ['name', 'trigger', 'channel'],
  defaults: { threshold: 30, delay_hours: 0, active: true },
  item: z.object({
    id: z.number().int(), name: z.string(), trigger: z.enum(AUTOMATION_TRIGGERS), threshold: z.number().int(), rfm_cell: zRfmCell.nullable(),
    delay_hours: z.number().int(), channel: z.enum(AUTOMATION_CHANNELS), email_template_id: z.number().int().nullable(),
    sms_template_id: z.number().int().nullable(), push_title: z.string().nullable(), push_body: z.string().nullable(), push_url: z.string().nullable(),
    active: z.boolean(), created_at: z.string(), updated_at: z.string(),
  }),
  read: RFM_ROLES, write: RFM_ROLES,
  refs: { email_template_id: 'email_template', sms_template_id: 'sms_template' },
  list: { columns: ['name', 'trigger', 'channel', 'delay_hours', 'active', { field: 'updated_at', kind: 'date' }], search: ['name'], filters: { trigger: 'text', active: 'bool' }, sorts: ['name', 'updated_at'], order: ['name'] },
  title: 'name', i18n, audits: true,
  // the demo seeds the shop's SMS templates: the first is there
  sample: { trigger: 'order_placed', channel: 'sms', sms_template_id: 1, threshold: 1, delay_hours: 0, active: false },
  keywords: ['automation', 'trigger', 'abandoned cart', 'birthday', 'автоматжуулалт'],
});

/** At most `cap_messages` automation messages a customer in `cap_days` days, whatever the rules. */
export const automationSettings = defineSingleton({
  area: 'marketing', name: 'automation_settings', path: 'marketing/automation/settings', cli: ['automation-settings'],
  fields: { cap_messages: z.coerce.number().int().min(1).max(100), cap_days: z.coerce.number().int().min(1).max(365) },
  defaults: { cap_messages: 3, cap_days: 7 },
  read: RFM_ROLES, write: RFM_ROLES, i18n, route: 'marketing.automation', hint: 'automation_ui.cap_hint',
  keywords: ['frequency cap', 'automation limit'],
});

export const automationRunSchema = z.object({
  id: z.number().int(), rule_id: z.number().int(), rule: z.string(), customer: z.string(), occurrence: z.string(),
  recipient: z.string().nullable(), state: z.enum(AUTOMATION_RUN_STATES), reason: z.string().nullable(),
  due_at: zDateTime, created_at: zDateTime, done_at: zDateTime.nullable(),
});

/** Each run: who, which rule, when, sent or skipped and why. */
export const automationRuns = defineCommand({
  id: 'automation.runs', area: 'marketing', kind: 'query', roles: RFM_ROLES,
  http: { method: 'GET', path: 'marketing/automation/runs' },
  input: listInput({ filters: { state: 'text', rule_id: 'number', customer: 'text', created_at: 'date' }, sorts: ['created_at'] }),
  output: listOutput(automationRunSchema),
  ui: { title: 'commands.marketing.automation.runs', keywords: ['automation log', 'automation runs'] },
  cli: { verb: ['automation-runs'], columns: ['id', 'rule', 'customer', 'recipient', 'state', 'reason', 'due_at', 'done_at'] },
});

/** The evaluation now (it also runs on its own every minute): new triggers become runs, runs due are sent or skipped. */
export const automationEvaluate = defineCommand({
  id: 'automation.evaluate', area: 'marketing', kind: 'mutation', roles: RFM_ROLES,
  http: { method: 'POST', path: 'marketing/automation/evaluate' },
  input: z.object({}),
  output: z.object({ created: z.number().int(), sent: z.number().int(), skipped: z.number().int() }),
  ui: { title: 'commands.marketing.automation.evaluate', keywords: ['run automation'] },
  cli: { verb: ['automation-evaluate'] },
});

export const automationCommands = { automationRuns, automationEvaluate };
