import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { brands, optionTypes, optionValues, properties, prototypes, stockLocations } from '../../src/shared/commands/products/resources.js';
import { stockItems } from '../../src/shared/commands/products/variants.js';
import { search } from '../../src/shared/commands/products/products.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let shop: ApiClient; // shop@demo.mn: shop_admin, the product-related system settings
let stock: ApiClient; // stock@demo.mn
let merchant: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  shop = (await server.login('shop@demo.mn')).api;
  stock = (await server.login('stock@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
});
afterAll(async () => { await server?.close(); });

describe('catalogue resources', () => {
  it('brands: list with product counts, create, update, delete; a taken url name is a 409', async () => {
    const list = await merchant.call(brands.list, { query: 'sams' });
    expect(list.items[0]).toMatchObject({ name: 'Samsung', products_count: expect.any(Number) });
    expect(list.items[0]!.products_count).toBeGreaterThan(0);
    const { item } = await shop.call(brands.create, { name: 'Монгол Бренд' });
    expect(item.slug).toBe('mongol-brend');
    const named = await shop.call(brands.create, { name: 'Tavan Bogd', slug: 'tavan-bogd', description: 'Холдинг' });
    expect((await expectApiError(shop.call(brands.create, { name: 'Other', slug: 'tavan-bogd' })))).toMatchObject({ status: 409, fields: { slug: expect.any(String) } });
    expect((await shop.call(brands.update, { id: named.item.id, position: 3 })).item.position).toBe(3);
    expect((await shop.call(brands.get, { id: named.item.id })).item.name).toBe('Tavan Bogd');
    await shop.call(brands.delete, { id: named.item.id });
    expect((await expectApiError(shop.call(brands.get, { id: named.item.id }))).status).toBe(404);
    expect((await expectApiError(merchant.call(brands.create, { name: 'Nope' }))).status).toBe(403);
  });

  it('option types and values', async () => {
    const { item: material } = await shop.call(optionTypes.create, { name: 'flavour', presentation_en: 'Flavour', presentation_mn: 'Амт' });
    const { item: value } = await shop.call(optionValues.create, { option_type_id: material.id, name: 'mint', presentation_en: 'Mint', presentation_mn: 'Гаа' });
    expect(value.option_type_id).toBe(material.id);
    const dup = await expectApiError(shop.call(optionValues.create, { option_type_id: material.id, name: 'mint', presentation_en: 'Mint', presentation_mn: 'Гаа' }));
    expect(dup).toMatchObject({ status: 409, fields: { name: expect.any(String) } });
    expect((await shop.call(optionTypes.get, { id: material.id })).item.option_values.map((v) => v.name)).toEqual(['mint']);
    await shop.call(optionValues.update, { id: value.id, presentation_mn: 'Гаатай' });
    await shop.call(optionValues.delete, { id: value.id });
    await shop.call(optionTypes.delete, { id: material.id });
    const badName = await expectApiError(shop.call(optionTypes.create, { name: 'Has Space', presentation_en: 'x', presentation_mn: 'х' }));
    expect(badName).toMatchObject({ status: 400, fields: { name: expect.any(String) } });
  });

  it('properties and prototypes', async () => {
    const { item: property } = await shop.call(properties.create, { name: 'fabric', presentation_en: 'Fabric', presentation_mn: 'Даавуу' });
    const size = (await shop.call(optionTypes.list, {})).items.find((t) => t.name === 'size')!;
    const { item: proto } = await shop.call(prototypes.create, { name: 'Shirt', option_type_ids: [size.id], property_ids: [property.id] });
    expect(proto).toMatchObject({ option_type_ids: [size.id], property_ids: [property.id] });
    const missing = await expectApiError(shop.call(prototypes.update, { id: proto.id, property_ids: [999_999] }));
    expect(missing).toMatchObject({ status: 422 });
    const changed = await shop.call(prototypes.update, { id: proto.id, option_type_ids: [] });
    expect(changed.item.option_type_ids).toEqual([]);
    expect((await shop.call(properties.list, { query: 'fabric' })).items).toHaveLength(1);
  });

  it('stock locations: the stock role adds one, every variant gets a zero item there; one holding stock is not deleted', async () => {
    const { items } = await stock.call(stockLocations.list, {});
    expect(items.map((l) => l.code)).toEqual(['ub-khan-uul', 'ub-bayanzurkh', 'ub-songino']);
    const { item } = await stock.call(stockLocations.create, { name: 'Дархан салбар', code: 'darkhan', is_default: true });
    const after = (await stock.call(stockLocations.list, {})).items;
    expect(after.filter((l) => l.is_default).map((l) => l.code)).toEqual(['darkhan']);
    const someVariant = (await admin.call(search, {})).items[0]!.master_variant_id!;
    expect((await admin.call(stockItems, { id: someVariant })).items.map((i) => i.stock_location_id)).toContain(item.id);
    await stock.call(stockLocations.delete, { id: item.id });
    const held = await expectApiError(stock.call(stockLocations.delete, { id: items[0]!.id }));
    expect(held).toMatchObject({ status: 409, fields: { id: expect.any(String) } });
    expect((await expectApiError(merchant.call(stockLocations.create, { name: 'X', code: 'x' }))).status).toBe(403);
  });
});
