import { sql } from 'drizzle-orm';
import type { Database, Db } from './index.js';
import { rowsOf } from './rows.js';

/**
 * Planner statistics for PGlite, which has no autovacuum daemon: without them every table looks
 * empty or guessed, and the order look-up hashes the whole variants table to find four lines
 * (10 ms instead of 1). PostgreSQL's autovacuum keeps them itself; there this does nothing.
 *
 * A table is analysed when it was never analysed and has pages, or when its size moved by more
 * than a fifth since the last ANALYZE (the same idea as autovacuum's threshold, read from pg_class,
 * since PGlite's activity counters start from zero at every start).
 */
const STALE = sql`
  select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r' and (
    (c.reltuples < 0 and pg_relation_size(c.oid) > 0)
    or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > 8 + c.relpages / 5
  ) order by pg_relation_size(c.oid) desc`;

/** Analyses the tables whose statistics are missing or stale, one statement each; answers their names. */
export async function analyzeStale(db: Db, stopped: () => boolean = () => false): Promise<string[]> {
  const done: string[] = [];
  for (const { name } of rowsOf<{ name: string }>(await db.execute(STALE))) {
    // one table at a time: PGlite is one connection, and requests wait between the statements only
    if (stopped()) break;
    await db.execute(sql`analyze ${sql.identifier(name)}`);
    done.push(name);
  }
  return done;
}

/** Every ten minutes on PGlite (and once at start): what autovacuum would do for the planner. */
export class Statistics {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(private database: Database, private everyMs = 600_000) {}

  start(onError: (e: unknown) => void): void {
    if (this.database.kind !== 'pglite') return;
    const tick = () => {
      if (this.stopped || this.running) return;
      this.running = analyzeStale(this.database.db, () => this.stopped).catch(onError).finally(() => (this.running = null));
    };
    tick();
    this.timer = setInterval(tick, this.everyMs);
    this.timer.unref();
  }

  /** No ANALYZE may start after this, and the one under way ends before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
