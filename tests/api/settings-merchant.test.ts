// Issue 14: /settings/merchant, /settings/contracts and /settings/contacts act on the vendor chosen in
// the header and no other; a user of one vendor never reaches another's record or rows. And §7
// websites merchants / merchant_names with the membership that feeds them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { login } from '../../src/shared/commands/auth.js';
import { vendors } from '../../src/shared/commands/merchant.js';
import { merchantContacts, merchantContracts, merchantProfile } from '../../src/shared/commands/settings/merchant.js';
import { organizations } from '../../src/shared/commands/system/organizations.js';
import { addWebsiteMerchant, removeWebsiteMerchant, websiteMerchantNames, websiteMerchants } from '../../src/shared/commands/system/websites.js';
import { websites } from '../../src/shared/commands/system.js';
import { create as createUser } from '../../src/shared/commands/users.js';
import type { Role } from '../../src/shared/roles/roles.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let token: string;
let a: { id: number; name: string };
let b: { id: number; name: string };
let n = 0;

beforeAll(async () => {
  server = await startServer();
  ({ api: admin, token } = await server.login('admin@demo.mn'));
  [a, b] = (await admin.call(vendors, { per_page: 2 })).items as unknown as [typeof a, typeof b];
});
afterAll(async () => { await server?.close(); });

const adminFor = (vendorId?: number) => server.client({ token, ...(vendorId && { vendorId }) });

/** A user whose only place is vendor `vendorId`, with `roles` given there; he acts for `acting` when given. */
async function memberOf(vendorId: number, roles: Role[], acting?: number): Promise<ApiClient> {
  const email = `vendor-${++n}@example.mn`;
  const password = 'Vendor-pass-12345';
  await admin.call(createUser, { email, password, roles: [], vendors: [{ vendor_id: vendorId, roles }] });
  const session = await server.client().call(login, { username: email, password });
  return server.client({ token: session.token, ...(acting && { vendorId: acting }) });
}

const contract = (number: string) => ({ number, kind: 'sale' as const, signed_on: '2026-02-01', starts_on: '2026-02-01', commission_percent: 8, monthly_fee: 5_000_000 });

describe('a vendor\'s contracts and contacts', () => {
  it('list, create and change only the chosen vendor\'s rows; another vendor\'s row is not found', async () => {
    const { item: ofB } = await adminFor(b.id).call(merchantContracts.create, contract('B-CONF-1'));
    const { item: ofA } = await adminFor(a.id).call(merchantContracts.create, contract('A-CONF-1'));
    // the same number is another vendor's own: no clash
    await adminFor(b.id).call(merchantContracts.create, contract('A-CONF-1'));

    const staff = await memberOf(a.id, ['contracts'], a.id);
    const listed = (await staff.call(merchantContracts.list, { per_page: 1000 })).items.map((c) => c.number);
    expect(listed).toContain('A-CONF-1');
    expect(listed).not.toContain('B-CONF-1');
    expect((await expectApiError(staff.call(merchantContracts.get, { id: ofB.id }))).status).toBe(404);
    expect((await expectApiError(staff.call(merchantContracts.update, { id: ofB.id, note: 'taken over' }))).status).toBe(404);
    expect((await expectApiError(staff.call(merchantContracts.delete, { id: ofB.id }))).status).toBe(404);
    expect((await expectApiError(staff.call(merchantContracts.audits!, { id: ofB.id }))).status).toBe(404);
    expect((await adminFor(b.id).call(merchantContracts.get, { id: ofB.id })).item.note).toBeNull();

    // what he creates is his vendor's, whatever he sends
    const { item: mine } = await staff.call(merchantContracts.create, { ...contract('A-CONF-2'), vendor_id: b.id } as never);
    expect((await adminFor(a.id).call(merchantContracts.get, { id: mine.id })).item.number).toBe('A-CONF-2');
    expect((await expectApiError(adminFor(b.id).call(merchantContracts.get, { id: mine.id }))).status).toBe(404);
    await staff.call(merchantContracts.update, { id: ofA.id, note: 'renewed' });
    expect((await adminFor(a.id).call(merchantContracts.get, { id: ofA.id })).item.note).toBe('renewed');
  });

  it('naming another vendor is refused (403); a user of one vendor needs none; an admin without one is told to choose (400 vendor_id)', async () => {
    const staff = await memberOf(a.id, ['contacts'], b.id);
    expect((await expectApiError(staff.call(merchantContacts.list, {}))).status).toBe(403);
    expect((await expectApiError(staff.call(merchantContacts.create, { name: 'Intruder', position: 'None', phone: '99119911' }))).status).toBe(403);

    const plain = await memberOf(a.id, ['contacts']);
    const { item } = await plain.call(merchantContacts.create, { name: 'Бат', position: 'Нягтлан', phone: '99112233' });
    expect((await adminFor(a.id).call(merchantContacts.get, { id: item.id })).item.name).toBe('Бат');

    const none = await expectApiError(adminFor().call(merchantContacts.list, {}));
    expect(none).toMatchObject({ status: 400, fields: { vendor_id: expect.any(String) } });
  });

  it('the demo has each vendor\'s contacts and contracts; the view roles read and do not write', async () => {
    const viewer = await memberOf(a.id, ['contracts_view', 'contacts_view'], a.id);
    expect((await viewer.call(merchantContacts.list, {})).items.length).toBeGreaterThan(1);
    expect((await viewer.call(merchantContracts.list, {})).items.length).toBeGreaterThan(1);
    expect((await expectApiError(viewer.call(merchantContracts.create, contract('V-1')))).status).toBe(403);
    expect((await expectApiError(viewer.call(merchantContacts.create, { name: 'X', position: 'Y', phone: '1' }))).status).toBe(403);
  });
});

