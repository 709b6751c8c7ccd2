import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { get as getJob } from '../../src/shared/commands/jobs/index.js';
import {
  smsCancel, smsCreate, smsGet, smsList, smsOptIn, smsOptOut, smsPreview, smsRecipients, smsReport, smsReportDate,
} from '../../src/shared/commands/marketing/sms.js';
import type { Config } from '../../src/server/config.js';
import { startFakeSmsGateway } from '../helpers/fake-sms-gateway.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/rows.js';
import { pushSegmentCreate } from '../../src/shared/commands/marketing/push.js';

type Gateway = Awaited<ReturnType<typeof startFakeSmsGateway>>;

let gateway: Gateway;
let server: TestServer;
let marketing: ApiClient;
let report: ApiClient;
let orders: ApiClient;

beforeAll(async () => {
  gateway = await startFakeSmsGateway({ token: 'gw' });
  const messages: Config['messages'] = {
    sms: { kind: 'http', url: gateway.url, token: 'gw', sender: 'SHOP' }, email: { kind: 'log', from: 'Shop <no-reply@shop.mn>' },
    maxAttempts: 4, leaseSeconds: 30, retryMs: 20, smsRate: 500, smsPartCost: 1500, smsReportToken: 'dlr-token',
  };
  server = await startServer({ messages });
  marketing = (await server.login('marketing@demo.mn')).api;
  report = (await server.login('report@demo.mn')).api;
  orders = (await server.login('orders@demo.mn')).api;
}, 180_000);
afterAll(async () => {
  await server?.close();
  await gateway?.close();
});

async function settled(api: ApiClient, id: number) {
  for (let i = 0; i < 2000; i++) {
    const { campaign } = await api.call(smsGet, { id });
    if (campaign.state === 'done' || campaign.state === 'cancelled') return campaign;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`campaign ${id} never finished`);
}

const phones = (from: number, n: number) => Array.from({ length: n }, (_, i) => String(from + i));

