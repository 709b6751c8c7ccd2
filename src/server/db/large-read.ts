import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from './index.js';

/**
 * Runs a large aggregation (a month of lines) with what the server's connections leave off for
 * their short queries (db/index.ts): PostgreSQL's parallel workers, which take milliseconds to
 * start, more on a busy machine (a 50-row list page paid 130 ms for them at 1,000,000 orders),
 * and memory enough to sum it without spilling to disk. PGlite has no workers and runs the same
 * plan alone.
 */
export function asLargeRead<T>(db: DbOrTx, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('max_parallel_workers_per_gather', '2', true), set_config('work_mem', '64MB', true)`);
    return run(tx);
  });
}
