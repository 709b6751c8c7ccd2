import { formatMoney } from '../../shared/i18n/format.js';
import type { ManifestCommand } from '../manifest/types.js';

/**
 * A bulk command answers 200 for the call and says per row what happened
 * (`{ results: [{ row, ok, changes, error }] }`, e.g. products/mass_update): one row refused does
 * not fail the other 499, so the report must read the rows, not the HTTP status.
 */
export interface BulkRowAnswer {
  ok: boolean;
  /** `price ₮1,200 → ₮1,250; cost_price …`, `unchanged`, or the refusal `price: must not be negative`; '' for a row done when not described. */
  message: string;
  id?: unknown;
}

interface AnswerRow {
  row?: unknown;
  ok?: unknown;
  changes?: unknown;
  /** `{ field, message }`, or just the message (orders/batch, products/batch). */
  error?: { field?: unknown; message?: unknown } | string | null;
  product_id?: unknown;
  id?: unknown;
}

const text = (v: unknown) => (v === null || v === undefined ? '∅' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * `price ₮1,200 → ₮1,234; sale_start …`: the money fields (those the file gave in ₮) shown in ₮ too,
 * so the plan reads in the unit the file was written in.
 */
export function changesText(changes: unknown, money: readonly string[] = []): string {
  if (!changes || typeof changes !== 'object') return '';
  const show = (field: string, v: unknown) =>
    (money.includes(field) && typeof v === 'number' && Number.isSafeInteger(v) ? formatMoney(v) : text(v));
  return Object.entries(changes as Record<string, unknown>)
    .map(([field, pair]) => (Array.isArray(pair) && pair.length === 2 ? `${field} ${show(field, pair[0])} → ${show(field, pair[1])}` : `${field} ${show(field, pair)}`))
    .join('; ');
}

/**
 * The answer of one chunk of `count` rows, row by row in the order sent; null when the answer has
 * no per-row results (then the call's success stands for every row). `describe: false`: the rows
 * done are not put in words (a streamed run without a report never shows them), the refused are.
 */
export function bulkAnswers(result: unknown, count: number, money?: readonly string[], describe = true): (BulkRowAnswer | undefined)[] | null {
  const rows = (result as { results?: unknown } | null)?.results;
  if (!Array.isArray(rows)) return null;
  const out: (BulkRowAnswer | undefined)[] = new Array<BulkRowAnswer | undefined>(count).fill(undefined);
  rows.forEach((raw: AnswerRow, i) => {
    // `row` counts from 1 in the rows sent; without it the order of the answer is the order sent
    const at = typeof raw.row === 'number' ? raw.row - 1 : i;
    if (at < 0 || at >= count) return;
    if (raw.ok === false) {
      if (typeof raw.error === 'string') {
        out[at] = { ok: false, message: raw.error };
        return;
      }
      const field = raw.error?.field ? `${text(raw.error.field)}: ` : '';
      out[at] = { ok: false, message: `${field}${text(raw.error?.message ?? 'refused')}` };
      return;
    }
    // an answer that lists no changes at all (orders/batch) did what was asked: not "unchanged"
    const id = raw.product_id ?? raw.id;
    if (!describe) {
      out[at] = { ok: true, message: '', id };
      return;
    }
    if (raw.changes === undefined) {
      out[at] = { ok: true, message: 'done', id };
      return;
    }
    out[at] = { ok: true, message: changesText(raw.changes, money) || 'unchanged', id };
  });
  return out;
}

/** A bulk command whose input takes `dry_run`: its --dry-run asks the server for the preview. */
export const previewsOnServer = (c: ManifestCommand) => Boolean(c.bulk) && c.flags.some((f) => f.path.length === 1 && f.path[0] === 'dry_run' && f.kind === 'boolean');
