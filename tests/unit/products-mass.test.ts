import { describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, IMPORT_TEMPLATE, importRowSchema, mapRow, matchHeader } from '../../src/shared/schema/import.js';
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

  it('the CSV template reads back into rows every one of which the schema takes', () => {
    const file = fromGrid('t.csv', parseCsv(templateCsv()));
    expect(file.columns).toEqual([...IMPORT_TEMPLATE.header]);
    const mapping = autoMapping(file.columns);
    for (const r of file.rows) expect(importRowSchema.safeParse(mapRow(r.cells, mapping)).success).toBe(true);
  });
});

describe('image order', () => {
  it('moves one item, leaving a bad move unchanged', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
