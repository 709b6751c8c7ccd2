import { z } from 'zod';
import type { Role } from '../../roles/roles.js';
import { zBool, zDateTime, zId, zText } from '../../schema/common.js';
import { jobSchema } from '../../schema/jobs.js';
import { listInput, listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';

/** §2 email routes [admin, email, marketing]. */
export const EMAIL_ROLES: readonly Role[] = ['admin', 'email', 'marketing'];

/** Where a contact came from: a file, the shop's customers (never imported: they appear by themselves), or typed. */
export const CONTACT_SOURCES = ['import', 'customer', 'manual'] as const;
export const EMAIL_EVENT_KINDS = ['sent', 'open', 'click', 'unsubscribe', 'bounce'] as const;
/** A file's rows at most in one import (the bench imports 100,000). */
export const CONTACT_IMPORT_MAX_ROWS = 200_000;

export const contactSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  tags: z.array(z.string()),
  subscribed: z.boolean(),
  source: z.enum(CONTACT_SOURCES),
  user_id: z.number().int().nullable(),
  /** A hard bounce: never mailed again. */
  bounced_at: zDateTime.nullable(),
  unsubscribed_at: zDateTime.nullable(),
  created_at: zDateTime,
});

export const emailEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EMAIL_EVENT_KINDS),
  campaign_id: z.number().int().nullable(),
  campaign_name: z.string().nullable(),
  email: z.string(),
  url: z.string().nullable(),
  at: zDateTime,
});

const zTag = z.string().trim().toLowerCase().min(1).max(40);

/** §7 Email contacts: the audience, the shop's customers among it. */
export const emailContacts = defineCommand({
  id: 'email.contacts', area: 'marketing', kind: 'query', roles: EMAIL_ROLES,
  http: { method: 'GET', path: 'marketing/email/contacts' },
  input: listInput({ filters: { email: 'text', source: 'text', subscribed: 'bool', tags: 'text', created_at: 'date' }, sorts: ['email', 'created_at'] }),
  output: listOutput(contactSchema),
  ui: { title: 'commands.marketing.email.contacts', keywords: ['email contacts', 'audience', 'subscribers', 'харилцагч'] },
  cli: { verb: ['email', 'contacts', 'list'], columns: ['id', 'email', 'first_name', 'last_name', 'tags', 'subscribed', 'source'] },
});

/** §7 contacts search: by address, name or phone, for pickers and the palette. */
export const emailContactsSearch = defineCommand({
  id: 'email.contacts_search', area: 'marketing', kind: 'query', roles: EMAIL_ROLES,
  http: { method: 'GET', path: 'marketing/email/contacts/search' },
  input: z.object({ query: z.string().trim().min(1).max(100), limit: z.coerce.number().int().min(1).max(50).default(20) }),
  output: z.object({ items: z.array(contactSchema) }),
  ui: { title: 'commands.marketing.email.contacts_search', keywords: ['find contact', 'search email', 'харилцагч хайх'] },
  cli: { verb: ['email', 'contacts', 'search'], positionals: ['query'], columns: ['id', 'email', 'first_name', 'last_name', 'subscribed'] },
});

/** §7 contacts stats: how many may be mailed, and why the others may not. */
export const emailContactsStats = defineCommand({
  id: 'email.contacts_stats', area: 'marketing', kind: 'query', roles: EMAIL_ROLES,
  http: { method: 'GET', path: 'marketing/email/contacts/stats' },
  input: z.object({}),
  output: z.object({
    total: z.number().int(), mailable: z.number().int(), unsubscribed: z.number().int(), bounced: z.number().int(),
    customers: z.number().int(), imported: z.number().int(),
  }),
  ui: { title: 'commands.marketing.email.contacts_stats', keywords: ['audience size', 'subscribers count'] },
  cli: { verb: ['email', 'contacts', 'stats'] },
});

/** §7 contacts tags: every tag with its contacts. */
export const emailContactsTags = defineCommand({
  id: 'email.contacts_tags', area: 'marketing', kind: 'query', roles: EMAIL_ROLES,
  http: { method: 'GET', path: 'marketing/email/contacts/tags' },
  input: z.object({}),
  output: z.object({ items: z.array(z.object({ tag: z.string(), contacts: z.number().int() })) }),
  ui: { title: 'commands.marketing.email.contacts_tags', keywords: ['contact tags', 'шошго'] },
  cli: { verb: ['email', 'contacts', 'tags'], columns: ['tag', 'contacts'] },
});

export const emailContactGet = defineCommand({
  id: 'email.contact_get', area: 'marketing', kind: 'query', roles: EMAIL_ROLES,
  http: { method: 'GET', path: 'marketing/email/contacts/:id' },
  input: z.object({ id: zId }),
  output: z.object({
    contact: contactSchema,
    events: z.array(emailEventSchema),
    orders: z.object({ count: z.number().int(), amount: z.number().int(), last_at: zDateTime.nullable() }),
  }),
  ui: { title: 'commands.marketing.email.contact_get', keywords: ['email contact'] },
  cli: { verb: ['email', 'contacts', 'show'], positionals: ['id'] },
});

