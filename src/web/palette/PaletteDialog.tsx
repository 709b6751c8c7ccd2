import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AnyCommand } from '../../shared/commands/index.js';
import { useSession } from '../app/session.js';
import { gotoShortcuts } from '../keyboard/goto.js';
import { shortcutsSheetAtom } from '../keyboard/sheet-state.js';
import { CommandPanel } from './CommandPanel.js';
import { cachedPaletteEntries, localeOf, onOpenOrder } from './entries.js';
import { openOrderAtom } from '../app/open-order.js';
import { PaletteSearch } from './PaletteSearch.js';
import { parseRecent, pushRecent, RECENT_KEY, serializeRecent, type RecentEntry } from './recent.js';
import type { RowAction } from './sections.js';
import '../styles/palette.css';

function readRecent(): RecentEntry[] {
  try {
    return parseRecent(localStorage.getItem(RECENT_KEY));
  } catch {
    return [];
  }
}

function writeRecent(items: readonly RecentEntry[]): void {
  try {
    localStorage.setItem(RECENT_KEY, serializeRecent(items));
  } catch {
    // a full or blocked storage only costs the history, never the action the user chose
  }
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The open palette: a modal over the console with the search list, or the form of a chosen
 * command. Esc leaves a command form first, then closes; focus goes back where it was.
 */
export function PaletteDialog({ initialQuery, onClose }: { initialQuery: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [, navigate] = useLocation();
  const openSheet = useSetAtom(shortcutsSheetAtom);
  const [query, setQuery] = useState(initialQuery);
  const [command, setCommand] = useState<AnyCommand | null>(null);
  const [recent, setRecent] = useState<RecentEntry[]>(() => readRecent());
  const dialog = useRef<HTMLDivElement>(null);

  const lang = localeOf(i18n.language);
  // built once per viewer and language: a keystroke only scans it
  const all = useMemo(() => cachedPaletteEntries(session.viewer, lang), [session.viewer, lang]);
  // with an order on screen, only the operations that can run on it (and their number filled in)
  const openOrder = useAtomValue(openOrderAtom);
  const facts = openOrder ? `${openOrder.state}|${openOrder.shipment_state}|${openOrder.approved}|${openOrder.driver_id}` : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const entries = useMemo(() => onOpenOrder(all, openOrder), [all, facts]);
  const gotoKeys = useMemo(() => new Map(gotoShortcuts(session.viewer).map((g) => [g.route.id as string, g.key])), [session.viewer]);

  const remember = useCallback((...items: RecentEntry[]) => {
    setRecent((list) => {
      const next = items.reduceRight<RecentEntry[]>((acc, item) => pushRecent(acc, item), list);
      writeRecent(next);
      return next;
    });
  }, []);

  function choose(action: RowAction, typed: string) {
    switch (action.kind) {
      case 'route':
        remember({ type: 'route', routeId: action.routeId });
        onClose();
        navigate(action.href);
        return;
      case 'command':
        remember({ type: 'command', commandId: action.command.id });
        setCommand(action.command);
        return;
      case 'live': {
        const { item } = action;
        const target: RecentEntry = { type: 'live', kind: item.kind, id: item.id, title: item.title, subtitle: item.subtitle, href: item.href };
        // the search that found it is worth keeping too: the next look-up is often the same
        if (typed) remember(target, { type: 'search', query: typed });
        else remember(target);
        onClose();
        navigate(item.href);
        return;
      }
      case 'search':
        setQuery(action.query);
        return;
      case 'clear_recent':
        setRecent([]);
        writeRecent([]);
        return;
    }
  }

  // on window, not on the dialog: Esc works wherever the focus went (a button that vanished, the page)
  const inCommand = command !== null;
  useEffect(() => {
    function onKey(e: globalThis.KeyboardEvent) {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      if (inCommand) setCommand(null);
      else onClose();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [inCommand, onClose]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Tab' && dialog.current) {
      // keep Tab inside the modal
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  }

  return (
    <div className="palette-overlay" data-testid="palette-overlay" onMouseDown={(e) => {
      if (e.target === e.currentTarget) onClose();
    }}>
      <div ref={dialog} className={`palette${command ? ' palette-wide' : ''}`} role="dialog" aria-modal="true" aria-label={t('palette.label')}
        data-testid="palette" onKeyDown={onKeyDown}>
        {command ? (
          <CommandPanel key={command.id} command={command} order={openOrder} onBack={() => setCommand(null)} />
        ) : (
          <PaletteSearch query={query} onQuery={setQuery} entries={entries} recent={recent} gotoKeys={gotoKeys} onChoose={choose}
            onShowShortcuts={() => {
              onClose();
              openSheet(true);
            }} />
        )}
      </div>
    </div>
  );
}
