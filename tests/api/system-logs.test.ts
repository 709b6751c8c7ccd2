// §7 logs and sync (issue 23): the system's own log read over the sync log and the jobs, filtered
// by source, level, name, text and time; one exchange of an ERP connection done again with the
// record as it stands, its outcome a new line of the sync log. [admin, shop_admin] only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { erpIntegrations } from '../../src/shared/commands/system/erp-integrations.js';
import { logList, syncAgain, syncLogs } from '../../src/shared/commands/system/logs.js';
import { startFakeErp } from '../helpers/fake-erp.js';
import { rows } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

const SECRET = 'erp-resync-token';
let server: TestServer;
let shop: ApiClient;
let erp: Awaited<ReturnType<typeof startFakeErp>>;
const key = () => ({ idempotencyKey: crypto.randomUUID() });

beforeAll(async () => {
  erp = await startFakeErp(`Bearer ${SECRET}`);
  server = await startServer();
  shop = (await server.login('shop@demo.mn')).api;
}, 180_000);
afterAll(async () => { await server?.close(); await erp?.close(); });

describe('the system log', () => {
  it('reads the sync log and the jobs as one list, newest first, and filters it', async () => {
    const db = server.app.services.database.db;
    await db.execute(sql`insert into jobs (kind, status, message, created_at, started_at, finished_at)
      values ('report_export', 'failed', 'disk full while writing', now() - interval '1 hour', now() - interval '1 hour', now() - interval '59 minutes')`);
    const [{ syncs, fails }] = (await rows<{ syncs: number; fails: number }>(server, sql`select count(*)::int as syncs, count(*) filter (where status = 'failed')::int as fails from sync_logs`)) as [{ syncs: number; fails: number }];
    const [{ jobs }] = (await rows<{ jobs: number }>(server, sql`select count(*)::int as jobs from jobs`)) as [{ jobs: number }];

    const all = await shop.call(logList, { per_page: 1000 });
    expect(all.total).toBe(syncs + jobs);
    for (let i = 1; i < all.items.length; i++) expect(all.items[i - 1]!.at >= all.items[i]!.at).toBe(true);

    const errors = await shop.call(logList, { q: { level_eq: 'error' }, per_page: 1000 });
    expect(errors.items.every((e) => e.level === 'error')).toBe(true);
    expect(errors.items.filter((e) => e.source === 'sync')).toHaveLength(fails);
    expect(errors.items.find((e) => e.source === 'job')).toMatchObject({ name: 'report_export', status: 'failed', message: 'disk full while writing' });
    expect(errors.items.find((e) => e.source === 'job')!.duration_ms).toBeGreaterThanOrEqual(59_000);

    const jobsOnly = await shop.call(logList, { q: { source_eq: 'job' } });
    expect(jobsOnly.total).toBe(jobs);
    const erpOnly = await shop.call(logList, { q: { name_cont: 'unitel' }, per_page: 1000 });
    expect(erpOnly.total).toBeGreaterThan(0);
    expect(erpOnly.items.every((e) => e.name === 'erp:Unitel ERP')).toBe(true);
    const found = await shop.call(logList, { query: 'disk full' });
    expect(found.items.map((e) => e.source)).toEqual(['job']);
    const since = new Date(Date.now() - 3 * 3600_000).toISOString();
    const recent = await shop.call(logList, { q: { at_gteq: since }, per_page: 1000 });
    expect(recent.items.every((e) => e.at >= since)).toBe(true);
    expect(recent.total).toBeLessThan(all.total);

    for (const email of ['merchant@demo.mn', 'report@demo.mn', 'product@demo.mn']) {
      const other = (await server.login(email)).api;
      expect((await expectApiError(other.call(logList, {}))).status).toBe(403);
    }
  });
});

describe('sync again', () => {
  it('sends the order as it stands through the ERP connection the entry names and logs the attempt', async () => {
    const db = server.app.services.database.db;
    const [order] = await rows<{ number: string }>(server, sql`select number from orders where completed_at is not null order by id limit 1`);
    const { item: conn } = await shop.call(erpIntegrations.create, { name: 'Resync ERP', endpoint: erp.url, auth: 'bearer', secret: SECRET }, key());
    await db.execute(sql`insert into sync_logs (integration, direction, entity, reference, status, http_status, message)
      values ('erp:Resync ERP', 'out', 'order', ${order!.number}, 'failed', 502, 'Bad gateway from the ERP')`);
    const [entry] = await rows<{ id: string }>(server, sql`select id from sync_logs where integration = 'erp:Resync ERP' order by id desc limit 1`);
    const id = Number(entry!.id);

    const { entry: again } = await shop.call(syncAgain, { id }, key());
    expect(again).toMatchObject({ integration: 'erp:Resync ERP', entity: 'order', reference: order!.number, status: 'ok', http_status: 200, direction: 'out' });
    expect(again.id).toBeGreaterThan(id);
    const sent = erp.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(JSON.parse(sent.body)).toMatchObject({ entity: 'order', reference: order!.number, data: { number: order!.number } });
    expect((await shop.call(syncLogs.get, { id: again.id })).item.message).toContain(`#${id}`);

    // the ERP refusing is an outcome, logged as failed, not an error of the call
    await shop.call(erpIntegrations.update, { id: conn.id, secret: 'wrong' }, key());
    expect((await shop.call(syncAgain, { id }, key())).entry).toMatchObject({ status: 'failed', http_status: 401 });

    // what cannot be done again is said so
    const [posapi] = await rows<{ id: string }>(server, sql`select id from sync_logs where integration = 'posapi' limit 1`);
    expect((await expectApiError(shop.call(syncAgain, { id: Number(posapi!.id) }, key()))).status).toBe(422);
    const [unitel] = await rows<{ id: string }>(server, sql`select id from sync_logs where integration = 'erp:Unitel ERP' limit 1`);
    expect((await expectApiError(shop.call(syncAgain, { id: Number(unitel!.id) }, key()))).fields).toHaveProperty('integration');
    expect((await expectApiError(shop.call(syncAgain, { id: 999_999_999 }, key()))).status).toBe(404);
    const report = (await server.login('report@demo.mn')).api;
    expect((await expectApiError(report.call(syncAgain, { id }, key()))).status).toBe(403);
  });
});
