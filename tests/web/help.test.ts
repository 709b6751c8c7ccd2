/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGELOG } from '../../src/shared/changelog/entries.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWeb();
});
afterAll(async () => {
  await web?.close();
});

describe('help panel', () => {
  it('searches the guide after the typing pauses and shows an article with every kind of block', async () => {
    const page = await web.page('admin@demo.mn', '/dashboard');
    await page.getByTestId('help-toggle').click();
    const panel = page.getByTestId('help-panel');
    await panel.waitFor();
    expect(Math.round((await panel.boundingBox())!.width)).toBe(500);

    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v2/articles?')) requests.push(decodeURIComponent(r.url()));
    });
    await page.getByTestId('help-search').pressSequentially('palette', { delay: 40 });
    await page.locator('[data-testid="help-results"][aria-busy="false"]').waitFor();
    await expect.poll(() => page.getByTestId('help-result').count()).toBeGreaterThan(0);
    // one request for the whole word: the 800 ms debounce of §9, 25 per page
    await expect.poll(() => requests.filter((u) => u.includes('q[title_cont]=palette')).length).toBe(1);
    expect(requests.some((u) => u.includes('q[title_cont]=pal&'))).toBe(false);
    expect(requests.at(-1)).toContain('per_page=25');

    await page.getByTestId('help-search').fill('using this guide');
    await page.locator('[data-testid="help-results"][aria-busy="false"]').waitFor();
    await page.getByTestId('help-result').first().click();
    const article = page.getByTestId('help-article');
    await page.locator('article[data-testid="help-article"]').waitFor();
    // the demo article "Using this guide" holds every block kind
    for (const selector of ['h2, h3, h4', 'p', 'img', 'blockquote', 'hr', 'pre', 'ul, ol', 'a[href^="http"]']) {
      expect(await article.locator(selector).count(), selector).toBeGreaterThan(0);
    }

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });

  it('answers in Mongolian for a Mongolian user', async () => {
    const page = await web.page('admin@demo.mn', '/help', { language: 'mn' });
    await page.getByTestId('help-screen').waitFor();
    await expect.poll(() => page.getByTestId('help-result').count()).toBeGreaterThan(5);
    const titles = (await page.getByTestId('help-result').allTextContents()).join(' ');
    expect(titles).toMatch(/[А-Яа-яӨөҮү]/);
  });

  it('What\'s New lists the changelog in the reader\'s language, each entry opening its screen where his roles let him', async () => {
    const page = await web.page('admin@demo.mn', '/dashboard', { language: 'mn' });
    const link = page.getByTestId('sidebar').locator('a[href="/whats_new"]');
    if (!(await link.isVisible())) await page.getByTestId('sidebar').locator('[data-group="whats_new"] button').click();
    await link.click();
    await page.getByTestId('whats-new').waitFor();
    await page.screenshot({ path: `${process.env.BO_SCREENSHOTS_DIR ?? '/tmp'}/whats-new-mn.png` });
    expect(await page.getByTestId('whats-new-entry').count()).toBe(CHANGELOG.length);
    expect(await page.locator('.whats-new-entry h2').first().textContent()).toBe(CHANGELOG[0]!.mn.title);
    await page.locator('[data-route="orders.list"] [data-testid="whats-new-open"]').click();
    await page.waitForURL((u) => u.pathname === '/orders/list');
    // a merchant is not led to the screens he cannot open
    const merchant = await web.page('merchant@demo.mn', '/whats_new');
    await merchant.getByTestId('whats-new').waitFor();
    await merchant.screenshot({ path: `${process.env.BO_SCREENSHOTS_DIR ?? '/tmp'}/whats-new-merchant-en.png` });
    expect(await merchant.locator('[data-route="orders.list"] [data-testid="whats-new-open"]').count()).toBe(0);
  });
});
