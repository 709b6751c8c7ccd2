import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { batch, keywords } from '../../src/shared/commands/products/batch.js';
import { audits, create, get, search, update } from '../../src/shared/commands/products/products.js';
import { documents, reindex, reindexAll } from '../../src/shared/commands/products/search-index.js';
import { expectApiError, type TestServer } from '../helpers/server.js';
import { catalogServer } from '../helpers/catalog.js';

let server: TestServer;
let admin: ApiClient;
let editor: ApiClient; // product@demo.mn
let merchant: ApiClient;
let viewer: ApiClient;

beforeAll(async () => {
  ({ server, admin, editor, merchant, viewer } = await catalogServer());
});
afterAll(async () => { await server?.close(); });

describe('bulk actions on the product list', () => {
  it('publishes, unpublishes and deletes the selected products, each audited', async () => {
    const ids = (await admin.call(search, { q: { published_eq: true }, per_page: 3 })).items.map((p) => p.id);
    const off = await editor.call(batch, { ids, action: 'unpublish' });
    expect(off).toMatchObject({ applied: 3, failed: 0 });
    for (const id of ids) expect((await admin.call(get, { id })).product.published).toBe(false);
    expect((await admin.call(audits, { id: ids[0]! })).items[0]).toMatchObject({ action: 'update', changes: { published: [true, false] } });
    await editor.call(batch, { ids, action: 'publish' });
    const gone = await editor.call(batch, { ids: [ids[2]!, 999_999], action: 'delete' });
    expect(gone).toMatchObject({ applied: 1, failed: 1, results: [{ id: ids[2], ok: true }, { id: 999_999, ok: false, error: 'not found' }] });
    expect((await expectApiError(admin.call(get, { id: ids[2]! }))).status).toBe(404);
  });

  it('approving needs a product admin; a merchant acts on his own products only', async () => {
    const { product } = await merchant.call(create, { sku: 'BATCH-M1', name_mn: 'Цүнх' });
    expect(product.approved).toBe(false);
    expect((await expectApiError(merchant.call(batch, { ids: [product.id], action: 'approve' }))).status).toBe(403);
    expect((await editor.call(batch, { ids: [product.id], action: 'approve' })).applied).toBe(1);
    expect((await admin.call(get, { id: product.id })).product.approved).toBe(true);
    const theirs = (await admin.call(search, { q: { vendor_id_eq: 2 } })).items[0]!;
    const result = await merchant.call(batch, { ids: [theirs.id, product.id], action: 'unpublish' });
    expect(result).toMatchObject({ applied: 1, failed: 1 });
    expect((await admin.call(get, { id: theirs.id })).product.published).toBe(theirs.published);
    expect((await expectApiError(viewer.call(batch, { ids: [product.id], action: 'publish' }))).status).toBe(403);
  });
});

describe('keywords', () => {
  it('lists the keywords products carry with their counts, scoped like products', async () => {
    const all = await viewer.call(keywords, {});
    expect(all.total).toBeGreaterThan(10);
    expect(all.items[0]!.products_count).toBeGreaterThanOrEqual(all.items[1]!.products_count);
    const phones = await viewer.call(keywords, { query: 'гар утас' });
    expect(phones.items.map((k) => k.keyword)).toEqual(['гар утас']);
    const mine = await merchant.call(keywords, { query: 'гар утас' });
    expect(mine.items[0]!.products_count).toBeLessThan(phones.items[0]!.products_count);
  });
});

describe('search index', () => {
  it('shows the indexed document of a product, current after every change; reindexes one and all', async () => {
    const { product } = await admin.call(create, { sku: 'IDX-1', name_en: 'Felt boots', name_mn: 'Эсгий гутал', vendor_id: 1, keywords: 'гутал' });
    const docs = await viewer.call(documents, { query: 'IDX-1' });
    expect(docs.items[0]).toMatchObject({ product_id: product.id, sku: 'IDX-1' });
    expect(docs.items[0]!.lexemes).toContain("'эсгий'");
    expect(docs.items[0]!.text).toContain('felt boots');
    await admin.call(update, { id: product.id, name_mn: 'Монгол гутал' });
    expect((await viewer.call(documents, { query: 'IDX-1' })).items[0]!.lexemes).toContain("'монгол'");
    const one = await editor.call(reindex, { id: product.id });
    expect(one.document.product_id).toBe(product.id);
    const all = await admin.call(reindexAll, {});
    // a job now: its run, progress and resumption are tested in jobs.test.ts
    expect(all.job).toMatchObject({ kind: 'search_reindex', total: expect.any(Number) });
    expect(all.job.total).toBeGreaterThan(2000);
    expect((await expectApiError(viewer.call(reindexAll, {}))).status).toBe(403);
    expect((await expectApiError(merchant.call(documents, {}))).status).toBe(403);
  });
});
