import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import { paletteAtom } from '../app/palette-state.js';
import { useSession } from '../app/session.js';
import { helpPanelAtom } from '../layout/help-state.js';
import { gotoShortcuts } from './goto.js';
import { isPlain, isQuestionMark, isTypingTarget, letterOf } from './keys.js';
import { ShortcutsSheet } from './ShortcutsSheet.js';
import { shortcutsSheetAtom } from './sheet-state.js';

/** How long after `g` the letter may come. */
export const GOTO_WINDOW_MS = 1500;

/**
 * The console's single-key shortcuts (issue 3 point 8): `?` the sheet, `g` then a letter an
 * area, Esc closes the sheet or the help panel (the palette closes itself). None fires while the
 * user types in a field or with Ctrl/Cmd/Alt held; Ctrl-K belongs to the palette.
 */
export default function Shortcuts() {
  const session = useSession();
  const [, navigate] = useLocation();
  const [sheetOpen, setSheetOpen] = useAtom(shortcutsSheetAtom);
  const palette = useAtomValue(paletteAtom);
  const setHelp = useSetAtom(helpPanelAtom);
  const help = useAtomValue(helpPanelAtom);
  const table = useMemo(() => gotoShortcuts(session.viewer), [session.viewer]);
  const gAt = useRef(0);

  // the listener reads the latest state through a ref, so it is added once
  const latest = useRef({ table, sheetOpen, paletteOpen: palette.open, helpOpen: help.open });
  latest.current = { table, sheetOpen, paletteOpen: palette.open, helpOpen: help.open };

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const now = latest.current;
      if (e.defaultPrevented || now.paletteOpen) return;
      if (e.key === 'Escape') {
        if (now.sheetOpen) setSheetOpen(false);
        else if (now.helpOpen) setHelp((h) => ({ ...h, open: false }));
        else return;
        e.preventDefault();
        return;
      }
      if (!isPlain(e) || isTypingTarget(e.target) || e.repeat) return;
      if (isQuestionMark(e)) {
        e.preventDefault();
        gAt.current = 0;
        setSheetOpen((open) => !open);
        return;
      }
      const letter = letterOf(e);
      if (letter === null || e.shiftKey) {
        gAt.current = 0;
        return;
      }
      if (gAt.current && Date.now() - gAt.current <= GOTO_WINDOW_MS) {
        gAt.current = 0;
        const target = now.table.find((g) => g.key === letter);
        if (target) {
          e.preventDefault();
          setSheetOpen(false);
          navigate(target.href);
        }
        return;
      }
      if (letter === 'g') gAt.current = Date.now();
    }
    window.addEventListener('keydown', onKey);
    // a lazy chunk: tests wait for this before pressing keys
    document.documentElement.dataset.shortcutsReady = 'true';
    return () => {
      window.removeEventListener('keydown', onKey);
      delete document.documentElement.dataset.shortcutsReady;
    };
  }, [navigate, setHelp, setSheetOpen]);

  if (!sheetOpen) return null;
  return <ShortcutsSheet table={table} onClose={() => setSheetOpen(false)} />;
}
