import { Command } from 'cmdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaletteEntries } from './entries.js';
import type { RecentEntry } from './recent.js';
import { buildSections, type Row, type RowAction } from './sections.js';
import { LIVE_MIN_CHARS, useLiveSearch } from './useLiveSearch.js';

export interface PaletteSearchProps {
  readonly query: string;
  readonly onQuery: (query: string) => void;
  readonly entries: PaletteEntries;
  readonly recent: readonly RecentEntry[];
  readonly gotoKeys: ReadonlyMap<string, string>;
  readonly onChoose: (action: RowAction, query: string) => void;
  readonly onShowShortcuts: () => void;
}

/** Marks around a keystroke, read by the Playwright benchmark: input → results painted. */
const MARK_INPUT = 'palette:input';
export const MEASURE_KEYSTROKE = 'palette:keystroke';

/**
 * The list half of the palette. cmdk draws and moves the selection, but does not filter or sort
 * (`shouldFilter={false}`): our matcher decides the rows and their order, and the selected value
 * is ours too, reset to the top result whenever the text changes.
 */
export function PaletteSearch({ query, onQuery, entries, recent, gotoKeys, onChoose, onShowShortcuts }: PaletteSearchProps) {
  const { t } = useTranslation();
  const live = useLiveSearch(query);
  const sections = useMemo(
    () => buildSections({ query, entries, recent, live: live.groups, gotoKeys }),
    [query, entries, recent, live.groups, gotoKeys],
  );
  const rows = useMemo(() => new Map(sections.flatMap((s) => s.rows.map((r) => [r.value, r] as const))), [sections]);
  const top = sections[0]?.rows[0]?.value ?? '';

  // the user's pick holds only for the text he picked it under, and while it is still listed
  const [picked, setPicked] = useState<{ query: string; value: string } | null>(null);
  const value = picked && picked.query === query && rows.has(picked.value) ? picked.value : top;

  useEffect(() => {
    if (!performance.getEntriesByName(MARK_INPUT, 'mark').length) return;
    const frame = requestAnimationFrame(() => {
      performance.measure(MEASURE_KEYSTROKE, MARK_INPUT);
      performance.clearMarks(MARK_INPUT);
    });
    return () => cancelAnimationFrame(frame);
  }, [sections]);

  // back from a command form, the text field has the caret again (autoFocus alone loses it)
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const trimmed = query.trim();
  const nothing = sections.length === 0 && trimmed !== '';

  // Enter pressed before the server answered a look-up (an order number typed fast, a scanner
  // that types and presses Enter): it waits for the answer and opens its first row, instead of
  // doing nothing or opening a screen whose name happened to match
  const [enterFor, setEnterFor] = useState<string | null>(null);
  const looksUp = /[\d@]/.test(trimmed);
  useEffect(() => {
    if (enterFor === null || live.pending) return;
    setEnterFor(null);
    if (enterFor !== query) return;
    const first = sections[0]?.rows[0];
    if (first) onChoose(first.action, trimmed);
  }, [enterFor, live.pending, query, sections, onChoose, trimmed]);

  return (
    <Command label={t('palette.label')} shouldFilter={false} filter={() => 1} value={value} vimBindings={false} loop
      onValueChange={(v) => setPicked({ query, value: v })} className="palette-command-root"
      onKeyDown={(e) => {
        // a row the user moved to himself (not the top one) is his choice: Enter takes it at once
        if (e.key !== 'Enter' || !live.pending || trimmed.length < LIVE_MIN_CHARS || (rows.size > 0 && !looksUp) || value !== top) return;
        e.preventDefault();
        setEnterFor(query);
      }}>
      <div className="palette-input-row">
        <span className="palette-input-icon" aria-hidden="true">⌕</span>
        <Command.Input ref={input} value={query} autoFocus placeholder={t('palette.placeholder')} aria-label={t('palette.placeholder')}
          data-testid="palette-input" className="palette-input"
          onValueChange={(next) => {
            performance.mark(MARK_INPUT);
            onQuery(next);
          }} />
        {live.pending && <span className="palette-spinner" role="status" aria-label={t('palette.searching')} />}
      </div>
      <Command.List className="palette-list" data-testid="palette-list" data-query={query} data-rows={rows.size}>
        {sections.map((section) => (
          <Command.Group key={section.id} heading={t(section.heading)} data-testid={`palette-group-${section.id}`}>
            {section.rows.map((row) => (
              <PaletteRow key={row.value} row={row} onSelect={() => onChoose(row.action, trimmed)} />
            ))}
          </Command.Group>
        ))}
        {nothing && !live.pending && <div className="palette-empty" role="status">{t('palette.empty', { query: trimmed })}</div>}
        {nothing && live.pending && <div className="palette-empty" role="status">{t('palette.searching')}</div>}
        {live.error && <div className="palette-empty palette-live-error" role="status">{t('palette.live_failed', { message: live.error })}</div>}
      </Command.List>
      <footer className="palette-footer">
        <span><kbd>↑</kbd><kbd>↓</kbd> {t('palette.footer.move')}</span>
        <span><kbd>↵</kbd> {t('palette.footer.run')}</span>
        <span><kbd>Esc</kbd> {t('palette.footer.close')}</span>
        <span className="header-spacer" />
        <button type="button" className="palette-footer-link" onClick={onShowShortcuts} data-testid="palette-shortcuts">
          <kbd>?</kbd> {t('palette.footer.shortcuts')}
        </button>
      </footer>
    </Command>
  );
}

function PaletteRow({ row, onSelect }: { row: Row; onSelect: () => void }) {
  const { t } = useTranslation();
  const title = row.titleIsKey ? t(row.title) : row.title;
  return (
    <Command.Item value={row.value} onSelect={onSelect} className="palette-item" data-testid="palette-item" data-value={row.value}>
      <span className="palette-item-main">
        <span className="palette-item-title">{row.action.kind === 'search' ? t('palette.recent_search', { query: title }) : title}</span>
        {row.subtitle && <span className="palette-item-sub">{row.subtitle}</span>}
      </span>
      {row.tag && <span className={`palette-tag palette-tag-${row.tag}`}>{t(`palette.command.${row.tag}`)}</span>}
      {row.keys && (
        <span className="palette-keys" aria-label={row.keys.join(' ')}>
          {row.keys.map((k, i) => <kbd key={i}>{k}</kbd>)}
        </span>
      )}
    </Command.Item>
  );
}
