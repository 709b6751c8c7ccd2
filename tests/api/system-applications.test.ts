// Issue 14: an API application's key is answered once, by the call that makes it (create, and an
// explicit regenerate_key), and only its hash is kept: no later answer, audit row, stored
// idempotent answer or server log line holds it, and a replay of the creating call does not either.
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, regenerateApplicationKey } from '../../src/shared/commands/system/applications.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { rowsOf } from '../../src/server/db/rows.js';

let server: TestServer;
let logged = '';
const capture = new Writable({ write(chunk: Buffer | string, _enc, done) { logged += chunk.toString(); done(); } });
beforeAll(async () => { server = await startServer({ logLevel: 'debug' }, { logStream: capture }); }, 180_000);
afterAll(async () => { await server?.close(); });

/** Every text the database holds where a key could have been written: the audit log, the stored answers, the table itself. */
async function stored(): Promise<string> {
  const db = server.app.services.database.db;
  const parts = await Promise.all([
    db.execute(sql`select input::text as t from audit_log`),
    db.execute(sql`select response::text as t from idempotency_keys`),
    db.execute(sql`select row_to_json(a)::text as t from api_applications a`),
  ]);
  return parts.flatMap((p) => rowsOf<{ t: string }>(p).map((r) => r.t)).join('\n');
}
const sha = (key: string) => createHash('sha256').update(key).digest('hex');

describe('API application keys', () => {
  it('shows a key once at creation and once per regenerate; keeps only its hash; never in answers, audits, stored answers or logs', async () => {
    const { api } = await server.login('shop@demo.mn');
    const idempotencyKey = crypto.randomUUID();
    const { item } = await api.call(applications.create, { name: 'Partner feed', description: 'Price comparison site' }, { idempotencyKey });
    const key = item.key!;
    expect(key).toMatch(/^bo_[A-Za-z0-9_-]{43}$/);
    expect(item.key_prefix).toBe(key.slice(0, 10));

    // the same call replayed answers the stored answer: without the key
    const replay = await api.call(applications.create, { name: 'Partner feed', description: 'Price comparison site' }, { idempotencyKey });
    expect(replay.item.id).toBe(item.id);
    expect(replay.item.key).not.toBe(key);

    expect((await api.call(applications.get, { id: item.id })).item).not.toHaveProperty('key');
    const listed = (await api.call(applications.list, { query: 'Partner' })).items.find((a) => a.id === item.id)!;
    expect(listed).not.toHaveProperty('key');
    await api.call(applications.update, { id: item.id, description: 'Changed' });
    const history = await api.call(applications.audits!, { id: item.id });
    expect(history.items.map((a) => a.command_id)).toEqual(['application.update', 'application.create']);

    const { item: again } = await api.call(regenerateApplicationKey, { id: item.id });
    const second = again.key!;
    expect(second).not.toBe(key);
    expect((await api.call(applications.audits!, { id: item.id })).items[0]!.command_id).toBe('application.regenerate_key');

    const db = await stored();
    expect(db).toContain(sha(second)); // the hash of the current key is what is kept
    expect(db).not.toContain(sha(key)); // the old one is gone
    for (const k of [key, second]) {
      expect(db).not.toContain(k);
      expect(db).not.toContain(k.slice(10));
      expect(logged).not.toContain(k.slice(10));
    }
    expect(logged).toContain('applications'); // the log did record the calls
  });

  it('a merchant or a content editor neither lists applications nor makes a key', async () => {
    for (const email of ['merchant@demo.mn', 'content@demo.mn']) {
      const { api } = await server.login(email);
      await expect(api.call(applications.list, {})).rejects.toMatchObject({ status: 403 });
      await expect(api.call(regenerateApplicationKey, { id: 1 })).rejects.toMatchObject({ status: 403 });
    }
  });
});
