import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, loginFacebook, logout } from '../../src/shared/commands/auth.js';
import { me } from '../../src/shared/commands/users.js';
import { schema } from '../../src/server/db/index.js';
import { hashToken } from '../../src/server/auth/tokens.js';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server?.close(); });

describe('sign-in', () => {
  it('answers a token and the user for a right pair', async () => {
    const { token, user } = await server.client().call(login, { username: 'admin@demo.mn', password: DEMO_PASSWORD });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(user.email).toBe('admin@demo.mn');
    expect(user.roles).toContain('admin');
    expect(user.websites.map((w) => w.index)).toEqual(['product', 'sashka', 'air']);
  });

  it('accepts the email in any case', async () => {
    const { user } = await server.client().call(login, { username: 'ADMIN@Demo.mn', password: DEMO_PASSWORD });
    expect(user.email).toBe('admin@demo.mn');
  });

  it('stores only a hash of the token', async () => {
    const { token } = await server.client().call(login, { username: 'shop@demo.mn', password: DEMO_PASSWORD });
    const rows = await server.app.services.database.db.select().from(schema.sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
  });

  it('refuses a wrong pair with invalid_credentials and the spec message', async () => {
    const error = await expectApiError(server.client().call(login, { username: 'admin@demo.mn', password: 'wrong-password' }));
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials', message: 'Username or password is invalid' });
    const unknown = await expectApiError(server.client().call(login, { username: 'nobody@demo.mn', password: 'whatever1' }));
    expect(unknown).toMatchObject({ status: 401, code: 'invalid_credentials' });
  });

  it('says it in Mongolian when asked', async () => {
    const error = await expectApiError(server.client({ locale: 'mn' }).call(login, { username: 'admin@demo.mn', password: 'nope' }));
    expect(error.message).toBe('Нэвтрэх нэр эсвэл нууц үг буруу байна');
  });

  it('slows repeated failures for one username with a wait it names, without locking the address out', async () => {
    const api = server.client();
    for (let i = 0; i < 3; i++) {
      expect(await expectApiError(api.call(login, { username: 'report@demo.mn', password: `wrong-${i}` }))).toMatchObject({ status: 401 });
    }
    // from an address that never signed him in, even the right password waits (checked before the password)
    const limited = await expectApiError(api.call(login, { username: 'report@demo.mn', password: DEMO_PASSWORD }));
    expect(limited).toMatchObject({ status: 429, code: 'rate_limited', message: 'Too many attempts: wait 1 s, then try again' });
    const res = await server.fetch('/api/bo/auth/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'report@demo.mn', password: 'x' }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // another user from the same address is not locked out by it
    await expect(api.call(login, { username: 'finance@demo.mn', password: DEMO_PASSWORD })).resolves.toHaveProperty('token');
    // slowed, not locked: after the wait the right password passes
    await new Promise((r) => setTimeout(r, 1100));
    await expect(api.call(login, { username: 'report@demo.mn', password: DEMO_PASSWORD })).resolves.toHaveProperty('token');
  });

  it('logout revokes the token', async () => {
    const { api } = await server.login('content@demo.mn');
    await expect(api.call(me, {})).resolves.toHaveProperty('user.email', 'content@demo.mn');
    await api.call(logout, {});
    expect(await expectApiError(api.call(me, {}))).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('a token unused for 30 days has expired', async () => {
    const { token, api } = await server.login('marketing@demo.mn');
    const db = server.app.services.database.db;
    await db.update(schema.sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.sessions.tokenHash, hashToken(token)));
    server.app.services.principals.clear();
    expect(await expectApiError(api.call(me, {}))).toMatchObject({ status: 401 });
  });

  it('refuses a missing or malformed token with 401 unauthorized', async () => {
    expect(await expectApiError(server.client().call(me, {}))).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(await expectApiError(server.client({ token: 'not a token at all' }).call(me, {}))).toMatchObject({ status: 401 });
    expect(await expectApiError(server.client({ token: 'A'.repeat(43) }).call(me, {}))).toMatchObject({ status: 401 });
  });

  it('Facebook sign-in answers 503 facebook_unavailable when not configured', async () => {
    const error = await expectApiError(server.client().call(loginFacebook, { access_token: 'abc' }));
    expect(error).toMatchObject({ status: 503, code: 'facebook_unavailable', message: "Couldn't connect to facebook" });
  });
});

describe('Facebook sign-in against a fake Graph API', () => {
  let graph: Server;
  let fb: TestServer;
  const tokens: Record<string, { valid: boolean; app: string; email?: string }> = {
    good: { valid: true, app: 'app-1', email: 'users@demo.mn' },
    stranger: { valid: true, app: 'app-1', email: 'stranger@example.com' },
    otherApp: { valid: true, app: 'app-2', email: 'users@demo.mn' },
    expired: { valid: false, app: 'app-1' },
  };

  beforeAll(async () => {
    // speaks the two Graph calls the server makes: debug_token and /me
    graph = createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/debug_token') {
        if (url.searchParams.get('access_token') !== 'app-1|secret-1') return res.end(JSON.stringify({ error: { message: 'bad app token' } }));
        const t = tokens[url.searchParams.get('input_token') ?? ''];
        return res.end(JSON.stringify({ data: { is_valid: Boolean(t?.valid), app_id: t?.app } }));
      }
      if (url.pathname === '/me') {
        const t = tokens[url.searchParams.get('access_token') ?? ''];
        return res.end(JSON.stringify({ id: '42', ...(t?.email ? { email: t.email } : {}) }));
      }
      res.statusCode = 404;
      res.end('{}');
    });
    await new Promise<void>((r) => graph.listen(0, '127.0.0.1', r));
    const port = (graph.address() as { port: number }).port;
    fb = await startServer({ facebook: { appId: 'app-1', appSecret: 'secret-1', graphUrl: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await fb?.close();
    graph?.close();
  });

  it('signs in the user with the verified email', async () => {
    const { token, user } = await fb.client().call(loginFacebook, { access_token: 'good' });
    expect(user.email).toBe('users@demo.mn');
    await expect(fb.client({ token }).call(me, {})).resolves.toHaveProperty('user.email', 'users@demo.mn');
  });

  it('refuses an invalid token, a token of another app, and an email with no user', async () => {
    for (const access_token of ['expired', 'otherApp', 'stranger']) {
      expect(await expectApiError(fb.client().call(loginFacebook, { access_token }))).toMatchObject({ status: 401 });
    }
  });

  it('slows an address after 30 failed Facebook sign-ins (the three above count)', async () => {
    for (let i = 0; i < 27; i++) {
      expect(await expectApiError(fb.client().call(loginFacebook, { access_token: 'expired' }))).toMatchObject({ status: 401 });
    }
    const limited = await expectApiError(fb.client().call(loginFacebook, { access_token: 'good' }));
    expect(limited).toMatchObject({ status: 429, code: 'rate_limited' });
    const audit = await fb.app.services.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.commandId, 'auth.lockout'));
    expect(audit.map((a) => a.input)).toEqual([expect.objectContaining({ throttled: 'address', via: 'facebook', failures: 30 })]);
  });
});
