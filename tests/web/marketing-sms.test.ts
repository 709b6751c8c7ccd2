/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsGet } from '../../src/shared/commands/marketing/sms.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
beforeAll(async () => { web = await startWeb(); }, 600_000);
afterAll(async () => { await web?.close(); }, 120_000);

describe('mass SMS', () => {
  for (const language of ['en', 'mn'] as const) {
    it(`composed from the keyboard to recipients, with its count and cost; scheduled, then cancelled (${language})`, async () => {
      const page = await web.signedIn('marketing@demo.mn', '/marketing/sms', { language });
      await page.getByTestId('sms-table').waitFor();
      await page.keyboard.press('n');
      const compose = page.getByTestId('sms-compose');
      await compose.waitFor();
      // the message has the focus
      await page.keyboard.type('Хямдрал эхэллээ');
      await expect.poll(() => page.getByTestId('sms-count').textContent()).toContain(language === 'en' ? '15 characters · 1 SMS part(s)' : '15 тэмдэгт · 1 SMS хэсэг');
      await compose.locator('[name="transliterate"]').check();
      await expect.poll(() => page.getByTestId('sms-as-sent').textContent()).toContain('Khyamdral ekhellee');
      await compose.locator('[name="phones"]').fill(`99${language === 'en' ? 1 : 2}10001\n+976 99${language === 'en' ? 1 : 2}10002\n12\n99${language === 'en' ? 1 : 2}10001`);
      const summary = page.getByTestId('sms-summary');
      await expect.poll(() => summary.textContent()).toContain(language === 'en' ? '2 recipients' : '2 хүлээн авагч');
      expect(await summary.textContent()).toContain('₮30');
      await compose.locator('[name="later"]').check();
      await compose.locator('[name="send_at"]').fill('2099-12-01T10:00');
      await page.screenshot({ path: `/tmp/sms-compose-${language}.png`, fullPage: true });
      await page.keyboard.press('Control+Enter');
      await page.getByRole('dialog').getByRole('button', { name: language === 'en' ? 'Schedule' : 'Товлох' }).click();
      const panel = page.getByTestId('sms-campaign');
      await panel.waitFor();
      expect(await page.getByTestId('sms-state').textContent()).toBe(language === 'en' ? 'Scheduled' : 'Товлогдсон');
      await page.screenshot({ path: `/tmp/sms-campaign-${language}.png`, fullPage: true });
      const id = Number(new URL(page.url()).searchParams.get('campaign'));
      await page.getByTestId('sms-cancel').click();
      await page.getByRole('dialog').getByRole('button', { name: language === 'en' ? 'Cancel the send' : 'Илгээлтийг цуцлах' }).click();
      await expect.poll(() => page.getByTestId('sms-state').textContent()).toBe(language === 'en' ? 'Cancelled' : 'Цуцлагдсан');
      const { api } = await web.server.login('marketing@demo.mn');
      const { campaign } = await api.call(smsGet, { id });
      expect(campaign).toMatchObject({ state: 'cancelled', recipients: 2, body: 'Khyamdral ekhellee', send_at: '2099-12-01T02:00:00.000Z' });

      // the reports are §2's [admin, report]
      const reports = await web.signedIn('report@demo.mn', '/report/sms/list', { language });
      await reports.getByTestId('sms-report-table').waitFor();
      expect(await reports.getByTestId('sms-report-table').textContent()).toContain('Khyamdral ekhellee');
      await reports.screenshot({ path: `/tmp/sms-report-${language}.png`, fullPage: true });
    }, 120_000);
  }
});
