import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '../db/index.js';
import { AppError } from '../errors.js';

const { idempotencyKeys } = schema;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export function requestHash(commandId: string, input: unknown): string {
  return createHash('sha256').update(commandId).update('\0').update(JSON.stringify(input ?? null)).digest('hex');
}

export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw new AppError(400, 'validation_failed', 'Idempotency-Key must be 1 to 255 visible ASCII characters', {
      'Idempotency-Key': 'invalid',
    });
  }
  return key;
}

/** The stored answer of an earlier request with this key, or null when it is new. */
export async function findStored(db: Db, userId: number, key: string, hash: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key),
      gt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== hash) {
    throw new AppError(422, 'idempotency_conflict', 'This Idempotency-Key was used for a different request');
  }
  return { statusCode: row.statusCode, response: row.response };
}

/** Stored in the mutation's own transaction: the effect and its key commit together or not at all. */
export async function store(tx: DbOrTx, row: { userId: number; key: string; commandId: string; hash: string; response: unknown }) {
  // an expired row with the same key is replaced
  await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, row.userId), eq(idempotencyKeys.key, row.key),
    lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`)));
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId: row.userId, key: row.key, commandId: row.commandId, requestHash: row.hash, statusCode: 200, response: row.response as object })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    // a concurrent request with the same key won: roll this one back
    throw new AppError(409, 'conflict', 'A request with this Idempotency-Key is already being processed');
  }
}

export async function purgeExpired(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`));
}
