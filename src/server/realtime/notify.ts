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
