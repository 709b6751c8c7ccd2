import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '../../db/index.js';
import { notifyJobChanged } from '../../jobs/notify.js';
import type { Services } from '../../services.js';
import { dueEmailSends } from './email-sender.js';
import { automationTick } from './automation.js';
import { duePushSends } from './push-sender.js';
import { SEND_JOB, type SendPlan } from './sender.js';

const { smsCampaigns, jobs } = schema;

/** How often scheduled campaigns are looked at: a send goes out within this of its time. */
const POLL_MS = Number(process.env.BO_SMS_SCHEDULE_MS) || 5_000;

/**
 * Makes the send job of a campaign whose time has come, in the transaction that moves it from
 * `scheduled` to `queued` (SKIP LOCKED: two instances never make two jobs of one campaign).
 */
export async function queueCampaignSend(db: Db, campaign: { id: number; authorId: number | null }): Promise<number> {
  const [job] = await db.insert(jobs).values({
    kind: SEND_JOB, status: 'queued', userId: campaign.authorId, total: sql`(select recipient_count from sms_campaigns where id = ${campaign.id})`,
    fileName: `sms-${campaign.id}`, payload: { campaign_id: campaign.id } satisfies SendPlan,
  }).returning({ id: jobs.id });
  await db.update(smsCampaigns).set({ state: 'queued', jobId: job!.id }).where(eq(smsCampaigns.id, campaign.id));
  await notifyJobChanged(db, job!.id);
  return job!.id;
}

export class SmsScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  start(services: Services, log: FastifyBaseLogger): void {
    const tick = () => {
      if (this.stopped) return;
      this.running = this.due(services).then(() => automationTick(services, log)).catch((e: unknown) => log.error(e, 'sms schedule')).finally(() => {
        this.running = null;
        if (!this.stopped) this.timer = setTimeout(tick, POLL_MS);
      });
    };
    tick();
  }

  private async due(services: Services): Promise<void> {
    const db = services.database.db;
    const made = await db.transaction(async (tx) => {
      const due = await tx.select({ id: smsCampaigns.id, authorId: smsCampaigns.authorId }).from(smsCampaigns)
        .where(and(eq(smsCampaigns.state, 'scheduled'), sql`${smsCampaigns.sendAt} <= now()`))
        .orderBy(asc(smsCampaigns.sendAt)).limit(20).for('update', { skipLocked: true });
      const ids: number[] = [];
      for (const c of due) ids.push(await queueCampaignSend(tx, c));
      return ids;
    });
    // scheduled push notifications and email campaigns fall due on the same beat
    for (const id of [...made, ...await duePushSends(db), ...await dueEmailSends(db)]) services.jobs.notify(id);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
