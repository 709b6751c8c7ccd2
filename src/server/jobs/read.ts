import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { JOB_KIND_NAMES, JOB_KINDS, type JobKindName } from '../../shared/commands/jobs/kinds.js';
import { canAccess } from '../../shared/roles/access.js';
import { jobResultPath, type Job, type JobError, type JobSummary } from '../../shared/schema/jobs.js';
import type { Scope } from '../auth/scope.js';
import { schema, type Db } from '../db/index.js';

const { jobs, users } = schema;

/** Stopped with work left: what `jobs.resume` takes. Their rows (`payload`) are kept until done. */
export const STOPPED = ['cancelled', 'interrupted', 'failed'] as const;
/** Not finished: what `jobs.cancel` takes, and the tray counts. */
export const unfinished = inArray(jobs.status, ['queued', 'running']);

/** Who asks: a user and where he acts. */
export interface JobReader { userId: number; scope: Scope }

/**
 * The kinds of which the reader sees everyone's jobs: those he oversees (their declaration's
 * `overseers`, admins among them), while not confined to vendors. Of the others, his own only.
 */
export function overseenKinds(scope: Scope): JobKindName[] {
  if (scope.vendorIds !== 'all') return [];
  return JOB_KIND_NAMES.filter((k) => canAccess({ roles: JOB_KINDS[k].overseers }, scope.viewer));
}

/** The jobs the reader may see, as SQL: the same rule as `maySee`. */
export function visibleJobs(reader: JobReader): SQL {
  const overseen = overseenKinds(reader.scope);
  return or(eq(jobs.userId, reader.userId), overseen.length ? inArray(jobs.kind, overseen) : undefined)!;
}

/** Whether the reader may see this job, for a job in hand (the live socket's fan-out). */
export function maySee(reader: JobReader, job: { user_id: number | null; kind: string }, overseen = overseenKinds(reader.scope)): boolean {
  return job.user_id === reader.userId || (overseen as string[]).includes(job.kind);
}

/**
 * Whether the reader may cancel or resume it: his own job while he may still run its kind, or an
 * overseer of the kind who may run it too (a read-only overseer watches, he does not stop).
 */
export function mayManage(reader: JobReader, job: { user_id: number | null; kind: string }): boolean {
  const kind = JOB_KINDS[job.kind as JobKindName];
  return Boolean(kind) && canAccess({ roles: kind.roles }, reader.scope.viewer) && maySee(reader, job);
}

const summaryColumns = {
  id: jobs.id, kind: jobs.kind, status: jobs.status, fileName: jobs.fileName, userId: jobs.userId, email: users.email,
  total: jobs.total, processed: jobs.processed, succeeded: jobs.succeeded, failed: jobs.failed, message: jobs.message,
  resumable: sql<boolean>`(${jobs.payload} is not null and ${inArray(jobs.status, [...STOPPED])})`,
  resultFile: jobs.resultFile, createdAt: jobs.createdAt, startedAt: jobs.startedAt, finishedAt: jobs.finishedAt,
};

interface SummaryRow {
  id: number; kind: string; status: string; fileName: string | null; userId: number | null; email: string | null;
  total: number; processed: number; succeeded: number; failed: number; message: string | null; resumable: boolean | string;
  resultFile: string | null; createdAt: Date; startedAt: Date | null; finishedAt: Date | null;
}

const toSummary = (r: SummaryRow): JobSummary => ({
  id: r.id,
  kind: r.kind,
  status: r.status as JobSummary['status'],
  file_name: r.fileName,
  user_id: r.userId,
  user_email: r.email,
  total: r.total,
  processed: r.processed,
  succeeded: r.succeeded,
  failed: r.failed,
  message: r.message,
  // PGlite answers a computed boolean as one, pg may answer 't'/'f' text through drizzle's sql
  resumable: r.resumable === true || r.resumable === 't',
  result: r.resultFile ? { name: r.resultFile, url: jobResultPath(r.id) } : null,
  created_at: r.createdAt.toISOString(),
  started_at: r.startedAt?.toISOString() ?? null,
  finished_at: r.finishedAt?.toISOString() ?? null,
});

/** Jobs as the list and the live socket carry them, newest first, with their author's email. */
export async function selectJobs(db: Db, where: SQL | undefined, limit: number, offset = 0): Promise<JobSummary[]> {
  const rows = await db.select(summaryColumns).from(jobs).leftJoin(users, eq(users.id, jobs.userId))
    .where(where).orderBy(desc(jobs.id)).limit(limit).offset(offset);
  return (rows as SummaryRow[]).map(toSummary);
}

/** One job with its failed rows, or null. */
export async function readJob(db: Db, where: SQL): Promise<Job | null> {
  const [row] = await db.select({ ...summaryColumns, errors: jobs.errors }).from(jobs).leftJoin(users, eq(users.id, jobs.userId)).where(where).limit(1);
  if (!row) return null;
  return { ...toSummary(row as SummaryRow), errors: (row.errors as JobError[] | null) ?? [] };
}

export const jobById = (id: number, also?: SQL): SQL => and(eq(jobs.id, id), also)!;

export async function countJobs(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(where);
  return row?.n ?? 0;
}
