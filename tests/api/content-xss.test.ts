// Issue 18, safety: the usual XSS payloads through every text and HTML field of the content area,
// and through its image upload. Plain-text fields refuse markup (400 naming the field, nothing
// stored); Editor.js bodies keep their allowed inline markup and lose scripts, handlers and
// javascript: links, when stored and again when served; addresses take only our paths or https;
// the upload judges bytes, not names, and an SVG (with a script) is refused.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { authors } from '../../src/shared/commands/content/authors.js';
import { CONTENT_IMAGE_UPLOAD_PATH } from '../../src/shared/commands/content/fields.js';
import { menus } from '../../src/shared/commands/content/menus.js';
import { contentNotifications } from '../../src/shared/commands/content/notifications.js';
import { pages } from '../../src/shared/commands/content/pages.js';
import { compatibilityBuilds, compatibilityEntries, compatibilityFeatures, compatibilityPresets } from '../../src/shared/commands/content/compatibility.js';
import { lookBooks } from '../../src/shared/commands/content/look-books.js';
import { polls } from '../../src/shared/commands/content/polls.js';
import { articles, news } from '../../src/shared/commands/content/posts.js';
import { schema } from '../../src/server/db/index.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

const MARKUP = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<svg onload=alert(1)>', '<a href="javascript:alert(1)">x</a>', 'javascript:alert(1)'];
const BAD_URLS = ['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x.png', 'http://plain.example/x.png'];
/** What no stored or served body may hold as markup (the words `javascript:alert(1)` typed as text are only text). */
const DANGER = /<script|onerror=|onload=|onclick=|onmouseover=|href=\\?"javascript:|<svg|<iframe|<img/i;

let server: TestServer;
let admin: ApiClient;
let token: string;
let authorId: number;

beforeAll(async () => {
  server = await startServer();
  const a = await server.login('admin@demo.mn');
  admin = a.api;
  token = a.token;
  authorId = (await admin.call(authors.list, {})).items[0]!.id;
});
afterAll(async () => { await server?.close(); });

const body = (text: string) => [
  { type: 'paragraph', data: { text } },
  { type: 'header', data: { text, level: 2 } },
  { type: 'quote', data: { text, caption: text } },
  { type: 'list', data: { style: 'unordered', items: [text] } },
  { type: 'image', data: { file: { url: '/content-images/1/product/a.png' }, caption: text } },
  { type: 'link', data: { link: 'https://example.mn', meta: { title: text, description: text } } },
];

