import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { article, articles } from '../../src/shared/commands/help.js';
import { ARTICLE_BLOCK_TYPES, articleSchema, HELP_PER_PAGE } from '../../src/shared/schema/help.js';
import { schema } from '../../src/server/db/index.js';
import { GUIDES } from '../../src/server/seed/articles.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let token: string;
let en: ApiClient;
let mn: ApiClient;

beforeAll(async () => {
  server = await startServer();
  // the guide is for everyone: a merchant with no staff role reads it
  token = (await server.login('merchant@demo.mn')).token;
  en = server.client({ token });
  mn = server.client({ token, locale: 'mn' });
});
afterAll(async () => { await server?.close(); });

const CYRILLIC = /[А-Яа-яЁёӨөҮү]/;

describe('help articles', () => {
  it('lists the guide 25 a page, in its order, with id, title, preview and image only', async () => {
    const page = await en.call(articles, {});
    expect(page).toMatchObject({ page: 1, per_page: HELP_PER_PAGE, total: GUIDES.length });
    expect(page.items).toHaveLength(GUIDES.length);
    expect(page.items.map((a) => a.title)).toEqual(GUIDES.map((g) => g.en.title));
    for (const item of page.items) {
      expect(Object.keys(item).sort()).toEqual(['id', 'image', 'preview', 'title']);
      if (item.image) expect(item.image.url).toMatch(/^data:image\/svg\+xml,/);
    }
    expect(page.items.some((a) => a.image === null)).toBe(true);
  });

  it('answers the Mongolian versions to a Mongolian reader', async () => {
    const page = await mn.call(articles, {});
    expect(page.total).toBe(GUIDES.length);
    expect(page.items.map((a) => a.title)).toEqual(GUIDES.map((g) => g.mn.title));
    for (const a of page.items) expect(CYRILLIC.test(`${a.title} ${a.preview}`), a.title).toBe(true);
  });

  it('searches titles with q[title_cont], case-insensitively, in both languages', async () => {
    const found = await en.call(articles, { q: { title_cont: 'PALETTE' } });
    expect(found.items.map((a) => a.title)).toEqual(['The Cmd-K palette']);
    expect(found.total).toBe(1);
    const cyr = await mn.call(articles, { q: { title_cont: 'КРЕДИТ' } });
    expect(cyr.items.map((a) => a.title)).toEqual(['Дэлгүүрийн кредит']);
    // a Mongolian reader searches the Mongolian titles, not the English ones they replace
    expect((await mn.call(articles, { q: { title_cont: 'palette' } })).total).toBe(0);
    expect((await en.call(articles, { q: { title_cont: '%' } })).total).toBe(0);
  });

  it('pages with totals, never repeating an article', async () => {
    const ids: number[] = [];
    for (let p = 1; p <= 3; p++) {
      const page = await en.call(articles, { per_page: 5, page: p });
      expect(page).toMatchObject({ page: p, per_page: 5, total: GUIDES.length });
      expect(page.items).toHaveLength(Math.min(5, GUIDES.length - (p - 1) * 5));
      ids.push(...page.items.map((a) => a.id));
    }
    expect(new Set(ids).size).toBe(GUIDES.length);
    expect((await en.call(articles, { per_page: 5, page: 4 })).items).toEqual([]);
    expect((await expectApiError(en.call(articles, { per_page: 101 }))).status).toBe(400);
    expect((await expectApiError(en.call(articles, { q: { body_cont: 'x' } } as never))).status).toBe(400);
  });

  it('shows an article with every kind of block, cacheable for five minutes', async () => {
    const [item] = (await en.call(articles, { q: { title_cont: 'Using this guide' } })).items;
    const { article: a } = await en.call(article, { id: item!.id });
    expect(articleSchema.parse(a)).toEqual(a);
    expect(a).toMatchObject({ id: item!.id, slug: 'using-this-guide', locale: 'en', title: 'Using this guide' });
    expect(new Set(a.body.map((b) => b.type))).toEqual(new Set(ARTICLE_BLOCK_TYPES));

    const res = await server.fetch(`/api/v2/articles/${item!.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    expect(res.headers.get('vary')).toContain('accept-language');
    // the list is searched as the user types: never cached
    const list = await server.fetch('/api/v2/articles', { headers: { authorization: `Bearer ${token}` } });
    expect(list.headers.get('cache-control')).toBe('no-store');
  });

  it('every block kind appears in the guide, in both languages', () => {
    for (const locale of ['en', 'mn'] as const) {
      const kinds = new Set(GUIDES.flatMap((g) => g[locale].body.map((b) => b.type)));
      expect(kinds, locale).toEqual(new Set(ARTICLE_BLOCK_TYPES));
    }
    for (const g of GUIDES) expect(g.mn.body.map((b) => b.type), g.slug).toEqual(g.en.body.map((b) => b.type));
  });

  it('answers 404 for an unknown article, not cached', async () => {
    const error = await expectApiError(en.call(article, { id: 999_999 }));
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
    const res = await server.fetch('/api/v2/articles/999999', { headers: { authorization: `Bearer ${token}` } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await expectApiError(en.call(article, { id: 'abc' as never }))).status).toBe(400);
  });

  it('refuses a signed-out reader', async () => {
    const anonymous = server.client();
    expect(await expectApiError(anonymous.call(articles, {}))).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(await expectApiError(anonymous.call(article, { id: 1 }))).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('falls back to English for an article with no Mongolian version; any version id opens the reader\'s', async () => {
    const { db } = server.app.services.database;
    const [only] = await db.insert(schema.articles).values({
      slug: 'english-only', locale: 'en', title: 'Only in English', preview: 'Not translated yet',
      body: [{ type: 'paragraph', data: { text: 'Hello' } }], position: 1000,
    }).returning();
    await db.insert(schema.articles).values({ slug: 'draft', locale: 'en', title: 'Unpublished draft', published: false });

    const mnList = await mn.call(articles, { per_page: 100 });
    expect(mnList.total).toBe(GUIDES.length + 1);
    expect(mnList.items.at(-1)).toMatchObject({ id: only!.id, title: 'Only in English' });
    expect((await mn.call(articles, { q: { title_cont: 'only in' } })).items.map((a) => a.id)).toEqual([only!.id]);
    expect((await mn.call(article, { id: only!.id })).article).toMatchObject({ locale: 'en', title: 'Only in English' });

    // the English id of a translated article opens the Mongolian version for a Mongolian reader, and back
    const [enPalette] = (await en.call(articles, { q: { title_cont: 'palette' } })).items;
    const mnPalette = (await mn.call(article, { id: enPalette!.id })).article;
    expect(mnPalette).toMatchObject({ slug: 'command-palette', locale: 'mn', title: 'Cmd-K команд самбар' });
    expect(mnPalette.id).not.toBe(enPalette!.id);
    expect((await en.call(article, { id: mnPalette.id })).article).toMatchObject({ id: enPalette!.id, locale: 'en' });

    // unpublished versions are nobody's
    expect((await en.call(articles, { q: { title_cont: 'draft' } })).total).toBe(0);
  });
});
