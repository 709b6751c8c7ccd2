import { z } from 'zod';
import type { Role } from '../../roles/roles.js';
import { zBool, zDateTime, zId, zMoney, zText } from '../../schema/common.js';
import { jobSchema } from '../../schema/jobs.js';
import { listInput, listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';
import { zRfmCell } from './rfm.js';

/** §2 /marketing/sms [admin, sms, marketing]. */
export const SMS_ROLES: readonly Role[] = ['admin', 'sms', 'marketing'];
/** §2 /report/sms, /report/sms/list, /report/sms/date [admin, report]; those who send read them too. */
export const SMS_REPORT_ROLES: readonly Role[] = ['admin', 'report', 'sms', 'marketing'];

export const SMS_CAMPAIGN_STATES = ['scheduled', 'queued', 'sending', 'done', 'cancelled'] as const;
export const SMS_RECIPIENT_STATES = ['queued', 'sent', 'delivered', 'failed'] as const;

/** Who gets it: phones (typed or read from a CSV/XLSX), customers matching a filter over orders, and a segment's customers. */
export const smsAudienceSchema = z.object({
  /** Phones as given; normalised to 8-digit mobiles, invalid and duplicate ones listed back and skipped. */
  phones: z.array(z.string().max(40)).max(200_000).optional(),
  /** Customers who ordered in a period, on a website, for at least an amount (the phones of their orders). */
  filter: z.object({
    from: zDateTime.optional(),
    to: zDateTime.optional(),
    website_id: zId.optional(),
    /** Orders with a merchant's items. */
    vendor_id: zId.optional(),
    spent_over: zMoney.optional(),
  }).optional(),
  /** The customers of a push segment (/marketing/segments): the phones of the users its subscribed devices are linked to. */
  segment_id: zId.optional(),
  /** The customers of an RFM cell of the header's website (/marketing/rfm): their phones as last scored. */
  rfm_cell: zRfmCell.optional(),
});

const composeFields = {
  /** The text as written: Latin within 160 characters (§5); Cyrillic only with `transliterate`. */
  text: zText(1600).pipe(z.string().min(1, 'write the message')),
  /** Cyrillic letters written in Latin, as order SMS are. */
  transliterate: zBool.default(false),
  audience: smsAudienceSchema,
};

/** What a send would be: the text as it leaves, its parts and cost, and the recipients as read. */
export const smsPreviewSchema = z.object({
  text: z.string(),
  characters: z.number().int(),
  parts: z.number().int(),
  latin: z.boolean(),
  /** Characters outside the GSM alphabet: with them the text is refused unless transliterated. */
  non_gsm: z.array(z.string()),
  recipients: z.number().int(),
  invalid: z.array(z.string()),
  duplicates: z.array(z.string()),
  opted_out: z.array(z.string()),
  part_cost: z.number().int(),
  cost: z.number().int(),
});

export const smsCampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  body: z.string(),
  parts: z.number().int(),
  state: z.enum(SMS_CAMPAIGN_STATES),
  source: z.string(),
  send_at: zDateTime.nullable(),
  job_id: z.number().int().nullable(),
  recipients: z.number().int(),
  sent: z.number().int(),
  /** Of the sent, those the gateway reported delivered. */
  delivered: z.number().int(),
  failed: z.number().int(),
  queued: z.number().int(),
  cost: z.number().int(),
  author_email: z.string().nullable(),
  created_at: zDateTime,
  finished_at: zDateTime.nullable(),
});

export const smsRecipientSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  state: z.enum(SMS_RECIPIENT_STATES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  sent_at: zDateTime.nullable(),
});

/** §7 SMS list: the campaigns, newest first. */
export const smsList = defineCommand({
  id: 'sms.list', area: 'marketing', kind: 'query', roles: SMS_ROLES,
  http: { method: 'GET', path: 'marketing/sms' },
  input: listInput({ filters: { state: 'text', created_at: 'date', name: 'text' }, sorts: ['created_at'] }),
  output: listOutput(smsCampaignSchema),
  ui: { title: 'commands.marketing.sms.list', keywords: ['sms campaigns', 'mass sms', 'мессеж'] },
  cli: { verb: ['sms', 'list'], columns: ['id', 'name', 'state', 'recipients', 'sent', 'failed', 'send_at', 'created_at'] },
});

