import { describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, IMPORT_TEMPLATE, importRowSchema, mapRow, matchHeader } from '../../src/shared/schema/import.js';
import { readRow } from '../../src/web/screens/products/mass/check.js';
import { autoMapping, mappingProblems } from '../../src/web/screens/products/mass/MappingStep.js';
import { parseCsv } from '../../src/shared/csv.js';
import { FileProblem, cellText, fromGrid } from '../../src/web/screens/products/mass/parse-file.js';
import { templateCsv } from '../../src/web/screens/products/mass/template.js';
import { moved } from '../../src/web/screens/products/images/upload.js';

describe('import headers', () => {
  it('match fields by name, English label or Mongolian label, ignoring case, spaces, _ and -', () => {
    expect(matchHeader('SKU')).toBe('sku');
    expect(matchHeader('Cost Price')).toBe('cost_price');
    expect(matchHeader('cost-price')).toBe('cost_price');
    expect(matchHeader('Үнэ')).toBe('price');
    expect(matchHeader('Монгол нэр')).toBe('name_mn');
    expect(matchHeader('Баркод')).toBe('barcode');
    expect(matchHeader('Unit price')).toBeNull();
    expect(matchHeader('  ')).toBeNull();
    for (const f of IMPORT_FIELDS) expect(matchHeader(f)).toBe(f);
  });

  it('auto mapping gives a field to its first column only; problems name a missing sku and duplicates', () => {
    const m = autoMapping(['sku', 'Price', 'Үнэ', 'Other']);
    expect(m).toEqual({ sku: 'sku', Price: 'price', Үнэ: null, Other: null });
    expect(mappingProblems(m)).toEqual({ skuMissing: false, duplicates: [] });
    expect(mappingProblems({ a: 'price', b: 'price' })).toEqual({ skuMissing: true, duplicates: ['price'] });
  });

  it('mapped rows leave empty cells out and parse with the product schemas', () => {
    const row = mapRow({ Код: ' A-1 ', Үнэ: '1500', Pub: 'true', Empty: '', X: 'ignored' }, { Код: 'sku', Үнэ: 'price', Pub: 'published', Empty: 'name_en', X: null });
    expect(row).toEqual({ sku: 'A-1', price: '1500', published: 'true' });
    expect(importRowSchema.parse(row)).toEqual({ sku: 'A-1', price: 1500, published: true });
    expect(importRowSchema.safeParse({ sku: 'A-1', price: '-1' }).success).toBe(false);
    expect(importRowSchema.safeParse({ sku: 'A-1', barcode: '4006381333931' }).success).toBe(true);
    expect(importRowSchema.safeParse({ sku: 'A-1', barcode: '4006381333932' }).success).toBe(false);
  });

  it('a file row\'s prices are ₮ as written, read exactly into möngö; a cell that is no amount fails its row', () => {
    const mapping = { Код: 'sku', Үнэ: 'price', Өртөг: 'cost_price', Sale: 'sale_price', Жин: 'weight' } as const;
    expect(readRow({ Код: 'A-1', Үнэ: '1,500.50', Өртөг: '₮1 000', Sale: '4.35', Жин: '1.5' }, mapping))
      .toEqual({ sku: 'A-1', error: null, input: { sku: 'A-1', price: 150_050, cost_price: 100_000, sale_price: 435, weight: 1.5 } });
    expect(readRow({ Код: 'A-2', Үнэ: '1,5' }, mapping))
      .toMatchObject({ sku: 'A-2', input: null, error: { field: 'price', key: 'not_an_amount' } });
    expect(readRow({ Код: 'A-3', Үнэ: '-1' }, mapping)).toMatchObject({ input: null, error: { field: 'price', message: 'must not be negative' } });
  });
});

describe('import files', () => {
  it('CSV: quotes, commas and new lines in cells, CRLF, a BOM', () => {
    expect(parseCsv('\ufeffa,b\r\n"x, y","say ""hi"""\r\n"two\nlines",\n')).toEqual([['a', 'b'], ['x, y', 'say "hi"'], ['two\nlines', '']]);
  });

  it('a grid becomes numbered rows, blank rows skipped; an empty file is a problem', () => {
    const file = fromGrid('f.xlsx', [['sku', 'price'], ['A', 1500], [null, ''], ['B', true]]);
    expect(file.rows).toEqual([{ row: 1, cells: { sku: 'A', price: '1500' } }, { row: 3, cells: { sku: 'B', price: 'true' } }]);
    expect(() => fromGrid('e.csv', [['sku']])).toThrow(FileProblem);
    expect(cellText(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
  });

  it('the CSV template reads back into rows every one of which the schema takes, its prices in ₮', () => {
    const file = fromGrid('t.csv', parseCsv(templateCsv()));
    expect(file.columns).toEqual([...IMPORT_TEMPLATE.header]);
    const mapping = autoMapping(file.columns);
    const read = file.rows.map((r) => readRow(r.cells, mapping));
    expect(read.map((r) => r.error)).toEqual([null, null]);
    // ₮25,000 and ₮27,500.50 as a person would write them, not möngö
    expect(read.map((r) => r.input?.price)).toEqual([2_500_000, 2_750_050]);
    expect(file.rows[0]!.cells.price).toBe('25000');
  });
});

describe('image order', () => {
  it('moves one item, leaving a bad move unchanged', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
