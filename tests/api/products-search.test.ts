import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { findBy, get, search } from '../../src/shared/commands/products/products.js';
import { search as paletteSearch } from '../../src/shared/commands/system.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let merchant: ApiClient; // merchant@demo.mn: vendor 1 only
let viewer: ApiClient; // catalog@demo.mn: product_view

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
  viewer = (await server.login('catalog@demo.mn')).api;
});
afterAll(async () => { await server?.close(); });

describe('product search', () => {
  it('pages 40 at a time over the demo catalogue', async () => {
    const page = await admin.call(search, {});
    expect(page).toMatchObject({ page: 1, per_page: 40 });
    expect(page.items).toHaveLength(40);
    // 2,000 demo products: the count stops at the cap and says so
    expect(page).toMatchObject({ total: 1000, total_capped: true, corrected_query: null });
    const second = await viewer.call(search, { page: 2 });
    expect(second.items[0]!.id).not.toBe(page.items[0]!.id);
  });

  it('finds by exact sku and barcode first', async () => {
    const bySku = await admin.call(search, { query: 'P000123' });
    expect(bySku.items[0]!.sku).toBe('P000123');
    const barcode = bySku.items[0]!.barcode!;
    const byBarcode = await admin.call(search, { query: barcode });
    expect(byBarcode.items[0]!.sku).toBe('P000123');
  });

  it('finds by name words in English and Mongolian, in any order and by prefix', async () => {
    const en = await admin.call(search, { query: 'smartphone samsung', per_page: 100 });
    expect(en.total).toBeGreaterThan(0);
    expect(en.items.every((p) => /samsung/i.test(p.name_en) && /smartphone/i.test(p.name_en))).toBe(true);
    const mn = await admin.call(search, { query: 'ноолууран цам' });
    expect(mn.total).toBeGreaterThan(0);
    expect(mn.items.every((p) => p.name_mn.toLowerCase().includes('ноолууран цамц'))).toBe(true);
    const upper = await admin.call(search, { query: 'НООЛУУРАН' });
    expect(upper.total).toBe((await admin.call(search, { query: 'ноолууран' })).total);
  });

  it('forgives a typo by correcting the word to the nearest the catalogue uses, and says so', async () => {
    const typo = await admin.call(search, { query: 'smartphnoe' });
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.corrected_query).toBe('smartphone');
    expect(typo.items[0]!.name_en).toMatch(/Smartphone/);
    const exact = await admin.call(search, { query: 'smartphone' });
    expect(exact.corrected_query).toBeNull();
  });

  it('finds a word inside longer words when no word starts with it', async () => {
    const inside = await admin.call(search, { query: 'artphone', per_page: 100 });
    expect(inside.total).toBeGreaterThan(0);
    expect(inside.corrected_query).toBeNull();
    expect(inside.items.every((p) => /artphone/i.test(`${p.name_en} ${p.sku}`) || /artphone/i.test(p.name_mn))).toBe(true);
  });

  it('matches keywords and treats % and _ literally', async () => {
    const kw = await admin.call(search, { query: 'гар утас', per_page: 5 });
    expect(kw.total).toBeGreaterThan(0);
    expect((await admin.call(search, { query: '%' })).total).toBe(0);
    expect((await admin.call(search, { query: '_' })).total).toBe(0);
  });

  it('filters by brand, vendor, taxon with its subtree, category, published, approved, price range and stock', async () => {
    const first = (await admin.call(search, { query: 'P000001' })).items[0]!;
    const byBrand = await admin.call(search, { q: { brand_id_eq: first.brand_id! }, per_page: 100 });
    expect(byBrand.items.every((p) => p.brand_id === first.brand_id)).toBe(true);
    const byVendor = await admin.call(search, { q: { vendor_id_in: [2] }, per_page: 100 });
    expect(byVendor.items.every((p) => p.vendor_id === 2)).toBe(true);
    const food = await admin.call(search, { q: { category_eq: 'food' }, per_page: 100 });
    expect(food.total).toBeGreaterThan(0);
    expect(food.items.every((p) => p.category === 'food')).toBe(true);
    const cheap = await admin.call(search, { q: { price_gteq: 100_000, price_lteq: 500_000 }, per_page: 100 });
    expect(cheap.items.every((p) => p.price >= 100_000 && p.price <= 500_000)).toBe(true);
    const unpublished = await admin.call(search, { q: { published_eq: false } });
    expect(unpublished.items.every((p) => !p.published)).toBe(true);
    const unapproved = await admin.call(search, { q: { approved_eq: false } });
    expect(unapproved.total).toBeGreaterThan(0);
    const out = await admin.call(search, { stock: 'out_of_stock', per_page: 100 });
    expect(out.items.every((p) => p.count_on_hand === 0)).toBe(true);
    const inStock = await admin.call(search, { stock: 'in_stock', per_page: 100 });
    expect(inStock.items.every((p) => p.count_on_hand > 0)).toBe(true);
    // out of stock are counted exactly (the demo has few); the many in stock reach the cap, which the answer says
    expect(out).toMatchObject({ total_capped: false });
    expect(inStock).toMatchObject({ total: 1000, total_capped: true });
  });

  it('a taxon filter takes the products of the categories under it', async () => {
    const { taxonomyList, tree } = await import('../../src/shared/commands/products/taxonomy.js');
    const [categories] = (await admin.call(taxonomyList, {})).items;
    const { root } = await admin.call(tree, { id: categories!.id });
    const electronics = root!.children.find((c) => c.slug === 'electronics')!;
    const phones = electronics.children.find((c) => c.slug === 'phones')!;
    const all = await admin.call(search, { q: { taxon_id_eq: electronics.id } });
    const only = await admin.call(search, { q: { taxon_id_eq: phones.id } });
    expect(only.total).toBeGreaterThan(0);
    expect(all.total).toBeGreaterThan(only.total);
  });

  it('sorts by a whitelisted column and refuses others', async () => {
    const byPrice = await admin.call(search, { q: { s: 'price desc' } });
    const prices = byPrice.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const bad = await expectApiError(admin.call(search, { q: { s: 'cost_price desc' } as never }));
    expect(bad).toMatchObject({ status: 400, fields: { 'q.s': expect.any(String) } });
  });

  it('keeps a merchant inside his vendor, whatever the filter says', async () => {
    const own = await merchant.call(search, { per_page: 100 });
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(2000);
    expect(own.items.every((p) => p.vendor_id === 1)).toBe(true);
    const other = await merchant.call(search, { q: { vendor_id_eq: 2 } });
    expect(other.total).toBe(0);
    const foreign = (await admin.call(search, { q: { vendor_id_eq: 2 } })).items[0]!;
    expect(await expectApiError(merchant.call(get, { id: foreign.id }))).toMatchObject({ status: 404, code: 'not_found' });
    expect((await merchant.call(findBy, { sku: foreign.sku })).items).toEqual([]);
  });

  it('find_by sku (a variant sku too) and brand', async () => {
    const bySku = await admin.call(findBy, { sku: 'P000002' });
    expect(bySku.items.map((p) => p.sku)).toEqual(['P000002']);
    const withVariants = (await admin.call(search, { q: { category_eq: 'product' }, per_page: 200 })).items.find((p) => p.variants_count > 0)!;
    const detail = (await admin.call(get, { id: withVariants.id })).product;
    const variantSku = detail.variants.find((v) => !v.is_master)!.sku;
    expect((await admin.call(findBy, { sku: variantSku })).items[0]!.id).toBe(withVariants.id);
    const byBrand = await admin.call(findBy, { brand: 'samsung' });
    expect(byBrand.items.length).toBeGreaterThan(0);
    expect(byBrand.items.every((p) => p.brand_name === 'Samsung')).toBe(true);
    expect((await expectApiError(admin.call(findBy, {}))).status).toBe(400);
  });

  it('the palette finds products by sku, barcode and name, scoped to the merchant', async () => {
    const group = (r: { groups: { kind: string; items: { href: string; title: string }[] }[] }) => r.groups.find((g) => g.kind === 'products');
    const bySku = group(await admin.call(paletteSearch, { q: 'P000010' }))!;
    expect(bySku.items[0]!.href).toMatch(/^\/products\/\d+$/);
    const mine = group(await merchant.call(paletteSearch, { q: 'smartphone', limit: 20 }));
    const ids = (mine?.items ?? []).map((i) => Number(i.href.split('/').pop()));
    for (const id of ids) expect((await merchant.call(get, { id })).product.vendor_id).toBe(1);
    const mn = group(await admin.call(paletteSearch, { q: 'ухаалаг утас' }))!;
    expect(mn.items.length).toBeGreaterThan(0);
  });
});
