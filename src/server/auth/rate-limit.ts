import { and, count, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { lookup } from '../../shared/i18n/index.js';
import { recordAudit } from '../commands/register.js';
import { schema, type Db, type DbOrTx } from '../db/index.js';
import { AppError } from '../errors.js';
import { requestLocale } from '../http-errors.js';

/**
 * Sign-in throttling, counted in the database so every instance agrees. Nothing here locks a
 * person out for good: a guessed username is slowed by growing waits, an address is throttled only
 * for failing on many usernames (a spray, not one colleague mistyping behind the office's one
 * address), and the right password from an address that signed the user in before passes while
 * an attacker elsewhere slows his account.
 */
const { signInFailures: failures, signInAddresses: addresses } = schema;

/** The longest wait ever asked for. */
export const MAX_WAIT_SECONDS = 15 * 60;
/** A username's failures: free ones, then 2^(n-free) seconds from the last one; forgotten after a quiet day. */
export const USERNAME_RULE = { free: 3, forgetSeconds: 24 * 3600 } as const;
/** Facebook sign-in has no username: an address's failures, more of them free (an office signs in through one). */
export const FACEBOOK_RULE = { free: 30, forgetSeconds: 15 * 60 } as const;
/** An address that failed on this many usernames within the window is a spray, and waits until it is fewer. */
export const SPRAY = { usernames: 10, windowSeconds: 15 * 60 } as const;
/** How long a sign-in keeps its address known. */
export const KNOWN_ADDRESS_DAYS = 90;
/** The audit log's command id of a lock-out: the moment an account or an address becomes throttled. */
export const LOCKOUT_AUDIT = 'auth.lockout';
const FACEBOOK = ''; // the username of Facebook's rows: a real username is never empty

/** Seconds to wait after `n` failures counted under a rule with `free` free ones. */
export function waitAfter(n: number, free: number): number {
  return n < free ? 0 : Math.min(2 ** (n - free), MAX_WAIT_SECONDS);
}

/** One spelling per account, so `+976 9911-2233` and `ADMIN@x` count with `99112233` and `admin@x`. */
export function canonicalUsername(username: string): string {
  const digits = username.replace(/[\s-]/g, '').replace(/^\+?976/, '');
  return /^\d{8}$/.test(digits) ? digits : username.trim().toLowerCase();
}

interface Count { failures: number; since: number }

/** Live failures of a username (from one address, or from all) and seconds since the last one. */
async function countOf(db: DbOrTx, username: string, ip: string | null, forgetSeconds: number): Promise<Count> {
  const [row] = await db
    .select({
      failures: sql<number>`coalesce(sum(${failures.count}), 0)::int`,
      since: sql<number>`coalesce(extract(epoch from now() - max(${failures.lastFailedAt})), 0)::float8`,
    })
    .from(failures)
    .where(and(eq(failures.username, username), ip === null ? undefined : eq(failures.ip, ip),
      gt(failures.lastFailedAt, sql`now() - make_interval(secs => ${forgetSeconds})`)));
  return { failures: Number(row?.failures ?? 0), since: Number(row?.since ?? 0) };
}

const remaining = (c: Count, free: number) => waitAfter(c.failures, free) - c.since;

const inSprayWindow = sql`now() - make_interval(secs => ${SPRAY.windowSeconds})`;

/** Usernames the address failed on within the window. */
async function usernamesFailed(db: DbOrTx, ip: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(failures)
    .where(and(eq(failures.ip, ip), ne(failures.username, FACEBOOK), gt(failures.lastFailedAt, inSprayWindow)));
  return Number(row?.n ?? 0);
}

/** Seconds until the address has failed on fewer than SPRAY.usernames usernames within the window; 0 when it has. */
async function sprayWait(db: DbOrTx, ip: string): Promise<number> {
  const [row] = await db.select({ age: sql<number>`extract(epoch from now() - ${failures.lastFailedAt})::float8` }).from(failures)
    .where(and(eq(failures.ip, ip), ne(failures.username, FACEBOOK), gt(failures.lastFailedAt, inSprayWindow)))
    .orderBy(desc(failures.lastFailedAt)).offset(SPRAY.usernames - 1).limit(1);
  return row ? SPRAY.windowSeconds - Number(row.age) : 0;
}

function refuse(request: FastifyRequest, wait: number): never {
  const seconds = Math.max(1, Math.ceil(wait));
  const text = lookup(requestLocale(request), 'errors.rate_limited_wait') ?? lookup('en', 'errors.rate_limited_wait')!;
  throw new AppError(429, 'rate_limited', text.replace('{{seconds}}', String(seconds)), undefined, { 'retry-after': String(seconds) });
}

/** Whether the user signed in from this address lately. */
export async function signedInFrom(db: DbOrTx, userId: number, ip: string): Promise<boolean> {
  const [row] = await db.select({ userId: addresses.userId }).from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.ip, ip),
      gt(addresses.lastSignedInAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`)))
    .limit(1);
  return Boolean(row);
}

/**
 * 429 naming the wait while this password attempt must wait; checked before the password, so a
 * refused guess tells nothing. From an address that signed the user in before only that address's
 * own failures on the username count: others, elsewhere, cannot lock him out.
 */
export async function assertMayTry(db: DbOrTx, request: FastifyRequest, username: string, known: boolean): Promise<void> {
  const ip = request.ip;
  const wait = known
    ? remaining(await countOf(db, username, ip, USERNAME_RULE.forgetSeconds), USERNAME_RULE.free)
    : Math.max(remaining(await countOf(db, username, null, USERNAME_RULE.forgetSeconds), USERNAME_RULE.free), await sprayWait(db, ip));
  if (wait > 0) refuse(request, wait);
}

export async function assertMayTryFacebook(db: DbOrTx, request: FastifyRequest): Promise<void> {
  const wait = remaining(await countOf(db, FACEBOOK, request.ip, FACEBOOK_RULE.forgetSeconds), FACEBOOK_RULE.free);
  if (wait > 0) refuse(request, wait);
}

/**
 * Counts a failed attempt, and audits the moment it throttles an account or an address. The
 * address's and the username's advisory locks (always in that order) make the before/after
 * counts exact when instances race.
 */
export async function recordFailure(db: Db, request: FastifyRequest, attempt: { username: string; userId?: number | null } | { facebook: true }): Promise<void> {
  const ip = request.ip;
  const username = 'facebook' in attempt ? FACEBOOK : attempt.username;
  const rule = username === FACEBOOK ? FACEBOOK_RULE : USERNAME_RULE;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in ip ${ip}`}))`);
    if (username !== FACEBOOK) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in user ${username}`}))`);
    const scope = username === FACEBOOK ? ip : null;
    const before = await countOf(tx, username, scope, rule.forgetSeconds);
    const sprayBefore = username === FACEBOOK ? 0 : await usernamesFailed(tx, ip);

    const stale = sql`${failures.lastFailedAt} <= now() - make_interval(secs => ${rule.forgetSeconds})`;
    await tx.insert(failures).values({ ip, username, count: 1, lastFailedAt: sql`now()` }).onConflictDoUpdate({
      target: [failures.ip, failures.username],
      set: { count: sql`case when ${stale} then 1 else ${failures.count} + 1 end`, lastFailedAt: sql`now()` },
    });
    // what nobody counts any more
    await tx.delete(failures).where(lt(failures.lastFailedAt, sql`now() - make_interval(secs => ${USERNAME_RULE.forgetSeconds})`));

    const n = before.failures + 1;
    const lockout = (target: string | null, input: object) =>
      recordAudit(tx, { userId: null, commandId: LOCKOUT_AUDIT, target, scope: null, input, ip });
    if (before.failures < rule.free && n >= rule.free) {
      const wait_seconds = waitAfter(n, rule.free);
      if (username === FACEBOOK) await lockout(null, { throttled: 'address', via: 'facebook', ip, failures: n, wait_seconds });
      else {
        const userId = 'userId' in attempt ? attempt.userId : null;
        await lockout(userId ? `user:${userId}` : null, { throttled: 'account', username, ip, failures: n, wait_seconds });
      }
    }
    if (username !== FACEBOOK && sprayBefore < SPRAY.usernames && (await usernamesFailed(tx, ip)) >= SPRAY.usernames) {
      await lockout(null, { throttled: 'address', username, ip, usernames: SPRAY.usernames, wait_seconds: Math.ceil(await sprayWait(tx, ip)) });
    }
  });
}

/** A sign-in that passed: its address becomes known, and its own failures on the username are forgiven. */
export async function recordSignIn(db: DbOrTx, request: FastifyRequest, userId: number, username?: string): Promise<void> {
  const ip = request.ip;
  await db.insert(addresses).values({ userId, ip, lastSignedInAt: sql`now()` })
    .onConflictDoUpdate({ target: [addresses.userId, addresses.ip], set: { lastSignedInAt: sql`now()` } });
  // only this address's: a success here must not wipe an attacker's count elsewhere
  if (username !== undefined) await db.delete(failures).where(and(eq(failures.ip, ip), eq(failures.username, username)));
}
