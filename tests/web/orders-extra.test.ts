/// <reference lib="dom" />
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseList, lease } from '../../src/shared/commands/orders/leasing.js';
import { list } from '../../src/shared/commands/orders/orders.js';
import { formatMoney } from '../../src/shared/i18n/format.js';
import { DEMO_PASSWORD, startWeb, type WebHarness } from '../helpers/browser.js';
import { startFakePosApi, type FakePosApi } from '../helpers/fake-posapi.js';

const SHOP_TIN = '37900846788';
/** Screenshots to look at (not compared): /tmp/bo-orders-extra-*.png. */
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/bo-orders-extra-${name}.png`, fullPage: true });

let web: WebHarness;
let fake: FakePosApi;

beforeAll(async () => {
  web = await startWeb();
  fake = await startFakePosApi([SHOP_TIN]);
  const db = web.server.app.services.database.db;
  const res = await db.execute(sql`select vat_payer_number from vendors where vat_payer_number is not null`);
  for (const v of ((res as unknown as { rows?: { vat_payer_number: string }[] }).rows ?? [])) fake.merchants.add(v.vat_payer_number);
  // the test server with BO_POSAPI_URL pointing at the fake (config is read per request)
  web.server.app.services.config.posapi = { url: fake.url, merchantTin: SHOP_TIN, posNo: '10009335', districtCode: '2501', branchNo: '001' };
}, 180_000);
afterAll(async () => {
  await web?.close();
  await fake?.close();
});

describe('leasing', () => {
  it('lists leases, opens one by keyboard and updates what is left; a value above the lease is refused', async () => {
    const { api } = await web.server.login('admin@demo.mn');
    const first = (await api.call(leaseList, { per_page: 10 })).items[0]!;
    const page = await web.page('admin@demo.mn', '/orders/leasing');
    await page.getByTestId('leasing-table-row').first().waitFor();
    expect(await page.getByTestId('leasing-table-row').first().getAttribute('data-row-key')).toBe(first.number);
    await shot(page, 'leasing-en');

    await page.getByTestId('leasing-table-grid').focus();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/orders/${first.number}/lease`);
    await page.getByTestId('lease-tab').waitFor();
    const form = page.getByTestId('lease-left-form');
    await form.locator('input[name="lease_left"]').fill(String((first.lease_amount + 100) / 100));
    await form.getByTestId('lease-left-form-submit').click();
    await page.getByTestId('form-error').waitFor();
    expect((await api.call(lease, { number: first.number })).lease.lease_left).toBe(first.lease_left);

    const left = Math.floor(first.lease_amount / 200) * 100; // about half, in whole tögrög
    await form.locator('input[name="lease_left"]').fill(String(left / 100));
    await form.getByTestId('lease-left-form-submit').click();
    await expect.poll(() => page.getByTestId('lease-left').textContent()).toBe(formatMoney(left));
    expect((await api.call(lease, { number: first.number })).lease.lease_left).toBe(left);
    await shot(page, 'lease-tab-en');
  });
});

describe('e-receipt', () => {
  it('issues and prints with the password through the PosAPI, shows lottery and QR once, then returns it', async () => {
    const { api } = await web.server.login('admin@demo.mn');
    const number = (await api.call(list, { per_page: 5, q: { state_eq: 'complete', payment_state_eq: 'paid' } })).items[0]!.number;
    await web.server.app.services.database.db.execute(sql`update orders set ebarimt_id = null, ebarimt_date = null, ebarimt_status = null where number = ${number}`);

    const page = await web.page('admin@demo.mn', `/orders/${number}/ebarimt`);
    await page.getByTestId('sub-receipt').first().waitFor();
    expect(await page.getByTestId('ebarimt-state').getAttribute('data-status')).toBe('none');
    await shot(page, 'ebarimt-tab-en');

    await page.getByTestId('ebarimt-print').click();
    const form = page.getByTestId('ebarimt-print-form');
    await form.locator('input[name="password"]').fill('wrong-password');
    await form.getByTestId('ebarimt-print-form-submit').click();
    await form.locator('[data-field="password"] [role="alert"], [data-field="password"] .field-error').first().waitFor();
    await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await form.getByTestId('ebarimt-print-form-submit').click();

    const receipt = page.getByTestId('printed-receipt');
    await receipt.waitFor();
    expect(await page.getByTestId('receipt-lottery').textContent()).toMatch(/^AB \d{8}$/);
    await page.getByTestId('receipt-qr').waitFor();
    const id = await page.getByTestId('receipt-id').textContent();
    expect(id).toMatch(/^\d{33}$/);
    expect(fake.received.at(-1)!.type).toBe('B2C_RECEIPT');
    await shot(page, 'ebarimt-printed-en');
    await page.getByTestId('receipt-close').click();
    await expect.poll(() => page.getByTestId('ebarimt-state').getAttribute('data-status')).toBe('issued');
    expect(await page.getByTestId('ebarimt-id').textContent()).toBe(id);

    // returning asks first (a destructive operation)
    await page.getByTestId('ebarimt-return').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('ebarimt-state').getAttribute('data-status')).toBe('returned');
    expect(fake.returned.at(-1)!.id).toBe(id);
    // the history under it: the return, then the print with its receipt id, newest first
    await expect.poll(() => page.getByTestId('ebarimt-log').count()).toBe(2);
    expect(await page.getByTestId('ebarimt-log').evaluateAll((rows) => rows.map((r) => `${r.getAttribute('data-action')}:${r.getAttribute('data-ok')}`))).toEqual(['return:true', 'print:true']);
    expect(await page.getByTestId('ebarimt-log').nth(1).textContent()).toContain(id);
    await shot(page, 'ebarimt-history-en');
  });
});

