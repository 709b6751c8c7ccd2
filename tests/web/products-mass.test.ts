/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBy } from '../../src/shared/commands/products/products.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
beforeAll(async () => {
  web = await startWeb();
});
afterAll(async () => {
  await web?.close();
});

// Mongolian and English headers the mapping matches by itself; "Unit price" it does not know.
// Prices in ₮ as people write them, as every file (and `bo products import --file`) gives them.
const CSV = [
  'Код,Монгол нэр,Name,Vendor,Unit price',
  'WEB-1,Вэб нэг,Web one,1,15000',
  'WEB-2,Вэб хоёр,Web two,1,"1,5"',
  'WEB-3,,,1,100',
  'WEB-4,"Вэб, дөрөв",Web four,1,"₮25,000.50"',
].join('\n');

const bySku = async (sku: string) => {
  const { api } = await web.server.login('admin@demo.mn');
  return (await api.call(findBy, { sku })).items[0];
};

describe('mass import screen', () => {
  it('maps columns, shows the bad rows before writing, applies the good ones as a job with progress and a toast', async () => {
    const page = await web.page('product@demo.mn', '/products/mass');
    await page.getByTestId('mass-import').waitFor();
    await page.getByTestId('mass-file').setInputFiles({ name: 'shop.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });

    await page.getByTestId('mass-mapping').waitFor();
    expect(await page.getByTestId('mass-map-Код').inputValue()).toBe('sku');
    expect(await page.getByTestId('mass-map-Монгол нэр').inputValue()).toBe('name_mn');
    expect(await page.getByTestId('mass-map-Name').inputValue()).toBe('name_en');
    expect(await page.getByTestId('mass-map-Vendor').inputValue()).toBe('vendor_id');
    expect(await page.getByTestId('mass-map-Unit price').inputValue()).toBe('');

    // two columns on one field are refused until fixed
    await page.getByTestId('mass-map-Unit price').selectOption('vendor_id');
    await page.getByTestId('mass-mapping-error').waitFor();
    expect(await page.getByTestId('mass-check').isDisabled()).toBe(true);
    await page.getByTestId('mass-map-Unit price').selectOption('price');
    await page.getByTestId('mass-check').click();

    await page.getByTestId('mass-errors').waitFor();
    expect(await page.getByTestId('mass-summary').textContent()).toContain('4 rows: 2 ready (2 new, 0 updates), 2 with errors');
    expect(await page.getByTestId('mass-error-row-2').textContent()).toMatch(/Price \(₮\).*Not an amount in ₮/);
    expect(await page.getByTestId('mass-error-row-3').textContent()).toMatch(/Name \(English\)/);
    // the ready rows show their prices as read, in ₮: 15000 is ₮15,000, not ₮150
    expect(await page.getByTestId('mass-ready-row-1').locator('[data-field="price"]').textContent()).toBe('₮15,000');
    expect(await page.getByTestId('mass-ready-row-4').locator('[data-field="price"]').textContent()).toBe('₮25,000.50');
    // nothing written by the check
    expect(await bySku('WEB-1')).toBeUndefined();

    await page.getByTestId('mass-apply').click();
    await page.getByTestId('mass-progress').waitFor();
    await page.locator('[data-testid="mass-job"][data-status="done"]').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('mass-job-status').textContent()).toContain('2 imported, 0 failed');
    await page.getByText('Import completed').waitFor();
    await page.getByTestId('mass-logs').getByText('shop.csv').waitFor();
    expect(await bySku('WEB-1')).toMatchObject({ price: 1_500_000 });
    expect(await bySku('WEB-4')).toMatchObject({ name_mn: 'Вэб, дөрөв', price: 2_500_050 });
    expect(await bySku('WEB-2')).toBeUndefined();
  });

  it('speaks Mongolian and refuses a file it cannot read', async () => {
    const page = await web.page('product@demo.mn', '/products/mass', { language: 'mn', theme: 'dark' });
    await page.getByRole('heading', { name: 'Олноор импортлох' }).waitFor();
    await page.getByTestId('mass-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('') });
    expect(await page.getByTestId('mass-file-error').textContent()).toBe('Файлд мөр алга.');
    await page.getByTestId('mass-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('x') });
    expect(await page.getByTestId('mass-file-error').textContent()).toBe('.csv эсвэл .xlsx файл сонгоно уу.');
  });
});
