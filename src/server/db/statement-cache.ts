import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/**
 * PGlite's statement cache: what node-postgres gives PostgreSQL with named statements.
 *
 * PGlite parses, analyses and plans every `query(text, params)` anew: five protocol messages
 * through WASM, and a plan that reads every table's size through the emulated file system. For the
 * order look-up that is two thirds of its time. A text the server sends a second time is prepared
 * once (`PREPARE`) and from then on run as `EXECUTE name('value', …)`: PostgreSQL keeps its plan,
 * generic once it proves as good, and replans it by itself after a schema change.
 *
 * The values are written as quoted literals of unknown type, which PostgreSQL reads with the
 * parameter's type input function exactly as it reads a bind parameter in text format; they are
 * serialised by the same serialisers PGlite uses for the parameter's type. Only the client's own
 * `query` goes through here: a transaction's queries (tx.query) are left as they are.
 */
const MAX_PREPARED = 500;
/** Texts seen once are remembered up to this many; then forgotten, so one-off SQL cannot grow it. */
const MAX_SEEN = 5_000;

interface Prepared { name: string; types: number[] }

type Query = PGlite['query'];

/**
 * A search by pattern is planned for its value each time: a generic plan cannot tell a rare
 * '%words%' from a common one, and scans every row where a trigram index would answer (the page
 * list's search: 34 ms prepared, under 2 ms planned for its value).
 */
const PATTERN = /\bi?like\b/i;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

export function installStatementCache(client: PGlite): void {
  const plain: Query = client.query.bind(client);
  // EXECUTE takes no bind parameters, so it goes as a simple query: one protocol message through
  // WASM instead of five (parse, bind, describe, execute, sync), which cost more than the look-up
  // itself (`select 1`: 0.52 ms by query, 0.07 ms by exec)
  const simple = async <T>(text: string, options: QueryOptions | undefined): Promise<Results<T>> => {
    const [result] = await client.exec(text, options);
    return result as Results<T>;
  };
  const seen = new Set<string>();
  const prepared = new Map<string, Prepared | null>();
  let next = 0;

  async function prepare(text: string): Promise<Prepared | null> {
    const name = `bo_stmt_${++next}`;
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

  client.query = async function cachedQuery<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    // a blob (COPY) is a one-off, and a statement with its own ';' is not one statement
    if (options?.blob || options?.paramTypes || text.includes(';') || PATTERN.test(text)) return plain<T>(text, params, options);
    let entry = prepared.get(text);
    if (entry === undefined) {
      if (!seen.has(text)) {
        if (seen.size >= MAX_SEEN) seen.clear();
        seen.add(text);
        return plain<T>(text, params, options);
      }
      if (prepared.size >= MAX_PREPARED) return plain<T>(text, params, options);
      entry = await prepare(text);
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
