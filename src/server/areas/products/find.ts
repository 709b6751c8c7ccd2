import { and, desc, or, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK, STOCK_STATES } from '../../../shared/schema/product.js';
import type { Scope } from '../../auth/scope.js';
import { likeEscape, ransackWhere, type FilterColumn } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { liveProduct, productsInScope } from './scope.js';

const { products, productTaxons, taxons, stockItems, variants } = schema;

/** This taxon or any under it (the nested set), for each taxon id given. */
function inTaxons(ids: number[]): SQL {
  if (!ids.length) return sql`false`;
  return sql`exists (select 1 from ${productTaxons} pt join ${taxons} t on t.id = pt.taxon_id join ${taxons} anc
    on anc.taxonomy_id = t.taxonomy_id and t.lft between anc.lft and anc.rgt
    where pt.product_id = ${products.id} and anc.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}))`;
}

export const PRODUCT_FILTERS: Record<string, FilterColumn> = {
  id: { kind: 'number', column: products.id },
  sku: { kind: 'text', column: products.sku },
  barcode: { kind: 'text', column: products.barcode },
  name_en: { kind: 'text', column: products.nameEn },
  name_mn: { kind: 'text', column: products.nameMn },
  brand_id: { kind: 'number', column: products.brandId },
  vendor_id: { kind: 'number', column: products.vendorId },
  taxon_id: {
    kind: 'number',
    where: (p, v) => (p === 'eq' ? inTaxons([Number(v)]) : p === 'in' ? inTaxons((v as unknown[]).map(Number)) : undefined),
  },
  category: { kind: 'text', column: products.category },
  product_type: { kind: 'text', column: products.productType },
  published: { kind: 'bool', column: products.published },
  approved: { kind: 'bool', column: products.approved },
  price: { kind: 'number', column: products.price },
  created_at: { kind: 'date', column: products.createdAt },
  updated_at: { kind: 'date', column: products.updatedAt },
};

export const PRODUCT_SORTS = {
  id: products.id, sku: products.sku, name_en: products.nameEn, name_mn: products.nameMn, price: products.price,
  created_at: products.createdAt, updated_at: products.updatedAt,
};

const onHand = sql`(select coalesce(sum(si.count_on_hand), 0) from ${stockItems} si join ${variants} v on v.id = si.variant_id
  where v.product_id = ${products.id} and v.deleted_at is null)`;
const STOCK: Record<(typeof STOCK_STATES)[number], SQL> = {
  in_stock: sql`exists (select 1 from ${stockItems} si join ${variants} v on v.id = si.variant_id
    where v.product_id = ${products.id} and v.deleted_at is null and si.count_on_hand > 0)`,
  out_of_stock: sql`not exists (select 1 from ${stockItems} si join ${variants} v on v.id = si.variant_id
    where v.product_id = ${products.id} and v.deleted_at is null and si.count_on_hand > 0)`,
  low_stock: sql`${onHand} between 1 and ${LOW_STOCK}`,
};

const MAX_WORDS = 8;

/**
 * A typed query over names (en and mn), sku, barcode and keywords: every word must match, as a
 * full-text prefix (`сам` finds Самсунг) or as a substring through the trigram index (`-a55`).
 * `fuzzy` is the fallback for a query nothing matched that way: the whole query as a near miss
 * (`samsng`) by trigram word similarity.
 * `rank` puts an exact sku or barcode first, then sku prefixes, then by text rank and similarity.
 */
export function textMatch(query: string, fuzzy = false): { where: SQL; rank: SQL[] } {
  const lowered = query.trim().toLowerCase();
  const words = lowered.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const tsquery = words.filter((w) => /^[\p{L}\p{N}]+$/u.test(w)).map((t) => `${t}:*`).join(' & ');
  const perWord = words.map((w) => {
    const like = sql`${products.searchText} like ${`%${likeEscape(w)}%`}`;
    // a code with punctuation (`del-1`, `p000123-red`) is matched whole, not as loose word prefixes
    if (!/^[\p{L}\p{N}]+$/u.test(w)) return like;
    return or(sql`${products.searchVector} @@ to_tsquery('simple', ${`${w}:*`})`, like)!;
  });
  const where = fuzzy
    ? (lowered.length >= 3 ? sql`${lowered}::text <% ${products.searchText}` : sql`false`)
    : perWord.length ? and(...perWord)! : sql`false`;
  const exact = sql`case when lower(${products.sku}) = ${lowered} or ${products.barcode} = ${lowered} then 0
    when lower(${products.sku}) like ${`${likeEscape(lowered)}%`} then 1 else 2 end`;
  // word_similarity only orders a near miss: over the thousands of rows a common word matches it
  // costs ~15 µs a row (200 ms for 13,000 matches at 200,000 products, bench/catalog.mjs)
  const rank = [
    exact,
    tsquery && !fuzzy ? desc(sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${tsquery}))`) : undefined,
    fuzzy || !tsquery ? desc(sql`word_similarity(${lowered}::text, ${products.searchText})`) : undefined,
  ].filter((x): x is SQL => !!x);
  return { where, rank };
}

export interface ProductQuery {
  q?: Record<string, unknown> | undefined;
  query?: string | undefined;
  stock?: (typeof STOCK_STATES)[number] | undefined;
}

/** The WHERE of a product search or a price rule: live, in scope, filtered, matching the words. */
export function productWhere(scope: Scope, input: ProductQuery, fuzzy = false): { where: SQL; rank: SQL[] } {
  const text = input.query?.trim() ? textMatch(input.query, fuzzy) : null;
  const where = and(
    liveProduct,
    productsInScope(scope),
    ransackWhere(input.q, PRODUCT_FILTERS),
    input.stock ? STOCK[input.stock] : undefined,
    text?.where,
  )!;
  return { where, rank: text?.rank ?? [] };
}
