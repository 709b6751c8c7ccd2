import type { importCommands } from '../../../shared/commands/products/import.js';
import type { ImportResult } from '../../../shared/schema/import.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { unprocessable } from '../../errors.js';
import { queued } from '../../jobs/queue.js';
import { IMPORT_JOB } from './import-jobs.js';
import { applyImportRow } from './import-rows.js';

const { jobs } = schema;

/** Thrown to undo a dry run's writes while keeping its answers. */
class DryRun extends Error {
  constructor(readonly results: ImportResult[]) { super('dry run'); }
}

async function runRows(ctx: AuthedContext, rows: Parameters<typeof applyImportRow>[1][]): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  // rows apply in order: a product made by one row is there for its variants' rows below it
  for (const [i, row] of rows.entries()) results.push(await applyImportRow(ctx, row, i + 1));
  return results;
}

export const importHandlers: HandlersOf<typeof importCommands> = {
  async importRows({ rows, dry_run }, ctx) {
    let results: ImportResult[];
    if (dry_run) {
      // the rows really run (every rule, every reference checked), inside a savepoint rolled back
      try {
        await ctx.db.transaction(async (tx) => { throw new DryRun(await runRows({ ...ctx, db: tx }, rows)); });
        results = [];
      } catch (e) {
        if (!(e instanceof DryRun)) throw e;
        results = e.results;
      }
    } else {
      results = await runRows(ctx, rows);
      const failed = results.filter((r) => !r.ok);
      if (failed.length) {
        // all or nothing per call: the transaction rolls back and each bad row is named
        const fields = Object.fromEntries(failed.map((r) => [`rows.${r.row - 1}.${r.error!.field}`, r.error!.message]));
        throw unprocessable(`${failed.length} of ${rows.length} rows cannot be imported; nothing was written`, fields);
      }
      const [job] = await ctx.db.insert(jobs).values({
        kind: IMPORT_JOB, status: 'done', userId: ctx.principal.user.id, vendorIds: ctx.scope.vendorIds, selectedVendorId: ctx.scope.vendorId,
        total: rows.length, processed: rows.length, succeeded: rows.length, startedAt: new Date(), finishedAt: new Date(),
      }).returning({ id: jobs.id });
      ctx.auditTarget = `job:${job!.id}`;
    }
    const count = (action: 'create' | 'update') => results.filter((r) => r.ok && r.action === action).length;
    return { dry_run, total: rows.length, created: count('create'), updated: count('update'), failed: results.filter((r) => !r.ok).length, results };
  },

  async importStart({ rows, file_name }, ctx) {
    const [row] = await ctx.db.insert(jobs).values({
      kind: IMPORT_JOB, status: 'queued', userId: ctx.principal.user.id, vendorIds: ctx.scope.vendorIds, selectedVendorId: ctx.scope.vendorId,
      fileName: file_name ?? null, total: rows.length, payload: rows,
    }).returning({ id: jobs.id });
    return { job: await queued(ctx, row!.id) };
  },
};
