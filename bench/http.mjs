// HTTP section: what the real server costs per request next to a bare Fastify route.
// Both servers run as separate processes on this machine, measured alternately in the same run,
// so the headline is a ratio that survives a slow or busy machine better than raw figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { childError, freePort, startChild, waitReady } from './lib/children.mjs';
import { median, round, table } from './lib/report.mjs';

// 20 connections keep both servers busy on 2 cores without queueing so deep that p99 only
// measures the queue; 6 runs of 2 + 8 s keep the section near one minute.
const SETTINGS = { connections: 20, pipelining: 1, warmupSeconds: 2, seconds: 8, rounds: 3 };
const GOAL = 0.5;
const LOGIN = { username: 'admin@demo.mn', password: 'demo1234' };

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
    // DATABASE_URL emptied: a value in the caller's shell must not send the benchmark to a real PostgreSQL
    env: { PORT: String(appPort), HOST: '127.0.0.1', BO_DATA_DIR: dataDir, BO_SEED: 'demo', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  defer(() => app.stop());
  const bare = startChild('bare server', [process.execPath, join(root, 'bench/bare-server.mjs')], {
    cwd: root,
    env: { PORT: String(barePort), HOST: '127.0.0.1' },
  });
  defer(() => bare.stop());

  const appUrl = `http://127.0.0.1:${appPort}`;
  const bareUrl = `http://127.0.0.1:${barePort}`;
  log(`starting the server (${serverCommand().join(' ')}) and the bare server…`);
  await Promise.all([waitReady(app, `${appUrl}/healthz`, 60_000), waitReady(bare, `${bareUrl}/bare`, 15_000)]);

  const token = await login(app, appUrl);
  const targets = [
    { name: 'bare', label: 'GET /bare (bare fastify)', server: bare, url: `${bareUrl}/bare`, headers: {} },
    { name: 'me', label: 'GET /api/bo/users/me', server: app, url: `${appUrl}/api/bo/users/me`, headers: { authorization: `Bearer ${token}` } },
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
  const ratio = summary.me.rps / summary.bare.rps;
  const percent = round(ratio * 100, 1);

  const rows = [['target', 'req/s', 'p50 ms', 'p99 ms'], ...targets.map((t) => [t.label, summary[t.name].rps, summary[t.name].p50, summary[t.name].p99])];
  return {
    title: `HTTP throughput (median of ${SETTINGS.rounds} alternating rounds, ${SETTINGS.connections} connections, ${SETTINGS.seconds} s each)`,
    text: `${table(rows)}\n\nusers/me throughput = ${percent}% of the bare route (goal >= ${GOAL * 100}%)`,
    headline: `users/me throughput = ${percent}% of the bare route (goal >= ${GOAL * 100}%)`,
    data: { settings: SETTINGS, targets: summary, ratioPercent: percent, goalPercent: GOAL * 100, goalMet: ratio >= GOAL },
  };
}

async function login(app, appUrl) {
  const res = await fetch(`${appUrl}/api/bo/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN),
  });
  const body = await res.text();
  if (!res.ok) throw childError(app, `refused the demo sign-in: HTTP ${res.status} ${body.slice(0, 300)}`);
  const { token } = JSON.parse(body);
  if (typeof token !== 'string' || !token) throw new Error(`sign-in answered without a token: ${body.slice(0, 300)}`);
  return token;
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
