import type { z } from 'zod';
import type { AnyCommand } from '../../shared/commands/define.js';
import { CliError, EXIT } from '../exit.js';
import { elementOf } from '../manifest/derive.js';
import type { ManifestCommand } from '../manifest/types.js';
import { flagOfField, mapColumns, rowInput, type Input } from '../run/input.js';
import { moneyColumns, readMoney } from './money.js';
import type { FileRow } from './read.js';

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
export interface Planned { file: FileRow; input: unknown }

/** One call: a row, or a chunk of rows for a bulk command. */
export interface Unit { rows: Planned[]; key: string }

export function issuesText(c: ManifestCommand, error: z.ZodError, prefix: readonly string[] = []): string {
  const flags = c.bulk?.flags ?? c.flags;
  return [...new Set(error.issues.map((i) => `${flagOfField(flags, [...prefix, ...i.path].join('.') || 'input')}: ${i.message}`))].join('; ');
}

/** The Idempotency-Key of a call: the file's hash, the command and the rows it carries. */
export const keyOf = (hash: string, c: ManifestCommand, rows: readonly Planned[]) =>
  `bo-${hash.slice(0, 32)}-${c.id}-r${rows[0]!.file.row}${rows.length > 1 ? `-${rows[rows.length - 1]!.file.row}` : ''}`;

function rowSchemaOf(spec: AnyCommand, c: ManifestCommand): z.ZodType {
  if (!c.bulk) return spec.input;
  const field = (spec.input as unknown as { shape?: Record<string, z.ZodType> }).shape?.[c.bulk.field];
  const element = field && elementOf(field);
  if (!element) throw new CliError(`${c.id}: bulk field ${c.bulk.field} is not an array`, EXIT.failed);
  return element;
}

export interface Planner {
  /** The file's money columns, read in ₮. */
  money: { column: string; flag: string }[];
  /** A file row as the input to send, or the reason it cannot be sent; `check: false` skips the schema (checked before). */
  plan(f: FileRow, check?: boolean): Planned | RowResult;
}

/**
 * Reads a file's rows as a command's input, the same way whether the file is held whole or
 * streamed: columns onto flags, money columns from ₮ to möngö (the same file means the same prices
 * on the screens), then the row's schema.
 */
export function planner(c: ManifestCommand, spec: AnyCommand, columns: readonly string[], base: Input): Planner {
  const rowFlags = c.bulk?.flags ?? c.flags;
  const mapping = mapColumns(columns, rowFlags, c.bulk ? [] : c.objectFields);
  const rowSchema = rowSchemaOf(spec, c);
  // a command run once per row: its top-level `money` fields, read the same way
  const money = moneyColumns(mapping, c.bulk ? c.bulk.money : c.money?.filter((m) => m.path.length === 1 && !m.unless).map((m) => m.path[0]!));
  return {
    money,
    plan(f, check = true) {
      if (f.error) return { row: f.row, status: 'invalid', code: 'unreadable', message: f.error };
      const cells = readMoney(f, money);
      if (cells.error) return { row: f.row, status: 'invalid', code: 'validation_failed', message: cells.error };
      const fields = rowInput(cells.values, mapping, c.bulk ? {} : base);
      const input = c.bulk?.scalar ? fields[c.bulk.flags[0]!.path[0]!] : fields;
      if (!check) return { file: f, input };
      const parsed = rowSchema.safeParse(input);
      return parsed.success ? { file: f, input } : { row: f.row, status: 'invalid', code: 'validation_failed', message: issuesText(c, parsed.error) };
    },
  };
}

export const isPlanned = (p: Planned | RowResult): p is Planned => 'input' in p;

/** The flags given beside --file must make a valid call with a valid row: else a usage error, before anything is sent. */
export function checkEnvelope(c: ManifestCommand, spec: AnyCommand, base: Input, sample: Planned | undefined): void {
  if (!c.bulk || !sample) return;
  const envelope = spec.input.safeParse({ ...base, [c.bulk.field]: [sample.input] });
  if (!envelope.success) throw new CliError(`Invalid flags for ${c.verb.join(' ')}: ${issuesText(c, envelope.error)}`, EXIT.usage);
}

/** The line said before a batch runs, and the first refused rows. */
export function sayPlan(c: ManifestCommand, name: string, total: number, valid: number, money: Planner['money'], invalid: readonly RowResult[]): void {
  const what = `${c.verb.join(' ')} (${c.title.en})`;
  const count = total - valid;
  process.stderr.write(`${what}: ${total} rows in ${name}, ${valid} valid, ${count} invalid` +
    (c.bulk ? `; sent in calls of ${c.bulk.chunk} rows` : '') +
    (money.length ? `; ${money.map((m) => m.column).join(', ')} read in ₮` : '') + '\n');
  for (const r of invalid.slice(0, 20)) process.stderr.write(`  row ${r.row}: ${r.message}\n`);
  if (count > 20) process.stderr.write(`  … ${count - 20} more (--report lists every one)\n`);
}
