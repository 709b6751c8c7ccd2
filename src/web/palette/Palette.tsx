import { useAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { paletteAtom } from '../app/palette-state.js';
import { useSession } from '../app/session.js';
import { isPaletteKey } from '../keyboard/keys.js';
import { cachedPaletteEntries, localeOf } from './entries.js';
import { PaletteDialog } from './PaletteDialog.js';

/**
 * The Cmd-K palette (issue 3 point 7). Ctrl-K / Cmd-K toggles it from anywhere, inside fields
 * too: the listener runs in the capture phase on window, before any field or widget sees the key
 * (cmdk's own Ctrl-K binding is off). `paletteAtom` opens it from elsewhere with a query.
 */
export default function Palette() {
  const [state, setState] = useAtom(paletteAtom);
  useWarmEntries();

  // where the focus was before the palette took it, to give it back on close; the input's
  // autoFocus runs before any effect of ours, so it is tracked all along rather than read at opening
  const before = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const outside = (el: EventTarget | null): el is HTMLElement => el instanceof HTMLElement && !el.closest('.palette-overlay');
    const onIn = (e: FocusEvent) => {
      if (outside(e.target)) before.current = e.target;
    };
    const onOut = (e: FocusEvent) => {
      if (!outside(e.target)) return;
      // focus moving into the palette: the element it leaves is the one to come back to
      if (e.relatedTarget === null) before.current = null;
      else if (!outside(e.relatedTarget)) before.current = e.target;
    };
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) before.current = document.activeElement;
    window.addEventListener('focusin', onIn, true);
    window.addEventListener('focusout', onOut, true);
    return () => {
      window.removeEventListener('focusin', onIn, true);
      window.removeEventListener('focusout', onOut, true);
    };
  }, []);

  const close = useCallback(() => {
    setState({ open: false, query: '' });
    const el = before.current;
    if (el?.isConnected) el.focus();
  }, [setState]);

  const isOpen = useRef(state.open);
  isOpen.current = state.open;
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (!isPaletteKey(e)) return;
      e.preventDefault();
      e.stopPropagation();
      if (isOpen.current) close();
      else setState({ open: true, query: '' });
    }
    window.addEventListener('keydown', onKey, { capture: true });
    // this chunk loads lazily after the shell: tests (and curious people) can tell when Ctrl-K works
    document.documentElement.dataset.paletteReady = 'true';
    return () => {
      window.removeEventListener('keydown', onKey, { capture: true });
      delete document.documentElement.dataset.paletteReady;
    };
  }, [close, setState]);

  if (!state.open) return null;
  return <PaletteDialog initialQuery={state.query} onClose={close} />;
}

/**
 * Builds the viewer's entries and their index while the browser is idle, so that the first Ctrl-K
 * does not pay for it (it is built once per viewer and language, then kept).
 */
function useWarmEntries() {
  const { viewer } = useSession();
  const { i18n } = useTranslation();
  const lang = localeOf(i18n.language);
  useEffect(() => {
    const warm = () => void cachedPaletteEntries(viewer, lang);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(warm, 200);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(warm, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, [viewer, lang]);
}
