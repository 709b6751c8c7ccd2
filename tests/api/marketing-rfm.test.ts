import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { get as getJob } from '../../src/shared/commands/jobs/index.js';
import { rfmCustomers, rfmGrid, rfmRefresh } from '../../src/shared/commands/marketing/rfm.js';
import { smsPreview } from '../../src/shared/commands/marketing/sms.js';
import { rowsOf } from '../../src/server/db/rows.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let marketing: ApiClient;
let siteId: number;
const phone = (i: number) => `991100${String(i).padStart(2, '0')}`;

/**
 * Ten guests on a website of their own: guest i's last order is the i-th oldest, and he placed
 * 11 - i orders of ₮1,000 each, so R rises with i while F and M fall: two customers a quintile.
 */
async function seedOrders() {
  const db = server.app.services.database.db;
  const [site] = rowsOf<{ id: number }>(await db.execute(sql`insert into websites (index, domain, name) values ('rfmtest', 'rfm.test', 'RFM test') returning id`));
  siteId = Number(site!.id);
  await db.execute(sql`insert into website_memberships (user_id, website_id) select id, ${siteId} from users where email = 'marketing@demo.mn'`);
  await db.execute(sql`insert into orders (number, website_id, phone, customer_name, state, payment_state, total, completed_at, created_at)
    select 'RF' || i || '-' || k, ${siteId}, '991100' || lpad(i::text, 2, '0'), 'Guest ' || i, 'complete', 'paid', 100000,
      now() - interval '1 day' * (200 - i * 10 + k), now() - interval '1 day' * (200 - i * 10 + k)
    from generate_series(1, 10) i cross join lateral generate_series(0, 10 - i) k`);
  // left out: a canceled order of guest 10, his cart, guest 1's order on another website
  await db.execute(sql`insert into orders (number, website_id, phone, state, total, completed_at, canceled_at) values
    ('RFX1', ${siteId}, ${phone(10)}, 'canceled', 99900000, now(), now())`);
  await db.execute(sql`insert into orders (number, website_id, phone, state, total) values ('RFX2', ${siteId}, ${phone(10)}, 'cart', 5000000)`);
  await db.execute(sql`insert into orders (number, website_id, phone, state, total, completed_at)
    select 'RFX3', id, ${phone(1)}, 'complete', 5000000, now() from websites where index = 'product'`);
}

