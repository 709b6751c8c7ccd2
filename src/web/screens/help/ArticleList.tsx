import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '../../../shared/schema/help.js';
import { useArticleSearch, useDebounced } from './queries.js';
import { safeImageUrl } from './urls.js';

export interface ArticleListProps {
  /** What the search box holds now; the list follows it 800 ms after the last key. */
  term: string;
  onTermChange: (term: string) => void;
  /** Told of each term actually searched (the guide screen keeps it in the URL). */
  onSearched?: (term: string) => void;
  selectedId: number | null;
  onOpen: (id: number) => void;
  /** Given: results are real links (Ctrl-click opens a new tab); a plain click still calls onOpen. */
  hrefFor?: (id: number) => string;
  autoFocusSearch?: boolean;
  /** A result to focus when the list appears (coming back from that article). */
  focusId?: number | null;
}

/** The search box and its results, shared by the help panel and the guide screen. */
export function ArticleList(props: ArticleListProps) {
  const { term, onTermChange, onSearched, selectedId, focusId = null } = props;
  const { t } = useTranslation();
  const [searched, flush] = useDebounced(term);
  const results = useArticleSearch(searched);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const statusId = useId();

  const reported = useRef(searched.trim());
  useEffect(() => {
    // only a new search is news: a new callback (the URL changed) must not re-send an old term
    const now = searched.trim();
    if (now !== reported.current) { reported.current = now; onSearched?.(now); }
  }, [searched, onSearched]);
  useEffect(() => {
    // once, when the list appears: later renders must not steal focus from where the user went
    const item = focusId === null ? null : listRef.current?.querySelector<HTMLElement>(`[data-article-id="${focusId}"]`);
    if (item) item.focus();
    else if (props.autoFocusSearch) searchRef.current?.focus();
  }, []);

  const items = results.data?.items ?? [];
  const waiting = term.trim() !== searched.trim() || results.isFetching;
  const status = results.isError ? null
    : waiting && items.length === 0 ? t('help_ui.searching')
    : results.data && items.length === 0 ? (searched.trim() ? t('help_ui.empty', { term: searched.trim() }) : t('help_ui.empty_all'))
    : null;

  function onSearchKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') { e.preventDefault(); flush(); }
    if (e.key === 'ArrowDown') { e.preventDefault(); focusResult(0); }
  }
  function focusResult(index: number) {
    const all = listRef.current?.querySelectorAll<HTMLElement>('[data-testid="help-result"]');
    if (!all || all.length === 0) return;
    all[Math.max(0, Math.min(all.length - 1, index))]!.focus();
  }
  function onListKey(e: KeyboardEvent<HTMLUListElement>) {
    const all = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-testid="help-result"]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const move = (index: number) => { e.preventDefault(); focusResult(index); };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') { if (at === 0) { e.preventDefault(); searchRef.current?.focus(); } else move(at - 1); }
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(all.length - 1);
  }

  return (
    <div className="help-list-pane">
      <label className="sr-only" htmlFor={`${statusId}-search`}>{t('help_ui.search_label')}</label>
      <input id={`${statusId}-search`} ref={searchRef} className="help-search" data-testid="help-search" type="text" role="searchbox"
        autoComplete="off" spellCheck={false} enterKeyHint="search" value={term} placeholder={t('help_ui.search_placeholder')}
        aria-controls={`${statusId}-list`} aria-describedby={statusId} onChange={(e) => onTermChange(e.target.value)} onKeyDown={onSearchKey} />
      <div id={statusId} className="help-status" role="status" aria-live="polite">
        {status && <span className="muted">{status}</span>}
        {waiting && items.length > 0 && <span className="help-spinner muted">{t('help_ui.searching')}</span>}
      </div>
      {results.isError && (
        <div className="help-state" role="alert">
          <p>{t('help_ui.failed')}</p>
          <button type="button" className="btn" onClick={() => void results.refetch()}>{t('help_ui.retry')}</button>
        </div>
      )}
      <ul id={`${statusId}-list`} ref={listRef} className={`help-results${waiting ? ' stale' : ''}`} data-testid="help-results"
        aria-label={t('help_ui.results')} aria-busy={waiting} onKeyDown={onListKey}>
        {items.map((item) => (
          <li key={item.id}>
            <ResultLink item={item} selected={item.id === selectedId} href={props.hrefFor?.(item.id)} onOpen={props.onOpen}>
              <ResultBody item={item} />
            </ResultLink>
          </li>
        ))}
      </ul>
      {results.data && results.data.total > items.length && (
        <p className="help-more muted">{t('help_ui.more', { shown: items.length, total: results.data.total })}</p>
      )}
    </div>
  );
}

function ResultLink({ item, selected, href, onOpen, children }: {
  item: ArticleSummary; selected: boolean; href: string | undefined; onOpen: (id: number) => void; children: ReactNode;
}) {
  const common = {
    className: `help-result${selected ? ' selected' : ''}`,
    'data-testid': 'help-result',
    'data-article-id': item.id,
    'aria-current': selected ? ('true' as const) : undefined,
  };
  if (href === undefined) return <button type="button" {...common} onClick={() => onOpen(item.id)}>{children}</button>;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // a modified click is the browser's (new tab, new window); a plain one stays in the page
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen(item.id);
  };
  return <a href={href} {...common} onClick={onClick}>{children}</a>;
}

function ResultBody({ item }: { item: ArticleSummary }) {
  const src = item.image ? safeImageUrl(item.image.url) : null;
  return (
    <>
      <span className="help-thumb" aria-hidden="true">{src ? <img src={src} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" /> : [...item.title.trim()][0]?.toUpperCase()}</span>
      <span className="help-result-text">
        <span className="help-result-title">{item.title}</span>
        <span className="help-result-preview">{item.preview}</span>
      </span>
    </>
  );
}
