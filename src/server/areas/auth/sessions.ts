import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Me } from '../../../shared/schema/user.js';
import { isAdminRoles } from '../../../shared/roles/access.js';
import { loadMemberships, type UserRow } from '../../auth/principal.js';
import { hashToken, newToken, SESSION_IDLE_MS } from '../../auth/tokens.js';
import { schema, type Db } from '../../db/index.js';
import { notifySessionsEnded } from '../../realtime/notify.js';
import { toMeJson } from '../users/serialize.js';

/** A new session row and the token for it: the answer of every way of signing in. */
export async function openSession(db: Db, user: UserRow, request: FastifyRequest): Promise<{ token: string; user: Me }> {
  const token = newToken();
  await db.insert(schema.sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    ip: request.ip,
  });
  const memberships = await loadMemberships(db, user.id, isAdminRoles(user.roles));
  return { token, user: toMeJson({ user, ...memberships }) };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(schema.sessions).where(eq(schema.sessions.id, sessionId));
  await notifySessionsEnded(db, { sessionId }); // its live sockets close too
}
