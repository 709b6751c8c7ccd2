import { writeFileSync } from 'node:fs';
import type { AnyCommand } from '../../shared/commands/define.js';
import type { ApiError } from '../../shared/api/errors.js';
import type { Ctx } from '../context.js';
import { CliError, EXIT } from '../exit.js';
import { specOf } from '../manifest/load.js';
import type { ManifestCommand } from '../manifest/types.js';
import { csvLine } from '../output/csv.js';
import { render, type OutputOptions } from '../output/format.js';
import { clientFor } from '../session.js';
import { canAsk, confirm } from '../tty.js';
import type { Input } from '../run/input.js';
import { typedConfirmation } from '../run/entry.js';
import { bulkAnswers, previewsOnServer } from './bulk.js';
import { checkEnvelope, isPlanned, keyOf, planner, sayPlan, type Planned, type RowResult, type RowStatus, type Unit } from './plan.js';
import { pool } from './pool.js';
import { readBatchFile, streamable, type FileRow } from './read.js';
import { bulkFieldErrors, said, sayDone, sender } from './send.js';

export type { RowResult, RowStatus } from './plan.js';

export async function runBatch(ctx: Ctx, c: ManifestCommand, base: Input, opts: Record<string, unknown>, output: OutputOptions): Promise<void> {
  if (c.kind !== 'mutation') throw new CliError('--file runs mutations only', EXIT.usage);
  const concurrency = Number(opts.concurrency ?? 4);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) throw new CliError('--concurrency takes 1 to 64', EXIT.usage);
  // a bulk command over a CSV file (the mass price update) streams it: a million rows, never held whole
  if (streamable(c, opts)) {
    const { streamBatch } = await import('./stream.js');
    return streamBatch(ctx, c, base, opts, concurrency);
  }
  const file = await readBatchFile(String(opts.file), typeof opts.format === 'string' ? opts.format : undefined);
  const spec = await specOf(c);

  // every row is checked before anything is sent
  const results = new Map<number, RowResult>();
  const valid: Planned[] = [];
  const rows = planner(c, spec, file.columns, base);
  for (const f of file.rows) {
    const p = rows.plan(f);
    if (isPlanned(p)) valid.push(p);
    else results.set(f.row, p);
  }
  checkEnvelope(c, spec, base, valid[0]);
  const invalid = file.rows.length - valid.length;
  const what = `${c.verb.join(' ')} (${c.title.en})`;
  sayPlan(c, file.name, file.rows.length, valid.length, rows.money, [...results.values()]);

  const ordered = () => file.rows.map((f) => results.get(f.row) ?? { row: f.row, status: 'skipped' as const, message: 'not run' });
  const finish = async (code: number) => {
    if (typeof opts.report === 'string') writeReport(opts.report, file.columns, file.rows, ordered());
    if (opts.json !== undefined || opts.ndjson || opts.csv) process.stdout.write(await render({ items: ordered() }, output));
    if (code !== EXIT.ok) process.exitCode = code;
  };

  if (opts.dryRun && previewsOnServer(c) && valid.length) {
    await serverPreview(ctx, c, spec, base, valid, results, concurrency);
    const all = ordered();
    if (opts.json === undefined && !opts.ndjson && !opts.csv) {
      process.stdout.write(await render({ items: all.map((r) => ({ row: r.row, plan: planOf(r), message: r.message })) }, output));
    }
    const refused = all.filter((r) => r.status === 'failed').length;
    process.stderr.write(`dry run: ${all.filter((r) => r.status === 'ok' && r.message !== 'unchanged').length} would change, ` +
      `${all.filter((r) => r.message === 'unchanged').length} unchanged, ${refused} would fail, ${invalid} invalid; nothing was written\n`);
    return finish(invalid ? EXIT.usage : refused ? EXIT.partial : EXIT.ok);
  }
  if (opts.dryRun) {
    for (const p of valid) results.set(p.file.row, { row: p.file.row, status: 'ok', message: 'valid, not sent (dry run)' });
    if (opts.json === undefined && !opts.ndjson && !opts.csv) {
      process.stdout.write(await render({ items: ordered().map((r) => ({ row: r.row, plan: r.status === 'ok' ? 'run' : 'invalid', message: r.message })) }, output));
    }
    return finish(invalid ? EXIT.usage : EXIT.ok);
  }
  if (!valid.length) {
    await finish(EXIT.usage);
    throw new CliError('no valid row to run', EXIT.usage);
  }
  const word = await typedConfirmation(c, opts);
  if (!opts.yes) {
    if (!canAsk()) throw new CliError(`about to run ${what} for ${valid.length} rows: add --yes to run without a terminal`, EXIT.usage);
    if (!(await confirm(`Run ${what} for ${valid.length} rows?`))) throw new CliError('not run', EXIT.failed);
  }

  const size = c.bulk?.chunk ?? 1;
  const units: Unit[] = [];
  for (let i = 0; i < valid.length; i += size) {
    const rows = valid.slice(i, i + size);
    units.push({ rows, key: keyOf(file.hash, c, rows) });
  }
  const client = await clientFor(ctx.session);
  const run = sender(client, spec, c, base, word, valid.length);
  await pool(units, concurrency, async (unit) => {
    for (const r of await run.send(unit)) results.set(r.row, r);
  }, run.stop);
  run.end();
  const { stop } = run;

  const all = ordered();
  const count = (st: RowStatus) => all.filter((r) => r.status === st).length;
  sayDone({ ok: count('ok'), failed: count('failed'), invalid: count('invalid'), skipped: count('skipped') }, all.filter((x) => x.status === 'failed'));
  const code = stop.reason !== EXIT.ok ? stop.reason : count('ok') === all.length ? EXIT.ok : EXIT.partial;
  await finish(code);
}

