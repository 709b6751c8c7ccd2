/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../src/shared/commands/products/products.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { poll } from './orders-helpers.js';

// issue 13, lists and forms: edits that are not lost, one save bar, list states that offer the next step
let web: WebHarness;
beforeAll(async () => {
  web = await startWeb();
}, 180_000);
afterAll(async () => {
  await web?.close();
});
const shots = process.env.BO_SCREENSHOTS_DIR ?? '/tmp';

describe('unsaved edits', () => {
  it('keeps the product editor\'s edits across tabs, asks before leaving them, and saves them from one bar', async () => {
    const { api } = await web.server.login('admin@demo.mn');
    const page = await web.page('admin@demo.mn', '/products/all/21');
    const names = page.getByTestId('product-names-form');
    await names.locator('[name="name_en"]').fill('Kept across tabs');
    await page.getByTestId('product-save-bar').waitFor();
    expect(await page.getByTestId('product-names-form-submit').count()).toBe(0);
    // a tab switch loses nothing and asks nothing
    await page.getByTestId('tab-prices').click();
    await page.getByTestId('product-prices-form').waitFor();
    await page.getByTestId('product-prices-form').locator('[name="price"]').fill('12345.5');
    await page.getByTestId('tab-details').click();
    expect(await names.locator('[name="name_en"]').inputValue()).toBe('Kept across tabs');
    expect(await page.getByTestId('confirm-dialog').count()).toBe(0);
    await page.screenshot({ path: `${shots}/lists-save-bar-en.png` });
    // reload or closing the tab: the browser asks
    expect(await page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })))).toBe(true);
    // "← All products" asks; staying keeps the edits
    await page.locator('.pr-back').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.getByTestId('confirm-cancel').click();
    expect(new URL(page.url()).pathname).toBe('/products/all/21/details');
    expect(await names.locator('[name="name_en"]').inputValue()).toBe('Kept across tabs');
    // one bar saves both tabs' changes
    await page.getByTestId('product-save-bar-save').click();
    await poll(async () => (await api.call(get, { id: 21 })).product.name_en).toBe('Kept across tabs');
    await poll(async () => (await api.call(get, { id: 21 })).product.price).toBe(1_234_550);
    await page.getByTestId('product-save-bar').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })))).toBe(false);
    await page.locator('.pr-back').click();
    await page.waitForURL((u) => u.pathname === '/products/all');
  });
});

describe('list states', () => {
  it('loads with skeleton rows, fails with the server\'s message and a retry', async () => {
    const page = await web.signedIn('admin@demo.mn', '/dashboard');
    await page.getByTestId('sidebar').waitFor();
    let fail = true;
    await page.route(/\/api\/bo\/products\/search(\?|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      if (fail) await route.fulfill({ status: 422, json: { error: { code: 'unprocessable', message: 'The search index is being rebuilt' } } });
      else await route.continue();
    });
    await page.evaluate(() => { history.pushState(null, '', '/products/all'); dispatchEvent(new PopStateEvent('popstate')); });
    await page.getByTestId('products-table-loading').waitFor();
    expect(await page.getByTestId('products-table-loading').locator('.skeleton-bar').count()).toBeGreaterThan(5);
    await page.getByTestId('products-table-error').waitFor();
    expect(await page.getByTestId('products-table-error-message').textContent()).toBe('The search index is being rebuilt');
    await page.screenshot({ path: `${shots}/lists-error-en.png` });
    fail = false;
    await page.getByTestId('products-table-error-retry').click();
    await page.getByTestId('products-table-row').first().waitFor();
  });

  it('an empty filtered list offers to clear the filters', async () => {
    const page = await web.page('orders@demo.mn', '/orders/list?q[email_cont]=nobody-at-all');
    await page.getByTestId('orders-table-empty').waitFor();
    await page.screenshot({ path: `${shots}/lists-empty-en.png` });
    await page.getByTestId('orders-table-empty-clear').click();
    await page.getByTestId('orders-table-row').first().waitFor();
    expect(new URL(page.url()).search).not.toContain('email_cont');
  });
});

describe('filters as chips', () => {
  it('adds a filter from the menu by keyboard, shows it as a chip, removes it; the page size chosen stays for the list', async () => {
    const page = await web.page('orders@demo.mn', '/orders/list');
    await page.getByTestId('orders-table-row').first().waitFor();
    // only the search box and the menu take room until a filter is set
    expect(await page.getByTestId('orders-filters-chip').count()).toBe(0);
    expect(await page.getByTestId('filter-state_eq').count()).toBe(0);
    const bar = await page.getByTestId('orders-filters').boundingBox();
    expect(bar!.height).toBeLessThan(50);
    await page.getByTestId('orders-filters-add').focus();
    await page.getByTestId('orders-filters-add').selectOption('state_eq');
    // the control added has the focus: the keyboard goes on there
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('filter-state_eq');
    await page.getByTestId('filter-state_eq').selectOption('canceled');
    await page.waitForURL(/q\[state_eq\]=canceled/);
    expect(await page.getByTestId('orders-filters-chip').count()).toBe(1);
    await page.screenshot({ path: `${shots}/lists-chips-en.png` });
    await page.getByTestId('orders-filters-remove-state_eq').click();
    await poll(() => new URL(page.url()).search.includes('state_eq')).toBe(false);
    expect(await page.getByTestId('orders-filters-chip').count()).toBe(0);

    await page.getByTestId('orders-table-pagination-per-page').selectOption('25');
    await poll(() => page.getByTestId('orders-table-pagination-range').textContent()).toMatch(/^1–25 of/);
    await page.goto('/dashboard');
    await page.goto('/orders/list');
    await page.getByTestId('orders-table-row').first().waitFor();
    expect(await page.getByTestId('orders-table-pagination-per-page').inputValue()).toBe('25');
    await poll(() => page.getByTestId('orders-table-pagination-range').textContent()).toMatch(/^1–25 of/);
    const mn = await web.page('orders@demo.mn', '/orders/list?q[state_eq]=canceled', { language: 'mn' });
    await mn.getByTestId('orders-filters-chip').waitFor();
    await mn.screenshot({ path: `${shots}/lists-chips-mn.png` });
  });
});
