// HTTP section: what the real server costs per request next to a bare Fastify route, and what an
// order look-up costs next to users/me on the data a newcomer meets first: `npm start`'s demo on
// PGlite (its 20,000 demo orders). Both servers run as separate processes on this machine,
// measured alternately in the same run, so each figure is a ratio that survives a slow or busy
// machine better than raw figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { caller, msFigure, signIn, stats } from './lib/api.mjs';
import { childError, freePort, startChild, waitReady, whileAlive } from './lib/children.mjs';
import { normalise } from './lib/figures.mjs';
import { median, rng, round, table } from './lib/report.mjs';

// 20 connections keep both servers busy on 2 cores without queueing so deep that p99 only
// measures the queue; 6 runs of 2 + 8 s keep the section near one minute.
const SETTINGS = { connections: 20, pipelining: 1, warmupSeconds: 2, seconds: 8, rounds: 3 };
/** Look-ups of random demo orders, each after a users/me: one request at a time, as a person clicks. */
const LOOKUPS = Number(process.env.BENCH_HTTP_LOOKUPS) || 300;

/** `BENCH_SERVER_CMD="npx tsx src/server/main.ts"` runs the sources while dist cannot be built. */
function serverCommand() {
  const custom = process.env.BENCH_SERVER_CMD?.trim();
  return custom ? custom.split(/\s+/) : [process.execPath, 'dist/server/main.js'];
}

