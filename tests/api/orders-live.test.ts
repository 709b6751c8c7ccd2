import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { commentCreate, flag, get, list } from '../../src/shared/commands/orders/orders.js';
import type { OrderJson } from '../../src/shared/schema/order.js';
import { LiveSocket } from '../helpers/live-socket.js';
import { dbKind, startServer, testDatabase, type TestServer } from '../helpers/server.js';
import { importStart } from '../../src/shared/commands/products/import.js';

let server: TestServer;
let operator: ApiClient;
let adminToken: string;
let merchantToken: string;
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  server = await startServer({ demoOrders: 120 });
  operator = (await server.login('orders@demo.mn')).api;
  adminToken = (await server.login('admin@demo.mn')).token;
  merchantToken = (await server.login('merchant@demo.mn')).token;
}, 180_000);
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await server?.close();
});

/** Orders of the demo data, one holding vendor 1's items and one without any. */
async function ordersByVendor(api: ApiClient): Promise<{ his: OrderJson; other: OrderJson }> {
  const rows = (await api.call(list, { per_page: 100, q: { state_eq: 'complete' } })).items;
  let his: OrderJson | undefined;
  let other: OrderJson | undefined;
  for (const row of rows) {
    const { order } = await api.call(get, { number: row.number });
    const vendors = new Set(order.line_items.map((l) => l.vendor_id));
    if (!his && vendors.has(1)) his = row;
    if (!other && !vendors.has(1) && vendors.size > 0) other = row;
    if (his && other) return { his, other };
  }
  throw new Error('the demo data lacks an order of each kind');
}

describe('live order updates over the WebSocket', () => {
  it('a change by one user reaches another user\'s socket', async () => {
    const admin = await LiveSocket.open(server.url, adminToken);
    sockets.push(admin);
    const [row] = (await operator.call(list, { per_page: 1, q: { state_eq: 'complete' } })).items;
    await operator.call(flag, { number: row!.number, flag: !row!.flagged });
    const event = await admin.next((e) => e.type === 'order' && e.number === row!.number);
    expect(event).toEqual({ type: 'order', number: row!.number, website_id: row!.website_id, vendor_ids: expect.any(Array) });
    // a note is a change too
    await operator.call(commentCreate, { number: row!.number, body: 'called the customer' });
    await admin.next((e) => e.type === 'order' && e.number === row!.number && admin.events.filter((x) => x.number === row!.number).length >= 2);
  });

  it('a merchant\'s socket hears only orders holding his vendor\'s items, and only his vendor of them', async () => {
    const { his, other } = await ordersByVendor(operator);
    const merchant = await LiveSocket.open(server.url, merchantToken);
    const admin = await LiveSocket.open(server.url, adminToken);
    sockets.push(merchant, admin);
    // the other vendor's order first: by the time his own arrives, the other would have too
    await operator.call(flag, { number: other.number, flag: !other.flagged });
    await admin.next((e) => e.number === other.number);
    await operator.call(flag, { number: his.number, flag: !his.flagged });
    const event = await merchant.next((e) => e.type === 'order');
    expect(event).toMatchObject({ number: his.number, vendor_ids: [1] });
    await admin.next((e) => e.number === his.number);
    expect(merchant.events.filter((e) => e.type === 'order').map((e) => e.number)).toEqual([his.number]);
  });

  it('refuses a token in the URL and a bad token; a user without orders roles hears his jobs, no order', async () => {
    // a token in the URL is in every proxy's log: never accepted, even a valid one
    const byQuery = new LiveSocket(server.url, `?token=${adminToken}`);
    expect(await byQuery.closed()).toBe(4401);
    expect(byQuery.events).toEqual([{ type: 'error', code: 'unauthorized' }]);

    const bad = await LiveSocket.connect(server.url, 'not-a-real-token-at-all-xxxxxxxx');
    expect(await bad.closed()).toBe(4401);
    expect(bad.events).toEqual([{ type: 'error', code: 'unauthorized' }]);

    const editor = await server.login('product@demo.mn');
    const products = await LiveSocket.open(server.url, editor.token);
    const admin = await LiveSocket.open(server.url, adminToken);
    sockets.push(products, admin);
    const [row] = (await operator.call(list, { per_page: 1, q: { state_eq: 'complete' } })).items;
    await operator.call(flag, { number: row!.number, flag: !row!.flagged });
    // sent to every socket in one pass: once the admin has it, the editor's would be on its way before what follows
    await admin.next((e) => e.number === row!.number);
    const { job } = await editor.api.call(importStart, { rows: [{ sku: 'LIVE-1', name_en: 'Live one', vendor_id: 1 }] });
    await products.next((e) => e.type === 'job' && e.job?.id === job.id);
    expect(products.events.filter((e) => e.type === 'order')).toEqual([]);
  });
});

describe.skipIf(dbKind !== 'postgres')('two server instances on one PostgreSQL', () => {
  let store: Awaited<ReturnType<typeof testDatabase>>;
  let one: TestServer | null = null;
  let two: TestServer | null = null;
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await store?.drop();
  });

  it('a change on instance 1 reaches a socket on instance 2', async () => {
    store = await testDatabase({ lasting: true });
    one = await startServer({ database: store.database, demoOrders: 40 });
    two = await startServer({ database: store.database, demoOrders: 40 });
    const api1 = (await one.login('orders@demo.mn')).api;
    const token2 = (await two.login('admin@demo.mn')).token;
    const live = await LiveSocket.open(two.url, token2);
    sockets.push(live);
    const [row] = (await api1.call(list, { per_page: 1, q: { state_eq: 'complete' } })).items;
    await api1.call(flag, { number: row!.number, flag: !row!.flagged });
    expect(await live.next((e) => e.number === row!.number)).toMatchObject({ type: 'order', number: row!.number });
  }, 180_000);
});
