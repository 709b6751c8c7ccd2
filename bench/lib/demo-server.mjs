// A real server on demo data in a throw-away PGlite folder, from dist (what `npm start` runs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startChild, waitReady } from './children.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Starts it (with `env` over the usual variables), waits until it answers, and registers its stop with `defer`; answers its base URL and
 * `restart()`, which stops it and starts it again on the same data (PGlite analyses its tables at start).
 */
export async function startDemoServer({ root, defer, name = 'server', env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), `bo-bench-${name}-`));
  defer(() => rmSync(dataDir, { recursive: true, force: true }));
  let server = await startOn({ root, defer, name, dataDir, env });
  return {
    base: server.base,
    async restart() {
      await server.child.stop();
      server = await startOn({ root, defer, name, dataDir, env });
      return server.base;
    },
  };
}

async function startOn({ root, defer, name, dataDir, env = {} }) {
  const port = await freePort();
  const server = startChild(name, [process.execPath, 'dist/server/main.js'], {
    cwd: root,
    // DATABASE_URL emptied: a value in the caller's shell must not send a benchmark to a real PostgreSQL;
    // no auto-cancel sweep: it would cancel the demo's unpaid orders in the middle of a measurement
    env: { PORT: String(port), HOST: '127.0.0.1', BO_DATA_DIR: dataDir, BO_SEED: 'demo', LOG_LEVEL: 'warn', DATABASE_URL: '', BO_AUTO_CANCEL_MINUTES: '0', ...env },
  });
  defer(() => server.stop());
  const base = `http://127.0.0.1:${port}`;
  // a loaded 2-core machine (tests of other work beside) has taken 50 s to migrate and seed
  await waitReady(server, `${base}/healthz`, 120_000);
  return { base, child: server };
}
