import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { get as getJob, list as listJobs } from '../../src/shared/commands/jobs/index.js';
import { importRows, importStart } from '../../src/shared/commands/products/import.js';
import { parseCsv } from '../../src/shared/csv.js';
import { create, findBy } from '../../src/shared/commands/products/products.js';
import { list as listVariants } from '../../src/shared/commands/products/variants.js';
import type { Job } from '../../src/shared/schema/jobs.js';
import { expectApiError, type TestServer } from '../helpers/server.js';
import { catalogServer } from '../helpers/catalog.js';

let server: TestServer;
let admin: ApiClient;
let editor: ApiClient;
let merchant: ApiClient;
let viewer: ApiClient;

beforeAll(async () => {
  ({ server, admin, editor, merchant, viewer } = await catalogServer());
  await admin.call(create, { sku: 'IMP-OLD', name_en: 'Old one', vendor_id: 1, price: 1_000_000 });
  await admin.call(create, { sku: 'IMP-V2', name_en: 'Other vendor', vendor_id: 2, price: 1_000_000 });
});
afterAll(async () => { await server?.close(); });

const bySku = async (sku: string) => (await admin.call(findBy, { sku })).items[0];

describe('products/import', () => {
  const rows = [
    { sku: 'IMP-NEW', name_en: 'New shirt', name_mn: 'Шинэ цамц', vendor_id: 1, price: 2_500_000, published: true },
    { sku: 'IMP-NEW-XL', product_sku: 'IMP-NEW', price: 2_700_000 },
    { sku: 'IMP-OLD', price: 1_200_000 },
    { sku: 'IMP-NONAME', vendor_id: 1, price: 100 },
    { sku: 'IMP-ORPHAN', product_sku: 'NO-SUCH', price: 100 },
    { sku: 'IMP-VAR-NAME', product_sku: 'IMP-NEW', name_en: 'Not for variants' },
  ];

  it('a dry run answers per row what would happen and why a row fails, writing nothing', async () => {
    const out = await editor.call(importRows, { rows, dry_run: true });
    expect(out).toMatchObject({ dry_run: true, total: 6, created: 2, updated: 1, failed: 3 });
    expect(out.results[0]).toMatchObject({ row: 1, ok: true, action: 'create', kind: 'product' });
    expect(out.results[1]).toMatchObject({ row: 2, ok: true, action: 'create', kind: 'variant' });
    expect(out.results[2]).toMatchObject({ row: 3, ok: true, action: 'update' });
    expect(out.results[3]).toMatchObject({ row: 4, ok: false, error: { field: 'name_en' } });
    expect(out.results[4]).toMatchObject({ row: 5, ok: false, error: { field: 'product_sku', message: 'no such product' } });
    expect(out.results[5]).toMatchObject({ row: 6, ok: false, error: { field: 'name_en' } });
    expect(await bySku('IMP-NEW')).toBeUndefined();
    expect((await bySku('IMP-OLD'))!.price).toBe(1_000_000);
  });

  it('refuses a cell the product schemas refuse before running anything', async () => {
    const err = await expectApiError(editor.call(importRows, { rows: [{ sku: 'IMP-BAD', price: -1 }, { sku: 'bad sku!' }] }));
    expect(err.status).toBe(400);
    expect(err.fields).toMatchObject({ 'rows.0.price': expect.any(String), 'rows.1.sku': expect.any(String) });
  });

  it('applies a call all or nothing: one bad row names itself and nothing is written', async () => {
    const err = await expectApiError(editor.call(importRows, { rows }));
    expect(err.status).toBe(422);
    expect(Object.keys(err.fields!)).toEqual(['rows.3.name_en', 'rows.4.product_sku', 'rows.5.name_en']);
    expect(await bySku('IMP-NEW')).toBeUndefined();
  });

  it('creates and updates products and variants by sku', async () => {
    const out = await editor.call(importRows, { rows: rows.slice(0, 3) });
    expect(out).toMatchObject({ dry_run: false, created: 2, updated: 1, failed: 0 });
    const made = (await bySku('IMP-NEW'))!;
    expect(made).toMatchObject({ name_mn: 'Шинэ цамц', price: 2_500_000, published: true, approved: true });
    expect((await admin.call(listVariants, { id: made.id })).items.map((v) => v.sku)).toContain('IMP-NEW-XL');
    expect((await bySku('IMP-OLD'))!.price).toBe(1_200_000);
    // again: now every row is an update
    const again = await editor.call(importRows, { rows: [{ sku: 'IMP-NEW-XL', product_sku: 'IMP-NEW', price: 2_800_000 }], dry_run: true });
    expect(again.results[0]).toMatchObject({ ok: true, action: 'update', kind: 'variant' });
  });

  it('confines a merchant to his vendor: another vendor\'s sku is taken, another vendor refused', async () => {
    const out = await merchant.call(importRows, {
      rows: [
        { sku: 'IMP-M1', name_en: 'Merchant made' },
        { sku: 'IMP-V2', price: 1 },
        { sku: 'IMP-M2', name_en: 'Elsewhere', vendor_id: 2 },
      ],
      dry_run: true,
    });
    expect(out.results.map((r) => r.ok)).toEqual([true, false, false]);
    expect(out.results[1]!.error!.field).toBe('sku');
    await merchant.call(importRows, { rows: [{ sku: 'IMP-M1', name_en: 'Merchant made' }] });
    expect(await bySku('IMP-M1')).toMatchObject({ vendor_id: 1, approved: false });
    expect((await bySku('IMP-V2'))!.price).toBe(1_000_000);
  });

  it('is refused to a view-only role', async () => {
    expect((await expectApiError(viewer.call(importRows, { rows: [{ sku: 'X-1' }], dry_run: true }))).status).toBe(403);
  });
});

