import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Job } from '../../shared/schema/import.js';
import { schema, type Db } from '../db/index.js';

const { jobs, users } = schema;

export type JobError = Job['errors'][number];

/** Jobs not finished yet: what `current_job` answers without an id. */
export const unfinished = inArray(jobs.status, ['queued', 'running']);

/** Jobs as `job_logs` and `current_job` answer them, newest first, with their author's email. */
export async function selectJobs(db: Db, where: SQL | undefined, limit: number, offset = 0): Promise<Job[]> {
  const rows = await db.select({ job: jobs, email: users.email }).from(jobs).leftJoin(users, eq(users.id, jobs.userId))
    .where(where).orderBy(desc(jobs.id)).limit(limit).offset(offset);
  return rows.map(({ job, email }) => ({
    id: job.id,
    kind: job.kind,
    status: job.status as Job['status'],
    file_name: job.fileName,
    user_email: email,
    total: job.total,
    processed: job.processed,
    succeeded: job.succeeded,
    failed: job.failed,
    errors: (job.errors as JobError[] | null) ?? [],
    message: job.message,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  }));
}

export async function countJobs(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(where);
  return row?.n ?? 0;
}