export async function run({ root, defer, log }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-'));
  defer(() => rmSync(dataDir, { recursive: true, force: true }));

  const [appPort, barePort] = [await freePort(), await freePort()];
  const app = startChild('server', serverCommand(), {
    cwd: root,
    // DATABASE_URL emptied: a value in the caller's shell must not send the benchmark to a real
    // PostgreSQL; BO_DEMO_ORDERS left to main's own default (20,000), what `npm start` seeds
    env: { PORT: String(appPort), HOST: '127.0.0.1', BO_DATA_DIR: dataDir, BO_SEED: 'demo', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  defer(() => app.stop());
  const appUrl = `http://127.0.0.1:${appPort}`;
  const bareUrl = `http://127.0.0.1:${barePort}`;
  log(`starting the server (${serverCommand().join(' ')})…`);
  // 20,000 demo orders: a loaded 2-core machine (tests of other work beside) has taken over two
  // minutes to migrate and seed them
  await waitReady(app, `${appUrl}/healthz`, 300_000);

  let admin;
  try {
    admin = await signIn(appUrl, 'admin@demo.mn');
  } catch (e) {
    throw childError(app, `refused the demo sign-in: ${e.message}`);
  }
  // the yardstick answers the very body users/me answers (the "same body"): what differs is
  // then only what our server does per request, not the size of what it sends
  const meBody = await (await fetch(`${appUrl}/api/bo/users/me`, { headers: { authorization: admin.authorization } })).text();
  const bare = startChild('bare server', [process.execPath, join(root, 'bench/bare-server.mjs')], {
    cwd: root,
    env: { PORT: String(barePort), HOST: '127.0.0.1', BARE_BODY: meBody },
  });
  defer(() => bare.stop());
  await waitReady(bare, `${bareUrl}/bare`, 15_000);
  const targets = [
    { name: 'bare', label: 'GET /bare (bare fastify)', server: bare, url: `${bareUrl}/bare`, headers: {} },
    { name: 'me', label: 'GET /api/bo/users/me', server: app, url: `${appUrl}/api/bo/users/me`, headers: { authorization: admin.authorization } },
  ];
  // one plain request each first: a wrong answer should fail here, not as 100 000 non-2xx later
  for (const t of targets) await checkOnce(t);

  const runs = Object.fromEntries(targets.map((t) => [t.name, []]));
  for (let r = 1; r <= SETTINGS.rounds; r++) {
    for (const t of targets) {
      log(`round ${r}/${SETTINGS.rounds}: ${t.label}`);
      runs[t.name].push(await measure(t));
    }
  }

  const summary = Object.fromEntries(targets.map((t) => [t.name, {
    label: t.label,
    rps: round(median(runs[t.name].map((x) => x.rps))),
    p50: median(runs[t.name].map((x) => x.p50)),
    p99: median(runs[t.name].map((x) => x.p99)),
    rounds: runs[t.name],
  }]));
  const lookups = await whileAlive(app, () => demoLookups(appUrl, admin, log));

  const figures = [
    { id: 'http.me_vs_bare_rps', label: 'users/me throughput ÷ bare Fastify route', value: summary.me.rps, unit: 'req/s', baseline: summary.bare.rps },
    msFigure('http.demo_order_get_p50', 'GET orders/{number} p50 ÷ users/me p50, demo on PGlite', lookups.get.p50, lookups.me.p50, { sizeLabel: `demo, ${lookups.orders} orders` }),
    msFigure('http.demo_order_get_p99', 'GET orders/{number} p99 ÷ users/me p50, demo on PGlite', lookups.get.p99, lookups.me.p50, { sizeLabel: `demo, ${lookups.orders} orders` }),
  ].map(normalise);
  const verdicts = figures.filter((f) => f.goal).map((f) => `${f.label} = ${f.ratio} (goal ${f.goal.op} ${f.goal.value})`);

  const rows = [['target', 'req/s', 'p50 ms', 'p99 ms'], ...targets.map((t) => [t.label, summary[t.name].rps, summary[t.name].p50, summary[t.name].p99])];
  const lookupRows = [['one at a time', 'n', 'p50 ms', 'p99 ms'], ['GET users/me', lookups.me.n, lookups.me.p50, lookups.me.p99],
    ['GET orders/{number}', lookups.get.n, lookups.get.p50, lookups.get.p99]];
  return {
    title: `HTTP throughput (median of ${SETTINGS.rounds} alternating rounds, ${SETTINGS.connections} connections, ${SETTINGS.seconds} s each) and demo order look-ups`,
    text: `${table(rows)}\n\n${table(lookupRows)}\n(${LOOKUPS} random orders of the ${lookups.orders} the demo seeds, each after a users/me)\n\n${verdicts.join('\n')}`,
    headline: verdicts.join('; '),
    data: { settings: SETTINGS, targets: summary, lookups, figures },
  };
}

/**
 * `GET orders/{number}` of random demo orders, one at a time, each after a `GET users/me`, as
 * someone clicking through the list of a fresh `npm start`: the numbers are read from the list
 * first (every page of it), then picked the same way every run.
 */
async function demoLookups(base, admin, log) {
  const call = caller(base, 'demo');
  const numbers = [];
  for (let page = 1; page <= 100; page++) {
    const { json } = await call('POST', 'orders', admin, { page, per_page: 1000 });
    numbers.push(...json.items.map((o) => o.number));
    if (!json.has_more) break;
  }
  if (!numbers.length) throw new Error('the demo server has no orders to look up');
  const pick = rng(26);
  const some = () => numbers[Math.floor(pick() * numbers.length)];
  const me = () => call('GET', 'users/me', admin);
  log(`demo look-ups: warm-up, then ${LOOKUPS} random orders of ${numbers.length}, GET users/me interleaved…`);
  for (let i = 0; i < 30; i++) {
    await me();
    await call('GET', `orders/${some()}`, admin);
  }
  const meTimes = [];
  const getTimes = [];
  for (let i = 0; i < LOOKUPS; i++) {
    meTimes.push((await me()).ms);
    const number = some();
    const { ms, json } = await call('GET', `orders/${number}`, admin);
    if (json.order?.number !== number) throw new Error(`GET orders/${number} answered order ${json.order?.number}`);
    getTimes.push(ms);
  }
  return { orders: numbers.length, me: stats(meTimes), get: stats(getTimes) };
}

async function checkOnce(t) {
  const res = await fetch(t.url, { headers: t.headers });
  const body = await res.text();
  if (!res.ok) throw childError(t.server, `answered ${t.label} with HTTP ${res.status}: ${body.slice(0, 300)}`);
}

/** One autocannon run (its own warm-up first); any error or non-2xx answer fails the benchmark. */
async function measure(t) {
  const run = autocannon({
    url: t.url,
    headers: t.headers,
    connections: SETTINGS.connections,
    pipelining: SETTINGS.pipelining,
    duration: SETTINGS.seconds,
    warmup: { connections: SETTINGS.connections, duration: SETTINGS.warmupSeconds },
  });
  // autocannon's own percentiles are whole milliseconds (a local p50 reads "0"), so keep every
  // response time of the measured run (the warm-up reports to another emitter) at full precision
  const times = [];
  run.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) times.push(ms);
  });
  const result = await run;
  for (const [phase, r] of [['warm-up', result.warmup], ['run', result]]) {
    if (!r) continue;
    const bad = { errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx };
    if (Object.values(bad).some((n) => n > 0)) {
      throw childError(t.server, `failed ${t.label} during the ${phase}: ${JSON.stringify(bad)}, status codes ${JSON.stringify(r.statusCodeStats)}`);
    }
  }
  if (result['2xx'] === 0) throw childError(t.server, `answered nothing to ${t.label}`);
  const sorted = Float64Array.from(times).sort();
  const at = (q) => round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)], 2);
  return { rps: round(result.requests.average), p50: at(0.5), p99: at(0.99), requests: result['2xx'] };
}
