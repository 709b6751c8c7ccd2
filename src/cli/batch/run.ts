import { writeFileSync } from 'node:fs';
import type { z } from 'zod';
import type { AnyCommand } from '../../shared/commands/define.js';
import type { ApiError } from '../../shared/api/errors.js';
import type { Ctx } from '../context.js';
import { CliError, EXIT } from '../exit.js';
import { elementOf } from '../manifest/derive.js';
import { specOf } from '../manifest/load.js';
import type { ManifestCommand } from '../manifest/types.js';
import { csvLine } from '../output/csv.js';
import { recordsOf, render, type OutputOptions } from '../output/format.js';
import { clientFor, fromApiError } from '../session.js';
import { canAsk, confirm } from '../tty.js';
import { flagOfField, mapColumns, rowInput, type Input } from '../run/input.js';
import { typedConfirmation } from '../run/entry.js';
import { bulkAnswers, previewsOnServer } from './bulk.js';
import { moneyColumns, readMoney } from './money.js';
import { pool } from './pool.js';
import { progress } from './progress.js';
import { readBatchFile, type FileRow } from './read.js';

export type RowStatus = 'ok' | 'invalid' | 'failed' | 'skipped';
export interface RowResult {
  row: number;
  status: RowStatus;
  http?: number;
  code?: string;
  message?: string;
  id?: unknown;
}

/** A row ready to send: an input object, or a plain value for a bulk field of values (`ids`). */
interface Planned { file: FileRow; input: unknown }

/** One call: a row, or a chunk of rows for a bulk command. */
interface Unit { rows: Planned[]; key: string }

function issuesText(c: ManifestCommand, error: z.ZodError, prefix: readonly string[] = []): string {
  const flags = c.bulk?.flags ?? c.flags;
  return [...new Set(error.issues.map((i) => `${flagOfField(flags, [...prefix, ...i.path].join('.') || 'input')}: ${i.message}`))].join('; ');
}

const keyOf = (hash: string, c: ManifestCommand, rows: readonly Planned[]) =>
  `bo-${hash.slice(0, 32)}-${c.id}-r${rows[0]!.file.row}${rows.length > 1 ? `-${rows[rows.length - 1]!.file.row}` : ''}`;

