import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { search } from '../../src/shared/commands/system.js';
import { list, me, update } from '../../src/shared/commands/users.js';
import { lookup } from '../../src/shared/i18n/index.js';
import { list as eTickets } from '../../src/shared/commands/eticket.js';
import { get as orderGet } from '../../src/shared/commands/orders/orders.js';
import type { SearchResults } from '../../src/shared/schema/search.js';
import type { User } from '../../src/shared/schema/user.js';
import { registerSearcher } from '../../src/server/search/registry.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let customers: User[];

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  customers = (await admin.call(list, { q: { email_cont: '@example.mn' }, per_page: 100 })).items;
});
afterAll(async () => { await server?.close(); });

const usersGroup = (r: SearchResults) => r.groups.find((g) => g.kind === 'users');
const ids = (r: SearchResults) => usersGroup(r)?.items.map((i) => Number(i.id)) ?? [];

describe('GET /api/bo/search', () => {
  it('finds a customer by email prefix, first, with a route to open him', async () => {
    const customer = customers.find((c) => c.email === 'customer7@example.mn')!;
    const result = await admin.call(search, { q: 'customer7@' });
    const group = usersGroup(result)!;
    expect(group.title).toBe('nav.groups.users');
    expect(lookup('mn', group.title)).toBeTruthy();
    expect(group.items[0]).toMatchObject({ id: String(customer.id), href: `/u/users/${customer.id}` });
    expect(group.items[0]!.subtitle).toContain('customer7@example.mn');
  });

  it('finds a customer by mobile, with or without +976', async () => {
    const customer = customers.find((c) => c.mobile)!;
    expect(ids(await admin.call(search, { q: `+976 ${customer.mobile}` }))[0]).toBe(customer.id);
    expect(ids(await admin.call(search, { q: `976${customer.mobile}` }))[0]).toBe(customer.id);
  });

  it('finds a customer by Cyrillic name words in any order and case', async () => {
    const customer = customers.find((c) => c.first_name && c.last_name && c.family_name)!;
    for (const q of [
      `${customer.first_name} ${customer.last_name}`,
      `${customer.last_name!.toUpperCase()} ${customer.first_name!.toLowerCase()}`,
      `${customer.family_name} ${customer.first_name}`,
    ]) {
      expect(ids(await admin.call(search, { q, limit: 20 })), q).toContain(customer.id);
    }
    expect(/[А-Яа-яӨөҮү]/.test(customer.first_name!)).toBe(true);
  });

  it('respects the limit per group, up to 20', async () => {
    expect(usersGroup(await admin.call(search, { q: 'example.mn' }))!.items).toHaveLength(5);
    expect(usersGroup(await admin.call(search, { q: 'example.mn', limit: 3 }))!.items).toHaveLength(3);
    expect(usersGroup(await admin.call(search, { q: 'example.mn', limit: 20 }))!.items).toHaveLength(20);
    expect((await expectApiError(admin.call(search, { q: 'example.mn', limit: 21 }))).status).toBe(400);
    expect((await expectApiError(admin.call(search, { q: '' }))).status).toBe(400);
    expect((await expectApiError(admin.call(search, { q: 'x'.repeat(101) }))).status).toBe(400);
  });

  it('gives a merchant without the users role no users group, and no error', async () => {
    const { api } = await server.login('merchant@demo.mn');
    const result = await api.call(search, { q: 'customer' });
    expect(usersGroup(result)).toBeUndefined();
  });

  it('keeps a merchant with the users role inside his own vendors', async () => {
    const { api } = await server.login('merchant@demo.mn');
    const self = (await api.call(me, {})).user;
    const vendor = self.vendors[0]!;
    await admin.call(update, { id: self.id, vendors: [{ vendor_id: vendor.id, roles: [...vendor.roles, 'users'] }] });
    // merchant2@demo.mn belongs to another vendor; customers to none
    expect(ids(await api.call(search, { q: 'demo.mn', limit: 20 }))).toEqual([self.id]);
    expect(usersGroup(await api.call(search, { q: 'customer' }))).toBeUndefined();
    expect(usersGroup(await api.call(search, { q: 'merchant2' }))).toBeUndefined();
  });

  it('names an order\'s and an e-ticket\'s state in the reader\'s language, never by its id', async () => {
    const { token } = await server.login('admin@demo.mn');
    const mn = server.client({ token, locale: 'mn' });
    const ticket = (await admin.call(eTickets, { per_page: 1 })).items[0]!;
    const order = (await admin.call(orderGet, { number: ticket.order_number })).order;
    const found = (await mn.call(search, { q: ticket.order_number })).groups.find((g) => g.kind === 'orders')!.items[0]!;
    expect(found.subtitle.split(' · ')[0]).toBe(lookup('mn', `orders_web.state.${order.state}`));
    const byCode = (await mn.call(search, { q: ticket.code })).groups.find((g) => g.kind === 'e_tickets')!.items[0]!;
    expect(byCode.subtitle).toContain(lookup('mn', `eticket_ui.states.${ticket.state}`));
    expect(byCode.subtitle.split(' · ')).not.toContain(ticket.state);
  });

  it('refuses a signed-out caller', async () => {
    expect(await expectApiError(server.client().call(search, { q: 'customer' }))).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('answers without a searcher that throws, and without one the user may not use', async () => {
    const calls: string[] = [];
    const removeBroken = registerSearcher({
      kind: 'broken', title: 'nav.groups.orders', access: { roles: true },
      async search() { calls.push('broken'); throw new Error('the orders index is down'); },
    });
    const removeForbidden = registerSearcher({
      kind: 'forbidden', title: 'nav.groups.reports', access: { roles: ['finance_report'] },
      async search() { calls.push('forbidden'); return [{ id: '1', title: 'secret', subtitle: '', href: '/' }]; },
    });
    try {
      const { api } = await server.login('users@demo.mn');
      const result = await api.call(search, { q: 'customer1' });
      expect(result.groups.map((g) => g.kind)).toEqual(['users']);
      expect(calls).toEqual(['broken']);
    } finally {
      removeBroken();
      removeForbidden();
    }
  });

  it('answers without a searcher that takes too long', async () => {
    const remove = registerSearcher({
      kind: 'slow', title: 'nav.groups.products', access: { roles: true },
      search: () => new Promise(() => {}),
    });
    try {
      const started = Date.now();
      const result = await admin.call(search, { q: 'customer1' });
      expect(result.groups.map((g) => g.kind)).toEqual(['users']);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      remove();
    }
  });
});
