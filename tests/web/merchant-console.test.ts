/// <reference lib="dom" />
// Issue 25: a merchant runs his shop from the merchant console: he prepares an order's items,
// creates a coupon, reads his statement and edits a store location; an admin switches to a vendor
// and sees that vendor's console; the console in Mongolian is whole and fits.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantDashboard, prepareFilters } from '../../src/shared/commands/merchant/dashboard.js';
import { merchantInfo } from '../../src/shared/commands/merchant/infos.js';
import { merchantStoreLocations } from '../../src/shared/commands/merchant/store-locations.js';
import { lineList } from '../../src/shared/commands/fulfillment/lineitems.js';
import { discountList } from '../../src/shared/commands/promotions/discounts.js';
import { startWeb, visit, type WebHarness } from '../helpers/browser.js';
import { cutTexts, untranslated } from './fit-checks.js';

let web: WebHarness;
beforeAll(async () => { web = await startWeb(); });
afterAll(async () => { await web?.close(); });

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/merchant-${name}.png`, fullPage: true });

describe('the merchant console', () => {
  it('merchant@demo.mn prepares an order\'s items, creates a coupon, reads his statement and edits a store location', async () => {
    // two of his lines in open orders of the last days wait to be prepared, whatever ran before
    await web.server.app.services.database.db.execute(sql`update line_items set actn = null, comment = null where id in (
      select li.id from line_items li join orders o on o.id = li.order_id where li.vendor_id = 1 and o.state in ('complete', 'resumed')
        and o.shipment_state is distinct from 'shipped' and o.driver_id is null and o.completed_at > now() - interval '20 days' order by li.id desc limit 2)`);
    const { api } = await web.server.login('merchant@demo.mn');
    const page = await web.page('merchant@demo.mn', '/merchant/dashboard');
    await page.getByTestId('mc-tile-prepare').waitFor();
    const before = await api.call(merchantDashboard, {});
    expect(Number((await page.getByTestId('mc-prepare-lines').textContent())!.replace(/,/g, ''))).toBe(before.to_prepare.lines);
    await shot(page, 'dashboard-en');

    // his lines to prepare: the first one marked taken from the keyboard
    await page.getByTestId('mc-tile-prepare').click();
    await page.waitForURL(/\/merchant\/ordered_products/);
    const rows = page.getByTestId('ff-lines-row');
    await rows.first().waitFor();
    expect(await page.locator('h1').textContent()).toBe('Ordered products');
    const waiting = async () => (await api.call(lineList, { per_page: 1, q: prepareFilters(before.since) })).total;
    const open = await waiting();
    expect(open).toBe(before.to_prepare.lines);
    await expect.poll(() => rows.count()).toBe(open);
    await page.getByTestId('ff-lines-grid').focus();
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.getByTestId('ff-bulk-taken').waitFor();
    await page.keyboard.press('c');
    await expect.poll(waiting).toBe(open - 1);
    await shot(page, 'ordered-products-en');

    // a coupon of his own
    await visit(page, '/merchant/coupons');
    await page.getByTestId('discounts-table').waitFor();
    await page.keyboard.press('n');
    const form = page.getByTestId('discount-form');
    await form.waitFor();
    const title = `Merchant weekend ${Date.now()}`;
    await page.keyboard.type(title);
    await form.locator('[name="percent"]').fill('7');
    await page.keyboard.press('Control+Enter');
    await page.waitForURL(/\/merchant\/coupons\/\d+$/);
    const made = (await api.call(discountList, { query: title })).items[0]!;
    expect(made.vendor_id).toBe(1);

    // his statement: one row, his vendor's
    await visit(page, '/merchant/report');
    await page.getByTestId('report-statement').waitFor();
    await page.getByTestId('report-preset').selectOption('this_year');
    await expect.poll(() => page.getByTestId('report-row').count()).toBe(1);
    expect(await page.getByTestId('report-row').getAttribute('data-key')).toBe('1');
    await shot(page, 'statement-en');

    // a store location: opened from the list, its hours changed and saved with Ctrl+Enter
    const { item } = await api.call(merchantStoreLocations.create, { name: `Зайсан салбар ${Date.now()}`, district: 'Хан-Уул', khoroo: 11, address: 'Зайсан толгой 3', phone: '77112233', hours: '10:00-19:00', lat: 47.88, lng: 106.92, active: true });
    await visit(page, `/merchant_settings/store_locations/${item.id}`);
    const edit = page.getByTestId('resource-merchant_store_location-edit');
    await edit.waitFor();
    const hours = edit.locator('input[name="hours"]');
    await hours.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('09:00-21:00');
    await page.keyboard.press('Control+Enter');
    await expect.poll(async () => (await api.call(merchantStoreLocations.get, { id: item.id })).item.hours).toBe('09:00-21:00');
    await shot(page, 'store-location-en');
  });

  it('an admin switches to a vendor in the header and sees his console', async () => {
    const page = await web.page('admin@demo.mn', '/merchant/dashboard');
    await page.getByTestId('merchant-pick-vendor').waitFor();
    const vendor = page.getByTestId('vendor-switcher');
    await vendor.getByRole('button').click();
    await vendor.getByRole('option', { name: 'Номин Трейд' }).click();
    await page.waitForEvent('load');
    await page.getByTestId('mc-tile-payout').waitFor();
    const { api } = await web.server.login('merchant@demo.mn');
    const his = await api.call(merchantDashboard, {});
    expect(Number((await page.getByTestId('mc-prepare-lines').textContent())!.replace(/,/g, ''))).toBe(his.to_prepare.lines);
    await visit(page, '/merchant/infos');
    await page.getByTestId('singleton-merchant_info-form').waitFor();
    expect(await page.locator('h1').textContent()).toContain('Номин Трейд');
  });

  it('an admin finds every vendor\'s waiting bank-account change in one list and approves one from the keyboard (in Mongolian)', async () => {
    const { api } = await web.server.login('merchant2@demo.mn');
    const account = `77${Date.now() % 100_000_000}`;
    await api.call(merchantInfo.update, { bank_accounts: [{ kind: 'main', bank: 'Golomt', account, name: 'Vendor Two LLC' }] });
    const page = await web.page('admin@demo.mn', '/merchant/bank_changes', { language: 'mn' });
    // the newest request is the first row: the grid's cursor on it, Enter opens it
    const row = page.getByTestId('bank-changes-table-row').filter({ hasText: account });
    await row.waitFor();
    expect(await page.getByTestId('bank-changes-table-row').first().innerText()).toContain(account);
    await page.getByTestId('bank-changes-table-grid').focus();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    const card = page.getByTestId('mc-bank-change');
    await card.waitFor();
    expect(await card.getByTestId('mc-bank-change-accounts').innerText()).toContain(account);
    await shot(page, 'bank-changes-mn');
    await card.getByTestId('mc-bank-approve').focus();
    await page.keyboard.press('Enter');
    await card.waitFor({ state: 'detached' });
    await expect.poll(() => row.count()).toBe(0);
    expect((await api.call(merchantInfo.get, {})).item.bank_accounts.map((a) => a.account)).toEqual([account]);
  });

  it('in Mongolian the console is translated and fits', async () => {
    const page = await web.page('merchant@demo.mn', '/merchant/dashboard', { language: 'mn' });
    const problems = async () => [...(await cutTexts(page)).map((c) => `"${c.text}" does not fit (${c.where})`), ...(await untranslated(page)).map((w) => `untranslated ${w}`)];
    for (const [path, ready] of [['/merchant/dashboard', 'mc-tile-payout'], ['/merchant/infos', 'singleton-merchant_info-form'], ['/merchant/seller', 'mc-sellers-table']] as const) {
      await visit(page, path);
      await page.getByTestId(ready).waitFor();
      await expect.poll(problems).toEqual([]);
      await shot(page, `${path.split('/').pop()}-mn`);
    }
  });
});
