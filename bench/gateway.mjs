// Corporate gateway section (issue 22): a statement of 50,000 transactions imported from a bank
// with matching, on the demo server (`npm start`'s PGlite, 20,000 orders), against a local bank
// speaking the gateway's JSON protocol (src/server/areas/gateway/bank.ts). Measured twice, each
// on an account of its own: the on-demand import (`POST corporate_gateways/accounts/:id/import`,
// one request), and the scheduled import (a `cgw_import` job of the jobs kit, from its start to
// its end). One incoming line in five names one of 10,000 of the demo's orders (R… or the nine
// digits), so 10,000 lines are matched and become payments, and some 6,000 orders are
// recalculated. `GET users/me`, timed around them, is the same-run baseline.
//
// BENCH_GATEWAY_LINES: lines per statement (default 50,000).
import { createServer } from 'node:http';
import { caller, signIn, stats } from './lib/api.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { rng, round, table } from './lib/report.mjs';

const LINES = Number(process.env.BENCH_GATEWAY_LINES) || 50_000;
const GOAL_S = 10;
const ME_ROUNDS = 100;

/** A statement of `n` lines: mostly money in, a fifth of it naming one of the demo's orders. */
function statement(prefix, n, orders, seed) {
  const random = rng(seed);
  const day = Date.now() - 20 * 86_400_000;
  return Array.from({ length: n }, (_, i) => {
    const out = i % 10 === 9;
    const names = !out && i % 5 === 0;
    const number = orders[Math.floor(random() * orders.length)];
    return {
      id: `${prefix}-${String(i).padStart(6, '0')}`, direction: out ? 'out' : 'in', amount: (1000 + Math.floor(random() * 500_000) / 100).toFixed(2),
      description: names ? (i % 2 ? `order ${number} payment` : `tolbor ${number.slice(1)} baraa`) : `transfer ${i} from a customer 9911${String(i % 10000).padStart(4, '0')}`,
      counterparty: `Customer ${i % 997}`, counterparty_account: `5000${String(i % 100000).padStart(6, '0')}`, reference: '', invoice: null,
      posted_at: new Date(day + i * 30_000).toISOString(),
    };
  });
}

/** The bank: each account's statement as one JSON answer, made once it is first asked for. */
async function startBank(statements) {
  const bodies = new Map();
  const bodyOf = (account) => {
    if (!bodies.has(account) && statements.has(account)) bodies.set(account, JSON.stringify({ transactions: statements.get(account) }));
    return bodies.get(account);
  };
  const server = createServer((req, res) => {
    const m = /^\/accounts\/([^/]+)\/statement/.exec(req.url ?? '');
    const body = m && bodyOf(decodeURIComponent(m[1]));
    if (!body) return res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }) };
}

export async function run({ root, defer, log }) {
  const demand = '5005000001';
  const scheduled = '5005000002';
  const statements = new Map();
  const bank = await startBank(statements);
  defer(() => bank.close());
  log('gateway: starting the demo server…');
  // the schedule looks every half second; the scheduled account is made due only once the on-demand one is measured
  const server = await startDemoServer({ root, defer, name: 'gateway', env: { BO_BANK_URLS: bank.url, BO_CGW_IMPORT_POLL_MS: '500', BO_BANK_TIMEOUT_MS: '120000' } });
  const admin = await signIn(server.base, 'admin@demo.mn');
  const call = caller(server.base, 'gateway');

  const orders = [];
  for (let page = 1; orders.length < 10_000; page++) {
    const { json } = await call('POST', 'orders', admin, { page, per_page: 100 });
    if (!json.items.length) break;
    orders.push(...json.items.filter((o) => o.state !== 'canceled' && o.state !== 'cart').map((o) => o.number));
  }
  statements.set(demand, statement('D', LINES, orders, 22));
  statements.set(scheduled, statement('S', LINES, orders, 23));
  const account = async (number, every) => (await call('POST', 'corporate_gateways', admin, {
    bank: 'khan', account_number: number, account_name: `Bench ${number}`, currency: 'MNT', api_username: 'bench', api_secret: 'bench', active: true, import_every_minutes: every,
  })).json.item.id;

  const me = [];
  const baseline = async () => { for (let i = 0; i < ME_ROUNDS; i++) me.push((await call('GET', 'users/me', admin)).ms); };
  await baseline();

  log(`gateway: importing ${LINES} lines on demand…`);
  const demandId = await account(demand, 0);
  const { ms: demandMs, json: imported } = await call('POST', `corporate_gateways/accounts/${demandId}/import`, admin, {});
  await baseline();

  log(`gateway: importing ${LINES} lines as a scheduled job…`);
  const scheduledId = await account(scheduled, 60);
  let job = null;
  const waitUntil = Date.now() + 600_000;
  while (Date.now() < waitUntil) {
    const { json } = await call('GET', 'jobs?per_page=5&q%5Bkind_eq%5D=cgw_import', admin);
    job = json.items.find((j) => j.file_name === `statement-${scheduledId}`) ?? null;
    if (job && ['done', 'failed', 'cancelled', 'interrupted'].includes(job.status)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (job?.status !== 'done') throw new Error(`the scheduled import did not end: ${JSON.stringify(job)}`);
  const jobMs = new Date(job.finished_at).getTime() - new Date(job.started_at).getTime();
  const { json: statementOf } = await call('GET', `corporate_gateways/statements?per_page=1&q%5Baccount_id_eq%5D=${scheduledId}&q%5Bmatched_eq%5D=true`, admin);
  await baseline();

  const s = stats(me);
  const at = { size: LINES, sizeLabel: `${LINES} lines` };
  // in ms, as every figure beside its users/me baseline; the goal is 10 s
  const figure = (id, label, ms, goal) => ({ id, label, value: round(ms, 0), unit: 'ms', baseline: round(s.p50, 2), ratio: round(ms / s.p50, 0), ...at, goalS: goal, pass: ms / 1000 < goal });
  const figures = [
    figure('gateway.import_statement_on_demand_ms', `statement of ${LINES} lines imported and matched, on demand (one request), ms`, demandMs, GOAL_S),
    figure('gateway.import_statement_job_ms', `statement of ${LINES} lines imported and matched, scheduled job, ms`, jobMs, GOAL_S),
  ];
  const rows = [['what', 'lines', 'new', 'matched', 'seconds', 'goal'],
    ['POST corporate_gateways/accounts/:id/import', LINES, imported.imported, imported.matched, round(demandMs / 1000, 2), `< ${GOAL_S} s`],
    ['cgw_import job (started → finished)', LINES, job.succeeded, statementOf.total, round(jobMs / 1000, 2), `< ${GOAL_S} s`],
    [`GET users/me (baseline, n ${s.n}) p50 / p99 ms`, '', '', '', `${s.p50} / ${s.p99}`, '']];
  const headline = `statement of ${LINES} lines with matching: on demand ${round(demandMs / 1000, 2)} s, as a job ${round(jobMs / 1000, 2)} s (goal < ${GOAL_S} s: ${figures.every((f) => f.pass) ? 'pass' : 'MISS'}); users/me p50 ${s.p50} ms`;
  return {
    title: `Corporate gateway: a statement of ${LINES} transactions imported with matching`,
    text: `${table(rows)}\n\n${headline}`,
    headline,
    data: { figures: figures.map(({ goalS, pass, ...f }) => f), goals: figures.map((f) => ({ id: f.id, value: f.value, goalS: f.goalS, pass: f.pass })) },
  };
}
