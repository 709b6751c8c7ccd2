import type { AnyCommand } from '../../shared/commands/define.js';
import type { Ctx } from '../context.js';
import { CliError, EXIT } from '../exit.js';
import { specOf } from '../manifest/load.js';
import type { FlagSpec, ManifestCommand } from '../manifest/types.js';
import { recordsOf, render, type OutputOptions } from '../output/format.js';
import { allowed, clientFor, fromApiError } from '../session.js';
import { ask, canAsk, colorOn, confirm } from '../tty.js';
import { refreshUser } from './me.js';
import { coerce, flagOfField, setPath, type Input } from './input.js';

export interface EntryArgs {
  positionals: readonly (readonly [FlagSpec, string | undefined])[];
  /** commander's attribute name → the flag it stands for. */
  attributes: ReadonlyMap<string, FlagSpec>;
  opts: Record<string, unknown>;
}

export function outputOptions(opts: Record<string, unknown>): OutputOptions {
  const json = opts.json;
  const format = json !== undefined ? 'json' : opts.ndjson ? 'ndjson' : opts.csv ? 'csv' : process.stdout.isTTY ? 'table' : 'tsv';
  const fields = typeof json === 'string' ? json.split(',').map((s) => s.trim()).filter(Boolean) : undefined;
  return { format, ...(fields ? { fields } : {}), width: process.stdout.columns || 120, color: colorOn() };
}

/** The input the flags and positionals give (for a batch: what every row starts from). */
export function inputFromArgs(args: EntryArgs): Input {
  const input: Input = {};
  for (const [flag, value] of args.positionals) if (value !== undefined) setPath(input, flag.path, coerce(flag, value));
  for (const [attr, flag] of args.attributes) {
    const value = args.opts[attr];
    if (value === undefined) continue;
    setPath(input, flag.path, coerce(flag, Array.isArray(value) ? value.join(',') : value));
  }
  return input;
}

/**
 * Refused locally, without a call, when the remembered roles do not allow the command. The picture
 * may be old (roles granted since): it is refreshed once before refusing.
 */
export async function ensureAllowed(ctx: Ctx, c: ManifestCommand): Promise<void> {
  if (c.public) return;
  if (!ctx.session.token) throw new CliError('Not signed in: run bo login (or set BO_TOKEN)', EXIT.unauthorized);
  if (allowed(c, ctx.viewer)) return;
  await refreshUser(ctx);
  if (allowed(c, ctx.viewer)) return;
  const needs = c.roles === true ? '' : ` (it needs one of: ${c.roles.join(', ')})`;
  throw new CliError(`Your roles do not allow ${c.verb.join(' ')}${needs}`, EXIT.forbidden);
}

export function validationError(spec: AnyCommand, c: ManifestCommand, input: Input): CliError | null {
  const parsed = spec.input.safeParse(input);
  if (parsed.success) return null;
  const lines = parsed.error.issues.map((i) => `  ${flagOfField(c.flags, i.path.join('.') || 'input')}: ${i.message}`);
  return new CliError(`Invalid input for ${c.verb.join(' ')}:\n${[...new Set(lines)].join('\n')}`, EXIT.usage);
}

/** The typed word of a `confirm` command: `--confirm`, else asked on a terminal. */
export async function typedConfirmation(c: ManifestCommand, opts: Record<string, unknown>): Promise<string | undefined> {
  if (!c.confirm) return undefined;
  let word = typeof opts.confirm === 'string' ? opts.confirm : undefined;
  if (word === undefined) {
    if (!canAsk()) throw new CliError(`${c.verb.join(' ')} must be confirmed: add --confirm ${c.confirm}`, EXIT.usage);
    word = (await ask(`Type "${c.confirm}" to confirm: `)).trim();
  }
  if (word !== c.confirm) throw new CliError(`confirmation "${word}" does not match "${c.confirm}"`, EXIT.usage);
  return word;
}

export async function runEntry(ctx: Ctx, c: ManifestCommand, args: EntryArgs): Promise<void> {
  const output = outputOptions(args.opts);
  const base = inputFromArgs(args);
  await ensureAllowed(ctx, c);
  if (args.opts.file !== undefined) {
    const { runBatch } = await import('../batch/run.js');
    return runBatch(ctx, c, base, args.opts, output);
  }
  const spec = await specOf(c);
  const invalid = validationError(spec, c, base);
  if (invalid) throw invalid;
  const word = await typedConfirmation(c, args.opts);
  if (c.danger && !args.opts.yes) {
    if (!canAsk()) throw new CliError(`${c.verb.join(' ')} is destructive: add --yes to run it without a terminal`, EXIT.usage);
    if (!(await confirm(`${c.title.en}: run it?`))) throw new CliError('not run', EXIT.failed);
  }
  const client = await clientFor(ctx.session, { auth: !c.public });
  let result: unknown;
  try {
    result = await client.call(spec, base, word ? { confirm: word } : {});
  } catch (e) {
    throw fromApiError(e);
  }
  process.stdout.write(await render(result, output));
  const page = result as { page?: unknown; per_page?: unknown; total?: unknown };
  if (output.format === 'table' && typeof page.total === 'number' && typeof page.per_page === 'number' && typeof page.page === 'number') {
    const pages = Math.max(1, Math.ceil(page.total / page.per_page));
    process.stderr.write(`page ${page.page} of ${pages}, ${page.total} in all${page.page < pages ? ` (--page ${page.page + 1} for more)` : ''}\n`);
  } else if (output.format === 'table' && !recordsOf(result).rows.length) process.stderr.write('nothing found\n');
}
