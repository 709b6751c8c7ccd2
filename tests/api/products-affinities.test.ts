// §7 affinities and relations (batch) (issue 23): products bought together, computed from the
// orders by a job, each pinned or removed by hand and kept so through a recompute; related products
// set for many products at once, a row a pair, each row on its own. Both within the caller's reach.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { get as getJob } from '../../src/shared/commands/jobs/index.js';
import { affinityCompute, affinityList, affinitySet, relationBatch } from '../../src/shared/commands/products/affinities.js';
import { relations } from '../../src/shared/commands/products/merchandising.js';
import { rows } from '../helpers/orders-ops.js';
import { lookup } from '../../src/shared/i18n/index.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
const key = () => ({ idempotencyKey: crypto.randomUUID() });
const PLAN = { days: 3650, min_orders: 1, top: 5 };

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
}, 180_000);
afterAll(async () => { await server?.close(); });

async function computed(api: ApiClient) {
  const { job } = await api.call(affinityCompute, PLAN, key());
  for (let i = 0; i < 800; i++) {
    const { job: j } = await api.call(getJob, { id: job.id });
    if (j.status === 'done') return j;
    if (j.status === 'failed') throw new Error(`compute failed: ${JSON.stringify(j)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the compute never ended');
}

/** The pairs of one product straight from the orders: partner → orders that held both. */
async function pairsOf(productId: number): Promise<Map<number, number>> {
  const found = await rows<{ r: string; n: number }>(server, sql`
    with lines as (select distinct li.order_id, v.product_id from line_items li join variants v on v.id = li.variant_id
      join orders o on o.id = li.order_id where o.completed_at >= now() - interval '3650 days' and o.state <> 'canceled')
    select b.product_id as r, count(*)::int as n from lines a join lines b on a.order_id = b.order_id and b.product_id <> a.product_id
    where a.product_id = ${productId} group by 1`);
  return new Map(found.map((f) => [Number(f.r), Number(f.n)]));
}

describe('affinities', () => {
  it('are computed from the orders, pinned and removed by hand, and keep those marks through a recompute', async () => {
    await computed(admin);
    const [top] = await rows<{ product_id: string }>(server, sql`select product_id from product_affinities group by 1 order by count(*) desc, 1 limit 1`);
    expect(top).toBeDefined();
    const id = Number(top!.product_id);
    const truth = await pairsOf(id);
    const { items } = await admin.call(affinityList, { id });
    expect(items.length).toBe(Math.min(PLAN.top, truth.size));
    for (const a of items) expect(a.orders).toBe(truth.get(a.related_id));
    const best = Math.max(...truth.values());
    expect(items[0]!.orders).toBe(best);
    for (let i = 1; i < items.length; i++) expect(items[i - 1]!.orders).toBeGreaterThanOrEqual(items[i]!.orders);

    // a product never bought with it, pinned by hand, comes first; a computed one removed is hidden
    const [stranger] = await rows<{ id: string }>(server, sql`select id from products where deleted_at is null and id <> ${id} and id not in ${sql.raw(`(${[...truth.keys(), 0].join(',')})`)} order by id limit 1`);
    const strangerId = Number(stranger!.id);
    const removedId = items.at(-1)!.related_id;
    await admin.call(affinitySet, { id, related_id: strangerId, state: 'pinned' }, key());
    await admin.call(affinitySet, { id, related_id: removedId, state: 'removed' }, key());
    const after = (await admin.call(affinityList, { id })).items;
    expect(after[0]).toMatchObject({ related_id: strangerId, state: 'pinned', orders: 0 });
    expect(after.some((a) => a.related_id === removedId)).toBe(false);
    expect((await admin.call(affinityList, { id, removed: true })).items.find((a) => a.related_id === removedId)?.state).toBe('removed');

    await computed(admin);
    const again = (await admin.call(affinityList, { id, removed: true })).items;
    expect(again[0]).toMatchObject({ related_id: strangerId, state: 'pinned' });
    expect(again.find((a) => a.related_id === removedId)).toMatchObject({ state: 'removed', orders: truth.get(removedId) });
    expect((await admin.call(affinityList, { id })).items.some((a) => a.related_id === removedId)).toBe(false);

    // let go again, the hand-pinned one is gone; the restored one is back
    await admin.call(affinitySet, { id, related_id: strangerId, state: 'auto' }, key());
    await admin.call(affinitySet, { id, related_id: removedId, state: 'auto' }, key());
    const restored = (await admin.call(affinityList, { id })).items;
    expect(restored.some((a) => a.related_id === strangerId)).toBe(false);
    expect(restored.find((a) => a.related_id === removedId)?.state).toBe('auto');
    expect((await expectApiError(admin.call(affinitySet, { id, related_id: id, state: 'pinned' }, key()))).status).toBe(422);
    // the refusal in the reader's language
    const adminMn = server.client({ token: (await server.login('admin@demo.mn')).token, locale: 'mn' });
    expect(await expectApiError(adminMn.call(affinitySet, { id, related_id: id, state: 'pinned' }, key()))).toMatchObject({ status: 422, message: lookup('mn', 'errors.affinity_self') });
  });

  it('are read by the catalogue roles, changed by its editors, recomputed by its staff', async () => {
    const [p] = await rows<{ id: string }>(server, sql`select id from products where deleted_at is null order by id limit 2`);
    const id = Number(p!.id);
    const viewer = (await server.login('catalog@demo.mn')).api;
    await viewer.call(affinityList, { id });
    expect((await expectApiError(viewer.call(affinitySet, { id, related_id: id + 1, state: 'pinned' }, key()))).status).toBe(403);
    expect((await expectApiError(viewer.call(affinityCompute, PLAN, key()))).status).toBe(403);
    const marketing = (await server.login('marketing@demo.mn')).api;
    expect((await expectApiError(marketing.call(affinityList, { id }))).status).toBe(403);
    const merchant = (await server.login('merchant@demo.mn')).api;
    expect((await expectApiError(merchant.call(affinityCompute, PLAN, key()))).status).toBe(403);
    const product = (await server.login('product@demo.mn')).api;
    await computed(product);
  });
});

describe('relations batch', () => {
  it('adds and removes pairs by sku or id, each row on its own, within the caller’s vendors', async () => {
    const list = await rows<{ id: string; sku: string; vendor_id: string }>(server, sql`select id, sku, vendor_id from products where deleted_at is null
      and id not in (select product_id from product_relations) and id not in (select related_id from product_relations) order by id limit 400`);
    const byVendor = new Map<number, { id: number; sku: string }[]>();
    for (const p of list) byVendor.set(Number(p.vendor_id), [...(byVendor.get(Number(p.vendor_id)) ?? []), { id: Number(p.id), sku: p.sku }]);
    const [first] = [...byVendor.entries()].filter(([, ps]) => ps.length >= 3);
    const [a, b, c] = first![1];
    const answer = await admin.call(relationBatch, { rows: [
      { product: a!.sku, related: b!.sku }, { product: a!.sku, related: String(c!.id), kind: 'accessory' },
      { product: b!.sku, related: a!.sku, kind: 'similar' }, { product: 'NO-SUCH-SKU', related: a!.sku }, { product: a!.sku, related: a!.sku },
      { product: a!.sku, related: b!.sku },
    ] }, key());
    expect(answer).toMatchObject({ applied: 4, failed: 2 });
    expect(answer.results.filter((r) => !r.ok).map((r) => r.row)).toEqual([4, 5]);
    expect((await admin.call(relations, { id: a!.id })).items.map((r) => [r.related_id, r.kind])).toEqual([[c!.id, 'accessory'], [b!.id, 'related']]);
    expect((await admin.call(relations, { id: b!.id })).items.map((r) => [r.related_id, r.kind])).toEqual([[a!.id, 'similar']]);

    await admin.call(relationBatch, { rows: [{ product: a!.sku, related: b!.sku, remove: true }] }, key());
    expect((await admin.call(relations, { id: a!.id })).items.map((r) => r.related_id)).toEqual([c!.id]);

    // a merchant relates his own products only: another vendor's is no product of his
    const [merchantVendor] = await rows<{ vendor_id: string }>(server, sql`select uv.vendor_id from vendor_memberships uv join users u on u.id = uv.user_id where u.email = 'merchant@demo.mn' limit 1`);
    const mine = byVendor.get(Number(merchantVendor!.vendor_id))!;
    const theirs = [...byVendor.entries()].find(([v]) => v !== Number(merchantVendor!.vendor_id))![1];
    const merchant = (await server.login('merchant@demo.mn')).api;
    const done = await merchant.call(relationBatch, { rows: [{ product: mine[0]!.sku, related: mine[1]!.sku }, { product: theirs[0]!.sku, related: mine[0]!.sku }] }, key());
    expect(done).toMatchObject({ applied: 1, failed: 1 });
    expect(done.results[1]!.error).toContain(theirs[0]!.sku);
    const viewer = (await server.login('catalog@demo.mn')).api;
    expect((await expectApiError(viewer.call(relationBatch, { rows: [{ product: a!.sku, related: b!.sku }] }, key()))).status).toBe(403);
  });
});
