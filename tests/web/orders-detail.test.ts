/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { comments, get } from '../../src/shared/commands/orders/orders.js';
import { paymentReturnCreate } from '../../src/shared/commands/orders/returns.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { setShelf, variantsOf } from '../helpers/orders-ops.js';
import { orderPicker, poll } from './orders-helpers.js';

let web: WebHarness;
let admin: ApiClient;
beforeAll(async () => {
  web = await startWeb();
  admin = (await web.server.login('admin@demo.mn')).api;
  // seeding a database of its own on a shared two-core machine can outlast the 60 s default
}, 180_000);
afterAll(async () => {
  await web?.close();
});
const take = orderPicker(() => admin);
const toastText = (page: Page) => page.getByTestId('toast').allInnerTexts().then((all) => all.join(' | '));
const current = async (number: string) => (await admin.call(get, { number })).order;

describe('order detail', () => {
  it('approves with the button and flags with Shift+F; the header shows the new state', async () => {
    const order = await take({ state_eq: 'complete', approved_eq: false, flagged_eq: false });
    const page = await web.page('orders@demo.mn', `/orders/${order.number}`);
    await poll(() => page.getByTestId('order-approved').innerText()).toBe('Not approved');
    await page.getByTestId('order-approve').click();
    // the confirmation names what the customer is sent
    const asked = await page.getByTestId('confirm-dialog').innerText();
    if (order.phone) expect(asked).toContain(`an SMS to ${order.phone}`);
    if (order.email) expect(asked).toContain(`an email to ${order.email}`);
    await page.getByTestId('confirm-ok').click();
    await poll(() => page.getByTestId('order-approved').innerText()).toBe('Approved');
    expect((await current(order.number)).approved).toBe(true);
    await poll(() => page.getByTestId('order-approved-by').innerText()).toContain('orders@demo.mn');
    await poll(() => toastText(page)).toContain(`Order ${order.number} approved`);
    // approved, the order no longer offers approving (the command's rule, the server's too)
    await poll(() => page.getByTestId('order-approve').count()).toBe(0);

    await page.keyboard.press('Shift+F');
    await page.getByTestId('order-flagged').waitFor();
    expect((await current(order.number)).flagged).toBe(true);
    await poll(() => page.getByTestId('order-flag').innerText()).toContain('Unflag');
    // the state change is in the history tab
    await page.getByTestId('tab-state_changes').click();
    await poll(() => page.locator('[data-testid="state-change"]').count()).toBeGreaterThan(0);
  });

  it('captures a pending payment from the payments tab', async () => {
    const order = await take({ state_eq: 'complete' }, (o) => o.payments.some((p) => p.state === 'pending' || p.state === 'checkout'));
    const payment = order.payments.find((p) => p.state === 'pending' || p.state === 'checkout')!;
    const page = await web.page('admin@demo.mn', `/orders/${order.number}/payments`);
    const row = page.locator(`[data-testid="payment-row"][data-id="${payment.id}"]`);
    await row.getByTestId('payment-action-payment.capture').click();
    await poll(() => row.getAttribute('data-state')).toBe('completed');
    expect((await current(order.number)).payments.find((p) => p.id === payment.id)!.state).toBe('completed');
    // the header's payment total followed (the order query was refreshed)
    await poll(() => page.getByTestId('order-payment-total').innerText()).not.toBe('₮0');
    // voiding asks first; declining changes nothing
    await row.getByTestId('payment-action-payment.void').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.getByTestId('confirm-cancel').click();
    expect((await current(order.number)).payments.find((p) => p.id === payment.id)!.state).toBe('completed');
  });

  it('completes a payment return from its own row, without typing its id', async () => {
    const order = await take({ state_eq: 'complete' }, (o) => o.payments.some((p) => p.state === 'completed' && p.amount > 100_000));
    const payment = order.payments.find((p) => p.state === 'completed' && p.amount > 100_000)!;
    const { order: withReturn } = await admin.call(paymentReturnCreate, { number: order.number, payment_id: payment.id, amount: 50_000, reason: 'overpaid' });
    const pr = withReturn.payment_returns.at(-1)!;
    const page = await web.page('admin@demo.mn', `/orders/${order.number}/payments`);
    const row = page.locator(`[data-testid="payment-return-row"][data-id="${pr.id}"]`);
    await row.getByTestId('payment_return-action-payment_return.complete').click();
    // nothing to ask: the row gave the id, so it runs at once
    await poll(() => row.getAttribute('data-state')).toBe('completed');
    expect((await current(order.number)).payment_returns.find((r) => r.id === pr.id)!.state).toBe('completed');
  });

  it('exchanges a shipped line through the generated form: the line picked by name, replacement items as rows', async () => {
    const order = await take({ state_eq: 'complete', payment_state_eq: 'paid', shipment_state_eq: 'shipped' }, (o) => o.line_items.length === 1 && o.payment_returns.length === 0);
    const line = order.line_items[0]!;
    const [other] = await variantsOf(web.server, line.vendor_id, [line.variant_id]);
    await setShelf(web.server, other!.id, order.shipments[0]!.stock_location_id, 5);
    const page = await web.page('orders@demo.mn', `/orders/${order.number}`);
    await page.getByTestId('order-action-order.exchange').click();
    const form = page.getByTestId('action-form');
    // the order's lines are offered by name: nobody types an id
    const lineBox = form.getByRole('checkbox', { name: `${line.sku} · ${line.name} × ${line.quantity}` });
    await lineBox.check();
    expect(await lineBox.getAttribute('value')).toBe(String(line.id));
    // a second row is added and left blank: it is not sent
    await form.getByTestId('items-add-row').click();
    expect(await form.getByTestId('items-row').count()).toBe(2);
    await form.getByLabel('SKU 1', { exact: true }).fill(other!.sku);
    await form.getByLabel('Quantity 1', { exact: true }).fill('1');
    await form.locator('[name="reason"]').fill('Another colour');
    await page.screenshot({ path: '/tmp/bo-orders-exchange-form.png' });
    await page.getByTestId('action-form-submit').click();
    await poll(async () => (await current(order.number)).line_items.some((l) => l.variant_id === other!.id)).toBe(true);
    expect((await current(order.number)).line_items.find((l) => l.id === line.id)!.actn).toBe('returned');
  });

  it('ships a ready parcel with a tracking number through the generated form', async () => {
    const order = await take({ state_eq: 'complete' }, (o) => o.shipments.some((s) => s.state === 'ready'));
    const shipment = order.shipments.find((s) => s.state === 'ready')!;
    const page = await web.page('orders@demo.mn', `/orders/${order.number}/shipments`);
    const row = page.locator(`[data-testid="shipment-row"][data-id="${shipment.id}"]`);
    await row.getByTestId('shipment-action-shipment.ship').click();
    const form = page.getByTestId('action-form');
    await form.locator('[name="tracking"]').fill('UB-WEB-1');
    await page.getByTestId('action-form-submit').click();
    await poll(() => row.getAttribute('data-state')).toBe('shipped');
    const after = (await current(order.number)).shipments.find((s) => s.id === shipment.id)!;
    expect(after.state).toBe('shipped');
    expect(after.tracking).toBe('UB-WEB-1');
    // shipping it again is refused with the server's reason
    await row.getByTestId('shipment-action-shipment.ship').click();
    await page.getByTestId('action-form-submit').click();
    // said once: in the open form, not in a toast nor under the header behind it
    await poll(() => page.getByTestId('action-form-refusal').innerText()).toContain('only a ready one can');
    expect(await page.getByTestId('order-refusal').count()).toBe(0);
    expect(await toastText(page)).not.toContain('only a ready one can');
    await page.keyboard.press('Escape');
    await page.getByTestId('action-dialog').waitFor({ state: 'detached' });
    // the row's further actions are in its "more" menu: resuming a shipped parcel is refused too
    await row.getByTestId('shipment-more').click();
    await row.getByTestId('shipment-action-shipment.resume').click();
    await poll(() => page.getByTestId('order-refusal').innerText()).toContain('Only a canceled parcel can be resumed');
  });

  it('adds a comment and lists it first', async () => {
    const order = await take({ state_eq: 'complete' });
    const page = await web.page('orders@demo.mn', `/orders/${order.number}/comments`);
    const box = page.getByTestId('comment-form').locator('[name="body"]');
    await box.fill('Called the customer, delivery after 18:00');
    await page.getByTestId('comment-form-submit').click();
    await poll(() => page.getByTestId('comment').first().innerText()).toContain('Called the customer, delivery after 18:00');
    await poll(() => box.inputValue()).toBe('');
    const { items } = await admin.call(comments, { number: order.number });
    expect(items[0]!.body).toBe('Called the customer, delivery after 18:00');
  });

  it('in Mongolian: cancels in one dialog with the reason and the word in Mongolian; then offers only what a canceled order can do', async () => {
    const order = await take({ state_eq: 'complete', shipment_state_in: 'pending,ready', approved_eq: false });
    const page = await web.page('orders@demo.mn', `/orders/${order.number}`, { language: 'mn' });
    await poll(() => page.getByTestId('order-state').innerText()).toBe('Дууссан');
    // a live order offers no resume at all
    expect(await page.getByTestId('order-resume').count()).toBe(0);

    await page.getByTestId('order-cancel').click();
    // one dialog: what happens (Resume brings it back), the reason, the word, "keep the order"
    const dialog = page.getByTestId('action-dialog');
    await poll(() => dialog.innerText()).toContain('сэргээж болно');
    expect(await dialog.innerText()).not.toContain('буцаах боломжгүй');
    expect(await page.getByTestId('action-form-cancel').innerText()).toBe('Захиалгыг үлдээх');
    await page.getByTestId('action-form').locator('[name="reason"]').fill('Захиалагч цуцалсан');
    await page.getByTestId('action-form-word').fill('цуцлах');
    await page.getByTestId('action-form-submit').click();
    await poll(() => page.getByTestId('order-state').innerText()).toBe('Цуцлагдсан');
    expect(await page.getByTestId('confirm-dialog').count()).toBe(0);
    expect((await current(order.number)).state).toBe('canceled');
    await poll(() => toastText(page)).toContain(`${order.number} захиалга цуцлагдлаа`);
    expect(await page.getByTestId('order-refusal').count()).toBe(0);

    // canceled: no cancel, approving is disabled with the reason as its tooltip, resume is offered
    await poll(() => page.getByTestId('order-cancel').count()).toBe(0);
    const approveButton = page.getByTestId('order-approve');
    expect(await approveButton.getAttribute('aria-disabled')).toBe('true');
    expect(await approveButton.getAttribute('title')).toContain('Цуцлагдсан');
    // its shortcut says why instead of calling
    await page.keyboard.press('Shift+A');
    await poll(() => page.getByTestId('order-refusal').innerText()).toContain('Цуцлагдсан');
    await page.getByTestId('order-resume').waitFor();
    // the reason typed is kept with the state change
    await page.getByTestId('tab-state_changes').click();
    await poll(() => page.locator('[data-machine="order"][data-to="canceled"] [data-testid="state-change-reason"]').innerText()).toBe('Захиалагч цуцалсан');
  });

  it('the palette offers on the open order only what can run on it, with its number filled in', async () => {
    const order = await take({ state_eq: 'canceled' });
    const page = await web.page('orders@demo.mn', `/orders/${order.number}`);
    await page.getByTestId('order-state').waitFor();
    await page.locator('html[data-palette-ready]').waitFor({ state: 'attached' });
    const offered = async (text: string) => {
      await page.getByTestId('palette-input').fill(text);
      await expect.poll(() => page.getByTestId('palette-list').getAttribute('data-query')).toBe(text);
      return page.getByTestId('palette-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-value')));
    };
    await page.keyboard.press('Control+k');
    await page.getByTestId('palette').waitFor();
    // a canceled order: no approving, cancelling or shipping; resuming is there
    expect(await offered('approve order')).not.toContain('command:order.approve');
    expect(await offered('cancel order')).not.toContain('command:order.cancel');
    expect(await offered('resume order')).toContain('command:order.resume');
    await expect.poll(() => page.locator('[data-testid="palette-item"][data-selected="true"]').getAttribute('data-value')).toBe('command:order.resume');
    await page.keyboard.press('Enter');
    await page.getByTestId('palette-command').waitFor();
    expect(await page.getByTestId('palette-form').locator('[name="number"]').inputValue()).toBe(order.number);
  });

  it('an amount is typed in ₮ in a generated form, and reaches the server in möngö', async () => {
    const order = await take({ state_eq: 'complete' });
    const page = await web.page('orders@demo.mn', `/orders/${order.number}/adjustments`);
    await page.getByTestId('adjustment-action-adjustment.create').click();
    const form = page.getByTestId('action-form');
    expect(await form.innerText()).toContain('(₮)');
    await form.locator('[name="label"]').fill('Courtesy discount');
    await form.locator('[name="amount"]').fill('1,500.50');
    await page.getByTestId('action-form-submit').click();
    await page.getByTestId('action-dialog').waitFor({ state: 'detached' });
    const added = (await current(order.number)).adjustments.find((a) => a.label === 'Courtesy discount');
    expect(added?.amount).toBe(150_050);
  });
});
