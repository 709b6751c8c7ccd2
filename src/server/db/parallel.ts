import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from './index.js';

/**
 * Runs a large aggregation with PostgreSQL's parallel workers, which the server's connections
 * leave off (db/index.ts): a worker takes milliseconds to start, more on a busy machine, which a
 * list page of 50 rows pays on every request (130 ms of the day's ordered products at 1,000,000
 * orders), while a scan of a month's lines (the fulfillment pivot) is faster for them. PGlite has
 * no workers and runs the same plan alone.
 */
export function withParallelWorkers<T>(db: DbOrTx, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 2`);
    return run(tx);
  });
}
