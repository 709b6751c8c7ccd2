// Merchant console section (issue 25) on the orders section's data (bench/orders.mjs: 1,000,000
// orders over about two years on PostgreSQL, a tenth on PGlite, kept between runs): through the
// real HTTP server, the merchant dashboard (GET merchant/dashboard: lines to prepare, this month's
// and last month's sales, best sellers, low stock, brands, reviews waiting, the next payout) of the
// largest vendor (by a year's net sales), as the admin who picked him in the header sees it, and
// of merchant@demo.mn's own vendor; p50/p99 against `GET users/me`, measured interleaved.
// Goal (issue 25): the largest vendor's dashboard p99 under 100 ms on the 1,000,000-order data.
//
// BENCH_MERCHANT_SCALE: the size, a fraction of 1,000,000 orders (default `full`);
// BENCH_MERCHANT_ROUNDS: rounds per dashboard (default 50);
// BENCH_ORDERS_DBS, BENCH_ORDERS_PGLITE_SCALE: as the orders section.
import { caller, msFigure, signIn, stats } from './lib/api.mjs';
import { normalise, sizeText } from './lib/figures.mjs';
import { median, round, table } from './lib/report.mjs';
import { onOrdersData } from './orders.mjs';

const ROUNDS = Number(process.env.BENCH_MERCHANT_ROUNDS) || 50;
const DAY = 86_400_000;
const ubDay = (ms) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

export async function run({ root, defer, log }) {
  const { scales, out } = await onOrdersData({ root, defer, log, sizes: process.env.BENCH_MERCHANT_SCALE || 'full', measureWith: measure });
  const rows = [['database', 'orders', 'dashboard of', 'lines to prepare', 'p50', 'p99', 'p99 ÷ me']];
  for (const r of out) {
    if (r.skipped || r.failed) { rows.push([r.kind, r.orders, r.skipped ? `skipped: ${r.skipped}` : 'FAILED', '', '', '', '']); continue; }
    for (const m of r.measured) rows.push([r.kind, r.counts.orders, m.who, m.lines, m.p50, m.p99, round(m.p99 / r.me.p50, 1)]);
  }
  const measured = out.filter((r) => !r.skipped && !r.failed);
  const figures = measured.flatMap(figuresOf).map(normalise);
  const headline = measured.map((r) => {
    const largest = r.measured[0];
    return `${r.kind} ${sizeText(r.orders)} orders: largest vendor's dashboard p50 ${largest.p50} ms, p99 ${largest.p99} ms (users/me p50 ${r.me.p50} ms)`;
  }).join('; ') || 'no database measured';
  return {
    title: `Merchant console at scale: the merchant dashboard of the largest vendor and of merchant@demo.mn (ms; ${ROUNDS} rounds)`,
    text: `${table(rows)}\n\n${headline}`,
    headline,
    data: { scales, runs: out, figures, failed: out.filter((r) => r.failed).map((r) => r.failed) },
  };
}

function figuresOf(r) {
  const db = r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const at = { size: r.orders, sizeLabel: `${sizeText(r.orders)} orders` };
  return [{
    ...msFigure(`merchant.${r.kind}.dashboard_p99`, `merchant dashboard of the largest vendor, p99, ${db}`, r.measured[0].p99, r.me.p50, at),
    goal: { op: '<', value: 100, on: 'value' },
  }];
}

async function measure({ log, base, label, counts }) {
  const admin = await signIn(base, 'admin@demo.mn');
  const merchant = await signIn(base, 'merchant@demo.mn');
  const call = caller(base, label);
  const today = Date.now();
  // the largest vendor: the first row of a year's sales by vendor (the reports' rollup)
  const year = new URLSearchParams({ from: ubDay(today - 364 * DAY), to: ubDay(today), limit: '1' });
  const { json: top } = await call('GET', `report/sales/by_vendor?${year}`, admin);
  const largest = top.items?.[0]?.key;
  if (largest === undefined) throw new Error(`${label}: no vendor sold anything in a year`);
  const meTimes = [];
  const measured = [];
  for (const [who, path, headers] of [[`vendor ${largest} (largest, as admin)`, `merchant/dashboard?vendor_id=${largest}`, admin], ['merchant@demo.mn', 'merchant/dashboard', merchant]]) {
    log(`${label}: merchant dashboard of ${who}…`);
    const { json } = await call('GET', path, headers);
    const times = [];
    for (let i = 0; i < ROUNDS; i++) {
      if (i % 5 === 0) meTimes.push((await call('GET', 'users/me', admin)).ms);
      times.push((await call('GET', path, headers)).ms);
    }
    measured.push({ who, lines: json.to_prepare.lines, ...stats(times) });
  }
  return { counts, me: { p50: round(median(meTimes), 2) }, measured };
}
