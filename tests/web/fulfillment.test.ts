/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { sheet } from '../../src/shared/commands/fulfillment/delivery.js';
import { ubDay } from '../../src/shared/commands/fulfillment/labels.js';
import { lineList } from '../../src/shared/commands/fulfillment/lineitems.js';
import { get } from '../../src/shared/commands/orders/orders.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { poll } from './orders-helpers.js';

let web: WebHarness;
let admin: ApiClient;
const since = ubDay('today', Date.now() - 100 * 86_400_000).date;
const shots = process.env.BO_SHOTS_DIR;

beforeAll(async () => {
  web = await startWeb();
  admin = (await web.server.login('admin@demo.mn')).api;
}, 400_000);
afterAll(async () => { await web?.close(); });

/** A day a demo driver had parcels on, and that sheet's first order. */
async function deliveryDay(): Promise<{ date: string; number: string }> {
  const lines = (await admin.call(lineList, { per_page: 100, q: { completed_at_gteq: since, label_eq: 'complete' } })).items.filter((l) => l.driver_id !== null);
  const { order } = await admin.call(get, { number: lines[0]!.order_number });
  const date = new Date(Date.parse(order.driver_taken_at!) + 8 * 3_600_000).toISOString().slice(0, 10);
  const rows = (await admin.call(sheet, { date })).items;
  return { date, number: rows[0]!.number };
}

describe('fulfillment', () => {
  it('a collector marks items collected from the keyboard and prints the pick list', async () => {
    const page = await web.page('collector@demo.mn', `/fulfillment/ordered_products?q[label_eq]=not_taken&q[completed_at_gteq]=${since}`);
    const rows = page.getByTestId('ff-lines-row');
    await rows.first().waitFor();
    const keys = await rows.evaluateAll((els) => els.slice(0, 2).map((e) => Number(e.getAttribute('data-row-key'))));
    await page.getByTestId('ff-lines-grid').focus();
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.getByTestId('ff-bulk-taken').waitFor();
    await page.keyboard.press('c');
    await poll(async () => {
      const lines = (await admin.call(lineList, { per_page: 50, q: { id_in: keys } })).items;
      return lines.length === 2 && lines.every((l) => l.actn === 'taken');
    }).toBe(true);

    // the next rows go on the pick list and print grouped by location and shelf
    await rows.first().waitFor();
    await page.getByTestId('ff-lines-grid').focus();
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.getByTestId('ff-bulk-collect').click();
    await page.getByTestId('ff-open-pick').click();
    await page.getByTestId('ff-pick-row').first().waitFor();
    await page.evaluate(() => { (window as unknown as { printed: number }).printed = 0; window.print = () => { (window as unknown as { printed: number }).printed++; }; });
    await page.getByTestId('ff-pick-print').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('ff-pick-row').first().isVisible()).toBe(true);
    expect(await page.locator('.ff-pick-print, [data-testid="ff-pick-print"]').first().isVisible()).toBe(false);
    if (shots) await page.screenshot({ path: `${shots}/pick-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    if (shots) await page.screenshot({ path: `${shots}/ordered-en.png`, fullPage: true });
  });

  it('a dispatcher prints the day\'s delivery sheet, a page per driver', async () => {
    const { date, number } = await deliveryDay();
    const page = await web.page('admin@demo.mn', '/fulfillment/delivery/sheet');
    await page.getByTestId('ff-sheet-date').fill(date);
    await page.locator('[data-testid="ff-sheet-row"]', { hasText: number }).waitFor();
    await page.evaluate(() => { (window as unknown as { printed: number }).printed = 0; window.print = () => { (window as unknown as { printed: number }).printed++; }; });
    await page.getByTestId('ff-sheet-print').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-testid="ff-sheet-row"]', { hasText: number }).isVisible()).toBe(true);
    expect(await page.getByTestId('ff-sheet-print').isVisible()).toBe(false);
    if (shots) await page.screenshot({ path: `${shots}/sheet-print.png`, fullPage: true });
  });

  it('in Mongolian: the labels\' counts open their list, and the sheet speaks Mongolian', async () => {
    const page = await web.page('collector@demo.mn', '/fulfillment', { language: 'mn' });
    await page.getByTestId('ff-from').fill(since);
    await poll(async () => Number((await page.getByTestId('ff-count-complete').textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(await page.getByTestId('ff-tile-not_taken').textContent()).toContain('Аваагүй');
    if (shots) await page.screenshot({ path: `${shots}/overview-mn.png`, fullPage: true });
    await page.getByTestId('ff-tile-complete').click();
    await page.waitForURL(/ordered_products\?.*label_eq/);
    await page.getByTestId('ff-lines-row').first().waitFor();
    expect(await page.locator('[data-testid="ff-lines-row"] [data-actn]').first().textContent()).toMatch(/[А-Яа-яӨөҮү]/);
    if (shots) await page.screenshot({ path: `${shots}/ordered-mn.png`, fullPage: true });

    const { date } = await deliveryDay();
    const sheetPage = await web.page('admin@demo.mn', '/fulfillment/delivery/sheet', { language: 'mn' });
    await sheetPage.getByTestId('ff-sheet-date').fill(date);
    await sheetPage.getByTestId('ff-sheet-row').first().waitFor();
    expect(await sheetPage.getByTestId('ff-sheet-driver-page').first().textContent()).toContain('Хүргэлтийн хуудас');
    if (shots) await sheetPage.screenshot({ path: `${shots}/sheet-mn.png`, fullPage: true });
  }, 180_000);
});
