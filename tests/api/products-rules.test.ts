import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { create as createVariant } from '../../src/shared/commands/products/variants.js';
import { create, search, update } from '../../src/shared/commands/products/products.js';
import { barcodeCheckDigit, isValidBarcode } from '../../src/shared/schema/barcode.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let mnAdmin: ApiClient;

beforeAll(async () => {
  server = await startServer();
  const { token } = await server.login('admin@demo.mn');
  admin = server.client({ token });
  mnAdmin = server.client({ token, locale: 'mn' });
});
afterAll(async () => { await server?.close(); });

const base = { name_en: 'Rule test', vendor_id: 1, price: 1_000_000 };

describe('barcodes', () => {
  it('checks EAN-8, EAN-13 and UPC-A check digits', () => {
    expect(isValidBarcode('96385074')).toBe(true); // EAN-8
    expect(isValidBarcode('4006381333931')).toBe(true); // EAN-13
    expect(isValidBarcode('036000291452')).toBe(true); // UPC-A
    expect(isValidBarcode('4006381333932')).toBe(false);
    expect(isValidBarcode('123456789')).toBe(false);
    expect(isValidBarcode('abcdefgh')).toBe(false);
    expect(barcodeCheckDigit('400638133393')).toBe(1);
  });
});

describe('product rules, refused on the server with the field named', () => {
  it('url name: a-z, 0-9, _ and -', async () => {
    for (const slug of ['Upper', 'with space', 'кирилл', 'dot.dot']) {
      const e = await expectApiError(admin.call(create, { ...base, sku: 'SLUG-1', slug }));
      expect(e, slug).toMatchObject({ status: 400, code: 'validation_failed', fields: { slug: expect.any(String) } });
    }
    await admin.call(create, { ...base, sku: 'SLUG-OK', slug: 'ok_slug-1' });
    const taken = await expectApiError(admin.call(create, { ...base, sku: 'SLUG-2', slug: 'ok_slug-1' }));
    expect(taken).toMatchObject({ status: 409, code: 'conflict', fields: { slug: expect.any(String) } });
  });

  it('barcode: a valid EAN or UPC (spaces and dashes dropped)', async () => {
    const e = await expectApiError(admin.call(create, { ...base, sku: 'BAR-1', barcode: '4006381333932' }));
    expect(e).toMatchObject({ status: 400, fields: { barcode: expect.stringMatching(/EAN/) } });
    const { product } = await admin.call(create, { ...base, sku: 'BAR-2', barcode: '4006-3813 33931' });
    expect(product.barcode).toBe('4006381333931');
  });

  it('keywords: comma separated, other separators refused', async () => {
    const e = await expectApiError(admin.call(create, { ...base, sku: 'KW-1', keywords: 'a; b; c' }));
    expect(e).toMatchObject({ status: 400, fields: { keywords: expect.any(String) } });
    const { product } = await admin.call(create, { ...base, sku: 'KW-2', keywords: ['гутал', ' boots ', 'гутал'] });
    expect(product.keywords).toBe('гутал, boots');
  });

  it('sku unique among live products and variants: 409 naming sku, in the reader\'s language', async () => {
    const e = await expectApiError(admin.call(create, { ...base, sku: 'P000001' }));
    expect(e).toMatchObject({ status: 409, code: 'conflict', fields: { sku: expect.any(String) } });
    const variantSku = (await admin.call(search, { query: 'P000' , per_page: 1 })).items[0]!;
    void variantSku;
    const mn = await expectApiError(mnAdmin.call(create, { ...base, sku: 'P000001' }));
    expect(mn.message).toMatch(/[А-Яа-яӨөҮү]/);
    const { product } = await admin.call(create, { ...base, sku: 'UNIQ-1' });
    const onVariant = await expectApiError(admin.call(createVariant, { id: product.id, sku: 'P000002' }));
    expect(onVariant).toMatchObject({ status: 409, fields: { sku: expect.any(String) } });
    const onUpdate = await expectApiError(admin.call(update, { id: product.id, sku: 'P000003' }));
    expect(onUpdate).toMatchObject({ status: 409, fields: { sku: expect.any(String) } });
  });

  it('prices are never negative', async () => {
    for (const field of ['price', 'cost_price', 'sale_price', 'selling_price', 'base_price'] as const) {
      const e = await expectApiError(admin.call(create, { ...base, sku: 'NEG-1', [field]: -100 }));
      expect(e, field).toMatchObject({ status: 400, fields: { [field]: expect.any(String) } });
    }
  });

  it('a sale starts before it expires, has one discount, not above the price', async () => {
    const dates = { sale_start: '2026-12-31T00:00:00Z', sale_expiry: '2026-12-01T00:00:00Z' };
    expect(await expectApiError(admin.call(create, { ...base, sku: 'SALE-1', sale_price: 900_000, ...dates })))
      .toMatchObject({ status: 400, fields: { sale_expiry: expect.any(String) } });
    const ok = { sale_start: '2026-12-01T00:00:00Z', sale_expiry: '2026-12-31T00:00:00Z' };
    expect(await expectApiError(admin.call(create, { ...base, sku: 'SALE-2', ...ok })))
      .toMatchObject({ status: 400, fields: { sale_price: expect.any(String) } });
    expect(await expectApiError(admin.call(create, { ...base, sku: 'SALE-3', ...ok, sale_price: 900_000, sale_percent: 10 })))
      .toMatchObject({ status: 400, fields: { sale_price: expect.any(String) } });
    expect(await expectApiError(admin.call(create, { ...base, sku: 'SALE-4', ...ok, sale_price: 2_000_000 })))
      .toMatchObject({ status: 400, fields: { sale_price: expect.any(String) } });
    const { product } = await admin.call(create, { ...base, sku: 'SALE-5', ...ok, sale_price: 900_000 });
    // an update is checked against the stored values: moving the start past the expiry is refused
    expect(await expectApiError(admin.call(update, { id: product.id, sale_start: '2027-01-15T00:00:00Z' })))
      .toMatchObject({ status: 400, fields: { sale_expiry: expect.any(String) } });
  });

  it('a master product\'s sale: one discount price fits when the variants share a price, a percent when they differ', async () => {
    const { product } = await admin.call(create, { ...base, sku: 'MASTER-1' });
    await admin.call(createVariant, { id: product.id, sku: 'MASTER-1-A', price: 1_000_000 });
    await admin.call(createVariant, { id: product.id, sku: 'MASTER-1-B', price: 1_000_000 });
    const shared = await admin.call(update, { id: product.id, sale_price: 800_000 });
    expect(shared.product.sale_price).toBe(800_000);
    await admin.call(update, { id: product.id, sale_price: null });
    await admin.call(createVariant, { id: product.id, sku: 'MASTER-1-C', price: 1_200_000 });
    const differ = await expectApiError(admin.call(update, { id: product.id, sale_price: 800_000 }));
    expect(differ).toMatchObject({ status: 400, fields: { sale_price: expect.any(String) } });
    const percent = await admin.call(update, { id: product.id, sale_percent: 20 });
    expect(percent.product.sale_percent).toBe(20);
  });

  it('a name in at least one language', async () => {
    const e = await expectApiError(admin.call(create, { sku: 'NONAME-1', vendor_id: 1 }));
    expect(e).toMatchObject({ status: 400, fields: { name_en: expect.any(String) } });
  });

  it('references that do not exist are a 422 naming the field', async () => {
    const e = await expectApiError(admin.call(create, { ...base, sku: 'REF-1', brand_id: 999_999, taxon_ids: [999_999] }));
    expect(e).toMatchObject({ status: 422, fields: { brand_id: expect.any(String), taxon_ids: expect.any(String) } });
  });
});
