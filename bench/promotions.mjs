// Promotions section (issue 16), on PostgreSQL with the demo data: unique coupon codes generated
// and stored as a job (100,000, goal under 5 s; and 1,000,000, where Solidus' batch is reported to
// stall), a code redeemed on an order (`coupons use`, p99 goal under 20 ms), and the preview of a
// 50-line new order with 20 automatic promotions running (p99 goal under 30 ms); `GET users/me`
// interleaved as the same-run baseline. The replay of a discount over 30 days of a million orders
// is measured by the orders section, which has them.
//
// BENCH_PROMO_CODES: the sizes of the code batches (default `100000,1000000`);
// BENCH_PROMO_ROUNDS: timed redemptions and previews (default 200); BENCH_PG_URL: the server.
import pg from 'pg';
import { caller, msFigure, signIn, stats } from './lib/api.mjs';
import { whileAlive } from './lib/children.mjs';
import { demoServerOnPostgres } from './lib/pg-db.mjs';
import { median, round, table } from './lib/report.mjs';

const ROUNDS = Number(process.env.BENCH_PROMO_ROUNDS) || 200;
const CODE_BATCHES = (process.env.BENCH_PROMO_CODES || '100000,1000000').split(',').map(Number).filter((n) => n > 0);
const LINES = 50;
const AUTO_PROMOTIONS = 20;

export async function run({ root, defer, log }) {
  const server = await demoServerOnPostgres({ root, defer, log, name: 'promotions', title: 'Promotions' });
  if (server.skipped) return server.skipped;
  const sql = new pg.Client({ connectionString: server.url });
  await sql.connect();
  defer(() => sql.end());
  return whileAlive(server.child, () => measure({ base: server.base, sql, log }));
}

