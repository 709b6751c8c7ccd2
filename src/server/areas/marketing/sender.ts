import { setMaxListeners } from 'node:events';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '../../db/index.js';
import { registerJobKind, type JobOutcome, type JobRun } from '../../jobs/kinds.js';
import { redactText } from '../../log-redact.js';
import { DeliveryError, messageProviders, type MessageProvider } from '../../providers/messages/index.js';

const { smsCampaigns, smsRecipients, jobs } = schema;
export const SEND_JOB = 'sms_send';

export type SendPlan = { campaign_id: number };

/** The gateway's idempotency key of a recipient: a message sent again after a crash is folded by it. */
export const recipientKey = (id: number) => `sms-${id}`;

const MAX_BACKOFF_MS = 30_000;
const sleep = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  if (signal.aborted || ms <= 0) return resolve();
  const t = setTimeout(done, ms);
  function done() { clearTimeout(t); signal.removeEventListener('abort', done); resolve(); }
  signal.addEventListener('abort', done, { once: true });
});

/** Answers worth waiting for: the gateway busy (429), down (5xx) or unreachable. */
const transient = (e: unknown) => !(e instanceof DeliveryError) || e.status === null || e.status === 429 || e.status >= 500;

type Outcome = { id: number; state: 'sent' | 'failed' | 'queued'; providerMessageId: string | null; error: string | null; attempts: number };

/**
 * Paces sends at `rate` a second across all concurrent senders, and holds them all back after a
 * 429 or 5xx: the gateway asked for less, so everyone waits, not only the message refused.
 */
class Pace {
  private next = 0;
  private heldUntil = 0;
  constructor(private readonly interval: number) {}
  async turn(signal: AbortSignal): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.next, this.heldUntil);
    this.next = at + this.interval;
    await sleep(at - now, signal);
  }
  holdFor(ms: number): void { this.heldUntil = Math.max(this.heldUntil, Date.now() + ms); }
}

/**
 * Sends one message until the gateway takes or refuses it: a 429, 5xx or no answer waits with
 * exponential backoff and tries again (never dropped); a refusal (other 4xx) is `failed` with the
 * gateway's words. Stops trying (the recipient stays queued) when the job is stopped.
 */
async function deliverOne(provider: MessageProvider, pace: Pace, r: { id: number; phone: string; attempts: number }, body: string, signal: AbortSignal): Promise<Outcome> {
  let attempts = r.attempts;
  for (let tries = 0; ; tries++) {
    await pace.turn(signal);
    if (signal.aborted) return { id: r.id, state: 'queued', providerMessageId: null, error: null, attempts };
    attempts++;
    try {
      const { providerMessageId } = await provider.send({ id: r.id, key: recipientKey(r.id), channel: 'sms', recipient: r.phone, subject: null, body });
      return { id: r.id, state: 'sent', providerMessageId, error: null, attempts };
    } catch (e) {
      const error = ((e as Error).message || String(e)).slice(0, 500);
      if (!transient(e)) return { id: r.id, state: 'failed', providerMessageId: null, error, attempts };
      pace.holdFor(Math.min(50 * 2 ** tries, MAX_BACKOFF_MS));
    }
  }
}

/** Records a batch's outcomes with the campaign's and the job's counts, in one transaction. */
async function record(db: Db, jobId: number, campaignId: number, outcomes: Outcome[]): Promise<void> {
  const done = outcomes.filter((o) => o.state !== 'queued');
  if (!done.length) return;
  const sent = done.filter((o) => o.state === 'sent').length;
  const failed = done.length - sent;
  await db.transaction(async (tx) => {
    const values = sql.join(done.map((o) => sql`(${o.id}::bigint, ${o.state}, ${o.providerMessageId}, ${o.error}, ${o.attempts}::int)`), sql`, `);
    await tx.execute(sql`update sms_recipients r set state = v.state, provider_message_id = v.pid, error = v.error, attempts = v.attempts,
      sent_at = case when v.state = 'sent' then now() else null end
      from (values ${values}) as v(id, state, pid, error, attempts) where r.id = v.id and r.state = 'queued'`);
    await tx.update(smsCampaigns).set({ sent: sql`${smsCampaigns.sent} + ${sent}`, failed: sql`${smsCampaigns.failed} + ${failed}` })
      .where(eq(smsCampaigns.id, campaignId));
    await tx.update(jobs).set({
      processed: sql`${jobs.processed} + ${done.length}`, succeeded: sql`${jobs.succeeded} + ${sent}`, failed: sql`${jobs.failed} + ${failed}`,
    }).where(eq(jobs.id, jobId));
  });
}

/**
 * A campaign's send: its queued recipients in batches, each delivered at the gateway's rate and
 * recorded as soon as the gateway answered, whether or not the job goes on (a cancel after a
 * message left still records it as sent). A server killed between the send and the record leaves
 * those recipients queued; the resumed job sends them again under the same key, which the gateway
 * folds, so no phone gets the message twice and none is forgotten.
 */
async function runSend({ job, ctx, chunk, db, signal, log }: JobRun): Promise<JobOutcome> {
    // every concurrent sender waits on the server's signal at once
    setMaxListeners(256, signal);
    const config = ctx.services.config.messages;
    const { campaign_id: campaignId } = job.payload as SendPlan;
    const [campaign] = await db.update(smsCampaigns).set({ state: 'sending' })
      .where(and(eq(smsCampaigns.id, campaignId), inArray(smsCampaigns.state, ['queued', 'sending', 'cancelled']))).returning();
    if (!campaign) throw new Error(`campaign ${campaignId} is not to be sent`);
    const provider = messageProviders(config, log).sms;
    const rate = config.smsRate;
    const pace = new Pace(1000 / rate);
    const batchSize = Math.max(50, Math.min(2000, rate));
    const concurrency = Math.max(4, Math.min(128, Math.ceil(rate / 10)));
    let after = 0;
    // a batch's outcomes are recorded while the next one is sent: the gateway never waits on the database
    let recorded: Promise<void> = Promise.resolve();
    try {
      for (;;) {
        // stops here when cancelled or the server closes; renews the lease
        await chunk(async () => {});
        const batch = await db.select({ id: smsRecipients.id, phone: smsRecipients.phone, attempts: smsRecipients.attempts }).from(smsRecipients)
          .where(and(eq(smsRecipients.campaignId, campaignId), eq(smsRecipients.state, 'queued'), sql`${smsRecipients.id} > ${after}`))
          .orderBy(asc(smsRecipients.id)).limit(batchSize);
        if (!batch.length) break;
        after = batch[batch.length - 1]!.id;
        const outcomes: Outcome[] = [];
        let next = 0;
        await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, async () => {
          while (next < batch.length) {
            const r = batch[next++]!;
            outcomes.push(await deliverOne(provider, pace, r, campaign.body, signal));
          }
        }));
        await recorded;
        recorded = record(db, job.id, campaignId, outcomes);
        const refused = outcomes.filter((o) => o.state === 'failed');
        if (refused.length) log.warn({ failed: refused.length, first: redactText(refused[0]!.error ?? '') }, 'SMS refused by the gateway');
      }
    } finally {
      // a stop or a cancel still records what the gateway took
      await recorded;
    }
    await provider.close?.().catch(() => {});
    const [ended] = await db.update(smsCampaigns).set({ state: 'done', finishedAt: sql`now()` })
      .where(eq(smsCampaigns.id, campaignId)).returning();
    return { audit: { commandId: 'sms.send_job', input: { job_id: job.id, campaign_id: campaignId, sent: ended!.sent, failed: ended!.failed } } };
}

registerJobKind(SEND_JOB, runSend);