describe('mass SMS', () => {
  it('previews: phones normalised, invalid and duplicates listed back, opted-out taken out; parts and cost counted', async () => {
    await marketing.call(smsOptOut, { phone: '+976 9900 0003', reason: 'asked by phone' });
    const p = await marketing.call(smsPreview, {
      text: 'Sale today', transliterate: false,
      audience: { phones: ['99000001', '+97699000002', '976-9900-0003', '99000001', '1234', 'abc', ' 8800 0004 '] },
    });
    expect(p).toMatchObject({
      text: 'Sale today', characters: 10, parts: 1, latin: true, recipients: 3, invalid: ['1234', 'abc'], duplicates: ['99000001'],
      opted_out: ['99000003'], part_cost: 1500, cost: 4500,
    });
    // 161 characters are two parts of 153
    const long = await marketing.call(smsPreview, { text: 'a'.repeat(161), transliterate: false, audience: { phones: ['99000001'] } });
    expect(long).toMatchObject({ characters: 161, parts: 2, cost: 3000 });
  });

  it('reads a list of 150,000 phones in one request (some 1.7 MB, past the server’s 1 MB default)', async () => {
    const phones = Array.from({ length: 150_000 }, (_, i) => `8${String(8_000_000 + i)}`);
    const p = await marketing.call(smsPreview, { text: 'Big list', transliterate: false, audience: { phones } });
    expect(p.recipients).toBe(150_000);
  });

  it('reads a push segment’s customers and the customers of one merchant’s orders', async () => {
    const db = server.app.services.database.db;
    const people = rowsOf<{ id: number; mobile: string }>(await db.execute(sql`select id, mobile from users where 'customer' = any(roles) and mobile is not null order by id limit 3`));
    // three devices: two subscribed and linked to customers, one unsubscribed (never reached)
    await db.execute(sql`insert into push_devices (id, user_id, model, browser, subscribed) values
      ('sms-seg-1', ${people[0]!.id}, 'Pixel 8', 'Chrome', true), ('sms-seg-2', ${people[1]!.id}, 'iPhone 15', 'Safari', true),
      ('sms-seg-3', ${people[2]!.id}, 'Pixel 7', 'Chrome', false)`);
    const { segment } = await marketing.call(pushSegmentCreate, { name: `Chrome ${Date.now()}`, rules: [{ field: 'browser', op: 'eq', value: 'chrome' }] }) as { segment: { id: number } };
    const p = await marketing.call(smsPreview, { text: 'Hi', transliterate: false, audience: { segment_id: segment.id } });
    expect(p.recipients).toBe(1);
    const both = await marketing.call(smsPreview, { text: 'Hi', transliterate: false, audience: { segment_id: segment.id, phones: [people[1]!.mobile] } });
    expect(both.recipients).toBe(2);
    expect((await expectApiError(marketing.call(smsPreview, { text: 'Hi', transliterate: false, audience: { segment_id: 999_999 } }))).fields).toHaveProperty('audience.segment_id');

    const all = await marketing.call(smsPreview, { text: 'Hi', transliterate: false, audience: { filter: {} } });
    const one = await marketing.call(smsPreview, { text: 'Hi', transliterate: false, audience: { filter: { vendor_id: 1 } } });
    expect(one.recipients).toBeGreaterThan(0);
    expect(one.recipients).toBeLessThan(all.recipients);
  });

  it('refuses Cyrillic unless transliterated, naming the field; transliterated it is Latin, as order SMS are', async () => {
    const refused = await expectApiError(marketing.call(smsCreate, { text: 'Хямдрал эхэллээ', transliterate: false, audience: { phones: ['99000001'] } }));
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.fields?.text).toMatch(/Latin/);
    const p = await marketing.call(smsPreview, { text: 'Хямдрал эхэллээ', transliterate: true, audience: { phones: ['99000001'] } });
    expect(p).toMatchObject({ text: 'Khyamdral ekhellee', latin: true, parts: 1 });
    const nobody = await expectApiError(marketing.call(smsCreate, { text: 'Hi', transliterate: false, audience: { phones: ['123'] } }));
    expect(nobody.fields?.audience).toBeTruthy();
  });

  it('sends now through the gateway: each phone once, refusals failed with the gateway\'s words, 429 and 5xx waited out', async () => {
    gateway.refuse('88000005');
    gateway.failNext(3, 429);
    const list = [...phones(88000001, 20), '99000003'];
    const before = gateway.deliveries.length;
    const { campaign, created, job } = await marketing.call(smsCreate, { text: 'Sale: 20% off today', audience: { phones: list }, key: 'api-now-1' });
    expect(created).toBe(true);
    expect(job?.kind).toBe('sms_send');
    expect(campaign).toMatchObject({ recipients: 20, state: 'queued', source: 'file', parts: 1, cost: 30_000 });
    const done = await settled(marketing, campaign.id);
    expect(done).toMatchObject({ state: 'done', sent: 19, failed: 1, queued: 0 });
    const got = gateway.deliveries.slice(before);
    expect(got.map((d) => d.to).sort()).toEqual(phones(88000001, 20).filter((p) => p !== '88000005').sort());
    expect(got.every((d) => d.text === 'Sale: 20% off today')).toBe(true);
    // the opted-out phone was never sent to
    expect(got.some((d) => d.to === '99000003')).toBe(false);
    expect(gateway.requests.filter((r) => r.status === 429)).toHaveLength(3);
    const failed = await marketing.call(smsRecipients, { id: campaign.id, q: { state_eq: 'failed' } });
    expect(failed.items).toEqual([expect.objectContaining({ phone: '88000005', state: 'failed', error: expect.stringMatching(/400.*not reachable/) })]);
    const { job: ended } = await marketing.call(getJob, { id: job!.id });
    expect(ended).toMatchObject({ status: 'done', processed: 20, succeeded: 19, failed: 1 });
  });

  it('the same key again, or the same request under its Idempotency-Key, never makes a second campaign', async () => {
    const input = { text: 'Once only', audience: { phones: phones(86000001, 3) }, key: 'api-once' };
    const first = await marketing.call(smsCreate, input);
    const second = await marketing.call(smsCreate, input);
    expect(second).toMatchObject({ created: false, job: null, campaign: { id: first.campaign.id } });
    const a = await marketing.call(smsCreate, { text: 'Header key', audience: { phones: phones(86100001, 2) } }, { idempotencyKey: 'hdr-1' });
    const b = await marketing.call(smsCreate, { text: 'Header key', audience: { phones: phones(86100001, 2) } }, { idempotencyKey: 'hdr-1' });
    expect(b.campaign.id).toBe(a.campaign.id);
    await settled(marketing, first.campaign.id);
    await settled(marketing, a.campaign.id);
    expect(gateway.deliveries.filter((d) => d.text === 'Once only')).toHaveLength(3);
    expect(gateway.deliveries.filter((d) => d.text === 'Header key')).toHaveLength(2);
    const listed = await marketing.call(smsList, { q: { name_cont: 'Once only' } });
    expect(listed.total).toBe(1);
  });

  it('schedules a send for later and cancels it: nothing leaves; a past time is refused', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const { campaign } = await marketing.call(smsCreate, { text: 'Tomorrow', audience: { phones: ['95000001'] }, send_at: at });
    expect(campaign).toMatchObject({ state: 'scheduled', send_at: at, job_id: null });
    const { campaign: cancelled } = await marketing.call(smsCancel, { id: campaign.id });
    expect(cancelled.state).toBe('cancelled');
    expect((await expectApiError(marketing.call(smsCancel, { id: campaign.id }))).status).toBe(409);
    const past = await expectApiError(marketing.call(smsCreate, { text: 'Late', audience: { phones: ['95000001'] }, send_at: '2020-01-01T00:00:00Z' }));
    expect(past).toMatchObject({ status: 400, fields: { send_at: 'is in the past' } });
    expect(gateway.deliveries.some((d) => d.text === 'Tomorrow')).toBe(false);
  });

  it('a scheduled send whose time comes is sent by itself', async () => {
    const at = new Date(Date.now() + 1500).toISOString();
    const { campaign } = await marketing.call(smsCreate, { text: 'Soon', audience: { phones: ['94000001', '94000002'] }, send_at: at });
    expect(campaign.state).toBe('scheduled');
    const done = await settled(marketing, campaign.id);
    expect(done).toMatchObject({ state: 'done', sent: 2 });
    expect(done.job_id).not.toBeNull();
  }, 60_000);

  it('the gateway\'s delivery reports move a message from sent to delivered, or to failed with its words; once', async () => {
    const { campaign } = await marketing.call(smsCreate, { text: 'Reported', audience: { phones: ['93000001', '93000002'] } });
    await settled(marketing, campaign.id);
    const people = (await marketing.call(smsRecipients, { id: campaign.id })).items;
    const [a, b] = people.map((r) => `sms-${r.id}`) as [string, string];
    const callback = `${server.url}/api/bo/marketing/sms/delivery_report`;
    expect(await gateway.report(callback, 'dlr-token', a)).toEqual({ status: 200, body: { reference: a, state: 'delivered', changed: true } });
    expect(await gateway.report(callback, 'dlr-token', b, 'undelivered', 'handset off for 48 h')).toMatchObject({ status: 200, body: { state: 'failed', changed: true } });
    // told again, or late: nothing moves twice
    expect(await gateway.report(callback, 'dlr-token', a, 'failed')).toMatchObject({ status: 200, body: { state: 'delivered', changed: false } });
    expect((await gateway.report(callback, 'wrong', a)).status).toBe(401);
    expect((await gateway.report(callback, 'dlr-token', 'sms-999999999')).status).toBe(404);
    expect((await marketing.call(smsGet, { id: campaign.id })).campaign).toMatchObject({ sent: 1, delivered: 1, failed: 1, queued: 0 });
    const after = (await marketing.call(smsRecipients, { id: campaign.id })).items;
    expect(after.map((r) => [r.state, r.error])).toEqual([['delivered', null], ['failed', 'handset off for 48 h']]);
  });

  it('reports sent, failed and cost by campaign and by day; opt-in takes a phone off the list', async () => {
    const byCampaign = await report.call(smsReport, {});
    expect(byCampaign.totals.sent).toBeGreaterThanOrEqual(19);
    const now = byCampaign.items.find((i) => i.name.startsWith('Sale: 20%'))!;
    expect(now).toMatchObject({ messages: 20, sent: 19, failed: 1, queued: 0, parts: 19, cost: 19 * 1500 });
    const byDay = await report.call(smsReportDate, {});
    expect(byDay.items.length).toBeGreaterThan(0);
    expect(byDay.totals.sent).toBe(byCampaign.totals.sent);
    expect(await marketing.call(smsOptIn, { phone: '99000003' })).toEqual({ phone: '99000003', removed: true });
  });

  it('refuses roles §2 does not list', async () => {
    expect((await expectApiError(orders.call(smsList, {}))).status).toBe(403);
    expect((await expectApiError(report.call(smsCreate, { text: 'x', audience: { phones: ['99000001'] } }))).status).toBe(403);
  });
});
