import { NOT_AN_AMOUNT, rowToMongo } from '../../shared/money.js';
import type { FileRow } from './read.js';
import type { RowMapping } from '../run/input.js';

/**
 * The columns of a file that hold a command's money fields (its `bulk.money`): whatever the header
 * calls them (`price`, `cost-price`), they are matched through the flag they map to.
 */
export function moneyColumns(mapping: RowMapping, money: readonly string[] | undefined): { column: string; flag: string }[] {
  if (!money?.length) return [];
  return mapping.columns
    .filter(({ flag }) => flag.path.length === 1 && money.includes(flag.path[0]!))
    .map(({ column, flag }) => ({ column, flag: flag.name }));
}

/**
 * A file row's cells with its money columns read from ₮ into möngö, before the flags' own coercion
 * reads the row (which would take `12,500` for text and `12.5` for 12.5 möngö). `error` fails the
 * row locally, like a cell the schema refuses; the row's own cells stay as written for the report.
 */
export function readMoney(row: FileRow, columns: readonly { column: string; flag: string }[]): { values: Record<string, unknown>; error?: string } {
  if (!columns.length) return { values: row.values };
  const { row: values, bad } = rowToMongo(row.values, columns.map((c) => c.column));
  if (!bad.length) return { values };
  const error = columns.filter((c) => bad.includes(c.column))
    .map((c) => `--${c.flag}: ${JSON.stringify(String(row.values[c.column]))} is ${NOT_AN_AMOUNT}`).join('; ');
  return { values, error };
}