/** Every row with its result, then the row's own columns: failed rows can be run again from it. */
function writeReport(path: string, columns: readonly string[], rows: readonly FileRow[], results: readonly RowResult[]): void {
  const byRow = new Map(results.map((r) => [r.row, r]));
  const own = columns.filter((c) => !c.startsWith('_'));
  let text = csvLine(['_row', '_status', '_http', '_code', '_message', '_id', ...own]);
  for (const f of rows) {
    const r = byRow.get(f.row);
    text += csvLine([f.row, r?.status, r?.http, r?.code, r?.message, r?.id, ...own.map((c) => f.values[c])]);
  }
  try {
    writeFileSync(path, text);
  } catch (e) {
    throw new CliError(`cannot write the report ${path}: ${(e as Error).message}`, EXIT.failed);
  }
}

const planOf = (r: RowResult) => (r.status === 'invalid' ? 'invalid' : r.status === 'failed' ? 'would fail' : r.message === 'unchanged' ? 'unchanged' : 'would change');

/**
 * `--dry-run` of a bulk command that previews (`dry_run: true`): the rows go to the server in their
 * chunks, which answers what each would change and which would fail, and writes nothing. No
 * Idempotency-Key: a preview is not the run, and must not be replayed as one.
 */
async function serverPreview(ctx: Ctx, c: ManifestCommand, spec: AnyCommand, base: Input, valid: readonly Planned[],
  results: Map<number, RowResult>, concurrency: number): Promise<void> {
  const bulk = c.bulk!;
  const chunks: Planned[][] = [];
  for (let i = 0; i < valid.length; i += bulk.chunk) chunks.push(valid.slice(i, i + bulk.chunk));
  const client = await clientFor(ctx.session);
  await pool(chunks, concurrency, async (rows) => {
    try {
      const result = await client.call(spec, { ...base, dry_run: true, [bulk.field]: rows.map((p) => p.input) });
      const answers = bulkAnswers(result, rows.length, bulk.money);
      rows.forEach((p, i) => {
        const a = answers?.[i];
        results.set(p.file.row, a && !a.ok
          ? { row: p.file.row, status: 'failed', http: 200, code: 'row_refused', message: a.message }
          : { row: p.file.row, status: 'ok', http: 200, message: a?.message ?? 'valid', ...(a?.id !== undefined ? { id: a.id } : {}) });
      });
    } catch (e) {
      const err = e as ApiError;
      const perRow = bulkFieldErrors(bulk.field, err.fields);
      rows.forEach((p, i) => results.set(p.file.row, {
        row: p.file.row, status: 'failed', http: typeof err.status === 'number' ? err.status : 0, code: err.code ?? 'error',
        message: perRow.get(i) ? `${err.message}: ${perRow.get(i)}` : said(e),
      }));
    }
  }, { stopped: false });
}
