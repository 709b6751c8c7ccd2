// Price update section (issue 26): `bo products price-update --file` end to end, against one SQL
// statement doing the same 100,000-row update in the same run, and how bo grows from a 100,000-row
// file to a 1,000,000-row one (time, and bo's own peak memory: it streams, so the memory stays).
//
// A throw-away database on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres,
// dropped after) gets the demo seed and a generated catalogue of BENCH_PRICE_PRODUCTS products
// (default 200,000, two variants each: the master that follows the product's price, and one more).
// The 1,000,000-row file names every product several times over (rows cycle through the skus, a
// new price each pass), so each of its rows is a real change as in the 100,000-row file.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { signIn } from './lib/api.mjs';
import { freePort, startChild, waitReady, whileAlive } from './lib/children.mjs';
import { normalise } from './lib/figures.mjs';
import { throwawayDatabase } from './lib/pg-db.mjs';
import { round, table } from './lib/report.mjs';
import { generateCatalog, pgQuery } from './generate-catalog.mjs';

const PRODUCTS = Number(process.env.BENCH_PRICE_PRODUCTS) || 200_000;
const SMALL = 100_000;
const LARGE = 1_000_000;
const sku = (i) => `G${String(i).padStart(7, '0')}`;
/** The ₮ price of file row `i` (from 1) in pass `salt`: never the price the row before it left. */
const priceOf = (i, salt) => 1000 + ((i * 7 + salt * 13) % 9973);

export async function run({ root, defer, log }) {
  const adminUrl = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = await throwawayDatabase(adminUrl, `bo_bench_price_${process.pid}`, defer);
  if (db.unreachable) throw new Error(`PostgreSQL at ${adminUrl} not reachable (${db.unreachable}): the price update needs it`);
  const url = new URL(db.url);
  const dir = mkdtempSync(join(tmpdir(), 'bo-bench-price-'));
  defer(() => rmSync(dir, { recursive: true, force: true }));

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startChild('server (postgres, price update)', [process.execPath, 'dist/server/main.js'], {
    cwd: root,
    env: { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url.toString(), BO_DATA_DIR: join(dir, 'data'), BO_SEED: 'demo', BO_DEMO_ORDERS: '0', LOG_LEVEL: 'warn' },
  });
  defer(() => server.stop(30_000));
  log('price-update: migrating and seeding…');
  await waitReady(server, `${base}/healthz`, 300_000);

  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  defer(() => client.end());
  log(`price-update: generating ${PRODUCTS} products…`);
  const generated = await generateCatalog(pgQuery(client), { products: PRODUCTS, variants: PRODUCTS * 2, log: (m) => log(`price-update: ${m}`) });
  if (generated.products < SMALL) throw new Error(`${generated.products} products: the 100,000-row update needs at least as many`);

  return whileAlive(server.child, async () => {
    const token = (await signIn(base, 'admin@demo.mn')).authorization.slice('Bearer '.length);
    const n = PRODUCTS;
    // the baseline: the same 100,000 new prices as one statement on products and their masters,
    // before bo and after it (the lower counts: the machine is shared, and the first write after
    // the generation pays for hint bits and full-page images)
    const oneStatement = async (salt) => {
      const started = process.hrtime.bigint();
      await client.query(`with m as (
          select 'G' || lpad(g::text, 7, '0') as sku, (1000 + ((g * 7 + ${salt} * 13) % 9973))::bigint * 100 as price from generate_series(1, ${SMALL}) g),
        p as (update products set price = m.price, updated_at = now() from m where products.sku = m.sku returning products.id, products.price)
        update variants set price = p.price, updated_at = now() from p where variants.product_id = p.id and variants.is_master`);
      return Number(process.hrtime.bigint() - started) / 1e9;
    };
    log('price-update: one SQL statement, 100,000 rows…');
    const sqlBefore = await oneStatement(0);
    const small = await timedBo({ root, dir, base, token, log, rows: SMALL, n, salt: 1 });
    await expectPrice(client, SMALL, priceOf(SMALL, 1));
    log('price-update: the SQL statement again…');
    const sqlAfter = await oneStatement(3);
    const sqlSeconds = Math.min(sqlBefore, sqlAfter);
    const large = await timedBo({ root, dir, base, token, log, rows: LARGE, n, salt: 2 });
    // the last pass over the skus decides the price
    await expectPrice(client, LARGE % n || n, priceOf(LARGE, 2));

    const note = LARGE > n ? `the 1,000,000-row file names each of the ${n} products ${round(LARGE / n, 1)} times (a new price each pass)` : '';
    const rows = [['run', 'rows', 'seconds', 'rows/s', 'peak RSS MB'],
      ['one SQL statement, before bo', SMALL, round(sqlBefore, 2), round(SMALL / sqlBefore), ''],
      ['one SQL statement, after bo', SMALL, round(sqlAfter, 2), round(SMALL / sqlAfter), ''],
      ['bo products price-update --file', SMALL, round(small.seconds, 2), round(SMALL / small.seconds), small.peakMB ?? '?'],
      ['bo products price-update --file', LARGE, round(large.seconds, 2), round(LARGE / large.seconds), large.peakMB ?? '?']];
    const figures = [
      { id: 'price_update.bo_vs_sql', value: round(small.seconds, 2), baseline: round(sqlSeconds, 2), unit: 's', size: SMALL },
      { id: 'price_update.bo_1m_vs_100k_s', value: round(large.seconds, 2), baseline: round(small.seconds, 2), unit: 's', size: LARGE },
      ...(small.peakMB && large.peakMB ? [{ id: 'price_update.bo_1m_vs_100k_rss', value: large.peakMB, baseline: small.peakMB, unit: 'MB', size: LARGE }] : []),
    ].map(normalise);
    const headline = `100k rows: bo ${round(small.seconds, 1)} s = ${figures[0].ratio}× one SQL statement (the lower of ${round(sqlBefore, 2)} and ${round(sqlAfter, 2)} s); ` +
      `1M rows ${round(large.seconds, 1)} s = ${figures[1].ratio}× the 100k; bo peak ${small.peakMB} → ${large.peakMB} MB`;
    return {
      title: `Price update through bo on PostgreSQL (${generated.products} products, ${generated.variants} variants)`,
      text: `${table(rows)}\n\n${note ? `${note}\n` : ''}${headline}`,
      headline,
      data: { products: generated.products, variants: generated.variants, sqlSeconds: { before: round(sqlBefore, 2), after: round(sqlAfter, 2) }, small, large, note, figures },
    };
  });
}

