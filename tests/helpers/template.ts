import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/index.js';
import { seedDemo } from '../../src/server/seed/demo.js';
import { analyzeStale } from '../../src/server/db/statistics.js';

/**
 * Seeding the demo data takes seconds and every test file wants it: it is seeded once per run and
 * each file starts from a copy (PGlite: a tarball of the data folder loaded in memory; PostgreSQL:
 * CREATE DATABASE … TEMPLATE). The copy is keyed by the server's code, the locked dependencies and
 * today's date (demo orders are dated back from today), so a change to a migration, the seed or a
 * package makes a new one.
 */
let key: string | null = null;
function templateKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  walk('src/server');
  walk('src/shared');
  // and how the copy itself is made
  hash.update(readFileSync('tests/helpers/template.ts'));
  // another PGlite or drizzle version may not read a copy the previous one wrote
  hash.update(readFileSync('package-lock.json'));
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  key = `${day}_${hash.digest('hex').slice(0, 12)}`;
  return key;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function seeded(database: Database): Promise<void> {
  try {
    await seedDemo(database.db, { orders: loadConfig({}).demoOrders });
    // the seed rewrites its rows several times (the products table was 14 MB for 2 MB of rows):
    // compacted, every copy of it loads faster
    await database.db.execute(sql`vacuum full`);
    // as the server does after seeding: tests plan their queries on real statistics
    await analyzeStale(database.db);
  } catch (e) {
    await database.close();
    throw e;
  }
}

let pgliteTemplate: Promise<Blob> | null = null;

/** The seeded PGlite data folder as a tarball, made by the first test process that needs it. */
export function pgliteSeeded(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = join(tmpdir(), `bo-test-template-${templateKey()}.tar`);
    const lock = `${file}.lock`;
    for (;;) {
      if (existsSync(file)) return new Blob([readFileSync(file)]);
      try {
        mkdirSync(lock);
        break;
      } catch {
        // another process is making it; a lock older than five minutes belongs to a dead one
        if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 300_000) rmdirSync(lock);
        await sleep(200);
      }
    }
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir: null });
      await seeded(database);
      const client = (database.db as unknown as { $client: PGlite }).$client;
      await client.query('checkpoint');
      const { rows: [redo] } = await client.query<{ file: string }>('select pg_walfile_name(redo_lsn) as file from pg_control_checkpoint()');
      const tarball = await client.dumpDataDir('none');
      await database.close();
      const bytes = withoutOldWal(Buffer.from(await tarball.arrayBuffer()), redo!.file);
      writeFileSync(`${file}.part`, bytes);
      renameSync(`${file}.part`, file);
      // an older copy (other code, another day) read by nobody for an hour is only taking room
      for (const name of readdirSync(tmpdir())) {
        const path = join(tmpdir(), name);
        if (/^bo-test-template-.*\.tar$/.test(name) && path !== file && Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { force: true });
      }
      return new Blob([bytes]);
    } finally {
      rmdirSync(lock);
    }
  })();
  return pgliteTemplate;
}

/**
 * The tarball without the WAL segments before the last checkpoint's (and the recycled ones after
 * it): PostgreSQL starts from that checkpoint and needs none of them, and they were 48 of its MB.
 * A tar entry is a 512-byte header (name at 0, size in octal at 124) and its data in 512-byte blocks.
 */
function withoutOldWal(tar: Buffer, keep: string): Buffer<ArrayBuffer> {
  const parts: Buffer[] = [];
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (from: number, to: number) => header.subarray(from, to).toString('latin1').replace(/\0.*$/s, '').trim();
    const size = parseInt(field(124, 136) || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    const name = field(0, 100);
    if (!/pg_wal\/[0-9A-F]{24}$/.test(name) || name.endsWith(keep)) parts.push(tar.subarray(at, end));
    at = end;
  }
  return Buffer.concat([...parts, Buffer.alloc(1024)]);
}

/**
 * Creates `target` as a copy of the seeded PostgreSQL database, which the first who needs it makes.
 * Both under an advisory lock: a template may not be copied while it is being written or copied.
 */
export async function createSeededPostgres(adminUrl: string, target: string): Promise<void> {
  const name = `bo_test_tpl_${templateKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(727001)');
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      // yesterday's copies are of no use to anyone
      const old = await admin.query(`select datname from pg_database where datname like 'bo\\_test\\_tpl\\_%' and datname not like $1`, [`bo_test_tpl_${templateKey().slice(0, 8)}%`]);
      for (const row of old.rows as { datname: string }[]) await admin.query(`drop database if exists ${row.datname} with (force)`);
      // built under another name and renamed when whole: a run killed midway leaves no half copy behind
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      await seeded(database);
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    await admin.query(`create database ${target} template ${name}`);
  } finally {
    await admin.query('select pg_advisory_unlock(727001)').catch(() => {});
    await admin.end();
  }
}
