import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installStatementCache } from '../../src/server/db/statement-cache.js';

/**
 * PGlite's statement cache (src/server/db/statement-cache.ts): a text sent a second time is
 * PREPAREd and run as EXECUTE (a simple query) with its values as literals; what it answers must be
 * what the plain query answers, row for row and type for type.
 */
let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  await db.exec(`create table t (id bigint primary key, name text, at timestamptz, tags text[], doc jsonb);
    insert into t values (1, 'o''brien; drop table t', '2026-01-02T03:04:05.678Z', '{a,b}', '{"k": [1, 2]}'), (2, null, null, '{}', null)`);
  installStatementCache(db);
});
afterAll(async () => { await db?.close(); });

// by exec, which the cache leaves alone (a query sent twice would itself be prepared)
const prepared = async () => Number((await db.exec('select count(*)::int as n from pg_prepared_statements'))[0]!.rows[0]!.n);

describe('the PGlite statement cache', () => {
  it('answers a repeated query as the plain one does, through EXECUTE from its second time', async () => {
    const text = 'select id, name, at, tags, doc from t where id = $1 or name = $2 order by id';
    const before = await prepared();
    const first = await db.query(text, [2, "o'brien; drop table t"], { rowMode: 'array' });
    const second = await db.query(text, [2, "o'brien; drop table t"], { rowMode: 'array' });
    const third = await db.query(text, [1, null], { rowMode: 'array' });
    expect(await prepared()).toBe(before + 1);
    expect(second.rows).toEqual(first.rows);
    expect(second.fields).toEqual(first.fields);
    expect(first.rows).toHaveLength(2);
    // timestamps as PostgreSQL writes them: what drizzle asks every query for (its `parsers` option)
    expect(third.rows).toEqual([[1, "o'brien; drop table t", '2026-01-02 03:04:05.678+00', ['a', 'b'], { k: [1, 2] }]]);
  });

  it("answers drizzle's query options (timestamps as text) as PGlite's own parsing of them would", async () => {
    const text = 'select at, array[at] as ats, now() - at as age, at::date as day from t where id = $1';
    const drizzleOptions = { rowMode: 'array' as const, parsers: Object.fromEntries([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((t) => [t, (v: string) => v])) };
    const plain = new PGlite();
    await plain.exec(`create table t (id bigint primary key, at timestamptz); insert into t values (1, '2026-01-02T03:04:05.678Z')`);
    const [before] = (await plain.query<unknown[]>(text, [1], drizzleOptions)).rows;
    await plain.close();
    // the third time through EXECUTE; the age (an interval) moves with now(), so only its kind is compared
    for (let i = 0; i < 3; i++) {
      const [row] = (await db.query<unknown[]>(text, [1], drizzleOptions)).rows;
      expect([row![0], row![1], row![3]]).toEqual([before![0], before![1], before![3]]);
      expect(typeof row![2]).toBe(typeof before![2]);
    }
  });

  it('counts the rows a prepared update changed, and throws a failed one as the plain query would', async () => {
    const text = 'update t set name = $1 where id = $2';
    await db.query(text, ['x', 2]);
    const again = await db.query(text, ['y', 2]);
    expect(again.affectedRows).toBe(1);
    expect((await db.query<{ name: string }>('select name from t where id = 2')).rows[0]!.name).toBe('y');
    const failing = 'select 1 / $1::int as x';
    await db.query(failing, [1]);
    const error = await db.query(failing, [0]).then(() => null, (e: unknown) => e as { message: string; query: string; params: unknown[] });
    if (!error) throw new Error('a division by zero did not throw');
    expect(error.message).toMatch(/division by zero/);
    expect(error.query).toBe(failing);
    expect(error.params).toEqual([0]);
  });
});
