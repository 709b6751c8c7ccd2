import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useUserSettings } from '../useUserSettings.js';
import { DateTime, Money } from '../cells.js';
import { Pagination } from './Pagination.js';
import { savedPageSize, savePageSize } from './pageSize.js';
import { SkeletonRows } from './Skeleton.js';
import { clearFiltersPatch, EmptyState, ErrorState } from './TableStates.js';
import type { ListPage, ListSource } from './source.js';
import { useFittedTemplate } from './fit.js';
import type { Column } from './types.js';
import { useListParams } from './useListParams.js';
import { useTableKeys } from './useTableKeys.js';
import { nextSort, sortOf } from './url-state.js';
import '../../styles/kit.css';

export interface DataTableProps<Row> {
  source: ListSource<Row>;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** Rows with a target are real links: Ctrl/Cmd-click and middle-click open a new tab. */
  rowHref?: (row: Row) => string;
  /** The table's accessible name. */
  label: string;
  selectable?: boolean;
  /** What the screen offers for the selected rows, shown above the table while any is selected. */
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode;
  emptyText?: string;
  /** The next step an empty, unfiltered list offers (a create link the reader may follow). */
  emptyAction?: ReactNode;
  /** Sorting off (a search answer is ranked by relevance, not by a column). */
  sortDisabled?: boolean;
  testId?: string;
  /** CSS selector of the input `/` focuses; by default the first field of the screen's filter bar. */
  filterSelector?: string;
  /** A line above the rows drawn from the page the server answered (a corrected search, a warning). */
  notice?: (page: ListPage<Row>) => ReactNode;
}

const OVERSCAN = 8;

