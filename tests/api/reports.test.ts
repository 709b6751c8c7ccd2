import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { lookup } from '../../src/shared/i18n/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { get as getJob } from '../../src/shared/commands/jobs/index.js';
import { reportExport, reportQueries, reportRebuild, type ReportOutput } from '../../src/shared/commands/reports.js';
import { websites as websiteList } from '../../src/shared/commands/system.js';
import { REPORTS } from '../../src/shared/reports/catalogue.js';
import { presetRange, ubToday, type ReportDef } from '../../src/shared/reports/define.js';
import type { Scope } from '../../src/server/auth/scope.js';
import { paramsOf, runReport } from '../../src/server/areas/reports/engine.js';
import { rowsOf } from '../../src/server/db/rows.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

/**
 * Issue 24: every declared report, in loops over the declarations. Its answer (from the daily
 * rollups) equals the same report computed from the rows, on the seeded data and again after
 * writes that the triggers had to follow; a merchant gets his own vendor's rows from each, and
 * nothing from the whole shop's; roles, the sashka-only report, and the export job's files.
 */
let server: TestServer;
let admin: ApiClient;
let adminToken: string;
let merchant: ApiClient;
let shopId: number;
let myVendor: number;
let merchantToken = '';

const from = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
const to = ubToday();
const period = { from, to };
const call = (api: ApiClient, def: ReportDef, extra: Record<string, unknown> = {}) => api.call(reportQueries[def.name]!, { ...period, ...paramOf(def), ...extra } as never) as Promise<ReportOutput>;

/** A detail report's parameter: a key its parent report answers (set in beforeAll). */
const params = new Map<string, Record<string, unknown>>();
const paramOf = (def: ReportDef) => params.get(def.name) ?? {};
/** Reports for this website only (amway: sashka). */
const onShop = REPORTS.filter((r) => !r.websites);

function scopeOf(vendorIds: Scope['vendorIds']): Scope {
  return {
    website: { id: shopId, index: 'shop', name: 'shop', domain: '', features: [], roles: [] } as unknown as Scope['website'],
    websiteId: shopId, vendorId: null, vendorIds, roles: ['admin'],
    viewer: { roles: ['admin'], isAdmin: true, tenantId: null, website: { index: 'shop', features: [] } },
  };
}

/** The same report computed from the rows, as the engine's raw reading. */
async function raw(def: ReportDef, vendorIds: Scope['vendorIds'] = 'all'): Promise<ReportOutput> {
  const input = { ...period, ...paramOf(def), limit: 1000 };
  return runReport(def, paramsOf(def, input, 'en'), { db: server.app.services.database.db, scope: scopeOf(vendorIds), locale: 'en' }, 'raw');
}

/** Rows in a stable order, for comparison. */
const rowsSorted = (o: ReportOutput) => [...o.items].sort((a, b) => String(a.key).localeCompare(String(b.key)) || String(a.label).localeCompare(String(b.label)));

async function expectEqual(def: ReportDef, api: ApiClient, vendorIds: Scope['vendorIds'] = 'all') {
  const answer = await call(api, def, { limit: 1000 });
  const direct = await raw(def, vendorIds);
  expect(rowsSorted(answer), def.name).toEqual(rowsSorted(direct));
  expect(answer.totals, def.name).toEqual(direct.totals);
}

beforeAll(async () => {
  server = await startServer();
  const a = await server.login('admin@demo.mn');
  adminToken = a.token;
  const sites = await a.api.call(websiteList, {});
  shopId = sites.items.find((w) => w.index !== 'sashka')!.id;
  admin = server.client({ token: adminToken, websiteId: shopId });
  const m = await server.login('merchant@demo.mn', { websiteId: shopId });
  merchant = m.api;
  merchantToken = m.token;
  const db = server.app.services.database.db;
  myVendor = rowsOf<{ v: number }>(await db.execute(sql`select vm.vendor_id::int as v from vendor_memberships vm join users u on u.id = vm.user_id where u.email = 'merchant@demo.mn'`))[0]!.v;
  // each detail report opens on the first row of the report that drills into it
  for (const def of REPORTS) {
    if (!def.drill) continue;
    const child = REPORTS.find((r) => r.route === def.drill && r.param)!;
    if (params.has(child.name)) continue;
    const top = (await call(admin, def)).items[0];
    if (top) params.set(child.name, { [child.param!.name]: top.key });
  }
}, 180_000);
afterAll(async () => { await server?.close(); }, 120_000);

