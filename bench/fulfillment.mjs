// Fulfillment section (issue 17) on the orders section's data (bench/orders.mjs: 1,000,000 orders
// and ~3,000,000 line items on PostgreSQL, a tenth on PGlite, kept between runs): through the real
// HTTP server, the day's ordered products list (`GET line_items/list`, the day's lines, 50 a page)
// p99, the pivot of 30 days × all products (`GET line_items/pivot`, limit 5,000) p99, and the map's
// points for one day (`GET orders/maps`). `GET users/me` is measured interleaved as the baseline.
//
// The generated orders are spread over two years (about 1,400 a day at 1,000,000), fewer than the
// 5,000 points of the map's goal: on PostgreSQL the 5,000 newest live orders are given a delivery
// day far ahead (2030-01-15, set again each run, nothing else reads it), and that day is measured.
//
// BENCH_FULFILLMENT_SCALE: the size, a fraction of 1,000,000 orders (default `full`);
// BENCH_ORDERS_DBS, BENCH_ORDERS_PGLITE_SCALE: as the orders section.
import pg from 'pg';
import { caller, msFigure, signIn, stats } from './lib/api.mjs';
import { normalise, sizeText } from './lib/figures.mjs';
import { median, round, table } from './lib/report.mjs';
import { onOrdersData } from './orders.mjs';

const ROUNDS = Number(process.env.BENCH_FULFILLMENT_ROUNDS) || 100;
const MAP_DAY = '2030-01-15';
const MAP_POINTS = 5000;

export async function run({ root, defer, log }) {
  const { scales, out } = await onOrdersData({ root, defer, log, sizes: process.env.BENCH_FULFILLMENT_SCALE || 'full', measureWith: measure });
  const rows = [['database', 'orders', 'me p50', 'lines p50', 'lines p99', 'day lines', 'pivot p50', 'pivot p99', 'pivot products', 'map p50', 'map p99', 'map points']];
  for (const r of out) {
    if (r.skipped || r.failed) { rows.push([r.kind, r.orders, r.skipped ? `skipped: ${r.skipped}` : 'FAILED', ...Array(9).fill('')]); continue; }
    rows.push([r.kind, r.counts.orders, r.me.p50, r.lines.p50, r.lines.p99, r.lines.total, r.pivot.p50, r.pivot.p99, r.pivot.products, r.map.p50, r.map.p99, r.map.points]);
  }
  const measured = out.filter((r) => !r.skipped && !r.failed);
  const figures = measured.flatMap(figuresOf).map(normalise);
  const headline = measured.map((r) => `${r.kind} ${sizeText(r.orders)} orders: day's lines p99 ${r.lines.p99} ms, pivot 30 d p99 ${r.pivot.p99} ms, map ${r.map.points} points p50 ${r.map.p50} ms (users/me p50 ${r.me.p50} ms)`).join('; ') || 'no database measured';
  return {
    title: `Fulfillment at scale: the day's ordered products, the 30-day pivot, a day's map points (ms; ratios against GET users/me in the same run)`,
    text: `${table(rows)}\n\n${headline}`,
    headline,
    data: { scales, runs: out, figures, failed: out.filter((r) => r.failed).map((r) => r.failed) },
  };
}

function figuresOf(r) {
  const db = r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const at = { size: r.orders, sizeLabel: `${sizeText(r.orders)} orders` };
  const f = (name, label, value) => msFigure(`fulfillment.${r.kind}.${name}`, `${label}, ${db}`, value, r.me.p50, at);
  // the goals are in milliseconds on the value
  return [
    { ...f('lines_day_p99', 'the day\'s ordered products page p99', r.lines.p99), goal: { op: '<', value: 50, on: 'value' } },
    { ...f('pivot_30d_p99', 'pivot 30 days × all products p99', r.pivot.p99), goal: { op: '<', value: 300, on: 'value' } },
    { ...f('map_day_p50', `a day's map points (${r.map.points}) p50`, r.map.p50), goal: { op: '<', value: 100, on: 'value' } },
    f('map_day_p99', `a day's map points (${r.map.points}) p99`, r.map.p99),
  ];
}

/** On PostgreSQL, MAP_POINTS live orders due on MAP_DAY: the map's goal is for 5,000 points. */
async function scheduleMapDay(dbUrl) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    await c.query(`update orders set when_to_ship = null where when_to_ship >= $1::date and when_to_ship < $1::date + 1`, [MAP_DAY]);
    await c.query(`update orders set when_to_ship = $1::timestamptz where id in (select id from orders where completed_at is not null and state <> 'canceled' order by id desc limit ${MAP_POINTS})`, [`${MAP_DAY}T02:00:00Z`]);
  } finally {
    await c.end();
  }
}

async function measure({ log, base, label, orders, counts, dbUrl }) {
  const admin = await signIn(base, 'admin@demo.mn');
  const call = caller(base, label);
  const me = () => call('GET', 'users/me', admin);
  const ubDay = (back) => new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);
  const day = ubDay(1);
  let mapDay = ubDay(1);
  if (dbUrl) {
    log(`${label}: ${MAP_POINTS} orders due on ${MAP_DAY} for the map…`);
    await scheduleMapDay(dbUrl);
    mapDay = MAP_DAY;
  }
  const linesPath = `line_items/list?per_page=50&q[completed_at_gteq]=${day}&q[completed_at_lteq]=${day}`;
  const pivotPath = `line_items/pivot?by=day&date_from=${ubDay(30)}&date_to=${ubDay(1)}&limit=5000`;
  const mapPath = `orders/maps?date=${mapDay}`;
  log(`${label}: warm-up…`);
  for (let i = 0; i < 5; i++) { await me(); await call('GET', linesPath, admin); await call('GET', pivotPath, admin); await call('GET', mapPath, admin); }
  const meTimes = [];
  const t = { lines: [], pivot: [], map: [] };
  let last = {};
  log(`${label}: ${ROUNDS} rounds of the day's lines, the 30-day pivot and the map, users/me interleaved…`);
  for (let i = 0; i < ROUNDS; i++) {
    meTimes.push((await me()).ms);
    const l = await call('GET', linesPath, admin);
    t.lines.push(l.ms);
    meTimes.push((await me()).ms);
    const p = await call('GET', pivotPath, admin);
    t.pivot.push(p.ms);
    meTimes.push((await me()).ms);
    const m = await call('GET', mapPath, admin);
    t.map.push(m.ms);
    last = { lines: l.json, pivot: p.json, map: m.json };
  }
  if (!last.lines.items.length) throw new Error(`${label}: no line items on ${day}`);
  if (last.pivot.columns.length !== 30) throw new Error(`${label}: the pivot answered ${last.pivot.columns.length} days, not 30`);
  return {
    counts,
    me: { p50: round(median(meTimes), 2) },
    lines: { ...stats(t.lines), total: `${last.lines.total}${last.lines.total_capped ? '+' : ''}` },
    pivot: { ...stats(t.pivot), products: last.pivot.rows.length },
    map: { ...stats(t.map), points: last.map.points.length, day: mapDay },
    orders,
  };
}
