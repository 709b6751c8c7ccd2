import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOW_STOCK, STOCK_STATES } from '../../../shared/schema/product.js';
import type { Scope } from '../../auth/scope.js';
import { pageOf } from '../../commands/paging.js';
import { condition, likeEscape, ransackWhere, type FilterColumn } from '../../commands/ransack.js';
import { schema, type Db } from '../../db/index.js';
import { liveProduct, productsInScope } from './scope.js';

const { products, productSearch, productTaxons, searchWords, taxons, variants } = schema;

/**
 * A product's master variant, whose price is the product's (every price write sets both): the
 * price sort and range filter read its index (variants_master_price_idx, migration 0011) because
 * an index on products.price would make every price write rewrite all of the product's index
 * entries instead of updating the row in place (a HOT update; products keep free room for it).
 */
export const master = alias(variants, 'm');
export const masterOf = and(eq(master.productId, products.id), eq(master.isMaster, true))!;
/**
 * The price filters of `q` (`price_gteq`, `price_lteq`, …) as ONE condition on the master variant:
 * a range as two separate conditions scanned each half of it (86 ms instead of 15 at 200,000).
 */
function priceWhere(q: Record<string, unknown> | undefined): SQL | undefined {
  const conditions = Object.entries(q ?? {})
    .filter(([key, value]) => key.startsWith('price_') && value !== undefined)
    .map(([key, value]) => condition({ kind: 'number', column: master.price }, key.slice('price_'.length), value))
    .filter((c): c is SQL => c !== undefined);
  return conditions.length
    ? sql`exists (select 1 from ${variants} m where m.product_id = "products"."id" and m.is_master and ${and(...conditions)})`
    : undefined;
}

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
  // read by priceWhere, all of q's price filters together
  price: { kind: 'number', where: () => undefined },
  created_at: { kind: 'date', column: products.createdAt },
  updated_at: { kind: 'date', column: products.updatedAt },
};

/** `price` is the master variant's: a list sorted by it joins `master` (findProducts' `sortByPrice`). */
export const PRODUCT_SORTS = {
  id: products.id, sku: products.sku, name_en: products.nameEn, name_mn: products.nameMn, price: master.price,
  created_at: products.createdAt, updated_at: products.updatedAt,
};

// products.stock_on_hand is kept by triggers (migration 0007): one column read per candidate
const STOCK: Record<(typeof STOCK_STATES)[number], SQL> = {
  in_stock: sql`${products.stockOnHand} > 0`,
  out_of_stock: sql`${products.stockOnHand} = 0`,
  low_stock: sql`${products.stockOnHand} between 1 and ${LOW_STOCK}`,
};

const MAX_WORDS = 8;

const isWord = (w: string) => /^[\p{L}\p{N}]+$/u.test(w);
const wordsOf = (query: string) => query.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);

/**
 * How a query's words match. `prefix`: the words together as one full-text query of prefixes
 * (`сам` finds Самсунг), which the GIN index answers alone, however common the words; a code
 * with punctuation (`del-1`, `p000123-red`) as a substring through the trigram index.
 * `substring`: each word also inside longer words (`phone` in `headphones`), the slower fallback
 * for a query the prefixes did not find. `corrected`: prefixes again, for words already corrected.
 */
export type MatchMode = 'prefix' | 'substring' | 'corrected';

/**
 * How a match ranks: `exact` 0 for an exact sku or barcode, 1 for a sku prefix, 2 otherwise
 * (ascending), then `score`, the text rank (descending). Both read the row's search columns, so
 * they are only ever computed for a bounded set of matches (findProducts).
 */
export interface MatchRank { exact: SQL<number>; score: SQL<number | null> }