/**
 * The dense list of every screen (issue 3 point 9): virtualized rows of var(--row-h), sortable
 * columns bound to `q[s]`, keyboard selection, rows that are links, pagination in the URL.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { source, columns, rowKey, rowHref, label, selectable = true, bulkActions, emptyText, emptyAction, sortDisabled, notice, testId = 'data-table' } = props;
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [params, update] = useListParams();
  const { settings } = useUserSettings();
  // the URL's size, else the one chosen for this list before, else the user's setting
  const listId = String(source.key[0]);
  const [chosen, setChosen] = useState(() => savedPageSize(listId));
  const perPage = params.per_page ?? chosen ?? settings.other.page_size;
  const request = useMemo(() => ({ page: params.page, per_page: perPage, q: params.q }), [params.page, perPage, params.q]);

  const query = useQuery({
    queryKey: [...source.key, request],
    queryFn: ({ signal }) => source.fetch(request, signal),
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => query.data?.items ?? [], [query.data]);

  const [active, setActiveState] = useState(-1);
  const [selected, setSelected] = useState<Map<string | number, Row>>(() => new Map());
  const gridId = useId().replace(/:/g, '');
  const grid = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [rowHeight, setRowHeight] = useState(32);

  // the row height is the theme's --row-h (taller when the user turned density off)
  useLayoutEffect(() => {
    if (!grid.current) return;
    const h = parseFloat(getComputedStyle(grid.current).getPropertyValue('--row-h'));
    if (Number.isFinite(h) && h > 0) setRowHeight(h);
  }, [settings.other.dense]);

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => body.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
  });
  useEffect(() => { virtualizer.measure(); }, [rowHeight, virtualizer]);

  // another page or filter: the cursor starts again
  useEffect(() => { setActiveState(-1); }, [query.data]);

  const setActive = useCallback((i: number) => {
    setActiveState(i);
    virtualizer.scrollToIndex(i, { align: 'auto' });
  }, [virtualizer]);

  const toggle = useCallback((row: Row) => {
    setSelected((prev) => {
      const next = new Map(prev);
      const key = rowKey(row);
      if (next.has(key)) next.delete(key); else next.set(key, row);
      return next;
    });
  }, [rowKey]);

  const open = useCallback((row: Row, newTab: boolean) => {
    const href = rowHref?.(row);
    if (!href) return;
    if (newTab) window.open(href, '_blank', 'noopener');
    else navigate(href);
  }, [rowHref, navigate]);

  const onKeyDown = useTableKeys(grid, {
    count: items.length,
    active,
    setActive,
    toggle: (i) => { if (selectable && items[i]) toggle(items[i]); },
    open: (i, newTab) => { if (items[i]) open(items[i], newTab); },
    focusFilter: () => {
      const selector = props.filterSelector ?? '[data-filter-bar] input, [data-filter-bar] select';
      const el = document.querySelector<HTMLElement>(selector);
      if (!el) return false;
      el.focus();
      return true;
    },
  });

  const template = useFittedTemplate(grid, columns, selectable, items);
  const primary = columns.find((c) => c.primary) ?? columns.find((c) => !c.kind || c.kind === 'text');
  const pageKeys = items.map(rowKey);
  const allOnPage = items.length > 0 && pageKeys.every((k) => selected.has(k));
  const someOnPage = pageKeys.some((k) => selected.has(k));
  const clearSelection = () => setSelected(new Map());
  const rowId = (i: number) => `${gridId}-row-${i}`;
  const selectedRows = [...selected.values()];
  const clearFilters = clearFiltersPatch(params);

  function renderCell(c: Column<Row>, row: Row): ReactNode {
    if (c.cell) return c.cell(row);
    const v = c.value?.(row);
    if (c.kind === 'date') return <DateTime value={v as string | null} />;
    if (c.kind === 'money') return <Money value={v as number | null} />;
    return v === null || v === undefined || v === '' ? <span className="muted">-</span> : String(v);
  }

  return (
    <div className={`dt${settings.other.dense ? '' : ' dt-comfortable'}`} data-testid={testId}>
      {selectable && selected.size > 0 && (
        <div className="dt-bulk" role="status" data-testid={`${testId}-selection`}>
          <span>{t('kit.table.selected', { count: selected.size })}</span>
          {bulkActions?.(selectedRows, clearSelection)}
          <button type="button" className="btn btn-ghost" onClick={clearSelection}>{t('kit.table.clear_selection')}</button>
        </div>
      )}
      {query.data && notice?.(query.data)}
      <div ref={grid} role="grid" className="dt-grid" aria-label={label} aria-rowcount={items.length + 1}
        aria-multiselectable={selectable || undefined} aria-busy={query.isFetching}
        tabIndex={0} onKeyDown={onKeyDown} aria-activedescendant={active >= 0 ? rowId(active) : undefined}
        data-testid={`${testId}-grid`}>
        <div role="rowgroup" className="dt-head">
          <div role="row" className="dt-row dt-head-row" style={{ gridTemplateColumns: template }} aria-rowindex={1}>
            {selectable && (
              <div role="columnheader" className="dt-cell dt-check">
                <input type="checkbox" tabIndex={-1} aria-label={t('kit.table.select_page')} checked={allOnPage}
                  ref={(el) => { if (el) el.indeterminate = someOnPage && !allOnPage; }}
                  onChange={() => setSelected((prev) => {
                    const next = new Map(prev);
                    for (const row of items) { if (allOnPage) next.delete(rowKey(row)); else next.set(rowKey(row), row); }
                    return next;
                  })} />
              </div>
            )}
            {columns.map((c) => {
              const canSort = !!c.sort && !sortDisabled && source.sorts.includes(c.sort);
              const dir = c.sort ? sortOf(params.q.s, c.sort) : 'none';
              return (
                <div key={c.id} role="columnheader" className={`dt-cell dt-${c.kind ?? 'text'}`} aria-sort={canSort ? dir : undefined} data-column={c.id}>
                  {canSort ? (
                    <button type="button" className="dt-sort" data-testid={`sort-${c.id}`}
                      onClick={() => update({ q: { s: nextSort(params.q.s, c.sort!) } })}
                      title={t('kit.table.sort_by', { column: c.header })}>
                      {c.header}<span aria-hidden="true" className="dt-sort-mark">{dir === 'ascending' ? '▲' : dir === 'descending' ? '▼' : '↕'}</span>
                    </button>
                  ) : c.headerHidden ? <span className="sr-only">{c.header}</span> : c.header}
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" className="dt-body" ref={body}>
          {query.isPending && <SkeletonRows template={template} count={Math.min(perPage, 10)} testId={`${testId}-loading`} />}
          {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId={`${testId}-error`} />}
          {query.isSuccess && items.length === 0 && (
            <EmptyState text={emptyText ?? t('kit.table.empty')} filtered={clearFilters !== null} action={emptyAction}
              onClear={() => { if (clearFilters) update(clearFilters); }} testId={`${testId}-empty`} />
          )}
          <div className="dt-spacer" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((v) => {
              const row = items[v.index]!;
              const key = rowKey(row);
              const isSelected = selected.has(key);
              const href = rowHref?.(row);
              return (
                <div key={key} id={rowId(v.index)} role="row" aria-rowindex={v.index + 2}
                  aria-selected={selectable ? isSelected : undefined}
                  className={`dt-row${v.index === active ? ' dt-active' : ''}${isSelected ? ' dt-selected' : ''}${href ? ' dt-linked' : ''}`}
                  style={{ gridTemplateColumns: template, transform: `translateY(${v.start}px)` }}
                  data-testid={`${testId}-row`} data-row-key={String(key)} data-active={v.index === active || undefined}
                  onMouseDown={() => setActiveState(v.index)}>
                  {selectable && (
                    <div role="gridcell" className="dt-cell dt-check">
                      <input type="checkbox" tabIndex={-1} checked={isSelected} onChange={() => toggle(row)}
                        aria-label={t('kit.table.select_row')} data-testid={`${testId}-row-check`} />
                    </div>
                  )}
                  {columns.map((c) => (
                    <div key={c.id} role="gridcell" className={`dt-cell dt-${c.kind ?? 'text'}`} data-column={c.id}>
                      {href && c === primary ? (
                        <a href={href} className="dt-link" tabIndex={-1} data-testid={`${testId}-row-link`}
                          onClick={(e) => {
                            if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
                            e.preventDefault();
                            navigate(href);
                          }}>
                          {renderCell(c, row)}
                        </a>
                      ) : renderCell(c, row)}
                    </div>
                  ))}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      {query.data && (query.data.total > 0 || query.data.page > 1) && (
        <Pagination page={query.data.page} perPage={query.data.per_page} total={query.data.total}
          capped={query.data.total_capped} hasMore={query.data.has_more}
          onPage={(page) => update({ page })} onPerPage={(n) => { savePageSize(listId, n); setChosen(n); update({ per_page: null }); }}
          testId={`${testId}-pagination`} />
      )}
    </div>
  );
}
