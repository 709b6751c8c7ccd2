import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createStoreCredit, storeCredits } from '../../src/shared/commands/users.js';
import type { ApiClient } from '../../src/shared/api/client.js';
import { schema } from '../../src/server/db/index.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let api: ApiClient;
let userId: number;
beforeAll(async () => {
  server = await startServer();
  api = (await server.login('admin@demo.mn')).api;
  userId = (await api.call(create, { email: 'idem@example.mn' })).user.id;
});
afterAll(async () => { await server?.close(); });

describe('Idempotency-Key', () => {
  it('a repeated request with the same key answers the stored result and applies once', async () => {
    const input = { id: userId, amount: 100_000, category: 'gift' as const };
    const first = await api.call(createStoreCredit, input, { idempotencyKey: 'row-1' });
    const second = await api.call(createStoreCredit, input, { idempotencyKey: 'row-1' });
    expect(second).toEqual(first);
    expect((await api.call(storeCredits, { id: userId })).total).toBe(1);
    await api.call(createStoreCredit, input, { idempotencyKey: 'row-2' });
    expect((await api.call(storeCredits, { id: userId })).total).toBe(2);
  });

  it('concurrent requests with one key apply once', async () => {
    const input = { id: userId, amount: 1, category: 'gift' as const };
    const before = (await api.call(storeCredits, { id: userId })).total;
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => api.call(createStoreCredit, input, { idempotencyKey: 'race' })));
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    expect((await api.call(storeCredits, { id: userId })).total).toBe(before + 1);
  });

  it('the same key with another body is refused', async () => {
    await api.call(createStoreCredit, { id: userId, amount: 5, category: 'gift' }, { idempotencyKey: 'row-3' });
    const error = await expectApiError(api.call(createStoreCredit, { id: userId, amount: 6, category: 'gift' }, { idempotencyKey: 'row-3' }));
    expect(error).toMatchObject({ status: 422, code: 'idempotency_conflict' });
  });

  it('keys belong to one user', async () => {
    const other = (await server.login('users@demo.mn')).api;
    const input = { id: userId, amount: 7, category: 'gift' as const };
    const before = (await api.call(storeCredits, { id: userId })).total;
    await api.call(createStoreCredit, input, { idempotencyKey: 'shared' });
    await other.call(createStoreCredit, input, { idempotencyKey: 'shared' });
    expect((await api.call(storeCredits, { id: userId })).total).toBe(before + 2);
  });

  it('a failed mutation stores nothing, so the key can be used again', async () => {
    const error = await expectApiError(api.call(createStoreCredit, { id: userId, amount: -1_000_000_000_000, category: 'correction' }, { idempotencyKey: 'fails' }));
    expect(error.status).toBe(422);
    await expect(api.call(createStoreCredit, { id: userId, amount: -1_000_000_000_000, category: 'correction' }, { idempotencyKey: 'fails' }))
      .rejects.toMatchObject({ status: 422 });
  });
});

describe('audit log', () => {
  it('records every successful mutation with its author, target and input, secrets redacted', async () => {
    await api.call(create, { email: 'audited@example.mn', password: 'secret-password' });
    const db = server.app.services.database.db;
    const [row] = await db.select().from(schema.auditLog).where(eq(schema.auditLog.commandId, 'user.create')).orderBy(desc(schema.auditLog.id)).limit(1);
    expect(row).toMatchObject({ commandId: 'user.create', target: expect.stringMatching(/^user:\d+$/), ip: '127.0.0.1' });
    expect(row!.input).toMatchObject({ email: 'audited@example.mn', password: '[redacted]' });
    const logins = await db.select().from(schema.auditLog).where(eq(schema.auditLog.commandId, 'auth.login'));
    expect(logins.length).toBeGreaterThan(0);
    expect(JSON.stringify(logins)).not.toContain('demo1234');
  });

  it('writes nothing for a failed mutation', async () => {
    const db = server.app.services.database.db;
    const before = (await db.select().from(schema.auditLog)).length;
    await expectApiError(api.call(create, { email: 'idem@example.mn' }));
    expect((await db.select().from(schema.auditLog)).length).toBe(before);
  });
});
