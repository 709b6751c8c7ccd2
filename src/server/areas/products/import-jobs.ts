import { eq } from 'drizzle-orm';
import { IMPORT_FIELDS, type ImportRow } from '../../../shared/schema/import.js';
import type { JobError } from '../../../shared/schema/jobs.js';
import { csvLine } from '../../../shared/csv.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { schema } from '../../db/index.js';
import { registerJobKind, type JobOutcome, type JobRun } from '../../jobs/kinds.js';
import { applyImportRow } from './import-rows.js';

const { jobs } = schema;
export const IMPORT_JOB = 'product_import';
/** Rows per transaction of a job: small enough that progress moves and other requests get their turn. */
const JOB_CHUNK = 50;
/** Failures a job keeps for its log; the counts stay exact beyond it. */
const MAX_ERRORS = 1000;
const MONEY: readonly string[] = ['price', 'cost_price', 'sale_price'];

/**
 * The failed rows as a file to fix and import again: the row's cells as a file gives them (prices
 * in ₮), then `_row` and `_error`, which every reader skips (a `_` column is a report's own).
 */
function failedRowsFile(rows: readonly ImportRow[], errors: readonly JobError[]): string {
  const lines = [csvLine([...IMPORT_FIELDS, '_row', '_error'])];
  for (const e of errors) {
    const row = rows[e.row - 1] as Record<string, unknown> | undefined;
    if (!row) continue;
    const cells = IMPORT_FIELDS.map((f) => (MONEY.includes(f) && typeof row[f] === 'number' ? formatMoney(row[f]) : row[f]));
    lines.push(csvLine([...cells, e.row, `${e.field}: ${e.message}`]));
  }
  return lines.join('');
}

/**
 * The rows of an import, from the first one not yet committed: a job resumed after a restart or a
 * cancel continues at `processed`, with the counts and failures its committed chunks left. Its
 * result is the file of the rows that failed, when some did.
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
        // PGlite answers in the server's own thread: a turn of the event loop between rows lets the
        // console's files, sockets and other work through while the chunk holds the database
        if (i) await new Promise((r) => setImmediate(r));
        const result = await applyImportRow({ ...ctx, db: tx }, row, start + i + 1);
        if (result.ok) ok++;
        else failures.push({ row: result.row, ref: result.sku, ...result.error! });
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
  const name = (job.fileName ?? 'import').replace(/\.[^.]*$/, '');
  return {
    audit: { commandId: 'product.import_job', input: { job_id: job.id, total: rows.length, succeeded } },
    ...(errors.length ? { result: { name: `${name}-failed-rows.csv`, content: failedRowsFile(rows, errors) } } : {}),
  };
}

registerJobKind(IMPORT_JOB, runImport);
