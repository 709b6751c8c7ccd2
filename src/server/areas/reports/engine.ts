import { lookup } from '../../../shared/i18n/index.js';
import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { ReportOutput } from '../../../shared/commands/reports.js';
import {
  DEFAULT_STATES, REPORT_STATES, TIME_DIMENSIONS, resolvePeriod, type Dimension, type Filter, type Measure, type Preset, type ReportDef,
} from '../../../shared/reports/define.js';
import type { Scope } from '../../auth/scope.js';
import type { Db } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { forbidden } from '../../errors.js';
import { customReport } from './custom.js';
import { SOURCES, wholeMonths, type Period, type Source } from './sources.js';

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

/** `base`: the row's id the key and label are looked up from (sums per id come first, then the names). */
interface DimSql { key: SQL; label: SQL; joins: Join[]; base?: 'variant_id' | 'vendor_id' | 'user_id' }

function productName(locale: 'en' | 'mn'): SQL {
  return locale === 'mn' ? sql`coalesce(nullif(p.name_mn, ''), p.name_en)` : sql`coalesce(nullif(p.name_en, ''), p.name_mn)`;
}

function dimension(d: Dimension, locale: 'en' | 'mn'): DimSql {
  const plain = (c: string): DimSql => ({ key: sql.raw(`r.${c}`), label: sql.raw(`r.${c}::text`), joins: [] });
  switch (d) {
    case 'day': return { key: sql`to_char(r.day, 'YYYY-MM-DD')`, label: sql`to_char(r.day, 'YYYY/MM/DD')`, joins: [] };
    case 'week': return { key: sql`to_char(date_trunc('week', r.day), 'YYYY-MM-DD')`, label: sql`to_char(date_trunc('week', r.day), 'YYYY/MM/DD')`, joins: [] };
    case 'month': return { key: sql`to_char(r.day, 'YYYY-MM')`, label: sql`to_char(r.day, 'YYYY/MM')`, joins: [] };
    case 'sku': return { key: sql`v.sku`, label: productName(locale), joins: ['v', 'p'], base: 'variant_id' };
    case 'product': return { key: sql`p.id`, label: productName(locale), joins: ['v', 'p'], base: 'variant_id' };
    case 'brand': return { key: sql`coalesce(p.brand_id, 0)`, label: sql`coalesce(b.name, '')`, joins: ['v', 'p', 'b'], base: 'variant_id' };
    case 'vendor': return { key: sql`r.vendor_id`, label: sql`coalesce(vd.name, '')`, joins: ['vd'], base: 'vendor_id' };
    case 'taxon': return { key: sql`t.id`, label: locale === 'mn' ? sql`coalesce(nullif(t.name_mn, ''), t.name_en)` : sql`t.name_en`, joins: ['v', 't'], base: 'variant_id' };
    case 'keyword': return { key: sql`kw.word`, label: sql`kw.word`, joins: ['v', 'p', 'kw'], base: 'variant_id' };
    case 'customer': return { key: sql`r.user_id`, label: sql`coalesce(u.email, '')`, joins: ['u'], base: 'user_id' };
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

/** The filters that name products: the rows are narrowed to those products' variants. */
const VARIANT_FILTERS: readonly Filter[] = ['brand', 'product', 'sku', 'taxon', 'keyword'];

/**
 * The conditions on the rows: the period, the caller's website, his vendors (or the one asked),
 * the states, and the report's filters (on the rows' variants, as a set of ids: the rows need no
 * join for them, and are summed per variant before any).
 */
function conditions(def: ReportDef, source: Source, p: ReportParams, scope: Scope): SQL[] {
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
  const variant: SQL[] = [];
  if (f.brand !== undefined) variant.push(Number(f.brand) === 0 ? sql`p.brand_id is null` : sql`p.brand_id = ${Number(f.brand)}`);
  if (f.product !== undefined) variant.push(sql`v.product_id = ${Number(f.product)}`);
  if (f.sku !== undefined) variant.push(sql`v.sku = ${String(f.sku)}`);
  if (f.taxon !== undefined) variant.push(sql`exists (select 1 from product_taxons pt2 where pt2.product_id = v.product_id and pt2.taxon_id = ${Number(f.taxon)})`);
  if (f.keyword !== undefined) variant.push(sql`${String(f.keyword)} = any(string_to_array(p.keywords, ', '))`);
  if (variant.length) where.push(sql`r.variant_id in (select v.id from variants v join products p on p.id = v.product_id where ${sql.join(variant, sql` and `)})`);
  return where;
}

/**
 * What a reading sums: the period's rows, or its rollup's. A line reading that names no product
 * (no product dimension, filter or measure) reads the rollup without the variant; one that needs
 * no day reads the month rollup for the period's whole months and the day rollup for its edges.
 */
function readFrom(source: Source, p: ReportParams, mode: ReadMode, needs: { variant: boolean; day: boolean }): SQL {
  if (mode === 'raw' || !source.rollup) return sql`(${source.raw(source.upTo ? { from: '1970-01-01', to: p.period.to } : p.period)})`;
  const coarse = source.coarse;
  if (!coarse) return sql.raw(source.rollup);
  if (!needs.variant) return sql.raw(coarse.noVariant);
  const months = needs.day ? null : wholeMonths(p.period);
  if (!months) return sql.raw(source.rollup);
  const columns = sql.raw(coarse.columns);
  return sql`(select month as day, ${columns} from ${sql.raw(coarse.months)} where month between ${months.from}::date and ${months.to}::date
    union all
    select day, ${columns} from ${sql.raw(source.rollup)} where (day < ${months.from}::date or day > ${months.to}::date))`;
}

/**
 * Rows of `from` meeting `where`, as they are, or summed per `base` id first (a year of lines as
 * one row per variant sold), so the names are joined to thousands of rows, not millions.
 */
function summed(source: Source, from: SQL, where: SQL[], base: DimSql['base']): SQL {
  const cond = sql.join(where, sql` and `);
  if (!base || !source.sums) return sql`(select * from ${from} r where ${cond})`;
  const sums = sql.join(source.sums.map((c) => sql`sum(r.${sql.identifier(c)}) as ${sql.identifier(c)}`), sql`, `);
  return sql`(select r.${sql.identifier(base)}, ${sums} from ${from} r where ${cond} group by 1)`;
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
  const dim = dimension(def.dimension, p.locale);
  const measureSql = (m: Measure) => {
    const expr = source.measures[m];
    if (!expr) throw new Error(`report ${def.name}: ${def.source} has no measure ${m}`);
    return expr;
  };
  const needsProduct = def.measures.includes('coins');

  const rowJoins = new Set<Join>([...dim.joins, ...(needsProduct ? (['v', 'p'] as Join[]) : [])]);
  const where = conditions(def, source, p, ctx.scope);
  const variantFiltered = VARIANT_FILTERS.some((f) => p.filters[f] !== undefined);
  const measures = sql.join(def.measures.map((m) => sql`${measureSql(m)} as ${sql.identifier(m)}`), sql`, `);
  const time = TIME_DIMENSIONS.includes(def.dimension);
  const sortable = new Set<string>(['key', 'label', ...def.measures]);
  const sortBy = p.sort && sortable.has(p.sort) ? p.sort : time ? 'key' : (def.sort ?? def.measures[0]!);
  const dir = p.dir ?? (sortBy === 'key' || sortBy === 'label' ? 'asc' : 'desc');
  const order = sql`${sql.identifier(sortBy)} ${sql.raw(dir)} nulls last, key asc`;
  const byDay = def.dimension === 'day' || def.dimension === 'week';
  const rowFrom = readFrom(source, p, mode, { variant: variantFiltered || needsProduct || dim.base === 'variant_id', day: byDay });
  const rowBase = needsProduct ? 'variant_id' : dim.base;
  const rowsSql = sql`
    select ${dim.key} as key, ${dim.label} as label, ${measures}, count(*) over ()::int as total_rows
    from ${summed(source, rowFrom, where, rowBase)} r ${joinsSql(rowJoins)}
    group by 1, 2 having ${source.count} <> 0
    order by ${order} limit ${p.limit}`;

  // the totals over the rows themselves: a line under two keywords is counted once here
  const totalJoins = new Set<Join>(needsProduct ? ['v', 'p'] : []);
  const totalFrom = readFrom(source, p, mode, { variant: variantFiltered || needsProduct, day: false });
  const totalsSql = sql`
    select ${measures} from ${summed(source, totalFrom, where, needsProduct ? 'variant_id' : undefined)} r ${joinsSql(totalJoins)}`;

  // No large read (db/large-read.ts) here: at 1,000,000 orders a year summed per variant with
  // 64 MB and two workers took as long as with the connection's 4 MB and none (430-460 ms), and 30
  // days longer (hashing the sums instead of sorting them: 195 ms against 150)
  type Rows = Record<string, unknown>[];
  const rowsRead = async (): Promise<Rows> => (p.only === 'totals' ? [] : rowsOf<Record<string, unknown>>(await ctx.db.execute(rowsSql)));
  const totalsRead = async (): Promise<Rows> => (p.only === 'items' ? [] : rowsOf<Record<string, unknown>>(await ctx.db.execute(totalsSql)));
  // rows and totals on two connections at once (a year of coins reads the month rollup for each);
  // one after the other inside a caller's transaction (an export's chunk), which has one
  const [rows, [totals]]: [Rows, Rows] = ctx.db instanceof PgTransaction
    ? [await rowsRead(), await totalsRead()] : await Promise.all([rowsRead(), totalsRead()]);

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
