import { createHash, type Hash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { CliError, EXIT } from '../exit.js';
import { csvReader, parseCsv } from '../../shared/csv.js';
import type { ManifestCommand } from '../manifest/types.js';
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
  const columns = csvColumns(header);
  return { columns, rows: lines.map((cells, i) => csvRow(columns, cells, i + 1)) };
}

export const csvColumns = (header: readonly string[]) => header.map((h) => h.trim());

/** Data row `row` (from 1) of a CSV file: its cells by column; more cells than columns cannot be read. */
export function csvRow(columns: readonly string[], cells: readonly string[], row: number): FileRow {
  // a loop, not Object.fromEntries over pairs: it runs twice for each row of a million-row file
  const values: Record<string, unknown> = {};
  for (let j = 0; j < columns.length; j++) {
    const c = columns[j]!;
    // a column named __proto__ is a cell like any other (Object.fromEntries made it one), not the prototype
    if (c === '__proto__') Object.defineProperty(values, c, { value: cells[j] ?? '', enumerable: true, writable: true, configurable: true });
    else values[c] = cells[j] ?? '';
  }
  return cells.length > columns.length ? { row, values, error: `${cells.length} cells for ${columns.length} columns` } : { row, values };
}

/**
 * A bulk command run for real over a CSV file named on the command line, printing nothing on
 * stdout: streamed (stream.ts). The rest (stdin, NDJSON, XLSX, --dry-run, --json/--ndjson/--csv,
 * which print every row) holds the file whole, as it always did.
 */
export function streamable(c: ManifestCommand, opts: Record<string, unknown>): boolean {
  const path = String(opts.file);
  const csv = opts.format === 'csv' || (opts.format === undefined && extname(path).toLowerCase() === '.csv');
  return Boolean(c.bulk) && path !== '-' && csv && !opts.dryRun && opts.json === undefined && !opts.ndjson && !opts.csv;
}

/**
 * The records of a CSV file (its header first), read a piece at a time and answered in the batches
 * each piece completes: a record at a time through an async generator cost more than reading it.
 * `hash` gets every byte. Answers the same records as parseCsv over the whole text.
 */
async function* csvRecords(path: string, hash?: Hash): AsyncGenerator<string[][]> {
  const reader = csvReader();
  const stream = createReadStream(path, { highWaterMark: 1 << 16 });
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash?.update(chunk);
      const records = reader.push(decoder.decode(chunk, { stream: true }));
      if (records.length) yield records;
    }
  } catch (e) {
    throw new CliError(`cannot read ${path}: ${(e as Error).message}`, EXIT.usage);
  }
  const last = [...reader.push(decoder.decode()), ...reader.end()];
  if (last.length) yield last;
}

/** A CSV file read a piece at a time: its header (none when the file is empty) and its data rows in batches. */
export async function csvTable(path: string, hash?: Hash): Promise<{ header?: string[]; batches: AsyncGenerator<string[][]> }> {
  const records = csvRecords(path, hash);
  const first = await records.next();
  if (first.done) return { batches: records };
  const [header, ...rows] = first.value;
  async function* batches(): AsyncGenerator<string[][]> {
    if (rows.length) yield rows;
    yield* records;
  }
  return { header, batches: batches() };
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