describe('notes and printings', () => {
  it('notes: all orders\' notes, searchable, a row opening its order', async () => {
    const page = await web.page('admin@demo.mn', '/orders/notes');
    await page.getByTestId('notes-table-row').first().waitFor();
    await shot(page, 'notes-en');
    const number = await page.getByTestId('notes-table-row-link').first().getAttribute('href');
    expect(number).toMatch(/^\/orders\/R\d+\/comments$/);
  });

  it('printings: a selection of orders becomes one print page with a slip per order, and prints', async () => {
    const page = await web.page('admin@demo.mn', '/orders/printings');
    await page.addInitScript(() => { (window as unknown as { printed: number }).printed = 0; window.print = () => { (window as unknown as { printed: number }).printed += 1; }; });
    await page.reload();
    await page.getByTestId('printings-table-row').first().waitFor();
    const keys = await page.getByTestId('printings-table-row').evaluateAll((rows) => rows.slice(0, 2).map((r) => r.getAttribute('data-row-key')));
    await page.getByTestId('printings-table-grid').focus();
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.getByTestId('print-selected').click();
    await page.getByTestId('packing-slip').nth(1).waitFor();
    expect(await page.getByTestId('packing-slip').evaluateAll((s) => s.map((x) => x.getAttribute('data-number')))).toEqual(keys);
    await shot(page, 'printings-slips-en');
    await page.getByTestId('print-now').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // paper shows the slips only, each on its own page
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('printings-table').isVisible()).toBe(false);
    expect(await page.getByTestId('packing-slip').first().evaluate((e) => getComputedStyle(e).breakAfter)).toBe('page');
    await shot(page, 'printings-print-media');
    await page.emulateMedia({ media: 'screen' });

    // invoices by typed numbers, one out of reach named
    await page.getByTestId('template-invoice').check();
    await page.getByTestId('print-numbers').fill(`${keys[0]}, 999999999`);
    await page.getByTestId('print-numbers-show').click();
    await page.getByTestId('invoice').first().waitFor();
    expect(await page.getByTestId('print-missing').textContent()).toContain('R999999999');
    await shot(page, 'printings-invoice-en');
  });

  it('the screens in Mongolian', async () => {
    for (const [path, name, ready] of [
      ['/orders/leasing', 'leasing', 'leasing-table-row'], ['/orders/notes', 'notes', 'notes-table-row'], ['/orders/printings', 'printings', 'printings-table-row'],
    ] as const) {
      const page = await web.page('admin@demo.mn', path, { language: 'mn' });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.getByTestId(ready).first().waitFor({ timeout: 30_000 }).catch((e: unknown) => { throw new Error(`${path}: ${String(e)} ${errors.join('; ')}`); });
      expect(await page.locator('h1').textContent()).toMatch(/[А-Яа-яӨөҮү]/);
      await shot(page, `${name}-mn`);
      await page.close();
    }
    const { api } = await web.server.login('admin@demo.mn');
    const leased = (await api.call(leaseList, { per_page: 1 })).items[0]!.number;
    for (const tab of ['lease', 'ebarimt'] as const) {
      const page = await web.page('admin@demo.mn', `/orders/${leased}/${tab}`, { language: 'mn' });
      await page.getByTestId(tab === 'lease' ? 'lease-left-form' : 'sub-receipt').first().waitFor({ timeout: 30_000 });
      expect(await page.getByTestId(`tab-${tab}`).textContent()).toMatch(/[А-Яа-яӨөҮү]/);
      await shot(page, `${tab}-tab-mn`);
      await page.close();
    }
  });
});
