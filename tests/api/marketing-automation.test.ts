import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { automationEvaluate, automationRules, automationRuns, automationSettings } from '../../src/shared/commands/marketing/automation.js';
import { emailTemplates, smsTemplates } from '../../src/shared/commands/settings/templates.js';
import type { Config } from '../../src/server/config.js';
import { startFakeSmsGateway } from '../helpers/fake-sms-gateway.js';
import { header, startFakeSmtpServer } from '../helpers/fake-smtp-server.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let server: TestServer;
let admin: ApiClient;
let marketing: ApiClient;
let smsTemplateId: number;
let emailTemplateId: number;

beforeAll(async () => {
  gateway = await startFakeSmsGateway({ token: 'gw' });
  smtp = await startFakeSmtpServer({ user: 'shop', password: 's3cret' });
  const messages: Config['messages'] = {
    sms: { kind: 'http', url: gateway.url, token: 'gw', sender: 'SHOP' },
    email: { kind: 'smtp', url: `smtp://shop:s3cret@127.0.0.1:${smtp.port}`, from: 'Shop <no-reply@shop.mn>' },
    maxAttempts: 4, leaseSeconds: 30, retryMs: 20, smsRate: 500, smsPartCost: 1500,
  };
  server = await startServer({ messages });
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
});
