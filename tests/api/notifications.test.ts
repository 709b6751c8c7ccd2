import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { get as getJob } from '../../src/shared/commands/jobs/index.js';
import { pushDevicesSync, pushLinkDevice } from '../../src/shared/commands/marketing/push.js';
import { notificationList, notificationRead, notificationSettingsGet, notificationSettingsUpdate } from '../../src/shared/commands/notifications.js';
import { orderCreate } from '../../src/shared/commands/orders/create.js';
import { flag } from '../../src/shared/commands/orders/orders.js';
import { login } from '../../src/shared/commands/auth.js';
import { gatewayTransfer } from '../../src/shared/commands/gateway.js';
import { create as createUser } from '../../src/shared/commands/users.js';
import { loadConfig } from '../../src/server/config.js';
import { updateSettings } from '../../src/shared/commands/users.js';
import { startFakeOneSignal, type FakeOneSignal } from '../helpers/fake-onesignal.js';
import { locations, orderPicker, rows, setShelf, variantsOf } from '../helpers/orders-ops.js';
import { lineItemReturn } from '../../src/shared/commands/orders/lineitems.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let fake: FakeOneSignal;
let server: TestServer;
let admin: ApiClient;
let merchant: { api: ApiClient; userId: number };
let merchant2: { api: ApiClient; userId: number };
let marketing: ApiClient;
let merchantMn: ApiClient;
let vendorIds: number[];
let customerId: number;

const ship = { name: 'Сараа Дорж', phone: '88114455', district: 'Баянзүрх' as const, khoroo: 26, address: 'Нарны зам 5-р байр, 12 тоот' };

beforeAll(async () => {
  fake = await startFakeOneSignal();
  server = await startServer({ bank: { ...loadConfig({}).bank, importPollMs: 0, approvalLimit: 100_000_00 }, push: { url: fake.url, appId: fake.appId, key: fake.key, vapidPublicKey: 'BPublicVapidKeyOfTheApp' } });
  admin = (await server.login('admin@demo.mn')).api;
  const m = await server.login('merchant@demo.mn');
  merchant = { api: m.api, userId: m.userId };
  merchantMn = server.client({ token: m.token, locale: 'mn' });
  merchant2 = await server.login('merchant2@demo.mn');
  marketing = (await server.login('marketing@demo.mn')).api;
  const own = await rows<{ user_id: number; vendor_id: number }>(server, sql`select user_id, vendor_id from vendor_memberships where user_id in (${m.userId}, ${merchant2.userId}) order by user_id`);
  customerId = Number((await rows<{ id: number }>(server, sql`select id from users where 'customer' = any(roles) order by id limit 1`))[0]!.id);
  vendorIds = [Number(own.find((r) => Number(r.user_id) === m.userId)!.vendor_id), Number(own.find((r) => Number(r.user_id) === merchant2.userId)!.vendor_id)];
}, 180_000);
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** An order placed by the admin holding one item of `vendorId`. */
async function orderFor(vendorId: number) {
  const [v] = await variantsOf(server, vendorId);
  for (const l of await locations(server)) await setShelf(server, v!.id, l.id, 5);
  return (await admin.call(orderCreate, { customer_id: customerId, items: [{ sku: v!.sku, quantity: 1 }], ship, shipping_method: 'standard', payment_method: 'cash' })).order;
}

const pushesTo = (player: string) => fake.created.filter((n) => n.include_player_ids.includes(player));