async function refreshed(api: ApiClient, full = false) {
  const { job } = await api.call(rfmRefresh, { full });
  for (let i = 0; i < 400; i++) {
    const { job: j } = await api.call(getJob, { id: job.id });
    if (j.status === 'done') return j;
    if (j.status === 'failed') throw new Error(`refresh failed: ${JSON.stringify(j)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the refresh never ended');
}

beforeAll(async () => {
  server = await startServer();
  await seedOrders();
  marketing = (await server.login('marketing@demo.mn', { websiteId: siteId })).api;
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe('RFM', () => {
  it('is for marketing and admin only: a merchant, an orders clerk are refused; a website one does not belong to too', async () => {
    for (const who of ['merchant@demo.mn', 'orders@demo.mn']) {
      const { api } = await server.login(who);
      expect((await expectApiError(api.call(rfmGrid, {}))).status).toBe(403);
      expect((await expectApiError(api.call(rfmCustomers, {}))).status).toBe(403);
      expect((await expectApiError(api.call(rfmRefresh, {}))).status).toBe(403);
    }
    const air = rowsOf<{ id: number }>(await server.app.services.database.db.execute(sql`select id from websites where index = 'air'`))[0]!;
    const elsewhere = server.client({ token: (await server.login('marketing@demo.mn')).token, websiteId: Number(air.id) });
    expect((await expectApiError(elsewhere.call(rfmGrid, {}))).status).toBe(403);
  });

  it('scores in quintiles: two customers each, the named cells of the R × FM map, revenue per cell', async () => {
    const before = await marketing.call(rfmGrid, {});
    expect(before).toMatchObject({ website_id: siteId, computed_at: null, customers: 0 });
    await refreshed(marketing);
    const grid = await marketing.call(rfmGrid, {});
    expect(grid.last_refresh?.changed).toBe(10);
    expect(grid).toMatchObject({ customers: 10, revenue: 55 * 100000, pending: 0 });
    expect(grid.computed_at).not.toBeNull();
    const cells = Object.fromEntries(grid.cells.filter((c) => c.customers).map((c) => [c.cell, [c.customers, c.revenue]]));
    // guests 1-2: R1 F5 M5; 3-4: R2 FM4; 5-6: R3 FM3; 7-8: R4 FM2; 9-10: R5 FM1
    expect(cells).toEqual({
      cant_lose_them: [2, (10 + 9) * 100000], at_risk: [2, (8 + 7) * 100000], need_attention: [2, (6 + 5) * 100000],
      potential_loyalists: [2, (4 + 3) * 100000], new_customers: [2, (2 + 1) * 100000],
    });
    expect(grid.squares).toHaveLength(25);
    expect(grid.squares.find((s) => s.r === 1 && s.fm === 5)).toMatchObject({ cell: 'cant_lose_them', customers: 2 });
    const { items } = await marketing.call(rfmCustomers, { per_page: 50 });
    const scores = Object.fromEntries(items.map((c) => [c.phone, `${c.r}${c.f}${c.m}`]));
    expect(scores).toEqual({
      [phone(1)]: '155', [phone(2)]: '155', [phone(3)]: '244', [phone(4)]: '244', [phone(5)]: '333',
      [phone(6)]: '333', [phone(7)]: '422', [phone(8)]: '422', [phone(9)]: '511', [phone(10)]: '511',
    });
    // the canceled order and the cart are not his: guest 10 has one order of ₮1,000
    expect(items.find((c) => c.phone === phone(10))).toMatchObject({ customer: `p:${phone(10)}`, orders: 1, revenue: 100000, name: 'Guest 10' });
    const champions = await marketing.call(rfmCustomers, { cell: 'cant_lose_them' });
    expect(champions.items.map((c) => c.phone).sort()).toEqual([phone(1), phone(2)]);
  });

  it('refreshes incrementally: only the customers whose orders changed are read again; who moved is said with when', async () => {
    const db = server.app.services.database.db;
    // guest 1 comes back with three orders today; guest 9 cancels his
    await db.execute(sql`insert into orders (number, website_id, phone, state, total, completed_at)
      select 'RFN' || k, ${siteId}, ${phone(1)}, 'complete', 100000, now() - interval '1 minute' * k from generate_series(1, 3) k`);
    await db.execute(sql`update orders set state = 'canceled', canceled_at = now() where website_id = ${siteId} and phone = ${phone(9)}`);
    const waiting = await marketing.call(rfmGrid, {});
    expect(waiting.pending).toBe(2);
    await refreshed(marketing);
    expect(await marketing.call(rfmGrid, {})).toMatchObject({ customers: 9, pending: 0, last_refresh: { changed: 2 } });
    const { items } = await marketing.call(rfmCustomers, { per_page: 50 });
    expect(items.some((c) => c.phone === phone(9))).toBe(false);
    const back = items.find((c) => c.phone === phone(1))!;
    expect(back).toMatchObject({ orders: 13, r: 5, f: 5, m: 5, cell: 'champions' });
    const row = rowsOf<{ prev_cell: string; moved: boolean }>(await db.execute(sql`select prev_cell, cell_since > now() - interval '1 minute' as moved
      from rfm_customers where website_id = ${siteId} and customer = ${`p:${phone(1)}`}`))[0]!;
    expect(row).toEqual({ prev_cell: 'cant_lose_them', moved: true });
    // nothing changed: nothing read again, the same scores
    await refreshed(marketing);
    expect((await marketing.call(rfmGrid, {})).last_refresh?.changed).toBe(0);
    // a full refresh gives what the incremental ones gave
    const incremental = (await marketing.call(rfmCustomers, { per_page: 50 })).items.map((c) => [c.customer, c.r, c.f, c.m, c.cell]);
    await refreshed(marketing, true);
    expect((await marketing.call(rfmCustomers, { per_page: 50 })).items.map((c) => [c.customer, c.r, c.f, c.m, c.cell])).toEqual(incremental);
  });

  it('a cell is an SMS audience, read on the server from the header’s website', async () => {
    const p = await marketing.call(smsPreview, { text: 'We miss you', transliterate: false, audience: { rfm_cell: 'champions' } });
    expect(p.recipients).toBe(1);
    const none = await marketing.call(smsPreview, { text: 'Hi', transliterate: false, audience: { rfm_cell: 'lost' } });
    expect(none.recipients).toBe(0);
  });
});
