import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { campaignTemplates as campaignTemplateResource, type emailCampaignCommands } from '../../../shared/commands/marketing/email-campaigns.js';
import { serveResource } from '../../resources/serve.js';
import { ACTIVE_STATUSES } from '../../../shared/schema/jobs.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { ransackOrder, ransackWhere } from '../../commands/ransack.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { notifyJobChanged } from '../../jobs/notify.js';
import { queued } from '../../jobs/queue.js';
import { mailable, segmentWhere, syncCustomers, syncKey, type EmailSegmentRule } from './email-audience.js';
import { inlineCss } from './css-inline.js';
import { compileLetter, letterHtml, personalise, SAMPLE_LETTER, sanitizeEmailHtml } from './email-render.js';
import { campaignProvider, fromHeader, queueEmailSend, textOf } from './email-sender.js';

const { emailCampaigns, emailSegments, campaignTemplates, emailContacts, jobs } = schema;
type Campaign = typeof emailCampaigns.$inferSelect;
type State = 'draft' | 'scheduled' | 'sending' | 'sent' | 'canceled';

/** A send time more than this in the past is a mistake, not "now". */
const PAST_SLACK_MS = 60_000;

function toJson(c: Campaign, segmentName: string | null) {
  return {
    id: c.id, name: c.name, channel: 'email' as const, state: c.state as State, segment_id: c.segmentId, segment_name: segmentName, template_id: c.templateId,
    subject: c.subject, preview_text: c.previewText, from_name: c.fromName, from_email: c.fromEmail, body_html: c.bodyHtml,
    send_at: c.sendAt?.toISOString() ?? null, job_id: c.jobId, recipient_count: c.recipientCount, sent: c.sent, failed: c.failed,
    created_at: c.createdAt.toISOString(), finished_at: c.finishedAt?.toISOString() ?? null,
  };
}

async function campaigns(db: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const rows = await db.select({ c: emailCampaigns, segmentName: emailSegments.name }).from(emailCampaigns)
    .leftJoin(emailSegments, eq(emailSegments.id, emailCampaigns.segmentId)).where(where).orderBy(...order).limit(limit).offset(offset);
  return rows.map((r) => toJson(r.c, r.segmentName));
}

async function findCampaign(db: DbOrTx, id: number) {
  const [found] = await campaigns(db, eq(emailCampaigns.id, id), [], 1, 0);
  if (!found) throw notFound('No such email campaign');
  return found;
}

async function segmentOf(db: DbOrTx, id: number | null | undefined) {
  if (id === null || id === undefined) return null;
  const [s] = await db.select().from(emailSegments).where(eq(emailSegments.id, id)).limit(1);
  if (!s) throw badRequest({ segment_id: 'no such segment' });
  return s;
}

/** The audience a campaign reaches: its segment's mailable contacts, or every mailable contact. */
async function audienceWhere(db: DbOrTx, segmentId: number | null) {
  const s = await segmentOf(db, segmentId);
  return and(mailable, s ? segmentWhere(s.match as 'all' | 'any', s.rules as EmailSegmentRule[]) : undefined);
}

const SAMPLE_CONTACT = { email: SAMPLE_LETTER.email, first_name: SAMPLE_LETTER.first_name, last_name: SAMPLE_LETTER.last_name, phone: SAMPLE_LETTER.phone };

/** Subject and body compile and the body is sanitised, or a 400 names the field. */
function letter(input: { subject?: string | undefined; body_html?: string | undefined }) {
  if (input.subject !== undefined) compileLetter(input.subject, 'subject');
  if (input.body_html === undefined) return undefined;
  const clean = sanitizeEmailHtml(input.body_html);
  compileLetter(clean, 'body_html');
  return clean;
}

/** The console's own address, as the tracking links should point to it. */
const ownOrigin = (ctx: AuthedContext) => `${ctx.request.protocol}://${ctx.request.host}`;