describe('import jobs', () => {
  it('runs the rows as a job whose progress jobs.get answers, failures kept per row and in its result file, listed by jobs.list', async () => {
    const jobRows = [
      ...Array.from({ length: 120 }, (_, i) => ({ sku: `JOB-${i + 1}`, name_en: `Job product ${i + 1}`, vendor_id: 1, price: 10_000 * (i + 1) })),
      { sku: 'JOB-BAD', product_sku: 'NOPE' },
    ];
    const { job } = await editor.call(importStart, { rows: jobRows, file_name: 'rows.csv' });
    expect(job).toMatchObject({ status: 'queued', total: 121, processed: 0, file_name: 'rows.csv' });
    let last: Job | null = job;
    const seen = new Set<number>();
    for (let i = 0; i < 600 && last?.status !== 'done' && last?.status !== 'failed'; i++) {
      last = (await editor.call(getJob, { id: job.id })).job;
      seen.add(last.processed);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(last).toMatchObject({ status: 'done', total: 121, processed: 121, succeeded: 120, failed: 1 });
    expect(last!.errors).toEqual([{ row: 121, ref: 'JOB-BAD', field: 'product_sku', message: 'no such product' }]);
    // progress moves a committed chunk (50 rows) at a time; how many of them a poll sees depends on the machine
    expect([...seen].every((n) => n % 50 === 0 || n === 121)).toBe(true);
    expect(seen.has(121)).toBe(true);
    expect((await bySku('JOB-120'))!.price).toBe(1_200_000);
    expect((await editor.call(listJobs, { kind: 'product_import', active: true })).items).toEqual([]);
    const logs = await editor.call(listJobs, { kind: 'product_import' });
    expect(logs.items[0]).toMatchObject({ id: job.id, status: 'done', user_email: 'product@demo.mn', resumable: false });
    // a merchant sees his own jobs only
    expect((await merchant.call(listJobs, {})).items.every((j) => j.user_email === 'merchant@demo.mn')).toBe(true);

    // the failed row, as a file to fix and import again: its cells (prices in ₮), its row and why
    expect(last!.result).toEqual({ name: 'rows-failed-rows.csv', url: `/api/bo/jobs/${job.id}/result` });
    const { token } = await server.login('product@demo.mn');
    const file = await server.fetch(last!.result!.url, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...lines] = parseCsv(await file.text());
    expect(lines).toHaveLength(1);
    const cell = (name: string) => lines[0]![header!.indexOf(name)];
    expect([cell('sku'), cell('product_sku'), cell('_row'), cell('_error')]).toEqual(['JOB-BAD', 'NOPE', '121', 'product_sku: no such product']);
    // someone who may not see the job gets no file either
    const other = await server.login('merchant@demo.mn');
    expect((await server.fetch(last!.result!.url, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
    expect((await server.fetch(last!.result!.url)).status).toBe(401);
  });

  it('a merchant\'s job touches only his vendor', async () => {
    const { job } = await merchant.call(importStart, { rows: [{ sku: 'IMP-V2', price: 5 }, { sku: 'JOB-M', name_en: 'Mine' }] });
    let last: Job | null = job;
    for (let i = 0; i < 200 && last?.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      last = (await merchant.call(getJob, { id: job.id })).job;
    }
    expect(last).toMatchObject({ status: 'done', succeeded: 1, failed: 1 });
    expect((await bySku('IMP-V2'))!.price).toBe(1_000_000);
    expect(await bySku('JOB-M')).toMatchObject({ vendor_id: 1 });
  });
});
