/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { calendar, schedule } from '../../src/shared/commands/fulfillment/calendar.js';
import { ubDay } from '../../src/shared/commands/fulfillment/labels.js';
import { lineList } from '../../src/shared/commands/fulfillment/lineitems.js';
import { maps } from '../../src/shared/commands/fulfillment/map.js';
import { returnList, returnRequest } from '../../src/shared/commands/fulfillment/returns.js';
import { drivers } from '../../src/shared/commands/orders/orders.js';
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

describe('fulfillment: map and returns desk', () => {
  it('a dispatcher gives three orders to a driver on the map and moves one on the calendar from the keyboard; the returns desk writes one off, in Mongolian', async () => {
    // three open orders without a driver, scheduled for tomorrow: tomorrow's map holds them
    const open = (await admin.call(calendar, {})).unscheduled.filter((o) => o.driver_id === null).slice(0, 3);
    const date = ubDay('tomorrow').date;
    for (const o of open) await admin.call(schedule, { number: o.number, date, slot: 'morning' });
    const day = { date, free: (await admin.call(maps, { date })).points.filter((p) => p.status === 'unassigned').map((p) => p.number) };
    expect(day.free.length).toBeGreaterThanOrEqual(3);
    const driver = (await admin.call(drivers, {})).items[0]!;
    const page = await web.signedIn('collector@demo.mn', '/fulfillment/delivery/map');
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.getByTestId('ff-map-date').fill(day.date);
    await page.getByTestId('ff-map-only').selectOption('unassigned');
    await page.getByTestId('ff-map-point').first().waitFor();
    // no tiles on this machine: the outlines shipped with the project, not a blank box
    expect(await page.getByTestId('ff-map').getAttribute('data-tiles')).toBe('off');
    expect(await page.locator('.ff-map-district').count()).toBe(9);
    expect(await page.locator('[data-testid="ff-map"] canvas').count()).toBeGreaterThan(0);
    await page.getByTestId('ff-map-driver').selectOption(String(driver.id));
    await page.getByTestId('ff-map-list').focus();
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    const picked = await page.locator('[data-testid="ff-map-point"][aria-selected="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-number')!));
    expect(picked).toHaveLength(3);
    if (shots) await page.screenshot({ path: `${shots}/map-en.png`, fullPage: true });
    await page.keyboard.press('a');
    await poll(async () => {
      const points = (await admin.call(maps, { date: day.date })).points.filter((p) => picked.includes(p.number));
      return points.every((p) => p.status === 'assigned' && p.driver_id === driver.id);
    }).toBe(true);
    // zoomed out, the day's points gather into a cluster showing its count; Shift+click picks all its orders
    await page.getByTestId('ff-map-only').selectOption('all');
    await page.locator('[data-testid="ff-map-point"][data-status="assigned"]').first().waitFor();
    const cluster = page.locator('.ff-cluster').first();
    for (let i = 0; i < 8 && !(await cluster.isVisible()); i++) {
      await page.locator('.leaflet-control-zoom-out').click();
      await page.waitForTimeout(400);
    }
    const count = Number((await cluster.locator('span').textContent())?.replace(/,/g, ''));
    expect(count).toBeGreaterThanOrEqual(2);
    expect(await cluster.locator('div').getAttribute('title')).toMatch(new RegExp(`^${count} orders, 0 picked`));
    if (shots) await page.screenshot({ path: `${shots}/map-clusters-en.png`, fullPage: true });
    await cluster.click({ modifiers: ['Shift'] });
    await poll(async () => page.locator('[data-testid="ff-map-point"][aria-selected="true"]').count()).toBe(count);
    expect(await page.locator('.ff-cluster-picked').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);

    // the calendar: one of them moved a slot later from the keyboard
    const cal = await web.signedIn('collector@demo.mn', '/fulfillment/delivery/calendar');
    const card = cal.locator(`[data-testid="ff-cal-card"][data-number="${open[0]!.number}"]`);
    await card.focus();
    await cal.keyboard.press('Shift+ArrowDown');
    await poll(async () => (await admin.call(calendar, {})).items.find((o) => o.number === open[0]!.number)?.slot).toBe('midday');
    await cal.locator(`td[data-slot="midday"] [data-number="${open[0]!.number}"]`).waitFor();

    // a return asked for, received at the desk and written off as damaged, from the keyboard
    const line = (await admin.call(lineList, { per_page: 60, q: { completed_at_gteq: since, label_eq: 'complete' } })).items.at(-1)!;
    const asked = (await admin.call(returnRequest, { line_item_id: line.id, reason: 'Хайрцаг нь хагарсан', quantity: 1 })).product_return;
    const desk = await web.signedIn('collector@demo.mn', `/fulfillment/products_return?q[order_number_eq]=${asked.order_number}&q[state_eq]=requested`, { language: 'mn' });
    await desk.getByTestId('ff-returns-row').first().waitFor();
    expect(await desk.locator('h1').textContent()).toMatch(/буцаалт/i);
    expect(await desk.locator('[data-testid="ff-returns-row"] [data-state="requested"]').first().textContent()).toBe('Хүлээн авах');
    await desk.getByTestId('ff-returns-grid').focus();
    await desk.keyboard.press('j');
    await desk.keyboard.press('x');
    await desk.getByTestId('ff-return-condition').selectOption('damaged');
    await desk.getByTestId('ff-returns-grid').focus();
    await desk.keyboard.press('w');
    await poll(async () => (await admin.call(returnList, { per_page: 5, q: { order_number_eq: asked.order_number, state_eq: 'written_off' } })).items.some((r) => r.id === asked.id && r.condition === 'damaged')).toBe(true);
    if (shots) await desk.screenshot({ path: `${shots}/returns-mn.png`, fullPage: true });
  }, 180_000);
});