describe('/settings/merchant', () => {
  it('reads and saves the chosen vendor\'s §3 record; the organization\'s history shows the change', async () => {
    const api = adminFor(a.id);
    const { item } = await api.call(merchantProfile.get, {});
    expect(item.name).toBe(a.name);
    expect(Object.keys(item).sort()).toEqual(Object.keys(merchantProfile.def.fields).sort());
    const saved = (await api.call(merchantProfile.update, { phone: '77001122', monthly_fee: 12_000_000 })).item;
    expect(saved).toMatchObject({ phone: '77001122', monthly_fee: 12_000_000, name: a.name });
    expect((await admin.call(organizations.get, { id: a.id })).item).toMatchObject({ phone: '77001122', monthly_fee: 12_000_000 });
    const history = await admin.call(organizations.audits!, { id: a.id }) as { items: { command_id: string }[] };
    expect(history.items[0]!.command_id).toBe('merchant_profile.update');
    // another vendor's name is taken: 409 naming the field
    expect(await expectApiError(api.call(merchantProfile.update, { name: b.name }))).toMatchObject({ status: 409, fields: { name: expect.any(String) } });
    expect((await expectApiError(adminFor().call(merchantProfile.get, {}))).fields).toHaveProperty('vendor_id');
  });

  it('a user given admin by his vendor reaches his own vendor\'s record only', async () => {
    const own = await memberOf(a.id, ['admin'], a.id);
    expect((await own.call(merchantProfile.get, {})).item.name).toBe(a.name);
    const other = await memberOf(a.id, ['admin'], b.id);
    expect((await expectApiError(other.call(merchantProfile.get, {}))).status).toBe(403);
    expect((await expectApiError(other.call(merchantProfile.update, { phone: '1' }))).status).toBe(403);
    expect((await admin.call(organizations.get, { id: b.id })).item.phone).not.toBe('1');
    // a role without the screen is refused even for his own vendor
    expect((await expectApiError((await memberOf(a.id, ['contracts'], a.id)).call(merchantProfile.get, {}))).status).toBe(403);
  });
});

describe('websites: merchants and merchant_names', () => {
  it('lists a website\'s vendors, adds one, refuses a second add (409), removes it', async () => {
    const sites = (await admin.call(websites, {})).items;
    const air = sites.find((w) => w.index === 'air')!;
    const shop = sites.find((w) => w.index === 'product')!;
    // the demo: every vendor sells on the main shop
    const names = (await admin.call(websiteMerchantNames, { id: shop.id })).items;
    expect(names.map((v) => v.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await admin.call(websiteMerchantNames, { id: air.id })).items).toEqual([]);

    expect((await admin.call(addWebsiteMerchant, { id: air.id, vendor_id: a.id })).merchant).toMatchObject({ id: a.id, name: a.name });
    expect(await expectApiError(admin.call(addWebsiteMerchant, { id: air.id, vendor_id: a.id }))).toMatchObject({ status: 409, fields: { vendor_id: expect.any(String) } });
    expect((await expectApiError(admin.call(addWebsiteMerchant, { id: air.id, vendor_id: 999_999 }))).fields).toHaveProperty('vendor_id');
    const page = await admin.call(websiteMerchants, { id: air.id, q: { name_cont: a.name.slice(0, 3) } });
    expect(page).toMatchObject({ total: 1, items: [{ id: a.id, name: a.name }] });
    await admin.call(removeWebsiteMerchant, { id: air.id, vendor_id: a.id });
    expect((await admin.call(websiteMerchantNames, { id: air.id })).items).toEqual([]);
    expect((await expectApiError(admin.call(removeWebsiteMerchant, { id: air.id, vendor_id: a.id }))).status).toBe(404);

    const shopAdmin = (await server.login('shop@demo.mn')).api;
    expect((await shopAdmin.call(websiteMerchantNames, { id: shop.id })).items.length).toBe(names.length);
    const merchant = (await server.login('merchant@demo.mn')).api;
    expect((await expectApiError(merchant.call(websiteMerchants, { id: shop.id }))).status).toBe(403);
  });
});