describe('every report equals the same report computed from the rows', () => {
  it('on the seeded data, then after writes the triggers followed (a state change, a line, a share, a payment, a deletion)', async () => {
    expect(params.size).toBeGreaterThanOrEqual(6);
    for (const def of onShop) await expectEqual(def, admin);
    const db = server.app.services.database.db;
    const [o1, o2, o3] = rowsOf<{ id: number }>(await db.execute(sql`select id::int as id from orders where state = 'complete' and website_id = ${shopId} order by id limit 3`));
    await db.transaction(async (tx) => {
      await tx.execute(sql`update orders set state = 'canceled' where id = ${o1!.id}`);
      await tx.execute(sql`update line_items set quantity = quantity + 2, returned_quantity = 1 where id = (select min(id) from line_items where order_id = ${o2!.id})`);
      await tx.execute(sql`update order_vendors set total = total + 500 where order_id = ${o2!.id}`);
      await tx.execute(sql`update orders set total = total + 500, ebarimt_status = 'issued' where id = ${o2!.id}`);
      await tx.execute(sql`insert into payments (order_id, method, amount, state) values (${o2!.id}, 'qpay', 500, 'completed')`);
      await tx.execute(sql`delete from orders where id = ${o3!.id}`);
    });
    for (const def of onShop) await expectEqual(def, admin);
    // and the rebuild counts what the triggers kept
    const before = await call(admin, REPORTS.find((r) => r.name === 'sales_by_brand')!);
    const rebuilt = await admin.call(reportRebuild, {});
    expect(rebuilt.rows).toBeGreaterThan(0);
    expect(await call(admin, REPORTS.find((r) => r.name === 'sales_by_brand')!)).toEqual(before);
  }, 120_000);
});

describe('the coarser rollups (0049, 0050) equal the rows too', () => {
  const day = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  /** Each report of the lines and the finance page over `per`, from the rollups and from the rows. */
  async function expectEqualOver(per: { from: string; to: string }) {
    let rows = 0;
    for (const def of onShop.filter((r) => r.source === 'lines' || r.source === 'finance')) {
      const input = { ...per, ...paramOf(def), limit: 1000 };
      const answer = await admin.call(reportQueries[def.name]!, input as never) as ReportOutput;
      const direct = await runReport(def, paramsOf(def, input, 'en'), { db: server.app.services.database.db, scope: scopeOf('all'), locale: 'en' }, 'raw');
      expect(rowsSorted(answer), `${def.name} ${per.from}…${per.to}`).toEqual(rowsSorted(direct));
      expect(answer.totals, `${def.name} ${per.from}…${per.to}`).toEqual(direct.totals);
      rows += answer.items.length;
    }
    return rows;
  }

  it('over whole months alone, days alone, and months with days before them; after a payment changed its source', async () => {
    const lastMonth = presetRange('last_month');
    // whole months only (the month rollup), days inside one month (the day rollup), and both
    expect(await expectEqualOver(lastMonth)).toBeGreaterThan(0);
    expect(await expectEqualOver({ from: day(to, -9), to })).toBeGreaterThanOrEqual(0);
    expect(await expectEqualOver({ from: `${day(lastMonth.from, -150).slice(0, 7)}-15`, to: lastMonth.to })).toBeGreaterThan(0);
    // a completed payment's source changed: the finance page's payments by source follow it
    const db = server.app.services.database.db;
    const [pay] = rowsOf<{ id: number }>(await db.execute(sql`select pm.id::int as id from payments pm join orders o on o.id = pm.order_id
      where pm.state = 'completed' and o.website_id = ${shopId} and pm.created_at >= (${from}::date)::timestamp order by pm.id desc limit 1`));
    await db.execute(sql`update payments set source = '**** 0049' where id = ${pay!.id}`);
    const finance = REPORTS.find((r) => r.name === 'finance')!;
    await expectEqual(finance, admin);
    expect((await call(admin, finance, { limit: 1000 })).items.map((r) => r.key)).toContain('payments.source.**** 0049');
  }, 120_000);
});

