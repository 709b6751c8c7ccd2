/// <reference lib="dom" />
import { afterAll, beforeAll, it } from 'vitest';
import { startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
beforeAll(async () => { web = await startWeb(); }, 600_000);
afterAll(async () => { await web?.close(); }, 120_000);

it('shots', async () => {
  for (const language of ['en', 'mn'] as const) {
    for (const [name, path, wait] of [['list', '/air/booking', 'air-bookings-table'], ['detail', '/air/booking/6', 'air-booking-detail'], ['logs', '/air/booking/1/logs', 'air-booking-logs'], ['tickets', '/air/ticket', 'air-tickets-table'], ['supplier', '/air/supplier', 'singleton-air_supplier'], ['agent', '/air/booking/1', 'air-booking-detail']] as const) {
      const page = await web.page(name === 'agent' ? 'airdesk@demo.mn' : 'air@demo.mn', path, { language });
      await page.getByTestId(wait).waitFor().catch(() => undefined);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/air-${name}-${language}.png`, fullPage: true });
      console.log(name, language, await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    }
  }
}, 120_000);
