import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { cloneSeated } from '../../src/shared/commands/products/clone-seated.js';
import { IMAGE_UPLOAD_PATH } from '../../src/shared/commands/products/images.js';
import { search as listingSearch, get as listingGet, sync } from '../../src/shared/commands/products/listings.js';
import { audits, create, get } from '../../src/shared/commands/products/products.js';
import { optionTypes } from '../../src/shared/commands/products/resources.js';
import { siteProductSchema, syncJson } from '../../src/shared/commands/products/sync-json.js';
import { taxonSearch } from '../../src/shared/commands/products/taxonomy.js';
import { create as createVariant, updateStock, stockItems } from '../../src/shared/commands/products/variants.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let editor: ApiClient; // product@demo.mn
let merchant: ApiClient; // vendor 1
let merchant2: ApiClient; // vendor 2
let viewer: ApiClient; // product_view
let stockKeeper: ApiClient;
/** An event product of vendor 1 with two coloured variants, a taxon and stock. */
let eventId: number;
let redId: number;
let theirs: number; // a product of vendor 2
let adminToken: string;
// uploaded images go to a folder of this file's own
const filesDir = mkdtempSync(join(tmpdir(), 'bo-site-'));

beforeAll(async () => {
  server = await startServer({ filesDir });
  const signedIn = await Promise.all(
    ['admin@demo.mn', 'product@demo.mn', 'merchant@demo.mn', 'merchant2@demo.mn', 'catalog@demo.mn', 'stock@demo.mn'].map((e) => server.login(e)),
  );
  const [a, e, m, m2, v, s] = signedIn as [typeof signedIn[number], ...typeof signedIn];
  [admin, editor, merchant, merchant2, viewer, stockKeeper] = [a.api, e!.api, m!.api, m2!.api, v!.api, s!.api];
  adminToken = a.token;
  const colour = (await admin.call(optionTypes.list, {})).items.find((t) => t.name === 'colour')!;
  const taxon = (await admin.call(taxonSearch, {})).items[0]!;
  const { product } = await admin.call(create, {
    sku: 'SEAT-1', name_en: 'Opera night', name_mn: 'Дуурийн үдэш', vendor_id: 1, price: 8_000_000, product_type: 'event',
    published: true, option_type_ids: [colour.id], taxon_ids: [taxon.id], keywords: 'opera, night',
  });
  eventId = product.id;
  redId = (await admin.call(createVariant, { id: eventId, sku: 'SEAT-1-RED', price: 9_000_000, option_value_ids: [colour.option_values[2]!.id] })).variant.id;
  await admin.call(createVariant, { id: eventId, sku: 'SEAT-1-BLUE', option_value_ids: [colour.option_values[3]!.id] });
  const location = (await admin.call(stockItems, { id: redId })).items[0]!.stock_location_id;
  await stockKeeper.call(updateStock, { id: redId, stock_location_id: location, quantity: 7, reason: 'received' });
  theirs = (await admin.call(create, { sku: 'SEAT-V2', name_en: 'Their concert', vendor_id: 2, price: 100_000, product_type: 'event' })).product.id;
});
afterAll(async () => {
  await server?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('products/:id/clone_seated', () => {
  it('copies the product with its variants and option values as an unpublished seated product, type kept', async () => {
    const { product } = await editor.call(cloneSeated, { id: eventId });
    expect(product).toMatchObject({ sku: 'SEAT-1-copy', category: 'seated', product_type: 'event', published: false, approved: true, vendor_id: 1 });
    expect(product.id).not.toBe(eventId);
    const copies = product.variants.filter((v) => !v.is_master);
    expect(copies.map((v) => v.option_values.map((o) => o.name))).toEqual([['red'], ['blue']]);
    expect(copies.map((v) => v.price)).toEqual([9_000_000, 8_000_000]);
    // the source is untouched, and the copy's history says what was made of it
    expect((await admin.call(get, { id: eventId })).product).toMatchObject({ category: 'product', published: true });
    const history = (await admin.call(audits, { id: product.id })).items;
    expect(history.map((a) => a.command_id)).toEqual(['product.clone_seated', 'product.clone']);
    expect(history[0]!.changes).toEqual({ category: ['product', 'seated'] });
  });

  it('takes a sku; a merchant clones only his vendor\'s products and his copy waits for approval', async () => {
    const { product } = await merchant.call(cloneSeated, { id: eventId, sku: 'SEAT-MINE' });
    expect(product).toMatchObject({ sku: 'SEAT-MINE', category: 'seated', approved: false });
    expect((await expectApiError(merchant.call(cloneSeated, { id: theirs }))).status).toBe(404);
    expect(await expectApiError(merchant.call(cloneSeated, { id: eventId, sku: 'SEAT-MINE' }))).toMatchObject({ status: 409, fields: { sku: expect.any(String) } });
    expect((await expectApiError(viewer.call(cloneSeated, { id: eventId }))).status).toBe(403);
    expect((await expectApiError(stockKeeper.call(cloneSeated, { id: eventId }))).status).toBe(403);
  });
});

describe('products/:id/sync_json', () => {
  it('answers the document the site syncs: fields, variants with stock and option values, prices, images, taxons', async () => {
    const { product } = await viewer.call(syncJson, { id: eventId });
    expect(siteProductSchema.parse(product)).toEqual(product);
    expect(product).toMatchObject({ id: eventId, sku: 'SEAT-1', name_mn: 'Дуурийн үдэш', product_type: 'event', price: 8_000_000, count_on_hand: 7, published: true, images: [] });
    expect(product.variants.map((v) => [v.sku, v.is_master, v.price, v.count_on_hand])).toEqual([
      ['SEAT-1', true, 8_000_000, 0], ['SEAT-1-RED', false, 9_000_000, 7], ['SEAT-1-BLUE', false, 8_000_000, 0],
    ]);
    const red = product.variants[1]!;
    expect(red.option_values).toEqual([expect.objectContaining({ option_type: 'colour', name: 'red' })]);
    expect(red.stock).toHaveLength(3);
    expect(red.stock.reduce((n, s) => n + s.count_on_hand, 0)).toBe(7);
    expect(product.taxons).toHaveLength(1);
    expect(product.taxons[0]!.permalink).toBeTruthy();
    // the same instant the product API writes
    expect(product.updated_at).toBe((await admin.call(get, { id: eventId })).product.updated_at);
  });

  it('answers images as their urls, the variant\'s own tied to it', async () => {
    const form = new FormData();
    form.append('variant_id', String(redId));
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#aa3366' } }).jpeg().toBuffer();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'stage.jpg');
    const res = await server.fetch(IMAGE_UPLOAD_PATH(eventId), { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
    expect(res.status).toBe(201);
    const { product } = await viewer.call(syncJson, { id: eventId });
    expect(product.images).toHaveLength(1);
    const [image] = product.images;
    expect(image).toMatchObject({ variant_id: redId, position: expect.any(Number) });
    expect(image!.urls.thumb).toMatch(new RegExp(`^/images/${image!.id}/thumb/`));
    expect((await server.fetch(image!.urls.mini)).status).toBe(200);
  });

  it('keeps a merchant to his vendor: another vendor\'s product is not found', async () => {
    expect((await merchant.call(syncJson, { id: eventId })).product.id).toBe(eventId);
    expect((await expectApiError(merchant.call(syncJson, { id: theirs }))).status).toBe(404);
    expect((await merchant2.call(syncJson, { id: theirs })).product.vendor_id).toBe(2);
    expect((await expectApiError(viewer.call(syncJson, { id: 999_999_999 }))).status).toBe(404);
  });
});

describe('listings/sync', () => {
  it('re-pushes the listings asked (their updated_at moves) and answers how many; not found ones named', async () => {
    const mine = (await merchant.call(listingSearch, { per_page: 2 })).items;
    const other = (await admin.call(listingSearch, { q: { vendor_id_eq: 2 }, per_page: 1 })).items[0]!;
    const ids = [...mine.map((l) => l.id), other.id, 999_999_999];
    const answer = await merchant.call(sync, { ids });
    expect(answer).toEqual({ synced: 2, not_found: [other.id, 999_999_999] });
    for (const l of mine) expect(Date.parse((await merchant.call(listingGet, { id: l.id })).listing.updated_at)).toBeGreaterThan(Date.parse(l.updated_at));
    // the other vendor's listing was not touched
    expect((await admin.call(listingGet, { id: other.id })).listing.updated_at).toBe(other.updated_at);
    expect(await editor.call(sync, { ids: [other.id] })).toEqual({ synced: 1, not_found: [] });
    expect((await expectApiError(viewer.call(sync, { ids: [other.id] }))).status).toBe(403);
    expect((await expectApiError(merchant.call(sync, { ids: [] }))).status).toBe(400);
  });
});
