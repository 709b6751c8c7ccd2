import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/index.js';

/** The channel of job changes: every instance LISTENs and tells the sockets that may see the job. */
export const JOBS_CHANNEL = 'bo_jobs';

/**
 * Tells every server instance that a job moved (a chunk committed, a status changed), in the
 * caller's transaction: heard at commit only, once per job per transaction.
 */
export async function notifyJobChanged(db: DbOrTx, id: number): Promise<void> {
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${JSON.stringify({ id })})`);
}
