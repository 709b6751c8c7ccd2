import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zDateTime, zEmail, zId, zText } from '../../schema/common.js';
import { jobSchema } from '../../schema/jobs.js';
import { listInput, listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';
import { EMAIL_ROLES } from './email.js';

/**
 * A campaign's template (§2 /marketing/templates and /{id}): what a campaign starts from. Not the
 * Settings email templates (the shop's own order mail, by code and in two languages, admin only):
 * a marketer's letter has a sender, a preview text and one body. The body is Handlebars over the
 * contact's fields (`{{first_name}}`, `{{unsubscribe_url}}`), sanitised when stored.
 */
export const campaignTemplates = defineResource({
  area: 'marketing', name: 'campaign_template', path: 'marketing/email/templates', cli: ['email', 'templates'],
  fields: {
    name: zText(120).min(1), subject: zText(200).min(1), preview_text: zText(200), from_name: zText(100).min(1),
    from_email: zEmail, body_html: zText(100_000).min(1),
  },
  required: ['name', 'subject', 'from_name', 'from_email', 'body_html'], unique: ['name'],
  item: z.object({
    id: z.number().int(), name: z.string(), subject: z.string(), preview_text: z.string(), from_name: z.string(), from_email: z.string(),
    body_html: z.string(), created_at: z.string(), updated_at: z.string(),
  }),
  read: EMAIL_ROLES, write: EMAIL_ROLES,
  list: { columns: ['name', 'subject', 'from_email', { field: 'updated_at', kind: 'date' }], search: ['name', 'subject'], sorts: ['name', 'updated_at'], order: ['-updated_at'] },
  title: 'name', i18n: { fields: 'email_ui.fields' }, clone: true, audits: true,
  defaults: { preview_text: '', body_html: '<h1>Hello {{first_name}}</h1>\n<p></p>\n<p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>' },
  sample: { from_email: 'news@shop.mn', body_html: '<p>Hello {{first_name}}</p>' },
  routes: [{ list: 'marketing.templates', detail: 'marketing.template' }],
  keywords: ['email template', 'campaign template', 'newsletter', 'имэйлийн загвар'],
});

/** A letter as a contact gets it (sample contact, links as written), sanitised as it would be stored. */
export const emailTemplatePreview = defineCommand({
  id: 'email.template_preview', area: 'marketing', kind: 'query', roles: EMAIL_ROLES,
  http: { method: 'POST', path: 'marketing/email/templates/preview' },
  input: z.object({ subject: z.string().max(200).default(''), preview_text: z.string().max(200).default(''), body_html: z.string().max(100_000) }),
  output: z.object({ subject: z.string(), html: z.string() }),
  ui: { title: 'commands.marketing.email.template_preview', keywords: ['preview email', 'email preview'] },
  cli: { verb: ['email', 'templates', 'preview'] },
});

/** §4 email campaign: draft → scheduled → sending → sent, or canceled before it is sent. */
export const EMAIL_CAMPAIGN_STATES = ['draft', 'scheduled', 'sending', 'sent', 'canceled'] as const;

export const emailCampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  channel: z.literal('email'),
  state: z.enum(EMAIL_CAMPAIGN_STATES),
  segment_id: z.number().int().nullable(),
  segment_name: z.string().nullable(),
  template_id: z.number().int().nullable(),
  subject: z.string(),
  preview_text: z.string(),
  from_name: z.string(),
  from_email: z.string(),
  body_html: z.string(),
  send_at: zDateTime.nullable(),
  job_id: z.number().int().nullable(),
  recipient_count: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  created_at: zDateTime,
  finished_at: zDateTime.nullable(),
});

const campaignFields = {
  name: zText(120).min(1),
  /** None: every mailable contact. */
  segment_id: zId.nullable().optional(),
  subject: zText(200).min(1).optional(),
  preview_text: zText(200).optional(),
  from_name: zText(100).min(1).optional(),
  from_email: zEmail.optional(),
  body_html: zText(100_000).min(1).optional(),
};

export const emailCampaigns = defineCommand({
  id: 'email.campaigns', area: 'marketing', kind: 'query', roles: EMAIL_ROLES,
  http: { method: 'GET', path: 'marketing/email/campaigns' },
  input: listInput({ filters: { state: 'text', name: 'text', created_at: 'date' }, sorts: ['created_at', 'name'] }),
  output: listOutput(emailCampaignSchema),
  ui: { title: 'commands.marketing.email.campaigns', keywords: ['email campaigns', 'newsletter', 'кампанит ажил'] },
  cli: { verb: ['email', 'campaigns', 'list'], columns: ['id', 'name', 'state', 'segment_name', 'recipient_count', 'sent', 'send_at'] },
});

export const emailCampaignGet = defineCommand({
  id: 'email.campaign_get', area: 'marketing', kind: 'query', roles: EMAIL_ROLES,
  http: { method: 'GET', path: 'marketing/email/campaigns/:id' },
  input: z.object({ id: zId }),
  output: z.object({ campaign: emailCampaignSchema, recipients: z.number().int() }),
  ui: { title: 'commands.marketing.email.campaign_get', keywords: ['email campaign'] },
  cli: { verb: ['email', 'campaigns', 'show'], positionals: ['id'] },
});

