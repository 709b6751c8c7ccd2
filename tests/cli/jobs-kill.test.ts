import { spawn, type ChildProcess } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/shared/api/client.js';
import { login } from '../../src/shared/commands/auth.js';
import { get as getJob } from '../../src/shared/commands/jobs/index.js';
import { importStart } from '../../src/shared/commands/products/import.js';
import type { ImportRow } from '../../src/shared/schema/import.js';
import { DEMO_PASSWORD, testDatabase } from '../helpers/server.js';
import { makeBo, type Bo } from './helpers.js';
import { rowsOf } from '../../src/server/db/rows.js';

/**
 * The server as it runs in production, a process of its own on a PGlite data folder that outlives
 * it (the built dist/server/main.js, which this project's global setup builds: tsx compiled the whole server at each start, a minute of a loaded machine); killed with SIGKILL, it closes nothing.
 */
function spawnServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, BO_DATA_DIR: dataDir, BO_SEED: 'none', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) resolve({ child, url: m[1]! });
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => { err += chunk; });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${out}\n${err}`)));
  });
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
const exited = (child: ChildProcess) => new Promise((r) => (alive(child) ? child.once('exit', r) : r(null)));

// enough that the server is killed midway (after its second chunk of 50), few enough that the rest is soon done
const ROWS = 600;

describe('a server killed during an import', () => {
  const children: ChildProcess[] = [];
  let store: Awaited<ReturnType<typeof testDatabase>> | null = null;
  let bo: Bo | null = null;
  afterAll(async () => {
    for (const c of children) if (alive(c)) c.kill('SIGKILL');
    await Promise.all(children.map(exited));
    bo?.cleanup();
    await store?.drop();
  });

  it('leaves the job interrupted where its last chunk committed; bo jobs resume goes on from there and nothing is applied twice', async () => {
    // the demo data of the run's seeded copy, written into a folder the servers open in turn
    store = await testDatabase({ lasting: true, seeded: true });
    const dataDir = (store.database as { dataDir: string }).dataDir;

    const first = await spawnServer(dataDir);
    children.push(first.child);
    const { token } = await createClient({ baseURL: first.url }).call(login, { username: 'product@demo.mn', password: DEMO_PASSWORD });
    const api = createClient({ baseURL: first.url, token });
    const rows: ImportRow[] = Array.from({ length: ROWS }, (_, i) => ({ sku: `KILL-${i + 1}`, name_en: `Killed ${i + 1}`, vendor_id: 1, price: 100 * (i + 1) }));
    const { job } = await api.call(importStart, { rows, file_name: 'kill.csv' });
    for (;;) {
      const { job: now } = await api.call(getJob, { id: job.id });
      expect(now.status).not.toBe('done');
      if (now.processed >= 100) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await spawnServer(dataDir);
    children.push(second.child);
    bo = makeBo(second.url);
    expect((await bo.login('product@demo.mn')).code).toBe(0);
    // it did not start again by itself: it says where it stopped, and how to go on
    const left = JSON.parse((await bo.run(['jobs', 'get', String(job.id), '--json'])).stdout) as { job: { status: string; processed: number; resumable: boolean } };
    expect(left.job).toMatchObject({ status: 'interrupted', resumable: true });
    expect(left.job.processed % 50).toBe(0);
    expect(left.job.processed).toBeGreaterThanOrEqual(100);
    expect(left.job.processed).toBeLessThan(ROWS);
    const listed = await bo.run(['jobs', 'list', '--kind', 'product_import']);
    expect(listed.stdout).toMatch(new RegExp(`^${job.id}\\tproduct_import\\tinterrupted\\tkill\\.csv`, 'm'));

    const resumed = await bo.run(['jobs', 'resume', String(job.id), '--json']);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect((JSON.parse(resumed.stdout) as { job: { status: string; processed: number } }).job).toMatchObject({ status: 'queued', processed: left.job.processed });
    // followed to its end over the live socket: a line per step when not on a terminal
    const watched = await bo.run(['jobs', 'watch', String(job.id)]);
    expect(watched.code, watched.stderr).toBe(0);
    expect(watched.stdout).toBe(`job ${job.id} product_import: done, ${ROWS} of ${ROWS}\n`);
    expect(watched.stderr).toMatch(new RegExp(`: (waiting|running|done), \\d+ of ${ROWS}\n`));

    second.child.kill('SIGTERM');
    await exited(second.child);
    // every product made once: one create in its history and nothing after, the job done once
    const db = new PGlite(dataDir, { extensions: { pg_trgm } });
    try {
      const history = rowsOf<{ action: string; n: number; products: number }>(await db.query(`
        select a.action, count(*)::int as n, count(distinct a.product_id)::int as products from product_audits a
        join products p on p.id = a.product_id where p.sku like 'KILL-%' group by a.action`));
      expect(history).toEqual([{ action: 'create', n: ROWS, products: ROWS }]);
      const done = rowsOf<{ status: string; processed: number; succeeded: number; failed: number }>(await db.query(
        'select status, processed, succeeded, failed from jobs where id = $1', [job.id]));
      expect(done).toEqual([{ status: 'done', processed: ROWS, succeeded: ROWS, failed: 0 }]);
      const ends = rowsOf<{ n: number }>(await db.query(`select count(*)::int as n from audit_log where command_id = 'product.import_job' and target = $1`, [`job:${job.id}`]));
      expect(ends).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  }, 600_000);
});
