import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer({ bodyLimit: 64 * 1024 });
  token = (await server.login('admin@demo.mn')).token;
});
afterAll(async () => { await server?.close(); });

const auth = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const errorShape = { error: { code: expect.any(String), message: expect.any(String) } };

describe('HTTP', () => {
  it('healthz names the database', async () => {
    const res = await server.fetch('/healthz');
    expect(await res.json()).toEqual({ ok: true, db: process.env.BO_TEST_DB === 'postgres' ? 'postgres' : 'pglite' });
  });

  it('sends security headers: the full set on documents, the data ones on API answers', async () => {
    const doc = await server.fetch('/healthz');
    expect(doc.headers.get('x-content-type-options')).toBe('nosniff');
    expect(doc.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(doc.headers.get('strict-transport-security')).toBeTruthy();
    const api = await server.fetch('/api/bo/users/me', { headers: { authorization: `Bearer ${token}` } });
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    const notFound = await server.fetch('/api/bo/nope');
    expect(notFound.headers.get('cache-control')).toBe('no-store');
  });

  it('unknown routes and methods are 404 not_found in the error shape', async () => {
    for (const [method, path] of [['GET', '/nope'], ['GET', '/api/bo/nope'], ['PATCH', '/api/bo/users/me']] as const) {
      const res = await server.fetch(path, { method, headers: auth(), body: method === 'GET' ? undefined : '{}' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('malformed JSON is a 400 naming the body', async () => {
    const res = await server.fetch('/api/bo/users', { method: 'POST', headers: auth(), body: '{"email": ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'validation_failed', fields: { body: expect.any(String) } } });
  });

  it('a body that is not an object is a 400', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const res = await server.fetch('/api/bo/users', { method: 'POST', headers: auth(), body });
      expect(res.status, body).toBe(400);
      expect(await res.json()).toMatchObject(errorShape);
    }
  });

  it('an oversized body is a 413 payload_too_large', async () => {
    const res = await server.fetch('/api/bo/users', { method: 'POST', headers: auth(), body: JSON.stringify({ email: 'a@b.mn', first_name: 'x'.repeat(100_000) }) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('an unsupported content type is a 415', async () => {
    const res = await server.fetch('/api/bo/users', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' }, body: '<x/>' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
  });

  it('a bad Idempotency-Key is a 400 naming the header', async () => {
    const res = await server.fetch('/api/bo/users', { method: 'POST', headers: { ...auth(), 'idempotency-key': 'x'.repeat(300) }, body: '{"email":"k@b.mn"}' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { fields: { 'Idempotency-Key': expect.any(String) } } });
  });
});

// Bad input against every operation (each field, hostile values, never a 500) is the fuzzer's, in
// security-matrix.test.ts: it reaches every field of every input, nested ones too.
