import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { APPROVE } from '../../../shared/commands/products/roles.js';
import type { Job, ImportRow } from '../../../shared/schema/import.js';
import { canAccess } from '../../../shared/roles/access.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema, type Db } from '../../db/index.js';
import { applyImportRow } from './import-rows.js';

const { jobs, users, auditLog } = schema;
export const IMPORT_JOB = 'product_import';
/** Rows per transaction of a job: small enough that progress moves and other requests get their turn. */
const JOB_CHUNK = 50;
/** Failures a job keeps for its log; the counts stay exact beyond it. */
const MAX_ERRORS = 1000;

type JobError = Job['errors'][number];

/** Staff see every import; a merchant (or an editor without approval rights) sees his own. */
export function jobsVisible(ctx: AuthedContext): SQL | undefined {
  const everyone = ctx.scope.vendorIds === 'all' && canAccess({ roles: APPROVE }, ctx.scope.viewer);
  return everyone ? eq(jobs.kind, IMPORT_JOB) : and(eq(jobs.kind, IMPORT_JOB), eq(jobs.userId, ctx.principal.user.id));
}

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

export const runningStatuses = inArray(jobs.status, ['queued', 'running']);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits for the job's row to be committed by the request that made it, then claims it. The claim
 * (`queued` → `running`) keeps a second runner off the same job.
 */
async function claim(db: Db, id: number): Promise<ImportRow[] | null> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const [row] = await db.update(jobs).set({ status: 'running', startedAt: new Date() })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'queued'))).returning({ payload: jobs.payload });
    if (row) return (row.payload as ImportRow[] | null) ?? [];
    await sleep(50);
  }
  return null;
}

/**
 * Runs an import job after the request that queued it, with that request's caller and scope:
 * a merchant's job touches only his vendors, as his own calls would.
 */
export async function runImportJob(ctx: Omit<AuthedContext, 'db'>, id: number): Promise<void> {
  const db = ctx.services.database.db;
  try {
    const rows = await claim(db, id);
    if (!rows) return;
    const errors: JobError[] = [];
    let succeeded = 0;
    for (let start = 0; start < rows.length; start += JOB_CHUNK) {
      await db.transaction(async (tx) => {
        const chunk = rows.slice(start, start + JOB_CHUNK);
        let ok = 0;
        for (const [i, row] of chunk.entries()) {
          const result = await applyImportRow({ ...ctx, db: tx }, row, start + i + 1);
          if (result.ok) ok++;
          else if (errors.length < MAX_ERRORS) errors.push({ row: result.row, sku: result.sku, ...result.error! });
        }
        succeeded += ok;
        const processed = Math.min(rows.length, start + JOB_CHUNK);
        await tx.update(jobs).set({ processed, succeeded, failed: processed - succeeded, errors }).where(eq(jobs.id, id));
      });
      // a breath between chunks: on PGlite's one connection the requests waiting (progress polls) go first
      await sleep(5);
    }
    await db.transaction(async (tx) => {
      await tx.update(jobs).set({ status: 'done', payload: null, finishedAt: new Date() }).where(eq(jobs.id, id));
      await tx.insert(auditLog).values({
        userId: ctx.principal.user.id, commandId: 'product.import_job', target: `job:${id}`, vendorId: ctx.scope.vendorId,
        websiteId: ctx.scope.website?.id ?? null, input: { job_id: id, total: rows.length, succeeded }, ip: ctx.request.ip,
      });
    });
  } catch (e) {
    ctx.request.log.error(e, `import job ${id} failed`);
    await db.update(jobs).set({ status: 'failed', payload: null, finishedAt: new Date(), message: (e as Error).message.slice(0, 500) })
      .where(eq(jobs.id, id)).catch(() => undefined);
  }
}
