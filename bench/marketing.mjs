// Marketing section (issue 19), on PostgreSQL with the demo data: a mass SMS to 100,000 phones
// enqueued (`POST marketing/sms`: the campaign and its recipients in one transaction, goal under
// 10 s), and a campaign delivered to a local gateway speaking the HTTP SMS protocol at its rate
// limit (goal at least 1,000 messages a second, the limit respected: the gateway answers 429 above
// it and counts every message once by its Idempotency-Key). `GET users/me` is the same-run baseline.
//
// BENCH_SMS_ENQUEUE: phones enqueued (default 100,000); BENCH_SMS_SEND: phones delivered (default
// 20,000); BENCH_SMS_RATE: the gateway's limit and the server's BO_SMS_RATE (default 2,000 a second).
import { createServer } from 'node:http';
import { caller, msFigure, signIn, stats } from './lib/api.mjs';
import { freePort, startChild, waitReady, whileAlive } from './lib/children.mjs';
import { throwawayDatabase } from './lib/pg-db.mjs';
import { median, round, table } from './lib/report.mjs';

const ENQUEUE = Number(process.env.BENCH_SMS_ENQUEUE) || 100_000;
const SEND = Number(process.env.BENCH_SMS_SEND) || 20_000;
const RATE = Number(process.env.BENCH_SMS_RATE) || 2_000;
const ENQUEUE_GOAL_S = 10;
const SEND_GOAL = 1_000;

/** `n` distinct Mongolian mobiles from a prefix's block (8 digits). */
const phones = (prefix, n) => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(6, '0')}`);

/**
 * The gateway: JSON POST with an Idempotency-Key, at most `rate` messages in any second (429 above
 * it, as a real gateway's limit), a key seen before answered with its first id and not counted again.
 */
async function startGateway(rate) {
  const seen = new Map();
  const perSecond = new Map();
  let refused = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      const second = Math.floor(Date.now() / 1000);
      const taken = perSecond.get(second) ?? 0;
      if (taken >= rate) {
        refused++;
        return res.writeHead(429, { 'content-type': 'application/json' }).end('{"error":"too many requests"}');
      }
      const key = req.headers['idempotency-key'];
      if (!key) return res.writeHead(400).end('{"error":"Idempotency-Key is required"}');
      let id = seen.get(key);
      if (!id) {
        perSecond.set(second, taken + 1);
        id = `gw-${seen.size + 1}`;
        seen.set(key, id);
        JSON.parse(body);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/send`,
    delivered: () => seen.size,
    refused: () => refused,
    busiest: () => Math.max(0, ...perSecond.values()),
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}

export async function run({ root, defer, log }) {
  const adminUrl = process.env.BENCH_PG_URL || 'postgres://root@127.0.0.1:5432/postgres';
  const db = await throwawayDatabase(adminUrl, 'bo_bench_marketing', defer);
  if (db.unreachable) return { title: 'Marketing', text: `skipped: PostgreSQL not reachable (${db.unreachable})`, headline: 'skipped', data: { figures: [] } };
  const gateway = await startGateway(RATE);
  defer(() => gateway.close());
  const port = await freePort();
  log('marketing: starting the server on PostgreSQL with the demo data…');
  const child = startChild('marketing', [process.execPath, 'dist/server/main.js'], {
    cwd: root,
    env: {
      PORT: String(port), HOST: '127.0.0.1', BO_SEED: 'demo', LOG_LEVEL: 'warn', DATABASE_URL: db.url,
      BO_SMS_PROVIDER: 'http', BO_SMS_URL: gateway.url, BO_SMS_RATE: String(RATE),
    },
  });
  defer(() => child.stop(30_000));
  const base = `http://127.0.0.1:${port}`;
  await waitReady(child, `${base}/healthz`, 300_000);
  return whileAlive(child, () => measure({ base, gateway, log }));
}

