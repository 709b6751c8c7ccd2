// CLI section: start-up of `bo --help` and `bo whoami --json` against bare `node -e 0` (medians of
// alternating runs in the same process, so the ratio survives a busy machine), and a batch run's
// rows per second against a plain fetch loop doing the same creates on the same server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childError, freePort, startChild, waitReady } from './lib/children.mjs';
import { normalise } from './lib/figures.mjs';
import { median, round, table } from './lib/report.mjs';

const RUNS = 15;
// issue 26's goal for bo --help ÷ node -e 0 (bench/lib/figures.mjs says it for the summary)
const GOAL = 1.5;
// 10,000 rows by default; BENCH_CLI_ROWS lowers it on a slow machine (the server is the bottleneck)
const ROWS = Number(process.env.BENCH_CLI_ROWS) || 10_000;
const BASELINE_ROWS = Math.min(1000, ROWS);
const CONCURRENCY = 4;
const PASSWORD = 'demo1234';

function timeOnce(argv, env) {
  const started = process.hrtime.bigint();
  const r = spawnSync(argv[0], argv.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (r.status !== 0) throw new Error(`${argv.join(' ')} exited ${r.status}: ${String(r.stderr).slice(0, 500)}`);
  return ms;
}

export async function run({ root, defer, log }) {
  const dir = mkdtempSync(join(tmpdir(), 'bo-bench-cli-'));
  defer(() => rmSync(dir, { recursive: true, force: true }));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startChild('server', [process.execPath, 'dist/server/main.js'], {
    cwd: root,
    // no demo orders: nothing here reads them, and the 20,000 `npm start` seeds take a loaded machine minutes
    env: { PORT: String(port), HOST: '127.0.0.1', BO_DATA_DIR: join(dir, 'data'), BO_SEED: 'demo', BO_DEMO_ORDERS: '0', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  defer(() => server.stop());
  log('starting the server for the CLI section…');
  await waitReady(server, `${url}/healthz`, 300_000);

  const bo = join(root, 'bin', 'bo');
  const env = { PATH: process.env.PATH, HOME: dir, BO_CONFIG_DIR: join(dir, 'config'), BO_API_URL: url };
  const login = spawnSync(process.execPath, [bo, 'login', '--username', 'admin@demo.mn', '--password-stdin'], { env, input: `${PASSWORD}\n` });
  if (login.status !== 0) throw childError(server, `refused bo login: ${login.stderr}`);

  const token = JSON.parse(spawnSync(process.execPath, [bo, 'api', 'POST', 'auth/login', '--data', JSON.stringify({ username: 'admin@demo.mn', password: PASSWORD })], { env }).stdout).token;
  // what any Node client pays for one authenticated call: the fair baseline of `bo whoami`
  const bareFetch = `const r = await fetch(${JSON.stringify(`${url}/api/bo/users/me`)}, { headers: { authorization: ${JSON.stringify(`Bearer ${token}`)} } }); await r.text();`;
  const targets = [
    { name: 'node', label: 'node -e 0', argv: [process.execPath, '-e', '0'] },
    { name: 'fetch', label: 'node: one fetch of users/me', argv: [process.execPath, '--input-type=module', '-e', bareFetch] },
    { name: 'help', label: 'bo --help', argv: [process.execPath, bo, '--help'] },
    { name: 'whoami', label: 'bo whoami --json', argv: [process.execPath, bo, 'whoami', '--json'] },
  ];
  // warms the file cache; bo --help keeps its answer in the config folder then, as for any user's second one
  for (const t of targets) timeOnce(t.argv, env);
  const times = Object.fromEntries(targets.map((t) => [t.name, []]));
  log(`start-up: ${RUNS} alternating runs of ${targets.map((t) => t.label).join(', ')}`);
  for (let i = 0; i < RUNS; i++) for (const t of targets) times[t.name].push(timeOnce(t.argv, env));
  const med = Object.fromEntries(targets.map((t) => [t.name, round(median(times[t.name]), 1)]));
  const ratio = (n) => round(med[n] / med.node, 2);

  log(`baseline: ${BASELINE_ROWS} creates through plain fetch, ${CONCURRENCY} in flight`);
  const baseline = await fetchLoop(url, BASELINE_ROWS);

  const file = join(dir, 'rows.csv');
  let csv = 'email,first_name,roles\n';
  for (let i = 1; i <= ROWS; i++) csv += `bench${i}@example.mn,Row ${i},customer\n`;
  writeFileSync(file, csv);
  log(`batch: bo users create --file (${ROWS} rows, --concurrency ${CONCURRENCY})…`);
  const started = Date.now();
  const batch = startChild('bo batch', [process.execPath, bo, 'users', 'create', '--file', file, '--yes', '--concurrency', String(CONCURRENCY)], { cwd: root, env });
  defer(() => batch.stop());
  const exit = await batch.exited;
  const seconds = (Date.now() - started) / 1000;
  if (exit.code !== 0) throw childError(batch, `exited ${exit.code}`);
  const rate = round(ROWS / seconds, 1);
  const batchRatio = round(rate / baseline.rate, 2);

  const rows = [['target', 'median ms', 'x node'], ...targets.map((t) => [t.label, med[t.name], ratio(t.name)])];
  const batchRows = [['run', 'rows', 'seconds', 'rows/s'],
    ['plain fetch loop (baseline)', BASELINE_ROWS, round(baseline.seconds, 1), baseline.rate],
    ['bo users create --file', ROWS, round(seconds, 1), rate]];
  const whoamiVsFetch = round(med.whoami / med.fetch, 2);
  const headline = `bo --help ${ratio('help')}x node -e 0 (goal <= ${GOAL}x), whoami ${whoamiVsFetch}x a bare fetch; batch ${rate} rows/s = ${round(batchRatio * 100)}% of a plain fetch loop`;
  return {
    title: `CLI start-up (median of ${RUNS} alternating runs) and a ${ROWS}-row batch`,
    text: `${table(rows)}\n\n${table(batchRows)}\n\n${headline}`,
    headline,
    data: { figures: [
      { id: 'cli.help_vs_node', value: med.help, baseline: med.node, unit: 'ms' },
      { id: 'cli.whoami_vs_fetch', label: 'bo whoami --json ÷ node with one fetch of users/me', value: med.whoami, baseline: med.fetch, unit: 'ms' },
    ].map(normalise),
    runs: RUNS, medians: med, ratios: { help: ratio('help'), whoami: ratio('whoami'), whoamiVsFetch }, goal: GOAL, goalMet: ratio('help') <= GOAL,
      batch: { rows: ROWS, seconds: round(seconds, 1), rowsPerSecond: rate, concurrency: CONCURRENCY, baseline, ratio: batchRatio } },
  };
}

/** The same creates without bo: what the server itself allows, so bo's own cost shows as a ratio. */
async function fetchLoop(url, n) {
  const res = await fetch(`${url}/api/bo/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@demo.mn', password: PASSWORD }) });
  const { token } = await res.json();
  let next = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const r = await fetch(`${url}/api/bo/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `bench-baseline-${i}` },
        body: JSON.stringify({ email: `baseline${i}@example.mn`, first_name: `Row ${i}`, roles: ['customer'] }),
      });
      await r.text();
      if (!r.ok) throw new Error(`baseline create answered HTTP ${r.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (Date.now() - started) / 1000;
  return { rows: n, seconds: round(seconds, 2), rate: round(n / seconds, 1) };
}
