import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Statement caches: a SQL text the server sends a second time is prepared once per connection and
 * from then on only executed, so PostgreSQL neither parses nor (once a generic plan proves as good)
 * plans it again, and replans by itself after a schema change.
 *
 * Which texts: `repeatedStatements()` below, the same for both databases.
 * - PGlite (`installStatementCache`) parses, analyses and plans every `query(text, params)` anew:
 *   five protocol messages through WASM, and a plan that reads every table's size through the
 *   emulated file system; for the order look-up that was two thirds of its time.
 * - PostgreSQL (`NamedStatementClient`): node-postgres sends every unnamed statement through
 *   parse, bind (where PostgreSQL plans it) and execute; at 1,000,000 orders an orders list page
 *   spent 0.25 ms parsing and 0.46 ms planning (median) for 0.37 ms executing.
 */
const MAX_PREPARED = 200;
/** Texts seen once are remembered up to this many; then forgotten, so one-off SQL cannot grow it. */
const MAX_SEEN = 5_000;

/**
 * A search by pattern is planned for its value each time: a generic plan cannot tell a rare
 * '%words%' from a common one, and scans every row where a trigram index would answer (the page
 * list's search: 34 ms prepared, under 2 ms planned for its value).
 */
const PATTERN = /\bi?like\b/i;

/**
 * The texts worth preparing: sent before (a one-off, such as a migration's or a report's odd shape,
 * is not kept on every connection), one statement (a text with its own ';' may be several), not a
 * pattern search, and at most MAX_PREPARED of them. `name(text)` answers the statement's name, the
 * same for a text on every connection, or null to send it as it is.
 */
export function repeatedStatements(prefix: string) {
  const seen = new Set<string>();
  const names = new Map<string, string>();
  return {
    name(text: string): string | null {
      const known = names.get(text);
      if (known) return known;
      if (text.includes(';') || PATTERN.test(text)) return null;
      if (!seen.has(text)) {
        if (seen.size >= MAX_SEEN) seen.clear();
        seen.add(text);
        return null;
      }
      if (names.size >= MAX_PREPARED) return null;
      const name = `${prefix}${names.size + 1}`;
      names.set(text, name);
      return name;
    },
  };
}

/**
 * A node-postgres client that sends a repeated text as a named statement (node-postgres prepares a
 * name once per connection and then binds and executes it). One naming for the whole process, so a
 * text has one name on every connection of the pool.
 */
const pgNames = repeatedStatements('bo_q');
export class NamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && typeof (config as pg.QueryConfig).text === 'string' && !(config as pg.QueryConfig).name) {
      const name = pgNames.name((config as pg.QueryConfig).text);
      if (name) args[0] = { ...(config as pg.QueryConfig), name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

interface Prepared { name: string; types: number[] }

/** Timestamps, dates, intervals and their arrays, and numeric[]: drizzle's `parsers` option, all `(value) => value`. */
const AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const AS_TEXT_KEYS = new Set(AS_TEXT.map(String));
const asText = (value: string) => value;
/** Parsers that ask only for what the client already answers as text. */
const asTextOnly = (options: QueryOptions | undefined) => !!options?.parsers && Object.keys(options.parsers).every((k) => AS_TEXT_KEYS.has(k));

type Query = PGlite['query'];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * PGlite's statement cache, what node-postgres does with named statements: a repeated text is
 * prepared once (`PREPARE`) and from then on run as `EXECUTE name('value', …)`.
 *
 * The values are written as quoted literals of unknown type, which PostgreSQL reads with the
 * parameter's type input function exactly as it reads a bind parameter in text format; they are
 * serialised by the same serialisers PGlite uses for the parameter's type. Only the client's own
 * `query` goes through here: a transaction's queries (tx.query) are left as they are.
 */
export function installStatementCache(client: PGlite): void {
  const plain: Query = client.query.bind(client);
  // EXECUTE takes no bind parameters, so it goes as a simple query: one protocol message through
  // WASM instead of five (parse, bind, describe, execute, sync), which cost more than the look-up
  // itself (`select 1`: 0.52 ms by query, 0.07 ms by exec)
  const simple = async <T>(text: string, options: QueryOptions | undefined): Promise<Results<T>> => {
    const [result] = await client.exec(text, options);
    return result as Results<T>;
  };
  const names = repeatedStatements('bo_stmt_');
  const prepared = new Map<string, Prepared | null>();

  async function prepare(name: string, text: string): Promise<Prepared | null> {
    try {
      await plain(`PREPARE ${name} AS ${text}`);
    } catch {
      return null; // not a statement PREPARE takes (DDL, ANALYZE…), or types it cannot infer
    }
    const result = await plain<{ types: number[] }>('select parameter_types::oid[] as types from pg_prepared_statements where name = $1', [name]);
    return { name, types: (result.rows[0]?.types ?? []).map(Number) };
  }

  function literal(value: unknown, type: number | undefined, options: QueryOptions | undefined): string {
    if (value === null || value === undefined) return 'NULL';
    const serialize = (type !== undefined && (options?.serializers?.[type] ?? client.serializers[type])) || null;
    return quote(serialize ? serialize(value) : String(value));
  }

  // drizzle asks every query for these types as PostgreSQL wrote them (its `parsers` option), and
  // PGlite answers a query given parsers by copying its own 475 into a new object first: 0.13 ms
  // of every query (the order look-up's statement: 0.60 ms with them, 0.47 without). The client's
  // own parsers answer them so from the start, and drizzle's option is left out (asTextOnly).
  for (const type of AS_TEXT) client.parsers[type] = asText;
  client.query = async function cachedQuery<T>(text: string, params?: unknown[], given?: QueryOptions): Promise<Results<T>> {
    const options = asTextOnly(given) ? { ...given, parsers: undefined } : given;
    // a blob (COPY) is a one-off
    if (options?.blob || options?.paramTypes) return plain<T>(text, params, options);
    let entry = prepared.get(text);
    if (entry === undefined) {
      const name = names.name(text);
      if (!name) return plain<T>(text, params, options);
      entry = await prepare(name, text);
      prepared.set(text, entry);
    }
    if (!entry || (params?.length ?? 0) !== entry.types.length) return plain<T>(text, params, options);
    const { name, types } = entry;
    const args = (params ?? []).map((p, i) => literal(p, types[i], options));
    try {
      return await simple<T>(args.length ? `EXECUTE ${name}(${args.join(', ')})` : `EXECUTE ${name}`, options);
    } catch (e) {
      // the error as the plain query would have thrown it: the values stay in `params`, which the
      // log leaves out (http-errors.ts), never inside the `query` text it keeps
      if (e && typeof e === 'object') Object.assign(e, { query: text, params });
      throw e;
    }
  } as Query;
}
