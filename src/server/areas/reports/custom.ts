import { sql } from 'drizzle-orm';
import type { ReportOutput } from '../../../shared/commands/reports.js';
import type { Measure, ReportDef } from '../../../shared/reports/define.js';
import { rowsOf } from '../../db/rows.js';
import { runReport, type ReadMode, type ReportParams, type RunContext } from './engine.js';

/**
 * The reports made of other reports: monthly fees (the vendors' contracts), a vendor's statement
 * (his orders' share from the order rollup, less commission and fees) and the finance page (sales,
 * taxes, payments, refunds, store credit, commission and fees of a period). Each part reads what
 * the engine reads, so the rollup/raw comparison covers them too.
 */

/** Calendar months the period touches: a fee is owed for each. */
export function monthsOf(from: string, to: string): number {
  const m = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return m(to) - m(from) + 1;
}

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** Part of another report: the engine over a declaration made here. */
function part(def: ReportDef, source: ReportDef['source'], dimension: ReportDef['dimension'], measures: Measure[], extra: Partial<ReportDef> = {}): ReportDef {
  return { ...def, source, dimension, measures, sort: measures[0]!, filters: [], param: undefined, scope: def.scope, ...extra } as ReportDef;
}

async function vendorFees(p: ReportParams, ctx: RunContext): Promise<{ id: number; name: string; fee: number }[]> {
  const mine = ctx.scope.vendorIds === 'all' ? null : ctx.scope.vendorIds;
  const asked = p.filters.vendor as number | undefined;
  const rows = rowsOf<{ id: unknown; name: string; fee: unknown }>(await ctx.db.execute(sql`
    select vd.id, vd.name, vd.monthly_fee as fee from vendors vd where vd.monthly_fee > 0
    ${mine ? sql`and vd.id in (${sql.join(mine.map((v) => sql`${v}`), sql`, `)})` : sql``}
    ${asked !== undefined ? sql`and vd.id = ${asked}` : sql``}
    order by vd.id`));
  return rows.map((r) => ({ id: num(r.id), name: r.name, fee: num(r.fee) }));
}

const output = (def: ReportDef, p: ReportParams, mode: ReadMode, items: ReportOutput['items'], totals: Record<string, number>): ReportOutput => ({
  report: def.name, from: p.period.from, to: p.period.to, source: mode, items: items.slice(0, p.limit), totals, total_rows: items.length,
});

const sumOf = (items: ReportOutput['items'], measures: readonly string[]) =>
  Object.fromEntries(measures.map((m) => [m, items.reduce((s, r) => s + Number(r[m] ?? 0), 0)]));

export async function customReport(def: ReportDef, p: ReportParams, ctx: RunContext, mode: ReadMode): Promise<ReportOutput> {
  const months = monthsOf(p.period.from, p.period.to);
  if (def.source === 'monthly_fee') {
    const items = (await vendorFees(p, ctx)).map((v) => ({ key: v.id, label: v.name, months, monthly_fee: v.fee, amount: v.fee * months }));
    return output(def, p, 'raw', items, sumOf(items, def.measures));
  }
  if (def.source === 'statement') {
    const shares = await runReport(part(def, 'orders', 'vendor', ['orders', 'item_total', 'shipment_total', 'total', 'commission_total'], { filters: ['vendor'] }),
      { ...p, limit: 100_000, only: 'items' }, ctx, mode);
    const fees = new Map((await vendorFees(p, ctx)).map((v) => [v.id, v]));
    const byVendor = new Map(shares.items.map((r) => [Number(r.key), r]));
    for (const [id, v] of fees) if (!byVendor.has(id)) byVendor.set(id, { key: id, label: v.name, orders: 0, item_total: 0, shipment_total: 0, total: 0, commission_total: 0 });
    const items = [...byVendor.values()].map((r) => {
      const fee = (fees.get(Number(r.key))?.fee ?? 0) * months;
      return { ...r, monthly_fee: fee, owed: Number(r.total) - Number(r.commission_total) - fee };
    }).sort((a, b) => b.owed - a.owed);
    return output(def, p, mode, items, sumOf(items, def.measures));
  }
  if (def.source === 'finance') return finance(def, p, ctx, mode, months);
  throw new Error(`report ${def.name}: no source ${def.source}`);
}