/** Campaign templates on the resource kit: a body that does not compile is refused, what is stored is sanitised. */
export const campaignTemplateHandlers = serveResource(campaignTemplateResource, {
  table: campaignTemplates,
  check: (_ctx, input) => { letter({ subject: input.subject as string | undefined, body_html: input.body_html as string | undefined }); },
  prepare: (values) => (typeof values.bodyHtml === 'string' ? { ...values, bodyHtml: sanitizeEmailHtml(values.bodyHtml) } : values),
});

export const emailCampaignHandlers: HandlersOf<typeof emailCampaignCommands> = {
  async emailTemplatePreview({ subject, preview_text, body_html }) {
    const body = inlineCss(letter({ subject, body_html })!);
    const l = personalise({ subject: compileLetter(subject, 'subject'), body: compileLetter(body, 'body_html'), previewText: preview_text }, { id: 0, ...SAMPLE_CONTACT }, null);
    return { subject: l.subject, html: l.html };
  },

  async emailCampaigns({ page, per_page, q }, ctx) {
    const where = ransackWhere(q, {
      state: { kind: 'text', column: emailCampaigns.state }, name: { kind: 'text', column: emailCampaigns.name }, created_at: { kind: 'date', column: emailCampaigns.createdAt },
    });
    const order = ransackOrder(q, { created_at: emailCampaigns.createdAt, name: emailCampaigns.name }, emailCampaigns.id);
    const [items, [total]] = await Promise.all([
      campaigns(ctx.db, where, order.length > 1 ? order : [desc(emailCampaigns.id)], per_page, (page - 1) * per_page),
      ctx.db.select({ n: count() }).from(emailCampaigns).where(where),
    ]);
    return { items, page, per_page, total: total?.n ?? 0 };
  },

  async emailCampaignGet({ id }, ctx) {
    const campaign = await findCampaign(ctx.db, id);
    if (campaign.state !== 'draft') return { campaign, recipients: campaign.recipient_count };
    await syncCustomers(ctx.db, syncKey(ctx));
    const [n] = await ctx.db.select({ n: count() }).from(emailContacts).where(await audienceWhere(ctx.db, campaign.segment_id));
    return { campaign, recipients: n?.n ?? 0 };
  },

  async emailCampaignCreate(input, ctx) {
    const [template] = await ctx.db.select().from(campaignTemplates).where(eq(campaignTemplates.id, input.template_id)).limit(1);
    if (!template) throw badRequest({ template_id: 'no such template' });
    await segmentOf(ctx.db, input.segment_id);
    const body = letter({ subject: input.subject, body_html: input.body_html }) ?? template.bodyHtml;
    const [made] = await ctx.db.insert(emailCampaigns).values({
      name: input.name, segmentId: input.segment_id ?? null, templateId: template.id, subject: input.subject ?? template.subject,
      previewText: input.preview_text ?? template.previewText, fromName: input.from_name ?? template.fromName, fromEmail: input.from_email ?? template.fromEmail,
      bodyHtml: body, authorId: ctx.principal.user.id,
    }).returning();
    ctx.auditTarget = `email_campaign:${made!.id}`;
    return { campaign: await findCampaign(ctx.db, made!.id) };
  },

  async emailCampaignUpdate({ id, ...input }, ctx) {
    const campaign = await findCampaign(ctx.db, id);
    if (campaign.state !== 'draft') throw conflict(`The campaign is ${campaign.state}: only a draft is edited`);
    await segmentOf(ctx.db, input.segment_id);
    const body = letter(input);
    await ctx.db.update(emailCampaigns).set({
      ...(input.name !== undefined && { name: input.name }), ...(input.segment_id !== undefined && { segmentId: input.segment_id }),
      ...(input.subject !== undefined && { subject: input.subject }), ...(input.preview_text !== undefined && { previewText: input.preview_text }),
      ...(input.from_name !== undefined && { fromName: input.from_name }), ...(input.from_email !== undefined && { fromEmail: input.from_email }),
      ...(body !== undefined && { bodyHtml: body }),
    }).where(eq(emailCampaigns.id, id));
    ctx.auditTarget = `email_campaign:${id}`;
    return { campaign: await findCampaign(ctx.db, id) };
  },

  async emailCampaignDelete({ id }, ctx) {
    const campaign = await findCampaign(ctx.db, id);
    if (campaign.state !== 'draft' && campaign.state !== 'canceled') throw conflict(`The campaign is ${campaign.state}: only a draft or a canceled one is deleted`);
    await ctx.db.delete(emailCampaigns).where(eq(emailCampaigns.id, id));
    ctx.auditTarget = `email_campaign:${id}`;
    return { id, deleted: true };
  },

  async emailCampaignTest({ id, emails }, ctx) {
    const c = await findCampaign(ctx.db, id);
    const compiled = { subject: compileLetter(c.subject, 'subject'), body: compileLetter(letterHtml(c.body_html), 'body_html'), previewText: c.preview_text };
    const provider = campaignProvider(ctx.services.config.messages, ctx.request.log);
    const sent: string[] = [];
    try {
      for (const [i, email] of emails.entries()) {
        const l = personalise(compiled, { id: 0, email, first_name: ctx.principal.user.firstName, last_name: ctx.principal.user.lastName, phone: null }, null);
        await provider.send({ id: 0, key: `email-test-${id}-${Date.now()}-${i}`, channel: 'email', recipient: email, subject: `[Test] ${l.subject}`, body: textOf(l.html), html: l.html, from: fromHeader(c.from_name, c.from_email) })
          .catch((e: Error) => { throw badRequest({ [`emails.${i}`]: e.message }, 'The test email was not taken by the mail server'); });
        sent.push(email);
      }
    } finally {
      await provider.close?.().catch(() => {});
    }
    ctx.auditTarget = `email_campaign:${id}`;
    return { sent };
  },

  async emailCampaignSend({ id, at }, ctx) {
    const campaign = await findCampaign(ctx.db, id);
    if (campaign.state !== 'draft') throw conflict(`The campaign is ${campaign.state}: only a draft is scheduled or sent`);
    const sendAt = at ? new Date(at) : new Date();
    if (sendAt.getTime() < Date.now() - PAST_SLACK_MS) throw badRequest({ at: 'is in the past' }, 'The send time is in the past');
    await syncCustomers(ctx.db, syncKey(ctx));
    // the recipients fixed now, each contact once (the unique index holds it)
    const inserted = rowsOf<{ n: number }>(await ctx.db.execute(sql`with ins as (insert into email_recipients (campaign_id, contact_id, email)
      select ${id}, ${emailContacts.id}, ${emailContacts.email} from ${emailContacts} where ${await audienceWhere(ctx.db, campaign.segment_id)}
      on conflict do nothing returning 1) select count(*)::int as n from ins`));
    const n = inserted[0]?.n ?? 0;
    if (!n) throw unprocessableEmpty();
    const [row] = await ctx.db.update(emailCampaigns).set({ state: 'scheduled', sendAt, recipientCount: n, sent: 0, failed: 0, trackingBase: ownOrigin(ctx) })
      .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.state, 'draft'))).returning();
    if (!row) throw conflict('The campaign changed meanwhile; try again');
    ctx.auditTarget = `email_campaign:${id}`;
    let job = null;
    if (sendAt.getTime() <= Date.now()) {
      const jobId = await queueEmailSend(ctx.db, row);
      job = await queued(ctx, jobId);
      ctx.auditTarget = `email_campaign:${id}`;
    }
    return { campaign: await findCampaign(ctx.db, id), job };
  },

  async emailCampaignCancel({ id }, ctx) {
    const campaign = await findCampaign(ctx.db, id);
    ctx.auditTarget = `email_campaign:${id}`;
    if (campaign.state === 'scheduled' && campaign.job_id === null) {
      // not started: back to a draft to edit, its recipients fixed again when it is next scheduled
      await ctx.db.execute(sql`delete from email_recipients where campaign_id = ${id}`);
      await ctx.db.update(emailCampaigns).set({ state: 'draft', sendAt: null, recipientCount: 0 }).where(eq(emailCampaigns.id, id));
    } else if (campaign.state === 'scheduled' || campaign.state === 'sending') {
      await ctx.db.update(emailCampaigns).set({ state: 'canceled', finishedAt: sql`now()` }).where(eq(emailCampaigns.id, id));
      if (campaign.job_id) {
        await ctx.db.update(jobs).set({ status: 'cancelled', finishedAt: new Date(), leasedUntil: null })
          .where(and(eq(jobs.id, campaign.job_id), inArray(jobs.status, [...ACTIVE_STATUSES, 'interrupted'])));
        await notifyJobChanged(ctx.db, campaign.job_id);
      }
    } else {
      throw conflict(`The campaign is ${campaign.state}: only a scheduled or sending one is canceled`);
    }
    return { campaign: await findCampaign(ctx.db, id) };
  },

  async emailCampaignReport({ id }, ctx) {
    const campaign = await findCampaign(ctx.db, id);
    const [t] = rowsOf<Record<string, number | string>>(await ctx.db.execute(sql`
      with ev as (select kind, recipient_id, contact_id, min(at) as at from email_events where campaign_id = ${id} group by kind, recipient_id, contact_id),
      clicks as (select contact_id, at from ev where kind = 'click'),
      bought as (select distinct o.id, o.total from clicks k join email_contacts c on c.id = k.contact_id
        join orders o on o.user_id = c.user_id and o.completed_at >= k.at and o.completed_at < k.at + interval '7 days')
      select (select count(*) from email_recipients where campaign_id = ${id} and state = 'sent')::int as delivered,
        (select count(distinct recipient_id) from ev where kind = 'open')::int as opened,
        (select count(distinct recipient_id) from ev where kind = 'click')::int as clicked,
        (select count(distinct k.contact_id) from clicks k join email_contacts c on c.id = k.contact_id
          where exists (select 1 from orders o where o.user_id = c.user_id and o.completed_at >= k.at and o.completed_at < k.at + interval '7 days'))::int as converted,
        (select count(distinct recipient_id) from ev where kind = 'bounce')::int as bounced,
        (select count(distinct recipient_id) from ev where kind = 'unsubscribe')::int as unsubscribed,
        (select coalesce(sum(total), 0) from bought)::bigint as revenue`));
    const hours = rowsOf<{ hour: string; opened: number; clicked: number }>(await ctx.db.execute(sql`
      select to_char(date_trunc('hour', at at time zone 'Asia/Ulaanbaatar'), 'YYYY/MM/DD HH24:00') as hour,
        count(*) filter (where kind = 'open')::int as opened, count(*) filter (where kind = 'click')::int as clicked
      from email_events where campaign_id = ${id} and kind in ('open', 'click') group by 1 order by 1 limit 500`));
    const links = rowsOf<{ url: string; clicks: number }>(await ctx.db.execute(sql`
      select url, count(*)::int as clicks from email_events where campaign_id = ${id} and kind = 'click' and url is not null group by url order by 2 desc, 1 limit 50`));
    return {
      campaign,
      totals: {
        recipients: campaign.recipient_count, delivered: Number(t!.delivered), opened: Number(t!.opened), clicked: Number(t!.clicked), converted: Number(t!.converted),
        bounced: Number(t!.bounced), unsubscribed: Number(t!.unsubscribed), revenue: Number(t!.revenue),
      },
      hours, links,
    };
  },
};

function unprocessableEmpty() {
  return badRequest({ segment_id: 'has no contact that may be mailed' }, 'Nobody to send to: the segment has no subscribed contact');
}
