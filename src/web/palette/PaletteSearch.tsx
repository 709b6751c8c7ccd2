import { Command } from 'cmdk';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaletteEntries } from './entries.js';
import { flatten, moveOfKey, moveSelection, ROW_HEIGHT } from './flat.js';
import type { RecentEntry } from './recent.js';
import { buildSections, type RowAction } from './sections.js';
import { LIVE_MIN_CHARS, useLiveSearch } from './useLiveSearch.js';
import { reveal, usePaletteVirtualizer, VirtualRows } from './VirtualRows.js';

export interface PaletteSearchProps {
  readonly query: string;
  readonly onQuery: (query: string) => void;
  readonly entries: PaletteEntries;
  readonly recent: readonly RecentEntry[];
  readonly gotoKeys: ReadonlyMap<string, string>;
  readonly onChoose: (action: RowAction, query: string) => void;
  readonly onShowShortcuts: () => void;
}

/**
 * The list half of the palette. cmdk draws and moves the selection, but does not filter or sort
 * (`shouldFilter={false}`): our matcher decides the rows and their order, and the selected value
 * is ours too, reset to the top result whenever the text changes. The list is virtual: only the
 * rows in view are rendered, so the keys that move the selection are handled here, over the data.
 */
export function PaletteSearch({ query, onQuery, entries, recent, gotoKeys, onChoose, onShowShortcuts }: PaletteSearchProps) {
  const { t } = useTranslation();
  const live = useLiveSearch(query);
  const sections = useMemo(
    () => buildSections({ query, entries, recent, live: live.groups, gotoKeys }),
    [query, entries, recent, live.groups, gotoKeys],
  );
  const flat = useMemo(() => flatten(sections), [sections]);
  const top = flat.values[0] ?? '';

  // the user's pick holds only for the text he picked it under, and while it is still listed
  const [picked, setPicked] = useState<{ query: string; value: string } | null>(null);
  const value = picked && picked.query === query && flat.slotOf.has(picked.value) ? picked.value : top;

  const list = useRef<HTMLDivElement>(null);
  const virtualizer = usePaletteVirtualizer(flat, value, list);
  // a new text starts at the top of its results; the offset is the virtualizer's, read from its
  // scroll events: nothing is written (nor laid out) when the list already is at the top
  useLayoutEffect(() => {
    if ((virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0);
  }, [query, virtualizer]);

  // back from a command form, the text field has the caret again (autoFocus alone loses it)
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  // cmdk names the active option only when it moved the selection itself: name it for ours too
  useLayoutEffect(() => {
    const id = list.current?.querySelector(`[cmdk-item][data-value="${CSS.escape(value)}"]`)?.id;
    for (const el of [input.current, list.current]) {
      if (!el || el.getAttribute('aria-activedescendant') === (id ?? null)) continue;
      if (id) el.setAttribute('aria-activedescendant', id);
      else el.removeAttribute('aria-activedescendant');
    }
  });

  // one handler for every row, reading the latest rows and text: memoised rows keep it
  const latest = useRef({ flat, onChoose, trimmed: query.trim() });
  latest.current = { flat, onChoose, trimmed: query.trim() };
  const selectValue = useCallback((v: string) => {
    const { flat: f, onChoose: choose, trimmed: typed } = latest.current;
    const row = f.slots[f.slotOf.get(v) ?? -1]?.row;
    if (row) choose(row.action, typed);
  }, []);

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
        const move = e.nativeEvent.isComposing ? null : moveOfKey(e);
        if (move) {
          e.preventDefault();
          const page = Math.max(1, Math.floor((virtualizer.scrollRect?.height ?? 0) / ROW_HEIGHT) - 1);
          const next = moveSelection(flat, value, move, page);
          if (next === undefined) return;
          setPicked({ query, value: next });
          reveal(virtualizer, flat, next);
          return;
        }
        // a row the user moved to himself (not the top one) is his choice: Enter takes it at once
        if (e.key !== 'Enter' || !live.pending || trimmed.length < LIVE_MIN_CHARS || (flat.values.length > 0 && !looksUp) || value !== top) return;
        e.preventDefault();
        setEnterFor(query);
      }}>
      <div className="palette-input-row">
        <span className="palette-input-icon" aria-hidden="true">⌕</span>
        <Command.Input ref={input} value={query} autoFocus placeholder={t('palette.placeholder')} aria-label={t('palette.placeholder')}
          data-testid="palette-input" className="palette-input"
          onValueChange={onQuery} />
        {live.asking && <span className="palette-spinner" role="status" aria-label={t('palette.searching')} />}
      </div>
      <Command.List ref={list} className="palette-list" data-testid="palette-list" data-query={query} data-rows={flat.values.length}>
        <VirtualRows flat={flat} virtualizer={virtualizer} onSelect={selectValue} />
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
