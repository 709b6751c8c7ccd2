/// <reference lib="dom" />
// Issue 21 in the browser, on one signed-in page: a ticket found by its code from the palette and
// resent by SMS; checked in from the palette's form; the list and a refused check in Mongolian.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
let page: Page;
beforeAll(async () => {
  web = await startWeb();
  page = await web.signedIn('admin@demo.mn', '/e_tickets/list');
}, 600_000);
afterAll(async () => { await web?.close(); }, 120_000);

const ready = (p: Page) => p.locator('html[data-palette-ready][data-shortcuts-ready]').waitFor({ state: 'attached' });
const selected = (p: Page) => p.locator('[data-testid="palette-item"][data-selected="true"]').getAttribute('data-value');

const issued = async (skip: number) => rowsOf<{ id: number; code: string; phone: string }>(await web.server.app.services.database.db.execute(sql`
  select id, code, phone from e_tickets where state = 'issued' and phone is not null order by id offset ${skip} limit 1`))[0]!;

describe('e-tickets', () => {
  it('finds a ticket by its code from the palette and resends it by SMS', async () => {
    await page.getByTestId('e-tickets-table').waitFor();
    const ticket = await issued(0);
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.getByTestId('palette').waitFor();
    await page.keyboard.type(ticket.code.toLowerCase());
    const live = page.getByTestId('palette-group-live:e_tickets');
    await live.waitFor();
    await live.getByTestId('palette-item').first().click();
    await page.waitForURL(new RegExp(`/e_tickets/${ticket.id}$`));
    await page.getByTestId('e-ticket-preview').waitFor();
    expect(await page.getByTestId('e-ticket-code').innerText()).toBe(ticket.code);
    await page.locator('body').press('s');
    await expect.poll(() => page.getByTestId('e-ticket-state').getAttribute('data-state')).toBe('sent');
    expect(await page.getByTestId('e-ticket-history').innerText()).toContain(`SMS · ${ticket.phone}`);
  });

  it('checks a ticket in from the palette’s form; in Mongolian a second check says who used it', async () => {
    const ticket = await issued(1);
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('check in an e-ticket');
    await expect.poll(() => selected(page)).toBe('command:e_ticket.check');
    await page.keyboard.press('Enter');
    await page.getByTestId('palette-command').waitFor();
    await page.keyboard.type(ticket.code);
    await page.keyboard.press('Enter');
    await page.getByTestId('palette-result').waitFor();
    expect(await page.getByTestId('palette-result').innerText()).toContain('admin@demo.mn');
    await page.keyboard.press('Escape');

    // the same page in Mongolian
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('back_office') ?? '{"version":"v0.0.3","state":{}}') as { state: Record<string, unknown> };
      saved.state.language = 'mn';
      localStorage.setItem('back_office', JSON.stringify(saved));
    });
    await page.goto(`/e_tickets/${ticket.id}`);
    await page.getByTestId('e-ticket-preview').waitFor();
    expect(await page.getByTestId('e-ticket-state').innerText()).toBe('Ашигласан');
    expect(await page.getByTestId('e-ticket-history').innerText()).toContain('Нэвтэрсэн');
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('тасалбар шалгах');
    await expect.poll(() => selected(page)).toBe('command:e_ticket.check');
    await page.keyboard.press('Enter');
    await page.getByTestId('palette-command').waitFor();
    await page.keyboard.type(ticket.code);
    await page.keyboard.press('Enter');
    // the refusal in the form, in Mongolian, naming who checked the ticket in
    const refusal = page.getByTestId('palette-command').getByTestId('form-error');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Аль хэдийн ашигласан');
    expect(await refusal.innerText()).toContain('admin@demo.mn');
    await page.keyboard.press('Escape');
    await page.goto('/e_tickets/list');
    await page.getByTestId('e-tickets-table').waitFor();
    expect(await page.locator('h1').innerText()).toBe('Цахим тасалбарууд');
    // nothing wider than the screen in Mongolian
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
