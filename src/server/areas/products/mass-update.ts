import { and, sql } from 'drizzle-orm';
import { massUpdateRowSchema, type massUpdate } from '../../../shared/commands/products/prices.js';
import type { AuthedContext, Handler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { unprocessable } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { productAuditsInsert, type Changes } from './audit.js';
import { productWhere } from './find.js';
import { ruleMessage, type ProductRule } from './messages.js';
import { MAX_MONEY } from '../../../shared/schema/common.js';
import { liveProduct, productsInScope } from './scope.js';

const { products, variants } = schema;

/** A rule may touch at most this many products in one call. */
const RULE_MAX = 100_000;

export interface Prices {
  price: number; cost_price: number | null; sale_price: number | null; sale_percent: number | null;
  sale_start: string | null; sale_expiry: string | null;
}
export interface Target { id: number; sku: string; before: Prices; variantsDiffer: boolean }
type Result = {
  row: number; sku: string; product_id: number | null; ok: boolean; changes: Changes;
  error: { field: string; message: string } | null;
};

/** Whole tugriks: the nearest multiple of 100 möngö. */
export const roundTugrik = (mongo: number) => Math.round(mongo / 100) * 100;

/** `sku in (…)` with the list as one JSON parameter (see apply). */
const skuIn = (skus: string[]) => sql`${products.sku} in (select json_array_elements_text(${JSON.stringify(skus)}::json))`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The products a price change targets, with their prices before. `variantsDiffer` (the sale rule
 * of §5) visits each product's variants, so it is only read when the change may set a sale price;
 * otherwise it answers false, which no rule then reads.
 */
export async function loadTargets(ctx: AuthedContext, where: ReturnType<typeof and>, limit: number, sales = true): Promise<Target[]> {
  const rows = await ctx.db.select({
    id: products.id, sku: products.sku, price: products.price, costPrice: products.costPrice, salePrice: products.salePrice,
    salePercent: products.salePercent, saleStart: products.saleStart, saleExpiry: products.saleExpiry,
    differ: sales
      ? sql<boolean>`(select count(distinct v.price) > 1 from ${variants} v where v.product_id = "products"."id" and not v.is_master and v.deleted_at is null)`
      : sql<boolean>`false`,
  }).from(products).where(where).orderBy(products.id).limit(limit);
  return rows.map((r) => ({
    id: r.id, sku: r.sku, variantsDiffer: !!r.differ,
    before: {
      price: r.price, cost_price: r.costPrice, sale_price: r.salePrice, sale_percent: r.salePercent,
      sale_start: iso(r.saleStart), sale_expiry: iso(r.saleExpiry),
    },
  }));
}

/** §5's price rules on a product's new prices: the rule broken and the field, or null. */
export function check(next: Prices, t: Target): [ProductRule | 'row_negative' | 'row_too_large', string] | null {
  for (const f of ['price', 'cost_price', 'sale_price'] as const) {
    if ((next[f] ?? 0) < 0) return ['row_negative', f];
    // a raise by percent, repeated, would otherwise climb past what JSON carries exactly
    if ((next[f] ?? 0) > MAX_MONEY) return ['row_too_large', f];
  }
  if (next.sale_start && next.sale_expiry && Date.parse(next.sale_start) >= Date.parse(next.sale_expiry)) return ['sale_dates', 'sale_expiry'];
  if (next.sale_price !== null && next.sale_price > next.price) return ['sale_above_price', 'sale_price'];
  if ((next.sale_start || next.sale_expiry) && next.sale_price === null && next.sale_percent === null) return ['sale_needs_price', 'sale_price'];
  if (next.sale_price !== null && next.sale_price !== t.before.sale_price && t.variantsDiffer) return ['sale_variants_differ', 'sale_price'];
  return null;
}

export function changesOf(before: Prices, next: Prices): Changes {
  const out: Changes = {};
  for (const k of Object.keys(next) as (keyof Prices)[]) if (before[k] !== next[k]) out[k] = [before[k], next[k]];
  return out;
}

/**
 * Writes the planned prices to the products and their master variants, and the products' trail, in
 * one statement (one round trip for a chunk of thousands). The rows go as one JSON parameter:
 * thousands of bind parameters cost more to build and parse than the update itself.
 */
export async function apply(ctx: AuthedContext, planned: { t: Target; next: Prices; changes: Changes }[]) {
  const rows = JSON.stringify(planned.map(({ t, next }) => ({ id: t.id, ...next })));
  await ctx.db.execute(sql`with m as materialized (select * from json_to_recordset(${rows}::json) as m(id bigint, price bigint, cost_price bigint,
      sale_price bigint, sale_percent numeric, sale_start timestamptz, sale_expiry timestamptz)),
    p as (update products set price = m.price, cost_price = m.cost_price, sale_price = m.sale_price, sale_percent = m.sale_percent,
      sale_start = m.sale_start, sale_expiry = m.sale_expiry, updated_at = now()
      from m where products.id = m.id),
    v as (update variants set price = m.price, cost_price = m.cost_price, sale_price = m.sale_price, updated_at = now()
      from m where variants.product_id = m.id and variants.is_master)
    ${productAuditsInsert(ctx, 'product.mass_update', planned.map(({ t, changes }) => ({ productId: t.id, action: 'price', changes })))}`);
}

/**
 * `products/mass_update`: rows by sku, or a rule over a search filter. Each row is checked on its
 * own; the good ones are applied together in the call's transaction and every change goes to the
 * product's audit trail. `dry_run` answers the same results without writing.
 */
export const massUpdateHandler: Handler<typeof massUpdate> = async (input, ctx) => {
  const locale = requestLocale(ctx.request);
  const results: Result[] = [];
  const planned: { t: Target; next: Prices; changes: Changes; result: Result }[] = [];
  const fail = (r: Omit<Result, 'ok' | 'changes' | 'error'>, field: string, message: string) =>
    results.push({ ...r, ok: false, changes: {}, error: { field, message } });
  const plan = (row: number, t: Target, next: Prices) => {
    const broken = check(next, t);
    if (broken) {
      const [rule, field] = broken;
      fail({ row, sku: t.sku, product_id: t.id }, field, ruleMessage(rule, locale));
      return;
    }
    const result: Result = { row, sku: t.sku, product_id: t.id, ok: true, changes: changesOf(t.before, next), error: null };
    results.push(result);
    if (Object.keys(result.changes).length) planned.push({ t, next, changes: result.changes, result });
  };

  if (input.rows) {
    const parsed = input.rows.map((raw) => massUpdateRowSchema.safeParse(raw));
    const skus = [...new Set(parsed.flatMap((p) => (p.success ? [p.data.sku] : [])))];
    // a file of prices only (the common case) never reaches the sale rule
    const sales = parsed.some((p) => p.success && p.data.sale_price != null);
    const targets = skus.length
      ? await loadTargets(ctx, and(liveProduct, productsInScope(ctx.scope), skuIn(skus)), skus.length, sales)
      : [];
    const bySku = new Map(targets.map((t) => [t.sku, t]));
    const seen = new Set<string>();
    parsed.forEach((p, i) => {
      const row = i + 1;
      const rawSku = input.rows![i]!.sku;
      const sku = typeof rawSku === 'string' ? rawSku.trim() : String(rawSku ?? '');
      if (!p.success) {
        const issue = p.error.issues[0]!;
        // a price below zero says so; any other bad cell is "not valid", in the reader's language
        const negative = issue.code === 'too_small' && issue.origin === 'number';
        return fail({ row, sku, product_id: null }, String(issue.path[0] ?? 'row'), ruleMessage(negative ? 'row_negative' : 'row_invalid', locale));
      }
      const r = p.data;
      if (seen.has(r.sku)) return fail({ row, sku: r.sku, product_id: null }, 'sku', ruleMessage('row_sku_twice', locale));
      seen.add(r.sku);
      const t = bySku.get(r.sku);
      if (!t) return fail({ row, sku: r.sku, product_id: null }, 'sku', ruleMessage('row_no_product', locale));
      const next: Prices = {
        price: r.price ?? t.before.price,
        cost_price: r.cost_price !== undefined ? r.cost_price : t.before.cost_price,
        sale_price: r.sale_price !== undefined ? r.sale_price : t.before.sale_price,
        // a sale price given replaces a sale percent: a sale has one discount
        sale_percent: r.sale_price != null ? null : t.before.sale_percent,
        sale_start: r.sale_start !== undefined ? (r.sale_start && new Date(r.sale_start).toISOString()) : t.before.sale_start,
        sale_expiry: r.sale_expiry !== undefined ? (r.sale_expiry && new Date(r.sale_expiry).toISOString()) : t.before.sale_expiry,
      };
      plan(row, t, next);
    });
  } else {
    const rule = input.rule!;
    const { where } = productWhere(ctx.scope, rule);
    const targets = await loadTargets(ctx, where, RULE_MAX + 1, rule.field === 'sale_price');
    if (targets.length > RULE_MAX) throw unprocessable(`A rule may change at most ${RULE_MAX} products; narrow the filter`, { rule: 'matches too many products' });
    targets.forEach((t, i) => {
      const old = t.before[rule.field];
      if (old === null && rule.op !== 'set') {
        return fail({ row: i + 1, sku: t.sku, product_id: t.id }, rule.field, ruleMessage('row_no_value', locale));
      }
      const base = old ?? 0;
      const delta = rule.by === 'percent' ? (base * rule.value) / 100 : rule.value;
      const value = roundTugrik(rule.op === 'set' ? rule.value : rule.op === 'raise' ? base + delta : base - delta);
      const next: Prices = { ...t.before, [rule.field]: value };
      if (rule.field === 'sale_price') next.sale_percent = null;
      plan(i + 1, t, next);
    });
  }

  if (!input.dry_run && planned.length) {
    await apply(ctx, planned);
    ctx.auditTarget = `products:${planned.length}`;
  }
  const failed = results.filter((r) => !r.ok).length;
  return {
    dry_run: input.dry_run,
    total: results.length,
    applied: planned.length,
    failed,
    unchanged: results.length - failed - planned.length,
    results,
  };
};
