import { sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '../../db/index.js';
import { registerJobKind, type JobOutcome, type JobRun } from '../../jobs/kinds.js';
import { BROWSERS, oneSignal, type ProviderDevice } from '../../providers/push/onesignal.js';

const { pushDevices, users, jobs } = schema;
export const DEVICES_SYNC_JOB = 'push_devices_sync';
/** OneSignal's largest page of players. */
const PAGE = 300;

/** A device as the provider describes it, as our row. */
function deviceRow(d: ProviderDevice) {
  const userId = d.external_user_id && /^\d{1,15}$/.test(d.external_user_id) ? Number(d.external_user_id) : null;
  return {
    id: d.id, model: d.device_model ?? '', browser: BROWSERS[d.device_type ?? -1] ?? (d.device_type != null ? `type ${d.device_type}` : ''),
    version: d.device_os ?? '', lastActive: d.last_active ? new Date(d.last_active * 1000) : null,
    subscribed: !d.invalid_identifier && (d.notification_types ?? 1) > 0, userId,
  };
}

/** Devices written as the provider has them; a user id we do not know is kept as no user, not refused by the foreign key. */
export async function upsertDevices(db: DbOrTx, list: ProviderDevice[]): Promise<void> {
  if (!list.length) return;
  const rows = list.map(deviceRow);
  const ids = rows.map((r) => r.userId).filter((x) => x !== null);
  const known = new Set(ids.length
    ? (await db.select({ id: users.id }).from(users).where(sql`${users.id} = any(${`{${ids.join(',')}}`}::bigint[])`)).map((u) => u.id)
    : []);
  await db.insert(pushDevices).values(rows.map((r) => ({ ...r, userId: r.userId !== null && known.has(r.userId) ? r.userId : null })))
    .onConflictDoUpdate({
      target: pushDevices.id,
      set: {
        model: sql`excluded.model`, browser: sql`excluded.browser`, version: sql`excluded.version`, lastActive: sql`excluded.last_active`,
        subscribed: sql`excluded.subscribed`, userId: sql`coalesce(excluded.user_id, ${pushDevices.userId})`, updatedAt: sql`now()`,
      },
    });
}

/**
 * The provider's devices, a page of 300 a chunk: each page's rows and the job's progress commit
 * together, so a resumed sync goes on from the page after the last one written.
 */
async function runDevicesSync({ job, ctx, chunk }: JobRun): Promise<JobOutcome> {
  const provider = oneSignal(ctx.services.config);
  let offset = job.processed;
  for (;;) {
    const page = await provider.devices(PAGE, offset);
    await chunk(async (tx) => {
      await upsertDevices(tx, page.players);
      await tx.update(jobs).set({ processed: sql`${jobs.processed} + ${page.players.length}`, succeeded: sql`${jobs.succeeded} + ${page.players.length}`, total: page.total_count })
        .where(sql`${jobs.id} = ${job.id}`);
    });
    offset += page.players.length;
    if (page.players.length < PAGE || offset >= page.total_count) break;
  }
  return { audit: { commandId: 'push.devices_sync_job', input: { job_id: job.id, read: offset } } };
}

registerJobKind(DEVICES_SYNC_JOB, runDevicesSync);
