import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { smsCommands } from '../../../shared/commands/marketing/sms.js';
import { ACTIVE_STATUSES } from '../../../shared/schema/jobs.js';
import { normalisePhones, smsCost } from '../../../shared/schema/sms.js';
import { rfmCustomers } from '../../../shared/commands/marketing/rfm.js';
import { canAccess } from '../../../shared/roles/access.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { ransackOrder, ransackWhere } from '../../commands/ransack.js';
import { schema, type Db } from '../../db/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { notifyJobChanged } from '../../jobs/notify.js';
import { queued } from '../../jobs/queue.js';
import { compose, phoneArray, refuseUnsendable } from './compose.js';
import { deliveryReport } from './delivery-report.js';
import { reportHandlers } from './reports.js';
import { queueCampaignSend } from './scheduler.js';
import './sender.js';

const { smsCampaigns, smsRecipients, smsOptOuts, users, jobs } = schema;
type Campaign = typeof smsCampaigns.$inferSelect;

/** A send time more than this in the past is a mistake, not "now". */
const PAST_SLACK_MS = 60_000;

const campaignColumns = {
  campaign: smsCampaigns, authorEmail: users.email, jobStatus: jobs.status,
};

async function campaigns(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const rows = await db.select(campaignColumns).from(smsCampaigns)
    .leftJoin(users, eq(users.id, smsCampaigns.authorId))
    .leftJoin(jobs, eq(jobs.id, smsCampaigns.jobId))
    .where(where).orderBy(...order).limit(limit).offset(offset);
  return rows.map(toJson);
}

/** A send cancelled in the jobs centre is a cancelled campaign too. */
function toJson({ campaign: c, authorEmail, jobStatus }: { campaign: Campaign; authorEmail: string | null; jobStatus: string | null }) {
  const stoppedJob = (c.state === 'queued' || c.state === 'sending') && jobStatus === 'cancelled';
  return {
    id: c.id, name: c.name, body: c.body, parts: c.parts, state: (stoppedJob ? 'cancelled' : c.state) as Campaign['state'] & ('scheduled' | 'queued' | 'sending' | 'done' | 'cancelled'),
    source: c.source, send_at: c.sendAt?.toISOString() ?? null, job_id: c.jobId, recipients: c.recipientCount, sent: c.sent, delivered: c.delivered, failed: c.failed,
    queued: c.recipientCount - c.sent - c.failed, cost: smsCost(c.parts, c.recipientCount, c.partCost), author_email: authorEmail,
    created_at: c.createdAt.toISOString(), finished_at: c.finishedAt?.toISOString() ?? null,
  };
}

async function findCampaign(db: Db, id: number) {
  const [found] = await campaigns(db, eq(smsCampaigns.id, id), [], 1, 0);
  if (!found) throw notFound('No such SMS campaign');
  return found;
}

const defaultName = (body: string) => (body.length > 40 ? `${body.slice(0, 40).trimEnd()}…` : body);

