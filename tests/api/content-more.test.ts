// Issue 18, the rest of content: polls and their results (§7 see_answer_info), look books with
// product hotspots, compatibility (parts that fit together) and the files of /settings/files
// (§7 downloadable_attachments with batch), on the shared seeded database; roles both ways.
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { compatibilityBuilds, compatibilityEntries, compatibilityPresets } from '../../src/shared/commands/content/compatibility.js';
import { CONTENT_IMAGE_UPLOAD_PATH } from '../../src/shared/commands/content/fields.js';
import { batch, FILE_UPLOAD_PATH, list as fileList, remove as fileDelete } from '../../src/shared/commands/content/files.js';
import { lookBooks } from '../../src/shared/commands/content/look-books.js';
import { pages } from '../../src/shared/commands/content/pages.js';
import { polls, seeAnswerInfo } from '../../src/shared/commands/content/polls.js';
import { schema } from '../../src/server/db/index.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let adminToken: string;
let editor: ApiClient;
let editorToken: string;
let merchant: ApiClient;
let merchantToken: string;

beforeAll(async () => {
  server = await startServer();
  ({ api: admin, token: adminToken } = await server.login('admin@demo.mn'));
  ({ api: editor, token: editorToken } = await server.login('content@demo.mn'));
  ({ api: merchant, token: merchantToken } = await server.login('merchant@demo.mn'));
});
afterAll(async () => { await server?.close(); });

describe('pages search', () => {
  it('finds a page by a piece of its title or of its slug, never by text that spans the two', async () => {
    const { item } = await editor.call(pages.create, { title: 'Spring sale Zephyr', slug: 'quokka-landing', status: 'draft' });
    const ids = async (query: string) => (await editor.call(pages.list, { query })).items.map((p) => p.id);
    expect(await ids('ing sale zeph')).toContain(item.id);
    expect(await ids('QUOKKA-LAND')).toContain(item.id);
    expect(await ids('Zephyrquokka')).not.toContain(item.id);
    expect(await ids('Zephyr quokka')).not.toContain(item.id);
    await editor.call(pages.delete, { id: item.id });
  });
});

describe('polls', () => {
  it('see_answer_info counts the seeded votes per answer with their shares', async () => {
    const { items } = await editor.call(polls.list, {});
    const poll = items.find((p) => p.question_en.startsWith('Which delivery time'))!;
    const info = await editor.call(seeAnswerInfo, { id: poll.id });
    expect(info.total).toBe(40);
    expect(info.answers.map((a) => [a.text_en, a.count, a.share])).toEqual([['Morning', 12, 0.3], ['Afternoon', 5, 0.125], ['Evening', 23, 0.575]]);
    const fresh = await admin.call(polls.create, { question_en: 'New?', question_mn: 'Шинэ үү?', answers: [{ text_en: 'A', text_mn: 'А' }, { text_en: 'B', text_mn: 'Б' }] });
    expect((await admin.call(seeAnswerInfo, { id: fresh.item.id })).answers.map((a) => a.share)).toEqual([0, 0]);
    expect((await expectApiError(admin.call(seeAnswerInfo, { id: 999_999 }))).status).toBe(404);
  });

  it('a poll needs two answers; roles: content and admin only', async () => {
    const one = await expectApiError(admin.call(polls.create, { question_en: 'Q', question_mn: 'Q', answers: [{ text_en: 'A', text_mn: 'А' }] }));
    expect(one).toMatchObject({ status: 400, fields: { answers: expect.any(String) } });
    expect((await expectApiError(merchant.call(seeAnswerInfo, { id: 1 }))).status).toBe(403);
    const pageOnly = (await server.login('content@demo.mn')).api;
    expect((await pageOnly.call(polls.list, {})).total).toBeGreaterThan(0);
  });
});

async function postForm(url: string, field: string, bytes: Buffer, name: string, type: string, token: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await server.fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: { code: string; fields?: Record<string, string> } } };
}

describe('look books', () => {
  it('takes an uploaded image with hotspots at fractions of it, pointing at a product by sku or id', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#39c' } }).png().toBuffer();
    const up = await postForm(CONTENT_IMAGE_UPLOAD_PATH('look_books'), 'image', png, 'look.png', 'image/png', editorToken);
    expect(up.status).toBe(201);
    const url = (up.body.file as { url: string }).url;
    const [product] = await server.app.services.database.db.select().from(schema.products).orderBy(asc(schema.products.id)).limit(1);
    const { item } = await editor.call(lookBooks.create, {
      title_en: 'Spring', title_mn: 'Хавар',
      images: [{ url, alt: 'Coat', hotspots: [{ x: 0.25, y: 0.75, product: product!.sku }, { x: 1, y: 0, product: String(product!.id) }] }],
    });
    expect(item.images[0]!.hotspots).toEqual([{ x: 0.25, y: 0.75, product: product!.sku }, { x: 1, y: 0, product: String(product!.id) }]);
    const missing = await expectApiError(editor.call(lookBooks.update, { id: item.id, images: [{ url, alt: '', hotspots: [{ x: 0.5, y: 0.5, product: 'NO-SUCH-SKU' }] }] }));
    expect(missing).toMatchObject({ status: 400, fields: { images: expect.stringContaining('NO-SUCH-SKU') } });
    const outside = await expectApiError(editor.call(lookBooks.update, { id: item.id, images: [{ url, alt: '', hotspots: [{ x: 1.5, y: 0.5, product: product!.sku }] }] }));
    expect(outside.status).toBe(400);
    expect((await postForm(CONTENT_IMAGE_UPLOAD_PATH('look_books'), 'image', png, 'a.png', 'image/png', merchantToken)).status).toBe(403);
  });
});

