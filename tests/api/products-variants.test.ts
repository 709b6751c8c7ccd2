import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { audits, create, search, update } from '../../src/shared/commands/products/products.js';
import { optionTypes, stockLocations } from '../../src/shared/commands/products/resources.js';
import {
  create as createVariant, list, remove, search as variantSearch, stockItems, stockMovements, update as updateVariant, updatePositions, updateStock,
} from '../../src/shared/commands/products/variants.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let merchant: ApiClient;
let stockKeeper: ApiClient; // stock@demo.mn
let viewer: ApiClient; // catalog@demo.mn
let productId: number;
let colourValues: number[];
let locationIds: number[];

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
  stockKeeper = (await server.login('stock@demo.mn')).api;
  viewer = (await server.login('catalog@demo.mn')).api;
  const colour = (await admin.call(optionTypes.list, {})).items.find((t) => t.name === 'colour')!;
  colourValues = colour.option_values.map((v) => v.id);
  locationIds = (await admin.call(stockLocations.list, {})).items.map((l) => l.id);
  const { product } = await admin.call(create, { sku: 'VAR-1', name_en: 'Lipstick', vendor_id: 1, price: 3_500_000, option_type_ids: [colour.id] });
  productId = product.id;
});
afterAll(async () => { await server?.close(); });

