/// <reference lib="dom" />
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, search } from '../../src/shared/commands/products/products.js';
import type { ApiClient } from '../../src/shared/api/client.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
let admin: ApiClient;
beforeAll(async () => {
  web = await startWeb();
  admin = (await web.server.login('admin@demo.mn')).api;
});
afterAll(async () => {
  await web?.close();
});

/** Lazy chunks and a shared two-core machine make vitest's 1 s default poll too tight. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });

/** A small solid-colour PNG, made here so the test needs no fixture file. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
  const crc = (b: Buffer) => { let c = 0xffffffff; for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0); body.copy(out, 4); out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0); header.writeUInt32BE(height, 4); header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const toastText = (page: Page) => page.getByTestId('toast').allInnerTexts().then((all) => all.join(' | '));

describe('product list', () => {
  it('searches by words and filters by brand; rows open the editor', async () => {
    const page = await web.page('admin@demo.mn', '/products/all');
    await page.getByTestId('products-table-row').first().waitFor();
    // 40 a page (DESIGN.md), more than the rows the virtual list draws at once is fine: at least a screenful
    await poll(() => page.getByTestId('products-table-pagination').innerText()).toContain('40');

    await page.getByTestId('filter-search').fill('Gobi');
    await page.getByTestId('filter-search').press('Enter');
    await page.waitForURL(/search=Gobi/);
    await poll(async () => (await page.getByTestId('products-table-grid').innerText()).includes('Gobi')).toBe(true);
    expect(await page.getByTestId('products-corrected').count()).toBe(0);
    // every listed product shows its thumbnail frame (the tests seed no pictures: the empty frame)
    expect(await page.locator('[data-testid="products-table-row"] .pr-thumb').count()).toBeGreaterThan(0);

    // a typo finds nothing as typed: the list says which word it searched instead
    await page.getByTestId('filter-search').fill('Gobbi');
    await page.getByTestId('filter-search').press('Enter');
    await page.waitForURL(/search=Gobbi/);
    await poll(() => page.getByTestId('products-corrected').innerText()).toContain('“gobi”');
    expect(await page.getByTestId('products-table-grid').innerText()).toContain('Gobi');

    await page.getByTestId('filter-search').fill('');
    await page.getByTestId('filter-search').press('Enter');
    await page.getByTestId('products-filters-add').selectOption('brand_id_eq');
    const brandSelect = page.getByTestId('filter-brand_id_eq');
    await poll(() => brandSelect.locator('option').count()).toBeGreaterThan(2);
    await brandSelect.selectOption({ label: 'Nike' });
    await page.waitForURL(/q\[brand_id_eq\]=\d+/);
    await poll(async () => {
      const brands = await page.locator('[data-testid="products-table-row"] [data-column="brand"]').allInnerTexts();
      return brands.length > 0 && brands.every((b) => b.trim() === 'Nike');
    }).toBe(true);

    const href = await page.getByTestId('products-table-row-link').first().getAttribute('href');
    expect(href).toMatch(/^\/products\/all\/\d+$/);
    await page.getByTestId('products-table-row-link').first().click();
    await page.getByTestId('product-editor').waitFor();
  });

  it('publishes the rows chosen with the keyboard (j, x) in one bulk action', async () => {
    const page = await web.page('product@demo.mn', '/products/all?q[published_eq]=false');
    await page.getByTestId('products-table-row').first().waitFor();
    const keys = await page.getByTestId('products-table-row').evaluateAll((rows) => rows.slice(0, 2).map((r) => r.getAttribute('data-row-key')));
    await page.getByTestId('products-table-grid').focus();
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await poll(() => page.getByTestId('products-table-selection').innerText()).toContain('2');
    await page.getByTestId('products-bulk-publish').click();
    await poll(() => toastText(page)).toContain('Updated');
    for (const key of keys) expect((await admin.call(get, { id: Number(key) })).product.published).toBe(true);
    // the list reloads: the published rows leave the "not published" filter
    await poll(() => page.locator(`[data-testid="products-table-row"][data-row-key="${keys[0]}"]`).count()).toBe(0);
  });
});

describe('product editor', () => {
  it('saves a changed name (toast, and the value after a reload) and refuses a bad barcode with its message', async () => {
    const page = await web.page('admin@demo.mn', '/products/all/12');
    const form = page.getByTestId('product-names-form');
    await form.locator('[name="name_en"]').fill('Edited in the browser');
    await page.getByTestId('product-save-bar-save').click();
    await poll(() => toastText(page)).toContain('Saved');
    await page.reload();
    await poll(() => page.getByTestId('product-names-form').locator('[name="name_en"]').inputValue()).toBe('Edited in the browser');
    expect((await admin.call(get, { id: 12 })).product.name_en).toBe('Edited in the browser');

    const ids = page.getByTestId('product-ids-form');
    await ids.locator('[name="barcode"]').fill('4006381333932');
    await ids.locator('[name="slug"]').focus();
    await poll(() => ids.locator('.field-error').first().innerText()).toContain('Not a valid EAN-8, EAN-13 or UPC-A barcode');
    await page.getByTestId('product-save-bar-save').click();
    await poll(async () => (await admin.call(get, { id: 12 })).product.barcode).not.toBe('4006381333932');
  });

  it('adds a variant, then counts stock in with a reason and shows the movement', async () => {
    const page = await web.page('admin@demo.mn', '/products/all/13/variants');
    await page.getByTestId('variant-add').click();
    const form = page.getByTestId('variant-form');
    await form.locator('[name="sku"]').fill('WEB-VAR-13');
    await form.locator('[name="price"]').fill('15000');
    await page.getByTestId('variant-form-submit').click();
    await poll(() => toastText(page)).toContain('Created');
    await page.locator('[data-testid="variant-row"][data-sku="WEB-VAR-13"]').waitFor();
    const variant = (await admin.call(get, { id: 13 })).product.variants.find((v) => v.sku === 'WEB-VAR-13')!;
    expect(variant.price).toBe(1_500_000);

    await page.getByTestId('tab-stock').click();
    await page.locator('[data-testid="stock-row"][data-sku="WEB-VAR-13"]').waitFor();
    await page.getByTestId('stock-variant').selectOption(String(variant.id));
    await page.getByTestId('stock-amount').fill('7');
    await page.getByTestId('stock-reason').selectOption('received');
    await page.getByTestId('stock-note').fill('Delivery from Tianjin');
    await page.getByTestId('stock-submit').click();
    await poll(() => toastText(page)).toContain('Updated');
    await poll(() => page.getByTestId('movements-table').innerText()).toContain('Delivery from Tianjin');
    expect(await page.getByTestId('movement-row').first().innerText()).toContain('+7');
    await poll(() => page.locator('[data-testid="stock-row"][data-sku="WEB-VAR-13"]').innerText()).toContain('7');
  });

  it('shows the read-only user disabled forms and no actions', async () => {
    const page = await web.page('catalog@demo.mn', '/products/all/14');
    await page.getByTestId('product-editor').waitFor();
    await page.getByTestId('product-names-form').waitFor();
    expect(await page.getByTestId('product-names-form').locator('[name="name_en"]').isDisabled()).toBe(true);
    expect(await page.getByTestId('product-names-form-submit').isDisabled()).toBe(true);
    expect(await page.getByTestId('product-delete').count()).toBe(0);
    expect(await page.getByTestId('product-clone').count()).toBe(0);
    await page.getByTestId('tab-variants').click();
    await page.getByTestId('variants-table').waitFor();
    expect(await page.getByTestId('variant-add').count()).toBe(0);
    // and the list offers no selection or new product
    await page.goto('/products/all');
    await page.getByTestId('products-table-row').first().waitFor();
    expect(await page.getByTestId('products-table-row-check').count()).toBe(0);
    expect(await page.getByTestId('products-new').count()).toBe(0);
  });

  it('creates a product from a prototype, which brings its properties, and opens it', async () => {
    const page = await web.page('admin@demo.mn', '/products/new');
    const proto = page.getByTestId('new-prototype');
    await poll(() => proto.locator('option').count()).toBeGreaterThan(1);
    await proto.selectOption({ label: 'Clothing' });
    const vendor = page.getByTestId('new-vendor');
    await poll(() => vendor.locator('option').count()).toBeGreaterThan(1);
    await vendor.selectOption({ index: 1 });
    const form = page.getByTestId('product-new-form');
    await form.locator('[name="sku"]').fill('WEB-PROTO-1');
    await form.locator('[name="name_en"]').fill('Cashmere deel');
    await form.locator('[name="name_mn"]').fill('Ноолууран дээл');
    await form.locator('[name="price"]').fill('450000');
    await page.getByTestId('product-new-form-submit').click();
    await page.waitForURL(/\/products\/all\/\d+$/);
    await poll(() => page.getByTestId('product-sku').innerText()).toBe('WEB-PROTO-1');
    const found = await admin.call(search, { query: 'WEB-PROTO-1' });
    const made = (await admin.call(get, { id: found.items[0]!.id })).product;
    expect(made.price).toBe(45_000_000);
    expect(made.properties.length).toBeGreaterThan(0);
    await page.getByTestId('tab-properties').click();
    await poll(() => page.getByTestId('property-row').count()).toBe(made.properties.length);
  });

  it('uploads images, refuses a wrong file, reorders by keyboard and deletes after a confirmation', async () => {
    const page = await web.page('admin@demo.mn', '/products/all/16/images');
    const file = page.getByTestId('images-file');
    const tiles = page.locator('[data-testid="images-list"] > li');
    const order = () => tiles.evaluateAll((els) => els.map((x) => x.getAttribute('data-testid')));
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await poll(() => toastText(page)).toContain('notes.txt');
    await file.setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: png(40, 30, [200, 40, 40]) },
      { name: 'blue.png', mimeType: 'image/png', buffer: png(40, 30, [40, 40, 200]) },
    ]);
    await poll(() => toastText(page)).toContain('Upload completed');
    await poll(() => tiles.count()).toBe(2);
    const before = await order();
    await tiles.first().focus();
    await page.keyboard.press('Alt+ArrowRight');
    await poll(order).toEqual([before[1], before[0]]);
    await page.reload();
    await poll(order).toEqual([before[1], before[0]]);
    await page.getByTestId(`image-delete-${before[1]!.replace('image-', '')}`).click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.getByTestId('confirm-ok').click();
    await poll(() => tiles.count()).toBe(1);
  });
});
