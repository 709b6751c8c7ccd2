import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { list } from '../../src/shared/commands/orders/orders.js';
import { search } from '../../src/shared/commands/products/products.js';
import { list as users } from '../../src/shared/commands/users.js';
import { startServer, type TestServer } from '../helpers/server.js';

// issue 13: a capped count ("more than 1,000") must not cap paging
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startServer({ demoOrders: 1030 });
  admin = (await server.login('admin@demo.mn')).api;
}, 240_000);
afterAll(async () => { await server?.close(); });

describe('a capped list pages on', () => {
  it('says the orders total is capped and that rows remain, past page 100', async () => {
    const first = await admin.call(list, { per_page: 10 });
    expect(first).toMatchObject({ total: 1000, total_capped: true, has_more: true });
    const past = await admin.call(list, { per_page: 10, page: 101 });
    expect(past.items).toHaveLength(10);
    expect(past).toMatchObject({ page: 101, total_capped: true, has_more: true });
  });

  it('the last page knows the exact total and that nothing remains', async () => {
    const all = await admin.call(list, { per_page: 1000, page: 2 });
    expect(all.items.length).toBeGreaterThan(0);
    expect(all).toMatchObject({ total: 1000 + all.items.length, total_capped: false, has_more: false });
    const beyond = await admin.call(list, { per_page: 1000, page: 50 });
    expect(beyond).toMatchObject({ items: [], has_more: false });
  });

  it('an uncapped list says so too, with has_more from its exact total', async () => {
    const few = await admin.call(list, { per_page: 10, q: { number_eq: (await admin.call(list, { per_page: 1 })).items[0]!.number } });
    expect(few).toMatchObject({ total: 1, total_capped: false, has_more: false });
    const people = await admin.call(users, { per_page: 1 });
    expect(people).toMatchObject({ total_capped: false, has_more: people.total > 1 });
    const products = await admin.call(search, { per_page: 10 });
    expect(products).toMatchObject({ has_more: products.total > 10 });
  });
});