describe('variants', () => {
  it('three Ulaanbaatar stock locations exist', () => {
    expect(locationIds).toHaveLength(3);
  });

  it('creates variants with option values, their own sku, barcode and price, and stock items everywhere', async () => {
    const { variant } = await admin.call(createVariant, { id: productId, sku: 'VAR-1-RED', option_value_ids: [colourValues[2]!], barcode: '96385074' });
    expect(variant).toMatchObject({ sku: 'VAR-1-RED', price: 3_500_000, is_master: false, barcode: '96385074', count_on_hand: 0 });
    expect(variant.option_values.map((v) => v.name)).toEqual(['red']);
    const blue = await admin.call(createVariant, { id: productId, sku: 'VAR-1-BLUE', price: 3_600_000, option_value_ids: [colourValues[3]!] });
    expect(blue.variant.price).toBe(3_600_000);
    expect((await admin.call(stockItems, { id: variant.id })).items).toHaveLength(3);
    const size = (await admin.call(optionTypes.list, {})).items.find((t) => t.name === 'size')!;
    const wrongType = await expectApiError(admin.call(createVariant, { id: productId, sku: 'VAR-1-XL', option_value_ids: [size.option_values[0]!.id] }));
    expect(wrongType).toMatchObject({ status: 422, fields: { option_value_ids: expect.any(String) } });
    const listed = await viewer.call(list, { id: productId });
    expect(listed.items.map((v) => v.sku)).toEqual(['VAR-1', 'VAR-1-RED', 'VAR-1-BLUE']);
    expect((await admin.call(variantSearch, { query: 'VAR-1-' })).items.map((v) => v.sku).sort()).toEqual(['VAR-1-BLUE', 'VAR-1-RED']);
  });

  it('updates a variant, reorders variants, and keeps the master in step with its product', async () => {
    const items = (await admin.call(list, { id: productId })).items;
    const [master, red, blue] = items as [typeof items[0], typeof items[0], typeof items[0]];
    const { variant } = await admin.call(updateVariant, { id: red.id, price: 3_400_000 });
    expect(variant.price).toBe(3_400_000);
    expect((await expectApiError(admin.call(updateVariant, { id: master.id, price: 1 }))).status).toBe(422);
    const reordered = await admin.call(updatePositions, { id: productId, variant_ids: [blue.id, red.id] });
    expect(reordered.items.map((v) => v.sku)).toEqual(['VAR-1', 'VAR-1-BLUE', 'VAR-1-RED']);
    expect((await expectApiError(admin.call(updatePositions, { id: productId, variant_ids: [master.id] }))).status).toBe(400);
    await admin.call(update, { id: productId, price: 3_700_000 });
    expect((await admin.call(list, { id: productId })).items[0]!.price).toBe(3_700_000);
    const trail = await admin.call(audits, { id: productId });
    expect(trail.items.some((a) => a.action === 'variant_update' && a.variant_id === red.id)).toBe(true);
  });

  it('update_stock writes a movement with reason and author; never below zero unless back-orderable', async () => {
    const red = (await admin.call(list, { id: productId })).items.find((v) => v.sku === 'VAR-1-RED')!;
    const [first, second] = locationIds as [number, number];
    const received = await stockKeeper.call(updateStock, { id: red.id, stock_location_id: first, quantity: 10, reason: 'received', note: 'Шинэ ачаа' });
    expect(received.stock_item.count_on_hand).toBe(10);
    expect(received.movement).toMatchObject({ quantity: 10, count_after: 10, reason: 'received', note: 'Шинэ ачаа' });
    const sold = await merchant.call(updateStock, { id: red.id, stock_location_id: first, quantity: -4, reason: 'sold' });
    expect(sold.stock_item.count_on_hand).toBe(6);
    const counted = await admin.call(updateStock, { id: red.id, stock_location_id: second, count_on_hand: 3, reason: 'count' });
    expect(counted.movement).toMatchObject({ quantity: 3, count_after: 3 });
    const tooMany = await expectApiError(admin.call(updateStock, { id: red.id, stock_location_id: first, quantity: -7, reason: 'sold' }));
    expect(tooMany).toMatchObject({ status: 422, code: 'unprocessable', fields: { quantity: expect.any(String) } });
    const negative = await expectApiError(admin.call(updateStock, { id: red.id, stock_location_id: first, count_on_hand: -1, reason: 'count' }));
    expect(negative).toMatchObject({ status: 422, fields: { count_on_hand: expect.any(String) } });
    const items = await admin.call(stockItems, { id: red.id });
    expect(items.items.find((i) => i.stock_location_id === first)!.count_on_hand).toBe(6);
    const moves = await viewer.call(stockMovements, { id: red.id });
    expect(moves.items.map((m) => [m.quantity, m.reason])).toEqual([[3, 'count'], [-4, 'sold'], [10, 'received']]);
    expect(moves.items.every((m) => m.author_id !== null)).toBe(true);
    const onProduct = (await admin.call(search, { query: 'VAR-1' })).items.find((p) => p.sku === 'VAR-1')!;
    expect(onProduct.count_on_hand).toBe(9);
    const trail = await admin.call(audits, { id: productId });
    expect(trail.items.filter((a) => a.action === 'stock')).toHaveLength(3);
    // view-only users count nothing
    expect((await expectApiError(viewer.call(updateStock, { id: red.id, stock_location_id: first, quantity: 1, reason: 'received' }))).status).toBe(403);
    expect((await expectApiError(admin.call(updateStock, { id: red.id, stock_location_id: first, reason: 'received' } as never))).status).toBe(400);
  });

  it('the stock filter follows every change of count, concurrent ones included, and a deleted variant', async () => {
    const { product } = await admin.call(create, { sku: 'STOCKSUM-1', name_en: 'Stock sum', vendor_id: 1, price: 100_000 });
    const a = (await admin.call(createVariant, { id: product.id, sku: 'STOCKSUM-1-A' })).variant;
    const b = (await admin.call(createVariant, { id: product.id, sku: 'STOCKSUM-1-B' })).variant;
    const states = async () => {
      const found: string[] = [];
      for (const stock of ['in_stock', 'out_of_stock', 'low_stock'] as const) {
        if ((await admin.call(search, { query: 'STOCKSUM-1', stock })).items.some((p) => p.id === product.id)) found.push(stock);
      }
      return found;
    };
    expect(await states()).toEqual(['out_of_stock']);
    await admin.call(updateStock, { id: a.id, stock_location_id: locationIds[0]!, quantity: 2, reason: 'received' });
    expect(await states()).toEqual(['in_stock', 'low_stock']);
    // twelve writers on two variants of one product at once: none may lose another's units
    await Promise.all(Array.from({ length: 12 }, (_, i) => admin.call(updateStock, {
      id: (i % 2 ? a : b).id, stock_location_id: locationIds[i % 3]!, quantity: 1, reason: 'received',
    })));
    expect(await states()).toEqual(['in_stock']);
    await admin.call(updateStock, { id: a.id, stock_location_id: locationIds[0]!, count_on_hand: 0, reason: 'count' });
    await admin.call(updateStock, { id: a.id, stock_location_id: locationIds[1]!, count_on_hand: 0, reason: 'count' });
    await admin.call(updateStock, { id: a.id, stock_location_id: locationIds[2]!, count_on_hand: 0, reason: 'count' });
    expect(await states()).toEqual(['in_stock']); // b still holds 6
    const onProduct = (await admin.call(search, { query: 'STOCKSUM-1' })).items.find((p) => p.id === product.id)!;
    expect(onProduct.count_on_hand).toBe(6);
    await admin.call(updateStock, { id: b.id, stock_location_id: locationIds[0]!, quantity: -1, reason: 'sold' });
    expect(await states()).toEqual(['in_stock', 'low_stock']); // 5 left
    await admin.call(remove, { id: b.id });
    expect(await states()).toEqual(['out_of_stock']);
  });

  it('a back-orderable product may go below zero', async () => {
    const { product } = await admin.call(create, { sku: 'BACK-1', name_en: 'Pre-order', vendor_id: 1, back_orderable: true });
    const res = await admin.call(updateStock, { id: product.master_variant_id!, stock_location_id: locationIds[0]!, quantity: -2, reason: 'sold' });
    expect(res.stock_item).toMatchObject({ count_on_hand: -2, backorderable: true });
  });

  it('a merchant cannot touch another vendor\'s variants', async () => {
    const theirs = (await admin.call(search, { q: { vendor_id_eq: 2 } })).items[0]!;
    const variantId = theirs.master_variant_id!;
    expect((await expectApiError(merchant.call(updateStock, { id: variantId, stock_location_id: locationIds[0]!, quantity: 1, reason: 'received' }))).status).toBe(404);
    expect((await expectApiError(merchant.call(stockItems, { id: variantId }))).status).toBe(404);
    expect((await expectApiError(merchant.call(list, { id: theirs.id }))).status).toBe(404);
  });

  it('deletes a variant but never the master', async () => {
    const items = (await admin.call(list, { id: productId })).items;
    expect((await expectApiError(admin.call(remove, { id: items[0]!.id }))).status).toBe(422);
    await admin.call(remove, { id: items.find((v) => v.sku === 'VAR-1-BLUE')!.id });
    expect((await admin.call(list, { id: productId })).items.map((v) => v.sku)).toEqual(['VAR-1', 'VAR-1-RED']);
  });
});
