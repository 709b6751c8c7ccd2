// A database of its own on a PostgreSQL server for one part of a benchmark: made empty, dropped
// (with its connections) when the part is undone.
import pg from 'pg';

/** The URL of a new database `name` on the server of `adminUrl`, or `{ unreachable }` with the reason. */
export async function throwawayDatabase(adminUrl, name, defer) {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (e) {
    return { unreachable: e.message };
  }
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  defer(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString() };
}
