import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { get as getJob } from '../../src/shared/commands/jobs/index.js';
import {
  pushApp, pushDevices, pushDevicesSync, pushLinkDevice, pushNotificationCreate, pushNotificationDelete, pushNotificationGet, pushNotifications,
  pushSegmentCreate, pushSegmentDelete, pushSegmentGet, pushSegmentPush, pushSegments, pushSegmentUpdate,
} from '../../src/shared/commands/marketing/push.js';
import { queuePushSend } from '../../src/server/areas/marketing/push-sender.js';
import { startFakeOneSignal, type FakeOneSignal } from '../helpers/fake-onesignal.js';
import { rows as dbRows } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

const KEY = 'os-rest-key-5ecret';
let fake: FakeOneSignal;
let server: TestServer;
let bare: TestServer;
let marketing: ApiClient;
let logged = '';
const capture = new Writable({ write(chunk: Buffer | string, _enc, done) { logged += chunk.toString(); done(); } });

beforeAll(async () => {
  fake = await startFakeOneSignal({ appId: 'app-1', key: KEY });
  const players = ['chrome-1', 'chrome-2', 'chrome-3', 'firefox-1', 'safari-1'];
  players.forEach((id, i) => fake.addPlayer({ id, device_type: id.startsWith('chrome') ? 5 : id.startsWith('firefox') ? 8 : 7, device_model: i % 2 ? 'Windows' : 'MacBook' }));
  fake.addPlayer({ id: 'gone-1', invalid_identifier: true, notification_types: -2 });
  [server, bare] = await Promise.all([
    startServer({ push: { url: fake.url, appId: 'app-1', key: KEY }, logLevel: 'debug' }, { logStream: capture }),
    startServer({ push: null }),
  ]);
  marketing = (await server.login('marketing@demo.mn')).api;
}, 180_000);
afterAll(async () => {
  await Promise.all([server?.close(), bare?.close()]);
  await fake?.close();
});

async function settled(id: number) {
  for (let i = 0; i < 400; i++) {
    const { notification } = await marketing.call(pushNotificationGet, { id });
    if (!['queued', 'sending', 'scheduled'].includes(notification.state)) return notification;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`notification ${id} never sent`);
}

const compose = { title_en: 'Sale', title_mn: 'Хямдрал', body_en: '20% off today', body_mn: 'Өнөөдөр 20% хямдрал' };

