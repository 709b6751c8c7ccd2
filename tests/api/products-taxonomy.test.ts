import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { create, search } from '../../src/shared/commands/products/products.js';
import {
  rebuildTree, taxonCreate, taxonDelete, taxonMove, taxonomyCreate, taxonomyDelete, taxonomyList, taxonomyUpdate, taxonReorder, taxonSearch,
  taxonUpdate, tree,
} from '../../src/shared/commands/products/taxonomy.js';
import type { TaxonNode } from '../../src/shared/schema/catalog.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let taxonUser: ApiClient; // taxon@demo.mn
let viewer: ApiClient; // catalog@demo.mn
let merchant: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  taxonUser = (await server.login('taxon@demo.mn')).api;
  viewer = (await server.login('catalog@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
});
afterAll(async () => { await server?.close(); });

const flatten = (n: TaxonNode): TaxonNode[] => [n, ...n.children.flatMap(flatten)];

describe('taxonomy', () => {
  it('the demo tree is a Mongolian marketplace\'s categories, with permalinks and depths', async () => {
    const { items } = await viewer.call(taxonomyList, {});
    const categories = items.find((t) => t.name_en === 'Categories')!;
    expect(categories.name_mn).toBe('Ангилал');
    const { root } = await viewer.call(tree, { id: categories.id });
    expect(root!.children.map((c) => c.slug)).toEqual(expect.arrayContaining(['electronics', 'home', 'food', 'beauty', 'kids']));
    const phones = flatten(root!).find((t) => t.slug === 'phones')!;
    expect(phones).toMatchObject({ permalink: 'categories/electronics/phones', depth: 2, name_mn: 'Гар утас' });
    const found = await merchant.call(taxonSearch, { query: 'гар утас' });
    expect(found.items.map((t) => t.id)).toContain(phones.id);
  });

  it('the taxon role builds a tree: create, update, move, reorder, delete', async () => {
    const { taxonomy } = await taxonUser.call(taxonomyCreate, { name_en: 'Seasons', name_mn: 'Улирал' });
    expect(taxonomy.root_id).not.toBeNull();
    const rootId = taxonomy.root_id!;
    const { taxon: winter } = await taxonUser.call(taxonCreate, { parent_id: rootId, name_en: 'Winter', name_mn: 'Өвөл', slug: 'winter' });
    const { taxon: summer } = await taxonUser.call(taxonCreate, { parent_id: rootId, name_en: 'Summer', name_mn: 'Зун', slug: 'summer', icon: '/icons/sun.svg' });
    const { taxon: tsagaan } = await taxonUser.call(taxonCreate, {
      parent_id: winter.id, name_en: 'Lunar new year', name_mn: 'Цагаан сар', slug: 'tsagaan-sar', banner_link: '/sale/tsagaan-sar',
      cover_image: '/img/ts.jpg', meta_title: 'Цагаан сар', meta_description: 'Баярын бараа', meta_keywords: 'цагаан сар', query_string: 'q=tsagaan',
    });
    expect(tsagaan).toMatchObject({ permalink: 'seasons/winter/tsagaan-sar', depth: 2, banner_link: '/sale/tsagaan-sar', query_string: 'q=tsagaan' });
    const sibling = await expectApiError(taxonUser.call(taxonCreate, { parent_id: rootId, name_en: 'Winter again', name_mn: 'Өвөл', slug: 'winter' }));
    expect(sibling).toMatchObject({ status: 409, fields: { slug: expect.any(String) } });
    const badSlug = await expectApiError(taxonUser.call(taxonCreate, { parent_id: rootId, name_en: 'X', name_mn: 'Х', slug: 'Bad Slug' }));
    expect(badSlug).toMatchObject({ status: 400, fields: { slug: expect.any(String) } });

    const moved = await taxonUser.call(taxonMove, { id: tsagaan.id, parent_id: summer.id, position: 0 });
    expect(moved.taxon).toMatchObject({ parent_id: summer.id, permalink: 'seasons/summer/tsagaan-sar' });
    const cycle = await expectApiError(taxonUser.call(taxonMove, { id: summer.id, parent_id: tsagaan.id }));
    expect(cycle).toMatchObject({ status: 422, fields: { parent_id: expect.any(String) } });
    expect((await expectApiError(taxonUser.call(taxonMove, { id: rootId, parent_id: summer.id }))).status).toBe(422);

    const reordered = await taxonUser.call(taxonReorder, { id: rootId, child_ids: [summer.id, winter.id] });
    expect(reordered.items.map((t) => t.slug)).toEqual(['summer', 'winter']);
    expect((await expectApiError(taxonUser.call(taxonReorder, { id: rootId, child_ids: [summer.id] }))).status).toBe(422);

    const renamed = await taxonUser.call(taxonUpdate, { id: summer.id, slug: 'zun', name_mn: 'Зуны улирал' });
    expect(renamed.taxon.permalink).toBe('seasons/zun');
    const { root } = await viewer.call(tree, { id: taxonomy.id });
    expect(flatten(root!).find((t) => t.id === tsagaan.id)!.permalink).toBe('seasons/zun/tsagaan-sar');

    await taxonUser.call(taxonDelete, { id: summer.id });
    const after = await viewer.call(tree, { id: taxonomy.id });
    expect(flatten(after.root!).map((t) => t.slug)).toEqual(['seasons', 'winter']);
    expect((await expectApiError(taxonUser.call(taxonDelete, { id: rootId }))).status).toBe(422);

    const rebuilt = await taxonUser.call(rebuildTree, { id: taxonomy.id });
    expect(rebuilt).toEqual({ message: 'category tree saved', taxons: 2 });
    await taxonUser.call(taxonomyUpdate, { id: taxonomy.id, name_en: 'Season' });
    await taxonUser.call(taxonomyDelete, { id: taxonomy.id });
    expect((await viewer.call(taxonomyList, {})).items.map((t) => t.id)).not.toContain(taxonomy.id);
  });

  it('products are placed in taxons and found through their ancestors', async () => {
    const categories = (await admin.call(taxonomyList, {})).items.find((t) => t.name_en === 'Categories')!;
    const { root } = await admin.call(tree, { id: categories.id });
    const food = root!.children.find((c) => c.slug === 'food')!;
    const { taxon: honey } = await admin.call(taxonCreate, { parent_id: food.id, name_en: 'Honey', name_mn: 'Зөгийн бал' });
    const { product } = await admin.call(create, { sku: 'HONEY-1', name_en: 'Altai honey', vendor_id: 1, taxon_ids: [honey.id] });
    expect(product.taxon_ids).toEqual([honey.id]);
    expect((await admin.call(search, { q: { taxon_id_eq: honey.id } })).items.map((p) => p.id)).toEqual([product.id]);
    expect((await admin.call(search, { q: { taxon_id_eq: food.id }, per_page: 1000 })).items.map((p) => p.id)).toContain(product.id);
  });

  it('only the taxon roles change the tree', async () => {
    const { items } = await viewer.call(taxonomyList, {});
    for (const api of [viewer, merchant]) {
      expect((await expectApiError(api.call(taxonCreate, { parent_id: items[0]!.root_id!, name_en: 'X', name_mn: 'Х' }))).status).toBe(403);
      expect((await expectApiError(api.call(rebuildTree, { id: items[0]!.id }))).status).toBe(403);
    }
  });
});