const SALES: Measure[] = ['orders', 'item_total', 'adjustment_total', 'shipment_total', 'fee_total', 'total', 'vat', 'city_tax', 'store_credit_total', 'payment_total'];

async function finance(def: ReportDef, p: ReportParams, ctx: RunContext, mode: ReadMode, months: number): Promise<ReportOutput> {
  const whole = { ...p, limit: 100_000, filters: {} };
  const [sales, methods, credits, commission, fees] = await Promise.all([
    runReport(part(def, 'orders', 'platform', SALES), { ...whole, only: 'totals' }, ctx, mode),
    runReport(part(def, 'payments', 'method', ['payments', 'amount']), { ...whole, only: 'items' }, ctx, mode),
    runReport(part(def, 'store_credits', 'category', ['issued', 'used']), { ...whole, only: 'totals' }, ctx, mode),
    runReport(part(def, 'orders', 'vendor', ['commission_total']), { ...whole, only: 'items' }, ctx, mode),
    vendorFees(whole, ctx),
  ]);
  const website = ctx.scope.website?.id;
  const inPeriod = (c: string) => sql`${sql.raw(c)} >= (${p.period.from}::date)::timestamp at time zone 'Asia/Ulaanbaatar'
    and ${sql.raw(c)} < (${p.period.to}::date + 1)::timestamp at time zone 'Asia/Ulaanbaatar'`;
  const onSite = website === undefined ? sql`true` : sql`o.website_id = ${website}`;
  // payments by source from their rollup (0050), or from the payments themselves
  const bySource = mode === 'rollup'
    ? sql`select coalesce(nullif(r.source, ''), '-') as source, sum(r.amount)::bigint as amount
      from report_payment_source_days r where r.state = 'completed' and r.day between ${p.period.from}::date and ${p.period.to}::date
        ${website === undefined ? sql`` : sql`and r.website_id = ${website}`}
      group by 1 having sum(r.payments) <> 0 order by 2 desc, 1 limit 20`
    : sql`select coalesce(nullif(pm.source, ''), '-') as source, sum(pm.amount)::bigint as amount
      from payments pm join orders o on o.id = pm.order_id where pm.state = 'completed' and ${inPeriod('pm.created_at')} and ${onSite}
      group by 1 order by 2 desc, 1 limit 20`;
  const [sources, refunds] = await Promise.all([
    ctx.db.execute(bySource),
    ctx.db.execute(sql`select count(*)::int as n, coalesce(sum(pr.amount), 0)::bigint as amount
      from payment_returns pr join orders o on o.id = pr.order_id where pr.state = 'completed' and ${inPeriod('pr.created_at')} and ${onSite}`),
  ]);
  const refund = rowsOf<{ n: unknown; amount: unknown }>(refunds)[0];
  const items: ReportOutput['items'] = [
    ...SALES.map((m) => ({ key: `sales.${m}`, label: m, amount: sales.totals[m] ?? 0 })),
    ...methods.items.map((r) => ({ key: `payments.method.${r.key}`, label: String(r.key), amount: Number(r.amount) })),
    ...rowsOf<{ source: string; amount: unknown }>(sources).map((r) => ({ key: `payments.source.${r.source}`, label: r.source, amount: num(r.amount) })),
    { key: 'refunds.completed', label: 'refunds', amount: num(refund?.amount) },
    { key: 'store_credit.issued', label: 'issued', amount: credits.totals.issued ?? 0 },
    { key: 'store_credit.used', label: 'used', amount: credits.totals.used ?? 0 },
    ...commission.items.map((r) => ({ key: `commission.${r.key}`, label: String(r.label ?? ''), amount: Number(r.commission_total) })),
    ...fees.map((v) => ({ key: `monthly_fee.${v.id}`, label: v.name, amount: v.fee * months })),
  ];
  return output(def, p, mode, items, { amount: sales.totals.total ?? 0 });
}
