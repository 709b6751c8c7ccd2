import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellText } from '../../src/cli/batch/read-xlsx.js';
import { parseCsv } from '../../src/shared/csv.js';
import type { ApiClient } from '../../src/shared/api/client.js';
import { findBy } from '../../src/shared/commands/products/products.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { makeBo, type Bo } from './helpers.js';

let server: TestServer;
let bo: Bo;
let admin: ApiClient;

beforeAll(async () => {
  server = await startServer();
  bo = makeBo(server.url);
  admin = (await server.login('admin@demo.mn')).api;
  expect((await bo.login('product@demo.mn')).code).toBe(0);
});
afterAll(async () => {
  bo?.cleanup();
  await server?.close();
});

const HEADER = ['sku', 'product_sku', 'name_en', 'name_mn', 'vendor_id', 'price', 'published'];

async function xlsx(name: string, rows: (string | number | boolean | null)[][]): Promise<string> {
  const path = join(bo.dir, name);
  await writeXlsxFile([HEADER, ...rows]).toFile(path);
  return path;
}

function report(path: string) {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  const col = (c: string) => header!.indexOf(c);
  return rows.map((r) => ({ row: Number(r[col('_row')]), status: r[col('_status')], message: r[col('_message')], sku: r[col('sku')] }));
}

const bySku = async (sku: string) => (await admin.call(findBy, { sku })).items[0];

describe('bo products import --file x.xlsx', () => {
  it('reads Excel cells as text the flags coerce', () => {
    expect([cellText(12345), cellText(true), cellText(null), cellText(new Date('2026-01-02T03:04:05Z')), cellText(' a ')])
      .toEqual(['12345', 'true', '', '2026-01-02T03:04:05.000Z', ' a ']);
  });

  it('reports the bad rows (refused locally or by the server) and writes nothing of a refused chunk; the fixed file applies', async () => {
    // prices in ₮, as the mass import screen reads the same file
    const file = await xlsx('products.xlsx', [
      ['XL-1', null, 'Excel one', 'Эксел нэг', 1, 15_000, true],
      ['XL-1-B', 'XL-1', null, null, null, 16_000, null],
      ['XL-2', null, 'Excel two', null, 1, -5, null],
      ['XL-3', 'NO-SUCH', null, null, null, 1, null],
      [null, null, null, null, null, null, null],
    ]);
    const rep = join(bo.dir, 'report.csv');
    const run = await bo.run(['products', 'import', '--file', file, '--yes', '--report', rep]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('4 rows');
    const rows = report(rep);
    expect(rows.map((r) => [r.row, r.status])).toEqual([[1, 'failed'], [2, 'failed'], [3, 'invalid'], [4, 'failed']]);
    expect(rows[2]!.message).toMatch(/price/);
    expect(rows[3]!.message).toMatch(/product_sku: no such product/);
    expect(await bySku('XL-1')).toBeUndefined();

    const fixed = await xlsx('fixed.xlsx', [
      ['XL-1', null, 'Excel one', 'Эксел нэг', 1, 15_000, true],
      ['XL-1-B', 'XL-1', null, null, null, 16_000, null],
      ['XL-2', null, 'Excel two', null, 1, 5, null],
    ]);
    const ok = await bo.run(['products', 'import', '--file', fixed, '--yes', '--report', rep]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(report(rep).every((r) => r.status === 'ok')).toBe(true);
    expect(await bySku('XL-1')).toMatchObject({ name_mn: 'Эксел нэг', price: 1_500_000, published: true });
    expect((await bySku('XL-2'))!.price).toBe(500);
  });

  it('reads a price cell in ₮ whether Excel holds a number or the text a person typed; a cell that is no amount fails its row locally', async () => {
    const file = await xlsx('written.xlsx', [
      ['XL-W1', null, 'Written one', null, 1, 12_500.5, null],
      ['XL-W2', null, 'Written two', null, 1, '₮1,234.05', null],
      ['XL-W3', null, 'Written three', null, 1, '12,5', null],
    ]);
    const rep = join(bo.dir, 'written.csv');
    const run = await bo.run(['products', 'import', '--file', file, '--yes', '--report', rep]);
    expect(run.code).toBe(6);
    expect(run.stderr).toContain('price read in ₮');
    const rows = report(rep);
    expect(rows.map((r) => r.status)).toEqual(['ok', 'ok', 'invalid']);
    expect(rows[2]!.message).toBe('--price: "12,5" is not an amount in ₮ (write 12500 or 12,500.50)');
    expect((await bySku('XL-W1'))!.price).toBe(1_250_050);
    expect((await bySku('XL-W2'))!.price).toBe(123_405);
    expect(await bySku('XL-W3')).toBeUndefined();
  });
});
