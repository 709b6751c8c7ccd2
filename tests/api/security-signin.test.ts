import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/server/db/index.js';
import { LOCKOUT_AUDIT, MAX_WAIT_SECONDS, waitAfter } from '../../src/server/auth/rate-limit.js';
import { DEMO_PASSWORD, startServer, type TestServer } from '../helpers/server.js';

// Finding 7 (issue 12): sign-in throttling slows guessing without locking real people out.
let server: TestServer;
beforeAll(async () => { server = await startServer({ trustProxy: true }); });
afterAll(async () => { await server?.close(); });

interface Answer { status: number; retryAfter: number | null; code?: string; message?: string; token?: string }

/** A sign-in from an address of the test's choosing (the server trusts X-Forwarded-For here). */
async function signIn(ip: string, username: string, password: string, locale = 'en'): Promise<Answer> {
  const res = await server.fetch('/api/bo/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'accept-language': locale },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { token?: string; error?: { code: string; message: string } };
  const retry = res.headers.get('retry-after');
  return { status: res.status, retryAfter: retry === null ? null : Number(retry), code: body.error?.code, message: body.error?.message, token: body.token };
}

/** Moves a username's failures back in time, as if its wait had passed. */
async function letTimePass(username: string, seconds = MAX_WAIT_SECONDS + 1) {
  const t = schema.signInFailures;
  await server.app.services.database.db.update(t)
    .set({ lastFailedAt: sql`${t.lastFailedAt} - make_interval(secs => ${seconds})` })
    .where(eq(t.username, username));
}

const lockouts = () => server.app.services.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.commandId, LOCKOUT_AUDIT));

describe('sign-in throttling', () => {
  it('30 failures on one username from an address do not refuse another user from it', async () => {
    for (let i = 0; i < 30; i++) {
      expect(await signIn('10.1.0.1', 'report@demo.mn', `wrong-${i}`)).toMatchObject({ status: 401, code: 'invalid_credentials' });
      await letTimePass('report@demo.mn');
    }
    // the colleague behind the same office address, with his right password
    expect(await signIn('10.1.0.1', 'finance@demo.mn', DEMO_PASSWORD)).toMatchObject({ status: 200, token: expect.any(String) });
  });

  it('the right password from an address that signed the user in before passes after 5+ failures elsewhere', async () => {
    expect((await signIn('10.2.0.1', 'content@demo.mn', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 6; i++) {
      expect((await signIn('10.2.0.99', 'content@demo.mn', `guess-${i}`)).status).toBe(401);
      if (i < 5) await letTimePass('content@demo.mn');
    }
    // the attacker's address is slowed, even with the right password …
    expect(await signIn('10.2.0.99', 'content@demo.mn', DEMO_PASSWORD)).toMatchObject({ status: 429, code: 'rate_limited' });
    // … the user at his usual address is not
    expect(await signIn('10.2.0.1', 'content@demo.mn', DEMO_PASSWORD)).toMatchObject({ status: 200, token: expect.any(String) });
  });

  it('an unknown address is told to wait, with retry-after and a growing wait, in the reader\'s language', async () => {
    const user = 'marketing@demo.mn';
    for (let i = 0; i < 3; i++) expect((await signIn('10.3.0.1', user, `nope-${i}`)).status).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const limited = await signIn('10.3.0.1', user, DEMO_PASSWORD);
      expect(limited).toMatchObject({ status: 429, code: 'rate_limited' });
      expect(limited.message).toBe(`Too many attempts: wait ${limited.retryAfter} s, then try again`);
      waits.push(limited.retryAfter!);
      await letTimePass(user);
      expect((await signIn('10.3.0.1', user, `nope-again-${round}`)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    const mn = await signIn('10.3.0.1', user, DEMO_PASSWORD, 'mn');
    expect(mn).toMatchObject({ status: 429, retryAfter: 16 });
    expect(mn.message).toBe('Хэт олон оролдлого хийлээ, 16 секундын дараа дахин оролдоно уу');
    expect(waitAfter(40, 3)).toBe(MAX_WAIT_SECONDS); // never more than 15 minutes
    // slowed, never locked: once the wait is over the right password passes
    await letTimePass(user);
    expect((await signIn('10.3.0.1', user, DEMO_PASSWORD)).status).toBe(200);
  });

  it('a spray over many usernames from one address is throttled', async () => {
    const ip = '10.4.0.1';
    expect((await signIn(ip, 'shop@demo.mn', DEMO_PASSWORD)).status).toBe(200); // known here before the spray
    for (let i = 0; i < 10; i++) expect((await signIn(ip, `sprayed-${i}@demo.mn`, 'Summer2024!')).status).toBe(401);
    const next = await signIn(ip, 'sprayed-10@demo.mn', 'Summer2024!');
    expect(next).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(next.retryAfter).toBeGreaterThan(MAX_WAIT_SECONDS - 60);
    // a user who never signed in from there waits too; one who did is not locked out by the spray
    expect((await signIn(ip, 'finance@demo.mn', DEMO_PASSWORD)).status).toBe(429);
    expect((await signIn(ip, 'shop@demo.mn', DEMO_PASSWORD)).status).toBe(200);
    // another address is not concerned
    expect((await signIn('10.4.0.2', 'sprayed-11@demo.mn', 'Summer2024!')).status).toBe(401);
  });

  it('writes each lock-out to the audit log once, with username and address, never the password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signIn('10.5.0.1', 'admin@demo.mn', `secret-guess-${i}`)).status).toBe(401);
      await letTimePass('admin@demo.mn');
    }
    const db = server.app.services.database.db;
    const [admin] = await db.select().from(schema.users).where(eq(schema.users.email, 'admin@demo.mn'));
    const rows = (await lockouts()).filter((r) => r.ip === '10.5.0.1');
    expect(rows).toHaveLength(1); // the moment it became throttled, not every failure after
    expect(rows[0]).toMatchObject({ ip: '10.5.0.1', userId: null, target: `user:${admin!.id}`,
      input: { throttled: 'account', username: 'admin@demo.mn', ip: '10.5.0.1', failures: 3 } });

    const spray = await db.select().from(schema.auditLog)
      .where(and(eq(schema.auditLog.commandId, LOCKOUT_AUDIT), eq(schema.auditLog.ip, '10.4.0.1')));
    expect(spray).toHaveLength(1);
    expect(spray[0]!.input).toMatchObject({ throttled: 'address', ip: '10.4.0.1', username: 'sprayed-9@demo.mn' });

    const all = JSON.stringify(await lockouts());
    for (const secret of ['secret-guess', 'Summer2024!', 'nope-', 'wrong-', DEMO_PASSWORD]) expect(all).not.toContain(secret);
  });
});
