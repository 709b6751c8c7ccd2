import { readSheet } from 'read-excel-file/node';
import { CliError, EXIT } from '../exit.js';
import type { FileRow } from './read.js';

/**
 * An Excel cell as the text a CSV cell would hold, so the flags' own coercion (number, boolean,
 * list) reads both files alike: a sku typed as a number stays `12345`, a date becomes ISO 8601.
 */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString();
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  return String(cell);
}

/** The first sheet of an `.xlsx` file: its first row names the columns, each further non-empty row is a row. */
export async function fromXlsx(bytes: Buffer): Promise<{ columns: string[]; rows: FileRow[] }> {
  let sheet: unknown[][];
  try {
    sheet = (await readSheet(bytes)) as unknown[][];
  } catch (e) {
    throw new CliError(`cannot read the Excel file: ${(e as Error).message}`, EXIT.usage);
  }
  const [header, ...lines] = sheet;
  if (!header?.length) throw new CliError('the file is empty', EXIT.usage);
  const columns = header.map((h) => cellText(h).trim());
  const rows: FileRow[] = [];
  lines.forEach((cells, i) => {
    const texts = cells.map(cellText);
    // Excel keeps formatted but empty rows: they are not rows of data
    if (texts.every((t) => t.trim() === '')) return;
    rows.push({ row: i + 1, values: Object.fromEntries(columns.map((c, j) => [c, texts[j] ?? ''])) });
  });
  return { columns, rows };
}
