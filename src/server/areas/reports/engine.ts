import { lookup } from '../../../shared/i18n/index.js';
import { sql, type SQL } from 'drizzle-orm';
import type { ReportOutput } from '../../../shared/commands/reports.js';
import {
  DEFAULT_STATES, REPORT_STATES, TIME_DIMENSIONS, resolvePeriod, type Dimension, type Filter, type Measure, type Preset, type ReportDef,
} from '../../../shared/reports/define.js';
import type { Scope } from '../../auth/scope.js';
import type { Db } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { forbidden } from '../../errors.js';
import { customReport } from './custom.js';
import { SOURCES, type Period, type Source } from './sources.js';

/** Read the rollups (the answer), or the raw rows (the check, and the bench's baseline). */
export type ReadMode = 'rollup' | 'raw';

export interface ReportParams {
  period: Period;
  filters: Partial<Record<Filter, unknown>>;
  sort?: string | undefined;
  dir?: 'asc' | 'desc' | undefined;
  limit: number;
  locale: 'en' | 'mn';
  /**
   * Read only the rows or only the totals: a caller that shows one (the merchant dashboard's
   * month figures, its top products) does not pay for the other's pass over the same rows.
   */
  only?: 'items' | 'totals';
}

export interface RunContext { db: Db; scope: Scope; locale: 'en' | 'mn' }

type Join = 'v' | 'p' | 'b' | 'vd' | 't' | 'kw' | 'u';

interface DimSql { key: SQL; label: SQL; joins: Join[] }

function productName(locale: 'en' | 'mn'): SQL {
  return locale === 'mn' ? sql`coalesce(nullif(p.name_mn, ''), p.name_en)` : sql`coalesce(nullif(p.name_en, ''), p.name_mn)`;
}

function dimension(d: Dimension, locale: 'en' | 'mn'): DimSql {
  const plain = (c: string): DimSql => ({ key: sql.raw(`r.${c}`), label: sql.raw(`r.${c}::text`), joins: [] });
  switch (d) {
    case 'day': return { key: sql`to_char(r.day, 'YYYY-MM-DD')`, label: sql`to_char(r.day, 'YYYY/MM/DD')`, joins: [] };
    case 'week': return { key: sql`to_char(date_trunc('week', r.day), 'YYYY-MM-DD')`, label: sql`to_char(date_trunc('week', r.day), 'YYYY/MM/DD')`, joins: [] };
    case 'month': return { key: sql`to_char(r.day, 'YYYY-MM')`, label: sql`to_char(r.day, 'YYYY/MM')`, joins: [] };
    case 'sku': return { key: sql`v.sku`, label: productName(locale), joins: ['v', 'p'] };
    case 'product': return { key: sql`p.id`, label: productName(locale), joins: ['v', 'p'] };
    case 'brand': return { key: sql`coalesce(p.brand_id, 0)`, label: sql`coalesce(b.name, '')`, joins: ['v', 'p', 'b'] };
    case 'vendor': return { key: sql`r.vendor_id`, label: sql`coalesce(vd.name, '')`, joins: ['vd'] };
    case 'taxon': return { key: sql`t.id`, label: locale === 'mn' ? sql`coalesce(nullif(t.name_mn, ''), t.name_en)` : sql`t.name_en`, joins: ['v', 't'] };
    case 'keyword': return { key: sql`kw.word`, label: sql`kw.word`, joins: ['v', 'p', 'kw'] };
    case 'customer': return { key: sql`r.user_id`, label: sql`coalesce(u.email, '')`, joins: ['u'] };
    case 'discount': return { key: sql`r.discount_id`, label: sql`r.discount_title`, joins: [] };
    case 'coupon_code': return { key: sql`r.code`, label: sql`r.discount_title`, joins: [] };
    case 'event': return { key: sql`r.product_id`, label: sql`r.event`, joins: [] };
    case 'state': case 'payment_state': case 'platform': case 'method': case 'category': case 'lease_state': case 'integration': case 'entity': return plain(d);
    case 'section': throw new Error('section is a custom dimension');
  }
}

