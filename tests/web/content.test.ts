/// <reference lib="dom" />
// Issue 18 in Chromium, main paths only: an article's body written in Editor.js with an image
// uploaded through upload_image, saved with Ctrl+S and shown by the help guide's renderer; a menu's
// items reordered from the keyboard and saved; the menu editor in Mongolian.
import sharp from 'sharp';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { menus } from '../../src/shared/commands/content/menus.js';
import { pages } from '../../src/shared/commands/content/pages.js';
import { articles } from '../../src/shared/commands/content/posts.js';
import { startWeb, type WebHarness } from '../helpers/browser.js';

let web: WebHarness;
let editor: ApiClient;
beforeAll(async () => {
  web = await startWeb();
  editor = (await web.server.login('content@demo.mn')).api;
});
afterAll(async () => { await web?.close(); });

describe('content in the browser', () => {
  it('an article gets a paragraph and an uploaded image in Editor.js, saved by Ctrl+S, previewed by the help renderer', async () => {
    const { items: [article] } = await editor.call(articles.list, { query: 'winter coat' });
    const page = await web.page('content@demo.mn', `/content/articles/${article!.id}`);
    const body = page.getByTestId('content-body-editor');
    await body.locator('.ce-block').first().waitFor();
    // after the first paragraph: a new paragraph, then the toolbox (Tab), filtered to the image tool
    await body.locator('.ce-paragraph').first().click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Layers matter more than thickness.');
    await page.keyboard.press('Enter');
    // `/` in the empty block opens the toolbox; its image tool is picked there
    await page.keyboard.press('/');
    // (a click event: in the narrow panel the editor's own toolbar lies over the popover's edge)
    await page.locator('.ce-popover-item[data-item-name="image"]').filter({ visible: true }).dispatchEvent('click');
    const chooser = page.waitForEvent('filechooser');
    await body.locator('.image-tool .cdx-button').click();
    const dir = mkdtempSync(join(tmpdir(), 'bo-content-'));
    const file = join(dir, 'coat.png');
    writeFileSync(file, await sharp({ create: { width: 800, height: 600, channels: 3, background: '#246' } }).png().toBuffer());
    await (await chooser).setFiles(file);
    await expect.poll(() => body.locator('img[src^="/content-images/"]').count()).toBe(1);
    // Ctrl+S with the caret in the body saves the body
    await body.getByText('Layers matter more than thickness.').click();
    await page.keyboard.press('Control+s');
    await expect.poll(async () => (await editor.call(articles.get, { id: article!.id })).item.body.map((b) => b.type)).toEqual(['paragraph', 'paragraph', 'image', 'list']);
    const saved = (await editor.call(articles.get, { id: article!.id })).item.body;
    expect(saved[1]).toMatchObject({ data: { text: 'Layers matter more than thickness.' } });
    expect(saved[2]).toMatchObject({ data: { file: { url: expect.stringMatching(/^\/content-images\/\d+\/product\/coat\.png$/) } } });

    await page.getByTestId('content-body-preview').click();
    const preview = page.getByTestId('content-body-rendered');
    await expect.poll(() => preview.locator('figure img[src^="/content-images/"]').count()).toBe(1);
    await expect.poll(() => preview.getByText('Layers matter more than thickness.').count()).toBe(1);
  });

  it('menu items move with Alt+↓ and Alt+↑ and go under the item above with Alt+→, and the order is saved', async () => {
    const { items: [menu] } = await editor.call(menus.list, { query: 'header' });
    const page = await web.page('content@demo.mn', `/content/menus/${menu!.id}`);
    const items = page.getByTestId('menu-item');
    await items.first().waitFor();
    const labels = () => items.evaluateAll((els) => els.map((el) => (el.querySelector('[data-field="label_en"]') as HTMLInputElement).value));
    expect(await labels()).toEqual(['Women', 'Men', 'Sale']);
    await items.first().locator('[data-field="handle"]').first().focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(labels).toEqual(['Men', 'Women', 'Sale']);
    // the focus stays on the moved item, so a second move goes on from there
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(labels).toEqual(['Men', 'Sale', 'Women']);
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(labels).toEqual(['Men', 'Women', 'Sale']);
    // Sale goes under the item above it
    await items.nth(2).locator('[data-field="handle"]').first().focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(labels).toEqual(['Men', 'Women']);
    await page.getByTestId('menu-items-save').click();
    await expect.poll(async () => (await editor.call(menus.get, { id: menu!.id })).item.items.map((i) => [i.label_en, i.children.map((c) => c.label_en)]))
      .toEqual([['Men', []], ['Women', ['Coats', 'Sale']]]);
  });

  it('a page of three blocks is built from the keyboard, reordered with Alt+↑, previewed at a phone width and published', async () => {
    const { item } = await editor.call(pages.create, { title: 'Spring sale', slug: 'spring-sale' });
    expect(item.state).toBe('draft');
    const page = await web.page('content@demo.mn', `/content/pages/${item.id}`);
    const kind = page.getByTestId('page-add-kind');
    await kind.waitFor();
    const blocks = page.getByTestId('page-block');
    const kinds = () => blocks.evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')));
    // the kind select starts at Banner: Tab to "Add block", Enter
    await kind.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await blocks.first().locator('[data-field="image_url"]').focus();
    await page.keyboard.type('/content-images/1/product/spring.png');
    await kind.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await kind.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await blocks.nth(2).locator('[data-field="category"]').focus();
    await page.keyboard.type('women-coats');
    await expect.poll(kinds).toEqual(['banner', 'container', 'product_list']);
    // the container goes first; the focus stays on it
    await blocks.nth(1).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(kinds).toEqual(['container', 'banner', 'product_list']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-kind'))).toBe('container');

    await page.getByTestId('page-preview-phone').focus();
    await page.keyboard.press('Enter');
    const preview = page.getByTestId('page-preview');
    await expect.poll(() => preview.getAttribute('data-width')).toBe('phone');
    expect(await preview.locator('img[src="/content-images/1/product/spring.png"]').count()).toBe(1);

    await page.getByTestId('page-publish').focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await editor.call(pages.get, { id: item.id })).item.state).toBe('published');
    const saved = (await editor.call(pages.get, { id: item.id })).item;
    expect(saved.blocks.map((b) => b.kind)).toEqual(['container', 'banner', 'product_list']);
    await expect.poll(() => page.getByTestId('page-state').textContent()).toBe('Published');
  });

  it('in Mongolian the menu editor speaks Mongolian', async () => {
    const { items: [menu] } = await editor.call(menus.list, { query: 'header' });
    const page = await web.page('content@demo.mn', `/content/menus/${menu!.id}`, { language: 'mn' });
    const section = page.getByTestId('menu-items');
    await section.waitFor();
    await expect.poll(() => section.getByRole('heading').textContent()).toBe('Цэсийн зүйлс');
    expect(await section.getByTestId('menu-items-save').textContent()).toBe('Зүйлсийг хадгалах');
  });
});
