import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { batch, create, get, massUpdate, remove, search, update } from '../../src/shared/commands/products/listings.js';
import { audits, search as productSearch } from '../../src/shared/commands/products/products.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let editor: ApiClient;
let merchant: ApiClient; // vendor 1
let merchant2: ApiClient; // vendor 2
let viewer: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  editor = (await server.login('product@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
  merchant2 = (await server.login('merchant2@demo.mn')).api;
  viewer = (await server.login('catalog@demo.mn')).api;
});
afterAll(async () => { await server?.close(); });

describe('listings: a vendor\'s offer of a catalogue product', () => {
  it('the demo has listings; a merchant sees only his own', async () => {
    const all = await viewer.call(search, {});
    expect(all.total).toBeGreaterThan(100);
    expect(all.per_page).toBe(40);
    const mine = await merchant.call(search, { per_page: 100 });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((l) => l.vendor_id === 1)).toBe(true);
    expect((await merchant.call(search, { q: { vendor_id_eq: 2 } })).total).toBe(0);
    const theirs = (await admin.call(search, { q: { vendor_id_eq: 2 } })).items[0]!;
    expect((await expectApiError(merchant.call(get, { id: theirs.id }))).status).toBe(404);
    expect((await expectApiError(merchant.call(update, { id: theirs.id, price: 1 }))).status).toBe(404);
    expect((await expectApiError(merchant.call(remove, { id: theirs.id }))).status).toBe(404);
  });

  it('a merchant offers another vendor\'s product with his own sku, price and stock; it waits for approval', async () => {
    const product = (await admin.call(productSearch, { q: { vendor_id_eq: 3 } })).items[0]!;
    const { listing } = await merchant.call(create, { product_id: product.id, sku: 'MY-OFFER-1', price: 900_000, count_on_hand: 5 });
    expect(listing).toMatchObject({ vendor_id: 1, variant_id: product.master_variant_id, sku: 'MY-OFFER-1', approved: false, count_on_hand: 5 });
    const twice = await expectApiError(merchant.call(create, { product_id: product.id, sku: 'MY-OFFER-2', price: 1 }));
    expect(twice).toMatchObject({ status: 422, fields: { variant_id: expect.any(String) } });
    const other = (await admin.call(productSearch, { q: { vendor_id_eq: 4 } })).items[0]!;
    const sameSku = await expectApiError(merchant.call(create, { product_id: other.id, sku: 'MY-OFFER-1', price: 1 }));
    expect(sameSku).toMatchObject({ status: 409, fields: { sku: expect.any(String) } });
    // another vendor may use the same sku for his own offer
    const theirs = await merchant2.call(create, { product_id: other.id, sku: 'MY-OFFER-1', price: 1_000 });
    expect(theirs.listing.vendor_id).toBe(2);
    const sale = await expectApiError(merchant.call(update, { id: listing.id, sale_price: 2_000_000 }));
    expect(sale).toMatchObject({ status: 400, fields: { sale_price: expect.any(String) } });
    const neg = await expectApiError(merchant.call(update, { id: listing.id, count_on_hand: -1 }));
    expect(neg).toMatchObject({ status: 400, fields: { count_on_hand: expect.any(String) } });
    const changed = await merchant.call(update, { id: listing.id, price: 950_000 });
    expect(changed.listing.price).toBe(950_000);
    const trail = await admin.call(audits, { id: product.id });
    expect(trail.items[0]).toMatchObject({ action: 'listing', changes: { 'listing.price': [900_000, 950_000] } });
    // approving is a product admin's
    expect((await expectApiError(merchant.call(batch, { ids: [listing.id], action: 'approve' }))).status).toBe(403);
    expect((await editor.call(batch, { ids: [listing.id], action: 'approve' })).applied).toBe(1);
    expect((await merchant.call(get, { id: listing.id })).listing.approved).toBe(true);
    expect((await merchant.call(batch, { ids: [listing.id, theirs.listing.id], action: 'deactivate' }))).toMatchObject({ applied: 1, failed: 1 });
  });

  it('mass_update: the merchant\'s price and stock file by his skus, with a dry run and bad rows', async () => {
    const mine = (await merchant.call(search, { per_page: 2, q: { s: 'id asc' } })).items;
    const rows = [
      { sku: mine[0]!.sku, price: 1_234_500, count_on_hand: 7 },
      { sku: mine[1]!.sku, sale_price: 999_999_999_999 },
      { sku: 'NOT-MINE', price: 1 },
      { sku: mine[0]!.sku, price: 2 },
      { sku: mine[1]!.sku, count_on_hand: -3 },
    ];
    const preview = await merchant.call(massUpdate, { rows, dry_run: true });
    expect(preview).toMatchObject({ dry_run: true, applied: 1, failed: 4 });
    expect(preview.results[0]).toMatchObject({ ok: true, changes: { price: [mine[0]!.price, 1_234_500], count_on_hand: [mine[0]!.count_on_hand, 7] } });
    expect(preview.results.slice(1).map((r) => r.error!.field)).toEqual(['sale_price', 'sku', 'sku', 'count_on_hand']);
    expect((await merchant.call(get, { id: mine[0]!.id })).listing.price).toBe(mine[0]!.price);
    await merchant.call(massUpdate, { rows });
    expect((await merchant.call(get, { id: mine[0]!.id })).listing).toMatchObject({ price: 1_234_500, count_on_hand: 7 });
    expect((await expectApiError(merchant.call(massUpdate, { rows, vendor_id: 2 }))).status).toBe(403);
    expect((await expectApiError(viewer.call(massUpdate, { rows }))).status).toBe(403);
  });
});
