import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { batchSale, massUpdate, prepareSale } from '../../src/shared/commands/products/prices.js';
import { audits, create, findBy, get, search } from '../../src/shared/commands/products/products.js';
import { create as createVariant } from '../../src/shared/commands/products/variants.js';
import { expectApiError, type TestServer } from '../helpers/server.js';
import { catalogServer } from '../helpers/catalog.js';

let server: TestServer;
let admin: ApiClient;
let editor: ApiClient; // product@demo.mn
let merchant: ApiClient;
let viewer: ApiClient;

beforeAll(async () => {
  ({ server, admin, editor, merchant, viewer } = await catalogServer());
  await admin.call(create, { sku: 'MU-1', name_en: 'Mass one', vendor_id: 1, price: 1_000_000, cost_price: 600_000 });
  await admin.call(create, { sku: 'MU-2', name_en: 'Mass two', vendor_id: 1, price: 2_000_000 });
  await admin.call(create, { sku: 'MU-3', name_en: 'Mass three', vendor_id: 2, price: 3_000_000 });
  const { product } = await admin.call(create, { sku: 'MU-4', name_en: 'Mass four', vendor_id: 2, price: 4_000_000 });
  await admin.call(createVariant, { id: product.id, sku: 'MU-4-A', price: 4_000_000 });
  await admin.call(createVariant, { id: product.id, sku: 'MU-4-B', price: 4_500_000 });
});
afterAll(async () => { await server?.close(); });

const price = async (sku: string) => (await admin.call(findBy, { sku })).items[0]!;

describe('products/mass_update', () => {
  const rows = [
    { sku: 'MU-1', price: 1_100_000, cost_price: 650_000 },
    { sku: 'MU-2', sale_price: 1_500_000, sale_start: '2026-12-01T00:00:00Z', sale_expiry: '2026-12-31T00:00:00Z' },
    { sku: 'NOPE-404', price: 100 },
    { sku: 'MU-3', price: -5 },
    { sku: 'MU-3', sale_price: 2_000_000, sale_start: '2026-12-31T00:00:00Z', sale_expiry: '2026-12-01T00:00:00Z' },
    { sku: 'MU-4', sale_price: 3_000_000 },
    { sku: 'MU-1', price: 5 },
    { sku: 42 },
  ];

  it('dry run previews old and new per row and the rows that would fail, writing nothing', async () => {
    const preview = await editor.call(massUpdate, { rows, dry_run: true });
    expect(preview).toMatchObject({ dry_run: true, total: 8, applied: 2, failed: 6, unchanged: 0 });
    const byRow = (n: number) => preview.results.find((r) => r.row === n)!;
    expect(byRow(1)).toMatchObject({ ok: true, sku: 'MU-1', changes: { price: [1_000_000, 1_100_000], cost_price: [600_000, 650_000] } });
    expect(byRow(2)).toMatchObject({ ok: true, changes: { sale_price: [null, 1_500_000], sale_start: [null, '2026-12-01T00:00:00.000Z'] } });
    expect(byRow(3)).toMatchObject({ ok: false, error: { field: 'sku', message: 'No product has this sku' } });
    expect(byRow(4)).toMatchObject({ ok: false, error: { field: 'price' } });
    expect(byRow(5)).toMatchObject({ ok: false, error: { field: 'sale_expiry' } });
    expect(byRow(6)).toMatchObject({ ok: false, error: { field: 'sale_price' } }); // its variants differ in price
    expect(byRow(7)).toMatchObject({ ok: false, error: { field: 'sku', message: 'This sku appears twice in this update' } });
    expect(byRow(8)).toMatchObject({ ok: false, error: { field: 'sku' } });
    expect((await price('MU-1')).price).toBe(1_000_000);
  });

  it('answers each row\'s reason in the reader\'s language', async () => {
    const { token } = await server.login('product@demo.mn');
    const mn = server.client({ token, locale: 'mn' });
    const preview = await mn.call(massUpdate, { rows, dry_run: true });
    const reason = (n: number) => preview.results.find((r) => r.row === n)!.error?.message;
    expect(reason(3)).toBe('Ийм SKU-тэй бараа алга');
    expect(reason(4)).toBe('Сөрөг байж болохгүй');
    expect(reason(7)).toBe('Энэ SKU энэ шинэчлэлд хоёр удаа орсон байна');
    expect(reason(8)).toBe('Энэ утга буруу байна');
  });

  it('applies the good rows in one go, the bad ones answered with their reason, every change audited', async () => {
    const result = await editor.call(massUpdate, { rows });
    expect(result).toMatchObject({ dry_run: false, applied: 2, failed: 6 });
    const one = await price('MU-1');
    expect(one).toMatchObject({ price: 1_100_000, cost_price: 650_000 });
    expect((await admin.call(get, { id: one.id })).product.variants[0]!.price).toBe(1_100_000);
    expect((await price('MU-2')).sale_price).toBe(1_500_000);
    const trail = await admin.call(audits, { id: one.id });
    expect(trail.items[0]).toMatchObject({ action: 'price', command_id: 'product.mass_update', user_email: 'product@demo.mn', changes: { price: [1_000_000, 1_100_000] } });
    // the same rows again change nothing
    const again = await editor.call(massUpdate, { rows: rows.slice(0, 2) });
    expect(again).toMatchObject({ applied: 0, unchanged: 2, failed: 0 });
  });

  it('a rule over a filter: raise by percent, rounded to whole tugriks; preview first', async () => {
    const rule = { q: { sku_start: 'MU-' }, op: 'raise' as const, by: 'percent' as const, value: 7.5 };
    const preview = await editor.call(massUpdate, { rule, dry_run: true });
    const mu3 = preview.results.find((r) => r.sku === 'MU-3')!;
    expect(mu3.changes.price).toEqual([3_000_000, 3_225_000]);
    const mu1 = preview.results.find((r) => r.sku === 'MU-1')!;
    // 1,100,000 × 1.075 = 1,182,500 möngö → ₮11,825
    expect(mu1.changes.price).toEqual([1_100_000, 1_182_500]);
    expect(preview.results.every((r) => Number(r.changes.price?.[1] ?? 0) % 100 === 0)).toBe(true);
    await editor.call(massUpdate, { rule });
    expect((await price('MU-3')).price).toBe(3_225_000);
  });

  it('rules set and lower by an amount; a price never goes below zero; a missing sale price is not lowered', async () => {
    const set = await editor.call(massUpdate, { rule: { q: { sku_eq: 'MU-2' }, op: 'set', value: 2_222_200 } });
    expect(set.applied).toBe(1);
    expect((await price('MU-2')).price).toBe(2_222_200);
    const lower = await editor.call(massUpdate, { rule: { q: { sku_eq: 'MU-2' }, op: 'lower', by: 'amount', value: 999_999_999 }, dry_run: true });
    expect(lower.results[0]).toMatchObject({ ok: false, error: { field: 'price' } });
    const noSale = await editor.call(massUpdate, { rule: { q: { sku_eq: 'MU-1' }, field: 'sale_price', op: 'lower', by: 'percent', value: 10 }, dry_run: true });
    expect(noSale.results[0]).toMatchObject({ ok: false, error: { field: 'sale_price' } });
    const badRule = await expectApiError(editor.call(massUpdate, { rule: { op: 'set', by: 'percent', value: 5 } }));
    expect(badRule).toMatchObject({ status: 400, fields: { 'rule.by': expect.any(String) } });
    expect((await expectApiError(editor.call(massUpdate, {}))).status).toBe(400);
  });

  it('only catalogue editors run it; the catalogue declares it as a bulk operation', async () => {
    expect(massUpdate.bulk).toMatchObject({ field: 'rows', chunk: 2000, money: ['price', 'cost_price', 'sale_price'] });
    expect((await expectApiError(viewer.call(massUpdate, { rows: [{ sku: 'MU-1', price: 1 }] }))).status).toBe(403);
    expect((await expectApiError(merchant.call(massUpdate, { rows: [{ sku: 'MU-1', price: 1 }] }))).status).toBe(403);
    const found = await admin.call(search, { query: 'MU-', per_page: 10 });
    expect(found.total).toBeGreaterThanOrEqual(4);
  });

  it('handles a chunk of 2,000 rows in one call', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ sku: `P${String(i + 1).padStart(6, '0')}`, price: 1_000_000 + i * 100 }));
    const result = await admin.call(massUpdate, { rows: many });
    expect(result.applied + result.unchanged + result.failed).toBe(2000);
    // demo products on sale above the new price are refused, the rest applied
    expect(result.results.filter((r) => !r.ok).every((r) => r.error!.field === 'sale_price')).toBe(true);
    const applied = result.results.find((r) => r.ok && r.changes.price)!;
    expect((await price(applied.sku)).price).toBe(applied.changes.price![1]);
  });
});

