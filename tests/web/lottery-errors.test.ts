/// <reference lib="dom" />
// Issue 23 in the browser: a prize draw drawn from its screen after the confirmation, its winners
// shown and the draw verified from its seed; the 404 page's search box opening the palette with
// what was typed. In English and in Mongolian.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryEvents } from '../../src/shared/commands/promotions/lottery.js';
import { lookup } from '../../src/shared/i18n/index.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
beforeAll(async () => { web = await startWeb(); }, 600_000);
afterAll(async () => { await web?.close(); }, 120_000);

describe('prize draws and the 404 search box', () => {
  for (const language of ['en', 'mn'] as const) {
    it(`draws a prize draw after its confirmation and verifies it; the 404 search opens the palette (${language})`, async () => {
      const t = (key: string, values: Record<string, string | number> = {}) =>
        lookup(language, key)!.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
      const { api } = await web.server.login('admin@demo.mn');
      const name = `Draw ${language} ${Date.now()}`;
      const { item } = await api.call(lotteryEvents.create, {
        name, starts_at: '2000-01-01T00:00:00Z', ends_at: '2100-01-01T00:00:00Z', paid_only: true, prizes: [{ name: 'Phone', count: 2 }],
      }, { idempotencyKey: crypto.randomUUID() });

      const page = await web.page('admin@demo.mn', `/promotions/lottery_events/${item.id}`, { language });
      const panel = page.getByTestId('lottery-draw');
      await panel.getByTestId('lottery-entrants').waitFor();
      expect(await panel.getByTestId('lottery-entrants').textContent()).toMatch(/\d/);
      await panel.getByTestId('lottery-seed').fill(`seed-${language}`);
      await panel.getByTestId('lottery-draw-run').click();
      const dialog = page.getByTestId('confirm-dialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(name);
      // Enter confirms: the draw is made and its winners are told
      await page.keyboard.press('Enter');
      await expect.poll(() => panel.getByTestId('lottery-winner').count(), { timeout: 20_000 }).toBe(2);
      expect(await panel.getByTestId('lottery-seed-used').textContent()).toBe(`seed-${language}`);
      expect(await panel.getByRole('heading').first().textContent()).toBe(t('promotions_ui.lottery.winners'));
      await panel.getByTestId('lottery-verify').click();
      await expect.poll(() => panel.getByTestId('lottery-verified').getAttribute('data-fair')).toBe('true');
      // drawn, the event is a record: shown, with neither Save nor Delete
      const edit = page.getByTestId('resource-lottery_event-edit');
      await expect.poll(() => edit.getByTestId('resource-lottery_event-edit-form').count()).toBe(0);
      expect(await edit.getByTestId('resource-lottery_event-delete').count()).toBe(0);
      expect(await edit.textContent()).toContain(name);
      await page.screenshot({ path: `/tmp/lottery-${language}.png`, fullPage: true });

      // the 404 page's search box: what is typed lands in the palette
      await page.goto('/404');
      await page.getByRole('heading', { name: t('ui.errors_page.not_found_title') }).waitFor();
      await page.getByRole('searchbox').pressSequentially('lottery');
      await page.getByTestId('palette').waitFor();
      await expect.poll(() => page.getByTestId('palette-input').inputValue()).toBe('lottery');
    });
  }
});
