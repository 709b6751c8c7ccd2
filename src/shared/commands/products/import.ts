import { z } from 'zod';
import { zText } from '../../schema/common.js';
import { IMPORT_CHUNK, IMPORT_JOB_MAX_ROWS, importResultSchema, importRowSchema } from '../../schema/import.js';
import { jobSchema } from '../../schema/jobs.js';
import { defineCommand } from '../define.js';
import { JOB_KINDS } from '../jobs/kinds.js';
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
 * The screen's apply: the checked rows of a whole file, run as a `product_import` job of the jobs
 * centre (`jobs.get` answers its progress, `jobs.cancel`/`jobs.resume` stop and continue it). Its rows are the ones product.import checked, prices already möngö (read from the
 * file's ₮ by product.import's `bulk.money`), so it declares no file columns of its own.
 */
export const importStart = defineCommand({
  id: 'product.import_start', area: 'products', kind: 'mutation', roles: JOB_KINDS.product_import.roles,
  http: { method: 'POST', path: 'products/import/jobs' },
  input: z.object({
    rows: z.array(importRowSchema).min(1).max(IMPORT_JOB_MAX_ROWS),
    file_name: zText(255).optional(),
  }),
  output: z.object({ job: jobSchema }),
  ui: { title: 'commands.products_mass.import_start', hidden: true },
  cli: { verb: ['products', 'import-job'] },
});

export const importCommands = { importRows, importStart };
