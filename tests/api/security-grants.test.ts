// Issue 12, findings 1, 2, 3, 5, 8 and 12: role grants, NUL bytes, money bounds, offers, website scope.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { login } from '../../src/shared/commands/auth.js';
import { list as orderList } from '../../src/shared/commands/orders/orders.js';
import { create as listingCreate } from '../../src/shared/commands/products/listings.js';
import { audits, search as productSearch } from '../../src/shared/commands/products/products.js';
import { create, createStoreCredit, get, update } from '../../src/shared/commands/users.js';
import { ROLES, type Role } from '../../src/shared/roles/roles.js';
import { catalogue } from '../../src/shared/commands/index.js';
import { mayGrant, PRIVILEGED_ROLES, refusedGrants, rolesOpeningNothing } from '../../src/shared/roles/grant.js';
import { ROUTES } from '../../src/shared/roles/routes.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let staff: ApiClient; // users@demo.mn: the users role only
let staffToken: string;

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  ({ api: staff, token: staffToken } = await server.login('users@demo.mn'));
});
afterAll(async () => { await server?.close(); });

/** Every way a call can set a role: the user's own, a website's, a vendor's; on create and on update. */
const PATHS = [
  { name: 'roles', write: (r: Role) => ({ roles: [r] }) },
  { name: 'websites[].roles', write: (r: Role) => ({ websites: [{ website_id: 1, roles: [r] }] }) },
  { name: 'vendors[].roles', write: (r: Role) => ({ vendors: [{ vendor_id: 1, roles: [r] }] }) },
] as const;

/** Roles no operation or screen lists: setting one gives no power, so the users role sets them. */
const POWERLESS = rolesOpeningNothing(ROLES, [...catalogue, ...ROUTES]);

describe('who grants which role (finding 1 and 2)', () => {
  it('the roles anyone managing users may set open nothing: no operation and no screen lists them', () => {
    expect([...POWERLESS].sort()).toEqual(['articles', 'customer', 'driver', 'manager', 'seller', 'super', 'teller', 'vendor']);
  });

  it('the rule itself: held roles only, privileged ones by an admin only, in all three places', () => {
    const usersRole = { isAdmin: false, roles: ['users', 'orders_view'] as Role[] };
    for (const role of ROLES) {
      const expected = !PRIVILEGED_ROLES.includes(role) && usersRole.roles.includes(role);
      expect(mayGrant(usersRole, role), role).toBe(expected);
      expect(mayGrant({ isAdmin: true, roles: [] }, role), role).toBe(true);
    }
    const before = { roles: [] as Role[], websites: [{ id: 1, roles: ['finance_report' as Role] }], vendors: [] };
    // dropping the website membership takes finance_report away: a removal the granter does not hold
    expect(refusedGrants(usersRole, before, { websites: [] })).toEqual(['finance_report']);
    // leaving it as it is, or leaving the place out, changes nothing
    expect(refusedGrants(usersRole, before, { websites: [{ website_id: 1, roles: ['finance_report'] }] })).toEqual([]);
    expect(refusedGrants(usersRole, before, { roles: ['orders_view'] })).toEqual([]);
  });

  // the table: every role × every grant path × create and update, as the users role over HTTP
  it('the users role grants through no path a role it does not hold, and admin roles never', async () => {
    const { user: target } = await admin.call(create, { email: 'grant-target@example.mn' });
    const refusedStatuses: number[] = [];
    for (const role of ROLES) {
      for (const path of PATHS) {
        const allowed = role === 'users' || POWERLESS.has(role);
        // one call at a time, each awaited as it is made: no refusal is left waiting unhandled
        const calls = {
          update: () => staff.call(update, { id: target.id, ...path.write(role) }),
          create: () => staff.call(create, { email: `g-${role}-${path.name.length}@example.mn`.replace(/_/g, '-'), ...path.write(role) }),
        };
        for (const [how, call] of Object.entries(calls)) {
          if (allowed) {
            await expect(call(), `${role} via ${path.name} on ${how}`).resolves.toHaveProperty('user');
          } else {
            const e = await expectApiError(call());
            refusedStatuses.push(e.status);
            expect(e.status, `${role} via ${path.name} on ${how}`).toBe(403);
          }
        }
      }
    }
    expect(refusedStatuses.length).toBe((ROLES.length - 1 - POWERLESS.size) * PATHS.length * 2);
    // and nothing of it stuck
    const { user } = await admin.call(get, { id: target.id });
    expect([...user.roles, ...user.websites.flatMap((w) => w.roles), ...user.vendors.flatMap((v) => v.roles)]).toEqual(
      expect.not.arrayContaining(['admin', 'orders', 'finance_report']),
    );
  });

  it('the review\'s path: websites[].roles = admin is refused and the account stays powerless', async () => {
    const me = (await staff.call((await import('../../src/shared/commands/users.js')).me, {})).user;
    const e = await expectApiError(staff.call(update, { id: me.id, websites: [{ website_id: 1, roles: ['admin'] }] }));
    expect(e.status).toBe(403);
    const again = server.client({ token: staffToken, websiteId: 1 });
    expect((await expectApiError(again.call(orderList, {}))).status).toBe(403);
  });

  it('a role he does not hold is not his to remove either; an admin grants and removes anything', async () => {
    const { user } = await admin.call(create, { email: 'has-finance@example.mn', websites: [{ website_id: 1, roles: ['finance_report'] }] });
    expect((await expectApiError(staff.call(update, { id: user.id, websites: [] }))).status).toBe(403);
    expect((await expectApiError(staff.call(update, { id: user.id, roles: ['orders'] }))).status).toBe(403);
    // a change that leaves the roles as they are is not a grant
    await expect(staff.call(update, { id: user.id, first_name: 'Same', websites: [{ website_id: 1, roles: ['finance_report'] }] })).resolves.toHaveProperty('user');
    const done = await admin.call(update, { id: user.id, roles: ['admin'], websites: [], vendors: [{ vendor_id: 2, roles: ['orders'] }] });
    expect(done.user).toMatchObject({ roles: ['admin'], websites: expect.any(Array) });
    // once a website or vendor makes someone an admin, only an admin changes that account
    const { user: siteAdmin } = await admin.call(create, { email: 'site-admin@example.mn', websites: [{ website_id: 2, roles: ['shop_admin'] }] });
    expect((await expectApiError(staff.call(update, { id: siteAdmin.id, password: 'taken-over-1' }))).status).toBe(403);
  });
});

