import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { approve, audits, clone, create, get, propertySet, propertyUpdate, remove, search, update } from '../../src/shared/commands/products/products.js';
import { prototypes } from '../../src/shared/commands/products/resources.js';
import { barcodeCheckDigit } from '../../src/shared/schema/barcode.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let editor: ApiClient; // product@demo.mn: product_admin, product
let merchant: ApiClient; // merchant@demo.mn: vendor 1, merchant_product
let merchant2: ApiClient; // vendor 2
let viewer: ApiClient; // catalog@demo.mn: product_view
let stock: ApiClient; // stock@demo.mn

const ean13 = (body12: string) => `${body12}${barcodeCheckDigit(body12)}`;

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  editor = (await server.login('product@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
  merchant2 = (await server.login('merchant2@demo.mn')).api;
  viewer = (await server.login('catalog@demo.mn')).api;
  stock = (await server.login('stock@demo.mn')).api;
});
afterAll(async () => { await server?.close(); });

describe('products: create, read, update, delete', () => {
  it('creates a product with every §3 field, its master variant and stock items, approved when staff make it', async () => {
    const { product } = await editor.call(create, {
      sku: 'TEST-0001', name_en: 'Camel wool socks', name_mn: 'Тэмээний ноосон оймс', description_en: 'Warm', description_mn: 'Дулаан',
      master_sku: 'MS-1', merchant_sku: 'MER-1', barcode: ean13('865000000001'), slug: 'camel-wool-socks', brand_id: 1, vendor_id: 3,
      product_type: 'normal', category: 'product', shipping_category: 'light', published: true, available_on: '2026-01-01T00:00:00Z',
      price: 2_500_000, cost_price: 1_500_000, selling_price: 2_500_000, base_price: 2_600_000, sale_price: 2_000_000,
      sale_start: '2026-12-01T00:00:00Z', sale_expiry: '2026-12-31T00:00:00Z', bonus_point: 25, weight: 0.2, height: 3, width: 10, length: 25,
      seo_title: 'Socks', seo_description: 'Camel socks', seo_keywords: 'socks', keywords: 'socks, оймс,  wool ,socks', auto_cancel_hours: 48,
      back_orderable: false, nutrition: null, taxon_ids: [], option_type_ids: [],
    });
    expect(product).toMatchObject({
      sku: 'TEST-0001', vendor_id: 3, approved: true, keywords: 'socks, оймс, wool', price: 2_500_000, sale_price: 2_000_000,
      weight: 0.2, auto_cancel_hours: 48, count_on_hand: 0, variants_count: 0, shipping_category: 'light',
    });
    expect(product.variants).toHaveLength(1);
    expect(product.variants[0]).toMatchObject({ is_master: true, sku: 'TEST-0001', price: 2_500_000 });
    expect(product.master_variant_id).toBe(product.variants[0]!.id);
    const again = await editor.call(get, { id: product.id });
    expect(again.product.name_mn).toBe('Тэмээний ноосон оймс');
  });

  it('defaults the url name from the sku and the vendor from a merchant\'s only vendor; a merchant\'s product waits for approval', async () => {
    const { product } = await merchant.call(create, { sku: 'MERCH-Only_1', name_mn: 'Гутал', price: 9_900_000 });
    expect(product).toMatchObject({ slug: 'merch-only_1', vendor_id: 1, approved: false });
    const refused = await expectApiError(merchant.call(create, { sku: 'MERCH-2', name_mn: 'Гутал', vendor_id: 2 }));
    expect(refused).toMatchObject({ status: 403, code: 'forbidden' });
    // an admin with no vendor selected must say whose product it is
    const noVendor = await expectApiError(admin.call(create, { sku: 'NOVENDOR-1', name_en: 'Thing' }));
    expect(noVendor).toMatchObject({ status: 400, fields: { vendor_id: expect.any(String) } });
    // a product admin approves it, and the trail says who
    const approved = await editor.call(approve, { id: product.id });
    expect(approved.product.approved).toBe(true);
    expect((await expectApiError(merchant.call(approve, { id: product.id }))).status).toBe(403);
    const trail = await merchant.call(audits, { id: product.id });
    expect(trail.items.map((a) => a.action)).toEqual(['approve', 'create']);
    expect(trail.items[0]).toMatchObject({ user_email: 'product@demo.mn', changes: { approved: [false, true] } });
  });

  it('updates fields, keeps the master variant in step and audits before and after', async () => {
    const { product } = await admin.call(create, { sku: 'UPD-1', name_en: 'Kettle', vendor_id: 1, price: 10_000_000 });
    const { product: changed } = await merchant.call(update, { id: product.id, price: 12_000_000, name_mn: 'Данх', keywords: 'kettle,данх' });
    expect(changed).toMatchObject({ price: 12_000_000, name_mn: 'Данх', keywords: 'kettle, данх' });
    expect(changed.variants[0]!.price).toBe(12_000_000);
    const trail = await admin.call(audits, { id: product.id });
    expect(trail.items[0]).toMatchObject({
      action: 'update', user_email: 'merchant@demo.mn', command_id: 'product.update',
      changes: { price: [10_000_000, 12_000_000], name_mn: ['', 'Данх'], keywords: ['', 'kettle, данх'] },
    });
    // nothing changed: no new entry
    await admin.call(update, { id: product.id, price: 12_000_000 });
    expect((await admin.call(audits, { id: product.id })).total).toBe(trail.total);
  });

  it('confines a merchant to his vendor: another vendor\'s product is not found for reading, changing or deleting', async () => {
    const theirs = (await admin.call(search, { q: { vendor_id_eq: 2 } })).items[0]!;
    for (const call of [
      () => merchant.call(get, { id: theirs.id }), () => merchant.call(update, { id: theirs.id, price: 1 }),
      () => merchant.call(remove, { id: theirs.id }), () => merchant.call(clone, { id: theirs.id }), () => merchant.call(audits, { id: theirs.id }),
    ]) {
      expect(await expectApiError(call())).toMatchObject({ status: 404, code: 'not_found' });
    }
    const mine = (await merchant.call(search, {})).items[0]!;
    expect(await expectApiError(merchant.call(update, { id: mine.id, vendor_id: 2 }))).toMatchObject({ status: 403 });
    expect((await merchant2.call(get, { id: theirs.id })).product.id).toBe(theirs.id);
  });

  it('read-only and stock roles may read but not write', async () => {
    const one = (await viewer.call(search, {})).items[0]!;
    expect((await viewer.call(get, { id: one.id })).product.id).toBe(one.id);
    expect((await stock.call(get, { id: one.id })).product.id).toBe(one.id);
    for (const api of [viewer, stock]) {
      expect(await expectApiError(api.call(update, { id: one.id, price: 1 }))).toMatchObject({ status: 403, code: 'forbidden' });
      expect(await expectApiError(api.call(create, { sku: 'NOPE-1', name_en: 'x', vendor_id: 1 }))).toMatchObject({ status: 403 });
      expect(await expectApiError(api.call(remove, { id: one.id }))).toMatchObject({ status: 403 });
    }
  });

  it('deletes softly: gone from search and get, its sku free again', async () => {
    const { product } = await admin.call(create, { sku: 'DEL-1', name_en: 'Old thing', vendor_id: 1 });
    await admin.call(remove, { id: product.id });
    expect(await expectApiError(admin.call(get, { id: product.id }))).toMatchObject({ status: 404 });
    expect((await admin.call(search, { query: 'DEL-1' })).total).toBe(0);
    const again = await admin.call(create, { sku: 'DEL-1', name_en: 'New thing', vendor_id: 1 });
    expect(again.product.id).not.toBe(product.id);
  });

  it('clones with variants, taxons and properties under a free sku, unpublished', async () => {
    const source = (await admin.call(search, { q: { category_eq: 'product' }, per_page: 200 })).items.find((p) => p.variants_count > 0)!;
    const { product } = await admin.call(clone, { id: source.id });
    expect(product.sku).toBe(`${source.sku}-copy`);
    expect(product.published).toBe(false);
    expect(product.variants.length).toBe(source.variants_count + 1);
    expect(product.variants.filter((v) => !v.is_master).every((v) => v.sku.endsWith('-copy') && v.option_values.length === 1)).toBe(true);
    const original = (await admin.call(get, { id: source.id })).product;
    expect(product.taxon_ids).toEqual(original.taxon_ids);
    const second = await admin.call(clone, { id: source.id });
    expect(second.product.sku).toBe(`${source.sku}-copy-2`);
    const named = await admin.call(clone, { id: source.id, sku: 'CLONED-NAMED' });
    expect(named.product).toMatchObject({ sku: 'CLONED-NAMED', slug: 'cloned-named' });
    expect((await admin.call(audits, { id: named.product.id })).items[0]).toMatchObject({ action: 'clone', changes: { cloned_from: [null, source.id] } });
  });

  it('a product made from a prototype gets its option types and properties; a filled attribute is refused', async () => {
    const proto = (await admin.call(prototypes.list, {})).items.find((p) => p.name === 'Clothing')!;
    const { product } = await editor.call(create, { sku: 'PROTO-1', name_en: 'Deel', vendor_id: 1, prototype_id: proto.id });
    expect(product.option_type_ids.sort()).toEqual([...proto.option_type_ids].sort());
    expect(product.properties.map((p) => p.property_id).sort()).toEqual([...proto.property_ids].sort());
    const material = product.properties.find((p) => p.name === 'material')!;
    const filled = await editor.call(propertySet, { id: product.id, property_id: material.property_id, value: 'Торго' });
    expect(filled.product.properties.find((p) => p.name === 'material')!.value).toBe('Торго');
    const twice = await expectApiError(editor.call(propertySet, { id: product.id, property_id: material.property_id, value: 'Ноос' }));
    expect(twice).toMatchObject({ status: 409, code: 'conflict', fields: { property_id: expect.any(String) } });
    const changed = await editor.call(propertyUpdate, { id: product.id, property_id: material.property_id, value: 'Ноос' });
    expect(changed.product.properties.find((p) => p.name === 'material')!.value).toBe('Ноос');
  });
});

describe('approval inside a selected vendor', () => {
  it('an admin working in a vendor makes approved products; the merchant\'s wait', async () => {
    const { token } = await server.login('admin@demo.mn');
    const inVendor = server.client({ token, vendorId: 1 });
    const { product } = await inVendor.call(create, { sku: 'ADMIN-IN-V1', name_en: 'Admin made' });
    expect(product).toMatchObject({ vendor_id: 1, approved: true });
    const theirs = await merchant.call(create, { sku: 'MERCH-WAITS', name_en: 'Merchant made' });
    expect(theirs.product.approved).toBe(false);
  });
});
