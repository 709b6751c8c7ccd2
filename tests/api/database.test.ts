import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/index.js';
import { dbKind } from '../helpers/server.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe.runIf(dbKind === 'pglite')('the embedded database folder', () => {
  it('is locked: a second server on the same folder is refused with a clear message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-lock-'));
    dirs.push(dir);
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(/in use by another server/);
    await first.close();
    // closed cleanly: the next one opens, and the data survived the checkpoint
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
  });

  it('keeps demo data across restarts and seeds only once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-seed-'));
    dirs.push(dir);
    // a few demo orders: what is tried is that the demo is seeded once, not how big it is
    const config = { ...loadConfig({ BO_DATA_DIR: dir, BO_DEMO_ORDERS: '20' }), logLevel: 'silent' as const };
    const a = await buildApp(config);
    const count = async (app: typeof a) => (await app.services.database.db.select().from((await import('../../src/server/db/index.js')).schema.users)).length;
    const n = await count(a);
    expect(n).toBeGreaterThan(50);
    await a.close();
    const b = await buildApp(config);
    expect(await count(b)).toBe(n);
    await b.close();
    // seeding the whole demo from nothing: half a minute when the machine is busy with other tests
  }, 120_000);
});
