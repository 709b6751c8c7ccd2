import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { searchIndexCommands } from '../../../shared/commands/products/search-index.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { textMatch } from './find.js';
import { findProduct, liveProduct, productsInScope } from './scope.js';

const { products } = schema;

const documentColumns = {
  id: products.id, sku: products.sku, nameEn: products.nameEn, nameMn: products.nameMn,
  lexemes: sql<string>`${products.searchVector}::text`, text: products.searchText, updatedAt: products.updatedAt,
};

type DocRow = { id: number; sku: string; nameEn: string; nameMn: string; lexemes: string; text: string | null; updatedAt: Date };
const toDocument = (r: DocRow) => ({
  product_id: r.id, sku: r.sku, name_en: r.nameEn, name_mn: r.nameMn, lexemes: r.lexemes ?? '', text: r.text ?? '', updated_at: r.updatedAt.toISOString(),
});

async function document(ctx: AuthedContext, where: SQL) {
  const [row] = await ctx.db.select(documentColumns).from(products).where(where).limit(1);
  return toDocument(row as DocRow);
}

export const searchIndexHandlers: HandlersOf<typeof searchIndexCommands> = {
  async documents({ query, page, per_page }, ctx) {
    const where = and(liveProduct, productsInScope(ctx.scope), query?.trim() ? textMatch(query).where : undefined);
    const [rows, [total]] = await Promise.all([
      ctx.db.select(documentColumns).from(products).where(where).orderBy(desc(products.updatedAt), desc(products.id)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(products).where(where),
    ]);
    return { items: (rows as DocRow[]).map(toDocument), page, per_page, total: total?.n ?? 0 };
  },

  async reindex({ id }, ctx) {
    await findProduct(ctx, id, true);
    // a stored generated column is computed again on any update of its row
    await ctx.db.execute(sql`update products set sku = sku where id = ${id}`);
    ctx.auditTarget = `product:${id}`;
    return { document: await document(ctx, eq(products.id, id)) };
  },

  async reindexAll(_input, ctx) {
    const started = Date.now();
    let reindexed = 0;
    let after = 0;
    // in slices by id, so a large catalogue does not rewrite everything in one statement
    for (;;) {
      const result = await ctx.db.execute(sql`with slice as (select id from products where id > ${after} and deleted_at is null order by id limit 5000)
        update products p set sku = p.sku from slice where p.id = slice.id returning p.id`);
      const ids = ((result as unknown as { rows?: { id: number | string }[] }).rows ?? (result as unknown as { id: number | string }[])).map((r) => Number(r.id));
      if (!ids.length) break;
      reindexed += ids.length;
      after = Math.max(...ids);
    }
    ctx.auditTarget = `products:${reindexed}`;
    return { reindexed, took_ms: Date.now() - started };
  },
};