async function measure({ base, sql, log }) {
  const admin = await signIn(base, 'admin@demo.mn');
  const call = caller(base, 'promotions');
  const meTimes = [];
  const me = async () => meTimes.push((await call('GET', 'users/me', admin)).ms);

  // codes: a batch is a job; the time is from the request to the job done, every code stored
  const batches = [];
  for (const count of CODE_BATCHES) {
    const { json: made } = await call('POST', 'promotions', admin, { title: `Bench codes ${count}`, value_type: 'percentage', percent: 5 });
    log(`promotions: generating ${count} codes…`);
    const started = performance.now();
    const { json: { job } } = await call('POST', `promotions/${made.discount.id}/coupon_codes/generate`, admin, { count, prefix: 'B', length: 10 });
    let status = job.status;
    while (status === 'queued' || status === 'running') {
      await new Promise((r) => setTimeout(r, 100));
      status = (await call('GET', `jobs/${job.id}`, admin)).json.job.status;
    }
    const seconds = (performance.now() - started) / 1000;
    const { rows: [stored] } = await sql.query('select count(*)::int as n, count(distinct code)::int as distinct from coupon_codes where discount_id = $1', [made.discount.id]);
    if (status !== 'done' || stored.n !== count || stored.distinct !== count) throw new Error(`${count} codes: job ${status}, ${stored.n} stored, ${stored.distinct} distinct`);
    // where the time went: waiting for a runner, then the job's own run
    const { rows: [times] } = await sql.query(`select extract(epoch from started_at - created_at)::float8 as waited, extract(epoch from finished_at - started_at)::float8 as ran from jobs where id = $1`, [job.id]);
    batches.push({ count, seconds: round(seconds, 2), perSecond: Math.round(count / seconds), waited: round(times.waited, 2), ran: round(times.ran, 2) });
    log(`promotions: ${count} codes in ${round(seconds, 2)} s (waited ${round(times.waited, 2)} s for a runner, ran ${round(times.ran, 2)} s)`);
  }

  // a code redeemed: one reusable code, applied to a different open order each time, then taken off again
  const { json: reusable } = await call('POST', 'promotions', admin, { title: 'Bench redeem', value_type: 'percentage', percent: 3, code: `BENCHREDEEM${Date.now() % 100000}` });
  const code = reusable.discount.code;
  const { rows: open } = await sql.query(`select number from orders where state = 'complete' and shipment_state <> 'shipped' order by id desc limit $1`, [ROUNDS]);
  if (open.length < 10) throw new Error(`only ${open.length} open demo orders to redeem a code on`);
  log(`promotions: ${ROUNDS} redemptions…`);
  const redeem = [];
  for (let i = 0; i < ROUNDS; i++) {
    await me();
    const number = open[i % open.length].number;
    redeem.push((await call('POST', 'coupons/use', admin, { code, number })).ms);
    await call('DELETE', `orders/${number}/promotions?discount_id=${reusable.discount.id}`, admin);
  }

  // a 50-line new order previewed with 20 automatic promotions of different kinds running
  const { rows: skus } = await sql.query(`select v.sku from variants v join products p on p.id = v.product_id
    where p.deleted_at is null and v.deleted_at is null and v.price > 0
      and (p.back_orderable or (select coalesce(sum(si.count_on_hand), 0) from stock_items si where si.variant_id = v.id) > 5)
    order by v.id limit $1`, [LINES]);
  if (skus.length < LINES) throw new Error(`only ${skus.length} skus in stock for a ${LINES}-line preview`);
  const { rows: brands } = await sql.query('select id from brands order by id limit 5');
  for (let i = 0; i < AUTO_PROMOTIONS; i++) {
    const rule = i % 4 === 0 ? { applies_to: 'order', minimum_kind: 'amount', minimum_amount: 50_000_00 }
      : i % 4 === 1 ? { applies_to: 'brands', target_ids: [Number(brands[i % brands.length].id)] }
        : i % 4 === 2 ? { applies_to: 'order', minimum_kind: 'quantity', minimum_quantity: 10 }
          : { applies_to: 'order', free_shipping: true };
    await call('POST', 'promotions', admin, { title: `Bench auto ${i}`, value_type: i % 2 ? 'fixed' : 'percentage', ...(i % 2 ? { amount: 1_000_00 } : { percent: 1 }), auto_claim: true, ...rule });
  }
  const items = skus.map((s, i) => ({ sku: s.sku, quantity: 1 + (i % 3) }));
  log(`promotions: ${ROUNDS} previews of ${LINES} lines…`);
  const preview = [];
  let discounts = 0;
  for (let i = 0; i < ROUNDS; i++) {
    await me();
    const { ms, json } = await call('POST', 'orders/preview', admin, { items, shipping_method: 'standard' });
    preview.push(ms);
    discounts = json.discounts.filter((d) => d.status === 'applies').length;
  }

  const meP50 = median(meTimes);
  const r = stats(redeem);
  const p = stats(preview);
  const figures = [
    ...batches.map((b) => ({ id: `promotions.codes_${b.count}`, label: `${b.count.toLocaleString('en-US')} unique coupon codes generated and stored, PostgreSQL`, value: b.seconds, unit: 's', ...(b.count === 100_000 && { goal: { op: '<', value: 5 } }) })),
    // the issue's goals for these two are in milliseconds: judged on the value, the ratio said in the text
    { id: 'promotions.redeem_p99', label: 'a coupon code redeemed on an order p99', value: r.p99, unit: 'ms', goal: { op: '<', value: 20 } },
    { id: 'promotions.preview_p99', label: `preview of a ${LINES}-line order with ${AUTO_PROMOTIONS} automatic promotions p99`, value: p.p99, unit: 'ms', goal: { op: '<', value: 30 } },
    msFigure('promotions.me_p50', 'GET users/me p50 (this section’s baseline)', meP50, meP50),
  ];
  const pass = (v, goal) => (v < goal ? 'pass' : 'MISS');
  const first = batches.find((b) => b.count === 100_000);
  const headline = [
    first ? `100,000 codes ${first.seconds} s ${pass(first.seconds, 5)}` : null,
    ...batches.filter((b) => b.count !== 100_000).map((b) => `${b.count.toLocaleString('en-US')} codes ${b.seconds} s`),
    `redeem p99 ${r.p99} ms ${pass(r.p99, 20)}`, `${LINES}-line preview p99 ${p.p99} ms ${pass(p.p99, 30)}`, `users/me p50 ${round(meP50, 2)} ms`,
  ].filter(Boolean).join(', ');
  return {
    title: 'Promotions on PostgreSQL: coupon codes, a code redeemed, a large order previewed (demo data)',
    text: `${table([['codes', 'seconds', 'codes/s', 'queued s', 'job ran s'], ...batches.map((b) => [b.count, b.seconds, b.perSecond, b.waited, b.ran])])}\n\n${table([
      ['request', 'n', 'p50', 'p99', 'p50 ÷ users/me', 'goal'],
      ['GET users/me (baseline)', meTimes.length, round(meP50, 2), stats(meTimes).p99, '1×', ''],
      ['POST coupons/use', r.n, r.p50, r.p99, `${round(r.p50 / meP50, 1)}×`, 'p99 < 20 ms'],
      [`POST orders/preview (${LINES} lines, ${AUTO_PROMOTIONS} automatic)`, p.n, p.p50, p.p99, `${round(p.p50 / meP50, 1)}×`, 'p99 < 30 ms'],
    ])}\n\n${discounts} promotions applied to the previewed order.\n${headline}`,
    headline,
    data: { batches, redeem: r, preview: p, me: { p50: round(meP50, 2) }, figures },
  };
}
