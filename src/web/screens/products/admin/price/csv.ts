import { massUpdate } from '../../../../../shared/commands/products/prices.js';
import { tugrikToMongo } from '../../../../../shared/money.js';

/**
 * Reading the price update's rows from pasted or uploaded CSV (or tab-separated text pasted from a
 * spreadsheet). The money columns are the ones the command declares (`bulk.money`), written in ₮
 * as people write them and sent in möngö (DESIGN.md), exactly as `bo products price-update --file`
 * reads the same file. Pure.
 */
export const PRICE_COLUMNS = ['sku', 'price', 'cost_price', 'sale_price', 'sale_start', 'sale_expiry'] as const;
export type PriceColumn = (typeof PRICE_COLUMNS)[number];

export interface PriceRow {
  sku: string;
  price?: number;
  cost_price?: number;
  sale_price?: number;
  sale_start?: string;
  sale_expiry?: string;
}

/** A message key under `products_admin.price.errors` with its values. */
export interface ParseIssue { key: 'no_header' | 'unknown_column' | 'bad_number' | 'bad_amount'; values?: Record<string, string | number> }

/** Splits one line on the delimiter, honouring double quotes (`"1,200"`, `""` for a quote). */
export function splitLine(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { cell += '"'; i++; }
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) { out.push(cell.trim()); cell = ''; }
    else cell += ch;
  }
  out.push(cell.trim());
  return out;
}

/** The rows of a price file; a line with a bad number is reported and left out, the rest kept. */
export function parsePriceCsv(text: string): { rows: PriceRow[]; issues: ParseIssue[] } {
  return parseRowsCsv(text, PRICE_COLUMNS, massUpdate.bulk?.money ?? []) as { rows: PriceRow[]; issues: ParseIssue[] };
}

const INTEGER = /^-?\d+$/;

/**
 * Rows of any sku-keyed file: `money` columns read as ₮ into möngö, `integers` as whole numbers
 * (a listing's count on hand), the others kept as text for the server to judge.
 */
export function parseRowsCsv(
  text: string, columns: readonly string[], money: readonly string[], integers: readonly string[] = [],
): { rows: ({ sku: string } & Record<string, string | number>)[]; issues: ParseIssue[] } {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (!lines.length) return { rows: [], issues: [] };
  const delimiter = lines[0]!.includes('\t') ? '\t' : lines[0]!.includes(';') && !lines[0]!.includes(',') ? ';' : ',';
  const header = splitLine(lines[0]!, delimiter).map((h) => h.toLowerCase().replace(/^\uFEFF/, ''));
  if (!header.includes('sku')) return { rows: [], issues: [{ key: 'no_header' }] };
  const issues: ParseIssue[] = [];
  for (const h of header) {
    if (h && !columns.includes(h)) issues.push({ key: 'unknown_column', values: { name: h } });
  }
  const rows: ({ sku: string } & Record<string, string | number>)[] = [];
  lines.slice(1).forEach((line, i) => {
    const cells = splitLine(line, delimiter);
    const row: Record<string, string | number> = {};
    let bad = false;
    header.forEach((column, c) => {
      const value = cells[c] ?? '';
      if (!value || !columns.includes(column)) return;
      if (money.includes(column) || integers.includes(column)) {
        const isMoney = money.includes(column);
        const n = isMoney ? tugrikToMongo(value) : INTEGER.test(value.replace(/[\s,]/g, '')) ? Number(value.replace(/[\s,]/g, '')) : null;
        if (n === null) { bad = true; issues.push({ key: isMoney ? 'bad_amount' : 'bad_number', values: { line: i + 2, column } }); return; }
        row[column] = n;
      } else row[column] = value;
    });
    if (!bad) rows.push({ ...row, sku: String(row.sku ?? '') });
  });
  return { rows, issues };
}

/** Consecutive slices of at most `size`: a long file goes as several calls of the command's chunk. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
