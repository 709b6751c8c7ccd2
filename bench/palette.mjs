// Palette section: keystroke-to-results time of the palette's own matcher (src/shared/search/
// matcher.ts, compiled to dist/shared) over an index of 1,000 entries: the real routes and commands
// in English and Mongolian, padded with generated orders, products, users and articles as the
// live results and recent lists bring them. Queries are typed one key at a time, as a user would,
// and every prefix is one measured keystroke. Goal: under 16 ms (one frame) for the worst one.
// Then the real palette in Chromium (bench/palette-browser.mjs): open and keystroke to the painted
// frame at 1,000 entries, beside a bare input's keystroke in the same run. BENCH_PALETTE_BROWSER=0
// leaves it out (it starts a server and a browser of its own: about a minute).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inBrowser } from './palette-browser.mjs';
import { syntheticEntries } from './lib/palette-synthetic.mjs';
import { median, round, table } from './lib/report.mjs';

const ENTRIES = 1000;
const ROUNDS = 7;
const GOAL_MS = 16;
// what the palette renders per local group once a query is typed (src/web/palette/sections.ts)
const GROUP_LIMIT = 10;
const QUERIES = [
  'list users', 'users list', 'хэрэглэгчийн жагсаалт', 'захиалга', 'бараа буцаалт', 'store credit add',
  'samsung galaxy', 'sales by sku', 'report finance', 'өлзий дорж', 'customer12', 'zzz no match here',
];

async function load(root, path) {
  const file = join(root, 'dist', 'shared', path);
  if (!existsSync(file)) throw new Error(`${file} is missing: run "node scripts/ensure-built.mjs server" (npm run bench does)`);
  return import(pathToFileURL(file).href);
}

function realEntries({ ROUTES, linkPath, catalogue, lookup }) {
  const out = [];
  for (const route of ROUTES) {
    const href = linkPath(route.path);
    if (href === null) continue;
    out.push({ id: `route:${route.id}`, title: lookup('en', route.label) ?? route.id, otherTitles: [lookup('mn', route.label) ?? ''], paths: [href], data: null });
  }
  for (const c of catalogue) {
    if (c.ui.hidden || c.public) continue;
    out.push({ id: `command:${c.id}`, title: lookup('en', c.ui.title) ?? c.id, otherTitles: [lookup('mn', c.ui.title) ?? ''], keywords: c.ui.keywords ?? [], paths: [c.id, c.cli.verb.join(' ')], data: null });
  }
  return out;
}

function padded(real, n) {
  const extra = syntheticEntries(Math.max(0, n - real.length));
  return [...real, ...extra.map(({ id, title, otherTitles, keywords, href }) => ({ id, title, otherTitles, keywords, paths: [href], data: null }))].slice(0, n);
}

/** One keystroke: the matcher's ranked matches, cut to what the palette shows per group. */
function keystroke(search, index, text) {
  const matches = search(index, text);
  let routes = 0;
  let others = 0;
  for (const m of matches) {
    if (m.entry.id.startsWith('route:')) routes = Math.min(GROUP_LIMIT, routes + 1);
    else others = Math.min(GROUP_LIMIT, others + 1);
  }
  return routes + others;
}

