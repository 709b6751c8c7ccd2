import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { automationEvaluate, automationRules, automationRuns, automationSettings } from '../../src/shared/commands/marketing/automation.js';
import { emailTemplates, smsTemplates } from '../../src/shared/commands/settings/templates.js';
import type { Config } from '../../src/server/config.js';
import { rowsOf } from '../../src/server/db/rows.js';
import { startFakeOneSignal, type FakeOneSignal } from '../helpers/fake-onesignal.js';
import { startFakeSmsGateway } from '../helpers/fake-sms-gateway.js';
import { header, startFakeSmtpServer } from '../helpers/fake-smtp-server.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let onesignal: FakeOneSignal;
let server: TestServer;
let admin: ApiClient;
let marketing: ApiClient;
let smsTemplateId: number;
let emailTemplateId: number;

beforeAll(async () => {
  gateway = await startFakeSmsGateway({ token: 'gw' });
  smtp = await startFakeSmtpServer({ user: 'shop', password: 's3cret' });
  onesignal = await startFakeOneSignal({ appId: 'app-1', key: 'os-key' });
  const messages: Config['messages'] = {
    sms: { kind: 'http', url: gateway.url, token: 'gw', sender: 'SHOP' },
    email: { kind: 'smtp', url: `smtp://shop:s3cret@127.0.0.1:${smtp.port}`, from: 'Shop <no-reply@shop.mn>' },
    maxAttempts: 4, leaseSeconds: 30, retryMs: 20, smsRate: 500, smsPartCost: 1500,
  };
  server = await startServer({ messages, push: { url: onesignal.url, appId: 'app-1', key: 'os-key' } });
  admin = (await server.login('admin@demo.mn')).api;
  marketing = (await server.login('marketing@demo.mn')).api;
  smsTemplateId = (await admin.call(smsTemplates.create, { code: 'auto_thanks', name: 'Thanks', body_en: 'Thanks {{customer.first_name}}', body_mn: 'Bayarlalaa {{customer.first_name}}' })).item.id;
  emailTemplateId = (await admin.call(emailTemplates.create, {
    code: 'auto_thanks_email', name: 'Thanks email', subject_en: 'Thank you', subject_mn: 'Баярлалаа', body_en: '<p>Thanks {{customer.name}}</p>', body_mn: '<p>Баярлалаа {{customer.name}}</p>',
  })).item.id;
}, 180_000);
afterAll(async () => {
  await server?.close();
  await gateway?.close();
  await smtp?.close();
  await onesignal?.close();
});

/** A guest's order placed now on the main shop. */
async function placeOrder(number: string, phone: string, email: string | null = null) {
  await server.app.services.database.db.execute(sql`insert into orders (number, website_id, phone, email, customer_name, state, payment_state, total, item_count, completed_at)
    select ${number}, id, ${phone}, ${email}, 'Bat Dorj', 'complete', 'paid', 1500000, 1, now() from websites where index = 'product'`);
}

const runsOf = async (customer: string) => (await marketing.call(automationRuns, { q: { customer_eq: customer }, per_page: 50 })).items;

