// `npm run bench`: runs each benchmark section in turn, prints a summary and writes
// bench/results/latest.json. A section is a module exporting `run(ctx)` that answers
// `{ title, text, headline, data }`; add later ones (palette keystrokes, bundle sizes) to SECTIONS.
// `node bench/run.mjs http` runs only the named sections.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SECTIONS = [
  { name: 'http', load: () => import('./http.mjs') },
  { name: 'cli', load: () => import('./cli.mjs') },
  { name: 'bundle', load: () => import('./bundle.mjs') },
  // the browser mode starts a server and Chromium of its own (BENCH_PALETTE_BROWSER=0 skips it)
  { name: 'palette', load: () => import('./palette.mjs'), extraMs: 120_000 },
  // generates 200,000 products and 1,000,000 variants on PostgreSQL (and a quarter on PGlite):
  // about 5 minutes of its own, added to the deadline; BENCH_CATALOG_SCALE=0.1 for a quick run
  { name: 'catalog', load: () => import('./catalog.mjs'), extraMs: 360_000 },
  // 1,000,000 orders on PostgreSQL and 100,000 on PGlite: several minutes to generate the first
  // time, kept between runs (bo_bench_orders, /tmp/bo-bench-orders-pglite); BENCH_ORDERS_SCALE=0.05 for a quick run
  { name: 'orders', load: () => import('./orders.mjs'), extraMs: 600_000 },
];
// whole run, start-ups included: a hung server must not hold a terminal or a CI job
const wantedNames = process.argv.slice(2);
const DEADLINE_MS = 420_000 + SECTIONS.filter((s) => !wantedNames.length || wantedNames.includes(s.name)).reduce((t, s) => t + (s.extraMs ?? 0), 0);

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

async function main() {
  const wanted = process.argv.slice(2);
  const sections = wanted.length ? SECTIONS.filter((s) => wanted.includes(s.name)) : SECTIONS;
  if (!sections.length) throw new Error(`no such section: ${wanted.join(', ')} (have: ${SECTIONS.map((s) => s.name).join(', ')})`);

  const results = {};
  let failed = false;
  for (const s of sections) {
    const started = Date.now();
    try {
      const { run } = await s.load();
      const r = await run({ root, defer, log });
      results[s.name] = { ok: true, seconds: (Date.now() - started) / 1000, title: r.title, headline: r.headline, ...r.data };
      console.log(`\n## ${r.title}\n\n${r.text}\n`);
    } catch (e) {
      failed = true;
      results[s.name] = { ok: false, error: e.message };
      // our own errors carry the child's output; a stack only helps for a bug in the bench itself
      console.error(`\n## ${s.name}: FAILED\n${e.message}\n`);
    } finally {
      await cleanup();
    }
  }

  console.log('## Summary');
  for (const [name, r] of Object.entries(results)) console.log(`  ${name.padEnd(8)} ${r.ok ? r.headline : `FAILED: ${r.error.split('\n')[0]}`}`);

  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const report = { at: new Date().toISOString(), node: process.version, cpus: cpus().length, server: process.env.BENCH_SERVER_CMD || 'node dist/server/main.js', sections: results };
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  log('wrote bench/results/latest.json');
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