/** A typed query over names (en and mn), sku, barcode and keywords: every word must match. */
export function textMatch(query: string, mode: MatchMode = 'prefix'): { where: SQL; rank: MatchRank } {
  const lowered = query.trim().toLowerCase();
  const words = wordsOf(query);
  const tsquery = words.filter(isWord).map((t) => `${t}:*`).join(' & ');
  const prefix = (q: string) => sql`${products.searchVector} @@ to_tsquery('simple', ${q})`;
  // the trigram text is product_search's (migration 0010), named `ps` outright: drizzle leaves a
  // column unqualified in a select without joins
  const inside = (w: string) => sql`ps.text like ${`%${likeEscape(w)}%`}`;
  const like = (w: string) => sql`"products"."id" in (select ps.product_id from ${productSearch} ps where ${inside(w)})`;
  // a word by prefix or inside a longer word: the two indexes' ids together, as a bitmap OR did
  // when both columns were the product's
  const prefixOrInside = (w: string) => sql`"products"."id" in (select p2.id from ${products} p2 where p2.search_vector @@ to_tsquery('simple', ${`${w}:*`})
    union all select ps.product_id from ${productSearch} ps where ${inside(w)})`;
  const conditions = mode !== 'substring'
    ? [...(tsquery ? [prefix(tsquery)] : []), ...words.filter((w) => !isWord(w)).map(like)]
    // a trigram needs three characters: a shorter word stays a prefix
    : words.map((w) => (!isWord(w) ? like(w) : w.length < 3 ? prefix(`${w}:*`) : prefixOrInside(w)));
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`false`;
  const exact = sql<number>`case when lower(${products.sku}) = ${lowered} or ${products.barcode} = ${lowered} then 0
    when lower(${products.sku}) like ${`${likeEscape(lowered)}%`} then 1 else 2 end`;
  const score = tsquery
    ? sql<number>`ts_rank(${products.searchVector}, to_tsquery('simple', ${tsquery}))`
    : sql<number>`(select word_similarity(${lowered}::text, ps.text) from ${productSearch} ps where ps.product_id = "products"."id")`;
  return { where, rank: { exact: exact.mapWith(Number), score: score.mapWith((v: unknown) => (v === null ? null : Number(v))) } };
}

/** The products whose sku starts with, or whose barcode is, the query: always among the candidates. */
function codeMatch(query: string): SQL {
  const lowered = query.trim().toLowerCase();
  return sql`(lower(${products.sku}) like ${`${likeEscape(lowered)}%`} or ${products.barcode} = ${query.trim()})`;
}

/**
 * The typo fallback: each word of a query that found nothing, replaced by the nearest word the
 * catalogue uses (trigram similarity over search_words, a few thousand rows, not over every
 * product). Answers null when no word has a near neighbour.
 */
export async function correctQuery(db: Db, query: string): Promise<string | null> {
  const words = wordsOf(query);
  let changed = false;
  const corrected = await Promise.all(words.map(async (w) => {
    if (w.length < 3 || !/^\p{L}+$/u.test(w)) return w;
    const [near] = await db.select({ word: searchWords.word }).from(searchWords)
      .where(sql`${searchWords.word} % ${w}`).orderBy(desc(sql`similarity(${searchWords.word}, ${w})`), searchWords.word).limit(1);
    if (!near || near.word === w) return w;
    changed = true;
    return near.word;
  }));
  return changed ? corrected.join(' ') : null;
}

export interface ProductQuery {
  q?: Record<string, unknown> | undefined;
  query?: string | undefined;
  stock?: (typeof STOCK_STATES)[number] | undefined;
}

/** The WHERE of a product search or a price rule: live, in scope, filtered, matching the words. */
export function productWhere(scope: Scope, input: ProductQuery, mode: MatchMode = 'prefix'): { where: SQL; rank: MatchRank | null } {
  const text = input.query?.trim() ? textMatch(input.query, mode) : null;
  const where = and(
    liveProduct,
    productsInScope(scope),
    ransackWhere(input.q, PRODUCT_FILTERS),
    priceWhere(input.q),
    input.stock ? STOCK[input.stock] : undefined,
    text?.where,
  )!;
  return { where, rank: text?.rank ?? null };
}

/** Matches are counted exactly up to this many; past it the answer says "more than" (`total_capped`). */
export const COUNT_CAP = 1000;

interface Ranked { id: number; exact: number; score: number | null }

/**
 * The order the database's `exact, score desc nulls first, id desc` gave: an exact code first,
 * then a sku prefix, then by text rank (float4, compared as the numbers it was read as), the
 * newest product first among equals.
 */
const byRank = (a: Ranked, b: Ranked) => a.exact - b.exact
  || (a.score === b.score ? 0 : a.score === null ? -1 : b.score === null ? 1 : b.score - a.score)
  || b.id - a.id;

export interface FoundPage {
  ids: number[];
  /** Exact, or COUNT_CAP when capped. */
  total: number;
  capped: boolean;
  /** Rows remain after this page (past a capped total too). */
  hasMore: boolean;
  /** The query actually searched when the typed one found nothing and a near miss did. */
  correctedQuery: string | null;
}

