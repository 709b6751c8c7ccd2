import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { schema, type Db } from '../../db/index.js';
import { registerJobKind, type JobOutcome, type JobRun } from '../../jobs/kinds.js';
import { notifyJobChanged } from '../../jobs/notify.js';
import { redactText } from '../../log-redact.js';
import { oneSignal, transientPush } from '../../providers/push/onesignal.js';
import { segmentWhere, type SegmentRule } from './push-segments.js';

const { pushNotifications, pushNotificationDevices, pushDevices, pushSegments, jobs } = schema;
export const PUSH_JOB = 'push_send';
export type PushPlan = { notification_id: number };

/** OneSignal's `include_player_ids` takes at most 2,000 devices a notification. */
export const PUSH_BATCH = 2000;
const TRIES = 6;

/**
 * A batch's idempotency key, a UUID as OneSignal wants it: made of the notification's external id
 * and the batch's first row, both fixed once the devices are frozen, so the same batch sent again
 * (a retry, a resumed job after a crash) carries the same key and the provider folds it.
 */
export function batchKey(externalId: string, firstRow: number): string {
  const h = createHash('sha256').update(`${externalId}:${firstRow}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Makes the send job of a notification (now, or when its time came) and moves it to `queued`. */
export async function queuePushSend(db: Db, n: { id: number; authorId: number | null }): Promise<number> {
  const [job] = await db.insert(jobs).values({
    kind: PUSH_JOB, status: 'queued', userId: n.authorId, fileName: `push-${n.id}`, payload: { notification_id: n.id } satisfies PushPlan,
  }).returning({ id: jobs.id });
  await db.update(pushNotifications).set({ state: 'queued', jobId: job!.id }).where(eq(pushNotifications.id, n.id));
  await notifyJobChanged(db, job!.id);
  return job!.id;
}

/** Scheduled notifications whose time has come, made jobs (SKIP LOCKED: never two jobs for one). */
export async function duePushSends(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx.select({ id: pushNotifications.id, authorId: pushNotifications.authorId }).from(pushNotifications)
      .where(and(eq(pushNotifications.state, 'scheduled'), sql`${pushNotifications.sendAt} <= now()`))
      .orderBy(asc(pushNotifications.sendAt)).limit(20).for('update', { skipLocked: true });
    const ids: number[] = [];
    for (const n of due) ids.push(await queuePushSend(tx, n));
    return ids;
  });
}

const sleep = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  const t = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(t); resolve(); }, { once: true });
});

/**
 * A notification's send. The first run freezes its devices (the segment as it is now) in the
 * transaction that moves it to `sending`; then each batch of up to 2,000 is posted under its key
 * and recorded with the provider's id as soon as it answered. A provider busy or unreachable is
 * waited out; a crash between the post and the record leaves the batch unrecorded, and the resumed
 * job posts it again under the same key, which the provider folds: no device gets it twice.
 */
async function runPushSend({ job, ctx, chunk, db, signal, log }: JobRun): Promise<JobOutcome> {
  const { notification_id: id } = job.payload as PushPlan;
  const provider = oneSignal(ctx.services.config);
  const first = await chunk(async (tx) => {
    const [started] = await tx.update(pushNotifications).set({ state: 'sending' })
      .where(and(eq(pushNotifications.id, id), eq(pushNotifications.state, 'queued'))).returning();
    if (!started) return null;
    const [segment] = started.segmentId
      ? await tx.select({ rules: pushSegments.rules }).from(pushSegments).where(eq(pushSegments.id, started.segmentId))
      : [{ rules: [] as SegmentRule[] }];
    if (!segment) return 'no segment';
    // one customer's devices (an automation run), else the segment's
    const to = started.userId === null ? segmentWhere(segment.rules as SegmentRule[]) : and(eq(pushDevices.subscribed, true), eq(pushDevices.userId, started.userId));
    await tx.execute(sql`insert into push_notification_devices (notification_id, device_id)
      select ${id}, ${pushDevices.id} from ${pushDevices} where ${to} order by ${pushDevices.id}
      on conflict do nothing`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(pushNotificationDevices).where(eq(pushNotificationDevices.notificationId, id));
    await tx.update(pushNotifications).set({ recipients: n }).where(eq(pushNotifications.id, id));
    await tx.update(jobs).set({ total: n }).where(eq(jobs.id, job.id));
    return 'frozen';
  });
  const [n] = await db.select().from(pushNotifications).where(eq(pushNotifications.id, id));
  if (!n || n.state !== 'sending') {
    return { audit: { commandId: 'push.send_job', input: { job_id: job.id, notification_id: id, skipped: n?.state ?? 'gone' } } };
  }
  if (first === 'no segment') return finish(db, job.id, id, 'failed', 'The segment was deleted');

  for (;;) {
    await chunk(async () => {});
    const batch = await db.select({ id: pushNotificationDevices.id, deviceId: pushNotificationDevices.deviceId }).from(pushNotificationDevices)
      .where(and(eq(pushNotificationDevices.notificationId, id), isNull(pushNotificationDevices.providerId)))
      .orderBy(asc(pushNotificationDevices.id)).limit(PUSH_BATCH);
    if (!batch.length) break;
    const message = {
      headings: { en: n.titleEn, mn: n.titleMn }, contents: { en: n.bodyEn, mn: n.bodyMn }, url: n.url || null, image: n.image || null,
      ttl: n.ttl, isChromeWeb: n.isChromeWeb, isSafari: n.isSafari, isFirefox: n.isFirefox,
      playerIds: batch.map((b) => b.deviceId), idempotencyKey: batchKey(n.externalId, batch[0]!.id),
    };
    let answer: Awaited<ReturnType<typeof provider.send>> | null = null;
    for (let tries = 1; !answer; tries++) {
      try {
        answer = await provider.send(message);
      } catch (e) {
        // a refusal, or the provider still down after the tries: the job fails and can be resumed
        if (!transientPush(e) || tries >= TRIES || signal.aborted) {
          if (!transientPush(e)) return finish(db, job.id, id, 'failed', (e as Error).message.slice(0, 500));
          throw e;
        }
        log.warn({ err: redactText((e as Error).message) }, 'push provider busy; trying again');
        await sleep(Math.min(100 * 2 ** tries, 10_000), signal);
      }
    }
    const invalid = invalidPlayers(answer.errors);
    await chunk(async (tx) => {
      await tx.update(pushNotificationDevices).set({ providerId: answer.id || '' })
        .where(inArray(pushNotificationDevices.id, batch.map((b) => b.id)));
      if (invalid.length) await tx.update(pushDevices).set({ subscribed: false, updatedAt: new Date() }).where(inArray(pushDevices.id, invalid));
      await tx.update(pushNotifications).set({ failed: sql`${pushNotifications.failed} + ${invalid.length}` }).where(eq(pushNotifications.id, id));
      await tx.update(jobs).set({
        processed: sql`${jobs.processed} + ${batch.length}`, succeeded: sql`${jobs.succeeded} + ${batch.length - invalid.length}`,
        failed: sql`${jobs.failed} + ${invalid.length}`,
      }).where(eq(jobs.id, job.id));
    });
  }
  const [{ recipients } = { recipients: 0 }] = await db.select({ recipients: pushNotifications.recipients }).from(pushNotifications).where(eq(pushNotifications.id, id));
  return recipients === 0
    ? finish(db, job.id, id, 'failed', 'No subscribed device matches the segment')
    : finish(db, job.id, id, 'sent', null);
}

/** OneSignal answers 200 with `errors.invalid_player_ids` for devices that are gone. */
function invalidPlayers(errors: unknown): string[] {
  const list = (errors as { invalid_player_ids?: unknown } | null | undefined)?.invalid_player_ids;
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}

async function finish(db: Db, jobId: number, id: number, state: 'sent' | 'failed', error: string | null): Promise<JobOutcome> {
  await db.update(pushNotifications).set({ state, error, sentAt: state === 'sent' ? sql`now()` : null })
    .where(and(eq(pushNotifications.id, id), eq(pushNotifications.state, 'sending')));
  return { audit: { commandId: 'push.send_job', input: { job_id: jobId, notification_id: id, state, ...(error ? { error } : {}) } } };
}

registerJobKind(PUSH_JOB, runPushSend);