async function measure({ base, gateway, log }) {
  const admin = await signIn(base, 'admin@demo.mn');
  const call = caller(base, 'marketing');
  const meTimes = [];
  const me = async (n) => { for (let i = 0; i < n; i++) meTimes.push((await call('GET', 'users/me', admin)).ms); };
  await me(100);

  // enqueued for tomorrow, so that only the writing is timed; cancelled after
  log(`marketing: enqueueing ${ENQUEUE} recipients…`);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const { ms: enqueueMs, json: queued } = await call('POST', 'marketing/sms', admin, {
    text: 'Bench sale: 20% off this weekend', audience: { phones: phones('88', ENQUEUE) }, name: 'Bench enqueue', send_at: tomorrow, key: `bench-enqueue-${Date.now()}`,
  });
  if (queued.campaign.recipients !== ENQUEUE) throw new Error(`${ENQUEUE} phones enqueued as ${queued.campaign.recipients} recipients`);
  await call('PUT', `marketing/sms/${queued.campaign.id}/cancel`, admin);
  await me(100);

  log(`marketing: delivering ${SEND} messages at the gateway's ${RATE} a second…`);
  const started = performance.now();
  const { json: sent } = await call('POST', 'marketing/sms', admin, {
    text: 'Bench flash sale today', audience: { phones: phones('99', SEND) }, name: 'Bench send', key: `bench-send-${Date.now()}`,
  });
  const jobId = sent.job.id;
  let job = sent.job;
  while (job.status === 'queued' || job.status === 'running') {
    await new Promise((r) => setTimeout(r, 200));
    job = (await call('GET', `jobs/${jobId}`, admin)).json.job;
  }
  const wall = (performance.now() - started) / 1000;
  if (job.status !== 'done') throw new Error(`the send job ended ${job.status}`);
  const ran = (new Date(job.finished_at) - new Date(job.started_at)) / 1000;
  if (gateway.delivered() !== SEND) throw new Error(`the gateway counted ${gateway.delivered()} messages for ${SEND} recipients`);
  const perSecond = Math.round(SEND / ran);
  await me(100);

  const meP50 = median(meTimes);
  const enqueueS = round(enqueueMs / 1000, 2);
  const figures = [
    { id: 'marketing.sms_enqueue', label: `mass SMS: ${ENQUEUE.toLocaleString('en-US')} recipients enqueued, PostgreSQL`, value: enqueueS, unit: 's', goal: { op: '<', value: ENQUEUE_GOAL_S } },
    { id: 'marketing.sms_throughput', label: `mass SMS delivered to a local gateway (limit ${RATE.toLocaleString('en-US')}/s), messages a second`, value: perSecond, unit: '/s', goal: { op: '>=', value: SEND_GOAL } },
    msFigure('marketing.me_p50', 'GET users/me p50 (this section’s baseline)', meP50, meP50),
  ];
  const headline = [
    `${ENQUEUE.toLocaleString('en-US')} enqueued in ${enqueueS} s ${enqueueS < ENQUEUE_GOAL_S ? 'pass' : 'MISS'}`,
    `${SEND.toLocaleString('en-US')} delivered at ${perSecond}/s ${perSecond >= SEND_GOAL ? 'pass' : 'MISS'} (busiest second ${gateway.busiest()}, limit ${RATE}, ${gateway.refused()} answered 429)`,
    `users/me p50 ${round(meP50, 2)} ms`,
  ].join(', ');
  return {
    title: 'Marketing on PostgreSQL: a mass SMS enqueued and delivered (demo data, a local gateway)',
    text: `${table([
      ['figure', 'value', 'goal'],
      [`${ENQUEUE} recipients enqueued (one request, one transaction)`, `${enqueueS} s`, `< ${ENQUEUE_GOAL_S} s`],
      [`${SEND} messages delivered: the job's run`, `${round(ran, 2)} s (${perSecond}/s)`, `≥ ${SEND_GOAL}/s`],
      ['the same, request to job done', `${round(wall, 2)} s`, ''],
      ['busiest second at the gateway / its limit', `${gateway.busiest()} / ${RATE}`, 'within'],
      ['answered 429 (the limit said no; retried, none lost)', gateway.refused(), ''],
      ['GET users/me p50 / p99', `${round(meP50, 2)} / ${stats(meTimes).p99} ms`, ''],
    ])}\n${headline}`,
    headline,
    data: { enqueue: { n: ENQUEUE, seconds: enqueueS }, send: { n: SEND, seconds: round(ran, 2), perSecond, busiest: gateway.busiest(), refused: gateway.refused() }, me: { p50: round(meP50, 2) }, figures },
  };
}
