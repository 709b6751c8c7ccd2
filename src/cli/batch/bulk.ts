import type { ManifestCommand } from '../manifest/types.js';

/**
 * A bulk command answers 200 for the call and says per row what happened
 * (`{ results: [{ row, ok, changes, error }] }`, e.g. products/mass_update): one row refused does
 * not fail the other 499, so the report must read the rows, not the HTTP status.
 */
export interface BulkRowAnswer {
  ok: boolean;
  /** `price 120000 → 125000; cost_price …`, `unchanged`, or the refusal `price: must not be negative`. */
  message: string;
  changed: boolean;
  id?: unknown;
}

interface AnswerRow {
  row?: unknown;
  ok?: unknown;
  changes?: unknown;
  error?: { field?: unknown; message?: unknown } | null;
  product_id?: unknown;
  id?: unknown;
}

const text = (v: unknown) => (v === null || v === undefined ? '∅' : typeof v === 'object' ? JSON.stringify(v) : String(v));

export function changesText(changes: unknown): string {
  if (!changes || typeof changes !== 'object') return '';
  return Object.entries(changes as Record<string, unknown>)
    .map(([field, pair]) => (Array.isArray(pair) && pair.length === 2 ? `${field} ${text(pair[0])} → ${text(pair[1])}` : `${field} ${text(pair)}`))
    .join('; ');
}

/**
 * The answer of one chunk of `count` rows, row by row in the order sent; null when the answer has
 * no per-row results (then the call's success stands for every row).
 */
export function bulkAnswers(result: unknown, count: number): (BulkRowAnswer | undefined)[] | null {
  const rows = (result as { results?: unknown } | null)?.results;
  if (!Array.isArray(rows)) return null;
  const out: (BulkRowAnswer | undefined)[] = new Array<BulkRowAnswer | undefined>(count).fill(undefined);
  rows.forEach((raw: AnswerRow, i) => {
    // `row` counts from 1 in the rows sent; without it the order of the answer is the order sent
    const at = typeof raw.row === 'number' ? raw.row - 1 : i;
    if (at < 0 || at >= count) return;
    if (raw.ok === false) {
      const field = raw.error?.field ? `${text(raw.error.field)}: ` : '';
      out[at] = { ok: false, changed: false, message: `${field}${text(raw.error?.message ?? 'refused')}` };
      return;
    }
    const changes = changesText(raw.changes);
    out[at] = { ok: true, changed: Boolean(changes), message: changes || 'unchanged', id: raw.product_id ?? raw.id };
  });
  return out;
}

/** A bulk command whose input takes `dry_run`: its --dry-run asks the server for the preview. */
export const previewsOnServer = (c: ManifestCommand) => Boolean(c.bulk) && c.flags.some((f) => f.path.length === 1 && f.path[0] === 'dry_run' && f.kind === 'boolean');
