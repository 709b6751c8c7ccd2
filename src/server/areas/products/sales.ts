import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { batchSale, prepareSale } from '../../../shared/commands/products/prices.js';
import type { Handler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { requestLocale } from '../../http-errors.js';
import { apply, changesOf, check, loadTargets, type Prices, type Target } from './mass-update.js';
import { ruleMessage } from './messages.js';
import { findProduct, liveProduct, productsInScope } from './scope.js';
import type { Changes } from './audit.js';

const { products, variants } = schema;

export const prepareSaleHandler: Handler<typeof prepareSale> = async ({ id }, ctx) => {
  const product = await findProduct(ctx, id);
  const rows = await ctx.db.select({ id: variants.id, sku: variants.sku, price: variants.price }).from(variants)
    .where(and(eq(variants.productId, id), eq(variants.isMaster, false), isNull(variants.deletedAt))).orderBy(asc(variants.position));
  const shared = new Set(rows.map((r) => r.price)).size <= 1;
  return { product_id: id, price: product.price, variants: rows, shared_price: shared, discounts: shared ? ['sale_price', 'sale_percent'] : ['sale_percent'] };
};

/** Each product checked on its own by the same rules as a price update; the good ones applied and audited. */
export const batchSaleHandler: Handler<typeof batchSale> = async (input, ctx) => {
  const locale = requestLocale(ctx.request);
  const targets = await loadTargets(ctx, and(liveProduct, productsInScope(ctx.scope), inArray(products.id, [...new Set(input.ids)])), input.ids.length);
  const byId = new Map(targets.map((t) => [t.id, t]));
  type R = { row: number; sku: string; product_id: number | null; ok: boolean; changes: Changes; error: { field: string; message: string } | null };
  const results: R[] = [];
  const planned: { t: Target; next: Prices; changes: Changes }[] = [];
  input.ids.forEach((id, i) => {
    const t = byId.get(id);
    if (!t) return results.push({ row: i + 1, sku: '', product_id: id, ok: false, changes: {}, error: { field: 'ids', message: 'no such product' } });
    const next: Prices = input.clear
      ? { ...t.before, sale_price: null, sale_percent: null, sale_start: null, sale_expiry: null }
      : {
          ...t.before,
          sale_price: input.sale_price ?? null,
          sale_percent: input.sale_percent ?? null,
          sale_start: input.sale_start !== undefined ? (input.sale_start && new Date(input.sale_start).toISOString()) : t.before.sale_start,
          sale_expiry: input.sale_expiry !== undefined ? (input.sale_expiry && new Date(input.sale_expiry).toISOString()) : t.before.sale_expiry,
        };
    const broken = check(next, t);
    if (broken) {
      const [rule, field] = broken;
      return results.push({ row: i + 1, sku: t.sku, product_id: id, ok: false, changes: {}, error: { field, message: ruleMessage(rule, locale) } });
    }
    const changes = changesOf(t.before, next);
    results.push({ row: i + 1, sku: t.sku, product_id: id, ok: true, changes, error: null });
    if (Object.keys(changes).length) planned.push({ t, next, changes });
  });
  if (!input.dry_run && planned.length) {
    await apply(ctx, planned);
    ctx.auditTarget = `products:${planned.length}`;
  }
  const failed = results.filter((r) => !r.ok).length;
  return { dry_run: input.dry_run, total: results.length, applied: planned.length, failed, unchanged: results.length - failed - planned.length, results };
};
