import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { CliError, EXIT } from '../exit.js';
import { parseCsv } from '../../shared/csv.js';
import { readStdin } from '../tty.js';
import { fromXlsx } from './read-xlsx.js';

export interface FileRow {
  /** 1-based data row (a CSV header is not a row; NDJSON: the line number). */
  row: number;
  values: Record<string, unknown>;
  /** A row that could not even be read (NDJSON that is not a JSON object). */
  error?: string;
}

export interface BatchFile {
  name: string;
  /** sha256 of the bytes: with the row number and command id it makes each row's Idempotency-Key. */
  hash: string;
  columns: string[];
  rows: FileRow[];
}

export async function readBatchFile(path: string, format: string | undefined): Promise<BatchFile> {
  if (format === 'xlsx' || (format === undefined && extname(path).toLowerCase() === '.xlsx')) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch (e) {
      throw new CliError(`cannot read ${path}: ${(e as Error).message}`, EXIT.usage);
    }
    return { name: path, hash: createHash('sha256').update(bytes).digest('hex'), ...(await fromXlsx(bytes)) };
  }
  let text: string;
  try {
    text = path === '-' ? await readStdin() : readFileSync(path, 'utf8');
  } catch (e) {
    throw new CliError(`cannot read ${path}: ${(e as Error).message}`, EXIT.usage);
  }
  const hash = createHash('sha256').update(text).digest('hex');
  const ext = extname(path).toLowerCase();
  const kind = format ?? (ext === '.csv' ? 'csv' : ['.ndjson', '.jsonl', '.json'].includes(ext) ? 'ndjson' : text.trimStart().startsWith('{') ? 'ndjson' : 'csv');
  const name = path === '-' ? 'stdin' : path;
  return kind === 'csv' ? { name, hash, ...fromCsv(text) } : { name, hash, ...fromNdjson(text) };
}

function fromCsv(text: string): { columns: string[]; rows: FileRow[] } {
  const [header, ...lines] = parseCsv(text);
  if (!header) throw new CliError('the file is empty', EXIT.usage);
  const columns = header.map((h) => h.trim());
  return {
    columns,
    rows: lines.map((cells, i) => {
      const values = Object.fromEntries(columns.map((c, j) => [c, cells[j] ?? '']));
      return cells.length > columns.length
        ? { row: i + 1, values, error: `${cells.length} cells for ${columns.length} columns` }
        : { row: i + 1, values };
    }),
  };
}

function fromNdjson(text: string): { columns: string[]; rows: FileRow[] } {
  const columns = new Set<string>();
  const rows: FileRow[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    try {
      const value: unknown = JSON.parse(line);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
      Object.keys(value).forEach((k) => columns.add(k));
      rows.push({ row: i + 1, values: value as Record<string, unknown> });
    } catch (e) {
      rows.push({ row: i + 1, values: {}, error: `line ${i + 1} is not a JSON object (${(e as Error).message})` });
    }
  });
  return { columns: [...columns], rows };
}
