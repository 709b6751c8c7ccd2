import { and, gt, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '../db/index.js';
import { AppError } from '../errors.js';

const { authFailures } = schema;
export const FAILURE_WINDOW_MINUTES = 15;
/** Failed sign-ins allowed per window: per username, and per client address (a shared office NAT). */
export const MAX_FAILURES = { user: 5, ip: 30 } as const;

export interface Limit { key: string; max: number }

/** The limits of one sign-in attempt: its username (when it has one) and its client address. */
export function signInLimits(ip: string, username?: string): Limit[] {
  const limits = [{ key: `ip:${ip}`, max: MAX_FAILURES.ip }];
  return username === undefined ? limits : [{ key: `user:${username.toLowerCase()}`, max: MAX_FAILURES.user }, ...limits];
}

/** 429 while a username or an address has failed too often; counted in the database, so every instance agrees. */
export async function assertNotLimited(db: Db, limits: Limit[]): Promise<void> {
  const rows = await db
    .select({ key: authFailures.key, count: authFailures.count, started: authFailures.windowStartedAt })
    .from(authFailures)
    .where(and(inArray(authFailures.key, limits.map((l) => l.key)),
      gt(authFailures.windowStartedAt, sql`now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`)));
  for (const row of rows) {
    const limit = limits.find((l) => l.key === row.key)!.max;
    if (row.count >= limit) {
      const retryAfter = Math.max(1, Math.ceil((row.started.getTime() + FAILURE_WINDOW_MINUTES * 60_000 - Date.now()) / 1000));
      throw new AppError(429, 'rate_limited', undefined, undefined, { 'retry-after': String(retryAfter) });
    }
  }
}

export async function recordFailure(db: Db, limits: Limit[]): Promise<void> {
  const fresh = sql`${authFailures.windowStartedAt} < now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`;
  await db
    .insert(authFailures)
    .values(limits.map(({ key }) => ({ key, count: 1, windowStartedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: authFailures.key,
      set: {
        count: sql`case when ${fresh} then 1 else ${authFailures.count} + 1 end`,
        windowStartedAt: sql`case when ${fresh} then now() else ${authFailures.windowStartedAt} end`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authFailures).where(inArray(authFailures.key, [key]));
}
