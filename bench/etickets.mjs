// E-tickets section (issue 21), on PostgreSQL with the demo data: an order of 500 seats paid (the
// capture's whole request, in whose one transaction the 500 tickets are issued by one INSERT …
// SELECT; goal under 1 s), and check-in at the door (`POST e_tickets/check`, one UPDATE …
// RETURNING; p99 goal under 20 ms); `GET users/me` interleaved as the same-run baseline.
//
// BENCH_ETICKET_SEATS: seats of the paid order (default 500); BENCH_ETICKET_ORDERS: how many such
// orders are paid (default 3); BENCH_ETICKET_CHECKS: timed check-ins (default 500); BENCH_PG_URL: the server.
import pg from 'pg';
import { caller, msFigure, signIn, stats } from './lib/api.mjs';
import { whileAlive } from './lib/children.mjs';
import { demoServerOnPostgres } from './lib/pg-db.mjs';
import { median, round, table } from './lib/report.mjs';

const SEATS = Number(process.env.BENCH_ETICKET_SEATS) || 500;
const ORDERS = Number(process.env.BENCH_ETICKET_ORDERS) || 3;
const CHECKS = Number(process.env.BENCH_ETICKET_CHECKS) || 500;

export async function run({ root, defer, log }) {
  const server = await demoServerOnPostgres({ root, defer, log, name: 'etickets', title: 'E-tickets' });
  if (server.skipped) return server.skipped;
  const sql = new pg.Client({ connectionString: server.url });
  await sql.connect();
  defer(() => sql.end());
  return whileAlive(server.child, () => measure({ base: server.base, sql, log }));
}

async function measure({ base, sql, log }) {
  const admin = await signIn(base, 'admin@demo.mn');
  const call = caller(base, 'etickets');
  const meTimes = [];
  const me = async () => meTimes.push((await call('GET', 'users/me', admin)).ms);
  // the hall large enough for every order of the run
  await sql.query(`update stock_items set count_on_hand = count_on_hand + $1 where variant_id = (select id from variants where sku = 'EVT-NAADAM-2026')`, [SEATS * ORDERS]);

  const paid = [];
  for (let i = 0; i < ORDERS; i++) {
    const { json: { order } } = await call('POST', 'orders/create', admin, {
      customer: { first_name: 'Bench', last_name: `Seats${i}`, mobile: String(80_000_000 + Math.floor(Math.random() * 9_999_999)) },
      items: [{ sku: 'EVT-NAADAM-2026', quantity: SEATS }], ship: { name: 'Bench', phone: '99001122', district: 'Баянзүрх', khoroo: 1, address: 'Bench' },
      shipping_method: 'pickup', payment_method: 'qpay',
    });
    await me();
    const { ms } = await call('PUT', `payments/${order.payments[0].id}/capture`, admin, {});
    const { rows: [n] } = await sql.query('select count(*)::int as n from e_tickets where order_id = $1', [order.id]);
    if (n.n !== SEATS) throw new Error(`order ${order.number}: ${n.n} tickets issued for ${SEATS} seats`);
    paid.push(ms);
    log(`etickets: ${SEATS} seats paid and issued in ${round(ms, 1)} ms`);
  }

  const { rows: codes } = await sql.query(`select code from e_tickets where state in ('issued', 'sent') order by id desc limit $1`, [CHECKS]);
  log(`etickets: ${codes.length} check-ins…`);
  const checks = [];
  for (const { code } of codes) {
    await me();
    checks.push((await call('POST', 'e_tickets/check', admin, { code })).ms);
  }
  // the refusal: the second check of a used code reads the ticket to say when and by whom
  const refused = [];
  for (const { code } of codes.slice(0, Math.min(100, codes.length))) {
    const started = performance.now();
    const res = await fetch(`${base}/api/bo/e_tickets/check`, { method: 'POST', headers: admin, body: JSON.stringify({ code }) });
    await res.text();
    if (res.status !== 409) throw new Error(`a second check answered ${res.status}`);
    refused.push(performance.now() - started);
  }

  const meP50 = median(meTimes);
  const p = stats(paid);
  const c = stats(checks);
  const r = stats(refused);
  const figures = [
    { id: 'etickets.issue_500_ms', label: `an order of ${SEATS} seats paid, its tickets issued in the same transaction (worst of ${ORDERS})`, value: round(Math.max(...paid), 1), unit: 'ms', goal: { op: '<', value: 1000 }, size: SEATS },
    { ...msFigure('etickets.check_p50', 'e-ticket check-in p50', c.p50, meP50) },
    { ...msFigure('etickets.check_p99', 'e-ticket check-in p99', c.p99, meP50), goal: { op: '<', value: 20, on: 'value' } },
    msFigure('etickets.check_refused_p99', 'e-ticket second check (refused, when and by whom) p99', r.p99, meP50),
    msFigure('etickets.me_p50', 'GET users/me p50 (this section’s baseline)', meP50, meP50),
  ];
  const pass = (v, goal) => (v < goal ? 'pass' : 'MISS');
  const headline = `${SEATS} seats paid+issued ${round(Math.max(...paid), 1)} ms ${pass(Math.max(...paid), 1000)}, check-in p50 ${c.p50} ms p99 ${c.p99} ms ${pass(c.p99, 20)}, users/me p50 ${round(meP50, 2)} ms`;
  return {
    title: 'E-tickets on PostgreSQL: seats issued when paid, check-in at the door (demo data)',
    text: `${table([
      ['request', 'n', 'p50', 'p99', 'p50 ÷ users/me', 'goal'],
      ['GET users/me (baseline)', meTimes.length, round(meP50, 2), stats(meTimes).p99, '1×', ''],
      [`PUT payments/{id}/capture (${SEATS} seats issued)`, p.n, p.p50, p.p99, `${round(p.p50 / meP50, 1)}×`, '< 1,000 ms'],
      ['POST e_tickets/check', c.n, c.p50, c.p99, `${round(c.p50 / meP50, 1)}×`, 'p99 < 20 ms'],
      ['POST e_tickets/check, already used (409)', r.n, r.p50, r.p99, `${round(r.p50 / meP50, 1)}×`, ''],
    ])}\n\n${headline}`,
    headline,
    data: { paid: p, check: c, refused: r, me: { p50: round(meP50, 2) }, figures },
  };
}
