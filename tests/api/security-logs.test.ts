import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { formatMoney } from '../../src/shared/i18n/format.js';
import { messages, sendSms, type OrderMessageJson } from '../../src/shared/commands/orders/messages.js';
import { approve, get, list } from '../../src/shared/commands/orders/orders.js';
import type { OrderDetailJson } from '../../src/shared/schema/order.js';
import { startServer, type TestServer } from '../helpers/server.js';

// issue 12, finding 11: the default message provider (the log) and the outbox worker write no
// customer's contact, name, message text or total into the server log; the last 2 digits of the
// phone are kept, enough to trace a message

let server: TestServer;
let operator: ApiClient;
let logged = '';

const capture = new Writable({
  write(chunk: Buffer | string, _enc, done) {
    logged += chunk.toString();
    done();
  },
});

beforeAll(async () => {
  // debug: every line the server may write, the worker's own included
  server = await startServer({ logLevel: 'debug' }, { logStream: capture });
  operator = (await server.login('orders@demo.mn')).api;
}, 180_000);
afterAll(async () => { await server?.close(); });

async function findOrder(): Promise<OrderDetailJson> {
  for (let page = 1; page <= 5; page++) {
    const rows = await operator.call(list, { per_page: 100, page, q: { state_eq: 'complete' } });
    for (const row of rows.items) {
      if (!row.phone) continue;
      const { order } = await operator.call(get, { number: row.number });
      if (!order.approved && order.phone && order.email && order.customer_name && order.phone.replace(/\D/g, '').length >= 8) return order;
    }
  }
  throw new Error('no demo order with a phone, an email and a name to approve');
}

async function settled(number: string, count: number): Promise<OrderMessageJson[]> {
  for (let i = 0; i < 600; i++) {
    const { items } = await operator.call(messages, { number });
    if (items.length >= count && items.every((m) => m.state === 'sent' || m.state === 'failed')) return items;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`messages of ${number} never settled`);
}

describe('customer data in the server log', () => {
  it('an approval\'s SMS and email and a typed SMS leave through the log provider without the contact, the name, the text or the total', async () => {
    const o = await findOrder();
    await operator.call(approve, { number: o.number });
    const first = await settled(o.number, 2);
    expect(first.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const text = `Hello ${o.customer_name}, your parcel ${o.number} leaves today`;
    await operator.call(sendSms, { number: o.number, text });
    const items = await settled(o.number, 3);
    expect(items.every((m) => m.state === 'sent')).toBe(true);
    // the worker's last line is written after the row is marked sent
    await new Promise((r) => setTimeout(r, 100));

    const lines = logged.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    const sent = lines.filter((l) => l.msg === 'message (log provider)');
    expect(sent.filter((l) => l.channel === 'sms')).toHaveLength(2);
    expect(sent.filter((l) => l.channel === 'email')).toHaveLength(1);

    const digits = o.phone!.replace(/\D/g, '');
    const domain = o.email!.slice(o.email!.lastIndexOf('@') + 1).toLowerCase();
    // traceable: the last 2 digits of the phone, the email's domain
    expect(sent.find((l) => l.channel === 'sms')?.to).toBe(`${'*'.repeat(digits.length - 2)}${digits.slice(-2)}`);
    expect(sent.find((l) => l.channel === 'email')?.to).toBe(`***@${domain}`);
    expect(logged).toContain(digits.slice(-2));

    expect(logged).not.toContain(o.phone!);
    expect(logged).not.toContain(digits);
    expect(logged).not.toContain(o.email!);
    expect(logged.toLowerCase()).not.toContain(o.email!.toLowerCase());
    expect(logged).not.toContain(o.customer_name!);
    if (o.receiver_name) expect(logged).not.toContain(o.receiver_name);
    if (o.receiver_phone) expect(logged).not.toContain(o.receiver_phone);
    expect(logged).not.toContain(formatMoney(o.total));
    for (const m of items) {
      expect(logged).not.toContain(m.body);
      if (m.subject) expect(logged).not.toContain(m.subject);
    }
  });

  it('a request\'s log line names its path, not the phone or email searched in its query string', async () => {
    const o = await findOrder();
    const digits = o.phone!.replace(/\D/g, '');
    await operator.call(list, { query: digits });
    await new Promise((r) => setTimeout(r, 50));
    expect(logged).toContain('/api/bo/orders');
    expect(logged).not.toContain(digits);
  });
});
