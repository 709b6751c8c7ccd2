import { confirmWords, isConfirmWord } from '../../shared/commands/confirm-words.js';
import type { AnyCommand } from '../../shared/commands/define.js';
import type { Ctx } from '../context.js';
import { CliError, EXIT } from '../exit.js';
import { specOf } from '../manifest/load.js';
import type { FlagSpec, ManifestCommand } from '../manifest/types.js';
import { recordsOf, render, type OutputOptions } from '../output/format.js';
import { allowed, clientFor, fromApiError } from '../session.js';
import { ask, canAsk, colorOn, confirm } from '../tty.js';
import { t } from '../i18n.js';
import { flagAt, issueLine } from './issues.js';
import { refreshUser } from './me.js';
import { coerce, flagOfField, setPath, type Input } from './input.js';
import { moneyToMongo } from './money.js';
import type { FileOutput } from '../../shared/schema/file.js';

/**
 * A file answer (a PDF): to `--out`, or down a pipe (`> sheet.pdf`); never onto a terminal, where
 * its bytes would only scramble the screen.
 */
async function writeFile(file: FileOutput, out: unknown): Promise<void> {
  if (typeof out === 'string' && out !== '-') {
    const { writeFile: write } = await import('node:fs/promises');
    await write(out, file.bytes);
    process.stderr.write(`${t('file.written', { path: out, size: file.bytes.length.toLocaleString('en-US') })}\n`);
    return;
  }
  if (process.stdout.isTTY && out !== '-') throw new CliError(t('file.not_on_terminal', { name: file.name }), EXIT.usage);
  await new Promise<void>((resolve, reject) => process.stdout.write(file.bytes, (e) => (e ? reject(e) : resolve())));
}

export interface EntryArgs {
  positionals: readonly (readonly [FlagSpec, string | undefined])[];
  /** commander's attribute name → the flag it stands for. */
  attributes: ReadonlyMap<string, FlagSpec>;
  opts: Record<string, unknown>;
}

/** A dangerous command, or one that messages the customer: asked on a terminal, `--yes` in scripts. */
export const asksFirst = (c: ManifestCommand) => c.danger || Boolean(c.notifies?.length);

/** ` (the customer is sent an SMS and an email)`, or nothing. */
export function sends(c: ManifestCommand): string {
  if (!c.notifies?.length) return '';
  const what = c.notifies.map((n) => t(`notifies.${n}`)).join(t('notifies.and'));
  return ` (${t('notifies.sends', { what })})`;
}

const commaList = (v: unknown) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined);

/** The output format and, for the human ones, the columns and money fields of the command `c`. */
export function outputOptions(opts: Record<string, unknown>, c?: ManifestCommand): OutputOptions {
  const json = opts.json;
  const format = json !== undefined ? 'json' : opts.ndjson ? 'ndjson' : opts.csv ? 'csv' : process.stdout.isTTY ? 'table' : 'tsv';
  const fields = commaList(json);
  const chosen = commaList(opts.columns);
  const columns = chosen?.length ? chosen : c?.columns ? [...c.columns] : undefined;
  return {
    format, ...(fields ? { fields } : {}), width: process.stdout.columns || 120, color: colorOn(),
    ...(columns ? { columns, columnsChosen: Boolean(chosen?.length) } : {}),
    ...(c?.outputMoney ? { money: c.outputMoney } : {}),
  };
}

/** The input the flags and positionals give (for a batch: what every row starts from). */
export function inputFromArgs(args: EntryArgs, c?: ManifestCommand): Input {
  const input: Input = {};
  for (const [flag, value] of args.positionals) if (value !== undefined) setPath(input, flag.path, coerce(flag, value));
  for (const [attr, flag] of args.attributes) {
    const value = args.opts[attr];
    if (value === undefined) continue;
    setPath(input, flag.path, coerce(flag, Array.isArray(value) ? value.join(',') : value));
  }
  if (c) moneyToMongo(c, input);
  return input;
}

/**
 * Refused locally, without a call, when the remembered roles do not allow the command. The picture
 * may be old (roles granted since): it is refreshed once before refusing.
 */
export async function ensureAllowed(ctx: Ctx, c: ManifestCommand): Promise<void> {
  if (c.public) return;
  if (!ctx.session.token) throw new CliError(t('errors.not_signed_in'), EXIT.unauthorized);
  if (allowed(c, ctx.viewer)) return;
  await refreshUser(ctx);
  if (allowed(c, ctx.viewer)) return;
  const needs = c.roles === true ? '' : t('errors.roles_needed', { roles: c.roles.join(', ') });
  throw new CliError(t('errors.roles_refuse', { verb: c.verb.join(' ') }) + needs, EXIT.forbidden);
}

