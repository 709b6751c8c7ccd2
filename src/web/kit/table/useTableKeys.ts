import { useEffect, useRef, type RefObject } from 'react';
import { isPlainKey, isTypingTarget, overlayOpen } from '../keys.js';

export interface TableKeyActions {
  count: number;
  active: number;
  setActive: (index: number) => void;
  toggle: (index: number) => void;
  /** `newTab`: Ctrl/Cmd+Enter, as Ctrl-click does on the row's link. */
  open: (index: number, newTab: boolean) => void;
  focusFilter: () => boolean;
}

/**
 * Table keys (issue 3 point 8): `j`/`k` (and the arrows) move the active row, `x` toggles its
 * selection, Enter opens it, `/` focuses the filter bar. On the table itself, or from nowhere (the
 * page body) for `j`/`k`/`/`; never while the user types in a field or an overlay is open.
 */
export function useTableKeys(grid: RefObject<HTMLElement | null>, actions: TableKeyActions): (e: React.KeyboardEvent) => void {
  const ref = useRef(actions);
  ref.current = actions;

  function handle(e: KeyboardEvent | React.KeyboardEvent, onGrid: boolean): boolean {
    const a = ref.current;
    if (e.key === 'Enter' && onGrid && a.active >= 0 && !e.altKey) {
      a.open(a.active, e.ctrlKey || e.metaKey);
      return true;
    }
    if (!isPlainKey(e)) return false;
    const last = a.count - 1;
    switch (e.key) {
      case 'j': case 'ArrowDown':
        if (!onGrid && e.key === 'ArrowDown') return false;
        if (a.count) a.setActive(a.active < 0 ? 0 : Math.min(last, a.active + 1));
        return true;
      case 'k': case 'ArrowUp':
        if (!onGrid && e.key === 'ArrowUp') return false;
        if (a.count) a.setActive(a.active < 0 ? 0 : Math.max(0, a.active - 1));
        return true;
      case 'Home': if (!onGrid) return false; if (a.count) a.setActive(0); return true;
      case 'End': if (!onGrid) return false; if (a.count) a.setActive(last); return true;
      case 'x':
        if (onGrid && a.active >= 0) { a.toggle(a.active); return true; }
        return false;
      case '/': return a.focusFilter();
      default: return false;
    }
  }

  // from the page body (nothing focused) j/k reach the table and / the filter
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || isTypingTarget(e.target) || overlayOpen()) return;
      const target = e.target as Node | null;
      const onGrid = !!grid.current && !!target && grid.current.contains(target);
      if (onGrid) return; // the grid's own handler has it
      const idle = target === document.body || target === document.documentElement || (target instanceof HTMLElement && target.id === 'content');
      if (e.key === '/' && isPlainKey(e)) {
        if (ref.current.focusFilter()) e.preventDefault();
        return;
      }
      if (!idle || (e.key !== 'j' && e.key !== 'k')) return;
      if (handle(e, false)) {
        e.preventDefault();
        grid.current?.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [grid]);

  return (e: React.KeyboardEvent) => {
    if (isTypingTarget(e.target)) return;
    if (handle(e, true)) e.preventDefault();
  };
}
