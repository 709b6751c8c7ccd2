/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_COUNTS, summary } from '../../src/shared/commands/dashboard.js';
import { formatMoney } from '../../src/shared/i18n/format.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWeb();
  // the demo seed on a busy shared machine can take longer than the default hook timeout
}, 180_000);
afterAll(async () => {
  await web?.close();
});

const shots = process.env.BO_SCREENSHOTS_DIR ?? '/tmp';

describe('/dashboard', () => {
  it('shows the five counts of the API as tiles and 30 days in the graph; a tile opens the list filtered, by keyboard', async () => {
    const { api } = await web.server.login('admin@demo.mn');
    const expected = await api.call(summary, {});
    const page = await web.page('admin@demo.mn', '/dashboard');
    await page.getByTestId('dashboard-tile-approved').waitFor();
    for (const k of DASHBOARD_COUNTS) {
      expect(await page.getByTestId(`dashboard-count-${k}`).textContent(), k).toBe(expected.counts[k].toLocaleString('en-US'));
    }
    expect(await page.getByTestId('dashboard-day').count()).toBe(30);
    const totalOrders = expected.days.reduce((n, d) => n + d.orders, 0);
    expect(await page.getByTestId('dashboard-total-orders').textContent()).toBe(totalOrders.toLocaleString('en-US'));
    expect(await page.getByTestId('dashboard-total-revenue').textContent()).toMatch(/^₮[\d,]+(\.\d+)?$/);
    expect(await page.getByTestId('dashboard-scope').textContent()).toContain('Demo Shop');
    // each day's figures open under the graph, newest first
    await page.getByTestId('dashboard-days').locator('summary').click();
    const newest = expected.days.at(-1)!;
    const first = page.getByTestId('dashboard-day-row').first();
    await first.waitFor();
    expect(await page.getByTestId('dashboard-day-row').count()).toBe(30);
    expect((await first.innerText()).replace(/\s+/g, ' ')).toBe(`${newest.date.replaceAll('-', '/')} ${newest.orders.toLocaleString('en-US')} ${formatMoney(newest.revenue)}`);
    await page.screenshot({ path: `${shots}/dashboard-en.png`, fullPage: true });

    // keyboard: the tiles are links in reading order; Enter on "Canceled" opens the list of what it counted
    await page.getByTestId('dashboard-tile-approved').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('dashboard-tile-canceled');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/orders\/list\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('q[state_eq]')).toBe('canceled');
    expect(url.searchParams.get('q[created_at_gteq]')).toBe(expected.since);
  });

  it('speaks Mongolian', async () => {
    const page = await web.page('admin@demo.mn', '/dashboard', { language: 'mn' });
    await page.getByTestId('dashboard-tile-approved').waitFor();
    expect(await page.locator('h1.screen-title').textContent()).toBe('Хянах самбар');
    expect(await page.getByTestId('dashboard-tile-canceled').textContent()).toContain('Цуцлагдсан');
    expect(await page.getByTestId('dashboard-graph').textContent()).toContain('Захиалга ба орлого, сүүлийн 30 хоног');
    await page.screenshot({ path: `${shots}/dashboard-mn.png`, fullPage: true });
  });

  it('a merchant sees his vendor’s share only, the same figures as the API gives him', async () => {
    const { api } = await web.server.login('merchant@demo.mn');
    const expected = await api.call(summary, {});
    const page = await web.page('merchant@demo.mn', '/dashboard');
    await page.getByTestId('dashboard-tile-shipped').waitFor();
    expect(await page.getByTestId('dashboard-scope').textContent()).toContain('only your merchant’s share');
    for (const k of DASHBOARD_COUNTS) {
      expect(await page.getByTestId(`dashboard-count-${k}`).textContent(), k).toBe(expected.counts[k].toLocaleString('en-US'));
    }
    await page.screenshot({ path: `${shots}/dashboard-merchant.png`, fullPage: true });
  });

  it('a user whose roles hold no orders gets a plain note instead of the tiles', async () => {
    const page = await web.page('content@demo.mn', '/dashboard');
    await page.getByTestId('dashboard-no-role').waitFor();
    expect(await page.getByTestId('dashboard-tile-approved').count()).toBe(0);
  });
});
