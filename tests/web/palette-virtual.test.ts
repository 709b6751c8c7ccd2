/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWeb();
});
afterAll(async () => {
  await web?.close();
});

async function openPalette(page: Page) {
  await page.locator('html[data-palette-ready][data-shortcuts-ready]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.keyboard.press('Control+k');
  await page.getByTestId('palette-item').first().waitFor();
}
const selectedRow = (page: Page) => page.locator('[data-testid="palette-item"][data-selected="true"]');

/** Synthetic entries through the palette's test-only hook (src/web/palette/extra-entries.ts). */
async function padTo1000(page: Page) {
  await page.context().addInitScript(() => {
    (window as unknown as { __BO_PALETTE_EXTRA__: unknown }).__BO_PALETTE_EXTRA__ = Array.from({ length: 1000 }, (_, i) => ({
      routeId: 'users.list', title: `Synthetic entry ${i}`, href: '/u/users',
    }));
  });
  await page.reload();
}

describe('the palette list is virtual', () => {
  it('moves with the arrows to a row past the first screenful, shows it, and runs it with Enter', async () => {
    const page = await web.signedIn('admin@demo.mn', '/dashboard');
    await openPalette(page);
    const list = page.getByTestId('palette-list');
    for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowDown');
    const row = selectedRow(page);
    // the 41st row of Go to (no recent rows in a fresh profile)
    const values = await page.locator('[data-testid="palette-group-goto"] [data-testid="palette-item"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-value')));
    expect(values).toContain(await row.getAttribute('data-value'));
    const [rowBox, listBox] = [await row.boundingBox(), await list.boundingBox()];
    expect(rowBox!.y).toBeGreaterThanOrEqual(listBox!.y);
    expect(rowBox!.y + rowBox!.height).toBeLessThanOrEqual(listBox!.y + listBox!.height + 1);
    // the first rows left the DOM: the list holds what is in view
    expect(await page.locator('[data-testid="palette-item"][data-value="route:dashboard"]').count()).toBe(0);
    // screen readers hear the selected option
    expect(await page.getByTestId('palette-input').getAttribute('aria-activedescendant')).toBe(await row.getAttribute('id'));
    expect(await row.getAttribute('role')).toBe('option');
    expect(await list.getAttribute('role')).toBe('listbox');
    const href = await row.locator('.palette-item-sub').innerText();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === href);
    await page.getByTestId('palette').waitFor({ state: 'detached' });
  });

  it('renders a bounded number of rows for 1,000 entries; End, Home and a query reach any of them', async () => {
    const page = await web.signedIn('admin@demo.mn', '/dashboard');
    await padTo1000(page);
    await openPalette(page);
    const list = page.getByTestId('palette-list');
    expect(Number(await list.getAttribute('data-rows'))).toBeGreaterThan(1000);
    expect(await page.getByTestId('palette-item').count()).toBeLessThan(60);

    await page.keyboard.press('End');
    const last = await selectedRow(page).getAttribute('data-value');
    expect(last).toMatch(/^command:/);
    expect(await page.getByTestId('palette-item').count()).toBeLessThan(60);
    await page.keyboard.press('ArrowDown'); // loops to the top
    await expect.poll(() => selectedRow(page).getAttribute('data-value')).toBe('route:dashboard');
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await expect.poll(() => selectedRow(page).getAttribute('data-value')).toBe('route:dashboard');
    expect(await page.getByTestId('palette-group-goto').count()).toBe(1);

    await page.keyboard.type('synthetic entry 977');
    await expect.poll(() => selectedRow(page).getAttribute('data-value')).toBe('extra:977');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/u/users');
  });
});