const JOIN_SQL: Record<Join, SQL> = {
  v: sql`join variants v on v.id = r.variant_id`,
  p: sql`join products p on p.id = v.product_id`,
  b: sql`left join brands b on b.id = p.brand_id`,
  vd: sql`left join vendors vd on vd.id = r.vendor_id`,
  t: sql`join product_taxons pt on pt.product_id = v.product_id join taxons t on t.id = pt.taxon_id`,
  kw: sql`cross join lateral unnest(string_to_array(p.keywords, ', ')) as kw(word)`,
  u: sql`left join users u on u.id = r.user_id`,
};
const JOIN_ORDER: Join[] = ['v', 'p', 'b', 'vd', 't', 'kw', 'u'];

/** Dimensions whose key is an id. */
const NUMERIC_KEYS: readonly Dimension[] = ['product', 'brand', 'vendor', 'taxon', 'customer', 'discount', 'event'];

const ids = (list: readonly number[]) => sql.join(list.map((v) => sql`${v}`), sql`, `);

/** The states a report counts: those asked, or placed and not canceled (every state when grouped by state). */
export function statesOf(def: ReportDef, asked: unknown): readonly string[] {
  if (Array.isArray(asked) && asked.length) return asked as string[];
  return def.dimension === 'state' ? REPORT_STATES : DEFAULT_STATES;
}

/**
 * The conditions on the rows: the period, the caller's website, his vendors (or the one asked),
 * the states, and the report's filters. `joins` gathers what the filters need.
 */
function conditions(def: ReportDef, source: Source, p: ReportParams, scope: Scope, joins: Set<Join>): SQL[] {
  const where: SQL[] = [source.upTo ? sql`r.day <= ${p.period.to}::date` : sql`r.day between ${p.period.from}::date and ${p.period.to}::date`];
  if (source.where) where.push(source.where);
  const website = scope.website?.id;
  if (!source.noWebsite && website !== undefined) where.push(sql`r.website_id = ${website}`);
  const mine = scope.vendorIds === 'all' ? null : scope.vendorIds;
  const asked = p.filters.vendor as number | undefined;
  if (source.vendors === 'none') {
    if (mine) throw forbidden(lookup(p.locale, 'errors.report_whole_shop'));
  } else {
    if (mine) where.push(sql`r.vendor_id in (${ids(mine)})`);
    if (asked !== undefined) where.push(sql`r.vendor_id = ${asked}`);
    // whole orders unless vendors are asked for: by vendor, one vendor, or a merchant's own
    if (source.vendors === 'whole' && !mine && asked === undefined) where.push(def.dimension === 'vendor' ? sql`r.vendor_id <> 0` : sql`r.vendor_id = 0`);
  }
  if (source.states) where.push(sql`r.state in (${sql.join(statesOf(def, p.filters.state).map((st) => sql`${st}`), sql`, `)})`);
  const f = p.filters;
  const need = (...j: Join[]) => j.forEach((x) => joins.add(x));
  if (f.brand !== undefined) { need('v', 'p'); where.push(Number(f.brand) === 0 ? sql`p.brand_id is null` : sql`p.brand_id = ${Number(f.brand)}`); }
  if (f.product !== undefined) { need('v'); where.push(sql`v.product_id = ${Number(f.product)}`); }
  if (f.sku !== undefined) { need('v'); where.push(sql`v.sku = ${String(f.sku)}`); }
  if (f.taxon !== undefined) { need('v'); where.push(sql`exists (select 1 from product_taxons pt2 where pt2.product_id = v.product_id and pt2.taxon_id = ${Number(f.taxon)})`); }
  if (f.keyword !== undefined) { need('v', 'p'); where.push(sql`${String(f.keyword)} = any(string_to_array(p.keywords, ', '))`); }
  return where;
}

