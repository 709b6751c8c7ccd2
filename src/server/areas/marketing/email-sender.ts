import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { schema, type Db } from '../../db/index.js';
import { notifyJobChanged } from '../../jobs/notify.js';
import { registerJobKind, type JobOutcome, type JobRun } from '../../jobs/kinds.js';
import { DeliveryError, type MessageProvider } from '../../providers/messages/index.js';
import { logProvider } from '../../providers/messages/log.js';
import { smtpProvider } from '../../providers/messages/smtp.js';
import { compileLetter, letterHtml, personalise, trackingKey } from './email-render.js';

const { emailCampaigns, emailRecipients, emailContacts, jobs } = schema;
export const EMAIL_SEND_JOB = 'email_send';

/** A letter's Message-ID key: sent again after a crash, it is the same letter to mail clients. */
export const letterKey = (recipient: number) => `email-${recipient}`;

const BATCH = 500;
/** Letters in flight at once over 32 pooled connections: a letter waits on four SMTP round trips, not on the CPU. */
const CONCURRENCY = 64;
const TRIES = 5;

/** The provider of campaign mail: SMTP with pooled connections, or the log. */
export function campaignProvider(config: Config['messages'], log: JobRun['log']): MessageProvider {
  return config.email.kind === 'smtp' ? smtpProvider({ url: config.email.url, from: config.email.from, pool: 32 }) : logProvider(log);
}

export const fromHeader = (name: string, email: string) => `"${name.replace(/["\\]/g, '')}" <${email}>`;
export const textOf = (html: string) => html.replace(/<(style|head)[^>]*>[\s\S]*?<\/\1>/gi, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

type Outcome = { id: number; contactId: number; email: string; state: 'sent' | 'failed' | 'skipped' | 'queued'; error: string | null; bounce: boolean };

const sleep = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  if (signal.aborted) return resolve();
  const t = setTimeout(done, ms);
  function done() { clearTimeout(t); signal.removeEventListener('abort', done); resolve(); }
  signal.addEventListener('abort', done, { once: true });
});

/** Records a batch: recipients, bounces (the contact never mailed again), the campaign's and the job's counts, in one transaction. */
async function record(db: Db, jobId: number, campaignId: number, outcomes: Outcome[]): Promise<void> {
  const done = outcomes.filter((o) => o.state !== 'queued');
  if (!done.length) return;
  const sent = done.filter((o) => o.state === 'sent').length;
  const failed = done.filter((o) => o.state === 'failed').length;
  const bounces = done.filter((o) => o.bounce);
  await db.transaction(async (tx) => {
    const values = sql.join(done.map((o) => sql`(${o.id}::bigint, ${o.state}, ${o.error})`), sql`, `);
    await tx.execute(sql`update email_recipients r set state = v.state, error = v.error, sent_at = case when v.state = 'sent' then now() else null end
      from (values ${values}) as v(id, state, error) where r.id = v.id and r.state = 'queued'`);
    if (bounces.length) {
      await tx.update(emailContacts).set({ bouncedAt: sql`now()` }).where(inArray(emailContacts.id, bounces.map((b) => b.contactId)));
      await tx.insert(schema.emailBounces).values(bounces.map((b) => ({ email: b.email, kind: 'hard', reason: b.error ?? '', source: `campaign:${campaignId}` })));
      await tx.execute(sql`insert into email_events (kind, contact_id, campaign_id, recipient_id, email)
        select 'bounce', r.contact_id, r.campaign_id, r.id, r.email from email_recipients r where r.id in (${sql.join(bounces.map((b) => sql`${b.id}`), sql`, `)})`);
    }
    await tx.update(emailCampaigns).set({ sent: sql`${emailCampaigns.sent} + ${sent}`, failed: sql`${emailCampaigns.failed} + ${failed}` }).where(eq(emailCampaigns.id, campaignId));
    await tx.update(jobs).set({ processed: sql`${jobs.processed} + ${done.length}`, succeeded: sql`${jobs.succeeded} + ${sent}`, failed: sql`${jobs.failed} + ${failed}` })
      .where(eq(jobs.id, jobId));
  });
}

/**
 * A campaign's send: its queued recipients in batches, each letter personalised and handed to
 * SMTP, the batch recorded as soon as its letters left. An address unsubscribed or bounced since
 * the campaign was scheduled is skipped, never mailed. A send stopped (cancel, restart) leaves the
 * unrecorded recipients queued, and the resumed job sends only those: each address once. A letter
 * the server was killed between handing over and recording goes again with the same Message-ID,
 * which mail clients fold.
 */