describe('content fields and XSS', () => {
  it('every plain-text field refuses markup and javascript:, naming the field', async () => {
    const cases: [unknown, Record<string, unknown>, string][] = [
      [contentNotifications.create, { starts_on: '2026-01-01', ends_on: '2026-01-02', body_en: 'x', body_mn: 'x' }, 'body_en'],
      [contentNotifications.create, { starts_on: '2026-01-01', ends_on: '2026-01-02', body_en: 'x', body_mn: 'x' }, 'body_mn'],
      [authors.create, { name: 'Xss author' }, 'name'],
      [authors.create, { name: 'Xss author' }, 'bio'],
      [news.create, { title: 'x', author_id: authorId }, 'title'],
      [news.create, { title: 'x', author_id: authorId }, 'preview'],
      [articles.create, { title: 'x', author_id: authorId }, 'title'],
      [articles.create, { title: 'x', author_id: authorId }, 'preview'],
      [menus.create, { code: 'xss', name: 'x' }, 'name'],
      [pages.create, { slug: 'xss', title: 'x' }, 'title'],
      [polls.create, { question_en: 'x', question_mn: 'x', answers: [{ text_en: 'a', text_mn: 'a' }, { text_en: 'b', text_mn: 'b' }] }, 'question_en'],
      [polls.create, { question_en: 'x', question_mn: 'x', answers: [{ text_en: 'a', text_mn: 'a' }, { text_en: 'b', text_mn: 'b' }] }, 'question_mn'],
      [lookBooks.create, { title_en: 'x', title_mn: 'x' }, 'title_en'],
      [lookBooks.create, { title_en: 'x', title_mn: 'x' }, 'title_mn'],
      [compatibilityFeatures.create, { code: 'xss', name_en: 'x', name_mn: 'x' }, 'name_en'],
      [compatibilityFeatures.create, { code: 'xss', name_en: 'x', name_mn: 'x' }, 'name_mn'],
      [compatibilityEntries.create, { product: 'XSS-1', name: 'x', features: [{ feature: 'socket', value: 'AM5' }] }, 'name'],
      [compatibilityEntries.create, { product: 'XSS-1', name: 'x', features: [{ feature: 'socket', value: 'AM5' }] }, 'product'],
      [compatibilityPresets.create, { name_en: 'x', name_mn: 'x', features: [{ feature: 'socket', value: 'AM5' }] }, 'name_en'],
      [compatibilityPresets.create, { name_en: 'x', name_mn: 'x', features: [{ feature: 'socket', value: 'AM5' }] }, 'name_mn'],
      [compatibilityBuilds.create, { name: 'x', preset_id: 1, parts: ['CPU-R7-7700', 'MB-B650'] }, 'name'],
    ];
    for (const [command, input, field] of cases) {
      for (const payload of MARKUP) {
        const error = await expectApiError(admin.call(command as typeof authors.create, { ...input, [field]: payload } as never));
        expect(error, `${field} ${payload}`).toMatchObject({ status: 400, code: 'validation_failed', fields: { [field]: expect.any(String) } });
      }
    }
    const item = { label_en: 'x', label_mn: 'x', kind: 'url', target: '/x', children: [] };
    for (const payload of MARKUP) {
      const banner = { kind: 'banner', image_url: '/content-images/1/product/a.png', link: '', alt: payload };
      const list = { kind: 'product_list', title_en: payload, source: 'category', category: 'x', sort: 'newest', per_page: 4, paginate: false };
      for (const block of [banner, list]) expect((await expectApiError(admin.call(pages.create, { slug: 'xss', title: 'x', blocks: [block] } as never))).status).toBe(400);
      expect((await expectApiError(admin.call(menus.create, { code: 'xss', name: 'x', items: [{ ...item, label_en: payload }] } as never))).status).toBe(400);
      // the nested fields of the new content: poll answers, look book alt texts and hotspot products, feature values, build parts
      const answers = [{ text_en: payload, text_mn: 'a' }, { text_en: 'b', text_mn: payload }];
      expect((await expectApiError(admin.call(polls.create, { question_en: 'x', question_mn: 'x', answers } as never))).fields).toHaveProperty(['answers.0.text_en']);
      const image = { url: '/content-images/1/product/a.png', alt: payload, hotspots: [{ x: 0.5, y: 0.5, product: payload }] };
      expect((await expectApiError(admin.call(lookBooks.create, { title_en: 'x', title_mn: 'x', images: [image] } as never))).status).toBe(400);
      const features = [{ feature: 'socket', value: payload }];
      expect((await expectApiError(admin.call(compatibilityEntries.create, { product: 'XSS-1', name: 'x', features } as never))).status).toBe(400);
      expect((await expectApiError(admin.call(compatibilityPresets.create, { name_en: 'x', name_mn: 'x', features } as never))).status).toBe(400);
      expect((await expectApiError(admin.call(compatibilityBuilds.create, { name: 'x', preset_id: 1, parts: ['CPU-R7-7700', payload] } as never))).status).toBe(400);
    }
  });

  it('every address field takes our paths or https only; a notification path starts with a slash or is empty', async () => {
    for (const url of BAD_URLS) {
      expect((await expectApiError(admin.call(news.create, { title: 'x', author_id: authorId, cover_url: url }))).fields).toHaveProperty('cover_url');
      expect((await expectApiError(admin.call(authors.create, { name: 'x', avatar_url: url }))).fields).toHaveProperty('avatar_url');
      const image = [{ type: 'image', data: { file: { url }, caption: '' } }];
      expect((await expectApiError(admin.call(articles.create, { title: 'x', author_id: authorId, body: image } as never))).status).toBe(400);
      const link = [{ type: 'link', data: { link: url, meta: {} } }];
      expect((await expectApiError(admin.call(articles.create, { title: 'x', author_id: authorId, body: link } as never))).status).toBe(400);
      const banner = { kind: 'banner', image_url: url, link: '', alt: '' };
      const linked = { kind: 'banner', image_url: '/content-images/1/product/a.png', link: url, alt: '' };
      for (const block of [banner, linked]) expect((await expectApiError(admin.call(pages.create, { slug: 'xss', title: 'x', blocks: [block] } as never))).status).toBe(400);
      const lookImage = { url, alt: '', hotspots: [] };
      expect((await expectApiError(admin.call(lookBooks.create, { title_en: 'x', title_mn: 'x', images: [lookImage] } as never))).status).toBe(400);
      const menuItem = { label_en: 'x', label_mn: 'x', kind: 'url', target: url, children: [] };
      if (url !== 'http://plain.example/x.png') expect((await expectApiError(admin.call(menus.create, { code: 'xss', name: 'x', items: [menuItem] } as never))).status).toBe(400);
    }
    const notice = { starts_on: '2026-01-01', ends_on: '2026-01-02', body_en: 'x', body_mn: 'x' };
    expect((await expectApiError(admin.call(contentNotifications.create, { ...notice, path: 'sale' }))).fields).toHaveProperty('path');
    expect((await expectApiError(admin.call(contentNotifications.create, { ...notice, ends_on: '2025-12-31' }))).fields).toHaveProperty('ends_on');
    expect((await admin.call(contentNotifications.create, { ...notice, path: '' })).item.path).toBe('');
  });

  it('a body keeps b, i and https links, and loses scripts, handlers and javascript: links, stored and served', async () => {
    for (const [i, payload] of [...MARKUP, '<b onclick="alert(1)">bold</b> <a href="https://ok.example/" onmouseover="x()">ok</a>'].entries()) {
      const { item } = await admin.call(articles.create, { title: `Xss article ${i}`, author_id: authorId, body: body(payload) } as never);
      const got = await admin.call(articles.get, { id: item.id });
      expect(JSON.stringify(got.item.body)).not.toMatch(DANGER);
      const [row] = await server.app.services.database.db.select().from(schema.contentArticles).where(eq(schema.contentArticles.id, item.id));
      expect(JSON.stringify(row!.body), 'stored').not.toMatch(DANGER);
    }
    const { item } = await admin.call(news.create, { title: 'Kept markup', author_id: authorId, body: body('<b>bold</b> <i>it</i> <a href="https://ok.example/">ok</a>') } as never);
    expect(item.body[0]).toEqual({ type: 'paragraph', data: { text: '<b>bold</b> <i>it</i> <a href="https://ok.example/">ok</a>' } });
  });

  it('a row written around the API is sanitised again when served', async () => {
    const [row] = await server.app.services.database.db.insert(schema.newsItems).values({
      title: 'Written straight', authorId, body: [{ type: 'paragraph', data: { text: 'hi<script>alert(1)</script><img src=x onerror=alert(1)>' } }],
    }).returning();
    const got = await admin.call(news.get, { id: row!.id });
    expect(got.item.body).toEqual([{ type: 'paragraph', data: { text: 'hi' } }]);
  });
});

