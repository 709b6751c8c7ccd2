import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/server/config.js';
import { startFakeSmsGateway } from '../helpers/fake-sms-gateway.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { makeBo, type Bo } from './helpers.js';

let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>;
let server: TestServer;
let bo: Bo;

beforeAll(async () => {
  gateway = await startFakeSmsGateway();
  const messages: Config['messages'] = {
    sms: { kind: 'http', url: gateway.url, token: null, sender: 'SHOP' }, email: { kind: 'log', from: 'Shop <no-reply@shop.mn>' },
    maxAttempts: 4, leaseSeconds: 30, retryMs: 20, smsRate: 200, smsPartCost: 1500,
  };
  server = await startServer({ messages });
  bo = makeBo(server.url);
  expect((await bo.login('marketing@demo.mn')).code).toBe(0);
}, 180_000);
afterAll(async () => {
  bo?.cleanup();
  await server?.close();
  await gateway?.close();
});

describe('bo sms send', () => {
  it('sends to a file of phones with progress on stderr and a summary; running the same line again sends nothing new', async () => {
    const csv = join(bo.dir, 'phones.csv');
    const phones = Array.from({ length: 120 }, (_, i) => String(80_100_000 + i));
    writeFileSync(csv, `phone\n${phones.join('\n')}\n+976 8010 0000\n12345\n`);
    const text = join(bo.dir, 'msg.txt');
    writeFileSync(text, 'Их хямдрал! 50% хүртэл\n');

    const refused = await bo.run(['sms', 'send', '--to-file', csv, '--text-file', text, '--yes']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/transliterate/);

    const args = ['sms', 'send', '--to-file', csv, '--text-file', text, '--transliterate', '--yes'];
    const sent = await bo.run(args);
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stderr).toContain('120 recipients, 1 SMS part(s) each');
    expect(sent.stderr).toMatch(/1 invalid phone\(s\) skipped: 12345/);
    expect(sent.stderr).toMatch(/1 duplicate phone\(s\) skipped/);
    expect(sent.stderr).toMatch(/\d+\/120 rows/);
    expect(sent.stdout).toMatch(/^campaign \d+: done, 120 sent, 0 failed, 0 waiting, of 120\n$/);
    const ours = gateway.deliveries.filter((d) => d.text === 'Ikh khyamdral! 50% khurtel');
    expect(ours).toHaveLength(120);
    expect(new Set(ours.map((d) => d.to)).size).toBe(120);

    const again = await bo.run(args);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/made before: campaign \d+ \(done\)/);
    expect(gateway.deliveries.filter((d) => d.text === 'Ikh khyamdral! 50% khurtel')).toHaveLength(120);
  }, 120_000);

  it('schedules with --at, cancels, and reports', async () => {
    const scheduled = await bo.run(['sms', 'send', '--to', '88776655', '--text', 'Next week', '--at', '2099-12-01T10:00', '--yes', '--json']);
    expect(scheduled.code, scheduled.stderr).toBe(0);
    const campaign = JSON.parse(scheduled.stdout) as { id: number; state: string; send_at: string };
    expect(campaign).toMatchObject({ state: 'scheduled', send_at: '2099-12-01T02:00:00.000Z' });
    const cancelled = await bo.run(['sms', 'cancel', String(campaign.id), '--yes', '--json', 'state']);
    expect(cancelled.code, cancelled.stderr).toBe(0);
    expect(JSON.parse(cancelled.stdout)).toEqual({ state: 'cancelled' });

    const report = await bo.run(['sms', 'report']);
    expect(report.code, report.stderr).toBe(0);
    expect(report.stdout).toMatch(/\tIkh khyamdral! 50% khurtel\tdone\t120\t120\t0\t0\t0\t120\t/);
  }, 120_000);
});
