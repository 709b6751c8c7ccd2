/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsGet, smsPreview } from '../../src/shared/commands/marketing/sms.js';
import { smsTemplates } from '../../src/shared/commands/settings/templates.js';
import { pushSegmentCreate } from '../../src/shared/commands/marketing/push.js';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/rows.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
beforeAll(async () => { web = await startWeb(); }, 600_000);
afterAll(async () => { await web?.close(); }, 120_000);

describe('mass SMS', () => {
  for (const language of ['en', 'mn'] as const) {
    it(`composed from the keyboard to recipients, with its count and cost; scheduled, then cancelled (${language})`, async () => {
      const page = await web.page('marketing@demo.mn', '/marketing/sms', { language });
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
      const reports = await web.page('report@demo.mn', '/report/sms/list', { language });
      await reports.getByTestId('sms-report-table').waitFor();
      expect(await reports.getByTestId('sms-report-table').textContent()).toContain('Khyamdral ekhellee');
      await reports.screenshot({ path: `/tmp/sms-report-${language}.png`, fullPage: true });
    }, 120_000);
  }

  it('starts from a Settings template; goes to the customers who ordered, or to a segment’s, counted by the server', async () => {
    const { api } = await web.server.login('marketing@demo.mn');
    // a segment whose one subscribed device is linked to a customer with a phone
    const db = web.server.app.services.database.db;
    const [person] = rowsOf<{ id: number }>(await db.execute(sql`select id from users where 'customer' = any(roles) and mobile is not null order by id limit 1`));
    await db.execute(sql`insert into push_devices (id, user_id, model, browser, subscribed) values ('web-sms-seg', ${person!.id}, 'Pixel 8', 'Firefox', true)`);
    const name = `Firefox users ${Date.now()}`;
    await api.call(pushSegmentCreate, { name, rules: [{ field: 'browser', op: 'eq', value: 'firefox' }] });
    const { items: templates } = await api.call(smsTemplates.list, { per_page: 100 } as never) as { items: { id: number; name: string; body_en: string }[] };
    const page = await web.page('marketing@demo.mn', '/marketing/sms?new=1');
    const compose = page.getByTestId('sms-compose');
    await compose.waitFor();
    await page.getByTestId('sms-template').selectOption(String(templates[0]!.id));
    expect(await compose.locator('[name="text"]').inputValue()).toBe(templates[0]!.body_en);
    await compose.locator('[name="text"]').fill('Sale this weekend');
    await page.getByTestId('sms-customers').check();
    await page.getByTestId('sms-filter').locator('[name="spent_over"]').fill('100,000');
    const expected = await api.call(smsPreview, { text: 'Sale this weekend', transliterate: false, audience: { phones: [], filter: { spent_over: 10_000_000 } } });
    expect(expected.recipients).toBeGreaterThan(0);
    // the count as the screen writes it, with or without a thousands separator
    const said = new RegExp(`^(${expected.recipients}|${expected.recipients.toLocaleString('en-US')}) recipients?`);
    await expect.poll(() => page.getByTestId('sms-summary').locator('strong').textContent()).toMatch(said);

    // instead, the segment: its one customer
    await page.getByTestId('sms-customers').uncheck();
    await page.getByTestId('sms-segment').selectOption({ label: name });
    await expect.poll(() => page.getByTestId('sms-summary').locator('strong').textContent()).toBe('1 recipient');
  }, 60_000);
});