describe('the console\'s own notifications', () => {
  it('a browser links its subscription; a new order pushes to its vendor\'s people only, and lists for them alone', async () => {
    const { settings } = await merchant.api.call(notificationSettingsGet, {});
    expect(settings).toMatchObject({ push_prompt: null, push_available: true, vapid_public_key: 'BPublicVapidKeyOfTheApp', devices: 0, events: { order_new: 'push', job_finished: 'push' } });
    const { device } = await merchant.api.call(pushLinkDevice, { browser: 'firefox', endpoint: 'https://push.example/sub/abc', p256dh: 'BKeyP256', auth: 'authSecret' });
    expect(fake.added).toEqual([expect.objectContaining({ id: device.id, identifier: 'https://push.example/sub/abc', device_type: 8, web_p256: 'BKeyP256', web_auth: 'authSecret' })]);
    expect(fake.players.get(device.id)?.external_user_id).toBe(String(merchant.userId));
    expect(device).toMatchObject({ user_id: merchant.userId, browser: 'Firefox', subscribed: true });
    // no welcome push: a linked browser gets only what happens
    expect(fake.created).toEqual([]);
    // a half subscription is refused before anything reaches the provider
    expect((await expectApiError(merchant.api.call(pushLinkDevice, { endpoint: 'https://push.example/sub/x' } as never))).status).toBe(400);
    expect((await merchant.api.call(notificationSettingsGet, {})).settings.devices).toBe(1);

    const mine = await orderFor(vendorIds[0]!);
    await expect.poll(() => pushesTo(device.id).length, { timeout: 15_000 }).toBe(1);
    const push = pushesTo(device.id)[0]!;
    expect(push.body).toMatchObject({ headings: { en: `New order ${mine.number}` }, isFirefox: true, isChromeWeb: false, isSafari: false, url: `/orders/${mine.number}` });
    expect((push.body.contents as { mn: string }).mn).toContain(mine.number);
    const list = await merchant.api.call(notificationList, {});
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({ event: 'order_new', title: `New order ${mine.number}`, link: `/orders/${mine.number}`, read_at: null });
    expect((await merchantMn.call(notificationList, {})).items[0]!.title).toBe(`Шинэ захиалга ${mine.number}`);
    // the other vendor's merchant hears nothing of it, nor does the admin who placed it
    expect((await merchant2.api.call(notificationList, {})).items).toEqual([]);
    expect((await admin.call(notificationList, {})).items.filter((n) => n.event === 'order_new')).toEqual([]);

    // another vendor's order: no push to this browser, nothing in his list
    const theirs = await orderFor(vendorIds[1]!);
    await expect.poll(async () => (await merchant2.api.call(notificationList, {})).items.map((n) => n.params.number)).toEqual([theirs.number]);
    expect((await merchant.api.call(notificationList, {})).items.map((n) => n.params.number)).toEqual([mine.number]);
    await new Promise((r) => setTimeout(r, 500));
    expect(pushesTo(device.id)).toHaveLength(1);
    expect(fake.created).toHaveLength(1);
  }, 60_000);

  it('read one or all, own only; the settings choose push, list only or off', async () => {
    const [first] = (await merchant2.api.call(notificationList, {})).items;
    // another user's notification is not found for him, and nothing is marked
    expect((await expectApiError(merchant.api.call(notificationRead, { id: first!.id }))).status).toBe(404);
    expect((await merchant2.api.call(notificationList, { unread: true })).items).toHaveLength(1);
    expect((await expectApiError(merchant.api.call(notificationRead, {} as never))).status).toBe(400);
    // any signed-in user, and only one
    expect((await expectApiError(server.client().call(notificationList, {}))).status).toBe(401);
    expect((await expectApiError(server.client().call(notificationSettingsUpdate, { push_prompt: 'declined' }))).status).toBe(401);
    expect(await merchant2.api.call(notificationRead, { id: first!.id })).toEqual({ read: 1, unread: 0 });
    const read = (await merchant2.api.call(notificationList, {})).items[0]!;
    expect(read.read_at).not.toBeNull();
    expect((await merchant2.api.call(notificationList, { unread: true })).items).toEqual([]);

    // only listed: a flag of his vendor's order is in his list, not pushed
    const updated = await merchant.api.call(notificationSettingsUpdate, { events: { order_flagged: 'list', order_new: 'off' } });
    expect(updated.settings.events).toEqual({ order_new: 'off', order_flagged: 'list', return_received: 'push', job_finished: 'push', job_failed: 'push', transfer_waiting: 'push' });
    const order = await orderFor(vendorIds[0]!);
    await admin.call(flag, { number: order.number, flag: true });
    const after = await merchant.api.call(notificationList, {});
    expect(after.items.map((n) => [n.event, n.params.number])).toEqual([['order_flagged', order.number], ['order_new', expect.any(String)]]);
    await new Promise((r) => setTimeout(r, 500));
    expect(fake.created).toHaveLength(1);
    expect(await merchant.api.call(notificationRead, { every: true })).toEqual({ read: 2, unread: 0 });

    // his profile's push switch off: an event set to push is only listed
    await merchant.api.call(notificationSettingsUpdate, { events: { order_new: 'push' } });
    await merchant.api.call(updateSettings, { notifications: { push: false } });
    const quiet = await orderFor(vendorIds[0]!);
    expect((await merchant.api.call(notificationList, { unread: true })).items.map((n) => n.params.number)).toEqual([quiet.number]);
    await new Promise((r) => setTimeout(r, 500));
    expect(fake.created).toHaveLength(1);
    await merchant.api.call(updateSettings, { notifications: { push: true } });

    // the prompt's "no" is his, whatever browser asks next
    await merchant.api.call(notificationSettingsUpdate, { push_prompt: 'declined' });
    expect((await merchant.api.call(notificationSettingsGet, {})).settings).toMatchObject({ push_prompt: 'declined', events: { order_flagged: 'list' } });
    expect((await merchant2.api.call(notificationSettingsGet, {})).settings.push_prompt).toBeNull();
  }, 60_000);

  it('a job of his that finished or failed is in his list', async () => {
    const { job } = await marketing.call(pushDevicesSync, {});
    await expect.poll(async () => (await marketing.call(getJob, { id: job.id })).job.status).toBe('done');
    await expect.poll(async () => (await marketing.call(notificationList, {})).items.map((n) => [n.event, n.link]))
      .toEqual([['job_finished', `/jobs/${job.id}`]]);
    expect((await marketing.call(notificationList, {})).items[0]!.title).toBe('Finished: Push devices sync');
    fake.failNext(5, 400);
    const { job: failing } = await marketing.call(pushDevicesSync, {});
    await expect.poll(async () => (await marketing.call(getJob, { id: failing.id })).job.status).toBe('failed');
    await expect.poll(async () => (await marketing.call(notificationList, { unread: true })).items.map((n) => n.event)).toEqual(['job_failed', 'job_finished']);
    fake.failNext(0);
    // nobody else hears of his jobs
    expect((await admin.call(notificationList, {})).items.filter((n) => n.event.startsWith('job_'))).toEqual([]);
  }, 60_000);

  it('an item brought back tells its vendor\'s people, not the other vendor\'s', async () => {
    const take = orderPicker(() => admin);
    const o = await take({ state_eq: 'complete', shipment_state_eq: 'shipped' }, (x) => x.line_items.some((l) => l.vendor_id === vendorIds[0]));
    const line = o.line_items.find((l) => l.vendor_id === vendorIds[0])!;
    await admin.call(lineItemReturn, { line_item_id: line.id, reason: 'Хэмжээ таараагүй', quantity: 1 });
    const [told] = (await merchant.api.call(notificationList, {})).items;
    expect(told).toMatchObject({ event: 'return_received', title: `Return received: ${o.number}`, link: `/orders/${o.number}`, params: { sku: line.sku, quantity: '1' } });
    expect((await merchant2.api.call(notificationList, {})).items.filter((n) => n.event === 'return_received')).toEqual([]);
  }, 60_000);

  it('a transfer above the approval limit: those who may approve it hear of it, the maker does not', async () => {
    const [account] = await rows<{ id: number }>(server, sql`insert into corporate_accounts (bank, account_number, account_name, currency, api_username, api_secret)
      values ('khan', '5005999888', 'Shop LLC', 'MNT', 'shop', 'secret') returning id`);
    await admin.call(createUser, { email: 'checker@notify.mn', password: 'checker-pass-1', roles: ['cgw'] } as never);
    const { token } = await server.client().call(login, { username: 'checker@notify.mn', password: 'checker-pass-1' });
    const checker = server.client({ token });
    const { transfer } = await admin.call(gatewayTransfer, { account_id: Number(account!.id), to_bank: 'golomt', to_account: '1102003004', to_name: 'Supplier LLC', description: 'invoice 9', amount: 500_000_00 });
    expect(transfer.state).toBe('awaiting_approval');
    const [waiting] = (await checker.call(notificationList, {})).items;
    expect(waiting).toMatchObject({ event: 'transfer_waiting', title: `Transfer #${transfer.id} waits for approval`, link: '/corporate_gateway/payment_returns' });
    expect(waiting!.body).toContain('₮500,000 to Supplier LLC');
    expect((await admin.call(notificationList, {})).items.filter((n) => n.event === 'transfer_waiting')).toEqual([]);
    expect((await merchant.api.call(notificationList, {})).items.filter((n) => n.event === 'transfer_waiting')).toEqual([]);
  }, 60_000);

  it('a server without push answers that it cannot push; no one is asked', async () => {
    const bare = await startServer({ push: null });
    try {
      const { api } = await bare.login('merchant@demo.mn');
      expect((await api.call(notificationSettingsGet, {})).settings).toMatchObject({ push_available: false, vapid_public_key: null });
    } finally {
      await bare.close();
    }
  }, 60_000);
});