export const smsHandlers: HandlersOf<typeof smsCommands> = {
  async smsList({ page, per_page, q }, ctx) {
    const where = ransackWhere(q, {
      state: { kind: 'text', column: smsCampaigns.state }, name: { kind: 'text', column: smsCampaigns.name },
      created_at: { kind: 'date', column: smsCampaigns.createdAt },
    });
    const [items, [total]] = await Promise.all([
      campaigns(ctx.db, where, ransackOrder(q, { created_at: smsCampaigns.createdAt }, smsCampaigns.id).length > 1
        ? ransackOrder(q, { created_at: smsCampaigns.createdAt }, smsCampaigns.id) : [desc(smsCampaigns.id)], per_page, (page - 1) * per_page),
      ctx.db.select({ n: count() }).from(smsCampaigns).where(where),
    ]);
    return { items, page, per_page, total: total?.n ?? 0 };
  },

  async smsGet({ id }, ctx) {
    return { campaign: await findCampaign(ctx.db, id) };
  },

  async smsRecipients({ id, page, per_page, q }, ctx) {
    await findCampaign(ctx.db, id);
    const where = and(eq(smsRecipients.campaignId, id), ransackWhere(q, {
      state: { kind: 'text', column: smsRecipients.state }, phone: { kind: 'text', column: smsRecipients.phone },
    }));
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(smsRecipients).where(where).orderBy(smsRecipients.id).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(smsRecipients).where(where),
    ]);
    return {
      items: rows.map((r) => ({
        id: r.id, phone: r.phone, state: r.state as 'queued' | 'sent' | 'delivered' | 'failed', attempts: r.attempts, error: r.error, sent_at: r.sentAt?.toISOString() ?? null,
      })),
      page, per_page, total: total?.n ?? 0,
    };
  },

  async smsPreview(input, ctx) {
    return (await compose(ctx.db, input, ctx.services.config.messages.smsPartCost, rfmWebsite(input, ctx))).preview;
  },

  async smsCreate(input, ctx) {
    const author = ctx.principal.user.id;
    const partCost = ctx.services.config.messages.smsPartCost;
    const again = async () => {
      if (!input.key) return null;
      const [row] = await ctx.db.select({ id: smsCampaigns.id }).from(smsCampaigns)
        .where(and(eq(smsCampaigns.authorId, author), eq(smsCampaigns.key, input.key))).limit(1);
      return row ? findCampaign(ctx.db, row.id) : null;
    };
    const composed = await compose(ctx.db, input, partCost, rfmWebsite(input, ctx));
    // the same key again (a retried request, a re-run of `bo sms send`): the campaign it made, not a second
    const known = await again();
    if (known) return { campaign: known, preview: composed.preview, created: false, job: null };
    refuseUnsendable(composed);
    const sendAt = input.send_at ? new Date(input.send_at) : null;
    if (sendAt && sendAt.getTime() < Date.now() - PAST_SLACK_MS) throw badRequest({ send_at: 'is in the past' }, 'The send time is in the past');
    const later = sendAt !== null && sendAt.getTime() > Date.now();
    const source = input.audience.rfm_cell ? 'rfm' : input.audience.filter ? 'filter' : composed.phones.length === 1 ? 'one' : 'file';
    const [made] = await ctx.db.insert(smsCampaigns).values({
      key: input.key ?? null, name: input.name || defaultName(composed.body), body: composed.body, parts: composed.preview.parts,
      state: later ? 'scheduled' : 'queued', sendAt, source, recipientCount: composed.phones.length, partCost, authorId: author,
    }).onConflictDoNothing().returning();
    if (!made) {
      // another request with this key committed first
      const first = await again();
      if (!first) throw conflict('A send with this key is being made; try again');
      return { campaign: first, preview: composed.preview, created: false, job: null };
    }
    // the recipients in the campaign's transaction: a send exists with all its phones or not at all
    await ctx.db.execute(sql`insert into sms_recipients (campaign_id, phone) select ${made.id}, unnest(${phoneArray(composed.phones)}::text[])`);
    ctx.auditTarget = `sms_campaign:${made.id}`;
    let job = null;
    if (!later) {
      const jobId = await queueCampaignSend(ctx.db, made);
      job = await queued(ctx, jobId);
      ctx.auditTarget = `sms_campaign:${made.id}`;
    }
    return { campaign: await findCampaign(ctx.db, made.id), preview: composed.preview, created: true, job };
  },

  async smsCancel({ id }, ctx) {
    const campaign = await findCampaign(ctx.db, id);
    ctx.auditTarget = `sms_campaign:${id}`;
    if (campaign.state === 'scheduled') {
      const [stopped] = await ctx.db.update(smsCampaigns).set({ state: 'cancelled', finishedAt: sql`now()` })
        .where(and(eq(smsCampaigns.id, id), eq(smsCampaigns.state, 'scheduled'))).returning({ id: smsCampaigns.id });
      if (!stopped) throw conflict('The campaign started meanwhile; cancel it again to stop its send');
    } else if (campaign.state === 'queued' || campaign.state === 'sending') {
      // the send stops after the messages under way; what left is recorded as sent
      await ctx.db.update(smsCampaigns).set({ state: 'cancelled', finishedAt: sql`now()` }).where(eq(smsCampaigns.id, id));
      if (campaign.job_id) {
        await ctx.db.update(jobs).set({ status: 'cancelled', finishedAt: new Date(), leasedUntil: null })
          .where(and(eq(jobs.id, campaign.job_id), inArray(jobs.status, [...ACTIVE_STATUSES, 'interrupted'])));
        await notifyJobChanged(ctx.db, campaign.job_id);
      }
    } else {
      throw conflict(`The campaign is ${campaign.state}: only a scheduled or sending one can be cancelled`);
    }
    return { campaign: await findCampaign(ctx.db, id) };
  },

  async smsOptOuts({ page, per_page, q }, ctx) {
    const where = ransackWhere(q, { phone: { kind: 'text', column: smsOptOuts.phone } });
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(smsOptOuts).where(where).orderBy(...ransackOrder(q, { created_at: smsOptOuts.createdAt }, smsOptOuts.phone))
        .limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(smsOptOuts).where(where),
    ]);
    return { items: rows.map((r) => ({ phone: r.phone, reason: r.reason, created_at: r.createdAt.toISOString() })), page, per_page, total: total?.n ?? 0 };
  },

  async smsOptOut({ phone, reason }, ctx) {
    const mobile = mobileOf(phone);
    const [row] = await ctx.db.insert(smsOptOuts).values({ phone: mobile, reason: reason || null })
      .onConflictDoUpdate({ target: smsOptOuts.phone, set: { reason: reason || null } }).returning();
    ctx.auditTarget = `sms_opt_out:${mobile}`;
    return { phone: row!.phone, reason: row!.reason, created_at: row!.createdAt.toISOString() };
  },

  async smsOptIn({ phone }, ctx) {
    const mobile = mobileOf(phone);
    const gone = await ctx.db.delete(smsOptOuts).where(eq(smsOptOuts.phone, mobile)).returning({ phone: smsOptOuts.phone });
    ctx.auditTarget = `sms_opt_out:${mobile}`;
    return { phone: mobile, removed: gone.length > 0 };
  },

  ...reportHandlers(),
  smsDeliveryReport: deliveryReport,
};

/** An RFM cell's customers are read by those who may read RFM (§2 /marketing/rfm), on the header's website. */
function rfmWebsite(input: { audience: { rfm_cell?: string | undefined } }, ctx: AuthedContext): number | null {
  if (!input.audience.rfm_cell) return null;
  if (!canAccess(rfmCustomers, ctx.scope.viewer)) throw forbidden('Only marketing and admin read RFM cells');
  return ctx.scope.website?.id ?? null;
}

function mobileOf(phone: string): string {
  const [mobile] = normalisePhones([phone]).phones;
  if (!mobile) throw badRequest({ phone: 'must be an 8-digit Mongolian mobile number' });
  return mobile;
}