describe('sales', () => {
  it('prepare_sale says which discount fits: one price when the variants share it, a percent when they differ', async () => {
    const mu4 = await price('MU-4');
    const prepared = await editor.call(prepareSale, { id: mu4.id });
    expect(prepared).toMatchObject({ shared_price: false, discounts: ['sale_percent'] });
    expect(prepared.variants.map((v) => v.sku)).toEqual(['MU-4-A', 'MU-4-B']);
    const mu1 = await price('MU-1');
    expect((await editor.call(prepareSale, { id: mu1.id })).discounts).toEqual(['sale_price', 'sale_percent']);
  });

  it('batch_sale puts many products on sale, refusing the ones a rule forbids', async () => {
    const ids = [(await price('MU-1')).id, (await price('MU-4')).id, 999_999];
    const dates = { sale_start: '2026-12-01T00:00:00Z', sale_expiry: '2026-12-31T00:00:00Z' };
    const byPrice = await editor.call(batchSale, { ids, sale_price: 500_000, ...dates, dry_run: true });
    expect(byPrice.results.map((r) => r.ok)).toEqual([true, false, false]);
    expect(byPrice.results[1]!.error!.field).toBe('sale_price');
    const byPercent = await editor.call(batchSale, { ids: ids.slice(0, 2), sale_percent: 15, ...dates });
    expect(byPercent).toMatchObject({ applied: 2, failed: 0 });
    expect((await price('MU-4')).sale_percent).toBe(15);
    const cleared = await editor.call(batchSale, { ids: ids.slice(0, 2), clear: true });
    expect(cleared.applied).toBe(2);
    expect((await price('MU-4')).sale_percent).toBeNull();
    expect((await expectApiError(editor.call(batchSale, { ids, sale_price: 1, sale_percent: 5 }))).status).toBe(400);
  });
});
