// §7 amway (issue 23): the sashka website's purchase limits, customer by customer, counted as the
// order check counts them; only on sashka, for [admin, report, promotions].
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amwayLimits, amwayUsage } from '../../src/shared/commands/promotions/amway-limits.js';
import { websites } from '../../src/shared/commands/system.js';
import { rows } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
const key = () => ({ idempotencyKey: crypto.randomUUID() });

beforeAll(async () => { server = await startServer(); }, 180_000);
afterAll(async () => { await server?.close(); });

describe('amway usage', () => {
  it('lists each customer against each limit, fullest first, as the check counts, on sashka only', async () => {
    const { api: admin, token } = await server.login('admin@demo.mn');
    const sites = (await admin.call(websites, {})).items;
    const sashka = sites.find((w) => w.index === 'sashka')!;
    const other = sites.find((w) => w.index !== 'sashka')!;
    const onSashka = server.client({ token, websiteId: sashka.id });
    // three customers' sashka orders of one product: 3 items, 2 items (one canceled order of 5 more), 1 item 40 days ago
    const [top] = await rows<{ sku: string; id: string; variant: string; vendor: string }>(server, sql`
      select p.sku, p.id, v.id as variant, p.vendor_id as vendor from products p join variants v on v.product_id = p.id where p.deleted_at is null order by p.id limit 1`);
    const customers = await rows<{ id: string }>(server, sql`select id from users where 'customer' = any(roles) order by id limit 2`);
    const db = server.app.services.database.db;
    const place = async (n: string, who: { user?: number; email?: string }, qty: number, state = 'complete', daysAgo = 1) => {
      await db.execute(sql`insert into orders (number, website_id, user_id, email, state, total, created_at, completed_at)
        values (${n}, ${sashka.id}, ${who.user ?? null}, ${who.email ?? null}, ${state}, ${qty * 100_000}, now() - make_interval(days => ${daysAgo}), now() - make_interval(days => ${daysAgo}))`);
      await db.execute(sql`insert into line_items (order_id, variant_id, vendor_id, quantity, price)
        select id, ${Number(top!.variant)}, ${Number(top!.vendor)}, ${qty}, 100000 from orders where number = ${n}`);
    };
    await place('AMW1', { user: Number(customers[0]!.id) }, 2);
    await place('AMW2', { user: Number(customers[0]!.id) }, 1);
    await place('AMW3', { email: 'Guest@Example.mn' }, 2);
    await place('AMW4', { email: 'guest@example.mn' }, 5, 'canceled');
    await place('AMW5', { user: Number(customers[1]!.id) }, 1, 'complete', 40);
    const expected = await rows<{ who: string; qty: string }>(server, sql`
      select coalesce('user:' || o.user_id::text, 'email:' || lower(o.email)) as who, sum(li.quantity - li.returned_quantity) as qty
      from orders o join line_items li on li.order_id = o.id join variants v on v.id = li.variant_id
      where o.website_id = ${sashka.id} and o.state <> 'canceled' and o.created_at >= now() - interval '30 days' and v.product_id = ${Number(top!.id)}
        and (o.user_id is not null or o.email is not null)
      group by 1 having sum(li.quantity - li.returned_quantity) > 0`);
    const { item: limit } = await onSashka.call(amwayLimits.create!, { name: 'Usage test', products: [top!.sku], max_quantity: 2, period_days: 30 } as never, key()) as { item: { id: number } };

    const usage = await onSashka.call(amwayUsage, { limit_id: limit.id, per_page: 1000 });
    expect(usage.total).toBe(expected.length);
    expect(usage.items.map((u) => u.quantity).sort((a, b) => a - b)).toEqual(expected.map((e) => Number(e.qty)).sort((a, b) => a - b));
    for (const u of usage.items) {
      expect(u.used_percent).toBe(Math.floor((u.quantity * 100) / 2));
      expect(u.state).toBe(u.quantity > 2 ? 'over' : u.quantity === 2 ? 'reached' : 'ok');
      expect(u.limit_name).toBe('Usage test');
    }
    for (let i = 1; i < usage.items.length; i++) expect(usage.items[i - 1]!.used_percent).toBeGreaterThanOrEqual(usage.items[i]!.used_percent);
    // the one customer's two orders add up; the guest's email counts whatever its case, without his canceled order
    expect(usage.items.find((u) => u.user_id === Number(customers[0]!.id))).toMatchObject({ orders: 2, quantity: 3, state: 'over', used_percent: 150 });
    expect(usage.items.find((u) => u.customer === 'guest@example.mn')).toMatchObject({ orders: 1, quantity: 2, state: 'reached' });
    expect(usage.items.some((u) => u.user_id === Number(customers[1]!.id))).toBe(false);
    const full = await onSashka.call(amwayUsage, { limit_id: limit.id, min_percent: 100, per_page: 1000 });
    expect(full.items.every((u) => u.used_percent >= 100)).toBe(true);
    expect(full.total).toBe(expected.filter((e) => Number(e.qty) >= 2).length);

    // elsewhere it is not offered; other roles are refused
    expect((await expectApiError(server.client({ token, websiteId: other.id }).call(amwayUsage, {}))).status).toBe(403);
    for (const email of ['product@demo.mn', 'merchant@demo.mn']) {
      const who = await server.login(email);
      expect((await expectApiError(server.client({ token: who.token, websiteId: sashka.id }).call(amwayUsage, {}))).status).toBe(403);
    }
  });
});
