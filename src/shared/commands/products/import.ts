import { z } from 'zod';
import { zId, zText } from '../../schema/common.js';
import { IMPORT_CHUNK, IMPORT_JOB_MAX_ROWS, importResultSchema, importRowSchema, jobSchema } from '../../schema/import.js';
import { listOutput } from '../../schema/list.js';
import { zJobKind } from '../../schema/jobs.js';
import { defineCommand } from '../define.js';
import { EDIT } from './roles.js';

/**
 * Creates or updates products and variants by sku from rows of a file. A dry run answers per row
 * what would happen (or why it would fail) and writes nothing; otherwise the rows of one call
 * apply together or, if one fails, not at all (422 naming `rows.<n>.<field>`), so a file checked
 * by a dry run never half-applies a chunk.
 */
export const importRows = defineCommand({
  id: 'product.import', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'products/import' },
  input: z.object({
    rows: z.array(importRowSchema).min(1).max(IMPORT_CHUNK),
    dry_run: z.boolean().default(false),
  }),
  output: z.object({
    dry_run: z.boolean(),
    total: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    failed: z.number().int(),
    results: z.array(importResultSchema),
  }),
  // a file's prices are ₮ (`12,500.50`); the rows sent are möngö like every price in the API
  bulk: { field: 'rows', chunk: IMPORT_CHUNK, money: ['price', 'cost_price', 'sale_price'] },
  ui: { title: 'commands.products_mass.import', keywords: ['import', 'mass import', 'csv', 'xlsx', 'excel', 'импорт'] },
  cli: { verb: ['products', 'import'] },
  description: 'commands.products_mass.import_help',
});

/**
 * The screen's apply: the checked rows of a whole file, run as a job whose progress `current_job`
 * answers. Its rows are the ones product.import checked, prices already möngö (read from the
 * file's ₮ by product.import's `bulk.money`), so it declares no file columns of its own.
 */
export const importStart = defineCommand({
  id: 'product.import_start', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'products/import/jobs' },
  input: z.object({
    rows: z.array(importRowSchema).min(1).max(IMPORT_JOB_MAX_ROWS),
    file_name: zText(255).optional(),
  }),
  output: z.object({ job: jobSchema }),
  ui: { title: 'commands.products_mass.import_start', hidden: true },
  cli: { verb: ['products', 'import-job'] },
});

/** §7 job_logs: the catalogue's jobs of a kind (imports unless told), newest first (a merchant sees his own). */
export const jobLogs = defineCommand({
  id: 'product.job_logs', area: 'products', kind: 'query', roles: EDIT,
  http: { method: 'GET', path: 'products/job_logs' },
  input: z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(10),
    kind: zJobKind.default('product_import'),
  }),
  output: listOutput(jobSchema),
  ui: { title: 'commands.products_mass.job_logs', keywords: ['jobs', 'import log', 'ажил'] },
  cli: { verb: ['products', 'job-logs'] },
});

/** §7 current_job: the running job of a kind (an import unless told), or the one asked for by id, with its progress. */
export const currentJob = defineCommand({
  id: 'product.current_job', area: 'products', kind: 'query', roles: EDIT,
  http: { method: 'GET', path: 'products/current_job' },
  input: z.object({ id: zId.optional(), kind: zJobKind.optional() }),
  output: z.object({ job: jobSchema.nullable() }),
  ui: { title: 'commands.products_mass.current_job', keywords: ['job', 'progress'] },
  cli: { verb: ['products', 'current-job'] },
});

export const importCommands = { importRows, importStart, jobLogs, currentJob };