function joinsSql(joins: Set<Join>): SQL {
  return sql.join(JOIN_ORDER.filter((j) => joins.has(j)).map((j) => JOIN_SQL[j]), sql` `);
}

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** A report's rows and totals, from the rollups or from the rows. */
export async function runReport(def: ReportDef, p: ReportParams, ctx: RunContext, mode: ReadMode = 'rollup'): Promise<ReportOutput> {
  if (def.scope === 'platform' && ctx.scope.vendorIds !== 'all') throw forbidden(lookup(ctx.locale, 'errors.report_whole_shop'));
  const source = SOURCES[def.source];
  if (!source) return customReport(def, p, ctx, mode);
  const rollup = mode === 'rollup' && source.rollup;
  const from = rollup ? sql.raw(source.rollup!) : sql`(${source.raw(source.upTo ? { from: '1970-01-01', to: p.period.to } : p.period)})`;
  const dim = dimension(def.dimension, p.locale);
  const measureSql = (m: Measure) => {
    const expr = source.measures[m];
    if (!expr) throw new Error(`report ${def.name}: ${def.source} has no measure ${m}`);
    return expr;
  };
  const needsProduct = def.measures.includes('coins');

  const rowJoins = new Set<Join>([...dim.joins, ...(needsProduct ? (['v', 'p'] as Join[]) : [])]);
  const where = conditions(def, source, p, ctx.scope, rowJoins);
  const measures = sql.join(def.measures.map((m) => sql`${measureSql(m)} as ${sql.identifier(m)}`), sql`, `);
  const time = TIME_DIMENSIONS.includes(def.dimension);
  const sortable = new Set<string>(['key', 'label', ...def.measures]);
  const sortBy = p.sort && sortable.has(p.sort) ? p.sort : time ? 'key' : (def.sort ?? def.measures[0]!);
  const dir = p.dir ?? (sortBy === 'key' || sortBy === 'label' ? 'asc' : 'desc');
  const order = sql`${sql.identifier(sortBy)} ${sql.raw(dir)} nulls last, key asc`;
  const rows = p.only === 'totals' ? [] : rowsOf<Record<string, unknown>>(await ctx.db.execute(sql`
    select ${dim.key} as key, ${dim.label} as label, ${measures}, count(*) over ()::int as total_rows
    from ${from} r ${joinsSql(rowJoins)}
    where ${sql.join(where, sql` and `)}
    group by 1, 2 having ${source.count} <> 0
    order by ${order} limit ${p.limit}`));

  // the totals over the rows themselves: a line under two keywords is counted once here
  const totalJoins = new Set<Join>(needsProduct ? ['v', 'p'] : []);
  const totalWhere = conditions(def, source, p, ctx.scope, totalJoins);
  const [totals] = p.only === 'items' ? [] : rowsOf<Record<string, unknown>>(await ctx.db.execute(sql`
    select ${measures} from ${from} r ${joinsSql(totalJoins)} where ${sql.join(totalWhere, sql` and `)}`));

  return {
    report: def.name, from: p.period.from, to: p.period.to, source: rollup ? 'rollup' : 'raw',
    items: rows.map((r) => ({
      key: r.key === null || r.key === undefined ? null : NUMERIC_KEYS.includes(def.dimension) ? num(r.key) : String(r.key),
      label: String(r.label ?? ''),
      ...Object.fromEntries(def.measures.map((m) => [m, num(r[m])])),
    })),
    totals: Object.fromEntries(def.measures.map((m) => [m, num(totals?.[m])])),
    total_rows: num(rows[0]?.total_rows),
  };
}

/** The command's input as the engine's parameters. */
export function paramsOf(def: ReportDef, input: Record<string, unknown>, locale: 'en' | 'mn'): ReportParams {
  const period = resolvePeriod({ preset: input.preset as Preset | undefined, from: input.from as string | undefined, to: input.to as string | undefined });
  const filters: Partial<Record<Filter, unknown>> = {};
  for (const f of def.filters) if (input[f] !== undefined) filters[f] = input[f];
  if (def.param) filters[def.param.filter] = input[def.param.name];
  return { period, filters, sort: input.sort as string | undefined, dir: input.dir as 'asc' | 'desc' | undefined, limit: Number(input.limit ?? 1000), locale };
}
