import { createHash } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import type { Ctx } from '../context.js';
import { CliError, EXIT } from '../exit.js';
import { specOf } from '../manifest/load.js';
import type { ManifestCommand } from '../manifest/types.js';
import { csvLine } from '../output/csv.js';
import type { Input } from '../run/input.js';
import { typedConfirmation } from '../run/entry.js';
import { clientFor } from '../session.js';
import { canAsk, confirm } from '../tty.js';
import { checkEnvelope, isPlanned, keyOf, planner, sayPlan, type Planned, type RowResult, type Unit } from './plan.js';
import { pool } from './pool.js';
import { csvColumns, csvRow, csvTable, type FileRow } from './read.js';
import { sayDone, sender } from './send.js';

/**
 * `--file prices.csv` of a bulk command, a million rows in the memory of a few chunks: the file is
 * read twice, never held. The first pass checks every row (nothing is sent while a flag or every
 * row is wrong, and the plan says how many rows are valid before it asks); the second sends the
 * valid rows in the command's chunks, `--concurrency` calls in flight, and writes the report's
 * lines in file order as the chunks come back. Results, messages and exit codes are those of the
 * in-memory run (run.ts).
 */
export async function streamBatch(ctx: Ctx, c: ManifestCommand, base: Input, opts: Record<string, unknown>, concurrency: number): Promise<void> {
  const path = String(opts.file);
  // V8 lets its old generation grow to about four times what is live before it collects it; over
  // a long run what outlives the calls in flight (fetch holds each answer a while) fills it, so the
  // memory grew with the file though nothing is kept. Let it grow by half instead: a few more
  // full collections (about 20 ms each) over a million rows, and the memory stays flat.
  setFlagsFromString('--heap-growing-percent=50');
  const spec = await specOf(c);

  // pass 1: the header, every row checked, the hash that names the calls
  const hash = createHash('sha256');
  const { header, batches } = await csvTable(path, hash);
  if (!header) throw new CliError('the file is empty', EXIT.usage);
  const columns = csvColumns(header);
  const rows = planner(c, spec, columns, base);
  const invalid = new Map<number, RowResult>();
  let total = 0;
  let sample: Planned | undefined;
  for await (const batch of batches) {
    for (const cells of batch) {
      const p = rows.plan(csvRow(columns, cells, ++total));
      if (!isPlanned(p)) invalid.set(p.row, p);
      else sample ??= p;
    }
  }
  const digest = hash.digest('hex');
  checkEnvelope(c, spec, base, sample);
  const valid = total - invalid.size;
  sayPlan(c, path, total, valid, rows.money, [...invalid.values()]);

  const reportTo = typeof opts.report === 'string' ? opts.report : undefined;
  if (!valid) {
    if (reportTo) {
      const report = openReport(reportTo, columns);
      let row = 0;
      for await (const batch of (await csvTable(path)).batches) {
        for (const cells of batch) {
          const f = csvRow(columns, cells, ++row);
          report.rows([{ ...f, r: invalid.get(f.row) ?? { row: f.row, status: 'skipped', message: 'not run' } }]);
        }
      }
      report.close();
    }
    process.exitCode = EXIT.usage;
    throw new CliError('no valid row to run', EXIT.usage);
  }
  const what = `${c.verb.join(' ')} (${c.title.en})`;
  const word = await typedConfirmation(c, opts);
  if (!opts.yes) {
    if (!canAsk()) throw new CliError(`about to run ${what} for ${valid} rows: add --yes to run without a terminal`, EXIT.usage);
    if (!(await confirm(`Run ${what} for ${valid} rows?`))) throw new CliError('not run', EXIT.failed);
  }
  const report = reportTo ? openReport(reportTo, columns) : undefined;

  // pass 2: the rows again, in file order; each waits in `pending` until its result is known
  const pending: Slot[] = [];
  const counts = { ok: 0, failed: 0, invalid: 0, skipped: 0 };
  const firstFailed: RowResult[] = [];
  const flush = () => {
    let n = 0;
    while (n < pending.length && pending[n]!.r) n++;
    if (!n) return;
    const done = pending.splice(0, n) as Done[];
    for (const { r } of done) {
      counts[r.status === 'ok' ? 'ok' : r.status === 'failed' ? 'failed' : r.status === 'invalid' ? 'invalid' : 'skipped'] += 1;
      if (r.status === 'failed' && firstFailed.length < 20) firstFailed.push(r);
    }
    report?.rows(done);
  };
  const size = c.bulk!.chunk;
  async function* units(): AsyncGenerator<{ unit: Unit; slots: Slot[] }> {
    let row = 0;
    let chunk: Planned[] = [];
    let slots: Slot[] = [];
    for await (const batch of (await csvTable(path)).batches) {
      for (const cells of batch) {
        const read = csvRow(columns, cells, ++row);
        // a row waits for its chunk's answer as one small object, its cells only when the report
        // needs them: what outlives a request ends in the old generation, which grows with the file
        const bad = invalid.get(row);
        const slot: Slot = { row, values: report ? read.values : NO_CELLS, r: bad };
        pending.push(slot);
        if (bad) continue;
        const p = rows.plan(read, false);
        // checked in pass 1: a row that fails now was changed since; it fails as read now
        if (!isPlanned(p)) {
          slot.r = p;
          continue;
        }
        p.file = slot;
        chunk.push(p);
        slots.push(slot);
        if (chunk.length === size) {
          yield { unit: { rows: chunk, key: keyOf(digest, c, chunk) }, slots };
          chunk = [];
          slots = [];
        }
      }
    }
    if (chunk.length) yield { unit: { rows: chunk, key: keyOf(digest, c, chunk) }, slots };
  }

  const client = await clientFor(ctx.session);
  // the rows done are put in words only for the report: the closing lines name the failed ones
  const run = sender(client, spec, c, base, word, valid, Boolean(report));
  const source = units();
  await pool(source, concurrency, async ({ unit, slots }) => {
    // without a report a row done is only counted: one result stands for all of them
    (await run.send(unit)).forEach((r, i) => (slots[i]!.r = report || r.status !== 'ok' ? r : DONE));
    flush();
  }, run.stop);
  run.end();
  const { stop } = run;
  // stopped (Ctrl-C, 401, 403): the rows never sent are listed as not run
  for await (const { slots } of source) for (const s of slots) s.r = { row: s.row, status: 'skipped', message: 'not run' };
  for (const s of pending) s.r ??= { row: s.row, status: 'skipped', message: 'not run' };
  flush();
  report?.close();

  sayDone(counts, firstFailed);
  const code = stop.reason !== EXIT.ok ? stop.reason : counts.ok === total ? EXIT.ok : EXIT.partial;
  if (code !== EXIT.ok) process.exitCode = code;
}

/** A row of pass 2 waiting for its result; `values`, its cells, only when the report needs them. */
type Slot = FileRow & { r?: RowResult };
type Done = FileRow & { r: RowResult };

const NO_CELLS: Readonly<Record<string, unknown>> = Object.freeze({});
/** The result of every row done in a run without a report: only counted, never shown. */
const DONE: RowResult = Object.freeze({ row: 0, status: 'ok' });

/**
 * The report (`--report out.csv`) written as the rows are done: each row with its result, then its
 * own columns, as run.ts writes it whole.
 */
function openReport(path: string, columns: readonly string[]) {
  let fd: number;
  try {
    fd = openSync(path, 'w');
  } catch (e) {
    throw new CliError(`cannot write the report ${path}: ${(e as Error).message}`, EXIT.failed);
  }
  const own = columns.filter((c) => !c.startsWith('_'));
  writeSync(fd, csvLine(['_row', '_status', '_http', '_code', '_message', '_id', ...own]));
  return {
    rows(done: readonly Done[]) {
      let text = '';
      for (const { row, values, r } of done) text += csvLine([row, r.status, r.http, r.code, r.message, r.id, ...own.map((c) => values[c])]);
      writeSync(fd, text);
    },
    close: () => closeSync(fd),
  };
}
