// §7 stores (issue 23): a vendor's storefront (names, category types, images, delivery fee) for
// the vendor the call acts for; a merchant only his own, whatever vendor id he sends. Both databases.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { storeCategoryTypes, storeGet, storeImages, storeNames, storeUpdateFee } from '../../src/shared/commands/merchant/stores.js';
import { rows } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let merchant: ApiClient;
let mine: number;
let theirs: number;
const key = () => ({ idempotencyKey: crypto.randomUUID() });

beforeAll(async () => {
  server = await startServer();
  merchant = (await server.login('merchant@demo.mn')).api;
  const [own] = await rows<{ vendor_id: string }>(server, sql`select vm.vendor_id from vendor_memberships vm join users u on u.id = vm.user_id where u.email = 'merchant@demo.mn'`);
  mine = Number(own!.vendor_id);
  const [other] = await rows<{ id: string }>(server, sql`select id from vendors where id <> ${mine} order by id limit 1`);
  theirs = Number(other!.id);
}, 180_000);
afterAll(async () => { await server?.close(); });

describe('stores', () => {
  it('a merchant sets his own storefront part by part', async () => {
    const empty = (await merchant.call(storeGet, {})).store;
    expect(empty).toMatchObject({ vendor_id: mine, name_en: null, category_types: [], delivery_fee: 0, free_delivery_from: null, updated_at: null });

    await merchant.call(storeNames, { name_en: 'Demo Store', name_mn: 'Демо дэлгүүр' }, key());
    await merchant.call(storeCategoryTypes, { category_types: ['product', 'gift_card', 'product'] }, key());
    await merchant.call(storeImages, { logo: 'https://cdn.example.mn/logo.png', banner: '/uploads/banner.jpg' }, key());
    const { store } = await merchant.call(storeUpdateFee, { delivery_fee: 500_000, free_delivery_from: 10_000_000 }, key());
    expect(store).toMatchObject({
      vendor_id: mine, name_en: 'Demo Store', name_mn: 'Демо дэлгүүр', category_types: ['product', 'gift_card'],
      logo: 'https://cdn.example.mn/logo.png', banner: '/uploads/banner.jpg', cover: null, delivery_fee: 500_000, free_delivery_from: 10_000_000,
    });
    // the logo is the vendor's own (§3), the one /merchant/infos shows
    const [vendor] = await rows<{ logo: string }>(server, sql`select logo from vendors where id = ${mine}`);
    expect(vendor!.logo).toBe('https://cdn.example.mn/logo.png');
    // an image left out stays; an empty one is taken away
    expect((await merchant.call(storeImages, { banner: '' }, key())).store).toMatchObject({ banner: null, logo: 'https://cdn.example.mn/logo.png' });

    expect((await expectApiError(merchant.call(storeImages, { cover: 'javascript:alert(1)' }, key()))).fields).toHaveProperty('cover');
    expect((await expectApiError(merchant.call(storeUpdateFee, { delivery_fee: -1 }, key()))).fields).toHaveProperty('delivery_fee');
    expect((await expectApiError(merchant.call(storeCategoryTypes, { category_types: ['weapons'] } as never, key()))).fields).toBeDefined();
  });

  it('keeps a merchant to his own vendor; admin acts for the one he chooses; everyone else is refused', async () => {
    const { token } = await server.login('merchant@demo.mn');
    const asOther = server.client({ token, vendorId: theirs });
    expect((await expectApiError(asOther.call(storeNames, { name_en: 'Hijack', name_mn: 'Hijack' }, key()))).status).toBe(403);
    expect((await expectApiError(asOther.call(storeGet, {}))).status).toBe(403);
    const [untouched] = await rows<{ n: number }>(server, sql`select count(*)::int as n from vendor_stores where vendor_id = ${theirs}`);
    expect(untouched!.n).toBe(0);

    const admin = await server.login('admin@demo.mn');
    expect((await expectApiError(admin.api.call(storeGet, {}))).fields).toHaveProperty('vendor_id');
    const forThem = server.client({ token: admin.token, vendorId: theirs });
    expect((await forThem.call(storeUpdateFee, { delivery_fee: 300_000 }, key())).store).toMatchObject({ vendor_id: theirs, delivery_fee: 300_000 });
    expect((await merchant.call(storeGet, {})).store.delivery_fee).toBe(500_000);

    for (const email of ['shop@demo.mn', 'product@demo.mn', 'marketing@demo.mn']) {
      const other = (await server.login(email)).api;
      expect((await expectApiError(other.call(storeGet, {}))).status).toBe(403);
    }
  });
});