describe('text with a NUL byte (finding 3)', () => {
  it('is a 400 naming the field, for bodies, query filters and sign-in', async () => {
    const token = (await server.login('admin@demo.mn')).token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const cases: [string, RequestInit, string][] = [
      ['/api/bo/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'a\u0000b', password: 'x' }) }, 'username'],
      ['/api/bo/orders/list?q[number_cont]=R%00', { headers: auth }, 'q.number_cont'],
      ['/api/bo/products/search', { method: 'POST', headers: auth, body: JSON.stringify({ query: 'x\u0000' }) }, 'query'],
      ['/api/bo/users/1', { method: 'PUT', headers: auth, body: JSON.stringify({ first_name: 'A\u0000' }) }, 'first_name'],
    ];
    for (const [path, init, field] of cases) {
      const res = await server.fetch(path, init);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields, path).toHaveProperty([field]);
    }
  });
});

describe('money bounds (finding 5)', () => {
  it('a store credit past ₮10,000,000,000, or a balance past it, is refused', async () => {
    const { user } = await admin.call(create, { email: 'rich@example.mn' });
    const huge = await expectApiError(admin.call(createStoreCredit, { id: user.id, amount: 9007199254740991, category: 'refund' }));
    expect(huge).toMatchObject({ status: 400, fields: { amount: expect.any(String) } });
    await admin.call(createStoreCredit, { id: user.id, amount: 1_000_000_000_000, category: 'refund' });
    const past = await expectApiError(admin.call(createStoreCredit, { id: user.id, amount: 1, category: 'refund' }));
    expect(past).toMatchObject({ status: 422, fields: { amount: expect.any(String) } });
    const { user: after } = await admin.call(get, { id: user.id });
    expect(after.store_credit).toBe(1_000_000_000_000);
  });
});

describe('offers on other vendors\' products (finding 8)', () => {
  it('a merchant cannot offer an unpublished product of another vendor: it answers like a missing one, and leaves no trail', async () => {
    const { api: merchant } = await server.login('merchant@demo.mn');
    const hidden = (await admin.call(productSearch, { q: { vendor_id_eq: 3, published_eq: false } as never, per_page: 1 })).items[0]!;
    expect(hidden).toBeDefined();
    const before = (await admin.call(audits, { id: hidden.id })).total;
    const refused = await expectApiError(merchant.call(listingCreate, { product_id: hidden.id, sku: 'PEEK-1', price: 1 }));
    const missing = await expectApiError(merchant.call(listingCreate, { product_id: 999_999_999, sku: 'PEEK-2', price: 1 }));
    expect(refused).toEqual(missing);
    expect(JSON.stringify(refused)).not.toContain(hidden.sku);
    expect((await admin.call(audits, { id: hidden.id })).total).toBe(before);
  });

  it('an offer on a product on sale is his to make, and the product\'s own vendor does not read it in its trail', async () => {
    const { api: merchant } = await server.login('merchant@demo.mn');
    const onSale = (await admin.call(productSearch, { q: { vendor_id_eq: 2, published_eq: true, approved_eq: true } as never, per_page: 1 })).items[0]!;
    await merchant.call(listingCreate, { product_id: onSale.id, sku: 'OFFER-X', price: 1_000 });
    const owner = (await server.login('merchant2@demo.mn')).api;
    const trail = await owner.call(audits, { id: onSale.id, per_page: 100 });
    expect(trail.items.filter((a) => a.action === 'listing')).toEqual([]);
    expect((await admin.call(audits, { id: onSale.id, per_page: 100 })).items.some((a) => a.action === 'listing')).toBe(true);
  });
});

describe('website_id scopes lists (finding 12)', () => {
  it('the orders list keeps to the website named, and without one answers them all', async () => {
    // the demo places every order on the main shop: five move to sashka for this test
    await server.app.services.database.db.execute(sql`update orders set website_id = 2 where id in (select id from orders order by id limit 5)`);
    const { token } = await server.login('admin@demo.mn');
    const all = await server.client({ token }).call(orderList, { per_page: 100 });
    const site2 = await server.client({ token, websiteId: 2 }).call(orderList, { per_page: 100 });
    expect(site2.total).toBe(5);
    const site1 = await server.client({ token, websiteId: 1 }).call(orderList, { per_page: 1 });
    expect(site1.total + site2.total).toBe(all.total);
    for (const o of site2.items) expect(o).toMatchObject({ website_id: 2 });
  });
});

it('sign-in with the password of a user just created works (the grant paths did not break accounts)', async () => {
  await admin.call(create, { email: 'plain-signin@example.mn', password: 'plain-pass-1' });
  await expect(server.client().call(login, { username: 'plain-signin@example.mn', password: 'plain-pass-1' })).resolves.toHaveProperty('token');
});
