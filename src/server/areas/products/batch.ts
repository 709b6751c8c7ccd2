import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { batchCommands } from '../../../shared/commands/products/batch.js';
import { APPROVE } from '../../../shared/commands/products/roles.js';
import { canAccess } from '../../../shared/roles/access.js';
import type { HandlersOf } from '../../commands/handler.js';
import { likeEscape } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { forbidden } from '../../errors.js';
import { writeProductAudits, type AuditEntry } from './audit.js';
import { liveProduct, productsInScope } from './scope.js';
import { rowsOf } from '../../db/rows.js';

const { products, variants } = schema;

export const batchHandlers: HandlersOf<typeof batchCommands> = {
  async batch({ ids, action }, ctx) {
    if ((action === 'approve' || action === 'unapprove') && !canAccess({ roles: APPROVE }, ctx.scope.viewer)) {
      throw forbidden('Only a product admin approves products');
    }
    const unique = [...new Set(ids)];
    const found = await ctx.db.select({ id: products.id, published: products.published, approved: products.approved }).from(products)
      .where(and(inArray(products.id, unique), liveProduct, productsInScope(ctx.scope))).for('update');
    const reachable = new Map(found.map((p) => [p.id, p]));
    const targets = found.map((p) => p.id);
    const now = new Date();
    const entries: AuditEntry[] = [];
    if (targets.length) {
      if (action === 'delete') {
        await ctx.db.update(products).set({ deletedAt: now, updatedAt: now }).where(inArray(products.id, targets));
        await ctx.db.update(variants).set({ deletedAt: now }).where(and(inArray(variants.productId, targets), isNull(variants.deletedAt)));
        targets.forEach((id) => entries.push({ productId: id, action: 'delete', changes: { deleted_at: [null, now.toISOString()] } }));
      } else if (action === 'publish' || action === 'unpublish') {
        const value = action === 'publish';
        await ctx.db.update(products).set({ published: value, updatedAt: now }).where(inArray(products.id, targets));
        found.filter((p) => p.published !== value).forEach((p) => entries.push({ productId: p.id, action: 'update', changes: { published: [p.published, value] } }));
      } else {
        const value = action === 'approve';
        await ctx.db.update(products).set({
          approved: value, approvedAt: value ? now : null, approvedBy: value ? ctx.principal.user.id : null, updatedAt: now,
        }).where(inArray(products.id, targets));
        found.filter((p) => p.approved !== value).forEach((p) => entries.push({ productId: p.id, action: 'approve', changes: { approved: [p.approved, value] } }));
      }
      await writeProductAudits(ctx.db, ctx, 'product.batch', entries);
    }
    ctx.auditTarget = `products:${targets.length}`;
    const results = ids.map((id) => ({ id, ok: reachable.has(id), error: reachable.has(id) ? null : 'not found' }));
    return { applied: targets.length, failed: results.filter((r) => !r.ok).length, results };
  },

  async keywords({ query, page, per_page }, ctx) {
    const text = query ? `%${likeEscape(query.toLowerCase())}%` : null;
    const words = sql`(select lower(trim(k)) as keyword from ${products}, unnest(string_to_array(${products.keywords}, ',')) as k
      where ${products.deletedAt} is null and ${productsInScope(ctx.scope) ?? sql`true`} and trim(k) <> '') as w`;
    const filter = text ? sql`where keyword like ${text}` : sql``;
    const rows = await ctx.db.execute(sql`select keyword, count(*)::int as products_count, count(*) over ()::int as total
      from ${words} ${filter} group by keyword order by products_count desc, keyword limit ${per_page} offset ${(page - 1) * per_page}`);
    const list = rowsOf<{ keyword: string; products_count: number; total: number }>(rows);
    return {
      items: list.map((r) => ({ keyword: r.keyword, products_count: Number(r.products_count) })),
      page, per_page, total: Number(list[0]?.total ?? 0),
    };
  },
};
