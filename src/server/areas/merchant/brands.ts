import { sql } from 'drizzle-orm';
import type { MerchantBrand } from '../../../shared/commands/merchant/brands.js';
import type { AuthedContext } from '../../commands/handler.js';
import { rowsOf } from '../../db/rows.js';
import { notFound } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { lookup } from '../../../shared/i18n/index.js';
import { consoleVendors } from './dashboard.js';

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const inList = (ids: number[]) => sql.join(ids.map((v) => sql`${v}`), sql`, `);
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** A brand through the vendor's products of it (products_vendor_idx), 404 when he sells none of it. */
export async function merchantBrand(ctx: AuthedContext, brandId: number): Promise<MerchantBrand> {
  const ids = consoleVendors(ctx);
  const locale = requestLocale(ctx.request);
  const name = locale === 'mn' ? sql`coalesce(nullif(p.name_mn, ''), p.name_en)` : sql`coalesce(nullif(p.name_en, ''), p.name_mn)`;
  const own = sql`p.vendor_id in (${inList(ids)}) and p.deleted_at is null`;
  const [brands, products, reviews] = await Promise.all([
    ctx.db.execute(sql`select b.id, b.name, b.slug, b.description, b.logo, count(*) as products
      from products p join brands b on b.id = p.brand_id where ${own} group by b.id order by b.name`),
    ctx.db.execute(sql`select p.id, p.sku, ${name} as name, p.price, p.stock_on_hand, p.published, count(*) over () as n
      from products p where ${own} and p.brand_id = ${brandId} order by 3, p.id limit 200`),
    ctx.db.execute(sql`select r.id, ${name} as product, r.author_name, r.rating, r.title, r.body, r.state, r.created_at
      from reviews r join products p on p.id = r.product_id where ${own} and p.brand_id = ${brandId} order by r.id desc limit 50`),
  ]);
  const all = rowsOf<{ id: unknown; name: string; slug: string; description: string | null; logo: string | null; products: unknown }>(brands);
  const brand = all.find((b) => num(b.id) === brandId);
  if (!brand) throw notFound(lookup(locale, 'errors.merchant_brand_not_found'));
  const productRows = rowsOf<{ id: unknown; sku: string; name: string; price: unknown; stock_on_hand: unknown; published: boolean; n: unknown }>(products);
  return {
    brand: { id: brandId, name: brand.name, slug: brand.slug, description: brand.description, logo: brand.logo },
    brands: all.map((b) => ({ id: num(b.id), name: b.name, products: num(b.products) })),
    products: productRows.map((p) => ({ id: num(p.id), sku: p.sku, name: p.name, price: num(p.price), stock_on_hand: num(p.stock_on_hand), published: !!p.published })),
    product_count: num(productRows[0]?.n),
    reviews: rowsOf<{ id: unknown; product: string; author_name: string; rating: unknown; title: string | null; body: string; state: string; created_at: unknown }>(reviews)
      .map((r) => ({ id: num(r.id), product: r.product, author_name: r.author_name, rating: num(r.rating), title: r.title, body: r.body, state: r.state, created_at: iso(r.created_at) })),
  };
}
