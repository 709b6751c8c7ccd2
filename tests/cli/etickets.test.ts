import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { makeBo, type Bo } from './helpers.js';

let server: TestServer;
let bo: Bo;

beforeAll(async () => {
  server = await startServer();
  bo = makeBo(server.url);
  expect((await bo.login('admin@demo.mn')).code).toBe(0);
});
afterAll(async () => {
  bo?.cleanup();
  await server?.close();
});

describe('bo etickets check', () => {
  it('checks a ticket in at the door once; the second check fails saying when and by whom', async () => {
    const [ticket] = rowsOf<{ code: string }>(await server.app.services.database.db.execute(sql`select code from e_tickets where state = 'issued' order by id limit 1`));
    // as a scanner or a person types it: lower case, in groups
    const typed = ticket!.code.toLowerCase().replace(/(.{4})(?=.)/g, '$1-');
    const first = await bo.run(['etickets', 'check', typed, '--json', 'code,state,used_by']);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ code: ticket!.code, state: 'used', used_by: 'admin@demo.mn' });
    const second = await bo.run(['etickets', 'check', ticket!.code]);
    expect(second.code).not.toBe(0);
    expect(second.stderr).toContain('Already used');
    expect(second.stderr).toContain('admin@demo.mn');
  });
});
