import { useLayoutEffect, useState, type RefObject } from 'react';
import { floorOf, widen } from './tracks.js';
import { trackOf, type Column } from './types.js';

/**
 * Column tracks that give a language room (issue 13): the rows are separate grids on one template,
 * so a track cannot size itself by its content; it is measured instead. A header's longest word
 * always fits (headers wrap between words); a column marked `fit` widens to its widest cell (state
 * pills, actions). Text that may still be cut (a long name) shows its whole text on hover.
 * Widths only grow while the headers stay the same, so measuring never oscillates.
 */
export function useFittedTemplate<Row>(grid: RefObject<HTMLElement | null>, columns: Column<Row>[], selectable: boolean, rows: unknown): string {
  const headers = columns.map((c) => c.header).join('\u0000');
  const [fitted, setFitted] = useState<{ headers: string; needs: number[] }>({ headers, needs: [] });
  const needs = fitted.headers === headers ? fitted.needs : [];
  const tracks = columns.map((c, i) => widen(trackOf(c as Column<unknown>), needs[i] ?? 0));
  const template = `${selectable ? '36px ' : ''}${tracks.join(' ')}`;
  const least = tracks.reduce((sum, t) => sum + floorOf(t), selectable ? 36 : 0);

  // measured when the rows, the headers or the widths change, when rows come and go (virtual scrolling) and when the table is resized
  useLayoutEffect(() => {
    const root = grid.current;
    if (!root) return;
    // narrower than the columns' floors, the table scrolls sideways rather than cut its last columns
    root.style.setProperty('--dt-min-width', `${least}px`);
    const measure = () => {
      const next = columns.map((c) => {
        let need = 0;
        for (const cell of Array.from(root.querySelectorAll<HTMLElement>(`[data-column="${CSS.escape(c.id)}"]`))) {
          const header = cell.getAttribute('role') === 'columnheader';
          // a header said to screen readers only takes no room
          if (c.fit || (header && !c.headerHidden)) need = Math.max(need, neededWidth(cell));
          else if (header) continue;
          else cell.title = isCut(cell) ? cell.innerText.trim() : '';
        }
        return need;
      });
      setFitted((prev) => {
        const had = prev.headers === headers ? prev.needs : [];
        return next.some((n, i) => n > (had[i] ?? 0)) ? { headers, needs: next.map((n, i) => Math.max(n, had[i] ?? 0)) } : prev;
      });
    };
    measure();
    let frame = 0;
    const rowsChanged = new MutationObserver(() => { cancelAnimationFrame(frame); frame = requestAnimationFrame(measure); });
    const body = root.querySelector('.dt-body');
    if (body) rowsChanged.observe(body, { childList: true, subtree: true });
    // a panel opening beside the table narrows it: text that fitted may be cut now
    const resized = new ResizeObserver(() => { cancelAnimationFrame(frame); frame = requestAnimationFrame(measure); });
    resized.observe(root);
    return () => { cancelAnimationFrame(frame); rowsChanged.disconnect(); resized.disconnect(); };
    // the columns are new objects each render; their headers say when they changed
  }, [grid, rows, headers, template, least]);

  return template;
}

/**
 * How much wider than its box an element's content is, in px (0 when it fits). scrollWidth rounds:
 * a word 0.4 px too wide reads as fitting and still ends in an ellipsis, so the content is measured.
 */
function overflowOf(el: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(el);
  const cs = getComputedStyle(el);
  const padding = parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight);
  const room = el.getBoundingClientRect().width - padding - parseFloat(cs.borderLeftWidth) - parseFloat(cs.borderRightWidth);
  // both roundings of scrollWidth and clientWidth: only a whole pixel past them is an overflow there
  const over = Math.max(range.getBoundingClientRect().width - room, el.scrollWidth > el.clientWidth + 1 ? el.scrollWidth - el.clientWidth : 0);
  return over > 0.1 ? over : 0;
}

/** The width a cell needs when its content overflows it, else 0. */
function neededWidth(cell: HTMLElement): number {
  const over = overflowOf(cell);
  return over ? Math.ceil(cell.getBoundingClientRect().width + over) + 1 : 0;
}

/** The cell or a box inside it cuts its text. */
const isCut = (cell: HTMLElement): boolean =>
  overflowOf(cell) > 0 || Array.from(cell.querySelectorAll<HTMLElement>('*')).some((e) => e.clientWidth > 0 && overflowOf(e) > 0);