export const smsGet = defineCommand({
  id: 'sms.get', area: 'marketing', kind: 'query', roles: SMS_ROLES,
  http: { method: 'GET', path: 'marketing/sms/:id' },
  input: z.object({ id: zId }),
  output: z.object({ campaign: smsCampaignSchema }),
  ui: { title: 'commands.marketing.sms.get', keywords: ['sms campaign', 'мессежийн кампанит ажил'] },
  cli: { verb: ['sms', 'get'], positionals: ['id'] },
});

export const smsRecipients = defineCommand({
  id: 'sms.recipients', area: 'marketing', kind: 'query', roles: SMS_ROLES,
  http: { method: 'GET', path: 'marketing/sms/:id/recipients' },
  input: listInput({ filters: { state: 'text', phone: 'text' }, sorts: [] }).extend({ id: zId }),
  output: listOutput(smsRecipientSchema),
  ui: { title: 'commands.marketing.sms.recipients', keywords: ['sms recipients', 'failed sms', 'хүлээн авагч'] },
  cli: { verb: ['sms', 'recipients'], positionals: ['id'], columns: ['phone', 'state', 'attempts', 'error', 'sent_at'] },
});

/** The compose screen's live check, and `bo sms send --dry-run`: nothing is written. */
export const smsPreview = defineCommand({
  id: 'sms.preview', area: 'marketing', kind: 'query', roles: SMS_ROLES,
  http: { method: 'POST', path: 'marketing/sms/preview', bodyLimit: 4 * 1024 * 1024 },
  input: z.object(composeFields),
  output: smsPreviewSchema,
  money: ['audience.filter.spent_over'],
  ui: { title: 'commands.marketing.sms.preview', keywords: ['sms count', 'sms cost', 'transliterate'] },
  cli: { verb: ['sms', 'preview'] },
});

/**
 * §7 SMS create: the campaign and its recipients in one transaction, sent now (a job of the jobs
 * kit) or at `send_at`. `key`: one campaign per key and author, whatever is retried.
 */
export const smsCreate = defineCommand({
  id: 'sms.create', area: 'marketing', kind: 'mutation', roles: SMS_ROLES,
  // 200,000 phones as JSON are some 2.4 MB
  http: { method: 'POST', path: 'marketing/sms', bodyLimit: 4 * 1024 * 1024 },
  input: z.object({
    ...composeFields,
    name: zText(120).optional(),
    send_at: zDateTime.optional(),
    key: z.string().trim().min(1).max(120).regex(/^[\x21-\x7e]+$/, 'visible ASCII only').optional(),
  }),
  output: z.object({ campaign: smsCampaignSchema, preview: smsPreviewSchema, created: z.boolean(), job: jobSchema.nullable() }),
  notifies: ['sms'],
  money: ['audience.filter.spent_over'],
  ui: { title: 'commands.marketing.sms.create', keywords: ['send sms', 'mass sms', 'мессеж илгээх'] },
  cli: { verb: ['sms', 'create'] },
});

/** A scheduled campaign is not sent; a sending one stops after the messages under way. */
export const smsCancel = defineCommand({
  id: 'sms.cancel', area: 'marketing', kind: 'mutation', roles: SMS_ROLES, danger: true,
  http: { method: 'PUT', path: 'marketing/sms/:id/cancel' },
  input: z.object({ id: zId }),
  output: z.object({ campaign: smsCampaignSchema }),
  ui: { title: 'commands.marketing.sms.cancel', keywords: ['cancel sms', 'мессеж цуцлах'] },
  cli: { verb: ['sms', 'cancel'], positionals: ['id'] },
});

export const smsOptOutSchema = z.object({ phone: z.string(), reason: z.string().nullable(), created_at: zDateTime });

export const smsOptOuts = defineCommand({
  id: 'sms.opt_outs', area: 'marketing', kind: 'query', roles: SMS_ROLES,
  http: { method: 'GET', path: 'marketing/sms/opt_outs' },
  input: listInput({ filters: { phone: 'text', created_at: 'date' }, sorts: ['created_at'] }),
  output: listOutput(smsOptOutSchema),
  ui: { title: 'commands.marketing.sms.opt_outs', keywords: ['opt out', 'unsubscribe', 'stop sms'] },
  cli: { verb: ['sms', 'opt-outs'], columns: ['phone', 'reason', 'created_at'] },
});

