// Issue 14: an ERP connection's credential is write-only (no answer, audit row, stored answer or log
// line holds it; an empty one in an update keeps it), and test_request calls the configured
// endpoint with it and answers what the ERP said, or why it did not answer.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpIntegrations, testErpRequest } from '../../src/shared/commands/system/erp-integrations.js';
import { startFakeErp } from '../helpers/fake-erp.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { rowsOf } from '../../src/server/db/rows.js';

const SECRET = 'erp-token-7f3a9c21d4';
let server: TestServer;
let erp: Awaited<ReturnType<typeof startFakeErp>>;
let logged = '';
const capture = new Writable({ write(chunk: Buffer | string, _enc, done) { logged += chunk.toString(); done(); } });
beforeAll(async () => {
  erp = await startFakeErp(`Bearer ${SECRET}`);
  server = await startServer({ logLevel: 'debug' }, { logStream: capture });
}, 180_000);
afterAll(async () => { await server?.close(); await erp?.close(); });


describe('ERP integrations', () => {
  it('keeps the credential write-only and test_request answers what the endpoint said', async () => {
    const { api } = await server.login('shop@demo.mn');
    const { item } = await api.call(erpIntegrations.create, { name: 'Test ERP', endpoint: erp.url, auth: 'bearer', secret: SECRET }, { idempotencyKey: crypto.randomUUID() });
    expect(item).toMatchObject({ secret_set: true });
    expect(JSON.stringify(item)).not.toContain(SECRET);

    const ok = await api.call(testErpRequest, { id: item.id });
    expect(ok).toMatchObject({ ok: true, status: 200, content_type: 'application/json', error: null });
    expect(JSON.parse(ok.body)).toMatchObject({ status: 'ok', products: 1284 });
    expect(erp.seen.at(-1)).toBe(`Bearer ${SECRET}`);

    // an empty credential in an update keeps the stored one; a wrong one is what the ERP refuses
    await api.call(erpIntegrations.update, { id: item.id, secret: '', name: 'Test ERP (main)' });
    expect((await api.call(testErpRequest, { id: item.id })).status).toBe(200);
    await api.call(erpIntegrations.update, { id: item.id, secret: 'wrong' }, { idempotencyKey: crypto.randomUUID() });
    expect(await api.call(testErpRequest, { id: item.id })).toMatchObject({ ok: false, status: 401 });

    // an endpoint nobody listens on: said as such, not a 500
    await erp.close();
    const down = await api.call(testErpRequest, { id: item.id });
    expect(down).toMatchObject({ ok: false, status: null, error: 'ECONNREFUSED' });

    for (const answer of [(await api.call(erpIntegrations.get, { id: item.id })).item, (await api.call(erpIntegrations.list, {})).items]) {
      expect(JSON.stringify(answer)).not.toContain(SECRET);
    }
    const db = server.app.services.database.db;
    const audits = rowsOf<{ t: string }>(await db.execute(sql`select command_id || ' ' || input::text as t from audit_log`)).map((r) => r.t).join('\n');
    const stored = rowsOf<{ t: string }>(await db.execute(sql`select response::text as t from idempotency_keys`)).map((r) => r.t).join('\n');
    expect(audits).toContain('erp_integration.create');
    expect(audits).not.toContain(SECRET);
    expect(audits).not.toContain('wrong');
    expect(stored).not.toContain(SECRET);
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain(Buffer.from(SECRET).toString('base64'));
  });
});
