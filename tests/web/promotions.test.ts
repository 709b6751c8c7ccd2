/// <reference lib="dom" />
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get as getOrder } from '../../src/shared/commands/orders/orders.js';
import { discountGet, discountList } from '../../src/shared/commands/promotions/discounts.js';
import { formatMoney } from '../../src/shared/i18n/format.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { variantsOf } from '../helpers/orders-ops.js';
import { rowsOf } from '../../src/server/db/rows.js';

let web: WebHarness;
beforeAll(async () => { web = await startWeb(); }, 600_000);
afterAll(async () => { await web?.close(); }, 120_000);

const openOrder = async (skip: number) => rowsOf<{ number: string }>(await web.server.app.services.database.db.execute(sql`select number from orders
  where state = 'complete' and not exists (select 1 from line_items li where li.order_id = orders.id and li.returned_quantity > 0) order by id desc offset ${skip} limit 1`))[0]!.number;

describe('promotions', () => {
  for (const language of ['en', 'mn'] as const) {
    it(`a percentage discount made from the keyboard, its codes generated, one applied to an order (${language})`, async () => {
      const page = await web.page('admin@demo.mn', '/promotions/discount', { language });
      await page.getByTestId('discounts-table').waitFor();
      await page.screenshot({ path: `/tmp/promo-list-${language}.png` });
      await page.keyboard.press('n');
      const form = page.getByTestId('discount-form');
      await form.waitFor();
      const title = `Weekend ${language} ${Date.now()}`;
      // the title has the focus; the rest are filled without the mouse
      await page.keyboard.type(title);
      await form.locator('[name="percent"]').fill('10');
      // replayed over past orders before it is saved: the budget shows, nothing is created
      await page.keyboard.press('Alt+r');
      await page.getByTestId('discount-simulation').waitFor();
      expect(await page.getByTestId('sim-given').innerText()).toMatch(/^₮[\d,.]+$/);
      expect(page.url()).toMatch(/\/promotions\/discount\/new$/);
      await page.getByTestId('discount-simulation').screenshot({ path: `/tmp/promo-sim-${language}.png` });
      await page.screenshot({ path: `/tmp/promo-new-${language}.png`, fullPage: true });
      await page.keyboard.press('Control+Enter');
      await page.waitForURL(/\/promotions\/discount\/\d+$/);
      await page.getByTestId('discount-codes').waitFor();
      expect(await page.getByTestId('discount-state').textContent()).toBe(language === 'en' ? 'Active' : 'Идэвхтэй');

      const generate = page.getByTestId('codes-generate');
      await generate.locator('[name="count"]').fill('25');
      await generate.locator('[name="prefix"]').fill('wk');
      await generate.locator('[name="prefix"]').press('Enter');
      await expect.poll(() => page.getByTestId('codes-job').getAttribute('data-status'), { timeout: 30_000 }).toBe('done');
      await expect.poll(() => page.getByTestId('codes-table').locator('code').count()).toBeGreaterThan(0);
      await page.screenshot({ path: `/tmp/promo-editor-${language}.png`, fullPage: true });
      const code = (await page.getByTestId('codes-table').locator('code').first().textContent())!;
      expect(code).toMatch(/^WK[A-Z2-9]{8}$/);
      const second = (await page.getByTestId('codes-table').locator('code').nth(1).textContent())!;

      const number = await openOrder(language === 'en' ? 0 : 1);
      await page.goto(`/orders/${number}/adjustments`);
      await page.getByTestId('adjustment-action-coupon.use').click();
      const action = page.getByTestId('action-form');
      await action.locator('[name="code"]').fill(code.toLowerCase());
      await action.locator('[name="code"]').press('Enter');
      await page.getByTestId('action-dialog').waitFor({ state: 'detached' });
      await expect.poll(() => page.getByText(`${title} (${code})`).count()).toBeGreaterThan(0);
      await page.screenshot({ path: `/tmp/promo-order-${language}.png`, fullPage: true });
      const { api } = await web.server.login('admin@demo.mn');
      const { order } = await api.call(getOrder, { number });
      expect(order.adjustments.filter((a) => a.label === `${title} (${code})`).reduce((s, a) => s + a.amount, 0)).toBe(-Math.floor(order.item_total / 10));

      // another code of the batch on a new order: the preview shows what it gives before anything is placed
      const [item] = await variantsOf(web.server, 1);
      await page.goto('/orders/new');
      await page.getByTestId('new-item-search').fill(item!.sku);
      await page.getByTestId('new-item-results').getByRole('button').first().waitFor();
      await page.getByTestId('new-item-search').press('Enter');
      await page.getByTestId('new-order-code').fill(second.toLowerCase());
      await page.getByTestId('new-order-code').press('Enter');
      await expect.poll(() => page.getByTestId('new-order-discount').first().innerText()).toContain(second);
      await expect.poll(() => page.getByTestId('new-total').innerText()).toBe(formatMoney(item!.price + 500_000 - Math.floor(item!.price / 10)));
      await page.screenshot({ path: `/tmp/promo-new-order-${language}.png`, fullPage: true });
    }, 180_000);
  }

  it('a gift card issued from the keyboard shows its balance history', async () => {
    const page = await web.page('admin@demo.mn', '/promotions/gift_cards', { language: 'mn' });
    await page.getByTestId('gift-cards-table').waitFor();
    await page.keyboard.press('n');
    const form = page.getByTestId('gift-card-form');
    await form.waitFor();
    // the form focuses its first field once mounted: type only when it has (typing earlier is lost)
    await expect.poll(() => form.locator('[name="recipient_name"]').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Болор');
    await form.locator('[name="recipient_email"]').fill('bolor@example.mn');
    await form.locator('[name="amount"]').fill('25,000');
    await form.locator('[name="amount"]').press('Enter');
    const panel = page.getByTestId('gift-card-panel');
    await panel.waitFor();
    await expect.poll(() => page.getByTestId('gift-card-history').locator('tbody tr').count()).toBe(1);
    expect(await page.getByTestId('gift-card-history').innerText()).toContain('₮25,000');
    await page.screenshot({ path: '/tmp/promo-gift-mn.png' });
  }, 120_000);

  it('a merchant makes his own coupon at /merchant/coupons from the keyboard: it is his vendor\'s, and the list is his (in Mongolian)', async () => {
    const { api, userId } = await web.server.login('merchant@demo.mn');
    const [own] = rowsOf<{ vendor_id: number }>(await web.server.app.services.database.db.execute(sql`select vendor_id from vendor_memberships where user_id = ${userId} limit 1`));
    const page = await web.page('merchant@demo.mn', '/merchant/coupons', { language: 'mn' });
    await page.getByTestId('discounts-table').waitFor();
    expect(await page.locator('h1').innerText()).toBe('Купон');
    await page.keyboard.press('n');
    await page.getByTestId('discount-form').waitFor();
    const title = `Merchant ${Date.now()}`;
    await page.keyboard.type(title);
    await page.getByTestId('discount-form').locator('[name="percent"]').fill('5');
    await page.keyboard.press('Control+Enter');
    await page.waitForURL(/\/merchant\/coupons\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const { discount } = await api.call(discountGet, { id });
    expect(discount).toMatchObject({ title, vendor_id: Number(own!.vendor_id) });
    // back to his list: his coupons only
    await page.keyboard.press('Escape');
    await page.getByTestId('discounts-table').waitFor();
    const { items } = await api.call(discountList, { per_page: 100 });
    expect(items.every((d) => d.vendor_id === Number(own!.vendor_id))).toBe(true);
  }, 120_000);
});
