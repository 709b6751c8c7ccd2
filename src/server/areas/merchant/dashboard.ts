import { sql } from 'drizzle-orm';
import type { MerchantDashboard } from '../../../shared/commands/merchant/dashboard.js';
import { reportByName } from '../../../shared/reports/catalogue.js';
import { DASHBOARD_DAYS } from '../../../shared/commands/dashboard.js';
import { presetRange, ubToday, type ReportDef } from '../../../shared/reports/define.js';
import { LOW_STOCK } from '../../../shared/schema/product.js';
import type { AuthedContext } from '../../commands/handler.js';
import { rowsOf } from '../../db/rows.js';
import { requestLocale } from '../../http-errors.js';
import { ownVendor } from '../../resources/serve.js';
import { runReport, type ReportParams } from '../reports/engine.js';

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const inList = (ids: number[]) => sql.join(ids.map((v) => sql`${v}`), sql`, `);

/**
 * The vendors the console shows: the one picked in the header (an admin must pick one), or every
 * one of a merchant's own. The scope already refused a vendor that is not his (403).
 */
export function consoleVendors(ctx: AuthedContext): number[] {
  return ctx.scope.vendorIds === 'all' ? [ownVendor(ctx)] : ctx.scope.vendorIds;
}

/** Last month's first day up to the same day of the month as today (its last day when shorter). */
function lastMonthToDate(today: string): { from: string; to: string } {
  const last = presetRange('last_month', Date.parse(`${today}T12:00:00+08:00`));
  const sameDay = `${last.from.slice(0, 8)}${today.slice(8, 10)}`;
  return { from: last.from, to: sameDay > last.to ? last.to : sameDay };
}

export async function merchantDashboard(ctx: AuthedContext, now = Date.now()): Promise<MerchantDashboard> {
  const ids = consoleVendors(ctx);
  // the reports engine confines to the scope's vendors; an admin's pick is the scope's only one
  const scope = ctx.scope.vendorIds === 'all' ? { ...ctx.scope, vendorIds: ids } : ctx.scope;
  const locale = requestLocale(ctx.request);
  // each figure reads what it shows: the month's totals, or the top products' rows
  const run = (name: string, period: { from: string; to: string }, only: ReportParams['only'], limit = 1) => {
    const params: ReportParams = { period, filters: {}, limit, locale, only };
    return runReport(reportByName(name) as ReportDef, params, { db: ctx.db, scope, locale }, 'rollup');
  };
  const today = ubToday(now);
  const thisMonth = presetRange('this_month', now);
  const lastMonth = presetRange('last_month', now);
  const since = addDays(today, -(DASHBOARD_DAYS - 1));

  const [month, before, last, top, statement, prepare, low, reviews, brands] = await Promise.all([
    run('sales_by_vendor', thisMonth, 'totals'),
    run('sales_by_vendor', lastMonthToDate(today), 'totals'),
    run('sales_by_vendor', lastMonth, 'totals'),
    run('sales_by_product', thisMonth, 'items', 5),
    run('statement', lastMonth, undefined),
    // his lines nobody has acted on in placed orders that are neither canceled, shipped nor with a
    // driver (the not_taken and incomplete labels of /fulfillment, every website as the desk shows
    // them): from the window's orders only
    // (ids grow with time, so the lines' (vendor_id, order_id) index reads a range; a week more for
    // an order that sat in checkout)
    ctx.db.execute(sql`
      with first as (select id from orders where created_at >= (${addDays(since, -7)}::date)::timestamp at time zone 'Asia/Ulaanbaatar' order by created_at limit 1)
      select count(distinct o.id) as orders, count(*) as lines,
        count(distinct o.id) filter (where o.completed_at >= (${today}::date)::timestamp at time zone 'Asia/Ulaanbaatar') as today
      from line_items li join orders o on o.id = li.order_id
      where li.vendor_id in (${inList(ids)}) and li.order_id >= coalesce((select id from first), 9223372036854775807) and li.actn is null
        and o.completed_at >= (${since}::date)::timestamp at time zone 'Asia/Ulaanbaatar'
        and o.state <> 'canceled' and o.shipment_state is distinct from 'shipped' and o.driver_id is null`),
    ctx.db.execute(sql`
      select p.id, p.sku, case when ${locale} = 'mn' then coalesce(nullif(p.name_mn, ''), p.name_en) else coalesce(nullif(p.name_en, ''), p.name_mn) end as name,
        p.stock_on_hand from products p
      where p.vendor_id in (${inList(ids)}) and p.deleted_at is null and p.published and p.stock_on_hand <= ${LOW_STOCK}
      order by p.stock_on_hand, p.id limit 5`),
    ctx.db.execute(sql`
      select count(*) as n from reviews r join products p on p.id = r.product_id
      where r.state = 'pending' and p.vendor_id in (${inList(ids)})`),
    ctx.db.execute(sql`
      select b.id, b.name, count(*) as products from products p join brands b on b.id = p.brand_id
      where p.vendor_id in (${inList(ids)}) and p.deleted_at is null group by b.id, b.name order by 3 desc, b.name limit 6`),
  ]);
  const [p] = rowsOf<{ orders: unknown; lines: unknown; today: unknown }>(prepare);
  const net = (r: Awaited<ReturnType<typeof run>>) => num(r.totals.net);
  return {
    vendor_ids: ids,
    since,
    to_prepare: { orders: num(p?.orders), lines: num(p?.lines), today: num(p?.today) },
    sales: { this_month: net(month), last_month_to_date: net(before), last_month: net(last), units: num(month.totals.units) },
    top_products: top.items.map((r) => ({ key: String(r.key), label: String(r.label ?? r.key), units: num(r.units), net: num(r.net) })),
    low_stock: rowsOf<{ id: unknown; sku: string; name: string; stock_on_hand: unknown }>(low)
      .map((r) => ({ product_id: num(r.id), sku: r.sku, name: r.name, count_on_hand: num(r.stock_on_hand) })),
    brands: rowsOf<{ id: unknown; name: string; products: unknown }>(brands).map((b) => ({ id: num(b.id), name: b.name, products: num(b.products) })),
    pending_reviews: num(rowsOf<{ n: unknown }>(reviews)[0]?.n),
    next_payout: { from: lastMonth.from, to: lastMonth.to, amount: num(statement.totals.owed) },
  };
}