async function upload(path: 'news' | 'articles', bytes: Buffer, name: string, type: string, as = token) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await server.fetch(CONTENT_IMAGE_UPLOAD_PATH(path), { method: 'POST', headers: { authorization: `Bearer ${as}` }, body: form });
  return { status: res.status, body: (await res.json()) as { success?: number; file?: { url: string }; error?: { code: string } } };
}

describe('upload_image', () => {
  it('takes a real image whatever its name, in the form Editor.js reads, and serves its copies', async () => {
    const png = await sharp({ create: { width: 900, height: 400, channels: 3, background: '#c33' } }).png().toBuffer();
    const { status, body: answer } = await upload('articles', png, 'Banner <script>.txt', 'text/plain');
    expect(status).toBe(201);
    expect(answer).toMatchObject({ success: 1, file: { url: expect.stringMatching(/^\/content-images\/\d+\/product\/banner-script\.png$/) } });
    const res = await server.fetch(answer.file!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect((await server.fetch(answer.file!.url.replace('/product/', '/thumb/'))).status).toBe(200);
  });

  it('refuses an SVG with a script, HTML named .png and an empty form; a role outside the list gets 403', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    expect((await upload('news', svg, 'logo.svg', 'image/svg+xml')).status).toBe(415);
    expect((await upload('news', svg, 'logo.png', 'image/png')).status).toBe(415);
    expect((await upload('news', Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png')).status).toBe(415);
    const empty = await server.fetch(CONTENT_IMAGE_UPLOAD_PATH('news'), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: new FormData() });
    expect(empty.status).toBe(400);
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).jpeg().toBuffer();
    const merchant = (await server.login('merchant@demo.mn')).token;
    expect((await upload('news', jpeg, 'a.jpg', 'image/jpeg', merchant)).status).toBe(403);
    const editor = (await server.login('content@demo.mn')).token;
    expect((await upload('news', jpeg, 'a.jpg', 'image/jpeg', editor)).status).toBe(201);
  });
});