export async function runBatch(ctx: Ctx, c: ManifestCommand, base: Input, opts: Record<string, unknown>, output: OutputOptions): Promise<void> {
  if (c.kind !== 'mutation') throw new CliError('--file runs mutations only', EXIT.usage);
  const concurrency = Number(opts.concurrency ?? 4);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) throw new CliError('--concurrency takes 1 to 64', EXIT.usage);
  const file = await readBatchFile(String(opts.file), typeof opts.format === 'string' ? opts.format : undefined);
  const rowFlags = c.bulk?.flags ?? c.flags;
  const mapping = mapColumns(file.columns, rowFlags, c.bulk ? [] : c.objectFields);
  const spec = await specOf(c);

  // every row is checked before anything is sent
  const results = new Map<number, RowResult>();
  const valid: Planned[] = [];
  const rowSchema = rowSchemaOf(spec, c);
  // a file's money columns are ₮ (`12,500.50`), sent as möngö: the same file means the same prices on the screens
  // (a command run once per row: its top-level `money` fields, read the same way)
  const money = moneyColumns(mapping, c.bulk ? c.bulk.money : c.money?.filter((m) => m.path.length === 1 && !m.unless).map((m) => m.path[0]!));
  for (const f of file.rows) {
    if (f.error) { results.set(f.row, { row: f.row, status: 'invalid', code: 'unreadable', message: f.error }); continue; }
    const cells = readMoney(f, money);
    if (cells.error) { results.set(f.row, { row: f.row, status: 'invalid', code: 'validation_failed', message: cells.error }); continue; }
    const fields = rowInput(cells.values, mapping, c.bulk ? {} : base);
    const input = c.bulk?.scalar ? fields[c.bulk.flags[0]!.path[0]!] : fields;
    const parsed = rowSchema.safeParse(input);
    if (parsed.success) valid.push({ file: f, input });
    else results.set(f.row, { row: f.row, status: 'invalid', code: 'validation_failed', message: issuesText(c, parsed.error) });
  }
  if (c.bulk) {
    const envelope = spec.input.safeParse({ ...base, [c.bulk.field]: valid.slice(0, 1).map((p) => p.input) });
    if (!envelope.success && valid.length) throw new CliError(`Invalid flags for ${c.verb.join(' ')}: ${issuesText(c, envelope.error)}`, EXIT.usage);
  }
  const invalid = file.rows.length - valid.length;
  const what = `${c.verb.join(' ')} (${c.title.en})`;
  const plan = `${what}: ${file.rows.length} rows in ${file.name}, ${valid.length} valid, ${invalid} invalid` +
    (c.bulk ? `; sent in calls of ${c.bulk.chunk} rows` : '') +
    (money.length ? `; ${money.map((m) => m.column).join(', ')} read in ₮` : '');
  process.stderr.write(`${plan}\n`);
  for (const r of [...results.values()].slice(0, 20)) process.stderr.write(`  row ${r.row}: ${r.message}\n`);
  if (invalid > 20) process.stderr.write(`  … ${invalid - 20} more (--report lists every one)\n`);

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
  const stop = { stopped: false, reason: EXIT.ok as number };
  const onSigint = () => {
    if (stop.stopped) process.exit(EXIT.interrupted);
    stop.stopped = true;
    stop.reason = EXIT.interrupted;
    process.stderr.write('\nstopping after the rows in flight (Ctrl-C again to quit now)\n');
  };
  process.on('SIGINT', onSigint);
  // BO_PROGRESS_MS: how often a line is written when not on a terminal (default every 5 s)
  const every = Number(process.env.BO_PROGRESS_MS) || undefined;
  const bar = progress(valid.length, { tty: Boolean(process.stderr.isTTY), ...(every ? { intervalMs: every } : {}) });
  let done = 0;
  let failed = 0;
  await pool(units, concurrency, async (unit) => {
    const input = c.bulk ? { ...base, [c.bulk.field]: unit.rows.map((p) => p.input) } : unit.rows[0]!.input;
    try {
      const result = await client.call(spec, input, { idempotencyKey: unit.key, ...(word ? { confirm: word } : {}) });
      const answers = c.bulk ? bulkAnswers(result, unit.rows.length, c.bulk.money) : null;
      const ids = recordsOf(result).rows;
      unit.rows.forEach((p, i) => {
        const a = answers?.[i];
        if (a && !a.ok) {
          failed += 1;
          results.set(p.file.row, { row: p.file.row, status: 'failed', http: 200, code: 'row_refused', message: a.message });
        } else results.set(p.file.row, { row: p.file.row, status: 'ok', http: 200, id: a ? a.id : (ids[c.bulk ? i : 0] ?? {}).id, ...(a ? { message: a.message } : {}) });
      });
    } catch (e) {
      const err = e as ApiError;
      const status = typeof err.status === 'number' ? err.status : 0;
      const perRow = c.bulk ? bulkFieldErrors(c.bulk.field, err.fields) : new Map<number, string>();
      unit.rows.forEach((p, i) => {
        const fields = c.bulk ? perRow.get(i) : fieldsText(err.fields);
        results.set(p.file.row, { row: p.file.row, status: 'failed', http: status, code: err.code ?? 'error', message: fields ? `${err.message}: ${fields}` : said(e) });
      });
      failed += unit.rows.length;
      // every further row would be refused the same way: stop, report what ran
      if (status === 401 || status === 403) {
        stop.stopped = true;
        stop.reason = status === 401 ? EXIT.unauthorized : EXIT.forbidden;
      }
    }
    done += unit.rows.length;
    bar.update(done, failed);
  }, stop);
  bar.end();
  process.off('SIGINT', onSigint);

  const all = ordered();
  const count = (s: RowStatus) => all.filter((r) => r.status === s).length;
  process.stderr.write(`${count('ok')} ok, ${count('failed')} failed, ${count('invalid')} invalid${count('skipped') ? `, ${count('skipped')} not run` : ''}\n`);
  for (const r of all.filter((x) => x.status === 'failed').slice(0, 20)) process.stderr.write(`  row ${r.row}: ${r.http ? `HTTP ${r.http} ` : ''}${r.message}\n`);
  const code = stop.reason !== EXIT.ok ? stop.reason : count('ok') === all.length ? EXIT.ok : EXIT.partial;
  await finish(code);
}

function rowSchemaOf(spec: AnyCommand, c: ManifestCommand): z.ZodType {
  if (!c.bulk) return spec.input;
  const field = (spec.input as unknown as { shape?: Record<string, z.ZodType> }).shape?.[c.bulk.field];
  const element = field && elementOf(field);
  if (!element) throw new CliError(`${c.id}: bulk field ${c.bulk.field} is not an array`, EXIT.failed);
  return element;
}

/** A row's failure in words: the server's own message, or what to do when it was not reached or failed. */
const said = (e: unknown) => {
  const status = (e as Partial<ApiError>).status;
  return typeof status === 'number' && status > 0 && status < 500 ? (e as ApiError).message : fromApiError(e).message;
};

const fieldsText = (fields?: Record<string, string>) => (fields ? Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('; ') : '');

/** `items.3.price: …` → row 3 of the chunk. */
function bulkFieldErrors(field: string, fields?: Record<string, string>): Map<number, string> {
  const out = new Map<number, string>();
  for (const [k, v] of Object.entries(fields ?? {})) {
    const m = new RegExp(`^${field}\\.(\\d+)\\.?(.*)$`).exec(k);
    if (m) out.set(Number(m[1]), `${m[2] || 'row'}: ${v}`);
  }
  return out;
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