/**
 * One page of a product search, in bounded work whatever the catalogue's size (issue 5: p99 under
 * 50 ms at 200,000 products). The matches are read once, up to COUNT_CAP + 1 ids: that is the
 * count, exact below the cap. Up to the cap every match is ranked (exact sku or barcode, sku
 * prefix, text rank); past it, ranking every match of a common word (13,000 for `laptop`) is what
 * cost 600 ms, so the ranked set is the first COUNT_CAP matches the index yields plus every
 * sku/barcode hit, and the answer says the total is capped: the user narrows the words or the
 * filters. An explicit sort (`q.s`) orders every match by its column, as does a list without words.
 * A query that finds nothing is tried again with words inside longer words, then with its words
 * corrected (correctQuery).
 */
export async function findProducts(
  db: Db, scope: Scope, input: ProductQuery & { sort?: SQL[] | undefined; sortByPrice?: boolean }, page: number, perPage: number,
  mode: MatchMode = 'prefix',
): Promise<FoundPage> {
  const { where, rank } = productWhere(scope, input, mode);
  const text = input.query?.trim();
  // Ranked (words and no explicit sort): each match's rank is read in the same scan that finds
  // it, and the matches are ordered here. Reading them again by id to rank them in a second
  // statement visited every matched row twice: a common word's thousand rows, each on a page of
  // its own in a wide table.
  const ranked = text && rank && !input.sort?.length ? rank : null;
  const matches: Ranked[] = ranked
    ? await db.select({ id: products.id, exact: ranked.exact, score: ranked.score }).from(products).where(where).limit(COUNT_CAP + 1)
    : (await db.select({ id: products.id }).from(products).where(where).limit(COUNT_CAP + 1)).map((r) => ({ id: r.id, exact: 2, score: null }));
  const matched = matches.map((r) => r.id);
  if (!matched.length) {
    if (text && mode === 'prefix') {
      // nothing by prefix: inside longer words, then the words corrected
      const inside = await findProducts(db, scope, input, page, perPage, 'substring');
      if (inside.total > 0) return inside;
      const corrected = await correctQuery(db, text);
      if (corrected) {
        const found = await findProducts(db, scope, { ...input, query: corrected }, page, perPage, 'corrected');
        if (found.total > 0) return { ...found, correctedQuery: corrected };
      }
    }
    return { ids: [], total: 0, capped: false, hasMore: false, correctedQuery: null };
  }
  const capped = matched.length > COUNT_CAP;
  const total = capped ? COUNT_CAP : matched.length;
  if (!text && !input.sort?.length && !capped) {
    // every match is in hand: the newest first is their ids in descending order, no second reading
    const newest = [...matched].sort((a, b) => b - a).slice((page - 1) * perPage, page * perPage + 1);
    const paged = pageOf(newest, page, perPage, { total, capped });
    return { ids: paged.items, total: paged.total, capped: paged.total_capped, hasMore: paged.has_more, correctedQuery: null };
  }
  if (input.sort?.length || !text) {
    const order = input.sort?.length ? input.sort : [desc(products.id)];
    const base = db.select({ id: products.id }).from(products);
    // one row more than the page: whether rows remain past a capped count
    const rows = await (input.sortByPrice ? base.innerJoin(master, masterOf) : base).where(where).orderBy(...order)
      .limit(perPage + 1).offset((page - 1) * perPage);
    const paged = pageOf(rows.map((r) => r.id), page, perPage, { total, capped });
    return { ids: paged.items, total: paged.total, capped: paged.total_capped, hasMore: paged.has_more, correctedQuery: null };
  }
  const candidates = capped ? matches.slice(0, COUNT_CAP) : matches;
  if (capped && ranked) {
    const seen = new Set(candidates.map((c) => c.id));
    const codes = await db.select({ id: products.id, exact: ranked.exact, score: ranked.score }).from(products).where(and(where, codeMatch(text))).limit(100);
    candidates.push(...codes.filter((c) => !seen.has(c.id)));
  }
  candidates.sort(byRank);
  // ranked, only the candidates page: narrowing the words finds the rest
  const shown = candidates.slice((page - 1) * perPage, page * perPage);
  return { ids: shown.map((c) => c.id), total, capped, hasMore: page * perPage < candidates.length, correctedQuery: null };
}
