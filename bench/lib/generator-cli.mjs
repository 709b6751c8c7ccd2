// The command line of the benchmark generators (generate-catalog.mjs, generate-orders.mjs): the
// database from DATABASE_URL or a PGlite folder (`--pglite <folder>`, the server stopped), the
// generator run once, its answer printed as JSON.
import pg from 'pg';

/** `query(sql) → rows` over a pg client or over PGlite. */
export const pgQuery = (client) => async (text) => (await client.query(text)).rows;

/** `flag('--orders', 1000)`: a flag's value from argv, or the default. */
export function flags(args = process.argv.slice(2)) {
  return (name, dflt) => {
    const i = args.indexOf(name);
    return i === -1 ? dflt : args[i + 1];
  };
}

/** Runs `generate(query, { log })` on the database the command line names and prints its answer. */
export async function runGenerator(generate) {
  const dir = flags()('--pglite');
  const log = (m) => console.error(`[generate] ${m}`);
  if (dir) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = new PGlite(dir, { extensions: { pg_trgm } });
    try {
      console.log(JSON.stringify(await generate(pgQuery(db), { log, pglite: true })));
    } finally {
      await db.query('CHECKPOINT');
      await db.close();
    }
    return;
  }
  if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL, or give --pglite <folder>');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    console.log(JSON.stringify(await generate(pgQuery(client), { log, pglite: false })));
  } finally {
    await client.end();
  }
}

/** Runs `main` when the module is the script node was started with. */
export function whenRun(url, main) {
  if (url === `file://${process.argv[1]}`) main().catch((e) => {
    console.error(e.stack ?? e.message);
    process.exit(1);
  });
}
