import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_DAYS, type DashboardCount, type DashboardSummary } from '../../../shared/commands/dashboard.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { confinedTo } from '../orders/scope.js';
import { rowsOf } from '../../db/rows.js';

const { orders, orderVendors, dashboardDays } = schema;

/** Ulaanbaatar has kept UTC+8 all year since 2017, so its days are fixed 24-hour spans. */
const UB_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** YYYY-MM-DD of an instant in Ulaanbaatar. */
const ubDate = (ms: number) => new Date(ms + UB_OFFSET_MS).toISOString().slice(0, 10);

/** The first instant of the window: midnight in Ulaanbaatar, DASHBOARD_DAYS - 1 days before today. */
export function windowStart(now: number): number {
  const todayUb = Math.floor((now + UB_OFFSET_MS) / DAY_MS) * DAY_MS - UB_OFFSET_MS;
  return todayUb - (DASHBOARD_DAYS - 1) * DAY_MS;
}

/**
 * What each tile counts, as SQL over `o` (an orders row); dashboard_contribution (migration 0016)
 * says the same for the triggers, and a test holds the two equal. The orders list reaches the same sets
 * with the filters of dashboardListFilters (src/shared/commands/dashboard.ts).
 */
const COUNTS: Record<DashboardCount, SQL> = {
  approved: sql`o.approved_at is not null`,
  canceled: sql`o.state = 'canceled'`,
  paid: sql`o.payment_state = 'paid'`,
  // placed, not canceled or returned, and nobody has approved it yet
  pending: sql`o.state in ('complete', 'resumed') and o.approved_at is null`,
  shipped: sql`o.shipment_state = 'shipped'`,
};
/** Checkout finished: a cart or an order still in checkout is not an order of the graph. */
const PLACED = sql`o.state not in ('cart', 'address', 'delivery', 'payment', 'confirm')`;
const EARNING = sql`o.state not in ('cart', 'address', 'delivery', 'payment', 'confirm', 'canceled')`;

interface DayRow { day: string; orders: number | string; revenue: number | string | null; [k: string]: unknown }

/**
 * The dashboard of the caller's scope, from dashboard_days (kept by triggers, migration 0016): 30
 * rows whatever the number of orders. A caller confined to several vendors is counted from the
 * orders themselves: an order holding items of two of his vendors is one order, which per-vendor
 * rows cannot tell.
 */
export async function dashboardSummary(ctx: AuthedContext, now = Date.now()): Promise<DashboardSummary> {
  const mine = confinedTo(ctx.scope);
  if (mine && mine.length > 1) return dashboardFromOrders(ctx, now);
  const since = windowStart(now);
  const websiteId = ctx.scope.website?.id ?? null;
  const where = sql.join([
    sql`d.vendor_id = ${mine ? mine[0]! : 0}`,
    sql`d.day >= ${ubDate(since)}::date`,
    ...(websiteId !== null ? [sql`d.website_id = ${websiteId}`] : []),
  ], sql` and `);
  const summed = sql.join(['orders', 'revenue', ...Object.keys(COUNTS)].map((k) => sql`sum(d.${sql.identifier(k)}) as ${sql.identifier(k)}`), sql`, `);
  const result = await ctx.db.execute(sql`select to_char(d.day, 'YYYY-MM-DD') as day, ${summed} from ${dashboardDays} d where ${where} group by d.day`);
  return summary(rowsOf<DayRow>(result), since, websiteId, mine);
}

function summary(rows: DayRow[], since: number, websiteId: number | null, mine: number[] | null): DashboardSummary {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const counts = Object.fromEntries(Object.keys(COUNTS).map((k) => [k, rows.reduce((s, r) => s + Number(r[k] ?? 0), 0)])) as Record<DashboardCount, number>;
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const date = ubDate(since + i * DAY_MS);
    const r = byDay.get(date);
    return { date, orders: Number(r?.orders ?? 0), revenue: Number(r?.revenue ?? 0) };
  });
  return { since: new Date(since).toISOString(), website_id: websiteId, vendor_ids: mine, counts, days };
}

/**
 * The same figures counted from the window's orders: orders_dashboard_idx (website, created_at
 * and every column read) answers it from the index alone. Used for a caller of several vendors,
 * and by the test that proves dashboard_days equal to it.
 */
export async function dashboardFromOrders(ctx: AuthedContext, now = Date.now()): Promise<DashboardSummary> {
  const since = windowStart(now);
  const websiteId = ctx.scope.website?.id ?? null;
  const mine = confinedTo(ctx.scope);
  const sinceAt = new Date(since).toISOString();
  const where = sql.join([
    sql`o.created_at >= ${sinceAt}::timestamptz`,
    ...(websiteId !== null ? [sql`o.website_id = ${websiteId}`] : []),
  ], sql` and `);
  const counted = sql.join((Object.entries(COUNTS) as [DashboardCount, SQL][]).map(([k, cond]) => sql`count(*) filter (where ${cond})::int as ${sql.identifier(k)}`), sql`, `);
  const day = sql`to_char(o.created_at at time zone 'Asia/Ulaanbaatar', 'YYYY-MM-DD')`;
  // a confined caller: each order of the window asks order_vendors' primary key for his share
  const query = mine
    ? sql`select ${day} as day, count(*) filter (where ${PLACED})::int as orders,
        sum(s.total) filter (where ${EARNING}) as revenue, ${counted}
        from ${orders} o
        cross join lateral (select sum(ov.total) as total from ${orderVendors} ov
          where ov.order_id = o.id and ov.vendor_id in (${sql.join(mine.map((v) => sql`${v}`), sql`, `)})) s
        where ${where} and s.total is not null group by 1`
    : sql`select ${day} as day, count(*) filter (where ${PLACED})::int as orders,
        sum(o.total) filter (where ${EARNING}) as revenue, ${counted}
        from ${orders} o where ${where} group by 1`;
  return summary(rowsOf<DayRow>(await ctx.db.execute(query)), since, websiteId, mine);
}
