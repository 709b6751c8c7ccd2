// Issue 14, Settings: the message templates (a text that does not compile is a 400 naming its
// line, the preview renders with sample data, SMS are counted and refused outside Latin), the
// payment methods' certificate in base64, and the singleton settings' one record.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { corporateAccounts } from '../../src/shared/commands/settings/bank-accounts.js';
import { paymentMethods } from '../../src/shared/commands/settings/payment-methods.js';
import { shippingRates } from '../../src/shared/commands/settings/shipping.js';
import { orderSettings } from '../../src/shared/commands/settings/singletons.js';
import { zones } from '../../src/shared/commands/settings/zones.js';
import { emailTemplates, handlebarTemplate, smsTemplates, templatePreview } from '../../src/shared/commands/settings/templates.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
});
afterAll(async () => { await server?.close(); });

const email = (code: string, body: string) => ({ code, name: code, subject_en: 'Order {{order.number}}', subject_mn: 'Захиалга {{order.number}}', body_en: body, body_mn: '<p>ok</p>' });

describe('templates', () => {
  it('a body that does not compile is a 400 naming the field and its line; nothing is stored', async () => {
    const refused = await expectApiError(admin.call(emailTemplates.create, email('broken_one', '<p>Hi {{customer.name}}</p>\n{{#if order.tracking}}\n<p>{{order.tracking}}</p>\n{{/each}}')));
    expect(refused).toMatchObject({ status: 400, code: 'validation_failed', fields: { body_en: expect.stringMatching(/^Line 2: /) } });
    expect(refused.message).toMatch(/Line 2/);
    expect((await admin.call(emailTemplates.list, { query: 'broken_one' })).total).toBe(0);
    // an unknown helper is refused the same way, on an update too
    const { items: [shipped] } = await admin.call(emailTemplates.list, { query: 'order_shipped' });
    const helper = await expectApiError(admin.call(emailTemplates.update, { id: shipped!.id, subject_mn: 'ok\n{{run "rm"}}' }));
    expect(helper).toMatchObject({ status: 400, fields: { subject_mn: expect.stringMatching(/^Line 2: .*run/) } });
    // in Mongolian the refusal says so in Mongolian
    const mn = server.client({ token: (await server.login('admin@demo.mn')).token, locale: 'mn' });
    expect((await expectApiError(mn.call(emailTemplates.create, email('broken_two', 'x {{ name')))).fields?.body_en).toMatch(/^1-р мөр: /);
  });

  it('the preview renders what is typed with the sample data: HTML escaped in an email, an SMS as sent with its count', async () => {
    const html = await admin.call(templatePreview, { kind: 'email', locale: 'mn', subject: 'Захиалга {{order.number}}', body: '<p>{{customer.name}}: {{order.total}}</p>{{#each order.items}}<i>{{name}}</i>{{/each}}' });
    expect(html).toMatchObject({ subject: 'Захиалга R100000008', characters: null });
    expect(html.body).toMatch(/^<p>Бат-Эрдэнэ: ₮[\d,]+<\/p><i>Ухаалаг цаг<\/i><i>Иогийн дэвсгэр<\/i>$/);
    const sms = await admin.call(templatePreview, { kind: 'sms', locale: 'mn', body: 'Sain baina uu {{customer.name}}, {{order.number}}: {{order.total}}' });
    // the Cyrillic sample name goes out in Latin letters, the tögrög sign as MNT
    expect(sms.body).toBe('Sain baina uu Bat-Erdene, R100000008: 189,900 MNT');
    expect(sms).toMatchObject({ characters: sms.body.length, parts: 1 });
    const long = await admin.call(templatePreview, { kind: 'sms', locale: 'en', body: 'x'.repeat(161) });
    expect(long).toMatchObject({ characters: 161, parts: 2 });
    expect((await expectApiError(admin.call(templatePreview, { kind: 'sms', locale: 'en', body: 'a\n\n{{#each}}' }))).fields?.body).toMatch(/^Line 3/);
  });

  it('an SMS template in Cyrillic is refused naming the letters; in Latin it is stored', async () => {
    const refused = await expectApiError(admin.call(smsTemplates.create, { code: 'cyrillic_sms', name: 'x', body_en: 'ok', body_mn: 'Таны захиалга {{order.number}}' }));
    expect(refused).toMatchObject({ status: 400, fields: { body_mn: expect.stringContaining('Т') } });
    const { item } = await admin.call(smsTemplates.create, { code: 'latin_sms', name: 'x', body_en: 'ok {{order.number}}', body_mn: 'Tany zakhialga {{order.number}}' });
    expect(item.body_mn).toBe('Tany zakhialga {{order.number}}');
  });

  it('clone copies a template under a free code; handlebar_templates finds one by its code, either kind', async () => {
    const { items: [confirmation] } = await admin.call(emailTemplates.list, { query: 'order_confirmation' });
    const { item: copy } = await admin.call(emailTemplates.clone!, { id: confirmation!.id });
    expect(copy).toMatchObject({ code: 'order_confirmation-copy', body_mn: confirmation!.body_mn });
    expect((await admin.call(handlebarTemplate, { code: 'order_confirmation' })).item).toMatchObject({ kind: 'email', subject_en: 'Your order {{order.number}} is confirmed' });
    expect((await admin.call(handlebarTemplate, { code: 'order_confirmation', kind: 'sms' })).item).toMatchObject({ kind: 'sms', subject_en: null });
    expect((await expectApiError(admin.call(handlebarTemplate, { code: 'no_such_template' }))).status).toBe(404);
  });
});

