import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { rfmCommands } from '../../../shared/commands/marketing/rfm.js';
import { RFM_CELLS, RFM_MAP, type RfmCell } from '../../../shared/schema/rfm.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { badRequest } from '../../errors.js';
import { registerJobKind, type JobOutcome, type JobRun } from '../../jobs/kinds.js';
import { queued } from '../../jobs/queue.js';
import { refreshRfm } from './rfm-refresh.js';

const { rfmCustomers, jobs } = schema;
export const RFM_JOB = 'rfm_refresh';
type RfmPlan = { website_id: number; full: boolean };

/** RFM is per website: the header's one (§6), which the scope already checked the caller belongs to. */
function websiteOf(ctx: AuthedContext): number {
  const id = ctx.scope.website?.id;
  if (!id) throw badRequest({ website_id: 'choose a website' }, 'RFM is per website: choose one in the header');
  return id;
}

const iso = (v: Date | string) => new Date(v).toISOString();

export const rfmHandlers: HandlersOf<typeof rfmCommands> = {
  async rfmGrid(_input, ctx) {
    const websiteId = ctx.scope.website?.id ?? null;
    if (websiteId === null) return { website_id: null, computed_at: null, pending: 0, last_refresh: null, customers: 0, revenue: 0, cells: RFM_CELLS.map((cell) => ({ cell, customers: 0, revenue: 0 })), squares: [] };
    const rows = rowsOf<{ r: number; fm: number; customers: number; revenue: string | number }>(await ctx.db.execute(sql`
      select r, (f + m + 1) / 2 as fm, count(*)::int as customers, coalesce(sum(revenue), 0)::bigint as revenue
      from rfm_customers where website_id = ${websiteId} and r > 0 group by 1, 2`));
    const [run] = rowsOf<{ computed_at: string | Date | null; changed: number | null; ms: number | null; pending: number }>(await ctx.db.execute(sql`select
      r.computed_at, r.changed, r.ms, (select count(*)::int from rfm_dirty where website_id = ${websiteId}) as pending
      from (select 1) one left join rfm_runs r on r.website_id = ${websiteId}`));
    const squares = [];
    const byCell = new Map<RfmCell, { customers: number; revenue: number }>(RFM_CELLS.map((c) => [c, { customers: 0, revenue: 0 }]));
    for (let r = 1; r <= 5; r++) {
      for (let fm = 1; fm <= 5; fm++) {
        const row = rows.find((x) => Number(x.r) === r && Number(x.fm) === fm);
        const cell = RFM_MAP[r - 1]![fm - 1]!;
        const customers = row ? Number(row.customers) : 0;
        const revenue = row ? Number(row.revenue) : 0;
        squares.push({ r, fm, cell, customers, revenue });
        const total = byCell.get(cell)!;
        total.customers += customers;
        total.revenue += revenue;
      }
    }
    const cells = RFM_CELLS.map((cell) => ({ cell, ...byCell.get(cell)! }));
    return {
      website_id: websiteId, computed_at: run?.computed_at ? iso(run.computed_at) : null, pending: run?.pending ?? 0,
      last_refresh: run?.computed_at ? { changed: Number(run.changed), ms: Number(run.ms) } : null,
      customers: cells.reduce((s, c) => s + c.customers, 0), revenue: cells.reduce((s, c) => s + c.revenue, 0), cells, squares,
    };
  },

  async rfmCustomers({ cell, page, per_page }, ctx) {
    const websiteId = websiteOf(ctx);
    const where = and(eq(rfmCustomers.websiteId, websiteId), sql`${rfmCustomers.r} > 0`, cell ? eq(rfmCustomers.cell, cell) : undefined);
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(rfmCustomers).where(where)
        .orderBy(desc(rfmCustomers.revenue), asc(rfmCustomers.customer)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: sql<number>`count(*)::int` }).from(rfmCustomers).where(where),
    ]);
    return {
      items: rows.map((c) => ({
        customer: c.customer, user_id: c.userId, name: c.name, phone: c.phone, email: c.email, r: c.r, f: c.f, m: c.m, cell: c.cell as RfmCell,
        orders: c.orders, revenue: c.revenue, first_order_at: iso(c.firstOrderAt), last_order_at: iso(c.lastOrderAt),
        cell_since: iso(c.cellSince ?? c.computedAt), computed_at: iso(c.computedAt),
      })),
      page, per_page, total: total?.n ?? 0, has_more: page * per_page < (total?.n ?? 0),
    };
  },

  async rfmRefresh({ full }, ctx) {
    const websiteId = websiteOf(ctx);
    const [job] = await ctx.db.insert(jobs).values({
      kind: RFM_JOB, status: 'queued', userId: ctx.principal.user.id, total: 1, fileName: `rfm-${websiteId}`,
      payload: { website_id: websiteId, full } satisfies RfmPlan,
    }).returning({ id: jobs.id });
    return { job: await queued(ctx, job!.id) };
  },
};

/** The refresh as a job: one chunk, its scores and the job's progress committed together. */
async function runRefresh({ job, chunk }: JobRun): Promise<JobOutcome> {
  const plan = job.payload as RfmPlan;
  const done = await chunk(async (tx) => {
    const r = await refreshRfm(tx, plan.website_id, { full: plan.full });
    await tx.update(jobs).set({ processed: 1, succeeded: 1 }).where(eq(jobs.id, job.id));
    return r;
  });
  return { audit: { commandId: 'rfm.refresh_job', input: { job_id: job.id, website_id: plan.website_id, ...done } } };
}

registerJobKind(RFM_JOB, runRefresh);
