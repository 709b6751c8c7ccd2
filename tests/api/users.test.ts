import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createStoreCredit, get, list, search, storeCredits, update } from '../../src/shared/commands/users.js';
import { login } from '../../src/shared/commands/auth.js';
import type { ApiClient } from '../../src/shared/api/client.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let staff: ApiClient; // users@demo.mn: the users role, not an admin

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  staff = (await server.login('users@demo.mn')).api;
});
afterAll(async () => { await server?.close(); });

describe('users', () => {
  it('search finds by email, phone, name and register number, exact matches first', async () => {
    const byEmail = await staff.call(search, { query: 'merchant@demo.mn' });
    expect(byEmail.items[0]?.email).toBe('merchant@demo.mn');
    const someone = byEmail.items[0]!;
    const byPhone = await staff.call(search, { query: `+976 ${someone.mobile}` });
    expect(byPhone.items[0]?.id).toBe(someone.id);
    const byName = await staff.call(search, { query: someone.first_name!, per_page: 100 });
    expect(byName.items.map((u) => u.id)).toContain(someone.id);
    const byRegister = await staff.call(search, { query: someone.register_number!.toLowerCase() });
    expect(byRegister.items.map((u) => u.id)).toContain(someone.id);
  });

  it('search treats % and _ literally', async () => {
    const page = await staff.call(search, { query: '%' });
    expect(page.total).toBe(0);
  });

  it('list pages, filters in ransack style and sorts', async () => {
    const first = await staff.call(list, {});
    expect(first).toMatchObject({ page: 1, per_page: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(50);
    const customers = await staff.call(list, { q: { email_cont: 'customer', s: 'email asc' }, per_page: 5, page: 2 });
    expect(customers.items.map((u) => u.email).every((e) => e.includes('customer'))).toBe(true);
    expect(customers.total).toBe(40);
    const sorted = [...customers.items.map((u) => u.email)].sort();
    expect(customers.items.map((u) => u.email)).toEqual(sorted);
    const drivers = await staff.call(list, { kind: 'drivers' });
    expect(drivers.items.map((u) => u.email).sort()).toEqual(['driver1@demo.mn', 'driver2@demo.mn', 'driver3@demo.mn']);
    const admins = await staff.call(list, { kind: 'admins', per_page: 50 });
    expect(admins.items.map((u) => u.email).sort()).toEqual(['admin@demo.mn', 'product@demo.mn', 'shop@demo.mn']);
    const merchants = await staff.call(list, { kind: 'merchants' });
    expect(merchants.items.map((u) => u.email).sort()).toEqual(['merchant2@demo.mn', 'merchant@demo.mn']);
    const byRole = await staff.call(list, { q: { roles_in: ['report', 'finance_report'] } });
    expect(byRole.items.map((u) => u.email).sort()).toEqual(['finance@demo.mn', 'report@demo.mn']);
    const unconfirmed = await staff.call(list, { q: { confirmed_eq: false }, per_page: 100 });
    expect(unconfirmed.items.every((u) => u.confirmed_at === null)).toBe(true);
  });

  it('an unknown filter or sort is a validation error naming it', async () => {
    const res = await server.fetch('/api/bo/users/list?q[password_hash_cont]=a', { headers: { authorization: `Bearer ${(await server.login('admin@demo.mn')).token}` } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'validation_failed', fields: { q: expect.any(String) } } });
    const sort = await expectApiError(staff.call(list, { q: { s: 'password_hash desc' } as never }));
    expect(sort).toMatchObject({ status: 400, fields: { 'q.s': expect.any(String) } });
  });

  it('creates a user with memberships, who can then sign in', async () => {
    // roles the users role does not hold are an admin's to give (tests/api/security-grants.test.ts)
    const { user } = await admin.call(create, {
      email: 'Nomin.Bold@Example.mn', password: 'a-good-password', first_name: 'Номин', last_name: 'Болд',
      mobile: '+976 9911-2233', register_number: 'уб99112233', roles: ['orders'],
      websites: [{ website_id: 1, roles: ['orders_view'] }], vendors: [{ vendor_id: 2, roles: ['merchant'] }],
    });
    expect(user).toMatchObject({
      email: 'nomin.bold@example.mn', mobile: '99112233', register_number: 'УБ99112233', roles: ['orders'], store_credit: 0,
      websites: [expect.objectContaining({ id: 1, roles: ['orders_view'] })], vendors: [expect.objectContaining({ id: 2, roles: ['merchant'] })],
    });
    const session = await server.client().call(login, { username: 'nomin.bold@example.mn', password: 'a-good-password' });
    expect(session.user.id).toBe(user.id);
    const again = await expectApiError(staff.call(create, { email: 'NOMIN.BOLD@example.mn' }));
    expect(again).toMatchObject({ status: 409, code: 'conflict', fields: { email: expect.any(String) } });
  });

  it('refuses bad fields, naming each', async () => {
    const error = await expectApiError(staff.call(create, {
      email: 'not-an-email', mobile: '123', register_number: 'AB12', roles: ['wizard' as never], birthday: '2020-13-45',
    }));
    expect(error.status).toBe(400);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['birthday', 'email', 'mobile', 'register_number', 'roles.0'].sort());
    const missingSite = await expectApiError(staff.call(create, { email: 'x1@example.mn', websites: [{ website_id: 999, roles: [] }] }));
    expect(missingSite).toMatchObject({ status: 422, fields: { 'websites.0.website_id': expect.any(String) } });
  });

  it('only an admin grants or removes admin roles', async () => {
    const { user } = await staff.call(create, { email: 'plain@example.mn' });
    expect(await expectApiError(staff.call(update, { id: user.id, roles: ['admin'] }))).toMatchObject({ status: 403 });
    expect(await expectApiError(staff.call(create, { email: 'boss@example.mn', roles: ['shop_admin'] }))).toMatchObject({ status: 403 });
    const adminUser = (await staff.call(list, { kind: 'admins' })).items.find((u) => u.email === 'admin@demo.mn')!;
    expect(await expectApiError(staff.call(update, { id: adminUser.id, first_name: 'Hacked' }))).toMatchObject({ status: 403 });
    const granted = await admin.call(update, { id: user.id, roles: ['product_admin'] });
    expect(granted.user.roles).toEqual(['product_admin']);
  });

  it('a role change counts from the next request on', async () => {
    const { user } = await admin.call(create, { email: 'soon-staff@example.mn', password: 'password-123' });
    const { token } = await server.client().call(login, { username: 'soon-staff@example.mn', password: 'password-123' });
    const api = server.client({ token });
    expect(await expectApiError(api.call(list, {}))).toMatchObject({ status: 403 });
    await admin.call(update, { id: user.id, roles: ['users'] });
    await expect(api.call(list, {})).resolves.toHaveProperty('items');
  });

  it('a merchant lists only the people of his own vendors (the Merchants and Drivers screens)', async () => {
    const merchant = (await server.login('merchant@demo.mn')).api;
    const mine = await merchant.call(list, { per_page: 100 });
    expect(mine.items.map((u) => u.email)).toContain('merchant@demo.mn');
    expect(mine.items.map((u) => u.email)).not.toContain('merchant2@demo.mn');
    expect(mine.items.map((u) => u.email)).not.toContain('customer1@example.mn');
    // asking for everyone's vendor changes nothing: the scope is the server's
    expect((await expectApiError(merchant.call(list, { per_page: 100, vendor_id: 2 } as never))).status).toBe(403);
    // the other users commands stay staff only
    expect((await expectApiError(merchant.call(search, { query: 'customer' }))).status).toBe(403);
  });

  it('get answers 404 for an unknown id and 400 for a bad one', async () => {
    expect(await expectApiError(staff.call(get, { id: 9_999_999 }))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await expectApiError(staff.call(get, { id: 'abc' as never }))).toMatchObject({ status: 400, fields: { id: expect.any(String) } });
  });

  it('store credits: list with balance, add, and never below zero', async () => {
    const { user } = await staff.call(create, { email: 'credit@example.mn' });
    const added = await staff.call(createStoreCredit, { id: user.id, amount: 1_500_000, category: 'compensation', memo: 'Хүргэлт хоцорсон 🚚' });
    expect(added).toMatchObject({ balance: 1_500_000, store_credit: { amount: 1_500_000, category: 'compensation', author: { email: 'users@demo.mn' } } });
    await staff.call(createStoreCredit, { id: user.id, amount: -500_000, category: 'correction' });
    const page = await staff.call(storeCredits, { id: user.id });
    expect(page).toMatchObject({ balance: 1_000_000, total: 2 });
    expect(page.items[0]!.amount).toBe(-500_000);
    const over = await expectApiError(staff.call(createStoreCredit, { id: user.id, amount: -2_000_000, category: 'correction' }));
    expect(over).toMatchObject({ status: 422, fields: { amount: expect.any(String) } });
    const zero = await expectApiError(staff.call(createStoreCredit, { id: user.id, amount: 0, category: 'gift' }));
    expect(zero).toMatchObject({ status: 400, fields: { amount: expect.any(String) } });
    expect((await staff.call(get, { id: user.id })).user.store_credit).toBe(1_000_000);
  });
});

describe('database refusals', () => {
  it('two creates of one email at once: one succeeds, the other is a 409, never a 500', async () => {
    const results = await Promise.allSettled([0, 1, 2].map(() => staff.call(create, { email: 'race@example.mn' })));
    const statuses = results.map((r) => (r.status === 'fulfilled' ? 200 : (r.reason as { status: number }).status)).sort();
    expect(statuses).toEqual([200, 409, 409]);
  });
});
