// `npm run bench`: runs each benchmark section in turn, prints one table of every figure beside its
// same-run baseline and its goal (issue 26's rows first), how the figures grew between the two data
// sizes, each child's peak memory, writes bench/results/latest.json and appends the figures to
// bench/results/history.jsonl. A section is a module exporting `run(ctx)` that answers
// `{ title, text, headline, data }` with its figures in `data.figures` (bench/lib/figures.mjs says
// their shape). `node bench/run.mjs http orders` runs only the named sections; `--compare` sets each
// figure beside the last run on this machine, and alone (no section named) compares the last two
// runs without measuring anything (`all --compare`: every section, then the comparison).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { takePeaks } from './lib/children.mjs';
import { growthRows, growthTable, normalise, summaryTable } from './lib/figures.mjs';
import { appendHistory, commitOf, compare, machine, readHistory } from './lib/history.mjs';
import { sizesOf, table } from './lib/report.mjs';

// extraMs: what a section takes beyond the shared allowance at one full size; each smaller size
// of a growth run adds `perSmallSizeMs` (the smaller data is generated once and kept, or small)
const SECTIONS = [
  // the demo server seeds 20,000 orders on PGlite first: minutes on a loaded machine
  { name: 'http', load: () => import('./http.mjs'), extraMs: 180_000 },
  { name: 'cli', load: () => import('./cli.mjs') },
  { name: 'bundle', load: () => import('./bundle.mjs') },
  // the browser mode starts a server and Chromium of its own (BENCH_PALETTE_BROWSER=0 skips it)
  { name: 'palette', load: () => import('./palette.mjs'), extraMs: 120_000 },
  // generates 200,000 products and 1,000,000 variants on PostgreSQL (and a quarter on PGlite), and
  // a tenth of that for the growth figures: about 6 minutes of its own; BENCH_CATALOG_SCALE=0.1 for a quick run
  { name: 'catalog', load: () => import('./catalog.mjs'), extraMs: 360_000, sizesEnv: 'BENCH_CATALOG_SCALE', perSmallSizeMs: 150_000 },
  // 200,000 generated products on PostgreSQL, then bo on a 100,000-row and a 1,000,000-row file and
  // one SQL statement as the baseline (BENCH_PRICE_PRODUCTS for a smaller catalogue, at least 100,000)
  { name: 'price-update', load: () => import('./price-update.mjs'), extraMs: 600_000 },
  // 1,000,000 orders on PostgreSQL and 100,000 on PGlite, and a tenth of each: several minutes to
  // generate the first time, kept between runs; BENCH_ORDERS_SCALE=0.05 for a quick run
  { name: 'orders', load: () => import('./orders.mjs'), extraMs: 600_000, sizesEnv: 'BENCH_ORDERS_SCALE', perSmallSizeMs: 240_000 },
  // the demo server, 10,000 pages made through the API (a minute or two), then a 40-block page saved and the list read
  // on the orders section's data (generated there when missing): the day's lines, the 30-day pivot, a day's map
  { name: 'fulfillment', load: () => import('./fulfillment.mjs'), extraMs: 600_000 },
  // on the orders section's data too: every report for 30 days and a year, from the rollups and from the rows
  // (the first start on data generated before the rollups counts them once: a minute or two at 1,000,000)
  { name: 'reports', load: () => import('./reports.mjs'), extraMs: 900_000 },
  // on the orders section's data as well: the merchant dashboard of the largest vendor and of merchant@demo.mn
  { name: 'merchant', load: () => import('./merchant.mjs'), extraMs: 300_000 },
  { name: 'content', load: () => import('./content.mjs'), extraMs: 300_000 },
  // the demo server on PostgreSQL, then 1,100,000 coupon codes generated (a minute or two), redemptions and previews
  { name: 'promotions', load: () => import('./promotions.mjs'), extraMs: 300_000 },
  // the demo server and a local bank: a statement of 50,000 lines imported with matching, on demand and as a scheduled job
  { name: 'gateway', load: () => import('./gateway.mjs'), extraMs: 240_000 },
  // PostgreSQL with the demo data and a local SMS gateway: 100,000 recipients enqueued, 20,000 delivered at the gateway's limit
  { name: 'marketing', load: () => import('./marketing.mjs'), extraMs: 300_000 },
  // PostgreSQL with the demo data and a local SMTP server: 100,000 contacts imported, 100,000 personalised letters sent
  { name: 'email', load: () => import('./email.mjs'), extraMs: 600_000 },
  // the demo server on PostgreSQL, 100,000 customers' 1,000,000 orders made in SQL: a segment's live count
  { name: 'email-segments', load: () => import('./email-segments.mjs'), extraMs: 900_000 },
  // 1,000,000 orders on PostgreSQL in a database of its own (generated the first time: about 8
  // minutes), every customer scored, then 1,000 new orders and the incremental refresh
  { name: 'rfm', load: () => import('./rfm.mjs'), extraMs: 600_000 },
  // the demo server on PostgreSQL: three orders of 500 seats paid (tickets issued in the paying transaction), 500 check-ins
  { name: 'etickets', load: () => import('./etickets.mjs'), extraMs: 240_000 },
];