describe('a merchant (merchant@demo.mn) gets his own vendor\'s rows from every report, and nothing of the whole shop', () => {
  it('each report: equal to the rows of his vendor alone, or refused', async () => {
    let open = 0;
    for (const def of onShop) {
      const mayRun = def.roles.includes('merchant');
      if (!mayRun || def.scope === 'platform') {
        const e = await expectApiError(call(merchant, def));
        expect(e.status, def.name).toBe(403);
        await expect(expectApiError(merchant.call(reportExport, { report: def.name, format: 'csv', filters: period }))).resolves.toMatchObject({ status: 403 });
        continue;
      }
      open++;
      await expectEqual(def, merchant, [myVendor]);
      const mine = await call(merchant, def);
      if (def.dimension === 'vendor') for (const r of mine.items) expect(r.key, def.name).toBe(myVendor);
      // naming another vendor gives nothing of his
      if (def.filters.includes('vendor')) expect((await call(merchant, def, { vendor: myVendor + 1 })).items, def.name).toEqual([]);
    }
    expect(open).toBeGreaterThan(15);
    // a drill-down of another vendor answers nothing
    const other = await call(merchant, REPORTS.find((r) => r.name === 'vendor_detail')!, { id: myVendor + 1 });
    expect(other.items).toEqual([]);
    expect(other.totals.net).toBe(0);
    // an admin working for one vendor (the header's switch) is refused a whole-shop report, in his language
    const asVendor = server.client({ token: adminToken, websiteId: shopId, vendorId: myVendor, locale: 'mn' });
    const shopWide = REPORTS.find((r) => r.scope === 'platform' && !r.websites)!;
    await expect(expectApiError(call(asVendor, shopWide))).resolves.toMatchObject({ status: 403, message: lookup('mn', 'errors.report_whole_shop') });
  }, 120_000);

  it('his export holds his rows only', async () => {
    const def = REPORTS.find((r) => r.name === 'sales_by_vendor')!;
    const { job } = await merchant.call(reportExport, { report: def.name, format: 'csv', filters: period });
    const done = await waitJob(merchant, job.id);
    expect(done.status).toBe('done');
    const text = await resultText(merchant, job.id);
    const lines = text.trim().split('\n');
    // header, his one vendor, totals
    expect(lines).toHaveLength(3);
    expect(lines[1]!.startsWith(`${myVendor},`)).toBe(true);
  });
});

