import { CliError, EXIT } from '../exit.js';
import type { FlagSpec } from '../manifest/types.js';

export type Input = Record<string, unknown>;

const TRUE = new Set(['true', '1', 'yes', 'y', 'on']);
const FALSE = new Set(['false', '0', 'no', 'n', 'off']);

function scalar(kind: string | undefined, raw: string): unknown {
  const v = raw.trim();
  if (kind === 'number') return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : raw;
  if (kind === 'boolean') return TRUE.has(v.toLowerCase()) ? true : FALSE.has(v.toLowerCase()) ? false : raw;
  return raw;
}

/**
 * A value typed in a shell or a CSV cell, as the schema expects it. Values the conversion cannot
 * read are passed on unchanged, so that zod names the problem in its own words.
 */
export function coerce(flag: FlagSpec, raw: unknown): unknown {
  if (typeof raw !== 'string') {
    if (flag.kind === 'list' && raw !== undefined && raw !== null && !Array.isArray(raw)) return [raw];
    return raw;
  }
  switch (flag.kind) {
    case 'number': case 'boolean': return scalar(flag.kind, raw);
    case 'list':
      if (raw.trim().startsWith('[')) {
        try {
          return JSON.parse(raw) as unknown;
        } catch {
          // not JSON after all: read as comma-separated
        }
      }
      return raw.split(',').map((s) => s.trim()).filter(Boolean).map((s) => scalar(flag.itemKind, s));
    case 'json':
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        throw new CliError(`--${flag.name} takes JSON, got ${JSON.stringify(raw.slice(0, 80))}`, EXIT.usage);
      }
    default: return raw;
  }
}

export function setPath(target: Input, path: readonly string[], value: unknown): void {
  if (path.length === 1) {
    target[path[0]!] = value;
    return;
  }
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node = (typeof next === 'object' && next !== null ? next : (node[key] = {})) as Input;
  }
  node[path[path.length - 1]!] = value;
}

/** Column and key names a flag answers to: `first-name`, `first_name`, `q.email_cont`, `email_cont`. */
export function columnIndex(flags: readonly FlagSpec[]): Map<string, FlagSpec> {
  const index = new Map<string, FlagSpec>();
  for (const f of flags) {
    for (const alias of [f.path.join('.'), f.path[f.path.length - 1]!, f.name.replace(/-/g, '_')]) if (!index.has(alias)) index.set(alias, f);
  }
  for (const f of flags) index.set(f.name, f);
  return index;
}

/** The flag a field error (`q.email_cont`, `email`) belongs to, for messages in the user's terms. */
export function flagOfField(flags: readonly FlagSpec[], field: string): string {
  const f = flags.find((x) => x.path.join('.') === field) ?? flags.find((x) => field.startsWith(`${x.path.join('.')}.`));
  if (!f) return field;
  return f.positional ? `<${f.name}>` : `--${f.name}`;
}

export interface RowMapping {
  /** Columns that map to a flag, and which. */
  columns: { column: string; flag: FlagSpec }[];
  /** Columns that are whole input fields (NDJSON objects such as `q`). */
  objects: string[];
}

/**
 * Maps the columns of a file onto a command's flags once, before any row: an unknown column is a
 * usage error rather than data silently dropped. Columns starting with `_` (a report's own) are skipped.
 */
export function mapColumns(columns: readonly string[], flags: readonly FlagSpec[], objectFields: readonly string[]): RowMapping {
  const index = columnIndex(flags);
  const mapping: RowMapping = { columns: [], objects: [] };
  const unknown: string[] = [];
  for (const column of columns) {
    if (column.startsWith('_')) continue;
    const flag = index.get(column.trim());
    if (flag) mapping.columns.push({ column, flag });
    else if (objectFields.includes(column)) mapping.objects.push(column);
    else unknown.push(column);
  }
  if (unknown.length) {
    const known = flags.map((f) => f.path[f.path.length - 1]).join(', ');
    throw new CliError(`unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (this command takes: ${known})`, EXIT.usage);
  }
  return mapping;
}

/** One row of a file as input: an empty CSV cell means "not given". */
export function rowInput(row: Record<string, unknown>, mapping: RowMapping, base: Input): Input {
  // a bulk command's rows start empty: a clone of nothing is a million copies of nothing
  const input: Input = Object.keys(base).length ? structuredClone(base) : {};
  for (const { column, flag } of mapping.columns) {
    const raw = row[column];
    if (raw === undefined || raw === '') continue;
    setPath(input, flag.path, coerce(flag, raw));
  }
  for (const field of mapping.objects) if (row[field] !== undefined) input[field] = row[field];
  return input;
}
