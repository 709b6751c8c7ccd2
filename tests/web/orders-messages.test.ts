import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { approve, flag } from '../../src/shared/commands/orders/orders.js';
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
    const page = await web.signedIn('admin@demo.mn', `/orders/${o.number}/sms`);
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
    const page = await web.signedIn('admin@demo.mn', `/orders/${o.number}/sms`, { language: 'mn' });
    await page.getByRole('tab', { name: 'Илгээсэн SMS' }).waitFor();
    await poll(() => page.locator('[data-testid="order-message"][data-state="sent"]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/bo-orders-sms-mn.png', fullPage: true });
    await operator.call(flag, { number: o.number, flag: true });
    await poll(() => page.getByTestId('order-flagged').count()).toBe(1);
  });
});
