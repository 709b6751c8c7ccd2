import { sql } from 'drizzle-orm';
import { reportExport, reportQueries, reportRebuild } from '../../../shared/commands/reports.js';
import { reportByName } from '../../../shared/reports/catalogue.js';
import type { BoundHandler, Handler, HandlerContext } from '../../commands/handler.js';
import type { AuthedContext } from '../../commands/handler.js';
import { rowsOf } from '../../db/rows.js';
import { lookup } from '../../../shared/i18n/index.js';
import { forbidden } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { paramsOf, runReport } from './engine.js';
import { startExport } from './export.js';

/** Every declared report answers through the engine; export queues a job; rebuild recounts the rollups. */
const queryHandlers: BoundHandler[] = Object.entries(reportQueries).map(([name, command]) => {
  const def = reportByName(name)!;
  const handler = async (input: unknown, ctx: HandlerContext) => {
    const c = ctx as AuthedContext;
    const locale = requestLocale(c.request);
    const { read } = input as { read?: 'rollup' | 'raw' };
    if (read === 'raw' && !c.principal.isAdmin) throw forbidden(lookup(locale, 'errors.report_raw_admin'));
    return runReport(def, paramsOf(def, input as Record<string, unknown>, locale), { db: c.db, scope: c.scope, locale }, read ?? 'rollup');
  };
  return { command, handler };
});

const rebuild: Handler<typeof reportRebuild> = async (_input, ctx) => {
  const started = Date.now();
  const [row] = rowsOf<{ n: unknown }>(await ctx.db.execute(sql`select reports_rebuild() as n`));
  return { rows: Number(row?.n ?? 0), ms: Date.now() - started };
};

export const reportHandlers: BoundHandler[] = [
  ...queryHandlers,
  { command: reportExport, handler: startExport as BoundHandler['handler'] },
  { command: reportRebuild, handler: rebuild as BoundHandler['handler'] },
];
