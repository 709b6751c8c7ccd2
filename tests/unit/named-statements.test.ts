import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NamedStatementClient } from '../../src/server/db/statement-cache.js';

/**
 * The PostgreSQL side of the statement cache (src/server/db/statement-cache.ts): node-postgres
 * sends a text the server repeats as a named statement, prepared once per connection; what it
 * answers is what the unnamed statement answers. Runs where a PostgreSQL answers (TEST_DATABASE_URL).
 */
const url = process.env.TEST_DATABASE_URL;
let pool: pg.Pool;

beforeAll(async () => {
  if (!url) return;
  // one connection: what it has prepared is what pg_prepared_statements lists
  pool = new pg.Pool({ connectionString: url, max: 1, Client: NamedStatementClient });
  await pool.query(`create temporary table t (id bigint primary key, name text)`);
  await pool.query(`insert into t values (1, 'o''brien; drop table t'), (2, null)`);
});
afterAll(async () => { await pool?.end(); });

const prepared = async () => (await pool.query<{ statement: string }>({ text: 'select statement from pg_prepared_statements where name like $1 -- listing', values: ['bo\\_q%'] })).rows.map((r) => r.statement);

describe.skipIf(!url)('named statements on PostgreSQL', () => {
  it('prepares a text from its second time and answers as the unnamed statement did', async () => {
    const text = 'select id, name from t where id = $1 or name = $2 order by id';
    const first = await pool.query({ text, values: [2, "o'brien; drop table t"], rowMode: 'array' });
    expect(await prepared()).not.toContain(text);
    const second = await pool.query({ text, values: [2, "o'brien; drop table t"], rowMode: 'array' });
    const third = await pool.query({ text, values: [1, null], rowMode: 'array' });
    expect(await prepared()).toContain(text);
    expect(second.rows).toEqual(first.rows);
    expect(second.fields.map((f) => f.name)).toEqual(first.fields.map((f) => f.name));
    expect(third.rows).toEqual([['1', "o'brien; drop table t"]]);
  });

  it('leaves a pattern search unnamed (planned for its value) and throws a failing statement as before', async () => {
    const like = 'select id from t where name like $1';
    await pool.query({ text: like, values: ['o%'] });
    await pool.query({ text: like, values: ['o%'] });
    expect(await prepared()).not.toContain(like);
    const failing = 'select 1 / $1::int as x';
    await pool.query({ text: failing, values: [1] });
    await pool.query({ text: failing, values: [1] });
    await expect(pool.query({ text: failing, values: [0] })).rejects.toThrow(/division by zero/);
    expect((await pool.query({ text: failing, values: [2] })).rows).toEqual([{ x: 0 }]);
  });
});