describe('compatibility', () => {
  it('stores a build whose parts fit, refuses one whose parts disagree, naming them', async () => {
    const { items: presets } = await editor.call(compatibilityPresets.list, {});
    const preset = presets.find((p) => p.name_en === 'AM5 with DDR5')!;
    const ok = await editor.call(compatibilityBuilds.create, { name: 'Office PC', preset_id: preset.id, parts: ['CPU-R7-7700', 'RAM-DDR5-32'] });
    expect(ok.item.parts).toEqual(['CPU-R7-7700', 'RAM-DDR5-32']);
    const bad = await expectApiError(editor.call(compatibilityBuilds.create, { name: 'Mismatch', preset_id: preset.id, parts: ['CPU-R7-7700', 'MB-B550'] }));
    expect(bad).toMatchObject({ status: 400, fields: { parts: expect.stringContaining('MB-B550') } });
    const unknown = await expectApiError(editor.call(compatibilityBuilds.create, { name: 'Unknown', preset_id: preset.id, parts: ['CPU-R7-7700', 'NOPE-1'] }));
    expect(unknown.fields?.parts).toContain('NOPE-1');
    const feature = await expectApiError(editor.call(compatibilityEntries.create, { product: 'GPU-1', name: 'GPU', features: [{ feature: 'no_such', value: 'x' }] }));
    expect(feature.fields?.features).toContain('no_such');
    const inUse = await expectApiError(editor.call(compatibilityPresets.delete, { id: preset.id }));
    expect(inUse.status).toBe(409);
    expect((await expectApiError(merchant.call(compatibilityBuilds.list, {}))).status).toBe(403);
  });
});

describe('files (/settings/files, downloadable_attachments)', () => {
  const upload = (bytes: Buffer, name: string, token = editorToken, type = 'application/octet-stream') => postForm(FILE_UPLOAD_PATH, 'file', bytes, name, type, token);

  it('uploads a PDF, lists it, serves it as a download, deletes it; batch deletes the selected', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const up = await upload(pdf, 'Warranty card.pdf');
    expect(up.status).toBe(201);
    const item = (up.body.item as { id: number; url: string; content_type: string; file_name: string });
    expect(item).toMatchObject({ content_type: 'application/pdf', file_name: 'Warranty-card.pdf' });
    const listed = await editor.call(fileList, { query: 'warranty' });
    expect(listed.items.map((f) => f.id)).toContain(item.id);
    const res = await server.fetch(item.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    await editor.call(fileDelete, { id: item.id });
    expect((await server.fetch(item.url)).status).toBe(404);

    const a = (await upload(Buffer.from('sku,price\nA,1\n'), 'prices.csv')).body.item as { id: number };
    const b = (await upload(Buffer.from('plain notes'), 'notes.txt')).body.item as { id: number };
    const answer = await admin.call(batch, { ids: [a.id, b.id, 999_999], action: 'delete' });
    expect(answer).toMatchObject({ applied: 2, failed: 1 });
    expect((await admin.call(fileList, {})).items.map((f) => f.id)).not.toContain(a.id);
  });

  it('judges files by their bytes: programs, HTML and SVG with script are refused whatever their name', async () => {
    const cases: [Buffer, string, string][] = [
      [Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]), 'manual.pdf', 'executable'],
      [Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), 'tool.txt', 'executable'],
      [Buffer.from('#!/bin/sh\nrm -rf /\n'), 'notes.txt', 'executable'],
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'page.txt', 'html'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'svg_script'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), 'logo.png', 'svg_script'],
      [Buffer.from([0, 1, 2, 3, 0xff, 0xfe]), 'data.bin', 'unknown'],
      [Buffer.alloc(0), 'empty.pdf', 'empty'],
    ];
    for (const [bytes, name, reason] of cases) {
      const r = await upload(bytes, name);
      expect(r.status, name).toBe(415);
      expect(r.body.error?.fields).toEqual({ file: reason });
    }
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>'), 'dot.svg');
    expect(svg.status).toBe(201);
    const big = await upload(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024)]), 'big.pdf');
    expect(big.status).toBe(413);
    const none = await server.fetch(FILE_UPLOAD_PATH, { method: 'POST', headers: { authorization: `Bearer ${editorToken}` }, body: new FormData() });
    expect(none.status).toBe(400);
  });

  it('roles both ways: content and admin may, a merchant may not', async () => {
    expect((await upload(Buffer.from('x'), 'x.txt', merchantToken)).status).toBe(403);
    expect((await expectApiError(merchant.call(fileList, {}))).status).toBe(403);
    expect((await expectApiError(merchant.call(batch, { ids: [1], action: 'delete' }))).status).toBe(403);
    expect((await upload(Buffer.from('x'), 'x.txt', adminToken)).status).toBe(201);
  });
});
