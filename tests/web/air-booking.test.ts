/// <reference lib="dom" />
// Issue 21 in the browser, air booking: a booking opened from the list, its flights in the airports'
// own time and its supplier log; a ticket voided after the confirmation, once in Mongolian from the
// tickets list, its exchange then in the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airSupplier } from '../../src/shared/commands/air/index.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { startFakeAirSupplier } from '../helpers/fake-air-supplier.js';

let web: WebHarness;
let fake: Awaited<ReturnType<typeof startFakeAirSupplier>>;
beforeAll(async () => {
  [web, fake] = await Promise.all([startWeb(), startFakeAirSupplier()]);
  const { api } = await web.server.login('air@demo.mn');
  await api.call(airSupplier.update, { url: fake.url, username: fake.credentials.username, secret: fake.credentials.secret });
}, 600_000);
afterAll(async () => { await Promise.all([web?.close(), fake?.close()]); }, 120_000);

describe('air booking', () => {
  it('opens a booking from the list, its flights in local time and its log; voids a ticket after confirming', async () => {
    const page = await web.page('air@demo.mn', '/air/booking');
    const table = page.getByTestId('air-bookings-table');
    await table.getByTestId('air-bookings-table-row').first().waitFor();
    // passports masked in the list
    expect(await table.innerText()).toMatch(/E1•+01/);
    await table.locator('[data-testid="air-bookings-table-row"]', { hasText: 'K7M2QX' }).getByTestId('air-bookings-table-row-link').click();
    await page.getByTestId('air-booking-detail').waitFor();
    // Ulgii keeps Hovd time: 08:30 in Ulaanbaatar, 200 minutes, lands at 10:50 there
    expect(await page.getByTestId('air-segment-departs').innerText()).toContain('08:30');
    expect(await page.getByTestId('air-segment-arrives').innerText()).toContain('10:50');
    expect(await page.getByTestId('air-segment-arrives').innerText()).toContain('Asia/Hovd');
    expect(await page.getByTestId('air-passenger-document').allInnerTexts()).toEqual(['E1873401', 'E2094417']);
    await page.locator('body').press('l');
    await page.getByTestId('air-booking-logs').waitFor();
    expect(await page.getByTestId('air-log-error').first().innerText()).toBe('UNABLE TO CONFIRM - FARE NOT AVAILABLE');

    await page.goBack();
    await page.goBack();
    await table.waitFor();
    await table.locator('[data-testid="air-bookings-table-row"]', { hasText: 'MR4TGB' }).getByTestId('air-bookings-table-row-link').click();
    const first = page.getByTestId('air-booking-ticket-row').first();
    await first.waitFor();
    await first.getByTestId('air-ticket-void').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => first.getByTestId('air-ticket-state').getAttribute('data-state')).toBe('voided');
    expect(fake.calls.at(-1)).toMatchObject({ action: 'void', body: { pnr: 'MR4TGB' } });
  });

  it('in Mongolian: voids a ticket from the tickets list and finds the exchange in the booking’s log', async () => {
    const page = await web.page('air@demo.mn', '/air/ticket', { language: 'mn' });
    const table = page.getByTestId('air-tickets-table');
    await table.getByTestId('air-tickets-table-row').first().waitFor();
    expect(await page.locator('h1').innerText()).toBe('Онгоцны тийз');
    const row = table.locator('[data-testid="air-tickets-table-row"]', { hasText: 'MR4TGB' }).filter({ has: page.getByTestId('air-ticket-void') }).first();
    const number = (await row.locator('[data-column="number"]').innerText()).trim();
    await row.getByTestId('air-ticket-void').click();
    await page.getByTestId('confirm-dialog').waitFor();
    expect(await page.getByTestId('confirm-dialog').innerText()).toContain(`${number} тийзийг хүчингүй болгох уу?`);
    await page.getByTestId('confirm-ok').click();
    const voided = table.locator('[data-testid="air-tickets-table-row"]', { hasText: number });
    await expect.poll(() => voided.getByTestId('air-ticket-state').innerText()).toBe('Хүчингүй');
    // every ticket of the booking voided: the booking is canceled, and the log says so
    await voided.getByTestId('air-tickets-table-row-link').click();
    await page.getByTestId('air-booking-detail').waitFor();
    expect(await page.getByTestId('air-booking-state').innerText()).toBe('Цуцалсан');
    await page.getByTestId('air-booking-logs-link').click();
    const log = page.getByTestId('air-log-row').first();
    await log.waitFor();
    expect(await log.innerText()).toContain('Хүчингүй болгох');
    expect(await log.getAttribute('data-ok')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
