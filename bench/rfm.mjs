// RFM section (issue 20): a website's customers scored by recency, frequency and money from
// 1,000,000 generated orders on PostgreSQL (bench/rfm-data.mjs: the orders section's generator,
// in a database of its own), through the real server: the full refresh (every customer's sums and
// quintiles, in the database; goal under 5 s), then 1,000 new orders and the incremental refresh
// (only their customers read again, then the quintiles over the stored sums). The times are the
// server's own (the refresh's transaction, `last_refresh.ms` of `GET websites/rfm`) beside the
// job's wall time; `GET users/me` p50 is the same-run baseline.
//
// BENCH_RFM_ORDERS: the size (default 1,000,000); BENCH_PG_URL as the orders section.
import pg from 'pg';
import { caller, msFigure, signIn } from './lib/api.mjs';
import { whileAlive } from './lib/children.mjs';
import { sizeText, normalise } from './lib/figures.mjs';
import { median, round, table } from './lib/report.mjs';
import { ensureRfmData, startServer, withClient } from './rfm-data.mjs';

const NEW_ORDERS = 1000;

export async function run({ root, defer, log }) {
  const adminUrl = process.env.BENCH_PG_URL || 'postgres://root@127.0.0.1:5432/postgres';
  const orders = Number(process.env.BENCH_RFM_ORDERS) || 1_000_000;
  try {
    await withClient(adminUrl, () => undefined);
  } catch (e) {
    log(`rfm: PostgreSQL at ${adminUrl} not reachable (${e.message}): skipped`);
    return { title: 'RFM', text: 'skipped: no PostgreSQL', headline: 'skipped: no PostgreSQL', data: { figures: [] } };
  }
  const { dbUrl, generated } = await ensureRfmData({ root, defer, log, adminUrl, orders });
  log('rfm: starting the server…');
  const server = await startServer({ root, defer, name: 'server (rfm, postgres)', dbUrl });
  const r = await whileAlive(server.child, () => measure({ base: server.base, dbUrl, log }));
  const rows = [
    ['database', 'orders', 'customers', 'users/me p50', 'full refresh (server) ms', 'full refresh (job) ms', `+${NEW_ORDERS} orders: refresh ms`, 'job ms', 'customers read again'],
    ['postgres', r.orders, r.customers, r.meP50, r.full.ms, r.full.wall, r.incremental.ms, r.incremental.wall, r.incremental.changed],
  ];
  const at = { size: r.orders, sizeLabel: `${sizeText(r.orders)} orders` };
  const figures = [
    { ...msFigure('rfm.postgres.full', `RFM over ${sizeText(r.orders)} orders (every customer scored), PostgreSQL`, r.full.ms, r.meP50, at), goal: { op: '<', value: 5000, on: 'value' } },
    { ...msFigure('rfm.postgres.incremental', `RFM refreshed after ${NEW_ORDERS} new orders, PostgreSQL`, r.incremental.ms, r.meP50, at) },
  ].map(normalise);
  const headline = `RFM over ${sizeText(r.orders)} orders (${r.customers} customers): full ${r.full.ms} ms, after ${NEW_ORDERS} new orders ${r.incremental.ms} ms (${r.incremental.changed} customers read again); users/me p50 ${r.meP50} ms`;
  return {
    title: 'RFM: every customer of a website scored from its orders, and refreshed after new ones (ms, PostgreSQL)',
    text: `${table(rows)}\n\n${headline}`,
    headline,
    data: { figures, run: r, generateSeconds: generated?.seconds ?? null },
  };
}

async function measure({ base, dbUrl, log }) {
  const admin = await signIn(base, 'admin@demo.mn');
  const call = caller(base, 'rfm');
  const { orders, websiteId } = await withClient(dbUrl, async (c) => {
    // the website most generated orders are on
    const { rows: [w] } = await c.query(`select website_id, count(*)::int as n from orders group by 1 order by 2 desc limit 1`);
    const { rows: [n] } = await c.query(`select count(*)::int as n from orders`);
    return { orders: n.n, websiteId: Number(w.website_id) };
  });
  const q = `website_id=${websiteId}`;
  const meTimes = [];
  for (let i = 0; i < 60; i++) meTimes.push((await call('GET', 'users/me', admin)).ms);
  const refresh = async (full) => {
    const started = performance.now();
    const { json } = await call('POST', `websites/rfm/refresh?${q}`, admin, { full });
    for (;;) {
      const { json: j } = await call('GET', `jobs/${json.job.id}`, admin);
      if (j.job.status === 'done') break;
      if (['failed', 'cancelled', 'interrupted'].includes(j.job.status)) throw new Error(`rfm: the refresh job ${j.job.status}: ${j.job.message}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const wall = round(performance.now() - started, 0);
    const { json: grid } = await call('GET', `websites/rfm?${q}`, admin);
    return { ms: grid.last_refresh.ms, changed: grid.last_refresh.changed, wall, customers: grid.customers };
  };
  log('rfm: full refresh…');
  // the first full refresh reads the orders from disk; the second is the figure
  await refresh(true);
  const full = await refresh(true);
  for (let i = 0; i < 20; i++) meTimes.push((await call('GET', 'users/me', admin)).ms);
  log(`rfm: ${NEW_ORDERS} new orders of existing and new customers…`);
  const tag = `RB${Date.now().toString(36)}`;
  await withClient(dbUrl, async (c) => {
    await c.query(`insert into orders (number, website_id, user_id, phone, email, customer_name, state, payment_state, total, completed_at, created_at)
      select '${tag}-' || g, ${websiteId}, o.user_id, case when g % 4 = 0 then '8' || lpad((g * 7919 % 10000000)::text, 7, '0') else o.phone end,
        o.email, o.customer_name, 'complete', 'paid', 2500000 + g * 100, now(), now()
      from generate_series(1, ${NEW_ORDERS}) g
      join lateral (select user_id, phone, email, customer_name from orders where id = (select min(id) from orders) + (g * 104729) % 900000) o on true`);
  });
  const incremental = await refresh(false);
  for (let i = 0; i < 20; i++) meTimes.push((await call('GET', 'users/me', admin)).ms);
  await withClient(dbUrl, (c) => c.query(`delete from orders where number like '${tag}-%'`));
  return { orders, customers: full.customers, meP50: round(median(meTimes), 2), full, incremental };
}
