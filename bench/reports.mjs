// Reports section (issue 24) on the orders section's data (bench/orders.mjs: 1,000,000 orders over
// about two years on PostgreSQL, a tenth on PGlite, kept between runs): through the real HTTP
// server, every declared report without a route parameter (and the drill-downs, opened on their
// parent's first row) for the last 30 days and for the last 365, read from the daily rollups, and
// the same report computed from the raw rows (`read=raw`, admins only) in the same run: p50/p99 of
// each and their ratio. `GET users/me` is measured interleaved as the baseline.
// Goals (issue 24): each report for 30 days p99 under 300 ms, for a year under 1 s.
//
// BENCH_REPORTS_SCALE: the size, a fraction of 1,000,000 orders (default `full`);
// BENCH_REPORTS_ROUNDS: rounds per report and period from the rollups (default 20; raw: a quarter, at least 3);
// BENCH_ORDERS_DBS, BENCH_ORDERS_PGLITE_SCALE: as the orders section.
import { caller, msFigure, signIn, stats } from './lib/api.mjs';
import { normalise, sizeText } from './lib/figures.mjs';
import { median, round, table } from './lib/report.mjs';
import { onOrdersData } from './orders.mjs';

const ROUNDS = Number(process.env.BENCH_REPORTS_ROUNDS) || 20;
const RAW_ROUNDS = Math.max(3, Math.round(ROUNDS / 4));
const DAY = 86_400_000;
const ubDay = (ms) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

export async function run({ root, defer, log }) {
  // the declarations as the server built them (npm run build:server, which the bench runs first)
  const { REPORTS } = await import('../dist/shared/reports/catalogue.js');
  const { scales, out } = await onOrdersData({ root, defer, log, sizes: process.env.BENCH_REPORTS_SCALE || 'full', measureWith: (m) => measure({ ...m, reports: REPORTS }) });
  const rows = [['database', 'orders', 'report', 'period', 'rows', 'p50', 'p99', 'raw p50', 'raw p99', 'raw ÷ rollup', 'p99 ÷ me']];
  for (const r of out) {
    if (r.skipped || r.failed) { rows.push([r.kind, r.orders, r.skipped ? `skipped: ${r.skipped}` : 'FAILED', ...Array(8).fill('')]); continue; }
    for (const m of r.measured) rows.push([r.kind, r.counts.orders, m.report, m.period, m.rows, m.p50, m.p99, m.raw.p50, m.raw.p99, m.ratio, round(m.p99 / r.me.p50, 1)]);
  }
  const measured = out.filter((r) => !r.skipped && !r.failed);
  const figures = measured.flatMap(figuresOf).map(normalise);
  const headline = measured.map((r) => {
    const worst = (period) => r.measured.filter((m) => m.period === period).reduce((a, m) => (m.p99 > (a?.p99 ?? -1) ? m : a), null);
    const w30 = worst('30 days');
    const wYear = worst('365 days');
    const ratios = r.measured.map((m) => m.ratio).filter((x) => Number.isFinite(x));
    return `${r.kind} ${sizeText(r.orders)} orders: worst p99 30 days ${w30?.p99} ms (${w30?.report}), a year ${wYear?.p99} ms (${wYear?.report}); ` +
      `raw ÷ rollup median ${round(median(ratios), 1)}× (users/me p50 ${r.me.p50} ms)`;
  }).join('; ') || 'no database measured';
  return {
    title: `Reports at scale: every report for 30 days and a year, from the rollups and from the rows (ms; ${ROUNDS} rounds, raw ${RAW_ROUNDS})`,
    text: `${table(rows)}\n\n${headline}`,
    headline,
    data: { scales, runs: out, figures, failed: out.filter((r) => r.failed).map((r) => r.failed) },
  };
}

function figuresOf(r) {
  const db = r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const at = { size: r.orders, sizeLabel: `${sizeText(r.orders)} orders` };
  const worst = (period) => Math.max(...r.measured.filter((m) => m.period === period).map((m) => m.p99));
  const f = (name, label, value) => msFigure(`reports.${r.kind}.${name}`, `${label}, ${db}`, value, r.me.p50, at);
  return [
    { ...f('worst_30d_p99', 'slowest report for 30 days, p99', worst('30 days')), goal: { op: '<', value: 300, on: 'value' } },
    { ...f('worst_year_p99', 'slowest report for a year, p99', worst('365 days')), goal: { op: '<', value: 1000, on: 'value' } },
  ];
}

async function measure({ log, base, label, counts, reports }) {
  const admin = await signIn(base, 'admin@demo.mn');
  const merchant = await signIn(base, 'merchant@demo.mn');
  const call = caller(base, label);
  const me = () => call('GET', 'users/me', admin);
  const today = Date.now();
  const periods = [['30 days', { from: ubDay(today - 29 * DAY), to: ubDay(today) }], ['365 days', { from: ubDay(today - 364 * DAY), to: ubDay(today) }]];
  const query = (o) => new URLSearchParams(Object.entries(o).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString();
  const pathOf = (def, param) => def.path.replace(/:(id|sku)/, encodeURIComponent(String(param ?? '')));

  // the drill-downs open on their parent report's first row for a year
  const params = new Map();
  for (const def of reports) {
    if (!def.drill || def.websites) continue;
    const child = reports.find((r) => r.route === def.drill && r.param);
    if (!child || params.has(child.name)) continue;
    const { json } = await call('GET', `${def.path}?${query({ ...periods[1][1], limit: 1 })}`, admin);
    if (json.items?.[0]) params.set(child.name, json.items[0].key);
  }
  const runnable = reports.filter((d) => !d.websites && (!d.param || params.has(d.name)));
  const meTimes = [];
  const measured = [];
  for (const [period, range] of periods) {
    for (const def of runnable) {
      const url = `${pathOf(def, params.get(def.name))}?${query(range)}`;
      log(`${label}: ${def.name}, ${period}…`);
      await call('GET', url, admin);
      const times = [];
      let answer = null;
      for (let i = 0; i < ROUNDS; i++) {
        if (i % 4 === 0) meTimes.push((await me()).ms);
        const { ms, json } = await call('GET', url, admin);
        times.push(ms);
        answer = json;
      }
      const raw = [];
      let rawAnswer = null;
      for (let i = 0; i < RAW_ROUNDS; i++) {
        const { ms, json } = await call('GET', `${url}&read=raw`, admin);
        raw.push(ms);
        rawAnswer = json;
      }
      // the rollup and the rows agree at this size too
      if (JSON.stringify(answer.totals) !== JSON.stringify(rawAnswer.totals)) throw new Error(`${label}: ${def.name} ${period}: rollup totals ${JSON.stringify(answer.totals)} differ from the rows' ${JSON.stringify(rawAnswer.totals)}`);
      const s = stats(times);
      const rs = stats(raw);
      measured.push({ report: def.name, period, rows: answer.total_rows, ...s, raw: rs, ratio: round(median(raw) / Math.max(0.01, median(times)), 1) });
    }
  }
  // a merchant's own sales by brand for a year: his rows only, from the vendor index
  const mine = [];
  const url = `report/sales/by_brand?${query(periods[1][1])}`;
  for (let i = 0; i < ROUNDS; i++) mine.push((await call('GET', url, merchant)).ms);
  measured.push({ report: 'sales_by_brand (merchant)', period: '365 days', rows: '', ...stats(mine), raw: { p50: '', p99: '' }, ratio: NaN });
  return { counts, me: { p50: round(median(meTimes), 2) }, measured };
}
