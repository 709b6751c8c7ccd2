import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { DASHBOARD_COUNTS, dashboardListFilters, summary } from '../../src/shared/commands/dashboard.js';
import { list } from '../../src/shared/commands/orders/orders.js';
import { sql } from 'drizzle-orm';
import type { AuthedContext } from '../../src/server/commands/handler.js';
import { dashboardFromOrders, dashboardSummary } from '../../src/server/areas/dashboard/summary.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let adminToken: string;
let merchant: ApiClient; // merchant@demo.mn: the first vendor only

beforeAll(async () => {
  server = await startServer();
  const a = await server.login('admin@demo.mn');
  admin = a.api;
  adminToken = a.token;
  merchant = (await server.login('merchant@demo.mn')).api;
  // the demo seed on a busy shared machine can take longer than the default hook timeout
}, 180_000);
afterAll(async () => { await server?.close(); });

/** The list's total under the filters a tile links to. */
async function listed(api: ApiClient, count: (typeof DASHBOARD_COUNTS)[number], since: string) {
  const q = dashboardListFilters(count, since);
  // the list schema coerces the URL's strings, as when the tile's link is opened
  return (await api.call(list, { per_page: 1, q: q as never })).total;
}

describe('dashboard.summary', () => {
  it('answers 30 Ulaanbaatar days from midnight 29 days ago, and counts that the list reaches with the same filters', async () => {
    const s = await admin.call(summary, {});
    expect(s.days).toHaveLength(30);
    // midnight in Ulaanbaatar is 16:00 UTC the day before
    expect(s.since).toMatch(/T16:00:00\.000Z$/);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar' }).format(new Date());
    expect(s.days.at(-1)!.date).toBe(today);
    expect(s.days.reduce((n, d) => n + d.orders, 0)).toBeGreaterThan(0);
    expect(s.days.reduce((n, d) => n + d.revenue, 0)).toBeGreaterThan(0);
    expect(s.website_id).not.toBeNull();
    expect(s.vendor_ids).toBeNull();
    for (const k of DASHBOARD_COUNTS) expect(await listed(admin, k, s.since), k).toBe(s.counts[k]);
    expect(s.counts.shipped + s.counts.paid + s.counts.canceled).toBeGreaterThan(0);
  });

  it('a merchant counts only orders holding his items, and his share of their revenue', async () => {
    const all = await admin.call(summary, {});
    const mine = await merchant.call(summary, {});
    expect(mine.vendor_ids).toHaveLength(1);
    for (const k of DASHBOARD_COUNTS) {
      expect(mine.counts[k]).toBeLessThanOrEqual(all.counts[k]);
      expect(await listed(merchant, k, mine.since), k).toBe(mine.counts[k]);
    }
    const revenue = (s: typeof all) => s.days.reduce((n, d) => n + d.revenue, 0);
    expect(revenue(mine)).toBeLessThan(revenue(all));
    expect(mine.days.reduce((n, d) => n + d.orders, 0)).toBeLessThan(all.days.reduce((n, d) => n + d.orders, 0));
    // an admin inside the same vendor sees the same figures as its merchant
    const asVendor = await server.client({ token: adminToken, vendorId: mine.vendor_ids![0] }).call(summary, {});
    expect(asVendor.counts).toEqual(mine.counts);
    expect(asVendor.days).toEqual(mine.days);
  });

  it('counts the current website only: another website of the admin has none of the demo orders', async () => {
    const sites = await server.app.services.database.db.query.websites.findMany();
    const other = sites.find((w) => w.index === 'sashka')!;
    const s = await server.client({ token: adminToken, websiteId: other.id }).call(summary, {});
    expect(s.website_id).toBe(other.id);
    expect(Object.values(s.counts).every((n) => n === 0)).toBe(true);
    expect(s.days.every((d) => d.orders === 0 && d.revenue === 0)).toBe(true);
  });

  it('is refused to a role without orders', async () => {
    const content = (await server.login('content@demo.mn')).api;
    expect(await expectApiError(content.call(summary, {}))).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('reads dashboard_days, which its triggers keep equal to the count over the orders through every kind of change', async () => {
    const { db } = server.app.services.database;
    const mine = (await merchant.call(summary, {})).vendor_ids![0]!;
    const website = (await admin.call(summary, {})).website_id!;
    // the scopes the handler sees: the whole shop on every website or one, and one vendor
    const scopes = [
      { vendorIds: 'all', website: null }, { vendorIds: 'all', website: { id: website } }, { vendorIds: [mine], website: { id: website } },
    ] as const;
    const bothEqual = async (when: string) => {
      for (const scope of scopes) {
        const ctx = { db, scope } as unknown as AuthedContext;
        expect(await dashboardSummary(ctx), `${when}: ${JSON.stringify(scope)}`).toEqual(await dashboardFromOrders(ctx));
      }
    };
    await bothEqual('as seeded');
    const recent = sql`(select id from orders where created_at > now() - interval '20 days' order by id desc limit 40)`;
    // the order's own columns, its vendors' shares, a move to another day and another website, a deletion
    const changes = {
      'canceled': sql`update orders set state = 'canceled', canceled_at = now() where id in (select id from ${recent} r limit 10)`,
      'approved, paid and shipped': sql`update orders set approved_at = now(), payment_state = 'paid', shipment_state = 'shipped' where id in (select id from ${recent} r offset 10 limit 10)`,
      'a vendor\'s share': sql`update order_vendors set total = total + 12345 where order_id in (select id from ${recent} r offset 20 limit 10)`,
      'moved to another day': sql`update orders set created_at = created_at - interval '3 days', total = total + 100 where id in (select id from ${recent} r offset 30 limit 5)`,
      'of no website': sql`update orders set website_id = null where id in (select id from ${recent} r offset 35 limit 2)`,
      'a share deleted': sql`delete from order_vendors where order_id in (select id from ${recent} r offset 37 limit 1)`,
      'orders deleted': sql`delete from orders where id in (select id from ${recent} r offset 38 limit 2)`,
    };
    for (const [name, change] of Object.entries(changes)) {
      await db.execute(change);
      await bothEqual(name);
    }
  });
});

