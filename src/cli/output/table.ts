import Table from 'cli-table3';
import { cellText, type OutputOptions } from './format.js';

const MAX_CELL = 40;
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Columns kept while they fit the terminal: a wide record is for `--json`, not a wrapped mess. */
function fitting(columns: readonly string[], rows: readonly Record<string, unknown>[], width: number): string[] {
  const kept: string[] = [];
  let used = 1;
  for (const c of columns) {
    const w = Math.min(MAX_CELL, Math.max(c.length, ...rows.map((r) => cellText(r[c]).length))) + 3;
    if (kept.length && used + w > width) break;
    kept.push(c);
    used += w;
  }
  return kept;
}

export function table(rows: readonly Record<string, unknown>[], columns: readonly string[], o: OutputOptions): string {
  if (!rows.length) return '(none)\n';
  const cols = fitting(columns, rows, o.width ?? 120);
  const t = new Table({ head: cols, style: { head: o.color ? ['cyan'] : [], border: o.color ? ['grey'] : [] } });
  for (const r of rows) t.push(cols.map((c) => clip(cellText(r[c]), MAX_CELL)));
  const hidden = columns.length - cols.length;
  return `${t.toString()}\n${hidden > 0 ? `(${hidden} more column${hidden > 1 ? 's' : ''}: --json shows all)\n` : ''}`;
}

export function verticalTable(row: Record<string, unknown>, o: OutputOptions): string {
  const t = new Table({ style: { head: [], border: o.color ? ['grey'] : [] } });
  const width = Math.max(20, (o.width ?? 120) - 30);
  for (const [k, v] of Object.entries(row)) t.push({ [k]: clip(cellText(v), width) });
  return `${t.toString()}\n`;
}
