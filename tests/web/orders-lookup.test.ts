/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { orderPicker, paletteReady, poll } from './orders-helpers.js';

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

describe('order look-up from the palette', () => {
  it('opens an order typed by its number without the R: Enter on the result shows its detail', async () => {
    const order = await take({ state_eq: 'complete' });
    const page = await web.page('orders@demo.mn', '/orders/list');
    await page.getByTestId('orders-table-row').first().waitFor();
    await paletteReady(page);
    await page.keyboard.press('Control+k');
    await page.getByTestId('palette-input').fill(order.number.slice(1));
    // the orders group's row for that number is the top result: Enter opens it
    const row = page.locator('[data-testid="palette-group-live:orders"] [data-testid="palette-item"]').first();
    await poll(() => row.innerText()).toContain(order.number);
    await poll(() => page.locator('[data-testid="palette-item"][aria-selected="true"]').innerText()).toContain(order.number);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/orders/${order.number}$`));
    await poll(() => page.getByTestId('order-number').innerText()).toContain(order.number);
    expect(await page.getByTestId('order-total').innerText()).toMatch(/₮/);

    // with the R (in lower case, as people type it) the same way, from the order's own screen
    const other = await take({ state_eq: 'canceled' });
    await page.keyboard.press('Control+k');
    await page.getByTestId('palette-input').fill(`r${other.number.slice(1)}`);
    await poll(() => page.locator('[data-testid="palette-item"][aria-selected="true"]').innerText()).toContain(other.number);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/orders/${other.number}$`));
    await poll(() => page.getByTestId('order-state').getAttribute('data-state')).toBe('canceled');
  });

  it('Enter pressed before the results arrived opens the order once they do, as a barcode scanner types', async () => {
    const order = await take({ state_eq: 'complete' });
    const page = await web.page('orders@demo.mn', '/orders/list');
    await page.getByTestId('orders-table-row').first().waitFor();
    await paletteReady(page);
    await page.keyboard.press('Control+k');
    const input = page.getByTestId('palette-input');
    await input.focus();
    // the number and Enter in one go, well inside the search's pause before it asks the server
    await page.keyboard.insertText(order.number);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/orders/${order.number}$`));
    await poll(() => page.getByTestId('order-number').innerText()).toContain(order.number);
  });

  it('finds an order by the customer phone and opens it with Enter', async () => {
    const order = await take({ state_eq: 'complete' }, (o) => !!o.phone);
    const page = await web.page('admin@demo.mn', '/orders/list');
    await paletteReady(page);
    await page.keyboard.press('Control+k');
    await page.getByTestId('palette-input').fill(order.phone!);
    const item = page.locator('[data-testid="palette-group-live:orders"] [data-testid="palette-item"]', { hasText: order.number });
    await item.waitFor();
    // choose that row with the arrows, then Enter
    for (let i = 0; i < 30; i++) {
      if (await item.getAttribute('aria-selected') === 'true') break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/orders/${order.number}$`));
    await page.getByTestId('order-detail').waitFor();
  });

  it('/orders/<digits> is the same order as /orders/R<digits>; an unknown number says so', async () => {
    const order = await take({ state_eq: 'complete' });
    const page = await web.page('ordersview@demo.mn', `/orders/${order.number.slice(1)}/payments`);
    await page.waitForURL(new RegExp(`/orders/${order.number}/payments$`));
    await page.getByTestId('order-panel-payments').waitFor();
    // the view-only role gets no operation buttons
    expect(await page.getByTestId('order-operations').locator('button').count()).toBe(0);
    await page.goto('/orders/R999999999');
    await page.getByTestId('order-not-found').waitFor();
  });
});
