import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();
const MAX = 1000;
const cache = new Map<string, SQL>();

/**
 * A fragment of SQL that is the same text on every call, written out once and kept as raw text.
 * Drizzle writes a query anew from its fragments on every call: for the order list's rows and the
 * order detail (a hundred-odd column expressions, subqueries and JSON keys) that made most of what
 * a request allocated, and the young generation's collections that followed were the list's
 * slowest answers. `key` names the fragment (and whatever it was built for); its values, if any,
 * must be integers (a caller's vendor ids), written into the text as such.
 */
export function renderedOnce(key: string, build: () => SQL): SQL {
  let fragment = cache.get(key);
  if (!fragment) {
    const { sql: text, params } = dialect.sqlToQuery(build());
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new Error(`renderedOnce(${key}): value ${n} is not an integer`);
      return String(value);
    });
    if (cache.size >= MAX) cache.clear();
    fragment = sql.raw(inlined);
    cache.set(key, fragment);
  }
  return fragment;
}