/** Names, phone, tags and the subscription; the address is who the contact is and stays. */
export const emailContactUpdate = defineCommand({
  id: 'email.contact_update', area: 'marketing', kind: 'mutation', roles: EMAIL_ROLES,
  http: { method: 'PUT', path: 'marketing/email/contacts/:id' },
  input: z.object({
    id: zId, first_name: zText(100).optional(), last_name: zText(100).optional(), phone: zText(40).optional(),
    tags: z.array(zTag).max(50).optional(), subscribed: zBool.optional(),
  }),
  output: z.object({ contact: contactSchema }),
  ui: { title: 'commands.marketing.email.contact_update', keywords: ['edit contact', 'unsubscribe contact'] },
  cli: { verb: ['email', 'contacts', 'update'], positionals: ['id'] },
});

/** A row of a file as mapped: the address is read as given, a bad one is a refused row of the job, not a 400. */
export const contactImportRow = z.object({
  email: z.string().max(320),
  first_name: zText(100).optional(),
  last_name: zText(100).optional(),
  phone: zText(40).optional(),
  /** Comma- or semicolon-separated, as a file's cell holds them. */
  tags: zText(500).optional(),
});

/**
 * §2 /marketing/audience/import_contact: the mapped rows of a file as an `email_contact_import`
 * job; refused rows (a bad address, one the file already had) are the job's errors with their
 * reasons, a known address is updated (its names where empty, its tags added).
 */
export const emailContactsImport = defineCommand({
  id: 'email.contacts_import', area: 'marketing', kind: 'mutation', roles: EMAIL_ROLES,
  http: { method: 'POST', path: 'marketing/email/contacts/import', bodyLimit: 64 * 1024 * 1024 },
  input: z.object({
    rows: z.array(contactImportRow).min(1).max(CONTACT_IMPORT_MAX_ROWS),
    /** Tags every row gets (`newsletter-2026`). */
    tags: z.array(zTag).max(20).default([]),
    file_name: zText(255).optional(),
  }),
  output: z.object({ job: jobSchema }),
  bulk: { field: 'rows', chunk: CONTACT_IMPORT_MAX_ROWS },
  ui: { title: 'commands.marketing.email.contacts_import', keywords: ['import contacts', 'csv', 'xlsx', 'импорт'] },
  cli: { verb: ['email', 'contacts', 'import'] },
});

/**
 * A rule of a segment: a contact field, a tag, the contact's completed orders (`orders_amount` in
 * whole ₮ as people write it, `last_order_days`: the last order within N days with lteq, none for N
 * days with gteq), what he bought (`bought_product`: a product's id or sku, `bought_brand`: a brand's
 * id, name or slug, `bought_category`: a taxon's id or permalink, its sub-categories included; `has`
 * or `not_has`, within the last `days` days when given), the RFM cell he is in (`rfm_cell`:
 * `champions`, or `champions:3` on website 3 only, as RFM last scored it), or what he did with mail
 * (`opened_days`/`clicked_days`: within the last N days).
 */
export const EMAIL_SEGMENT_FIELDS = [
  'email', 'first_name', 'last_name', 'source', 'subscribed', 'tag',
  'orders_count', 'orders_amount', 'last_order_days', 'bought_product', 'bought_brand', 'bought_category', 'rfm_cell', 'opened_days', 'clicked_days',
] as const;
/** The rules over what a contact bought: they name a catalogue thing and take a period. */
export const EMAIL_BOUGHT_FIELDS = ['bought_product', 'bought_brand', 'bought_category'] as const;
export const EMAIL_SEGMENT_OPS = ['eq', 'not_eq', 'cont', 'gteq', 'lteq', 'has', 'not_has'] as const;
export const emailSegmentRuleSchema = z.object({
  field: z.enum(EMAIL_SEGMENT_FIELDS),
  op: z.enum(EMAIL_SEGMENT_OPS),
  value: z.string().trim().max(200),
  /** Bought rules only: the order completed within the last N days; none = ever. */
  days: z.coerce.number().int().min(1).max(3650).optional(),
});

export const emailSegmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** all: every rule holds; any: one does. */
  match: z.enum(['all', 'any']),
  rules: z.array(emailSegmentRuleSchema),
  /** The mailable contacts it holds now (subscribed, not bounced). */
  contacts: z.number().int(),
  updated_at: zDateTime,
});

const segmentFields = {
  name: zText(120).pipe(z.string().min(1, 'name the segment')),
  match: z.enum(['all', 'any']).default('all'),
  rules: z.array(emailSegmentRuleSchema).max(20).default([]),
};
const segmentAnswer = z.object({ segment: emailSegmentSchema.nullable(), contacts: z.number().int(), saved: z.boolean() });