describe('payment methods and singletons', () => {
  it('a PEM certificate is stored and answered in base64 (§5); base64 given stays as it is', async () => {
    const pem = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ\n-----END CERTIFICATE-----';
    const { item } = await admin.call(paymentMethods.create, { code: 'kit_pay', name_en: 'Kit pay', name_mn: 'Кит төлбөр', certificate: pem });
    expect(item.certificate).toBe(Buffer.from(pem).toString('base64'));
    const again = await admin.call(paymentMethods.update, { id: item.id, certificate: 'TUlJ\nQnN6' });
    expect(again.item.certificate).toBe('TUlJQnN6');
    expect((await expectApiError(admin.call(paymentMethods.update, { id: item.id, certificate: 'not a certificate!' }))).status).toBe(400);
  });

  it('order settings answer their defaults whole, keep what is saved, and are the admin\'s only', async () => {
    expect((await admin.call(orderSettings.get, {})).item).toEqual({ auto_cancel_hours: 24, lease_auto_cancel_hours: 72, return_days: 14 });
    expect((await admin.call(orderSettings.update, { auto_cancel_hours: 48 })).item).toMatchObject({ auto_cancel_hours: 48, return_days: 14 });
    expect((await admin.call(orderSettings.get, {})).item.auto_cancel_hours).toBe(48);
    expect((await expectApiError(admin.call(orderSettings.update, { auto_cancel_hours: 0 }))).status).toBe(400);
    const shop = (await server.login('shop@demo.mn')).api;
    expect((await expectApiError(shop.call(orderSettings.get, {}))).status).toBe(403);
  });
});

describe('shipping', () => {
  it('a zone a shipping rate prices in is not deleted: 409 saying the rates use it, in the reader\'s language', async () => {
    const { items: [district] } = await admin.call(zones.list, { query: 'bayangol', q: { kind_cont: 'ub_district' } });
    const { items: used } = await admin.call(shippingRates.list, { q: { zone_id_eq: district!.id } });
    expect(used.length).toBeGreaterThan(0);
    expect(used[0]).toMatchObject({ zone: 'Bayangol', method: expect.any(String), category: expect.any(String) });
    // its khoroos go first, so only the rates hold it
    const { items: khoroos } = await admin.call(zones.list, { q: { parent_id_eq: district!.id } });
    for (const k of khoroos) await admin.call(zones.delete, { id: k.id });
    const refused = await expectApiError(admin.call(zones.delete, { id: district!.id }));
    expect(refused).toMatchObject({ status: 409, fields: { id: expect.any(String) } });
    expect(refused.message).toContain(`shipping rates (${used.length})`);
    const mn = server.client({ token: (await server.login('admin@demo.mn')).token, locale: 'mn' });
    expect((await expectApiError(mn.call(zones.delete, { id: district!.id }))).message).toContain('Хүргэлтийн үнэ');
    expect((await admin.call(zones.get, { id: district!.id })).item.code).toBe('bayangol');
  });
});

describe('corporate bank accounts', () => {
  it('the bank API secret is taken but never answered, audited or logged; a blank one keeps it', async () => {
    const { item } = await admin.call(corporateAccounts.create, {
      bank: 'xac', account_number: '5000123456', account_name: 'Shop.mn LLC (XacBank)', currency: 'MNT', api_username: 'shop', api_secret: 'S3cr3t-kit-value',
    });
    expect(item).toMatchObject({ has_credentials: true });
    const seen = JSON.stringify([item, await admin.call(corporateAccounts.get, { id: item.id }), await admin.call(corporateAccounts.list, { query: '5000123456' })]);
    expect(seen).not.toContain('S3cr3t');
    expect(seen).not.toContain('api_secret');
    await admin.call(corporateAccounts.update, { id: item.id, account_name: 'Renamed', api_secret: '' });
    expect((await admin.call(corporateAccounts.get, { id: item.id })).item.has_credentials).toBe(true);
    const history = await admin.call(corporateAccounts.audits!, { id: item.id });
    expect(JSON.stringify(history)).not.toContain('S3cr3t');
    const rows = await server.app.services.database.db.execute(sql`select input::text as input from audit_log where target = ${`corporate_account:${item.id}`}`);
    expect(JSON.stringify(rows)).not.toContain('S3cr3t');
  });
});
