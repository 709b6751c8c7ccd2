import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/index.js';

/** The one channel of order changes: every instance LISTENs on it and tells its sockets. */
export const ORDERS_CHANNEL = 'bo_orders';

/**
 * Tells every server instance that an order changed, in the caller's transaction: the NOTIFY is
 * delivered at commit only (and once per order per transaction: PostgreSQL folds equal payloads),
 * never for a change that rolled back. Call it from every order mutation; `recalculate` does.
 */
export async function notifyOrderChanged(db: DbOrTx, order: { id: number }): Promise<void> {
  await db.execute(sql`select pg_notify(${ORDERS_CHANNEL}, ${JSON.stringify({ id: order.id })})`);
}

/** The channel of ended sessions: every instance closes the live sockets they opened. */
export const SESSIONS_CHANNEL = 'bo_sessions';

/** One session ended (sign-out), or every session of a user must be looked at again (password, roles, memberships). */
export type SessionsEnded = { sessionId: number } | { userId: number };

/**
 * Tells every server instance that sessions ended or a user's rights changed, in the caller's
 * transaction like `notifyOrderChanged`: at commit each instance closes the matching live sockets
 * (src/server/realtime/hub.ts), so no socket keeps delivering orders to a signed-out reader.
 * Call it wherever a session row is deleted or a user's roles, memberships or password change.
 */
export async function notifySessionsEnded(db: DbOrTx, target: SessionsEnded): Promise<void> {
  const payload = 'sessionId' in target ? { session_id: target.sessionId } : { user_id: target.userId };
  await db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${JSON.stringify(payload)})`);
}

/** The channel of the console's own notifications (src/server/areas/users/notify.ts): each instance tells that user's sockets. */
export const NOTIFICATIONS_CHANNEL = 'bo_notifications';
