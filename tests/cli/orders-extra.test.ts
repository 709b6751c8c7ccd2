import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { lease, leaseList } from '../../src/shared/commands/orders/leasing.js';
import { formatMoney } from '../../src/shared/i18n/format.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { startFakePosApi, type FakePosApi } from '../helpers/fake-posapi.js';
import { makeBo, type Bo } from './helpers.js';

let server: TestServer;
let fake: FakePosApi;
let bo: Bo;
let admin: ApiClient;

beforeAll(async () => {
  fake = await startFakePosApi(['37900846788']);
  server = await startServer({ posapi: { url: fake.url, merchantTin: '37900846788', posNo: '10009335', districtCode: '2501', branchNo: '001' } });
  bo = makeBo(server.url);
  admin = (await server.login('admin@demo.mn')).api;
  expect((await bo.login('admin@demo.mn')).code).toBe(0);
}, 180_000);
afterAll(async () => {
  bo?.cleanup();
  await server?.close();
  await fake?.close();
});

describe('bo and the e-receipt, lease and notes commands', () => {
  it('`bo orders leases --json` lists leases; `bo orders update-lease-left` records a repayment and refuses too much', async () => {
    const first = (await admin.call(leaseList, { per_page: 1 })).items[0]!;
    const listed = await bo.run(['orders', 'leases', '--json']);
    expect(listed.code).toBe(0);
    expect((JSON.parse(listed.stdout) as { items: { number: string }[] }).items[0]!.number).toBe(first.number);

    const ok = await bo.run(['orders', 'update-lease-left', first.number, '0', '--json']);
    expect(ok.code).toBe(0);
    expect((await admin.call(lease, { number: first.number })).lease.lease_left).toBe(0);

    // the amount is typed in ₮, as every money input of bo: ₮1 more than the lease
    const refused = await bo.run(['orders', 'update-lease-left', first.number, formatMoney(first.lease_amount + 100)]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('above the lease amount');
  });

  it('`bo orders payment-methods` lists what a new order takes; `bo orders auto-cancel --dry-run` previews without asking, the run itself asks', async () => {
    const methods = await bo.run(['orders', 'payment-methods', '--json']);
    expect(methods.code).toBe(0);
    expect((JSON.parse(methods.stdout) as { items: { code: string }[] }).items.map((m) => m.code)).toEqual(['cash', 'card', 'qpay', 'bank_transfer']);

    // the demo's old unpaid orders: the server's own sweep is off in the tests
    const dry = await bo.run(['orders', 'auto-cancel', '--dry-run', '--json']);
    expect(dry.code).toBe(0);
    const preview = JSON.parse(dry.stdout) as { dry_run: boolean; canceled: number; items: { number: string; basis: string }[] };
    expect(preview).toMatchObject({ dry_run: true, canceled: 0 });
    expect(preview.items.length).toBeGreaterThan(0);
    const run = await bo.run(['orders', 'auto-cancel']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--yes');
  });

  it('`bo ebarimt info` reports the PosAPI; `bo orders notes` searches every order\'s notes', async () => {
    const info = await bo.run(['ebarimt', 'info', '--json']);
    expect(info.code).toBe(0);
    expect(JSON.parse(info.stdout)).toMatchObject({ operator_tin: '37900846788', pos_no: '10009335' });

    const notes = await bo.run(['orders', 'notes', '--json']);
    expect(notes.code).toBe(0);
    expect((JSON.parse(notes.stdout) as { total: number }).total).toBeGreaterThan(0);
  });
});
