import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zCode } from '../../resources/fields.js';
import { zText } from '../../schema/common.js';
import { nonGsm } from '../../schema/sms.js';
import { defineCommand } from '../define.js';

/**
 * The shop's message templates (§2 /settings/email_template and /sms_template, each with /{id};
 * §7 "Email, SMS, e-ticket templates with clone", "handlebar_templates by code"): a code other
 * areas find one by, a name, and its text in Handlebars in each language. The server compiles
 * every text it stores (a template that does not compile is a 400 naming the line); the preview
 * renders one with sample data (templatePreview).
 */
const WRITE = ['admin'] as const;

/** An SMS text: §5's Latin letters, i.e. the GSM alphabet; the count of places and parts is the form's. */
const zSmsText = zText(1000).min(1).superRefine((text, ctx) => {
  const bad = nonGsm(text);
  if (bad.length) ctx.addIssue({ code: 'custom', message: `Latin letters only (an SMS in another alphabet costs more than twice as much): not ${bad.slice(0, 5).join(' ')}` });
});

const stamps = { created_at: z.string(), updated_at: z.string() };

export const emailTemplates = defineResource({
  area: 'settings', name: 'email_template', path: 'email_templates', cli: ['email-templates'],
  fields: {
    code: zCode, name: zText(100).min(1),
    subject_en: zText(200).min(1), subject_mn: zText(200).min(1), body_en: zText(20_000).min(1), body_mn: zText(20_000).min(1),
  },
  required: ['code', 'name', 'subject_en', 'subject_mn', 'body_en', 'body_mn'], unique: ['code'],
  item: z.object({
    id: z.number().int(), code: z.string(), name: z.string(), subject_en: z.string(), subject_mn: z.string(), body_en: z.string(), body_mn: z.string(), ...stamps,
  }),
  // automation rules (issue 20) send one: marketers pick it; only an admin changes them
  read: [...WRITE, 'marketing'], write: WRITE,
  list: {
    columns: ['name', 'code', { field: 'subject_en', mn: 'subject_mn', label: 'settings_ui.fields.subject' }, { field: 'updated_at', kind: 'date' }],
    search: ['code', 'name', 'subject_en', 'subject_mn'], sorts: ['code', 'name', 'updated_at'], order: ['code'],
  },
  title: 'name', i18n: { fields: 'settings_ui.fields' }, clone: true, audits: true,
  sample: { body_en: '<p>Hello {{customer.name}}</p>', body_mn: '<p>Сайн байна уу {{customer.name}}</p>' },
  routes: [{ list: 'settings.email_templates', detail: 'settings.email_template' }],
  keywords: ['email template', 'handlebars', 'имэйлийн загвар'],
});

export const smsTemplates = defineResource({
  area: 'settings', name: 'sms_template', path: 'sms_templates', cli: ['sms-templates'],
  fields: { code: zCode, name: zText(100).min(1), body_en: zSmsText, body_mn: zSmsText },
  required: ['code', 'name', 'body_en', 'body_mn'], unique: ['code'],
  item: z.object({ id: z.number().int(), code: z.string(), name: z.string(), body_en: z.string(), body_mn: z.string(), ...stamps }),
  // those who send mass SMS start from a template (issue 19); only an admin changes them
  read: [...WRITE, 'sms', 'marketing'], write: WRITE,
  list: { columns: ['name', 'code', { field: 'body_en', mn: 'body_mn', label: 'settings_ui.fields.body' }, { field: 'updated_at', kind: 'date' }], search: ['code', 'name', 'body_en', 'body_mn'], sorts: ['code', 'name', 'updated_at'], order: ['code'] },
  title: 'name', i18n: { fields: 'settings_ui.fields' }, clone: true, audits: true,
  sample: { body_en: 'Order {{order.number}} is confirmed', body_mn: 'Tany {{order.number}} zakhialga batalgaajlaa' },
  routes: [{ list: 'settings.sms_templates', detail: 'settings.sms_template' }],
  keywords: ['sms template', 'text message', 'мессежийн загвар'],
});

export const TEMPLATE_KINDS = ['email', 'sms'] as const;
export const TEMPLATE_LOCALES = ['en', 'mn'] as const;

/** A template's text rendered with the sample data, as a customer would get it. */
export const templatePreview = defineCommand({
  id: 'template.preview', area: 'settings', kind: 'query', roles: WRITE,
  http: { method: 'POST', path: 'templates/preview' },
  input: z.object({
    kind: z.enum(TEMPLATE_KINDS), locale: z.enum(TEMPLATE_LOCALES).default('en'),
    subject: z.string().max(200).optional(), body: z.string().max(20_000),
  }),
  output: z.object({
    subject: z.string().nullable(), body: z.string(),
    /** The SMS's GSM places and parts; null for an email. */
    characters: z.number().int().nullable(), parts: z.number().int().nullable(),
  }),
  ui: { title: 'commands.settings.template.preview', keywords: ['preview template', 'загвар харах'] },
  cli: { verb: ['templates', 'preview'] },
});

/** A template by its code, for the areas that send one (§7 handlebar_templates by code). */
export const handlebarTemplate = defineCommand({
  id: 'handlebar_template.get', area: 'settings', kind: 'query', roles: [...WRITE, 'marketing', 'email', 'sms'],
  http: { method: 'GET', path: 'handlebar_templates/:code' },
  input: z.object({ code: zCode, kind: z.enum(TEMPLATE_KINDS).optional() }),
  output: z.object({
    item: z.object({
      kind: z.enum(TEMPLATE_KINDS), id: z.number().int(), code: z.string(), name: z.string(),
      subject_en: z.string().nullable(), subject_mn: z.string().nullable(), body_en: z.string(), body_mn: z.string(),
    }),
  }),
  ui: { title: 'commands.settings.handlebar_template.get', keywords: ['template by code'] },
  cli: { verb: ['handlebar-templates', 'show'], positionals: ['code'] },
});
