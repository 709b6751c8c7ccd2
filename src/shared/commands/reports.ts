import { z } from 'zod';
import { jobSchema } from '../schema/jobs.js';
import { REPORT_NAMES, REPORTS } from '../reports/catalogue.js';
import { PRESETS, REPORT_STATES, type Filter, type ReportDef } from '../reports/define.js';
import { defineCommand, type AnyCommand } from './define.js';

const zDay = z.iso.date();
/** `complete,returned` in a URL, or a list from a JSON body. */
const zStates = z.preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v), z.array(z.enum(REPORT_STATES)).min(1));

const FILTER_SCHEMAS: Record<Filter, z.ZodType> = {
  vendor: z.coerce.number().int().positive(),
  state: zStates,
  brand: z.coerce.number().int().min(0),
  product: z.coerce.number().int().positive(),
  sku: z.string().min(1).max(200),
  taxon: z.coerce.number().int().positive(),
  keyword: z.string().min(1).max(200),
};

/** The period, the paging of rows, and the filters a report declares (its route parameter among them). */
export function reportInput(def: ReportDef) {
  const shape: Record<string, z.ZodType> = {
    preset: z.enum(PRESETS).optional(),
    from: zDay.optional(),
    to: zDay.optional(),
    /** A measure or `key`/`label`; rows are by the report's own order otherwise. */
    sort: z.string().max(40).optional(),
    dir: z.enum(['asc', 'desc']).optional(),
    limit: z.coerce.number().int().min(1).max(10_000).default(1000),
    /**
     * `raw`: the same report computed from the rows instead of the rollups (admins only): the
     * check of the rollups, and the bench's baseline.
     */
    read: z.enum(['rollup', 'raw']).optional(),
  };
  for (const f of def.filters) shape[f] = FILTER_SCHEMAS[f].optional();
  if (def.param) shape[def.param.name] = def.param.filter === 'sku' || def.param.filter === 'keyword' ? z.string().min(1).max(200) : z.coerce.number().int().min(0);
  return z.object(shape).refine((v) => !(v.from && v.to) || v.from <= v.to, { message: 'from must not be after to', path: ['to'] });
}

const number = z.number();
/** `key` (an id, a sku, a day…), `label`, and the report's measures. */
export const reportRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export const reportOutputSchema = z.object({
  report: z.string(),
  from: z.string(),
  to: z.string(),
  /** `rollup`: read from the daily rollups; `raw`: from the rows themselves (small tables). */
  source: z.enum(['rollup', 'raw']),
  items: z.array(reportRowSchema),
  totals: z.record(z.string(), number),
  /** Rows there were before `limit`. */
  total_rows: z.number().int(),
});
export type ReportOutput = z.infer<typeof reportOutputSchema>;

function reportCommand(def: ReportDef) {
  return defineCommand({
    id: `report.${def.name}`, area: 'reports', kind: 'query', roles: def.roles, ...(def.websites && { websites: def.websites }),
    http: { method: 'GET', path: def.path },
    input: reportInput(def),
    output: reportOutputSchema,
    ui: { title: `commands.reports.${def.name}`, group: 'reports', keywords: ['report', 'тайлан', def.name.replaceAll('_', ' ')] },
    cli: { verb: ['reports', def.name], ...(def.param && { positionals: [def.param.name] }), columns: ['key', 'label', ...def.measures] },
  });
}

/** One query command per declared report: `report.sales_by_brand`, `bo reports sales_by_brand`. */
export const reportQueries: Record<string, AnyCommand> = Object.fromEntries(REPORTS.map((r) => [r.name, reportCommand(r)]));

const ALL_REPORT_ROLES = [...new Set(REPORTS.flatMap((r) => r.roles))];

/**
 * Any report as a CSV or XLSX file, made by a job (src/server/areas/reports/export.ts): the jobs
 * tray shows its progress and its file. The filters are the report's own, checked by its schema.
 */
export const reportExport = defineCommand({
  id: 'report.export', area: 'reports', kind: 'mutation', roles: ALL_REPORT_ROLES,
  http: { method: 'POST', path: 'report/export' },
  input: z.object({
    report: z.enum(REPORT_NAMES),
    format: z.enum(['csv', 'xlsx']).default('csv'),
    /** The report's filters, as its own command takes them. */
    filters: z.record(z.string(), z.unknown()).default({}),
  }),
  output: z.object({ job: jobSchema }),
  ui: { title: 'commands.reports.export', group: 'reports', keywords: ['export', 'csv', 'xlsx', 'excel', 'экспорт', 'тайлан'] },
  cli: { verb: ['reports', 'export'], positionals: ['report'] },
});

/** The daily rollups counted again from the orders (after a bulk load that skipped the triggers). */
export const reportRebuild = defineCommand({
  id: 'report.rebuild', area: 'reports', kind: 'mutation', roles: ['admin'], danger: true,
  http: { method: 'POST', path: 'report/rebuild' },
  input: z.object({}),
  output: z.object({ rows: z.number().int(), ms: z.number().int() }),
  ui: { title: 'commands.reports.rebuild', group: 'reports', keywords: ['rollup', 'rebuild', 'reports', 'дахин тооцох'] },
  cli: { verb: ['reports', 'rebuild'] },
});

export const reportCommands: Record<string, AnyCommand> = { ...reportQueries, export: reportExport, rebuild: reportRebuild };
