import { formatDate, formatMoney } from '../../shared/i18n/format.js';
import { csvLine } from './csv.js';

export type Format = 'table' | 'tsv' | 'json' | 'ndjson' | 'csv';

export interface OutputOptions {
  format: Format;
  /** `--json id,email`: only these fields. */
  fields?: string[];
  /** Terminal width, for the table. */
  width?: number;
  color: boolean;
  /** Table and tab-separated output: the columns chosen (`--columns`, else the command's own). */
  columns?: string[];
  /** The columns are the user's `--columns`, not the command's default. */
  columnsChosen?: boolean;
  /** Fields of the records that are money in möngö: shown in ₮ by the human formats. */
  money?: readonly string[];
}

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The records of an answer: a list's `items`, an answer holding one record (`{ user }`), or the
 * answer itself. `single` tells a record from a list of one.
 */
export function recordsOf(result: unknown): { rows: Row[]; single: boolean } {
  if (Array.isArray(result)) return { rows: result.filter(isRow), single: false };
  if (!isRow(result)) return { rows: [{ value: result }], single: true };
  if (Array.isArray(result.items)) return { rows: result.items.filter(isRow), single: false };
  const values = Object.values(result);
  if (values.length === 1 && isRow(values[0])) return { rows: [values[0]], single: true };
  const objects = Object.entries(result).filter(([, v]) => isRow(v));
  // `{ store_credit, balance }`: the record and a figure beside it
  if (objects.length === 1) return { rows: [{ ...(objects[0]![1] as Row), ...Object.fromEntries(Object.entries(result).filter(([, v]) => !isRow(v))) }], single: true };
  return { rows: [result], single: true };
}

const pick = (row: Row, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, row[f]]));

export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.every((x) => typeof x !== 'object' || x === null) ? v.join(',') : JSON.stringify(v);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** Columns of a table: the given fields, else every field whose values are plain (no nested records). */
export function columnsOf(rows: readonly Row[], fields?: readonly string[]): string[] {
  if (fields?.length) return [...fields];
  const seen = new Map<string, boolean>();
  for (const r of rows) {
    for (const [k, v] of Object.entries(r)) {
      const plain = v === null || typeof v !== 'object' || (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null));
      seen.set(k, (seen.get(k) ?? true) && plain);
    }
  }
  return [...seen].filter(([, plain]) => plain).map(([k]) => k);
}

/** A time as the API gives it (ISO 8601 with a zone); a plain date stays as it is. */
export const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * A record as a person reads it (the table and tab-separated lines; JSON, NDJSON and CSV keep the
 * raw values): money in ₮ (`₮1,234,500`), times in Ulaanbaatar time (`YYYY/MM/DD HH:mm`).
 */
export function humanRow(row: Row, money: readonly string[] = []): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    if (typeof v === 'number' && Number.isInteger(v) && money.includes(k)) out[k] = formatMoney(v);
    else if (typeof v === 'string' && ISO_TIME.test(v)) out[k] = formatDate(v);
    else out[k] = v;
  }
  return out;
}

/** The text written to stdout for an answer in the chosen format. */
export async function render(result: unknown, o: OutputOptions): Promise<string> {
  const records = recordsOf(result);
  const { single } = records;
  const human = o.format === 'table' || o.format === 'tsv';
  const rows = human ? records.rows.map((r) => humanRow(r, o.money)) : records.rows;
  // a command's default columns are for its lists; a record shows every field unless --columns says
  const cols = human && (!single || o.columnsChosen) ? o.columns : undefined;
  switch (o.format) {
    case 'json': {
      if (!o.fields?.length) return `${JSON.stringify(result, null, 2)}\n`;
      const picked = rows.map((r) => pick(r, o.fields!));
      return `${JSON.stringify(single ? picked[0] : picked, null, 2)}\n`;
    }
    case 'ndjson':
      return rows.map((r) => `${JSON.stringify(o.fields?.length ? pick(r, o.fields) : r)}\n`).join('');
    case 'csv': {
      const cols = o.fields?.length ? o.fields : [...new Set(rows.flatMap((r) => Object.keys(r)))];
      return csvLine(cols) + rows.map((r) => csvLine(cols.map((c) => r[c]))).join('');
    }
    case 'tsv': {
      const clean = (v: unknown) => cellText(v).replace(/[\t\r\n]/g, ' ');
      if (single && !cols?.length) return Object.entries(rows[0] ?? {}).map(([k, v]) => `${k}\t${clean(v)}\n`).join('');
      const shown = columnsOf(rows, cols);
      return rows.map((r) => `${shown.map((c) => clean(r[c])).join('\t')}\n`).join('');
    }
    case 'table': {
      const { table, verticalTable } = await import('./table.js');
      if (single && !cols?.length) return verticalTable(rows[0] ?? {}, o);
      return table(rows, columnsOf(rows, cols), o);
    }
  }
}
