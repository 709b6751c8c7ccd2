/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignTemplates, emailCampaignGet } from '../../src/shared/commands/marketing/email-campaigns.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { header, smtpMessages, startFakeSmtpServer } from '../helpers/fake-smtp-server.js';

let web: WebHarness;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
beforeAll(async () => {
  smtp = await startFakeSmtpServer({ user: 'shop', password: 's3cret' });
  web = await startWeb({ messages: smtpMessages(smtp.port) });
  const { api } = await web.server.login('marketing@demo.mn');
  await api.call(campaignTemplates.create, {
    name: 'Newsletter', subject: 'Hello {{first_name}}', preview_text: 'This week', from_name: 'Shop.mn', from_email: 'news@shop.mn',
    body_html: '<h1>Hello {{first_name}}</h1><p><a href="https://www.shop.mn/sale">Shop the sale</a></p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>',
  });
}, 600_000);
afterAll(async () => {
  await web?.close();
  await smtp?.close();
}, 120_000);

const htmlOf = (data: string) => data.split(/Content-Type: text\/html[^\r]*\r\n/i)[1]!.split(/\r\n\r\n/).slice(1).join('\r\n\r\n').split(/\r\n--/)[0]!
  .replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('email campaign', () => {
  for (const language of ['en', 'mn'] as const) {
    it(`imports a CSV, builds a segment, writes a campaign from a template, tests and sends it, and reads opens and clicks (${language})`, async () => {
      const tag = `web-${language}`;
      const page = await web.page('marketing@demo.mn', '/marketing/audience/import_contact', { language });
      const csv = `E-mail,Name,Tags\nanu-${language}@web.mn,Anu,${tag}\nnot-an-address,X,${tag}\nanu-${language}@web.mn,Again,${tag}\nbold-${language}@web.mn,Bold,${tag}\n`;
      await page.getByTestId('email-import-file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByTestId('email-import-mapping').waitFor();
      // the columns were guessed from the header
      expect(await page.getByTestId('email-import-map-0').inputValue()).toBe('email');
      expect(await page.getByTestId('email-import-map-1').inputValue()).toBe('first_name');
      expect(await page.getByTestId('email-import-map-2').inputValue()).toBe('tags');
      await page.screenshot({ path: `/tmp/email-import-${language}.png`, fullPage: true });
      await page.getByTestId('email-import-start').click();
      await expect.poll(() => page.getByTestId('email-import-job').getAttribute('data-status'), { timeout: 20_000 }).toBe('done');
      const refused = await page.getByTestId('email-import-refused').textContent();
      expect(refused).toContain('not-an-address');
      expect(refused).toContain(language === 'en' ? 'Duplicate of row 1' : '1-р мөрийн давхардал');
      await page.screenshot({ path: `/tmp/email-import-done-${language}.png`, fullPage: true });

      await page.goto(`${web.server.url}/marketing/audience/segments/new`);
      const editor = page.getByTestId('email-segment-editor');
      await editor.waitFor();
      await editor.locator('input[name="name"]').fill(`Web ${language}`);
      await page.getByTestId('email-segment-add-rule').click();
      await page.getByTestId('email-segment-rule').locator('input').fill(tag);
      await expect.poll(() => page.getByTestId('email-segment-count').textContent()).toContain('2');
      await page.screenshot({ path: `/tmp/email-segment-${language}.png`, fullPage: true });
      await page.getByTestId('email-segment-save').click();
      await page.waitForURL(/\/marketing\/audience\/segments\/\d+$/);

      await page.goto(`${web.server.url}/marketing/campaigns`);
      const form = page.getByTestId('email-campaign-new');
      await form.waitFor();
      await form.locator('[name="name"]').fill(`Friday ${language}`);
      await form.locator('[name="template_id"]').selectOption({ label: 'Newsletter' });
      await form.getByRole('button').click();
      await page.waitForURL(/\/marketing\/campaigns\/\d+\/edit$/);
      const id = Number(/campaigns\/(\d+)/.exec(page.url())![1]);
      await page.getByTestId('email-campaign-segment').selectOption({ label: `Web ${language} (2)` });
      await expect.poll(() => page.getByTestId('letter-preview-subject').textContent()).toContain('Hello Bat-Erdene');
      await page.getByTestId('letter-preview-phone').click();
      await page.getByTestId('email-campaign-test-to').fill(`me-${language}@shop.mn`);
      const before = smtp.deliveries.length;
      await page.getByTestId('email-campaign-test').click();
      await expect.poll(() => smtp.deliveries.slice(before).some((d) => d.to.includes(`me-${language}@shop.mn`))).toBe(true);
      await page.screenshot({ path: `/tmp/email-campaign-${language}.png`, fullPage: true });

      await page.getByTestId('email-campaign-send').click();
      const dialog = page.getByRole('dialog');
      expect(await dialog.textContent()).toContain('2');
      await dialog.getByRole('button', { name: language === 'en' ? 'Send' : 'Илгээх', exact: true }).click();
      await page.waitForURL(/\/report$/);
      await expect.poll(() => page.getByTestId('email-report-state').textContent(), { timeout: 20_000 }).toBe(language === 'en' ? 'Sent' : 'Илгээсэн');
      const { api } = await web.server.login('marketing@demo.mn');
      expect((await api.call(emailCampaignGet, { id })).campaign).toMatchObject({ state: 'sent', sent: 2 });

      // Anu opens the letter and clicks its link: the report says so
      const letter = smtp.deliveries.find((d) => d.to.includes(`anu-${language}@web.mn`))!;
      expect(header(letter.data, 'List-Unsubscribe')).toContain('/email/u/');
      const html = htmlOf(letter.data);
      const links = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
      await fetch(links.find((l) => l.includes('/email/o/'))!);
      expect((await fetch(links.find((l) => l.includes('/email/c/'))!, { redirect: 'manual' })).headers.get('location')).toBe('https://www.shop.mn/sale');
      await page.reload();
      await expect.poll(() => page.getByTestId('email-report-opened').textContent()).toMatch(/^1 /);
      expect(await page.getByTestId('email-report-clicked').textContent()).toMatch(/^1 /);
      expect(await page.getByTestId('email-report-delivered').textContent()).toBe('2');
      expect(await page.getByTestId('email-report-links').textContent()).toContain('https://www.shop.mn/sale');
      await page.screenshot({ path: `/tmp/email-report-${language}.png`, fullPage: true });
    }, 180_000);
  }
});
