/// <reference lib="dom" />
// Issue 22 in the browser: a warranty made from an order's line from the keyboard and printed, in
// English and Mongolian; a contact form message answered by email.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { rowsOf } from '../../src/server/db/rows.js';

let web: WebHarness;
beforeAll(async () => { web = await startWeb(); }, 600_000);
afterAll(async () => { await web?.close(); }, 120_000);

/** A completed order with a line whose product names a warranty period and that has no warranty yet. */
const orderWithFreeLine = async (skip: number) => rowsOf<{ number: string }>(await web.server.app.services.database.db.execute(sql`
  select o.number from orders o where o.state = 'complete' and exists (
    select 1 from line_items li join variants v on v.id = li.variant_id join product_properties pp on pp.product_id = v.product_id
    join properties p on p.id = pp.property_id and p.name = 'warranty'
    where li.order_id = o.id and not exists (select 1 from warranties w where w.line_item_id = li.id))
  order by o.id desc offset ${skip} limit 1`))[0]!.number;

describe('warranties', () => {
  for (const language of ['en', 'mn'] as const) {
    it(`n, an order number, a line's button: the warranty opens, p prints its paper (${language})`, async () => {
      const number = await orderWithFreeLine(language === 'en' ? 0 : 1);
      const page = await web.page('warranty@demo.mn', '/warranties', { language });
      await page.addInitScript(() => { (window as unknown as { printed: number }).printed = 0; window.print = () => { (window as unknown as { printed: number }).printed += 1; }; });
      await page.reload();
      await page.getByTestId('warranties-table').waitFor();
      await page.screenshot({ path: `/tmp/warranties-list-${language}.png` });
      await page.keyboard.press('n');
      await page.getByTestId('warranty-from-line').waitFor();
      // the order number has the focus
      await page.keyboard.type(number);
      await page.keyboard.press('Enter');
      const line = page.getByTestId('warranty-line').filter({ has: page.getByTestId('warranty-line-create') }).first();
      await line.waitFor();
      await page.getByTestId('warranty-serial').fill(`SN-${language}-1`);
      await page.screenshot({ path: `/tmp/warranties-new-${language}.png`, fullPage: true });
      await line.getByTestId('warranty-line-create').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/warranties\/\d+$/);
      const paper = page.getByTestId('warranty-paper');
      await paper.waitFor();
      expect(await paper.textContent()).toContain(number);
      expect(await paper.textContent()).toContain(`SN-${language}-1`);
      expect(await paper.textContent()).toContain(language === 'en' ? 'Warranty card' : 'Баталгааны хуудас');
      await page.screenshot({ path: `/tmp/warranty-detail-${language}.png`, fullPage: true });
      await page.locator('body').press('p');
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      // on paper only the warranty shows, on A4
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByTestId('warranty-claims').evaluate((e) => getComputedStyle(e).visibility)).toBe('hidden');
      expect(await paper.evaluate((e) => getComputedStyle(e).visibility)).toBe('visible');
      await page.pdf({ path: `/tmp/warranty-paper-${language}.pdf`, format: 'A4' });
      await page.emulateMedia({ media: 'screen' });

      await page.getByTestId('warranty-claim-text').fill(language === 'en' ? 'Does not turn on' : 'Асахгүй байна');
      await page.getByTestId('warranty-claim-text').press('Enter');
      await page.getByTestId('warranty-claim').first().waitFor();
      expect(await page.getByTestId('warranty-claim').first().getAttribute('data-state')).toBe('open');
    }, 120_000);
  }
});

describe('contact forms', () => {
  it('a message opened is read; a reply goes by email; the message closes (mn)', async () => {
    const page = await web.page('support@demo.mn', '/u/contact_forms', { language: 'mn' });
    await page.getByTestId('contact-forms-table').waitFor();
    await page.screenshot({ path: '/tmp/contact-forms-mn.png' });
    await page.getByTestId('contact-forms-filters').locator('input').first().fill('Батболд');
    await expect.poll(() => page.getByTestId('contact-forms-table-row').count()).toBe(1);
    await page.getByTestId('contact-forms-table-grid').focus();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('contact-form-panel');
    await panel.waitFor();
    await expect.poll(() => page.getByTestId('contact-forms-table-row').first().locator('[data-read]').getAttribute('data-read')).toBe('true');
    await page.getByTestId('contact-form-reply-body').fill('Сайн байна уу, таны захиалга маргааш хүргэгдэнэ.');
    await page.getByTestId('contact-form-reply-body').press('Control+Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Хариу илгээх' }).click();
    await expect.poll(() => page.getByTestId('contact-form-replies').locator('li').count()).toBe(1);
    await page.screenshot({ path: '/tmp/contact-form-replied-mn.png', fullPage: true });
    await page.getByTestId('contact-form-close').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Зурвасыг хаах' }).click();
    await expect.poll(() => panel.getAttribute('data-state')).toBe('closed');
  }, 120_000);
});