describe('push', () => {
  it('devices come from the provider; the v2 link ties one to the caller; the app counts them', async () => {
    const { job: started } = await marketing.call(pushDevicesSync, {});
    expect(started.kind).toBe('push_devices_sync');
    await expect.poll(async () => (await marketing.call(getJob, { id: started.id })).job.status).toBe('done');
    expect((await marketing.call(getJob, { id: started.id })).job).toMatchObject({ processed: 6, total: 6 });
    const list = await marketing.call(pushDevices, { per_page: 50 });
    expect(list.total).toBe(6);
    expect(list.items.find((d) => d.id === 'firefox-1')).toMatchObject({ browser: 'Firefox', model: 'Windows', version: '131', subscribed: true });
    expect(list.items.find((d) => d.id === 'gone-1')).toMatchObject({ subscribed: false });
    const customer = await server.login('content@demo.mn');
    const { device } = await customer.api.call(pushLinkDevice, { player_id: 'chrome-1' });
    expect(device).toMatchObject({ id: 'chrome-1', user_id: customer.userId, user_email: 'content@demo.mn', browser: 'Chrome' });
    expect(fake.players.get('chrome-1')?.external_user_id).toBe(String(customer.userId));
    expect((await expectApiError(customer.api.call(pushLinkDevice, { player_id: 'nobody' }))).status).toBe(404);
    // the device list is §2's [marketing, admin]
    expect((await expectApiError(customer.api.call(pushDevices, {}))).status).toBe(403);
    expect(await marketing.call(pushApp, {})).toMatchObject({ id: 'app-1', players: 6, messageable_players: 5, devices: 6, subscribed: 5 });
    // past a page of 300: read page by page (unsubscribed ones, so the segments below count as before)
    for (let i = 0; i < 300; i++) fake.addPlayer({ id: `old-${i}`, device_type: 1, invalid_identifier: true, notification_types: -2 });
    const { job: paged } = await marketing.call(pushDevicesSync, {});
    await expect.poll(async () => (await marketing.call(getJob, { id: paged.id })).job.status).toBe('done');
    expect((await marketing.call(getJob, { id: paged.id })).job).toMatchObject({ processed: 306, total: 306 });
    expect((await marketing.call(pushDevices, { q: { subscribed_eq: false } })).total).toBe(301);
  });

  it('segments: rules over device and user fields, a preview counts without saving, CRUD', async () => {
    const rules = [{ field: 'browser' as const, op: 'eq' as const, value: 'chrome' }];
    const preview = await marketing.call(pushSegmentCreate, { name: 'Chrome users', rules, preview: true });
    expect(preview).toEqual({ segment: null, devices: 3, saved: false });
    expect((await marketing.call(pushSegments, { q: { name_cont: 'Chrome users' } })).total).toBe(0);
    const { segment } = await marketing.call(pushSegmentCreate, { name: 'Chrome users', rules });
    expect(segment).toMatchObject({ name: 'Chrome users', devices: 3, rules });
    expect((await expectApiError(marketing.call(pushSegmentCreate, { name: 'chrome USERS', rules }))).status).toBe(409);
    const linked = await marketing.call(pushSegmentUpdate, { id: segment!.id, name: 'Chrome users', rules: [...rules, { field: 'linked', op: 'eq', value: 'true' }], preview: true });
    expect(linked).toMatchObject({ devices: 1, saved: false });
    expect((await marketing.call(pushSegmentGet, { id: segment!.id })).segment.devices).toBe(3);
    const email = await marketing.call(pushSegmentCreate, { name: 'x', rules: [{ field: 'user_email', op: 'cont', value: 'content@' }], preview: true });
    expect(email.devices).toBe(1);
    const active = await marketing.call(pushSegmentCreate, { name: 'x', rules: [{ field: 'active_days', op: 'lteq', value: '7' }], preview: true });
    expect(active.devices).toBe(5);
    const wrong = await expectApiError(marketing.call(pushSegmentCreate, { name: 'x', rules: [{ field: 'active_days', op: 'cont', value: 'a' }] }));
    expect(wrong).toMatchObject({ status: 400, fields: { 'rules.0': expect.stringContaining('active_days') } });
    const temp = await marketing.call(pushSegmentCreate, { name: 'Temporary', rules: [] });
    expect(await marketing.call(pushSegmentDelete, { id: temp.segment!.id })).toEqual({ id: temp.segment!.id, deleted: true });
  });

  it('§5 rules: https image, launch path, ttl default and maximum, platforms default true', async () => {
    const bad = await expectApiError(marketing.call(pushNotificationCreate, { ...compose, image: 'http://x.mn/a.png', url: 'sale', ttl: 2_419_201 }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['image', 'ttl', 'url']);
    const missing = await expectApiError(marketing.call(pushNotificationCreate, { ...compose, title_mn: '' }));
    expect(missing.fields?.title_mn).toBeTruthy();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const { notification } = await marketing.call(pushNotificationCreate, { ...compose, send_at: at });
    expect(notification).toMatchObject({ state: 'scheduled', ttl: 259_200, is_chrome_web: true, is_safari: true, is_firefox: true, url: '', image: '', send_at: at });
  });

  it('sends to a segment once, whatever is retried; the detail reads sent, delivered and clicked back', async () => {
    const segmentId = (await marketing.call(pushSegments, { q: { name_cont: 'Chrome users' } })).items[0]!.id;
    const before = fake.created.length;
    // the first answer is lost on its way back: the retry under the same key is folded by the provider
    fake.loseNext(1);
    const input = { ...compose, url: '/sale', image: 'https://cdn.shop.mn/sale.png', ttl: 3600, is_safari: false };
    const a = await marketing.call(pushSegmentPush, { id: segmentId, ...input }, { idempotencyKey: 'push-once-1' });
    const b = await marketing.call(pushSegmentPush, { id: segmentId, ...input }, { idempotencyKey: 'push-once-1' });
    expect(b.notification.id).toBe(a.notification.id);
    expect(a.job?.kind).toBe('push_send');
    const sent = await settled(a.notification.id);
    expect(sent).toMatchObject({ state: 'sent', recipients: 3, segment_name: 'Chrome users' });
    const made = fake.created.slice(before);
    expect(made).toHaveLength(1);
    expect(made[0]!.include_player_ids.sort()).toEqual(['chrome-1', 'chrome-2', 'chrome-3']);
    expect(made[0]!.body).toMatchObject({ headings: { en: 'Sale', mn: 'Хямдрал' }, contents: { en: '20% off today', mn: 'Өнөөдөр 20% хямдрал' }, url: '/sale',
      chrome_web_image: 'https://cdn.shop.mn/sale.png', ttl: 3600, isChromeWeb: true, isSafari: false, isFirefox: true });
    fake.click(made[0]!.id, 2);
    const { notification, live } = await marketing.call(pushNotificationGet, { id: a.notification.id });
    expect(live).toBe(true);
    expect(notification).toMatchObject({ sent: 3, delivered: 3, clicked: 2 });
    const { job } = await marketing.call(getJob, { id: a.job!.id });
    expect(job).toMatchObject({ status: 'done', processed: 3, succeeded: 3 });
    const history = await marketing.call(pushNotifications, { q: { segment_id_eq: segmentId } });
    expect(history.items.map((n) => n.id)).toContain(a.notification.id);
    // sent: no delete
    const refused = await expectApiError(marketing.call(pushNotificationDelete, { id: a.notification.id }));
    expect(refused.status).toBe(409);

    // a server killed after the provider took a batch but before it was recorded: the resumed send posts it again under its key, and the provider folds it
    await dbRows(server, sql`update push_notification_devices set provider_id = null where notification_id = ${a.notification.id}`);
    await dbRows(server, sql`update push_notifications set state = 'queued' where id = ${a.notification.id}`);
    const services = server.app.services;
    const [{ author_id: authorId }] = await dbRows<{ author_id: number }>(server, sql`select author_id::int as author_id from push_notifications where id = ${a.notification.id}`) as [{ author_id: number }];
    const again = await queuePushSend(services.database.db, { id: a.notification.id, authorId });
    services.jobs.notify(again);
    await expect.poll(async () => (await dbRows<{ state: string }>(server, sql`select state from push_notifications where id = ${a.notification.id}`))[0]!.state).toBe('sent');
    expect(fake.created.slice(before)).toHaveLength(1);
    const posted = fake.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/notifications').length;
    expect(posted).toBeGreaterThanOrEqual(3);
  });

  it('a refusal by the provider fails the notification with its words, and is not tried again', async () => {
    const before = fake.created.length;
    fake.failNext(1, 400);
    const { notification } = await marketing.call(pushNotificationCreate, { ...compose, name: 'Refused' });
    const failed = await settled(notification.id);
    expect(failed).toMatchObject({ state: 'failed', error: expect.stringContaining('English language content') });
    expect(failed.error).not.toContain(KEY);
    expect(fake.created.length).toBe(before);
  });

  it('a scheduled one is deleted before its time, or sent when it falls due', async () => {
    const later = await marketing.call(pushNotificationCreate, { ...compose, name: 'Later', send_at: new Date(Date.now() + 3_600_000).toISOString() });
    const { notification } = await marketing.call(pushNotificationDelete, { id: later.notification.id });
    expect(notification.state).toBe('cancelled');
    const soon = await marketing.call(pushNotificationCreate, { ...compose, name: 'Soon', send_at: new Date(Date.now() + 1000).toISOString() });
    expect(soon.notification.state).toBe('scheduled');
    await expect.poll(async () => (await marketing.call(pushNotificationGet, { id: soon.notification.id })).notification.state, { timeout: 15_000, interval: 200 }).toBe('sent');
    // every subscribed device: the unsubscribed one is left out
    expect((await marketing.call(pushNotificationGet, { id: soon.notification.id })).notification.recipients).toBe(5);
  }, 30_000);

  it('the key never reaches a log, an audit row or a stored answer; no provider configured is a 503', async () => {
    expect(fake.requests.every((r) => r.authorization === `Basic ${KEY}`)).toBe(true);
    const stored = await dbRows<{ t: string }>(server, sql`select input::text as t from audit_log union all select response::text from idempotency_keys`);
    expect(stored.map((r) => r.t).join('\n')).not.toContain(KEY);
    expect(logged).not.toContain(KEY);
    const api = (await bare.login('marketing@demo.mn')).api;
    for (const call of [api.call(pushApp, {}), api.call(pushDevicesSync, {}), api.call(pushNotificationCreate, compose)]) {
      expect(await expectApiError(call)).toMatchObject({ status: 503, code: 'push_not_configured' });
    }
    // scheduled for later, segments and the history need no provider
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect((await api.call(pushNotificationCreate, { ...compose, send_at: at })).notification.state).toBe('scheduled');
  });
});