async function runSend({ job, ctx, chunk, db, signal, log }: JobRun): Promise<JobOutcome> {
  const { campaign_id: campaignId } = job.payload as { campaign_id: number };
  const [campaign] = await db.update(emailCampaigns).set({ state: 'sending' })
    .where(and(eq(emailCampaigns.id, campaignId), inArray(emailCampaigns.state, ['scheduled', 'sending']))).returning();
  if (!campaign) throw new Error(`campaign ${campaignId} is not to be sent`);
  await notifyJobChanged(db, job.id);
  const key = await trackingKey(db, ctx.services.database);
  const compiled = { subject: compileLetter(campaign.subject, 'subject'), body: compileLetter(letterHtml(campaign.bodyHtml), 'body_html'), previewText: campaign.previewText };
  const from = fromHeader(campaign.fromName, campaign.fromEmail);
  const base = campaign.trackingBase ?? '';
  const provider = campaignProvider(ctx.services.config.messages, log);
  let recorded: Promise<void> = Promise.resolve();
  const batchAfter = (after: number) => {
    const read = db.select({
      id: emailRecipients.id, contactId: emailRecipients.contactId, email: emailRecipients.email,
      first_name: emailContacts.firstName, last_name: emailContacts.lastName, phone: emailContacts.phone,
      // an address that said no, or bounced (a campaign's letter, or the shop's own mail) since it was scheduled: skipped, never mailed
      mailable: sql<boolean>`${emailContacts.subscribed} and ${emailContacts.bouncedAt} is null
        and not exists (select 1 from email_bounces b where b.email = ${emailRecipients.email} and b.kind = 'hard')`,
    }).from(emailRecipients).innerJoin(emailContacts, eq(emailContacts.id, emailRecipients.contactId))
      .where(and(eq(emailRecipients.campaignId, campaignId), eq(emailRecipients.state, 'queued'), sql`${emailRecipients.id} > ${after}`))
      .orderBy(asc(emailRecipients.id)).limit(BATCH)
      .then((rows) => rows); // run once, now (a query builder runs again at each await)
    read.catch(() => {}); // awaited below; a send that stops first must not leave it unhandled
    return read;
  };
  try {
    // the next batch is read while this one's letters leave: the SMTP connections never wait on the database
    for (let next = batchAfter(0); ;) {
      await chunk(async () => {});
      const batch = await next;
      if (!batch.length) break;
      next = batchAfter(batch[batch.length - 1]!.id);
      const outcomes: Outcome[] = batch.filter((r) => !r.mailable)
        .map((r) => ({ id: r.id, contactId: r.contactId, email: r.email, state: 'skipped' as const, error: null, bounce: false }));
      const mail = batch.filter((r) => r.mailable);
      let taken = 0;
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, mail.length) }, async () => {
        while (taken < mail.length) {
          const r = mail[taken++]!;
          const letter = personalise(compiled, { id: r.contactId, email: r.email, first_name: r.first_name, last_name: r.last_name, phone: r.phone }, { key, base, recipient: r.id });
          let outcome: Outcome = { id: r.id, contactId: r.contactId, email: r.email, state: 'queued', error: null, bounce: false };
          for (let tries = 0; tries < TRIES && !signal.aborted; tries++) {
            try {
              await provider.send({
                id: r.id, key: letterKey(r.id), channel: 'email', recipient: r.email, subject: letter.subject, body: textOf(letter.html), html: letter.html, from,
                headers: { 'List-Unsubscribe': `<${letter.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
              });
              outcome = { ...outcome, state: 'sent' };
              break;
            } catch (e) {
              const status = e instanceof DeliveryError ? e.status : null;
              const error = ((e as Error).message || String(e)).slice(0, 500);
              if (status !== null && status >= 500) { outcome = { ...outcome, state: 'failed', error, bounce: status >= 550 && status < 560 }; break; }
              // a busy relay (4xx) or no answer: wait and try again; still queued when the tries run out
              await sleep(Math.min(50 * 2 ** tries, 2000), signal);
            }
          }
          outcomes.push(outcome);
        }
      }));
      await recorded;
      recorded = record(db, job.id, campaignId, outcomes);
      if (outcomes.some((o) => o.state === 'queued') && !signal.aborted) {
        await recorded;
        throw new Error('the mail server keeps refusing letters for now; resume the job to send the rest');
      }
    }
  } finally {
    await recorded;
    await provider.close?.().catch(() => {});
  }
  const [ended] = await db.update(emailCampaigns).set({ state: 'sent', finishedAt: sql`now()` })
    .where(and(eq(emailCampaigns.id, campaignId), eq(emailCampaigns.state, 'sending'))).returning();
  return { audit: { commandId: 'email.send_job', input: { job_id: job.id, campaign_id: campaignId, sent: ended?.sent ?? 0, failed: ended?.failed ?? 0 } } };
}

registerJobKind(EMAIL_SEND_JOB, runSend);

/** Makes the send job of a campaign whose time has come (in the caller's transaction). */
export async function queueEmailSend(db: Db, campaign: { id: number; authorId: number | null; recipientCount: number }): Promise<number> {
  const [job] = await db.insert(jobs).values({
    kind: EMAIL_SEND_JOB, status: 'queued', userId: campaign.authorId, total: campaign.recipientCount,
    fileName: `email-${campaign.id}`, payload: { campaign_id: campaign.id },
  }).returning({ id: jobs.id });
  await db.update(emailCampaigns).set({ jobId: job!.id }).where(eq(emailCampaigns.id, campaign.id));
  await notifyJobChanged(db, job!.id);
  return job!.id;
}

/** Scheduled campaigns whose time came, each given its send job once (SKIP LOCKED across instances). */
export async function dueEmailSends(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx.select({ id: emailCampaigns.id, authorId: emailCampaigns.authorId, recipientCount: emailCampaigns.recipientCount }).from(emailCampaigns)
      .where(and(eq(emailCampaigns.state, 'scheduled'), sql`${emailCampaigns.jobId} is null`, sql`${emailCampaigns.sendAt} <= now()`))
      .orderBy(asc(emailCampaigns.sendAt)).limit(20).for('update', { skipLocked: true });
    const ids: number[] = [];
    for (const c of due) ids.push(await queueEmailSend(tx, c));
    return ids;
  });
}