async function waitJob(api: ApiClient, id: number) {
  for (;;) {
    const { job } = await api.call(getJob, { id });
    if (!['queued', 'running'].includes(job.status)) return job;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function resultBytes(api: ApiClient, id: number): Promise<Uint8Array> {
  const token = api === merchant ? merchantToken : adminToken;
  const res = await server.fetch(`/api/bo/jobs/${id}/result`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}
const resultText = async (api: ApiClient, id: number) => new TextDecoder().decode(await resultBytes(api, id)).replace(/^\ufeff/, '');

describe('screens', () => {
  it('every declared report has its screen in the web registry', () => {
    const registry = readFileSync(new URL('../../src/web/screens/index.ts', import.meta.url), 'utf8');
    for (const def of REPORTS) {
      // the generated screen, or a screen of its own that shows it (screenOf) with more beside it
      const own = registry.match(new RegExp(`'${def.route.replace('.', '\\.')}': lazy\\(\\(\\) => import\\('\\./([\\w/]+)\\.js'\\)\\)`))?.[1];
      if (own) expect(readFileSync(new URL(`../../src/web/screens/${own}.tsx`, import.meta.url), 'utf8'), def.name).toContain(`screenOf('${def.route}')`);
      else expect(registry, def.name).toContain(`'${def.route}': reportScreen('${def.route}')`);
    }
  });
});

describe('roles, websites and files', () => {
  it('report and finance staff run what §2 gives them; others are refused', async () => {
    const report = (await server.login('report@demo.mn', { websiteId: shopId })).api;
    const finance = (await server.login('finance@demo.mn', { websiteId: shopId })).api;
    const catalog = (await server.login('catalog@demo.mn', { websiteId: shopId })).api;
    const byName = (n: string) => REPORTS.find((r) => r.name === n)!;
    expect((await call(report, byName('sales_by_brand'))).items.length).toBeGreaterThan(0);
    expect((await call(finance, byName('finance'))).items.length).toBeGreaterThan(0);
    expect((await expectApiError(call(finance, byName('sales_by_brand')))).status).toBe(403);
    for (const def of onShop.filter((r) => r.roles.length)) expect((await expectApiError(call(catalog, def))).status, def.name).toBe(403);
    // the period's presets and a bad range
    const month = await admin.call(reportQueries.sales_over_time!, { preset: 'last_month' } as never) as ReportOutput;
    expect(month.from.slice(8)).toBe('01');
    expect((await expectApiError(admin.call(reportQueries.sales_over_time!, { from: to, to: from } as never))).status).toBe(400);
  });

  it('amway answers on sashka only', async () => {
    const sites = await admin.call(websiteList, {});
    const sashka = sites.items.find((w) => w.index === 'sashka')!.id;
    const amway = REPORTS.find((r) => r.name === 'amway')!;
    expect((await expectApiError(call(admin, amway))).status).toBe(403);
    const there = await server.client({ token: adminToken, websiteId: sashka }).call(reportQueries.amway!, period as never) as ReportOutput;
    expect(there.report).toBe('amway');
  });

  it('the integrations\' reports count the sync log\'s exchanges, failures and time by integration, by day and by synced item', async () => {
    const [log] = rowsOf<{ n: number; failed: number; ms: number; integrations: number }>(await server.app.services.database.db.execute(sql`
      select count(*)::int as n, count(*) filter (where status <> 'ok')::int as failed, sum(duration_ms)::int as ms,
        count(distinct integration)::int as integrations from sync_logs
      where at >= (${from}::date)::timestamp at time zone 'Asia/Ulaanbaatar'`));
    expect(log!.failed).toBeGreaterThan(0);
    const byIntegration = await call(admin, REPORTS.find((r) => r.name === 'integration_report')!);
    expect(byIntegration.totals).toEqual({ exchanges: log!.n, failures: log!.failed, avg_ms: Math.round(log!.ms / log!.n) });
    expect(byIntegration.items).toHaveLength(log!.integrations);
    for (const name of ['integration_report_days', 'integration']) {
      expect((await call(admin, REPORTS.find((r) => r.name === name)!)).totals, name).toEqual(byIntegration.totals);
    }
  });

  it('exports a report as XLSX: a workbook whose sheet holds the rows and the totals', async () => {
    const def = REPORTS.find((r) => r.name === 'sales_by_brand')!;
    const answer = await call(admin, def);
    const { job } = await admin.call(reportExport, { report: def.name, format: 'xlsx', filters: period });
    expect((await waitJob(admin, job.id)).status).toBe('done');
    const files = unzipSync(await resultBytes(admin, job.id));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet.match(/<row /g)).toHaveLength(answer.items.length + 2);
    expect(sheet).toContain(`<v>${answer.totals.net! / 100}</v>`);
  });
});
