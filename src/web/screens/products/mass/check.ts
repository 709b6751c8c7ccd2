import type { ApiClient } from '../../../../shared/api/client.js';
import { ApiError } from '../../../../shared/api/errors.js';
import { importRows } from '../../../../shared/commands/products/import.js';
import { IMPORT_CHUNK, importRowSchema, mapRow, type ImportField, type ImportRow } from '../../../../shared/schema/import.js';
import type { ParsedFile } from './parse-file.js';

/** One row of the file after the check: ready (what it will do) or refused (why). */
export interface CheckedRow {
  /** The row's number in the file. */
  row: number;
  sku: string;
  ok: boolean;
  action: 'create' | 'update' | null;
  error: { field: string; message: string } | null;
  /** The row as it will be sent, when the schemas took it. */
  input: ImportRow | null;
}

export type Mapping = Record<string, ImportField | null>;

/**
 * Checks every row before anything is written: first with the product schemas here (bad cells),
 * then the rest by the server's dry run in chunks (unknown products, taken skus, the caller's
 * vendors, every rule of a real create or update), nothing saved.
 */
export async function checkRows(api: ApiClient, file: ParsedFile, mapping: Mapping, onProgress: (done: number) => void, signal?: AbortSignal): Promise<CheckedRow[]> {
  const checked: CheckedRow[] = [];
  const pending: { row: number; input: ImportRow }[] = [];
  for (const { row, cells } of file.rows) {
    const raw = mapRow(cells, mapping);
    const parsed = importRowSchema.safeParse(raw);
    const sku = typeof raw.sku === 'string' ? raw.sku : '';
    if (parsed.success) pending.push({ row, input: parsed.data });
    else {
      const issue = parsed.error.issues[0]!;
      checked.push({ row, sku, ok: false, action: null, input: null, error: { field: issue.path.join('.') || 'row', message: issue.message } });
    }
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
      const byIndex = new Map<number, { field: string; message: string }>();
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