export async function run({ root, defer, log }) {
  const [{ buildIndex, search }, { ROUTES }, { linkPath }, { catalogue }, { lookup }] = await Promise.all([
    load(root, 'search/matcher.js'), load(root, 'roles/routes.js'), load(root, 'roles/visibility.js'),
    load(root, 'commands/index.js'), load(root, 'i18n/index.js'),
  ]);
  const real = realEntries({ ROUTES, linkPath, catalogue, lookup });
  const entries = padded(real, ENTRIES);

  const builds = [];
  let index;
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    index = buildIndex(entries);
    builds.push(performance.now() - t0);
  }

  // one untimed pass warms the JIT as a few minutes of use would
  for (const q of QUERIES) for (let n = 1; n <= q.length; n++) keystroke(search, index, q.slice(0, n));

  log(`typing ${QUERIES.length} queries one key at a time, ${ROUNDS} rounds, over ${entries.length} entries (${real.length} real)…`);
  const all = [];
  // per keystroke (one prefix of one query), the median of its rounds: a 2-core machine busy with
  // other work preempts single samples, and the goal is about the slowest keystroke, not the scheduler
  const perKey = [];
  const perQuery = [];
  for (const q of QUERIES) {
    const times = [];
    const byPrefix = Array.from({ length: q.length }, () => []);
    let shown = 0;
    for (let r = 0; r < ROUNDS; r++) {
      for (let n = 1; n <= q.length; n++) {
        const t0 = performance.now();
        shown = keystroke(search, index, q.slice(0, n));
        const dt = performance.now() - t0;
        times.push(dt);
        byPrefix[n - 1].push(dt);
      }
    }
    const keyMedians = byPrefix.map(median);
    all.push(...times);
    perKey.push(...keyMedians);
    perQuery.push({ query: q, keys: q.length, median: median(times), worst: Math.max(...keyMedians), rowsAtEnd: shown });
  }
  const sorted = [...all].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
  const med = median(all);
  const worst = Math.max(...perKey);
  const rawWorst = sorted[sorted.length - 1];
  const ms = (x) => round(x, 3);

  const browser = process.env.BENCH_PALETTE_BROWSER !== '0' ? await inBrowser({ root, defer, log }) : null;

  const rows = [['query', 'keys', 'median ms', 'slowest key ms', 'rows shown'], ...perQuery.map((p) => [p.query, p.keys, ms(p.median), ms(p.worst), p.rowsAtEnd])];
  const headline = `palette matcher over ${entries.length} entries: median ${ms(med)} ms, slowest key ${ms(worst)} ms (goal < ${GOAL_MS} ms)`
    + (browser ? `; in Chromium at ${browser.entries}: open ${ms1(browser.open.medianMs)} ms, keystroke painted median ${ms1(browser.keystroke.medianMs)} / p90 ${ms1(browser.keystroke.p90Ms)} ms (bare input ${ms1(browser.bare.medianMs)} / ${ms1(browser.bare.p90Ms)} ms)` : '');
  return {
    title: `Palette matcher: keystroke-to-results over ${entries.length} entries (${real.length} real routes and commands, en + mn), ${all.length} keystrokes`,
    text: `${table(rows)}\n\nindex built once in ${ms(median(builds))} ms (median of ${ROUNDS})\n`
      + `all keystrokes: median ${ms(med)} ms, p95 ${ms(p95)} ms; slowest keystroke ${ms(worst)} ms (median of its ${ROUNDS} rounds; goal < ${GOAL_MS} ms)\n`
      + `single worst sample ${ms(rawWorst)} ms (includes preemption and GC on a shared machine)\n`
      + (browser ? browserText(browser) : 'in Chromium: not measured (BENCH_PALETTE_BROWSER=0)'),
    headline,
    data: {
      entries: entries.length, realEntries: real.length, keystrokes: all.length, rounds: ROUNDS,
      medianMs: ms(med), p95Ms: ms(p95), worstMs: ms(worst), worstSampleMs: ms(rawWorst), indexBuildMs: ms(median(builds)),
      goalMs: GOAL_MS, goalMet: worst < GOAL_MS, browser, queries: perQuery.map((p) => ({ ...p, median: ms(p.median), worst: ms(p.worst) })),
    },
  };
}

const ms1 = (x) => round(x, 1);

function browserText(b) {
  const row = (name, x, base) => [name, x.n, ms1(x.medianMs), ms1(x.p90Ms), ms1(x.worstMs), base ? round(x.medianMs / base.medianMs, 2) : '', base ? round(x.p90Ms / base.p90Ms, 2) : ''];
  return `in Chromium, the built console at ${b.entries} entries (${b.realEntries} real for the demo admin, the rest synthetic); ${b.rowElements} row elements in the open list\n\n`
    + table([
      ['to the painted frame', 'samples', 'median ms', 'p90 ms', 'worst ms', 'median / bare', 'p90 / bare'],
      row('keystroke, palette', b.keystroke, b.bare),
      row('keystroke, bare input (baseline)', b.bare),
      row('open (Ctrl-K), warm', b.open),
    ])
    + `\nslowest keys: ${b.slowestKeys.map((k) => `"${k.typed}" ${ms1(k.ms)} ms`).join(', ')}`
    + `\nfirst open of the page ${ms1(b.openFirstMs)} ms; goals: keystroke median < 16 ms and p90 < 25 ms, open < 50 ms`;
}
