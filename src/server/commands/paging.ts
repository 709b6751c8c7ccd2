/**
 * Every list answer (`{ items, page, per_page, total }`, DESIGN.md) says whether its total is
 * capped and whether rows remain after the page, so the web and `bo` page on past a capped count
 * ("more than 1,000") instead of stopping at its last page. A handler that knows better (it read
 * one row more than the page) answers both itself; for the others the total is exact, and the
 * rest follows from it.
 */
export function withPaging(result: unknown): unknown {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return result;
  const r = result as Record<string, unknown>;
  if (!Array.isArray(r.items) || typeof r.page !== 'number' || typeof r.per_page !== 'number' || typeof r.total !== 'number') return result;
  const capped = r.total_capped === true;
  const hasMore = typeof r.has_more === 'boolean' ? r.has_more : capped ? r.items.length >= r.per_page : r.page * r.per_page < r.total;
  return { ...r, total_capped: capped, has_more: hasMore };
}

/**
 * One page of a capped list read with one row more than asked: whether rows remain, and the exact
 * total once the last page shows it (past the cap the count is "more than N" until then).
 */
export function pageOf<T>(rows: T[], page: number, perPage: number, counted: { total: number; capped: boolean }) {
  const { shown, ...paging } = pageOfCount(rows.length, page, perPage, counted);
  return { items: shown < rows.length ? rows.slice(0, shown) : rows, ...paging };
}

/** pageOf for a page read as text (built by the database): `fetched` rows read, `shown` of them answered. */
export function pageOfCount(fetched: number, page: number, perPage: number, counted: { total: number; capped: boolean }) {
  const hasMore = fetched > perPage;
  const shown = hasMore ? perPage : fetched;
  const seenAll = !hasMore && (shown > 0 || page === 1);
  if (counted.capped && seenAll) return { shown, total: (page - 1) * perPage + shown, total_capped: false, has_more: false };
  return { shown, total: counted.total, total_capped: counted.capped, has_more: hasMore };
}
