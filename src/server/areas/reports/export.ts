import { eq } from 'drizzle-orm';
import { csvLine } from '../../../shared/csv.js';
import { reportInput } from '../../../shared/commands/reports.js';
import { lookup } from '../../../shared/i18n/index.js';
import { reportByName } from '../../../shared/reports/catalogue.js';
import { MONEY_MEASURES, type ReportDef } from '../../../shared/reports/define.js';
import type { AuthedContext, Handler } from '../../commands/handler.js';
import type { reportExport } from '../../../shared/commands/reports.js';
import { schema } from '../../db/index.js';
import { badRequest, forbidden } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { registerJobKind, type JobOutcome, type JobRun } from '../../jobs/kinds.js';
import { queued } from '../../jobs/queue.js';
import { canAccess } from '../../../shared/roles/access.js';
import { paramsOf, runReport } from './engine.js';
import { xlsx, type Cell } from './xlsx.js';

export const EXPORT_JOB = 'report_export';

type ExportPlan = { report: string; format: 'csv' | 'xlsx'; filters: Record<string, unknown>; locale: 'en' | 'mn'; website_id: number | null };

/** The header of a column, in the author's language. */
const heading = (locale: 'en' | 'mn', def: ReportDef, column: string) =>
  column === 'key' ? lookup(locale, `reports_ui.dimensions.${def.dimension}`) ?? column
    : column === 'label' ? lookup(locale, 'reports_ui.label') ?? column
      : lookup(locale, `reports_ui.measures.${column}`) ?? column;

/** A report as a table of cells: the header, its rows, the totals row; money in ₮ as numbers. */
export function reportTable(def: ReportDef, out: Awaited<ReturnType<typeof runReport>>, locale: 'en' | 'mn'): Cell[][] {
  const columns = ['key', 'label', ...def.measures];
  const money = (m: string, v: number) => (MONEY_MEASURES.includes(m as never) ? v / 100 : v);
  return [
    columns.map((c): Cell => heading(locale, def, c)),
    ...out.items.map((r): Cell[] => [r.key ?? null, r.label ?? null, ...def.measures.map((m) => money(m, Number(r[m] ?? 0)))]),
    [lookup(locale, 'reports_ui.total') ?? 'Total', '', ...def.measures.map((m) => money(m, out.totals[m] ?? 0))],
  ];
}

async function runExport({ job, ctx, db, chunk }: JobRun): Promise<JobOutcome> {
  const plan = job.payload as ExportPlan;
  const def = reportByName(plan.report)!;
  const website = plan.website_id === null ? ctx.scope.website : ctx.principal.websites.find((w) => w.id === plan.website_id) ?? ctx.scope.website;
  const scope = { ...ctx.scope, website };
  const input = reportInput(def).parse({ ...plan.filters, limit: 10_000, read: undefined }) as Record<string, unknown>;
  const out = await runReport(def, paramsOf(def, input, plan.locale), { db, scope, locale: plan.locale });
  const rows = reportTable(def, out, plan.locale);
  const name = `${def.name}_${out.from}_${out.to}.${plan.format}`;
  const content = plan.format === 'csv' ? `\ufeff${rows.map((r) => csvLine(r)).join('')}` : Buffer.from(xlsx(def.name, rows));
  await chunk(async (tx) => { await tx.update(schema.jobs).set({ processed: 1, succeeded: 1 }).where(eqId(job.id)); });
  return { audit: { commandId: 'report.export', input: { report: plan.report, format: plan.format, from: out.from, to: out.to } }, result: { name, content } };
}

const eqId = (id: number) => eq(schema.jobs.id, id);

registerJobKind(EXPORT_JOB, runExport);

/** Checks the filters with the report's own schema and its roles, then queues the job. */
export const startExport: Handler<typeof reportExport> = async ({ report, format, filters }, ctx: AuthedContext) => {
  const def = reportByName(report)!;
  if (!canAccess({ roles: def.roles, ...(def.websites && { websites: def.websites }) }, ctx.scope.viewer)) throw forbidden(lookup(requestLocale(ctx.request), 'errors.report_not_allowed'));
  if (def.scope === 'platform' && ctx.scope.vendorIds !== 'all') throw forbidden(lookup(requestLocale(ctx.request), 'errors.report_whole_shop'));
  const parsed = reportInput(def).safeParse(filters);
  if (!parsed.success) throw badRequest(Object.fromEntries(parsed.error.issues.map((i) => [`filters.${i.path.join('.')}`, i.message])));
  const [row] = await ctx.db.insert(schema.jobs).values({
    kind: EXPORT_JOB, status: 'queued', userId: ctx.principal.user.id, vendorIds: ctx.scope.vendorIds, selectedVendorId: ctx.scope.vendorId,
    total: 1, payload: { report, format, filters, locale: requestLocale(ctx.request), website_id: ctx.scope.websiteId } satisfies ExportPlan,
  }).returning({ id: schema.jobs.id });
  return { job: await queued(ctx, row!.id) };
};
