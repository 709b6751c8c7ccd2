import { inArray } from 'drizzle-orm';
import { search as productSearch } from '../../../shared/commands/products/products.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { schema } from '../../db/index.js';
import { requestLocale } from '../../http-errors.js';
import { registerSearcher } from '../../search/registry.js';
import { findProducts } from './find.js';

const { products } = schema;

/**
 * The palette's products group: sku, barcode or name words in either language, by the same match
 * as `product.search`, with its access rule and the merchant's vendor scope.
 */
export const unregisterProductSearcher = registerSearcher({
  kind: 'products',
  title: 'nav.groups.products',
  access: productSearch,
  async search(ctx, q, limit) {
    const found = await findProducts(ctx.db, ctx.scope, { query: q }, 1, limit);
    const rows = found.ids.length
      ? await ctx.db.select({ id: products.id, sku: products.sku, barcode: products.barcode, nameEn: products.nameEn, nameMn: products.nameMn, price: products.price })
        .from(products).where(inArray(products.id, found.ids))
      : [];
    rows.sort((a, b) => found.ids.indexOf(a.id) - found.ids.indexOf(b.id));
    const mn = requestLocale(ctx.request) === 'mn';
    return rows.map((p) => ({
      id: String(p.id),
      title: (mn ? p.nameMn || p.nameEn : p.nameEn || p.nameMn) || p.sku,
      subtitle: [p.sku, p.barcode, formatMoney(p.price)].filter(Boolean).join(' · '),
      href: `/products/${p.id}`,
      keywords: [p.sku, p.barcode, p.nameEn, p.nameMn].filter((k): k is string => !!k),
    }));
  },
});
