// A database of its own on a PostgreSQL server for one part of a benchmark: made empty, dropped
// (with its connections) when the part is undone.
import pg from 'pg';
import { freePort, startChild, waitReady } from './children.mjs';

/** The URL of a new database `name` on the server of `adminUrl`, or `{ unreachable }` with the reason. */
export async function throwawayDatabase(adminUrl, name, defer) {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (e) {
    return { unreachable: e.message };
  }
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  defer(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString() };
}

/**
 * The built server (dist/server/main.js) seeding the demo data into a throw-away database `bo_bench_<name>` on the
 * PostgreSQL of BENCH_PG_URL, with `env` over the usual variables; stopped and dropped when the part is undone.
 * Answers `{ base, child, url }`, or `{ skipped }`: the section's result when no PostgreSQL answers.
 */
export async function demoServerOnPostgres({ root, defer, log, name, title, env = {} }) {
  const adminUrl = process.env.BENCH_PG_URL || 'postgres://root@127.0.0.1:5432/postgres';
  const db = await throwawayDatabase(adminUrl, `bo_bench_${name}`, defer);
  if (db.unreachable) return { skipped: { title, text: `skipped: PostgreSQL not reachable (${db.unreachable})`, headline: 'skipped', data: { figures: [] } } };
  const port = await freePort();
  log(`${name}: starting the server on PostgreSQL with the demo data…`);
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof': the server profiled (NODE_OPTIONS refuses --cpu-prof)
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = startChild(name, [process.execPath, ...nodeArgs, 'dist/server/main.js'], {
    cwd: root, env: { PORT: String(port), HOST: '127.0.0.1', BO_SEED: 'demo', LOG_LEVEL: 'warn', DATABASE_URL: db.url, ...env },
  });
  defer(() => child.stop(30_000));
  const base = `http://127.0.0.1:${port}`;
  await waitReady(child, `${base}/healthz`, 300_000);
  return { base, child, url: db.url };
}
