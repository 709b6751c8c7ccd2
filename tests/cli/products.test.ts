import { readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/shared/csv.js';
import type { ApiClient } from '../../src/shared/api/client.js';
import { audits, findBy } from '../../src/shared/commands/products/products.js';
import { formatMoney } from '../../src/shared/i18n/format.js';
import { SAME_FILE_SKU, SAME_PRICES_CSV, SAME_PRICES_STORED } from '../helpers/prices-file.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { makeBo, type Bo } from './helpers.js';

let server: TestServer;
let bo: Bo;
let admin: ApiClient;
/** Calls of products/mass_update that reached the server. */
let massCalls = 0;

beforeAll(async () => {
  server = await startServer();
  server.app.fastify.server.on('request', (req: IncomingMessage) => {
    if (req.method === 'POST' && req.url?.endsWith('/products/mass_update')) massCalls += 1;
  });
  bo = makeBo(server.url);
  admin = (await server.login('admin@demo.mn')).api;
  expect((await bo.login('admin@demo.mn')).code).toBe(0);
});
afterAll(async () => {
  bo?.cleanup();
  await server?.close();
});

const sku = (i: number) => `P${String(i).padStart(6, '0')}`;
const product = async (s: string) => (await admin.call(findBy, { sku: s })).items.find((p) => p.sku === s)!;
const auditCount = async (id: number) => (await admin.call(audits, { id, per_page: 1 })).total;

function readReport(path: string) {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  const col = (name: string) => header!.indexOf(name);
  return rows.map((r) => ({ row: Number(r[col('_row')]), status: r[col('_status')]!, message: r[col('_message')]!, sku: r[col('sku')]! }));
}

describe('bo products price-update', () => {
  it('good and bad rows: --dry-run previews and writes nothing, the run reports exactly the bad rows, a re-run applies nothing twice', async () => {
    const good = [1, 2, 3, 4].map(sku);
    const before = await Promise.all(good.map(product));
    const file = join(bo.dir, 'prices.csv');
    // prices in ₮, as the price update screen reads the same file
    const rows = [
      [good[0], 1234, ''], [good[1], -5, ''], ['NO-SUCH-SKU', 10, ''], [good[2], 999, 500], [good[3], 777, ''],
    ];
    writeFileSync(file, `sku,price,cost_price\n${rows.map((r) => r.join(',')).join('\n')}\n`);

    const dry = await bo.run(['products', 'price-update', '--file', file, '--dry-run', '--json']);
    expect(dry.code).toBe(6);
    const plan = (JSON.parse(dry.stdout) as { items: { row: number; status: string; message: string }[] }).items;
    expect(plan.map((r) => r.status)).toEqual(['ok', 'failed', 'failed', 'ok', 'ok']);
    expect(plan[0]!.message).toBe(`price ${formatMoney(before[0]!.price)} → ₮1,234`);
    expect(plan[1]!.message).toContain('Must not be negative');
    expect(plan[2]!.message).toContain('No product has this sku');
    expect(dry.stderr).toContain('nothing was written');
    expect((await product(good[0]!)).price).toBe(before[0]!.price);
    const auditsBefore = await auditCount(before[0]!.id);

    const report = join(bo.dir, 'report.csv');
    const first = await bo.run(['products', 'price-update', '--file', file, '--yes', '--report', report]);
    expect(first.code).toBe(6);
    expect(first.stderr).toContain('3 ok, 2 failed, 0 invalid');
    const lines = readReport(report);
    expect(lines.filter((r) => r.status === 'failed').map((r) => [r.row, r.sku])).toEqual([[2, good[1]], [3, 'NO-SUCH-SKU']]);
    expect(lines.filter((r) => r.status === 'ok').map((r) => r.row)).toEqual([1, 4, 5]);
    const after = await Promise.all(good.map(product));
    expect(after.map((p) => p.price)).toEqual([123400, before[1]!.price, 99900, 77700]);
    expect(after[2]!.cost_price).toBe(50000);
    expect(await auditCount(before[0]!.id)).toBe(auditsBefore + 1);

    // the same file again: the server answers the stored results, nothing is applied twice
    const again = await bo.run(['products', 'price-update', '--file', file, '--yes']);
    expect(again.code).toBe(6);
    expect(await auditCount(before[0]!.id)).toBe(auditsBefore + 1);
    // the file corrected (bad rows dropped): new calls, and every price is already as asked
    const fixed = join(bo.dir, 'fixed.csv');
    writeFileSync(fixed, `sku,price,cost_price\n${[rows[0], rows[3], rows[4]].map((r) => r!.join(',')).join('\n')}\n`);
    const fixedReport = join(bo.dir, 'fixed-report.csv');
    const third = await bo.run(['products', 'price-update', '--file', fixed, '--yes', '--report', fixedReport]);
    expect(third.code).toBe(0);
    expect(readReport(fixedReport).map((r) => r.message)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(await auditCount(before[0]!.id)).toBe(auditsBefore + 1);
  }, 60_000);

  it('4,100 rows go in 3 calls of at most 2,000, streamed; bad rows at the chunks\' edges are reported in their place', async () => {
    const file = join(bo.dir, 'many.csv');
    // rows cycle through the 2,000 demo products; a row refused by the server ends the first call
    // (2,000), a row bad in the file starts the second (2,001, never sent) and one ends it (4,001)
    const cell = (i: number) => (i === 2000 ? 'NO-SUCH-SKU,100' : i === 2001 ? `${sku(1)},abc` : i === 4001 ? `${sku(1)},-5` : `${sku(((i - 1) % 2000) + 1)},${100_000_000 + i}`);
    let text = 'sku,price\n';
    for (let i = 1; i <= 4100; i++) text += `${cell(i)}\n`;
    writeFileSync(file, text);
    const report = join(bo.dir, 'many-report.csv');
    const calls = massCalls;
    const r = await bo.run(['products', 'price-update', '--file', file, '--yes', '--report', report]);
    expect(r.code, r.stderr).toBe(6);
    expect(r.stderr).toContain('4100 rows in');
    expect(r.stderr).toContain('sent in calls of 2000 rows');
    expect(r.stderr).toContain('4097 ok, 2 failed, 1 invalid');
    expect(massCalls - calls).toBe(3);
    const lines = readReport(report);
    expect(lines.map((x) => x.row)).toEqual(Array.from({ length: 4100 }, (_, i) => i + 1));
    expect(lines.filter((x) => x.status !== 'ok').map((x) => [x.row, x.status, x.sku])).toEqual([
      [2000, 'failed', 'NO-SUCH-SKU'], [2001, 'invalid', sku(1)], [4001, 'failed', sku(1)]]);
    expect(lines[1999]!.message).toContain('No product has this sku');
    expect(lines[4000]!.message).toContain('Must not be negative');
    // only row 1 priced the first product: its other rows were refused
    expect((await product(sku(1))).price).toBe((100_000_000 + 1) * 100);
  }, 180_000);

  it('reads prices in ₮ as people write them, exactly; a cell that is no amount fails its row locally, by name', async () => {
    const [a, b, c] = [sku(501), sku(502), sku(503)] as const;
    const file = join(bo.dir, 'written.csv');
    // Excel's and people's ways: thousands commas, ₮, spaces; `1,5` (a decimal comma) is refused, not read as 15
    writeFileSync(file, `sku,price,cost_price\n${a},"₮1,234,500.50",\n${b},12 500,10.05\n${c},"1,5",\n`);
    const dry = await bo.run(['products', 'price-update', '--file', file, '--dry-run', '--json']);
    expect(dry.code).toBe(2);
    expect(dry.stderr).toContain('price, cost_price read in ₮');
    const plan = (JSON.parse(dry.stdout) as { items: { row: number; status: string; message: string }[] }).items;
    expect(plan.map((r) => r.status)).toEqual(['ok', 'ok', 'invalid']);
    expect(plan[0]!.message).toMatch(/→ ₮1,234,500\.50$/);
    expect(plan[2]!.message).toBe('--price: "1,5" is not an amount in ₮ (write 12500 or 12,500.50)');

    const report = join(bo.dir, 'written-report.csv');
    const run = await bo.run(['products', 'price-update', '--file', file, '--yes', '--report', report]);
    expect(run.code).toBe(6);
    expect(run.stderr).toContain('2 ok, 0 failed, 1 invalid');
    expect((await product(a)).price).toBe(123_450_050);
    expect(await product(b)).toMatchObject({ price: 1_250_000, cost_price: 1005 });
    // the report keeps the cells as written, so the fixed file runs again as it is
    expect(readFileSync(report, 'utf8')).toContain('"1,5"');
  }, 60_000);

  it('the prices.csv the web screen reads stores the same möngö here', async () => {
    const file = join(bo.dir, 'same.csv');
    writeFileSync(file, SAME_PRICES_CSV);
    const r = await bo.run(['products', 'price-update', '--file', file, '--yes']);
    expect(r.code, r.stderr).toBe(0);
    expect(await product(SAME_FILE_SKU)).toMatchObject(SAME_PRICES_STORED);
  }, 60_000);
});

describe('bo products show and search', () => {
  it('shows a product by sku or id with its variants and stock per location', async () => {
    const p = await product(sku(10));
    const bySku = await bo.run(['products', 'show', p.sku, '--json']);
    expect(bySku.code).toBe(0);
    const shown = JSON.parse(bySku.stdout) as { product: { id: number; variants: { id: number }[] }; stock: { variant_id: number; stock_location_name: string }[] };
    expect(shown.product.id).toBe(p.id);
    expect(shown.stock.length).toBeGreaterThan(0);
    expect(shown.stock.every((s) => shown.product.variants.some((v) => v.id === s.variant_id))).toBe(true);
    const byId = await bo.run(['products', 'show', String(p.id)]);
    expect(byId.code).toBe(0);
    expect(byId.stdout).toContain(p.sku);
    const missing = await bo.run(['products', 'show', 'NO-SUCH-SKU']);
    expect(missing.code).toBe(5);
  });

  it('searches by words with filters', async () => {
    const r = await bo.run(['products', 'search', sku(42), '--json', 'sku']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { sku: string }[])[0]!.sku).toBe(sku(42));
    const published = await bo.run(['products', 'search', '--published-eq', 'true', '--per-page', '5', '--ndjson']);
    expect(published.code).toBe(0);
    expect(published.stdout.trim().split('\n')).toHaveLength(5);
  });
});
