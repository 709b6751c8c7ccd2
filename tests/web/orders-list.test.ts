/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { get } from '../../src/shared/commands/orders/orders.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
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
const rowOf = (number: string) => `[data-testid="orders-table-row"][data-row-key="${number}"]`;

describe('orders list', () => {
  it('filters by a preset tab and a state, sorts by total, and opens a row with Enter', async () => {
    const page = await web.page('orders@demo.mn', '/orders/list');
    await page.getByTestId('orders-table-row').first().waitFor();
    await page.getByTestId('tab-paid').click();
    await page.waitForURL(/filter=paid/);
    await poll(async () => {
      const states = await page.locator('[data-testid="orders-table-row"] [data-column="payment_state"] [data-state]').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
      return states.length > 0 && states.every((s) => s === 'paid' || s === 'credit_owed');
    }).toBe(true);

    // filters are chips: added from the menu first (issue 13)
    await page.getByTestId('orders-filters-add').selectOption('state_eq');
    await page.getByTestId('filter-state_eq').selectOption('complete');
    await page.waitForURL(/q\[state_eq\]=complete/);
    await poll(async () => {
      const states = await page.locator('[data-testid="orders-table-row"] [data-column="state"] [data-state]').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
      return states.length > 0 && states.every((s) => s === 'complete');
    }).toBe(true);

    await page.getByTestId('sort-total').click();
    await page.waitForURL(/q\[s\]=total(%20|\+| )asc/);
    await poll(async () => {
      const keys = await page.locator('[data-testid="orders-table-row"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')));
      const totals = await Promise.all(keys.slice(0, 5).map(async (n) => (await admin.call(get, { number: n! })).order.total));
      return totals.length > 1 && totals.every((x, i) => i === 0 || totals[i - 1]! <= x);
    }).toBe(true);

    const first = await page.locator('[data-testid="orders-table-row"]').first().getAttribute('data-row-key');
    await page.getByTestId('orders-table-grid').focus();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/orders/${first}$`));
    await page.getByTestId('order-detail').waitFor();
  });

  it('cancels a selection after the typed word: the cancelable rows become canceled, a refused one shows its reason', async () => {
    const a = await take({ state_eq: 'complete', shipment_state_in: 'pending,ready' });
    const b = await take({ state_eq: 'complete', shipment_state_in: 'pending,ready' });
    const shipped = await take({ state_eq: 'complete', shipment_state_eq: 'shipped' });
    const numbers = [a.number, b.number, shipped.number];
    const page = await web.page('orders@demo.mn', `/orders/list?q[number_in]=${numbers.join(',')}`);
    for (const n of numbers) await page.locator(rowOf(n)).waitFor();

    // keyboard selection: j moves, x toggles
    await page.getByTestId('orders-table-grid').focus();
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('j');
      await page.keyboard.press('x');
    }
    await poll(() => page.getByTestId('orders-table-selection').innerText()).toContain('3');
    await page.getByTestId('orders-bulk-cancel').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.waitFor();
    expect(await page.getByTestId('confirm-ok').isDisabled()).toBe(true);
    await page.getByTestId('confirm-word').fill('cance');
    expect(await page.getByTestId('confirm-ok').isDisabled()).toBe(true);
    await page.getByTestId('confirm-word').fill('cancel');
    await page.getByTestId('confirm-ok').click();

    const result = page.getByTestId('orders-batch-result');
    await result.waitFor();
    for (const n of [a.number, b.number]) {
      expect(await result.locator(`[data-number="${n}"]`).getAttribute('data-ok')).toBe('true');
      await poll(() => page.locator(`${rowOf(n)} [data-column="state"] [data-state]`).getAttribute('data-state')).toBe('canceled');
      expect((await admin.call(get, { number: n })).order.state).toBe('canceled');
    }
    const refused = result.locator(`[data-number="${shipped.number}"]`);
    expect(await refused.getAttribute('data-ok')).toBe('false');
    expect(await refused.innerText()).toMatch(/cannot be canceled/);
    expect((await admin.call(get, { number: shipped.number })).order.state).toBe('complete');
    expect(await page.locator(`${rowOf(shipped.number)} [data-column="state"] [data-state]`).getAttribute('data-state')).toBe('complete');
  });

  it('flags the selected rows with orders.batch and leaves nothing selected', async () => {
    const a = await take({ state_eq: 'complete', flagged_eq: false });
    const b = await take({ state_eq: 'complete', flagged_eq: false });
    const page = await web.page('orders@demo.mn', `/orders/list?q[number_in]=${a.number},${b.number}`);
    await page.locator(rowOf(a.number)).waitFor();
    await page.locator(rowOf(b.number)).waitFor();
    await page.getByTestId('orders-table-row-check').nth(0).check();
    await page.getByTestId('orders-table-row-check').nth(1).check();
    await page.getByTestId('orders-bulk-flag').click();
    await page.getByTestId('orders-batch-result').waitFor();
    await poll(async () => (await admin.call(get, { number: a.number })).order.flagged && (await admin.call(get, { number: b.number })).order.flagged).toBe(true);
    expect(await page.getByTestId('orders-table-selection').count()).toBe(0);
  });
});
