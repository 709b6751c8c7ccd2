/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../src/shared/commands/products/resources.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWeb();
});
afterAll(async () => {
  await web?.close();
});

/** The palette and the shortcuts load in their own chunks; keys pressed before that are lost. */
async function ready(page: Page) {
  await page.locator('html[data-palette-ready][data-shortcuts-ready]').waitFor({ state: 'attached' });
}
const selected = (page: Page) => page.locator('[data-testid="palette-item"][data-selected="true"]').getAttribute('data-value');

describe('the Cmd-K palette', () => {
  it('goes to a screen: words in any order, the top result runs on Enter', async () => {
    const page = await web.page('admin@demo.mn', '/dashboard');
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.getByTestId('palette').waitFor();
    await page.keyboard.type('users admin');
    await expect.poll(() => selected(page)).toBe('route:users.admins');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/u/admins');
    await page.getByTestId('palette').waitFor({ state: 'detached' });
  });

  it('opens from inside a text field, and Esc closes it', async () => {
    const page = await web.page('admin@demo.mn', '/u/users');
    await ready(page);
    await page.getByTestId('filter-search').focus();
    await page.keyboard.press('Control+k');
    await page.getByTestId('palette').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('palette').waitFor({ state: 'detached' });
  });

  it('runs a catalogue command through the form made from its schema, and shows the result', async () => {
    const page = await web.page('admin@demo.mn', '/dashboard');
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('search users');
    await expect.poll(() => selected(page)).toBe('command:user.search');
    await page.keyboard.press('Enter');
    const form = page.getByTestId('palette-command');
    await form.waitFor();
    await page.keyboard.type('customer7@');
    await page.keyboard.press('Enter');
    await page.getByTestId('palette-result-table').waitFor();
    expect(await page.getByTestId('palette-result-table').innerText()).toContain('customer7@example.mn');
  });

  it('shows live results from the server and remembers recent targets', async () => {
    const page = await web.page('admin@demo.mn', '/dashboard');
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('customer2@example');
    const live = page.getByTestId('palette-group-live:users');
    await live.waitFor();
    await live.getByTestId('palette-item').first().click();
    await page.waitForURL(/\/u\/users\/\d+/);

    await page.keyboard.press('Control+k');
    const recent = page.getByTestId('palette-group-recent');
    await recent.waitFor();
    expect(await recent.innerText()).toContain('customer2@example.mn');
  });

  it('matches Mongolian Cyrillic in a Mongolian console, with or without ө and ү', async () => {
    const page = await web.page('admin@demo.mn', '/dashboard', { language: 'mn' });
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('хэрэглэгчид');
    await expect.poll(() => selected(page)).toBe('route:users.list');
    await page.getByTestId('palette-input').fill('бух бутээгдэхуун'); // Бүх бүтээгдэхүүн typed without ү
    await expect.poll(() => selected(page)).toBe('route:products.all');
  });

  it('refuses nothing the user may not run: a merchant is not offered staff commands', async () => {
    const page = await web.page('merchant@demo.mn', '/dashboard');
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('create user');
    await page.getByTestId('palette-list').waitFor();
    const values = await page.getByTestId('palette-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-value')));
    expect(values).not.toContain('command:user.create');
  });
});

describe('commands that destroy ask first', () => {
  it('a danger command from the palette runs only after its confirmation', async () => {
    const { api } = await web.server.login('admin@demo.mn');
    const { create, list } = brands;
    const { item } = await api.call(create, { name: 'Palette Test Brand', slug: 'palette-test-brand', position: 0 });

    const page = await web.page('admin@demo.mn', '/dashboard');
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('delete brand');
    await expect.poll(() => selected(page)).toBe('command:brand.delete');
    await page.keyboard.press('Enter');
    await page.getByTestId('palette-command').waitFor();
    // keys typed before the form's first field has the focus would be lost on a busy machine
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="palette-command"]') !== null && document.activeElement?.tagName === 'INPUT')).toBe(true);
    await page.keyboard.type(String(item.id));
    await page.keyboard.press('Enter');
    await page.getByTestId('palette-confirm').waitFor();
    // still there until confirmed
    expect((await api.call(list, { query: 'Palette Test Brand' })).items).toHaveLength(1);
    await page.getByTestId('palette-confirm-run').click();
    await page.getByTestId('palette-result').waitFor();
    await expect.poll(async () => (await api.call(list, { query: 'Palette Test Brand' })).items.length).toBe(0);
  });
});

describe('keyboard', () => {
  it('? opens the sheet of shortcuts; g then u goes to users; no shortcut fires while typing', async () => {
    const page = await web.page('admin@demo.mn', '/dashboard');
    await ready(page);
    await page.keyboard.press('?');
    const sheet = page.getByTestId('shortcuts-sheet');
    await sheet.waitFor();
    expect(await sheet.innerText()).toContain('Ctrl');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    await page.keyboard.press('g');
    await page.keyboard.press('u');
    await page.waitForURL((u) => u.pathname === '/u/users');

    await page.getByTestId('filter-search').focus();
    await page.keyboard.type('g?');
    expect(await page.getByTestId('shortcuts-sheet').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/u/users');
  });
});
