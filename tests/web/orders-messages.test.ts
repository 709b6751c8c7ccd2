import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { approve, flag, get } from '../../src/shared/commands/orders/orders.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { orderPicker, poll } from './orders-helpers.js';

let web: WebHarness;
let operator: ApiClient;
const take = orderPicker(() => operator);

beforeAll(async () => {
  web = await startWeb();
  operator = (await web.server.login('orders@demo.mn')).api;
});
afterAll(async () => { await web?.close(); });

describe('the order\'s SMS sent tab and live updates', () => {
  it('shows a change someone else made, without a reload: the approval in the header and its messages in the tab', async () => {
    const o = await take({ state_eq: 'complete', approved_eq: false }, (x) => x.phone !== null);
    const page = await web.page('admin@demo.mn', `/orders/${o.number}/sms`);
    await page.getByText('No message was sent to the customer for this order.').waitFor();
    await expect(page.getByTestId('order-approved').textContent()).resolves.not.toContain('Approved');

    // another user approves: the open page hears it over the WebSocket
    await operator.call(approve, { number: o.number });
    await poll(() => page.locator('[data-testid="order-message"][data-channel="sms"][data-state="sent"]').count()).toBe(1);
    await poll(() => page.getByTestId('order-approved').textContent()).toContain('Approved');
    const row = page.locator('[data-testid="order-message"][data-channel="sms"]');
    await expect(row.textContent()).resolves.toContain(o.phone!);
    await page.screenshot({ path: '/tmp/bo-orders-sms-en.png', fullPage: true });

    // resending, from the keyboard: the button, its form, Enter
    await page.getByTestId('resend-sms').focus();
    await page.keyboard.press('Enter');
    const submit = page.getByRole('button', { name: /Resend SMS/ }).last();
    await submit.focus();
    await page.keyboard.press('Enter');
    await poll(() => page.locator('[data-testid="order-message"][data-channel="sms"]').count()).toBe(2);
    await poll(() => page.locator('[data-testid="order-message"][data-channel="sms"][data-state="sent"]').count()).toBe(2);
  });

  it('reads in Mongolian, and a list open elsewhere follows a flag', async () => {
    const o = await take({ state_eq: 'complete', flagged_eq: false, approved_eq: false }, (x) => x.phone !== null);
    await operator.call(approve, { number: o.number });
    const page = await web.page('admin@demo.mn', `/orders/${o.number}/sms`, { language: 'mn' });
    await page.getByRole('tab', { name: 'Илгээсэн SMS' }).waitFor();
    await poll(() => page.locator('[data-testid="order-message"][data-state="sent"]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/bo-orders-sms-mn.png', fullPage: true });
    await operator.call(flag, { number: o.number, flag: true });
    await poll(() => page.getByTestId('order-flagged').count()).toBe(1);
  });

  it('an operator writes his own SMS: a text too long for one SMS is refused in the form, a short one is queued in Latin', async () => {
    const o = await take({ state_eq: 'complete' }, (x) => x.phone !== null);
    const page = await web.page('orders@demo.mn', `/orders/${o.number}/sms`);
    await page.getByRole('tab', { name: 'SMS sent' }).waitFor();
    const rows = page.locator('[data-testid="order-message"][data-channel="sms"]');
    const before = await rows.count();
    await page.getByTestId('send-sms').focus();
    await page.keyboard.press('Enter');
    const form = page.getByTestId('action-form');
    const text = form.locator('textarea');
    const send = form.getByRole('button', { name: 'Send SMS' });
    await text.fill('х'.repeat(81));
    await send.click();
    await page.getByText('The SMS is 162 characters in Latin letters; at most 160 fit in one SMS').first().waitFor();
    await page.screenshot({ path: '/tmp/bo-orders-send-sms-refused.png' });
    expect(await rows.count()).toBe(before);
    await text.fill('Таны илгээмж маргааш 10-12 цагт хүргэгдэнэ');
    await send.click();
    await poll(() => rows.count()).toBe(before + 1);
    await poll(() => page.locator('[data-testid="order-message"][data-channel="sms"]').first().textContent())
      .toContain('Tany ilgeemj margaash 10-12 tsagt khurgegdene');
    await page.screenshot({ path: '/tmp/bo-orders-send-sms-en.png', fullPage: true });

    const mn = await web.page('orders@demo.mn', `/orders/${o.number}/sms`, { language: 'mn' });
    await mn.getByTestId('send-sms').click();
    const mnForm = mn.getByTestId('action-form');
    await mnForm.locator('textarea').fill('х'.repeat(81));
    await mnForm.getByRole('button', { name: 'SMS илгээх' }).click();
    await mn.getByText('SMS латин үсгээр 162 тэмдэгт байна; нэг SMS-д хамгийн ихдээ 160 багтана').first().waitFor();
    await mn.screenshot({ path: '/tmp/bo-orders-send-sms-mn.png' });
  });

  it('an operator assigns a driver chosen by name', async () => {
    const o = await take({ state_eq: 'complete' }, (x) => x.driver_id === null);
    const page = await web.page('orders@demo.mn', `/orders/${o.number}`);
    await page.getByTestId('order-assign-driver').click();
    const picker = page.getByTestId('order-driver-picker');
    await poll(() => picker.locator('option').count()).toBe(4);
    const labels = await picker.locator('option').allTextContents();
    expect(labels.slice(1).every((l) => l.includes('@demo.mn') && l.includes(' · '))).toBe(true);
    const chosen = await picker.locator('option').nth(2).getAttribute('value');
    await picker.selectOption(chosen!);
    await page.getByTestId('order-driver-submit').click();
    await poll(async () => (await operator.call(get, { number: o.number })).order.driver_id).toBe(Number(chosen));
  });
});
