import type { ReactNode } from 'react';

/** §9: a date column is 150 px wide. */
export const DATE_COLUMN_WIDTH = 150;

export interface Column<Row> {
  id: string;
  header: string;
  /** The header is said to screen readers only (an image column too narrow for its name). */
  headerHidden?: boolean;
  /** px, or any CSS grid track (`1fr`, `minmax(120px, 2fr)`); date columns default to 150 px. */
  width?: number | string;
  /** The `q[s]` field this column sorts by, when the list command allows it. */
  sort?: string;
  /** `date` and `money` format `value` themselves (§9); `number` right-aligns. */
  kind?: 'text' | 'date' | 'money' | 'number';
  value?: (row: Row) => unknown;
  cell?: (row: Row) => ReactNode;
  /** The cell holding the row's link (the first text column when none is marked). */
  primary?: boolean;
  /** The cells show labels to be read whole (state pills, actions): the column widens to its widest (fit.ts). */
  fit?: boolean;
}

export function trackOf(c: Column<unknown>): string {
  if (typeof c.width === 'number') return `${c.width}px`;
  if (typeof c.width === 'string') return c.width;
  if (c.kind === 'date') return `${DATE_COLUMN_WIDTH}px`;
  if (c.kind === 'money' || c.kind === 'number') return '120px';
  return 'minmax(100px, 1fr)';
}
