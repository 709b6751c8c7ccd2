/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWeb();
});
afterAll(async () => {
  await web?.close();
});

const activeKey = (page: import('playwright-core').Page) =>
  page.locator('[data-testid="users-table-row"][data-active]').getAttribute('data-row-key');

describe('users screens', () => {
  it('the users table is worked by keyboard alone: j/k move, x selects, / filters, Enter opens', async () => {
    const page = await web.page('admin@demo.mn', '/u/users');
    const grid = page.getByTestId('users-table-grid');
    await page.getByTestId('users-table-row').first().waitFor();
    // page size 10 by default (§9)
    expect(await page.getByTestId('users-table-row').count()).toBe(10);
    const keys = await page.getByTestId('users-table-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')));

    await grid.focus();
    await page.keyboard.press('j');
    expect(await activeKey(page)).toBe(keys[0]);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    expect(await activeKey(page)).toBe(keys[1]);
    await page.keyboard.press('x');
    await expect.poll(() => page.locator(`[data-testid="users-table-row"][data-row-key="${keys[1]}"]`).getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('users-table-selection').waitFor();

    // rows are real links: Ctrl-click and middle-click open a new tab
    expect(await page.getByTestId('users-table-row-link').first().getAttribute('href')).toBe(`/u/users/${keys[0]}`);

    // `/` goes to the filter; typing there does not move the table
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('filter-search');
    await page.keyboard.type('customer1');
    expect(await activeKey(page)).toBe(keys[1]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await grid.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/u\/users\/\d+/);
    await page.getByTestId('user-detail').waitFor();
  });

  it('a user opens on the tab in the URL; a store credit is validated, confirmed and created', async () => {
    const page = await web.page('admin@demo.mn', '/u/users');
    await page.getByTestId('users-table-row').first().waitFor();
    const href = await page.getByTestId('users-table-row-link').nth(2).getAttribute('href');
    await page.goto(`${href}/store_credits`);
    await page.getByTestId('user-panel-store_credits').waitFor();
    expect(await page.getByTestId('tab-store_credits').getAttribute('aria-selected')).toBe('true');

    const form = page.getByTestId('credit-form');
    // validated on blur: zero is refused before anything is sent
    await form.locator('[name="amount"]').fill('0');
    await form.locator('[name="memo"]').focus();
    await form.locator('.field-error').first().waitFor();
    await form.locator('[name="amount"]').fill('12500');
    await form.locator('[name="memo"]').fill('late delivery');
    await expect.poll(() => form.locator('.field-error').count()).toBe(0);
    await page.getByTestId('credit-form-submit').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('toast').first().textContent()).toContain('Saved');
    await expect.poll(() => page.getByTestId('credits-table').innerText()).toContain('₮12,500');
  });

  it('/u/admins lists only administrators', async () => {
    const page = await web.page('admin@demo.mn', '/u/admins');
    await page.getByTestId('users-table-row').first().waitFor();
    const text = await page.getByTestId('users-table-grid').innerText();
    expect(text).toContain('admin@demo.mn');
    expect(text).not.toContain('customer1@example.mn');
  });
});
