import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { messages, resendEmail, resendSms, sendSms, shipWithoutSms, type OrderMessageJson } from '../../src/shared/commands/orders/messages.js';
import { approve, cancel, get, list } from '../../src/shared/commands/orders/orders.js';
import { ship } from '../../src/shared/commands/orders/payments.js';
import type { OrderDetailJson } from '../../src/shared/schema/order.js';
import type { Config } from '../../src/server/config.js';
import { startFakeSmsGateway } from '../helpers/fake-sms-gateway.js';
import { expectApiError, startServer, testDatabase, type TestServer } from '../helpers/server.js';

type Gateway = Awaited<ReturnType<typeof startFakeSmsGateway>>;

const messagesConfig = (url: string, over: Partial<Config['messages']> = {}): Config['messages'] => ({
  sms: { kind: 'http', url, token: 'gw-secret', sender: 'SHOP' },
  email: { kind: 'log', from: 'Shop <no-reply@shop.mn>' },
  maxAttempts: 4, leaseSeconds: 30, retryMs: 20, smsRate: 50, smsPartCost: 1500, ...over,
});

let gateway: Gateway;
let server: TestServer;
let admin: ApiClient;
let operator: ApiClient;
let collector: ApiClient;
let merchant: ApiClient;

beforeAll(async () => {
  gateway = await startFakeSmsGateway({ token: 'gw-secret' });
  server = await startServer({ messages: messagesConfig(gateway.url) });
  admin = (await server.login('admin@demo.mn')).api;
  operator = (await server.login('orders@demo.mn')).api;
  collector = (await server.login('collector@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
}, 180_000);
afterAll(async () => {
  await server?.close();
  await gateway?.close();
});

const taken = new Set<string>();
async function take(q: Record<string, unknown>, pick: (o: OrderDetailJson) => boolean): Promise<OrderDetailJson> {
  for (let page = 1; page <= 5; page++) {
    const rows = await admin.call(list, { per_page: 100, page, q });
    for (const row of rows.items) {
      if (taken.has(row.number) || !row.phone) continue;
      const { order } = await admin.call(get, { number: row.number });
      if (!pick(order)) continue;
      taken.add(row.number);
      return order;
    }
  }
  throw new Error(`no demo order for ${JSON.stringify(q)}`);
}

/** Polls the order's messages until `done` holds (the worker delivers after the commit). */
async function waitMessages(api: ApiClient, number: string, done: (items: OrderMessageJson[]) => boolean): Promise<OrderMessageJson[]> {
  for (let i = 0; i < 600; i++) {
    const { items } = await api.call(messages, { number });
    if (done(items)) return items;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`messages of ${number} never settled`);
}

const settled = (items: OrderMessageJson[]) => items.length > 0 && items.every((m) => m.state === 'sent' || m.state === 'failed');

describe('order messages through the outbox', () => {
  it('approving queues the confirmation in the same transaction; a gateway failing twice is retried and delivers once', async () => {
    const o = await take({ state_eq: 'complete' }, (x) => !x.approved);
    gateway.failNext(2);
    const before = gateway.requests.length;
    await operator.call(approve, { number: o.number });
    const items = await waitMessages(operator, o.number, settled);
    const sms = items.find((m) => m.channel === 'sms')!;
    expect(sms).toMatchObject({ template: 'order_confirmation', state: 'sent', attempts: 3, recipient: o.phone, last_error: null });
    expect(sms.body.length).toBeLessThanOrEqual(160);
    expect(sms.body).toMatch(/^[\x20-\x7e]+$/);
    expect(sms.body).toContain(o.number);
    // the email went through the log provider, on its own
    expect(items.find((m) => m.channel === 'email')).toMatchObject({ state: 'sent', attempts: 1, recipient: o.email, template: 'order_confirmation' });

    const mine = gateway.requests.slice(before).filter((r) => r.key === `outbox-${sms.id}`);
    expect(mine.map((r) => r.status)).toEqual([500, 500, 200]);
    const received = gateway.deliveries.filter((d) => d.key === `outbox-${sms.id}`);
    expect(received).toEqual([{ key: `outbox-${sms.id}`, to: o.phone, text: sms.body, from: 'SHOP', id: expect.any(String) }]);
  });

  it('a refused change queues nothing', async () => {
    const o = await take({ state_eq: 'complete' }, (x) => x.approved);
    const count = (await admin.call(messages, { number: o.number })).items.length;
    expect((await expectApiError(operator.call(approve, { number: o.number }))).status).toBe(422);
    expect((await admin.call(messages, { number: o.number })).items.length).toBe(count);
  });

  it('a message whose attempts run out is failed, with the gateway\'s answer kept', async () => {
    const o = await take({ state_eq: 'complete' }, (x) => !x.approved);
    gateway.failNext(4);
    await operator.call(approve, { number: o.number });
    const items = await waitMessages(admin, o.number, (xs) => xs.some((m) => m.channel === 'sms' && (m.state === 'failed' || m.state === 'sent')));
    const sms = items.find((m) => m.channel === 'sms')!;
    expect(sms).toMatchObject({ state: 'failed', attempts: 4 });
    expect(sms.last_error).toContain('500');
    expect(gateway.deliveries.some((d) => d.key === `outbox-${sms.id}`)).toBe(false);
    // resending is a new message, delivered
    gateway.failNext(0);
    const { message } = await operator.call(resendSms, { number: o.number });
    expect(message).toMatchObject({ channel: 'sms', template: 'order_confirmation', state: 'pending' });
    const after = await waitMessages(admin, o.number, (xs) => xs.find((m) => m.id === message.id)?.state === 'sent');
    expect(after.find((m) => m.id === message.id)!.attempts).toBe(1);
  });

  it('canceling tells the customer; resends are for operators only; merchants see only their parcels\' messages', async () => {
    const o = await take({ state_eq: 'complete', shipment_state_eq: 'pending' }, (x) => x.shipments.length > 0);
    await operator.call(cancel, { number: o.number }, { confirm: 'cancel' });
    const items = await waitMessages(admin, o.number, (xs) => xs.some((m) => m.template === 'order_canceled') && settled(xs));
    expect(items.filter((m) => m.template === 'order_canceled').map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    // resend email answers the last email's template by default
    const { message } = await operator.call(resendEmail, { number: o.number });
    expect(message).toMatchObject({ channel: 'email', template: 'order_canceled', recipient: o.email });
    expect((await expectApiError(merchant.call(resendSms, { number: o.number }))).status).toBe(403);
    expect((await expectApiError(collector.call(resendSms, { number: o.number }))).status).toBe(403);
    // an order-wide message carries the whole order's total: not for a merchant
    const mine = o.line_items.some((l) => l.vendor_id === 1);
    if (mine) expect((await merchant.call(messages, { number: o.number })).items).toEqual([]);
    else expect((await expectApiError(merchant.call(messages, { number: o.number }))).status).toBe(404);
  });

  it('shipping a parcel texts the receiver; shipping without SMS does not', async () => {
    const o = await take({ state_eq: 'complete', shipment_state_eq: 'ready' }, (x) => x.shipments.filter((s) => s.state === 'ready').length >= 2);
    const [first, second] = o.shipments.filter((s) => s.state === 'ready');
    await collector.call(ship, { id: first!.id, tracking: 'MN0001' });
    await collector.call(shipWithoutSms, { id: second!.id });
    const items = await waitMessages(admin, o.number, (xs) => xs.some((m) => m.template === 'parcel_sent' && m.state === 'sent'));
    const parcels = items.filter((m) => m.template === 'parcel_sent');
    expect(parcels).toHaveLength(1);
    expect(parcels[0]).toMatchObject({ channel: 'sms', vendor_id: first!.vendor_id });
    expect(parcels[0]!.body).toContain('MN0001');
    const shipped = (await admin.call(get, { number: o.number })).order.shipments;
    expect(shipped.filter((s) => s.state === 'shipped').map((s) => s.id).sort()).toEqual([first!.id, second!.id].sort());
  });

  it('an operator\'s own SMS goes out in Latin letters; a longer one is refused whole, in the reader\'s language', async () => {
    const o = await take({ state_eq: 'complete' }, () => true);
    const before = gateway.deliveries.length;
    const { message } = await operator.call(sendSms, { number: o.number, text: '  Таны захиалга маргааш хүргэгдэнэ. Баярлалаа!  ' });
    expect(message).toMatchObject({ channel: 'sms', template: 'custom', recipient: o.phone, body: 'Tany zakhialga margaash khurgegdene. Bayarlalaa!' });
    const items = await waitMessages(operator, o.number, (all) => all.some((m) => m.id === message.id && m.state === 'sent'));
    expect(items.find((m) => m.id === message.id)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(gateway.deliveries.slice(before).filter((d) => d.key === `outbox-${message.id}`).map((d) => d.text)).toEqual([message.body]);

    // 150 Cyrillic letters are more than 160 Latin ones (х is kh): refused, not cut, and nothing queued
    const count = (await operator.call(messages, { number: o.number })).items.length;
    const long = 'х'.repeat(81);
    const en = await expectApiError(operator.call(sendSms, { number: o.number, text: long }));
    expect(en).toMatchObject({ status: 422, fields: { text: expect.stringContaining('162') } });
    expect(en.message).toBe('The SMS is 162 characters in Latin letters; at most 160 fit in one SMS');
    const mn = server.client({ token: (await server.login('orders@demo.mn')).token, locale: 'mn' });
    expect((await expectApiError(mn.call(sendSms, { number: o.number, text: long }))).message).toContain('латин үсгээр 162 тэмдэгт');
    expect((await expectApiError(operator.call(sendSms, { number: o.number, text: '😀😀' }))).fields).toMatchObject({ text: 'empty' });
    expect((await operator.call(messages, { number: o.number })).items).toHaveLength(count);

    // writing to customers is an operator's: not a collector's, not a merchant's
    for (const api of [collector, merchant]) expect((await expectApiError(api.call(sendSms, { number: o.number, text: 'Hello' }))).status).toBe(403);
  });

  it('an order without a phone is refused a resend, in the reader\'s language', async () => {
    const o = await take({ state_eq: 'complete' }, () => true);
    await server.app.services.database.db.execute(sql`update orders set phone = null, receiver_phone = null where number = ${o.number}`);
    const en = await expectApiError(operator.call(resendSms, { number: o.number }));
    expect(en).toMatchObject({ status: 422, code: 'unprocessable' });
    expect(en.message).toContain('phone');
  });
});

describe('closing the server', () => {
  it('waits for a delivery under way and writes its outcome before the database closes', async () => {
    const gw = await startFakeSmsGateway();
    const store = await testDatabase({ lasting: true, seeded: true });
    const own = await startServer({ database: store.database, messages: messagesConfig(gw.url, { leaseSeconds: 60 }) });
    let number = '';
    let closed = false;
    try {
      const op = (await own.login('orders@demo.mn')).api;
      const rows = await op.call(list, { per_page: 50, q: { state_eq: 'complete', approved_eq: false } });
      number = rows.items.find((r) => r.phone)!.number;
      gw.holdNext();
      await op.call(approve, { number });
      await gw.held;
      expect(own.app.services.outbox.active.length).toBeGreaterThan(0);
      const closing = own.close();
      closed = true;
      gw.release();
      await closing;
      expect(own.app.services.outbox.active).toEqual([]);
      // the row was written as sent before the database closed: a new server finds it so, and sends nothing again
      const again = await startServer({ database: store.database, demoOrders: 40, messages: messagesConfig(gw.url) });
      try {
        const sms = (await (await again.login('orders@demo.mn')).api.call(messages, { number })).items.filter((m) => m.channel === 'sms');
        expect(sms.map((m) => [m.state, m.attempts])).toEqual([['sent', 1]]);
      } finally {
        await again.close();
      }
      expect(gw.deliveries).toHaveLength(1);
      expect(gw.requests.map((r) => r.status)).toEqual([200]);
    } finally {
      if (!closed) await own.close().catch(() => {});
      await store.drop();
      await gw.close();
    }
  }, 180_000);
});
