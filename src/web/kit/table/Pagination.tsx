import { useTranslation } from 'react-i18next';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  /** The server stopped counting at `total`: more match (product search past 1,000). */
  capped?: boolean | undefined;
  /** Rows remain after this page (the server's `has_more`): Next stays enabled past a capped total. */
  hasMore?: boolean | undefined;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  testId?: string;
}

/** "1–10 of 40", first/previous/next/last and the page size; the numbers come from the server's answer. */
export function Pagination({ page, perPage, total, capped = false, hasMore, onPage, onPerPage, testId = 'pagination' }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  // past a capped count the rows shown may lie beyond `total`: "1,001–1,010 of more than 1,010"
  const from = total === 0 && !capped ? 0 : Math.min((page - 1) * perPage + 1, capped ? Infinity : total);
  const to = capped ? page * perPage : Math.min(total, page * perPage);
  const shownTotal = capped ? Math.max(total, to) : total;
  const canNext = hasMore ?? page < pages;
  const sizes = PAGE_SIZES.includes(perPage as (typeof PAGE_SIZES)[number]) ? PAGE_SIZES : [...PAGE_SIZES, perPage].sort((a, b) => a - b);
  return (
    <nav className="dt-pagination" aria-label={t('kit.table.pagination')} data-testid={testId}>
      <span className="muted" data-testid={`${testId}-range`}>{t(capped ? 'kit.table.range_capped' : 'kit.table.range', { from: from.toLocaleString('en-US'), to: to.toLocaleString('en-US'), total: shownTotal.toLocaleString('en-US') })}</span>
      <span className="dt-pagination-spacer" />
      <label className="dt-per-page">
        <span>{t('kit.table.per_page')}</span>
        <select value={perPage} onChange={(e) => onPerPage(Number(e.target.value))} data-testid={`${testId}-per-page`}>
          {sizes.map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </label>
      <button type="button" className="btn btn-ghost" disabled={page <= 1} onClick={() => onPage(1)} aria-label={t('kit.table.first')} title={t('kit.table.first')}>«</button>
      <button type="button" className="btn btn-ghost" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('kit.table.previous')} title={t('kit.table.previous')} data-testid={`${testId}-prev`}>‹</button>
      <span aria-live="polite" data-testid={`${testId}-page`}>{capped ? t('lists.page', { page }) : t('kit.table.page_of', { page, pages })}</span>
      <button type="button" className="btn btn-ghost" disabled={!canNext} onClick={() => onPage(page + 1)} aria-label={t('kit.table.next')} title={t('kit.table.next')} data-testid={`${testId}-next`}>›</button>
      <button type="button" className="btn btn-ghost" disabled={capped || page >= pages} onClick={() => onPage(pages)} aria-label={t('kit.table.last')} title={t('kit.table.last')}>»</button>
    </nav>
  );
}
