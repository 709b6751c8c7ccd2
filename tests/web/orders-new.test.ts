/// <reference lib="dom" />
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { get, list } from '../../src/shared/commands/orders/orders.js';
import { formatMoney } from '../../src/shared/i18n/format.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { locations, setShelf, variantsOf } from '../helpers/orders-ops.js';
import { poll } from './orders-helpers.js';

let web: WebHarness;
let admin: ApiClient;
let customer: { id: number; mobile: string };
beforeAll(async () => {
  web = await startWeb();
  admin = (await web.server.login('admin@demo.mn')).api;
  const res = await web.server.app.services.database.db.execute(sql`select id, mobile from users where 'customer' = any(roles) and mobile is not null order by id limit 1`);
  const row = ((res as unknown as { rows?: { id: number; mobile: string }[] }).rows ?? (res as unknown as { id: number; mobile: string }[]))[0]!;
  customer = { id: Number(row.id), mobile: row.mobile };
}, 180_000);
afterAll(async () => {
  await web?.close();
});

describe('/orders/new', () => {
  it('finds the customer and items from the keyboard, shows live totals and stock, validates, places the order and opens it', async () => {
    const [item] = await variantsOf(web.server, 1);
    const shelves = (await locations(web.server)).filter((l) => l.active).map((l) => l.id);
    for (const l of shelves) await setShelf(web.server, item!.id, l, l === shelves[0] ? 3 : 0);

    const page = await web.page('orders@demo.mn', '/orders/new');
    await page.getByTestId('new-customer-search').fill(customer.mobile);
    await page.getByTestId('new-customer-results').getByRole('button').first().waitFor();
    await page.getByTestId('new-customer-search').press('Enter');
    await page.getByTestId('new-customer-picked').waitFor();

    await page.getByTestId('new-item-search').fill(item!.sku);
    await page.getByTestId('new-item-results').getByRole('button').first().waitFor();
    await page.getByTestId('new-item-search').press('Enter');
    await page.getByTestId(`new-line-${item!.sku}`).waitFor();
    // the server's totals: the item and the default delivery (₮5,000)
    await poll(() => page.getByTestId('new-total').innerText()).toBe(formatMoney(item!.price + 500_000));

    // more than the shelf holds: marked before submitting
    await page.getByTestId(`new-qty-${item!.sku}`).fill('5');
    await poll(() => page.getByTestId(`new-line-${item!.sku}`).innerText()).toContain('Not enough stock');
    await page.getByTestId(`new-qty-${item!.sku}`).fill('2');
    await poll(() => page.getByTestId('new-total').innerText()).toBe(formatMoney(2 * item!.price + 500_000));
    await page.getByTestId('new-shipping-method').selectOption('express');
    // the payment methods are the active ones of Settings › Payment methods, by their names
    await poll(() => page.getByTestId('new-payment-method').locator('option').allTextContents()).toEqual(['Cash on delivery', 'Bank card', 'QPay', 'Bank transfer']);
    await page.getByTestId('new-payment-method').selectOption('qpay');
    await poll(() => page.getByTestId('new-total').innerText()).toBe(formatMoney(2 * item!.price + 700_000));

    // no district yet: the schema's rule shows and nothing is sent
    const before = (await admin.call(list, { per_page: 1, q: { platform_eq: 'admin' } })).total;
    await page.getByTestId('new-order-submit').click();
    await page.locator('[data-testid="new-ship-district"][aria-invalid="true"]').waitFor();
    expect((await admin.call(list, { per_page: 1, q: { platform_eq: 'admin' } })).total).toBe(before);

    await page.getByTestId('new-ship-district').selectOption('Хан-Уул');
    await page.getByTestId('new-ship-khoroo').selectOption('11');
    await page.getByTestId('new-ship-address').fill('Зайсан, 3-р байр 12 тоот');
    await page.screenshot({ path: '/tmp/orders-new-en.png', fullPage: true });
    await page.getByTestId('new-ship-address').press('Control+Enter');

    await page.waitForURL(/\/orders\/R\d+$/);
    const number = new URL(page.url()).pathname.split('/').pop()!;
    const { order } = await admin.call(get, { number });
    expect(order).toMatchObject({ state: 'complete', user_id: customer.id, platform: 'admin', ship_district: 'Хан-Уул', ship_khoroo: 11, shipment_total: 700_000 });
    expect(order.line_items).toEqual([expect.objectContaining({ sku: item!.sku, quantity: 2 })]);
    expect(order.total).toBe(2 * item!.price + 700_000);
    expect(order.payments).toEqual([expect.objectContaining({ method: 'qpay' })]);
  });

  it('in Mongolian: a new customer\'s fields and the address, labelled and validated in Mongolian', async () => {
    const page = await web.page('orders@demo.mn', '/orders/new', { language: 'mn' });
    await page.getByTestId('new-customer-mode-new').check();
    await page.getByTestId('new-customer-first_name').fill('Тэмүүжин');
    await page.getByTestId('new-customer-mobile').fill('123');
    await page.getByTestId('new-customer-mobile').blur();
    await page.locator('[data-testid="new-customer-mobile"][aria-invalid="true"]').waitFor();
    await page.getByTestId('new-ship-district').selectOption('Баянгол');
    await page.getByTestId('new-ship-khoroo').selectOption('20');
    await poll(() => page.getByTestId('new-order-form').innerText()).toContain('Хүргэлтийн хаяг');
    await poll(() => page.getByTestId('new-payment-method').locator('option').first().textContent()).toBe('Бэлнээр, хүргэлтээр');
    await page.screenshot({ path: '/tmp/orders-new-mn.png', fullPage: true });
    // Баянгол has 34 khoroos, no more
    expect(await page.getByTestId('new-ship-khoroo').locator('option').count()).toBe(35);
  });
});
