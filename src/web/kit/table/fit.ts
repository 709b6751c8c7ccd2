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
export function useFittedTemplate<Row>(grid: RefObject<HTMLElement | null>, columns: Column<Row>[], selectable: boolean): string {
  const headers = columns.map((c) => c.header).join('\u0000');
  const [fitted, setFitted] = useState<{ headers: string; needs: number[] }>({ headers, needs: [] });
  const needs = fitted.headers === headers ? fitted.needs : [];

  useLayoutEffect(() => {
    const root = grid.current;
    if (!root) return;
    const next = columns.map((c, i) => {
      let need = needs[i] ?? 0;
      for (const cell of Array.from(root.querySelectorAll<HTMLElement>(`[data-column="${CSS.escape(c.id)}"]`))) {
        const header = cell.getAttribute('role') === 'columnheader';
        if (header || c.fit) need = Math.max(need, cell.scrollWidth > cell.clientWidth + 1 ? Math.ceil(cell.scrollWidth) : 0);
        else cell.title = isCut(cell) ? cell.innerText.trim() : '';
      }
      return need;
    });
    if (next.some((n, i) => n > (needs[i] ?? 0))) setFitted({ headers, needs: next });
    // narrower than the columns' floors, the table scrolls sideways rather than cut its last columns
    root.style.setProperty('--dt-min-width', `${tracks.reduce((sum, t) => sum + floorOf(t), selectable ? 36 : 0)}px`);
  });

  const tracks = columns.map((c, i) => widen(trackOf(c as Column<unknown>), needs[i] ?? 0));
  return `${selectable ? '36px ' : ''}${tracks.join(' ')}`;
}

const isCut = (el: HTMLElement): boolean =>
  el.scrollWidth > el.clientWidth + 1 || Array.from(el.querySelectorAll<HTMLElement>('*')).some((e) => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1);
