/// <reference lib="dom" />
// Issue 14, Settings' hand-written screens in Chromium, main paths only: the index found and opened
// from the keyboard, a template's live preview and SMS count (and its refusal of Cyrillic), and a
// singleton form saved with Ctrl+Enter. Screenshots in both languages go to $BO_SHOTS when set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiClient } from '../../src/shared/api/client.js';
import { orderSettings } from '../../src/shared/commands/settings/singletons.js';
import { emailTemplates, smsTemplates } from '../../src/shared/commands/settings/templates.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
let admin: ApiClient;
beforeAll(async () => {
  web = await startWeb();
  admin = (await web.server.login('admin@demo.mn')).api;
});
afterAll(async () => { await web?.close(); });

const shot = async (page: Page, name: string) => {
  if (process.env.BO_SHOTS) await page.screenshot({ path: `${process.env.BO_SHOTS}/${name}.png`, fullPage: true });
};

describe('Settings screens', () => {
  it('/settings lists the areas; typing filters, Enter opens the one chosen', async () => {
    const page = await web.page('admin@demo.mn', '/settings');
    await page.getByTestId('settings-index').waitFor();
    expect(await page.getByTestId('settings-index-item').count()).toBeGreaterThan(10);
    await shot(page, 'settings-index-en');
    await page.keyboard.type('sms');
    await expect.poll(() => page.getByTestId('settings-index-item').count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.getByTestId('resource-sms_template-table-grid').waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/sms_template');
    // in Mongolian it is found by its Mongolian name too
    const mn = await web.page('admin@demo.mn', '/settings', { language: 'mn' });
    await mn.getByTestId('settings-index').waitFor();
    await shot(mn, 'settings-index-mn');
    await mn.keyboard.type('хэмжээ');
    await expect.poll(() => mn.getByTestId('settings-index-item').count()).toBe(1);
  });

  it('an SMS template counts as one types, refuses Cyrillic, and previews what goes out', async () => {
    const { items: [sms] } = await admin.call(smsTemplates.list, { query: 'order_confirmation' });
    const page = await web.page('admin@demo.mn', `/settings/sms_template/${sms!.id}`);
    await page.getByTestId('template-preview-body').waitFor();
    await expect.poll(() => page.getByTestId('template-preview-body').textContent()).toMatch(/^Shop\.mn: order R100000008 confirmed, total [\d,]+ MNT/);
    const body = page.locator('textarea[name="body_en"]');
    // the braces are of GSM's extension table: two places each
    await body.fill('Hello {{customer.name}}');
    await expect.poll(() => page.getByTestId('sms-count').textContent()).toMatch(/^Template: 27 characters, 1 SMS · as sent: 16 characters, 1 SMS/);
    await body.pressSequentially(' Сайн');
    await page.getByTestId('sms-not-latin').waitFor();
    await shot(page, 'sms-template-en');
    await page.keyboard.press('Control+Enter');
    // the form refuses it too: nothing saved
    await page.locator('[data-testid="resource-sms_template-edit-form"] [role="alert"], [data-testid="resource-sms_template-edit-form"] .field-error').first().waitFor();
    expect((await admin.call(smsTemplates.get, { id: sms!.id })).item.body_en).toMatch(/^\{\{shop\.name\}\}/);
  });

  it('an email template previews its subject and HTML with sample data, in Mongolian too', async () => {
    const { items: [email] } = await admin.call(emailTemplates.list, { query: 'order_shipped' });
    const page = await web.page('admin@demo.mn', `/settings/email_template/${email!.id}`, { language: 'mn' });
    await expect.poll(() => page.getByTestId('template-preview-subject').textContent()).toContain('Таны R100000008 захиалга хүргэлтэд гарлаа');
    const frame = page.frameLocator('[data-testid="template-preview-frame"]');
    await expect.poll(() => frame.locator('body').textContent()).toContain('MN4829130');
    await shot(page, 'email-template-mn');
    await page.getByTestId('template-preview-en').click();
    await expect.poll(() => page.getByTestId('template-preview-subject').textContent()).toContain('Your order R100000008 is on its way');
  });

  it('order settings: the form opens with the stored values and Ctrl+Enter saves', async () => {
    const page = await web.page('admin@demo.mn', '/settings/order');
    const field = page.locator('input[name="auto_cancel_hours"]');
    await field.waitFor();
    expect(await page.getByTestId('singleton-order_settings-hint').textContent()).toContain('canceled automatically');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('36');
    await page.keyboard.press('Control+Enter');
    await expect.poll(async () => (await admin.call(orderSettings.get, {})).item.auto_cancel_hours).toBe(36);
    await shot(page, 'order-settings-en');
  });
});
