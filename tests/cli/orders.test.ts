import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { get, list } from '../../src/shared/commands/orders/orders.js';
import { parseCsv } from '../../src/shared/csv.js';
import { formatMoney } from '../../src/shared/i18n/format.js';
import { EXIT } from '../../src/cli/exit.js';
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
  // the demo seed on a busy shared machine can take longer than the default hook timeout
}, 180_000);
afterAll(async () => {
  bo?.cleanup();
  await server?.close();
});

describe('bo orders show', () => {
  it('prints the order as a person reads it, typed with or without the R; --json is the API answer; an unknown number exits 5', async () => {
    const [row] = (await admin.call(list, { per_page: 1, q: { payment_state_eq: 'paid', shipment_state_eq: 'shipped' } })).items;
    const { order } = await admin.call(get, { number: row!.number });
    for (const typed of [order.number, order.number.slice(1)]) {
      const shown = await bo.run(['orders', 'show', typed]);
      expect(shown.code, shown.stderr).toBe(0);
      expect(shown.stdout).toContain(order.number);
      expect(shown.stdout).toContain(`${order.state}; payment paid; shipment shipped`);
      expect(shown.stdout).toContain(formatMoney(order.total));
      expect(shown.stdout).toContain('Line items');
      for (const l of order.line_items) expect(shown.stdout).toContain(l.sku);
      for (const s of order.shipments) expect(shown.stdout).toContain(s.number);
      expect(shown.stdout).toContain('Payments');
    }
    const json = await bo.run(['orders', 'show', order.number.slice(1), '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ order });
    const fields = await bo.run(['orders', 'show', order.number, '--json', 'number,total']);
    expect(JSON.parse(fields.stdout)).toEqual({ number: order.number, total: order.total });

    const missing = await bo.run(['orders', 'show', 'R1']);
    expect(missing.code).toBe(EXIT.notFound);
    expect(missing.stderr).toContain('No such order');
  });
});

describe('bo orders list', () => {
  it('filters by a tab and a field, plain (tab-separated), --json and --csv alike', async () => {
    const expected = await admin.call(list, { filter: 'unpaid', per_page: 5, q: { platform_eq: 'web' } });
    expect(expected.items.length).toBeGreaterThan(0);
    const args = ['orders', 'list', '--filter', 'unpaid', '--platform-eq', 'web', '--per-page', '5'];

    const plain = await bo.run(args);
    expect(plain.code, plain.stderr).toBe(0);
    const lines = plain.stdout.trim().split('\n').map((l) => l.split('\t'));
    // the curated columns, the number first
    expect(lines.map((l) => l[0])).toEqual(expected.items.map((o) => o.number));
    // not a terminal: no table borders, no colour
    expect(plain.stdout).not.toMatch(/[│┌]|\u001b\[/);

    const json = await bo.run([...args, '--json']);
    // the whole answer, as the API gives it (`--json fields` prints the rows alone)
    const answer = JSON.parse(json.stdout) as { items: { number: string; payment_state: string; platform: string }[]; total: number };
    expect(answer.total).toBe(expected.total);
    const items = answer.items;
    expect(items.map((o) => o.number)).toEqual(expected.items.map((o) => o.number));
    expect(items.every((o) => ['balance_due', 'failed'].includes(o.payment_state) && o.platform === 'web')).toBe(true);

    const csv = await bo.run([...args, '--csv']);
    const [header, ...rows] = parseCsv(csv.stdout);
    expect(header).toContain('number');
    expect(rows.map((r) => r[header!.indexOf('number')])).toEqual(expected.items.map((o) => o.number));
    expect(rows.every((r) => r[header!.indexOf('platform')] === 'web')).toBe(true);

    // the positional query: a customer's phone finds his orders
    const phone = expected.items[0]!.phone!;
    const byPhone = JSON.parse((await bo.run(['orders', 'list', phone, '--json', 'number,phone,receiver_phone'])).stdout) as { phone: string; receiver_phone: string }[];
    expect(byPhone.length).toBeGreaterThan(0);
    expect(byPhone.every((o) => o.phone === phone || o.receiver_phone === phone)).toBe(true);
  });
});

describe('bo orders batch --file', () => {
  it('approves the numbers of a CSV in one call; a canceled order is refused alone and reported with its reason', async () => {
    const waiting = (await admin.call(list, { per_page: 2, q: { state_eq: 'complete', approved_eq: false } })).items;
    const [canceled] = (await admin.call(list, { per_page: 1, q: { state_eq: 'canceled' } })).items;
    expect(waiting).toHaveLength(2);
    const file = join(bo.dir, 'approve.csv');
    // the second waiting number typed without its R, as people paste them
    writeFileSync(file, `number\n${waiting[0]!.number}\n${canceled!.number}\n${waiting[1]!.number.slice(1)}\n`);
    const report = join(bo.dir, 'approve-report.csv');

    const run = await bo.run(['orders', 'batch', '--action', 'approve', '--file', file, '--yes', '--report', report]);
    expect(run.code).toBe(EXIT.partial);
    expect(run.stderr).toContain('2 ok, 1 failed, 0 invalid');
    expect(run.stderr).toContain('sent in calls of 500 rows');
    const [header, ...rows] = parseCsv(readFileSync(report, 'utf8'));
    const col = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => [r[col('_row')], r[col('_status')]])).toEqual([['1', 'ok'], ['2', 'failed'], ['3', 'ok']]);
    // the state named in the reader's language, as the server says it
    expect(rows[1]![col('_message')]).toBe('An order in state "Canceled" cannot be approved');
    expect(rows[0]![col('_message')]).toBe('done');

    for (const o of waiting) expect((await admin.call(get, { number: o.number })).order.approved).toBe(true);
    expect((await admin.call(get, { number: canceled!.number })).order.approved).toBe(false);

    // the same file again: its rows carry the same idempotency keys, so the server answers what it
    // answered the first time and approves nothing twice (the approval keeps its first time)
    const approvedAt = (await admin.call(get, { number: waiting[0]!.number })).order.approved_at;
    const again = await bo.run(['orders', 'batch', '--action', 'approve', '--file', file, '--yes', '--json']);
    expect(again.code).toBe(EXIT.partial);
    const answer = JSON.parse(again.stdout) as { items: { status: string }[] };
    expect(answer.items.map((r) => r.status)).toEqual(['ok', 'failed', 'ok']);
    expect((await admin.call(get, { number: waiting[0]!.number })).order.approved_at).toBe(approvedAt);
  });
});