describe('automation', () => {
  it('is for marketing and admin: a merchant is refused; a rule names the template its channel needs', async () => {
    const { api: merchant } = await server.login('merchant@demo.mn');
    expect((await expectApiError(merchant.call(automationRules.list, {}))).status).toBe(403);
    expect((await expectApiError(merchant.call(automationRuns, {}))).status).toBe(403);
    expect((await expectApiError(merchant.call(automationEvaluate, {}))).status).toBe(403);
    const refused = await expectApiError(marketing.call(automationRules.create, { name: 'No template', trigger: 'order_placed', channel: 'sms', threshold: 1, delay_hours: 0, active: true }));
    expect(refused).toMatchObject({ status: 400, fields: { sms_template_id: expect.any(String) } });
  });

  it('a customer entering a trigger gets one message per rule and occurrence, however often and at once it is evaluated', async () => {
    await marketing.call(automationRules.create, { name: 'Thanks by SMS', trigger: 'order_placed', channel: 'sms', sms_template_id: smsTemplateId, threshold: 1, delay_hours: 0, active: true });
    await placeOrder('RA-1', '99220011');
    const [a, b] = await Promise.all([marketing.call(automationEvaluate, {}), marketing.call(automationEvaluate, {})]);
    await marketing.call(automationEvaluate, {});
    expect(a.sent + b.sent).toBeLessThanOrEqual(1);
    const runs = await runsOf('p:99220011');
    expect(runs).toEqual([expect.objectContaining({ rule: 'Thanks by SMS', state: 'sent', recipient: '99220011', occurrence: expect.stringMatching(/^order:\d+$/) })]);
    await expect.poll(() => gateway.deliveries.filter((d) => d.to === '99220011').length).toBe(1);
    expect(gateway.deliveries.find((d) => d.to === '99220011')?.text).toBe('Bayarlalaa Bat');
    await marketing.call(automationEvaluate, {});
    await new Promise((r) => setTimeout(r, 300));
    expect(gateway.deliveries.filter((d) => d.to === '99220011')).toHaveLength(1);
    expect(await runsOf('p:99220011')).toHaveLength(1);
  });

  it('caps the messages a customer gets across the rules, and logs the skipped run with why', async () => {
    await marketing.call(automationSettings.update, { cap_messages: 1, cap_days: 7 });
    const { item: email } = await marketing.call(automationRules.create, {
      name: 'Thanks by email', trigger: 'order_placed', channel: 'email', email_template_id: emailTemplateId, threshold: 1, delay_hours: 0, active: true,
    });
    await placeOrder('RA-2', '99220022', 'capped@example.mn');
    await marketing.call(automationEvaluate, {});
    const runs = await runsOf('p:99220022');
    expect(runs.map((r) => [r.rule, r.state]).sort()).toEqual([['Thanks by SMS', 'sent'], ['Thanks by email', 'skipped']]);
    expect(runs.find((r) => r.state === 'skipped')?.reason).toMatch(/frequency cap: 1 in 7 days/);
    // the email alone, to a new customer: it leaves through SMTP, once
    const sms = (await marketing.call(automationRules.list, { query: 'Thanks by SMS' })).items[0]!;
    await marketing.call(automationRules.update, { id: sms.id, active: false });
    await placeOrder('RA-3', '99220033', 'mailed@example.mn');
    await marketing.call(automationEvaluate, {});
    expect((await runsOf('p:99220033')).map((r) => [r.rule_id, r.state])).toEqual([[email.id, 'sent']]);
    await expect.poll(() => smtp.deliveries.filter((d) => d.to.includes('mailed@example.mn')).length).toBe(1);
    const mail = smtp.deliveries.find((d) => d.to.includes('mailed@example.mn'))!;
    expect(header(mail.data, 'subject')).toMatch(/=\?|Баярлалаа/);
    await marketing.call(automationEvaluate, {});
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.deliveries.filter((d) => d.to.includes('mailed@example.mn'))).toHaveLength(1);
  });

  it('pushes to the customer’s subscribed devices through the push provider, once; a guest or a customer without a device is skipped', async () => {
    const refused = await expectApiError(marketing.call(automationRules.create, { name: 'No text', trigger: 'order_placed', channel: 'push', push_title: 'Hi', threshold: 1, delay_hours: 0, active: true }));
    expect(refused).toMatchObject({ status: 400, fields: { push_body: expect.any(String) } });
    for (const rule of (await marketing.call(automationRules.list, { per_page: 50 })).items) await marketing.call(automationRules.update, { id: rule.id, active: false });
    await marketing.call(automationSettings.update, { cap_messages: 5, cap_days: 7 });
    await marketing.call(automationRules.create, {
      name: 'Thanks by push', trigger: 'order_placed', channel: 'push', push_title: 'Thanks {{customer.first_name}}', push_body: 'Your order is on its way',
      push_url: 'https://www.shop.mn/orders', threshold: 1, delay_hours: 0, active: true,
    });
    const db = server.app.services.database.db;
    const [buyer, other, deviceless] = rowsOf<{ id: number; first_name: string }>(await db.execute(sql`select id::int, first_name from users
      where 'customer' = any(roles) and first_name <> '' order by id limit 3`));
    onesignal.addPlayer({ id: 'buyer-phone' });
    onesignal.addPlayer({ id: 'buyer-old', invalid_identifier: true, notification_types: -2 });
    onesignal.addPlayer({ id: 'other-phone' });
    await db.execute(sql`insert into push_devices (id, user_id, subscribed) values ('buyer-phone', ${buyer!.id}, true), ('buyer-old', ${buyer!.id}, false), ('other-phone', ${other!.id}, true)`);
    await db.execute(sql`insert into orders (number, website_id, user_id, customer_name, state, payment_state, total, item_count, completed_at)
      select 'RA-P1', id, ${buyer!.id}, 'Buyer', 'complete', 'paid', 1500000, 1, now() from websites where index = 'product'`);
    await placeOrder('RA-P2', '99220044');
    await db.execute(sql`insert into orders (number, website_id, user_id, customer_name, state, payment_state, total, item_count, completed_at)
      select 'RA-P3', id, ${deviceless!.id}, 'No device', 'complete', 'paid', 1500000, 1, now() from websites where index = 'product'`);
    const [a, b] = await Promise.all([marketing.call(automationEvaluate, {}), marketing.call(automationEvaluate, {})]);
    expect(a.sent + b.sent).toBe(1);
    const [run] = await runsOf(`u:${buyer!.id}`);
    expect(run).toMatchObject({ rule: 'Thanks by push', state: 'sent', recipient: expect.stringMatching(/^push #\d+$/) });
    expect((await runsOf('p:99220044')).map((r) => [r.state, r.reason])).toEqual([['skipped', 'a guest has no push device']]);
    expect((await runsOf(`u:${deviceless!.id}`)).map((r) => [r.state, r.reason])).toEqual([['skipped', 'no subscribed push device']]);
    await expect.poll(() => onesignal.created.filter((n) => n.include_player_ids.includes('buyer-phone')).length, { timeout: 15_000 }).toBe(1);
    const pushed = onesignal.created.find((n) => n.include_player_ids.includes('buyer-phone'))!;
    expect(pushed.include_player_ids).toEqual(['buyer-phone']);
    expect(pushed.body).toMatchObject({ headings: { en: `Thanks ${buyer!.first_name}`, mn: `Thanks ${buyer!.first_name}` }, contents: { en: 'Your order is on its way' }, url: 'https://www.shop.mn/orders' });
    await marketing.call(automationEvaluate, {});
    await new Promise((r) => setTimeout(r, 300));
    expect(onesignal.created.filter((n) => n.include_player_ids.includes('buyer-phone'))).toHaveLength(1);
    expect(onesignal.created.some((n) => n.include_player_ids.includes('other-phone'))).toBe(false);
  });
});