/** A draft, from a template (its letter copied: a later edit of the template changes no campaign). */
export const emailCampaignCreate = defineCommand({
  id: 'email.campaign_create', area: 'marketing', kind: 'mutation', roles: EMAIL_ROLES,
  http: { method: 'POST', path: 'marketing/email/campaigns' },
  input: z.object({ ...campaignFields, template_id: zId }),
  output: z.object({ campaign: emailCampaignSchema }),
  ui: { title: 'commands.marketing.email.campaign_create', keywords: ['new email campaign', 'write campaign'] },
  cli: { verb: ['email', 'campaigns', 'create'] },
});

/** Only a draft is edited (a scheduled one is canceled back to draft first). */
export const emailCampaignUpdate = defineCommand({
  id: 'email.campaign_update', area: 'marketing', kind: 'mutation', roles: EMAIL_ROLES,
  http: { method: 'PUT', path: 'marketing/email/campaigns/:id' },
  input: z.object({ id: zId, ...campaignFields, name: zText(120).min(1).optional() }),
  output: z.object({ campaign: emailCampaignSchema }),
  ui: { title: 'commands.marketing.email.campaign_update', keywords: ['edit email campaign'] },
  cli: { verb: ['email', 'campaigns', 'update'], positionals: ['id'] },
});

export const emailCampaignDelete = defineCommand({
  id: 'email.campaign_delete', area: 'marketing', kind: 'mutation', roles: EMAIL_ROLES, danger: true,
  http: { method: 'DELETE', path: 'marketing/email/campaigns/:id' },
  input: z.object({ id: zId }),
  output: z.object({ id: z.number().int(), deleted: z.boolean() }),
  ui: { title: 'commands.marketing.email.campaign_delete', keywords: ['delete email campaign'] },
  cli: { verb: ['email', 'campaigns', 'delete'], positionals: ['id'] },
});

/** §7 test_email: the letter as the first recipient would get it, to a few addresses, marked as a test. */
export const emailCampaignTest = defineCommand({
  id: 'email.campaign_test', area: 'marketing', kind: 'mutation', roles: EMAIL_ROLES,
  http: { method: 'POST', path: 'marketing/email/campaigns/:id/test_email' },
  input: z.object({ id: zId, emails: z.array(zEmail).min(1).max(5) }),
  output: z.object({ sent: z.array(z.string()) }),
  ui: { title: 'commands.marketing.email.campaign_test', keywords: ['test email', 'send test', 'туршилтын имэйл'] },
  cli: { verb: ['email', 'campaigns', 'test'], positionals: ['id'] },
});

/**
 * §7 schedule_send: the recipients fixed now (the segment's mailable contacts, each once), sent at
 * `at` or now; a job of the jobs kit sends them, resumable, each address once.
 */
export const emailCampaignSend = defineCommand({
  id: 'email.campaign_send', area: 'marketing', kind: 'mutation', roles: EMAIL_ROLES,
  http: { method: 'PUT', path: 'marketing/email/campaigns/:id/schedule_send' },
  input: z.object({ id: zId, at: zDateTime.optional() }),
  output: z.object({ campaign: emailCampaignSchema, job: jobSchema.nullable() }),
  notifies: ['email'],
  ui: { title: 'commands.marketing.email.campaign_send', keywords: ['send campaign', 'schedule campaign', 'илгээх'] },
  cli: { verb: ['email', 'campaigns', 'send'], positionals: ['id'] },
});

/** A scheduled campaign back to draft; a sending one stops after the mail under way (canceled). */
export const emailCampaignCancel = defineCommand({
  id: 'email.campaign_cancel', area: 'marketing', kind: 'mutation', roles: EMAIL_ROLES, danger: true,
  http: { method: 'PUT', path: 'marketing/email/campaigns/:id/cancel' },
  input: z.object({ id: zId }),
  output: z.object({ campaign: emailCampaignSchema }),
  ui: { title: 'commands.marketing.email.campaign_cancel', keywords: ['cancel campaign', 'unschedule'] },
  cli: { verb: ['email', 'campaigns', 'cancel'], positionals: ['id'] },
});

const reportCounts = {
  delivered: z.number().int(), opened: z.number().int(), clicked: z.number().int(), converted: z.number().int(),
  bounced: z.number().int(), unsubscribed: z.number().int(),
};

/** §7 campaigns report: contacts who opened, clicked, bought within 7 days of a click, by hour (Asia/Ulaanbaatar). */
export const emailCampaignReport = defineCommand({
  id: 'email.campaign_report', area: 'marketing', kind: 'query', roles: EMAIL_ROLES,
  http: { method: 'GET', path: 'marketing/email/campaigns/:id/report' },
  input: z.object({ id: zId }),
  output: z.object({
    campaign: emailCampaignSchema,
    totals: z.object({ recipients: z.number().int(), ...reportCounts, revenue: z.number().int() }),
    hours: z.array(z.object({ hour: z.string(), opened: z.number().int(), clicked: z.number().int() })),
    links: z.array(z.object({ url: z.string(), clicks: z.number().int() })),
  }),
  ui: { title: 'commands.marketing.email.campaign_report', keywords: ['campaign report', 'opens clicks', 'тайлан'] },
  cli: { verb: ['email', 'campaigns', 'report'], positionals: ['id'] },
});

export const emailCampaignCommands = {
  emailTemplatePreview,
  emailCampaigns, emailCampaignGet, emailCampaignCreate, emailCampaignUpdate, emailCampaignDelete, emailCampaignTest,
  emailCampaignSend, emailCampaignCancel, emailCampaignReport,
};
