import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { createClient, type ApiClient } from '../../src/shared/api/client.js';
import { login as loginCommand } from '../../src/shared/commands/auth.js';
import { buildApp, type App } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import { createSeededPostgres, pgliteSeeded } from './template.js';

export interface TestServer {
  url: string;
  app: App;
  /** A client derived from the catalogue, as the web and the CLI use it. */
  client(options?: { token?: string; vendorId?: number; websiteId?: number; locale?: string }): ApiClient;
  /** Signs in a demo user (password demo1234) and answers a client with his token. */
  login(email: string, options?: { vendorId?: number; websiteId?: number }): Promise<{ token: string; api: ApiClient; userId: number }>;
  /** Raw HTTP for what the client would refuse to send (bad JSON, wrong types). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export const DEMO_PASSWORD = 'demo1234';
export const dbKind = (process.env.BO_TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

/**
 * A fresh database of its own for a test file: PGlite in memory (in a temp folder when `lasting`,
 * so a second server can open what the first left), or a new PostgreSQL database; `seeded`: with
 * the usual demo data already in it.
 */
export async function testDatabase({ lasting = false, seeded = false } = {}): Promise<{ database: Config['database']; drop(): Promise<void> }> {
  if (dbKind === 'pglite' && lasting) {
    const dir = mkdtempSync(join(tmpdir(), 'bo-test-db-'));
    const dataDir = join(dir, 'data');
    // the run's seeded copy unpacked into the folder, rather than seeding it again (seconds per server)
    if (seeded) await (await PGlite.create(dataDir, { loadDataDir: await pgliteSeeded(), extensions: { pg_trgm } })).close();
    return { database: { kind: 'pglite', dataDir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (dbKind === 'pglite') {
    return { database: { kind: 'pglite', dataDir: null, ...(seeded && { loadDataDir: await pgliteSeeded() }) }, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('BO_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `bo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (seeded) {
    await createSeededPostgres(adminUrl, name);
  } else {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** `logStream`: the server logs there (at `overrides.logLevel`, `error` by default) instead of stdout. */
export async function startServer(overrides: Partial<Config> = {}, options: { logStream?: Writable } = {}): Promise<TestServer> {
  // the usual demo data comes from the run's seeded copy; a server asking for other data seeds its own
  const usual = !('seed' in overrides) && !('demoOrders' in overrides) && !('demoImages' in overrides);
  // a database the test brings is the test's to drop
  const { database, drop } = overrides.database ? { database: overrides.database, drop: async () => {} } : await testDatabase({ seeded: usual });
  const base = loadConfig({});
  // the auto-cancel sweep stays off unless a test asks for it (it would cancel the demo's unpaid orders under other tests);
  // scheduled statement imports too (bank.importPollMs)
  const config: Config = { ...base, bank: { ...base.bank, importPollMs: 0 }, database, seed: 'demo', logLevel: 'error', port: 0, autoCancelMinutes: 0, ...overrides };
  const app = await buildApp(config, options.logStream ? { logStream: options.logStream } : {});
  await app.fastify.listen({ host: '127.0.0.1', port: 0 });
  const address = app.fastify.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const client: TestServer['client'] = (o = {}) =>
    createClient({ baseURL: url, token: o.token, vendorId: o.vendorId, websiteId: o.websiteId, locale: o.locale });

  return {
    url,
    app,
    client,
    async login(email, options = {}) {
      const { token, user } = await client().call(loginCommand, { username: email, password: DEMO_PASSWORD });
      return { token, userId: user.id, api: client({ token, ...options }) };
    },
    fetch: (path, init) => fetch(`${url}${path}`, init),
    async close() {
      await app.close();
      await drop();
    },
  };
}

export async function expectApiError(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string; fields?: Record<string, string> }> {
  try {
    await promise;
  } catch (e) {
    return e as { status: number; code: string; message: string; fields?: Record<string, string> };
  }
  throw new Error('expected the call to fail, it succeeded');
}
