import type { ApiClient } from '../../../../shared/api/client.js';
import { ApiError } from '../../../../shared/api/errors.js';
import { importRows } from '../../../../shared/commands/products/import.js';
import { NOT_AN_AMOUNT, rowToMongo } from '../../../../shared/money.js';
import { IMPORT_CHUNK, importRowSchema, mapRow, type ImportField, type ImportRow } from '../../../../shared/schema/import.js';
import type { ParsedFile } from './parse-file.js';

/** Why a row is refused; `key` marks a reason the screen words itself (the rest come in the schemas' words). */
export interface RowError { field: string; message: string; key?: 'not_an_amount' }

/** One row of the file after the check: ready (what it will do) or refused (why). */
export interface CheckedRow {
  /** The row's number in the file. */
  row: number;
  sku: string;
  ok: boolean;
  action: 'create' | 'update' | null;
  error: RowError | null;
  /** The row as it will be sent, when the schemas took it. */
  input: ImportRow | null;
}

export type Mapping = Record<string, ImportField | null>;

/** The columns a file gives in ₮, as product.import declares them (the same `bo products import --file` reads). */
export const MONEY_FIELDS: readonly string[] = importRows.bulk?.money ?? [];

/**
 * A file's row as an import row: its cells mapped to fields, prices read from ₮ into möngö
 * (`25,000.50` → 2500050), then the product schemas; or the first cell that fails. Pure.
 */
export function readRow(cells: Record<string, string>, mapping: Mapping): { sku: string; input: ImportRow; error: null } | { sku: string; input: null; error: RowError } {
  const mapped = mapRow(cells, mapping);
  const sku = typeof mapped.sku === 'string' ? mapped.sku : '';
  const { row, bad } = rowToMongo(mapped, MONEY_FIELDS);
  if (bad.length) return { sku, input: null, error: { field: bad[0]!, message: NOT_AN_AMOUNT, key: 'not_an_amount' } };
  const parsed = importRowSchema.safeParse(row);
  if (parsed.success) return { sku, input: parsed.data, error: null };
  const issue = parsed.error.issues[0]!;
  return { sku, input: null, error: { field: issue.path.join('.') || 'row', message: issue.message } };
}

/**
 * Checks every row before anything is written: first with the product schemas here (bad cells),
 * then the rest by the server's dry run in chunks (unknown products, taken skus, the caller's
 * vendors, every rule of a real create or update), nothing saved.
 */
export async function checkRows(api: ApiClient, file: ParsedFile, mapping: Mapping, onProgress: (done: number) => void, signal?: AbortSignal): Promise<CheckedRow[]> {
  const checked: CheckedRow[] = [];
  const pending: { row: number; input: ImportRow }[] = [];
  for (const { row, cells } of file.rows) {
    const read = readRow(cells, mapping);
    if (read.input) pending.push({ row, input: read.input });
    else checked.push({ row, sku: read.sku, ok: false, action: null, input: null, error: read.error });
  }
  let done = checked.length;
  onProgress(done);
  for (let i = 0; i < pending.length; i += IMPORT_CHUNK) {
    const chunk = pending.slice(i, i + IMPORT_CHUNK);
    try {
      const answer = await api.call(importRows, { rows: chunk.map((p) => p.input), dry_run: true }, { signal });
      answer.results.forEach((r, j) => {
        const p = chunk[j]!;
        checked.push({ row: p.row, sku: r.sku, ok: r.ok, action: r.action, error: r.error, input: r.ok ? p.input : null });
      });
    } catch (e) {
      // a cell the server's schema refused (it should not, the same schema ran here): name it on its row
      if (!(e instanceof ApiError) || e.status !== 400 || !e.fields) throw e;
      const byIndex = new Map<number, RowError>();
      for (const [key, message] of Object.entries(e.fields)) {
        const m = /^rows\.(\d+)\.?(.*)$/.exec(key);
        if (m && !byIndex.has(Number(m[1]))) byIndex.set(Number(m[1]), { field: m[2] || 'row', message });
      }
      chunk.forEach((p, j) => {
        const error = byIndex.get(j) ?? { field: 'row', message: e.message };
        checked.push({ row: p.row, sku: p.input.sku, ok: false, action: null, error, input: null });
      });
    }
    done += chunk.length;
    onProgress(done);
  }
  return checked.sort((a, b) => a.row - b.row);
}
