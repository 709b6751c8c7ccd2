import { parseCsv } from '../../../../shared/csv.js';
import { IMPORT_JOB_MAX_ROWS } from '../../../../shared/schema/import.js';

/** A file of rows as the mapping step sees it: its header and its cells as text. */
export interface ParsedFile {
  name: string;
  columns: string[];
  /** Cells by column, with the row's number in the file (from 1, the header not counted). */
  rows: { row: number; cells: Record<string, string> }[];
}

export class FileProblem extends Error {
  constructor(readonly key: 'empty' | 'too_many' | 'unsupported' | 'read_failed', readonly values: Record<string, string | number> = {}) {
    super(key);
  }
}

/** An Excel cell as the text a CSV would hold (a date as ISO 8601). */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString();
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  return String(cell);
}

/** Header and rows from a grid of cells; blank rows (Excel keeps formatted ones) are skipped. */
export function fromGrid(name: string, grid: readonly (readonly unknown[])[]): ParsedFile {
  const [header, ...lines] = grid;
  const columns = (header ?? []).map((h) => cellText(h).trim());
  const rows: ParsedFile['rows'] = [];
  lines.forEach((cells, i) => {
    const texts = cells.map(cellText);
    if (texts.every((t) => t.trim() === '')) return;
    rows.push({ row: i + 1, cells: Object.fromEntries(columns.map((c, j) => [c, texts[j] ?? ''])) });
  });
  if (!columns.some(Boolean) || !rows.length) throw new FileProblem('empty');
  if (rows.length > IMPORT_JOB_MAX_ROWS) throw new FileProblem('too_many', { max: IMPORT_JOB_MAX_ROWS });
  return { name, columns, rows };
}

/** Reads a chosen or dropped file: `.csv` as text, `.xlsx` (its first sheet) with read-excel-file. */
export async function readImportFile(file: File): Promise<ParsedFile> {
  const ext = file.name.toLowerCase().split('.').pop();
  try {
    if (ext === 'csv' || ext === 'txt') return fromGrid(file.name, parseCsv(await file.text()));
    if (ext === 'xlsx') {
      // loaded on demand: the Excel reader is only needed by this step
      const { readSheet } = await import('read-excel-file/browser');
      return fromGrid(file.name, (await readSheet(file)) as unknown[][]);
    }
  } catch (e) {
    if (e instanceof FileProblem) throw e;
    throw new FileProblem('read_failed', { reason: (e as Error).message });
  }
  throw new FileProblem('unsupported');
}