const args = process.argv.slice(2);
const wantCompare = args.includes('--compare');
const unknown = args.filter((a) => a.startsWith('-') && a !== '--compare');
// `all` names every section: `npm run bench -- all --compare` runs them all and compares
const named = args.filter((a) => !a.startsWith('-'));
const wantedNames = named.includes('all') ? SECTIONS.map((s) => s.name) : named;
const noSuch = wantedNames.filter((n) => !SECTIONS.some((s) => s.name === n));
if (unknown.length || noSuch.length) {
  console.error(unknown.length ? `unknown option ${unknown.join(', ')} (have: --compare)` : `no such section: ${noSuch.join(', ')} (have: all, ${SECTIONS.map((s) => s.name).join(', ')})`);
  process.exit(2);
}
const compareOnly = wantCompare && !wantedNames.length;
const sectionsToRun = compareOnly ? [] : wantedNames.length ? SECTIONS.filter((s) => wantedNames.includes(s.name)) : SECTIONS;
const allowance = (s) => (s.extraMs ?? 0) + (s.sizesEnv ? (sizesOf(process.env[s.sizesEnv]).length - 1) * s.perSmallSizeMs : 0);
// whole run, start-ups included: a hung server must not hold a terminal or a CI job;
// BENCH_DEADLINE_S for a machine too busy or slow for it (the first generation of the data)
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_S) * 1000 || 420_000 + sectionsToRun.reduce((t, s) => t + allowance(s), 0);

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (msg) => console.error(`[bench] ${msg}`);

// Everything a section must undo (children, temp dirs), newest first; drained after each section
// and by every way out: error, Ctrl-C, the deadline.
const deferred = [];
const defer = (fn) => deferred.push(fn);
async function cleanup() {
  while (deferred.length) {
    try {
      await deferred.pop()();
    } catch (e) {
      log(`cleanup: ${e.message}`);
    }
  }
}

let leaving = false;
async function leave(code, why) {
  if (leaving) return;
  leaving = true;
  log(why);
  await cleanup();
  process.exit(code);
}
process.on('SIGINT', () => void leave(130, 'interrupted, stopping the servers'));
process.on('SIGTERM', () => void leave(143, 'terminated, stopping the servers'));
const deadline = setTimeout(() => void leave(1, `took over ${DEADLINE_MS / 1000} s, giving up`), DEADLINE_MS);

/** `--compare` alone: the newest run on this machine beside the ones before it; nothing is measured. */
function compareLast() {
  const here = machine();
  const runs = readHistory(root).filter((e) => e.machine?.fingerprint === here.fingerprint);
  if (!runs.length) {
    console.log(`no run on this machine (${here.fingerprint}) in bench/results/history.jsonl yet: run \`npm run bench\` first`);
    return 0;
  }
  const latest = runs.reduce((a, b) => (a.at > b.at ? a : b));
  console.log(`## Compared with earlier runs on this machine\n\n${compare(latest, runs)}`);
  return 0;
}