/** Writes the file (streamed: a 1M-row file is not built as one string), runs bo on it, times it and reads its peak RSS. */
async function timedBo({ root, dir, base, token, log, rows, n, salt }) {
  const file = join(dir, `prices-${rows}.csv`);
  const out = createWriteStream(file);
  out.write('sku,price\n');
  for (let i = 1; i <= rows; i++) {
    if (!out.write(`${sku(((i - 1) % n) + 1)},${priceOf(i, salt)}\n`)) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((resolve, reject) => out.end((e) => (e ? reject(e) : resolve())));
  log(`price-update: bo products price-update --file (${rows} rows)…`);
  const env = { PATH: process.env.PATH, HOME: dir, BO_CONFIG_DIR: join(dir, 'config'), BO_API_URL: base, BO_TOKEN: token };
  const bo = [join(root, 'bin', 'bo'), 'products', 'price-update', '--file', file, '--yes'];
  // GNU time reports the exact peak (max RSS) of the process; without it, /proc is read as it runs
  const timeOut = join(dir, `time-${rows}.txt`);
  const gnuTime = existsSync('/usr/bin/time');
  const argv = gnuTime ? ['/usr/bin/time', '-f', '%M', '-o', timeOut, process.execPath, ...bo] : [process.execPath, ...bo];
  const started = process.hrtime.bigint();
  const result = await new Promise((resolve, reject) => {
    const child = spawn(argv[0], argv.slice(1), { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    let peakKB = 0;
    const poll = gnuTime ? null : setInterval(() => {
      try {
        peakKB = Math.max(peakKB, Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0));
      } catch {
        // gone
      }
    }, 50);
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (poll) clearInterval(poll);
      resolve({ code, err, peakKB });
    });
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.code !== 0) throw new Error(`bo products price-update (${rows} rows) exited ${result.code}: ${result.err.slice(-800)}`);
  const peakKB = gnuTime ? Number(readFileSync(timeOut, 'utf8').trim().split('\n').at(-1)) : result.peakKB;
  return { rows, seconds: round(seconds, 2), peakMB: peakKB ? round(peakKB / 1024, 1) : undefined };
}

async function expectPrice(client, i, tugrik) {
  const { rows } = await client.query(`select p.price, v.price as master from products p join variants v on v.product_id = p.id and v.is_master where p.sku = $1`, [sku(i)]);
  const want = tugrik * 100;
  if (Number(rows[0]?.price) !== want || Number(rows[0]?.master) !== want) {
    throw new Error(`after the price update ${sku(i)} costs ${rows[0]?.price} (master ${rows[0]?.master}), not ${want}`);
  }
}
