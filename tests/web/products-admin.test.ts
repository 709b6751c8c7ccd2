/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { findBy, search } from '../../src/shared/commands/products/products.js';
import { optionTypes } from '../../src/shared/commands/products/resources.js';
import { taxonomyList, tree } from '../../src/shared/commands/products/taxonomy.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';
import { SAME_FILE_SKU, SAME_PRICES_CSV, SAME_PRICES_STORED } from '../helpers/prices-file.js';

let web: WebHarness;
let admin: ApiClient;
beforeAll(async () => {
  web = await startWeb();
  admin = (await web.server.login('admin@demo.mn')).api;
});
afterAll(async () => {
  await web?.close();
});

describe('products admin screens', () => {
  it('the generic resource screen creates, edits and deletes an option type', async () => {
    const page = await web.page('admin@demo.mn', '/products/option_types');
    await page.getByTestId('resource-option_type-table-row').first().waitFor();
    await page.getByTestId('resource-option_type-new').click();
    const create = page.getByTestId('resource-option_type-create-form');
    await create.getByLabel('Code name').fill('fabric');
    await create.getByLabel('Shown as (English)').fill('Fabric');
    await create.getByLabel('Shown as (Mongolian)').fill('Даавуу');
    await page.getByTestId('resource-option_type-create-form-submit').click();
    await page.waitForURL(/\/products\/option_types\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const edit = page.getByTestId('resource-option_type-edit-form');
    await edit.getByLabel('Shown as (English)').fill('Fabric kind');
    await page.getByTestId('resource-option_type-edit-form-submit').click();
    await expect.poll(async () => (await admin.call(optionTypes.get, { id })).item.presentation_en).toBe('Fabric kind');

    await page.getByTestId('resource-option_type-delete').click();
    await page.getByTestId('confirm-ok').click();
    await page.waitForURL(/\/products\/option_types$/);
    await expect.poll(() => admin.call(optionTypes.get, { id }).then(() => 'there', () => 'gone')).toBe('gone');
  });

  it('taxonomy: Alt+↓ moves a taxon after its next sibling, the order survives a reload; a drag moves one into another branch; rebuild answers its toast', async () => {
    const taxonomyId = (await admin.call(taxonomyList, {})).items[0]!.id;
    const before = (await admin.call(tree, { id: taxonomyId })).root!.children.map((c) => c.name_en);
    const page = await web.page('admin@demo.mn', `/products/taxonomy/${taxonomyId}`);
    const first = page.locator(`[data-testid="taxon-node"][data-name="${before[0]}"]`);
    await first.click();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(async () => (await admin.call(tree, { id: taxonomyId })).root!.children.map((c) => c.name_en).slice(0, 2)).toEqual([before[1], before[0]]);
    await page.reload();
    const names = () => page.locator('[data-testid="taxon-node"][aria-level="2"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')));
    await expect.poll(async () => (await names()).slice(0, 2)).toEqual([before[1], before[0]]);

    // by drag: a leaf dropped in the middle of another branch becomes its last child
    const root = (await admin.call(tree, { id: taxonomyId })).root!;
    const [from, to] = [root.children[0]!, root.children[2]!];
    const leaf = from.children[0]!;
    await page.locator(`[data-testid="taxon-node"][data-taxon-id="${leaf.id}"]`).dragTo(page.locator(`[data-testid="taxon-node"][data-taxon-id="${to.id}"]`));
    await expect.poll(async () => (await admin.call(tree, { id: taxonomyId })).root!.children.find((c) => c.id === to.id)!.children.map((c) => c.id).at(-1)).toBe(leaf.id);

    await page.getByTestId('taxonomy-rebuild').click();
    await page.getByTestId('toast').filter({ hasText: 'Category tree saved' }).waitFor();
  });

  it('price update: a pasted CSV is previewed (old and new, the failing row), applied, and the prices change', async () => {
    const page = await web.page('product@demo.mn', '/products/price_update');
    // three real products of the demo catalogue, found through the API as the test's own fixtures
    const rows = (await admin.call(search, { per_page: 3 })).items.slice(0, 3);
    const csv = ['sku,price', ...rows.map((p, i) => `${p.sku},${1234 + i}`), 'NO-SUCH-SKU-404,100'].join('\n');
    await page.getByTestId('price-csv').fill(csv);
    await page.getByTestId('price-preview').click();
    await page.getByTestId('price-preview-result').waitFor();
    expect(await page.getByTestId('price-applied').textContent()).toBe('3');
    expect(await page.getByTestId('price-failed').textContent()).toBe('1');
    const failed = page.locator('[data-testid="price-results-row"][data-ok="false"]');
    expect(await failed.getAttribute('data-sku')).toBe('NO-SUCH-SKU-404');
    expect(await failed.getByTestId('price-results-reason').textContent()).toContain('No product has this sku');
    const firstRow = page.locator(`[data-testid="price-results-row"][data-sku="${rows[0]!.sku}"]`);
    expect(await firstRow.locator('[data-field="price"] [data-testid="new-value"]').textContent()).toBe('₮1,234');
    // nothing written by the preview
    expect((await admin.call(findBy, { sku: rows[0]!.sku })).items[0]!.price).toBe(rows[0]!.price);

    await page.getByTestId('price-apply').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('price-apply-result').waitFor();
    for (const [i, p] of rows.entries()) {
      expect((await admin.call(findBy, { sku: p.sku })).items[0]!.price).toBe((1234 + i) * 100);
    }
  });

  it('price update: the prices.csv `bo products price-update --file` reads stores the same möngö here', async () => {
    const page = await web.page('product@demo.mn', '/products/price_update');
    await page.getByTestId('price-file').setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(SAME_PRICES_CSV) });
    await expect.poll(() => page.getByTestId('price-csv').inputValue()).toBe(SAME_PRICES_CSV);
    await page.getByTestId('price-preview').click();
    await page.getByTestId('price-preview-result').waitFor();
    const row = page.locator(`[data-testid="price-results-row"][data-sku="${SAME_FILE_SKU}"]`);
    expect(await row.locator('[data-field="price"] [data-testid="new-value"]').textContent()).toBe('₮12,500.50');
    await page.getByTestId('price-apply').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('price-apply-result').waitFor();
    expect((await admin.call(findBy, { sku: SAME_FILE_SKU })).items[0]).toMatchObject(SAME_PRICES_STORED);
  });

  it('reviews: a pending review is approved from the list', async () => {
    const page = await web.page('product@demo.mn', '/products/reviews?state=pending');
    const row = page.getByTestId('reviews-table-row').first();
    await row.waitFor();
    const key = await row.getAttribute('data-row-key');
    await row.getByTestId('review-approve').click();
    await page.getByTestId('toast').filter({ hasText: 'Review approved' }).waitFor();
    await expect.poll(() => page.locator(`[data-testid="reviews-table-row"][data-row-key="${key}"]`).count()).toBe(0);
  });
});
