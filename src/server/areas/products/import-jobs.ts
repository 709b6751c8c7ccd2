import { and, eq, or, type SQL } from 'drizzle-orm';
import { APPROVE, EDIT } from '../../../shared/commands/products/roles.js';
import type { ImportRow } from '../../../shared/schema/import.js';
import type { JobKindName } from '../../../shared/schema/jobs.js';
import { canAccess } from '../../../shared/roles/access.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { registerJobKind, type JobOutcome, type JobRun } from '../../jobs/kinds.js';
import type { JobError } from '../../jobs/read.js';
import { applyImportRow } from './import-rows.js';

const { jobs } = schema;
export const IMPORT_JOB = 'product_import' satisfies JobKindName;
export const REINDEX_JOB = 'search_reindex' satisfies JobKindName;
/** Rows per transaction of a job: small enough that progress moves and other requests get their turn. */
const JOB_CHUNK = 50;
/** Failures a job keeps for its log; the counts stay exact beyond it. */
const MAX_ERRORS = 1000;

/**
 * Imports: staff with approval rights see every one, others (merchants, plain editors) their own.
 * Reindex jobs are catalogue-wide: any staff caller not confined to vendors sees them.
 */
export function jobsVisible(ctx: AuthedContext, kind?: JobKindName): SQL | undefined {
  const own = eq(jobs.userId, ctx.principal.user.id);
  const staff = ctx.scope.vendorIds === 'all';
  const imports = and(eq(jobs.kind, IMPORT_JOB), staff && canAccess({ roles: APPROVE }, ctx.scope.viewer) ? undefined : own);
  const reindexes = and(eq(jobs.kind, REINDEX_JOB), staff ? undefined : own);
  if (kind === IMPORT_JOB) return imports;
  if (kind === REINDEX_JOB) return reindexes;
  return or(imports, reindexes);
}

/**
 * The rows of an import, from the first one not yet committed: a job resumed after a restart
 * continues at `processed`, with the counts and failures its committed chunks left.
 */
async function runImport({ job, ctx, chunk }: JobRun): Promise<JobOutcome> {
  const rows = (job.payload as ImportRow[] | null) ?? [];
  const errors = [...((job.errors as JobError[] | null) ?? [])];
  let succeeded = job.succeeded;
  for (let start = job.processed; start < rows.length; start += JOB_CHUNK) {
    const done = await chunk(async (tx) => {
      let ok = 0;
      const failures: JobError[] = [];
      // rows apply in order: a product made by one row is there for its variants' rows below it
      for (const [i, row] of rows.slice(start, start + JOB_CHUNK).entries()) {
        const result = await applyImportRow({ ...ctx, db: tx }, row, start + i + 1);
        if (result.ok) ok++;
        else failures.push({ row: result.row, sku: result.sku, ...result.error! });
      }
      const processed = Math.min(rows.length, start + JOB_CHUNK);
      const kept = [...errors, ...failures].slice(0, MAX_ERRORS);
      await tx.update(jobs).set({ processed, succeeded: succeeded + ok, failed: processed - succeeded - ok, errors: kept }).where(eq(jobs.id, job.id));
      return { ok, kept };
    });
    // the chunk committed: only now does it count
    succeeded += done.ok;
    errors.splice(0, errors.length, ...done.kept);
  }
  return { audit: { commandId: 'product.import_job', input: { job_id: job.id, total: rows.length, succeeded } } };
}

registerJobKind(IMPORT_JOB, { roles: EDIT, run: runImport });