export const emailSegments = defineCommand({
  id: 'email.segments', area: 'marketing', kind: 'query', roles: EMAIL_ROLES,
  http: { method: 'GET', path: 'marketing/email/segments' },
  input: listInput({ filters: { name: 'text', updated_at: 'date' }, sorts: ['name', 'updated_at'] }),
  output: listOutput(emailSegmentSchema),
  ui: { title: 'commands.marketing.email.segments', keywords: ['email segments', 'audience segment', 'сегмент'] },
  cli: { verb: ['email', 'segments', 'list'], columns: ['id', 'name', 'match', 'contacts', 'updated_at'] },
});

export const emailSegmentGet = defineCommand({
  id: 'email.segment_get', area: 'marketing', kind: 'query', roles: EMAIL_ROLES,
  http: { method: 'GET', path: 'marketing/email/segments/:id' },
  input: z.object({ id: zId }),
  output: z.object({ segment: emailSegmentSchema }),
  ui: { title: 'commands.marketing.email.segment_get', keywords: ['email segment'] },
  cli: { verb: ['email', 'segments', 'show'], positionals: ['id'] },
});

/** With `preview`: the live count while editing, nothing written. */
export const emailSegmentCreate = defineCommand({
  id: 'email.segment_create', area: 'marketing', kind: 'mutation', roles: EMAIL_ROLES,
  http: { method: 'POST', path: 'marketing/email/segments' },
  input: z.object({ ...segmentFields, preview: zBool.default(false) }),
  output: segmentAnswer,
  ui: { title: 'commands.marketing.email.segment_create', keywords: ['new email segment', 'сегмент үүсгэх'] },
  cli: { verb: ['email', 'segments', 'create'] },
});

export const emailSegmentUpdate = defineCommand({
  id: 'email.segment_update', area: 'marketing', kind: 'mutation', roles: EMAIL_ROLES,
  http: { method: 'PUT', path: 'marketing/email/segments/:id' },
  input: z.object({ id: zId, ...segmentFields, preview: zBool.default(false) }),
  output: segmentAnswer,
  ui: { title: 'commands.marketing.email.segment_update', keywords: ['edit email segment'] },
  cli: { verb: ['email', 'segments', 'update'], positionals: ['id'] },
});

export const emailSegmentDelete = defineCommand({
  id: 'email.segment_delete', area: 'marketing', kind: 'mutation', roles: EMAIL_ROLES, danger: true,
  http: { method: 'DELETE', path: 'marketing/email/segments/:id' },
  input: z.object({ id: zId }),
  output: z.object({ id: z.number().int(), deleted: z.boolean() }),
  ui: { title: 'commands.marketing.email.segment_delete', keywords: ['delete email segment'] },
  cli: { verb: ['email', 'segments', 'delete'], positionals: ['id'] },
});

/** §7 events: what the audience did with the mail (sent, opened, clicked, unsubscribed, bounced). */
export const emailEvents = defineCommand({
  id: 'email.events', area: 'marketing', kind: 'query', roles: EMAIL_ROLES,
  http: { method: 'GET', path: 'marketing/email/events' },
  input: listInput({ filters: { kind: 'text', campaign_id: 'number', email: 'text', at: 'date' }, sorts: ['at'] }),
  output: listOutput(emailEventSchema),
  ui: { title: 'commands.marketing.email.events', keywords: ['email opens', 'email clicks', 'events'] },
  cli: { verb: ['email', 'events'], columns: ['at', 'kind', 'email', 'campaign_name', 'url'] },
});

/**
 * A bounce the mail side learnt of after the letter left (the relay's bounce processing, a DSN
 * parsed, a provider's webhook), with the bearer token of BO_EMAIL_BOUNCE_TOKEN: a hard bounce
 * marks the address bounced, a complaint unsubscribes it, so neither is mailed again; a soft one
 * is only recorded. `message_id`: the letter's Message-ID (`<email-<recipient>@…>`), to count it
 * in its campaign's report.
 */
export const emailBounceReport = defineCommand({
  id: 'email.bounce_report', area: 'marketing', kind: 'mutation', public: true, roles: true,
  http: { method: 'POST', path: 'marketing/email/bounces' },
  input: z.object({
    email: z.string().trim().toLowerCase().email().max(320),
    kind: z.enum(['hard', 'soft', 'complaint']),
    reason: zText(500).optional(),
    message_id: zText(300).optional(),
  }),
  output: z.object({ email: z.string(), kind: z.enum(['hard', 'soft', 'complaint']), stopped: z.boolean(), campaign_id: z.number().int().nullable() }),
  ui: { title: 'commands.marketing.email.bounce_report', keywords: ['bounce webhook', 'email bounce'], hidden: true },
  cli: { verb: ['email', 'bounce-report'] },
});

export const emailAudienceCommands = {
  emailContacts, emailContactsSearch, emailContactsStats, emailContactsTags, emailContactGet, emailContactUpdate, emailContactsImport,
  emailSegments, emailSegmentGet, emailSegmentCreate, emailSegmentUpdate, emailSegmentDelete, emailEvents, emailBounceReport,
};
