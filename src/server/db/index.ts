import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config.js';
import { acquireDataDirLock } from './lock.js';
import { installStatementCache, NamedStatementClient } from './statement-cache.js';
import * as schema from './schema/index.js';

export { schema };
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a handler is given: the database, or the transaction its mutation runs in. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// src/server/db and dist/server/db are both three levels below the project root.
const MIGRATIONS = fileURLToPath(new URL('../../../src/server/db/migrations', import.meta.url));

/** Opens PGlite (a folder, or memory when dataDir is null) or PostgreSQL and applies the migrations. */
export async function openDatabase(database: Config['database']): Promise<Database> {
  if (database.kind === 'postgres') {
    // The console's queries answer within a second, for many people at once:
    // - jit off: PostgreSQL compiles a plan whose estimated cost passes jit_above_cost, and
    //   compiling took longer than it saved (440 ms of a 2.3 s pivot at 1,000,000 orders);
    // - no parallel workers unless a query asks: starting them cost a 50-row
    //   page more than its rows did (db/large-read.ts).
    // - a repeated text is sent as a named statement, parsed and planned once per connection
    //   (statement-cache.ts)
    const pool = new pg.Pool({ connectionString: database.url, max: 10, options: '-c jit=off -c max_parallel_workers_per_gather=0', Client: NamedStatementClient });
    // an idle connection the server closed (restart, failover, a dropped database) is discarded by
    // the pool and replaced at the next checkout; unheard, its 'error' would end the process
    pool.on('error', (e) => console.warn(`PostgreSQL closed an idle connection: ${e.message}`));
    // pg answers bigint as strings by default; ours are ids and möngö, well inside 2^53
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await migratePg(db as never, { migrationsFolder: MIGRATIONS });
    } catch (e) {
      await pool.end();
      throw e;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const release = database.dataDir ? acquireDataDirLock(database.dataDir) : () => {};
  let client: PGlite | undefined;
  try {
    // pg_trgm for product search (migration 0002 creates the extension)
    client = database.dataDir ? new PGlite(database.dataDir, { extensions: { pg_trgm } })
      : new PGlite({ extensions: { pg_trgm }, ...(database.loadDataDir && { loadDataDir: database.loadDataDir }) });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
    installStatementCache(client);
    const opened = client;
    return {
      db,
      kind: 'pglite',
      async close() {
        try {
          await opened.query('CHECKPOINT');
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    await client?.close().catch(() => {});
    release();
    throw e;
  }
}