function withoutPassword(v) {
  try {
    const u = new URL(v);
    if (!u.password) return v;
    u.password = '***';
    return u.toString();
  } catch {
    return v;
  }
}

async function main() {
  if (compareOnly) return compareLast();

  const results = {};
  const figures = [];
  const memory = [];
  let failed = false;
  for (const s of sectionsToRun) {
    const started = Date.now();
    try {
      const { run } = await s.load();
      const r = await run({ root, defer, log });
      const mine = (r.data?.figures ?? []).map(normalise);
      figures.push(...mine);
      // a part that failed (one database at one size) fails the run, the others' figures still count
      const partsFailed = r.data?.failed ?? [];
      if (partsFailed.length) failed = true;
      results[s.name] = { ok: !partsFailed.length, seconds: (Date.now() - started) / 1000, title: r.title, headline: r.headline, ...r.data, figures: mine };
      if (partsFailed.length) results[s.name].error = partsFailed.join('\n');
      console.log(`\n## ${r.title}\n\n${r.text}\n${partsFailed.map((f) => `\nFAILED ${f}\n`).join('')}`);
    } catch (e) {
      failed = true;
      results[s.name] = { ok: false, seconds: (Date.now() - started) / 1000, error: e.message };
      // our own errors carry the child's output; a stack only helps for a bug in the bench itself
      console.error(`\n## ${s.name}: FAILED\n${e.message}\n`);
    } finally {
      await cleanup();
      const peaks = takePeaks();
      memory.push(...peaks.map((p) => ({ section: s.name, ...p })));
      if (results[s.name]) results[s.name].peakMemory = peaks;
    }
  }

  console.log('## Sections');
  for (const [name, r] of Object.entries(results)) {
    console.log(`  ${name.padEnd(8)} ${r.seconds ? `${String(Math.round(r.seconds)).padStart(4)} s  ` : ''}${r.ok ? r.headline : `FAILED: ${r.error.split('\n')[0]}`}`);
  }
  const growth = growthRows(figures);
  if (growth.length) console.log(`\n## Growth from the smaller data to the larger (ratios to users/me of the same run)\n\n${growthTable(growth)}`);
  if (memory.length) console.log(`\n## Peak memory of each child (VmHWM of its largest process)\n\n${table([['section', 'child', 'peak RSS MB'], ...memory.map((m) => [m.section, m.name, m.peakMB])])}`);
  console.log(`\n## Summary: every figure beside its same-run baseline and its goal\n\n${summaryTable(figures)}`);

  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const here = machine();
  const { commit, dirty } = commitOf(root);
  const at = new Date().toISOString();
  // the knobs of this run, to tell a quick run from a full one; a URL's password stays out of a committed file
  const settings = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('BENCH_')).map(([k, v]) => [k, withoutPassword(v)]));
  const report = { at, commit, dirty, machine: here, server: process.env.BENCH_SERVER_CMD || 'node dist/server/main.js', settings, figures, growth, memory, sections: results };
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  const entry = { at, commit, dirty, machine: here, sections: Object.keys(results), failed: Object.keys(results).filter((n) => !results[n].ok), settings, figures, growth, memory };
  if (figures.length) {
    appendHistory(root, entry);
    log('wrote bench/results/latest.json and a line of bench/results/history.jsonl');
  } else log('wrote bench/results/latest.json (no figures: nothing added to the history)');
  if (wantCompare) console.log(`\n## Compared with earlier runs on this machine\n\n${compare(entry, readHistory(root))}`);
  return failed ? 1 : 0;
}

main().then(
  async (code) => {
    clearTimeout(deadline);
    await cleanup();
    process.exit(code);
  },
  (e) => leave(1, e.stack ?? e.message),
);
