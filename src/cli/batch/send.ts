import type { AnyCommand } from '../../shared/commands/define.js';
import type { ApiClient } from '../../shared/api/client.js';
import type { ApiError } from '../../shared/api/errors.js';
import { EXIT } from '../exit.js';
import type { ManifestCommand } from '../manifest/types.js';
import { recordsOf } from '../output/format.js';
import type { Input } from '../run/input.js';
import { fromApiError } from '../session.js';
import { bulkAnswers } from './bulk.js';
import { progress } from './progress.js';
import type { RowResult, Unit } from './plan.js';

/** What one call did to its rows, and whether every further call would be refused the same way (401, 403). */
export interface Sent { results: RowResult[]; failed: number; stop?: number }

/**
 * Sends one unit (a row, or a bulk command's chunk) and answers each of its rows' result.
 * `describe: false`: a row done carries no message (what changed), which only a report shows.
 */
export async function sendUnit(client: ApiClient, spec: AnyCommand, c: ManifestCommand, base: Input, unit: Unit, word: string | undefined,
  describe = true): Promise<Sent> {
  // only the rows' numbers are kept across the call: their inputs may go while it is in flight (a
  // streamed run has thousands of rows in flight, and what outlives a request ends in the garbage
  // collector's old generation, which then grows with the file)
  const rows = unit.rows.map((p) => p.file.row);
  const input = c.bulk ? { ...base, [c.bulk.field]: unit.rows.map((p) => p.input) } : unit.rows[0]!.input;
  try {
    const result = await client.call(spec, input, { idempotencyKey: unit.key, ...(word ? { confirm: word } : {}) });
    const answers = c.bulk ? bulkAnswers(result, rows.length, c.bulk.money, describe) : null;
    const ids = recordsOf(result).rows;
    let failed = 0;
    const results = rows.map((row, i): RowResult => {
      const a = answers?.[i];
      if (a && !a.ok) {
        failed += 1;
        return { row, status: 'failed', http: 200, code: 'row_refused', message: a.message };
      }
      return { row, status: 'ok', http: 200, id: a ? a.id : (ids[c.bulk ? i : 0] ?? {}).id, ...(a && describe ? { message: a.message } : {}) };
    });
    return { results, failed };
  } catch (e) {
    const err = e as ApiError;
    const status = typeof err.status === 'number' ? err.status : 0;
    const perRow = c.bulk ? bulkFieldErrors(c.bulk.field, err.fields) : new Map<number, string>();
    const results = rows.map((row, i): RowResult => {
      const fields = c.bulk ? perRow.get(i) : fieldsText(err.fields);
      return { row, status: 'failed', http: status, code: err.code ?? 'error', message: fields ? `${err.message}: ${fields}` : said(e) };
    });
    const stop = status === 401 ? EXIT.unauthorized : status === 403 ? EXIT.forbidden : undefined;
    return { results, failed: rows.length, ...(stop ? { stop } : {}) };
  }
}

/** A row's failure in words: the server's own message, or what to do when it was not reached or failed. */
export const said = (e: unknown) => {
  const status = (e as Partial<ApiError>).status;
  return typeof status === 'number' && status > 0 && status < 500 ? (e as ApiError).message : fromApiError(e).message;
};

const fieldsText = (fields?: Record<string, string>) => (fields ? Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('; ') : '');

/** `items.3.price: …` → row 3 of the chunk. */
export function bulkFieldErrors(field: string, fields?: Record<string, string>): Map<number, string> {
  const out = new Map<number, string>();
  for (const [k, v] of Object.entries(fields ?? {})) {
    const m = new RegExp(`^${field}\\.(\\d+)\\.?(.*)$`).exec(k);
    if (m) out.set(Number(m[1]), `${m[2] || 'row'}: ${v}`);
  }
  return out;
}

/**
 * The sending side of a batch run: each unit sent, counted on the progress line, and the run told to
 * stop on Ctrl-C or when the server refuses everyone (401, 403); `end` closes the line.
 */
export function sender(client: ApiClient, spec: AnyCommand, c: ManifestCommand, base: Input, word: string | undefined, total: number, describe = true) {
  const stop = { stopped: false, reason: EXIT.ok as number };
  const interrupt = onInterrupt(stop);
  // BO_PROGRESS_MS: how often a line is written when not on a terminal (default every 5 s)
  const every = Number(process.env.BO_PROGRESS_MS) || undefined;
  const bar = progress(total, { tty: Boolean(process.stderr.isTTY), ...(every ? { intervalMs: every } : {}) });
  let done = 0;
  let failed = 0;
  return {
    stop,
    async send(unit: Unit): Promise<RowResult[]> {
      const count = unit.rows.length;
      const sent = await sendUnit(client, spec, c, base, unit, word, describe);
      failed += sent.failed;
      if (sent.stop) {
        stop.stopped = true;
        stop.reason = sent.stop;
      }
      done += count;
      bar.update(done, failed);
      return sent.results;
    },
    end() {
      bar.end();
      interrupt.off();
    },
  };
}

/** Ctrl-C once stops after the rows in flight, twice quits now; `off` puts the default back. */
function onInterrupt(stop: { stopped: boolean; reason: number }): { off(): void } {
  const onSigint = () => {
    if (stop.stopped) process.exit(EXIT.interrupted);
    stop.stopped = true;
    stop.reason = EXIT.interrupted;
    process.stderr.write('\nstopping after the rows in flight (Ctrl-C again to quit now)\n');
  };
  process.on('SIGINT', onSigint);
  return { off: () => process.off('SIGINT', onSigint) };
}

/** The closing lines: counts, then the first failed rows. */
export function sayDone(counts: Record<'ok' | 'failed' | 'invalid' | 'skipped', number>, firstFailed: readonly RowResult[]): void {
  process.stderr.write(`${counts.ok} ok, ${counts.failed} failed, ${counts.invalid} invalid${counts.skipped ? `, ${counts.skipped} not run` : ''}\n`);
  for (const r of firstFailed.slice(0, 20)) process.stderr.write(`  row ${r.row}: ${r.http ? `HTTP ${r.http} ` : ''}${r.message}\n`);
}
