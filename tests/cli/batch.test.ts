import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/shared/csv.js';
import type { ApiClient } from '../../src/shared/api/client.js';
import { list } from '../../src/shared/commands/users.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { makeBo, type Bo } from './helpers.js';

let server: TestServer;
let bo: Bo;
let admin: ApiClient;

beforeAll(async () => {
  server = await startServer();
  bo = makeBo(server.url);
  admin = (await server.login('admin@demo.mn')).api;
  expect((await bo.login('users@demo.mn')).code).toBe(0);
});
afterAll(async () => {
  bo?.cleanup();
  await server?.close();
});

const count = async (emailCont: string) => (await admin.call(list, { q: { email_cont: emailCont }, per_page: 1 })).total;

/** Every 100 rows: row …07 has a malformed email (refused locally), row …13 an email taken already (409 from the server). */
function rowsCsv(n: number, prefix: string): { text: string; invalid: number[]; refused: number[] } {
  const invalid: number[] = [];
  const refused: number[] = [];
  let text = 'email,first_name,roles,locale\n';
  for (let i = 1; i <= n; i++) {
    let email = `${prefix}${i}@example.mn`;
    if (i % 100 === 7) { email = `${prefix}-${i}-at-nowhere`; invalid.push(i); }
    if (i % 100 === 13) { email = `customer${(i % 40) + 1}@example.mn`; refused.push(i); }
    text += `${email},"Name, ${i}",${i % 2 ? 'customer' : '"customer,driver"'},${i % 3 ? 'mn' : ''}\n`;
  }
  return { text, invalid, refused };
}

function readReport(path: string) {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  const col = (name: string) => header!.indexOf(name);
  return rows.map((r) => ({ row: Number(r[col('_row')]), status: r[col('_status')]!, http: r[col('_http')]!, id: r[col('_id')]!, message: r[col('_message')]!, email: r[col('email')]! }));
}

describe('bo: batch runs', () => {
  it('1,000 rows: invalid ones refused locally, taken emails refused by the server, the report lists exactly those; a re-run applies nothing twice', async () => {
    const { text, invalid, refused } = rowsCsv(1000, 'batch');
    const file = join(bo.dir, 'rows.csv');
    writeFileSync(file, text);

    const noYes = await bo.run(['users', 'create', '--file', file]);
    expect(noYes.code).toBe(2);
    expect(noYes.stderr).toContain('--yes');
    const dry = await bo.run(['users', 'create', '--file', file, '--dry-run', '--json']);
    expect(dry.code).toBe(2);
    const plan = JSON.parse(dry.stdout) as { items: { row: number; status: string }[] };
    expect(plan.items.filter((r) => r.status === 'invalid').map((r) => r.row)).toEqual(invalid);
    expect(await count('batch')).toBe(0);

    const report = join(bo.dir, 'report.csv');
    const first = await bo.run(['users', 'create', '--file', file, '--yes', '--concurrency', '4', '--report', report]);
    expect(first.code).toBe(6);
    expect(first.stderr).toContain('980 ok, 10 failed, 10 invalid');
    const rows = readReport(report);
    expect(rows).toHaveLength(1000);
    expect(rows.filter((r) => r.status === 'invalid').map((r) => r.row)).toEqual(invalid);
    const failed = rows.filter((r) => r.status === 'failed');
    expect(failed.map((r) => r.row)).toEqual(refused);
    expect(failed.every((r) => r.http === '409')).toBe(true);
    expect(rows.filter((r) => r.status === 'ok')).toHaveLength(980);
    expect(await count('batch')).toBe(980);

    const again = join(bo.dir, 'again.csv');
    const second = await bo.run(['users', 'create', '--file', file, '--yes', '--report', again]);
    expect(second.code).toBe(6);
    expect(await count('batch')).toBe(980);
    // the same users answered again (the server's stored answers), not new ones
    const ids = (p: string) => readReport(p).filter((r) => r.status === 'ok').map((r) => r.id);
    expect(ids(again)).toEqual(ids(report));
  }, 180_000);

  it('NDJSON from stdin runs once per line; an unknown column is refused before anything runs', async () => {
    const ids = (await admin.call(list, { q: { email_cont: 'customer', s: 'id asc' }, per_page: 3 })).items.map((u) => u.id);
    const lines = ids.map((id, i) => JSON.stringify({ id, first_name: `Renamed${i}` })).join('\n');
    const r = await bo.run(['users', 'update', '--file', '-', '--yes', '--ndjson'], { input: `${lines}\n` });
    expect(r.code).toBe(0);
    const results = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { status: string; id: number });
    expect(results.map((x) => [x.status, x.id])).toEqual(ids.map((id) => ['ok', id]));
    const bad = await bo.run(['users', 'update', '--file', '-', '--yes'], { input: '{"id":1,"nickname":"x"}\n' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('nickname');
  });

  it('Ctrl-C stops after the rows in flight and reports what ran', async () => {
    const { text } = rowsCsv(400, 'stop');
    const file = join(bo.dir, 'stop.csv');
    writeFileSync(file, text);
    const report = join(bo.dir, 'stop-report.csv');
    const r = await bo.run(['users', 'create', '--file', file, '--yes', '--report', report], {
      env: { BO_PROGRESS_MS: '200' }, interruptOn: /rows\/s/,
    });
    expect(r.code).toBe(130);
    const rows = readReport(report);
    const ok = rows.filter((x) => x.status === 'ok').length;
    expect(ok).toBeGreaterThan(0);
    expect(rows.filter((x) => x.status === 'skipped').length).toBeGreaterThan(0);
    expect(await count('stop')).toBe(ok);
  }, 60_000);
});
