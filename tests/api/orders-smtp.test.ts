import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { messages, resendEmail, type OrderMessageJson } from '../../src/shared/commands/orders/messages.js';
import { approve, get, list } from '../../src/shared/commands/orders/orders.js';
import type { OrderDetailJson } from '../../src/shared/schema/order.js';
import { header, startFakeSmtpServer } from '../helpers/fake-smtp-server.js';
import { startServer, type TestServer } from '../helpers/server.js';

// Customer email through the SMTP provider (issue 6 item 5), against a local server that speaks SMTP.
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let server: TestServer;
let operator: ApiClient;

beforeAll(async () => {
  smtp = await startFakeSmtpServer({ user: 'shop', password: 's3cret' });
  server = await startServer({
    messages: {
      sms: { kind: 'log' },
      email: { kind: 'smtp', url: `smtp://shop:s3cret@127.0.0.1:${smtp.port}`, from: 'Shop <no-reply@shop.mn>' },
      maxAttempts: 4, leaseSeconds: 30, retryMs: 20, smsRate: 50, smsPartCost: 1500,
    },
  });
  operator = (await server.login('orders@demo.mn')).api;
}, 180_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function unapprovedWithEmail(): Promise<OrderDetailJson> {
  const rows = await operator.call(list, { per_page: 100, q: { state_eq: 'complete', approved_eq: false } });
  for (const row of rows.items) {
    if (!row.email) continue;
    return (await operator.call(get, { number: row.number })).order;
  }
  throw new Error('no unapproved demo order with an email');
}

async function emailsOf(number: string, done: (items: OrderMessageJson[]) => boolean): Promise<OrderMessageJson[]> {
  for (let i = 0; i < 600; i++) {
    const items = (await operator.call(messages, { number })).items.filter((m) => m.channel === 'email');
    if (done(items)) return items;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the emails of ${number} never settled`);
}

describe('email over SMTP', () => {
  it('delivers the confirmation to the customer, signed in, with the outbox row as its Message-ID; a relay answering 451 is retried', async () => {
    const o = await unapprovedWithEmail();
    smtp.failNext(1);
    await operator.call(approve, { number: o.number });
    const [email] = await emailsOf(o.number, (items) => items.length > 0 && items.every((m) => m.state === 'sent' || m.state === 'failed'));
    expect(email).toMatchObject({ state: 'sent', attempts: 2, recipient: o.email, template: 'order_confirmation', last_error: null });

    const mine = smtp.deliveries.filter((d) => d.to.includes(o.email!));
    expect(mine).toHaveLength(1);
    const [d] = mine;
    expect(d).toMatchObject({ from: 'no-reply@shop.mn', user: 'shop' });
    expect(header(d!.data, 'Message-ID')).toBe(`<outbox-${email!.id}@shop.mn>`);
    expect(header(d!.data, 'To')).toContain(o.email);
    expect(header(d!.data, 'From')).toBe('Shop <no-reply@shop.mn>');
    // the subject is Mongolian (customers are written to in the shop's language), MIME-encoded
    expect(header(d!.data, 'Subject')).toMatch(/^=\?UTF-8\?/i);
    expect(smtp.refused.some((r) => r.includes(`outbox-${email!.id}@shop.mn`))).toBe(true);
  });

  it('a resend is a new message to the same customer', async () => {
    const o = await unapprovedWithEmail();
    await operator.call(approve, { number: o.number });
    await emailsOf(o.number, (items) => items.some((m) => m.state === 'sent'));
    const { message } = await operator.call(resendEmail, { number: o.number });
    await emailsOf(o.number, (items) => items.find((m) => m.id === message.id)?.state === 'sent');
    const ids = smtp.deliveries.filter((d) => d.to.includes(o.email!)).map((d) => header(d.data, 'Message-ID'));
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