export const smsOptOut = defineCommand({
  id: 'sms.opt_out', area: 'marketing', kind: 'mutation', roles: SMS_ROLES,
  http: { method: 'POST', path: 'marketing/sms/opt_outs' },
  input: z.object({ phone: z.string().max(40), reason: zText(200).optional() }),
  output: smsOptOutSchema,
  ui: { title: 'commands.marketing.sms.opt_out', keywords: ['opt out', 'unsubscribe'] },
  cli: { verb: ['sms', 'opt-out'], positionals: ['phone'] },
});

export const smsOptIn = defineCommand({
  id: 'sms.opt_in', area: 'marketing', kind: 'mutation', roles: SMS_ROLES, danger: true,
  http: { method: 'DELETE', path: 'marketing/sms/opt_outs/:phone' },
  input: z.object({ phone: z.string().max(40) }),
  output: z.object({ phone: z.string(), removed: z.boolean() }),
  ui: { title: 'commands.marketing.sms.opt_in', keywords: ['opt in', 'resubscribe'] },
  cli: { verb: ['sms', 'opt-in'], positionals: ['phone'] },
});

const reportTotals = z.object({ messages: z.number().int(), sent: z.number().int(), delivered: z.number().int(), failed: z.number().int(), queued: z.number().int(), parts: z.number().int(), cost: z.number().int() });
const reportRange = z.object({ from: zDateTime.optional(), to: zDateTime.optional() });

/** §7 SMS report, /report/sms and /report/sms/list: per campaign, with the totals. */
export const smsReport = defineCommand({
  id: 'sms.report', area: 'reports', kind: 'query', roles: SMS_REPORT_ROLES,
  http: { method: 'GET', path: 'report/sms' },
  input: reportRange,
  output: z.object({
    totals: reportTotals,
    items: z.array(reportTotals.extend({ campaign_id: z.number().int(), name: z.string(), state: z.enum(SMS_CAMPAIGN_STATES), created_at: zDateTime })),
  }),
  ui: { title: 'commands.marketing.sms.report', keywords: ['sms report', 'sms cost', 'мессежийн тайлан'] },
  cli: { verb: ['sms', 'report'], columns: ['campaign_id', 'name', 'state', 'messages', 'sent', 'delivered', 'failed', 'queued', 'parts', 'cost'] },
});

/** /report/sms/date: sent and failed by day (Asia/Ulaanbaatar), cost by parts. */
export const smsReportDate = defineCommand({
  id: 'sms.report_date', area: 'reports', kind: 'query', roles: SMS_REPORT_ROLES,
  http: { method: 'GET', path: 'report/sms/date' },
  input: reportRange,
  output: z.object({ totals: reportTotals, items: z.array(reportTotals.extend({ day: z.string() })) }),
  ui: { title: 'commands.marketing.sms.report_date', keywords: ['sms by day', 'өдрөөр'] },
  cli: { verb: ['sms', 'report-date'], columns: ['day', 'messages', 'sent', 'delivered', 'failed', 'queued', 'parts', 'cost'] },
});

/**
 * The gateway's delivery report (its callback, `Authorization: Bearer BO_SMS_REPORT_TOKEN`): a
 * message sent is delivered, or failed with the gateway's words. `reference` is what the message
 * was sent with (`sms-<recipient>`); a report for a message already settled changes nothing.
 */
export const smsDeliveryReport = defineCommand({
  id: 'sms.delivery_report', area: 'marketing', kind: 'mutation', public: true, roles: true,
  http: { method: 'POST', path: 'marketing/sms/delivery_report' },
  input: z.object({
    reference: z.string().trim().min(1).max(120),
    status: z.enum(['delivered', 'failed', 'undelivered', 'expired', 'rejected']),
    error: zText(500).optional(),
  }),
  output: z.object({ reference: z.string(), state: z.enum(SMS_RECIPIENT_STATES), changed: z.boolean() }),
  ui: { title: 'commands.marketing.sms.delivery_report', keywords: ['delivery report', 'dlr'], hidden: true },
  cli: { verb: ['sms', 'delivery-report'] },
});

export const smsCommands = { smsDeliveryReport, smsList, smsGet, smsRecipients, smsPreview, smsCreate, smsCancel, smsOptOuts, smsOptOut, smsOptIn, smsReport, smsReportDate };