export function validationError(spec: AnyCommand, c: ManifestCommand, input: Input): CliError | null {
  const parsed = spec.input.safeParse(input);
  if (parsed.success) return null;
  const lines = parsed.error.issues.map((i) => {
    const field = i.path.join('.') || 'input';
    return `  ${issueLine(flagOfField(c.flags, field), i.message, flagAt(c.flags, field))}`;
  });
  return new CliError(`${t('errors.invalid', { verb: c.verb.join(' ') })}\n${[...new Set(lines)].join('\n')}`, EXIT.usage);
}

/** The typed word of a `confirm` command: `--confirm`, else asked on a terminal. */
export async function typedConfirmation(c: ManifestCommand, opts: Record<string, unknown>): Promise<string | undefined> {
  if (!c.confirm) return undefined;
  let word = typeof opts.confirm === 'string' ? opts.confirm : undefined;
  if (word === undefined) {
    if (!canAsk()) throw new CliError(t('errors.confirm_needed', { verb: c.verb.join(' '), word: c.confirm }), EXIT.usage);
    word = (await ask(t('errors.confirm_ask', { word: confirmWords(c.confirm).join(' / ') }))).trim();
  }
  if (!isConfirmWord(word, c.confirm)) throw new CliError(t('errors.confirm_mismatch', { typed: word, word: confirmWords(c.confirm).join(' / ') }), EXIT.usage);
  // the server takes the catalogue's own word, whichever language it was typed in
  return c.confirm;
}

export async function runEntry(ctx: Ctx, c: ManifestCommand, args: EntryArgs): Promise<void> {
  const output = outputOptions(args.opts, c);
  const base = inputFromArgs(args, c);
  await ensureAllowed(ctx, c);
  if (args.opts.file !== undefined) {
    const { runBatch } = await import('../batch/run.js');
    return runBatch(ctx, c, base, args.opts, output);
  }
  // without --file, --dry-run is the command's own preview (`dry_run`), never silently a real run
  if (args.opts.dryRun) {
    if (!c.flags.some((f) => f.path.length === 1 && f.path[0] === 'dry_run')) throw new CliError(t('errors.dry_run_needs_file', { verb: c.verb.join(' ') }), EXIT.usage);
    base.dry_run = true;
  }
  const spec = await specOf(c);
  const invalid = validationError(spec, c, base);
  if (invalid) throw invalid;
  const word = await typedConfirmation(c, args.opts);
  // a preview writes nothing and tells no customer: it never asks
  if (asksFirst(c) && !args.opts.yes && base.dry_run !== true) {
    if (!canAsk()) throw new CliError(t('errors.needs_yes', { verb: c.verb.join(' ') }) + sends(c), EXIT.usage);
    if (!(await confirm(`${t('errors.confirm_run', { title: c.title[ctx.locale] })}${sends(c)}`))) throw new CliError(t('errors.not_run'), EXIT.failed);
  }
  const client = await clientFor(ctx.session, { auth: !c.public });
  let result: unknown;
  try {
    result = await client.call(spec, base, word ? { confirm: word } : {});
  } catch (e) {
    throw fromApiError(e, c);
  }
  if (c.file) return writeFile(result as FileOutput, args.opts.out);
  process.stdout.write(await render(result, output));
  if (output.format === 'table' || output.format === 'tsv') {
    const line = pagingLine(result);
    if (line) process.stderr.write(`${line}\n`);
  }
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Under a list or search on a terminal or in a pipe (stderr, beside the data): how much of it is
 * shown and how to get the rest. A capped count (`total_capped`) is "more than 1,000", never "1000 in all".
 */
export function pagingLine(result: unknown): string | undefined {
  const { rows } = recordsOf(result);
  const page = (result ?? {}) as { page?: unknown; per_page?: unknown; total?: unknown; total_capped?: unknown; has_more?: unknown };
  if (typeof page.total !== 'number' || typeof page.per_page !== 'number' || typeof page.page !== 'number') {
    return rows.length ? undefined : t('paging.nothing');
  }
  if (!page.total && !rows.length) return t('paging.nothing');
  const capped = page.total_capped === true;
  const from = (page.page - 1) * page.per_page;
  const shown = page.page > 1 && rows.length ? `${count(from + 1)}–${count(from + rows.length)}` : count(rows.length);
  // the server says whether rows remain (has_more); an older answer is judged by its count
  const more = typeof page.has_more === 'boolean' ? page.has_more : capped ? rows.length === page.per_page : from + rows.length < page.total;
  return t(capped ? 'paging.showing_capped' : 'paging.showing', { shown, total: count(page.total) }) +
    (more ? t('paging.more', { next: page.page + 1 }) : '');
}
