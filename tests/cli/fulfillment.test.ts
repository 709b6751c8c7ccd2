import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { sheet } from '../../src/shared/commands/fulfillment/delivery.js';
import { ubDay } from '../../src/shared/commands/fulfillment/labels.js';
import { lineList } from '../../src/shared/commands/fulfillment/lineitems.js';
import { get } from '../../src/shared/commands/orders/orders.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfText } from '../helpers/pdf-text.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { makeBo, type Bo } from './helpers.js';

let server: TestServer;
let bo: Bo;
let admin: ApiClient;

beforeAll(async () => {
  server = await startServer();
  bo = makeBo(server.url);
  admin = (await server.login('admin@demo.mn')).api;
  expect((await bo.login('admin@demo.mn')).code).toBe(0);
}, 400_000);
afterAll(async () => {
  bo?.cleanup();
  await server?.close();
});

describe('bo fulfillment', () => {
  it('`bo fulfillment sheet --driver N --date D --csv` prints the delivery sheet the screen prints', async () => {
    const since = ubDay('today', Date.now() - 100 * 86_400_000).date;
    const line = (await admin.call(lineList, { per_page: 100, q: { completed_at_gteq: since, label_eq: 'complete' } })).items.find((l) => l.driver_id !== null)!;
    const { order } = await admin.call(get, { number: line.order_number });
    const date = new Date(Date.parse(order.driver_taken_at!) + 8 * 3_600_000).toISOString().slice(0, 10);
    const expected = (await admin.call(sheet, { date, driver: order.driver_id! })).items;
    const r = await bo.run(['fulfillment', 'sheet', '--driver', String(order.driver_id), '--date', date, '--csv']);
    expect(r.code, r.stderr).toBe(0);
    const [head, ...rows] = r.stdout.trim().split('\n');
    expect(head).toContain('number');
    expect(head).toContain('to_collect');
    expect(rows.length).toBe(expected.length);
    expect(r.stdout).toContain(order.number);
    const today = await bo.run(['fulfillment', 'sheet', '--driver', String(order.driver_id), '--date', 'today', '--csv']);
    expect(today.code, today.stderr).toBe(0);
    const bad = await bo.run(['fulfillment', 'sheet', '--date', 'someday']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/date/);
  }, 180_000);

  it('`bo fulfillment sheet … --pdf` writes the sheet as a PDF to --out or a pipe; the sibling verb does the same', async () => {
    const since = ubDay('today', Date.now() - 100 * 86_400_000).date;
    const line = (await admin.call(lineList, { per_page: 100, q: { completed_at_gteq: since, label_eq: 'complete' } })).items.find((l) => l.driver_id !== null)!;
    const { order } = await admin.call(get, { number: line.order_number });
    const date = new Date(Date.parse(order.driver_taken_at!) + 8 * 3_600_000).toISOString().slice(0, 10);
    const expected = (await admin.call(sheet, { date, driver: order.driver_id! })).items;
    const out = join(bo.dir, 'sheet.pdf');
    const r = await bo.run(['fulfillment', 'sheet', '--driver', String(order.driver_id), '--date', date, '--pdf', '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('sheet.pdf');
    const text = pdfText(readFileSync(out));
    for (const row of expected) expect(text).toContain(row.number);
    const piped = await bo.run(['fulfillment', 'sheet-pdf', '--driver', String(order.driver_id), '--date', date]);
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout.startsWith('%PDF-')).toBe(true);
  }, 180_000);
});
