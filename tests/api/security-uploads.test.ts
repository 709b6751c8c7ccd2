import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { IMAGE_UPLOAD_PATH, list } from '../../src/shared/commands/products/images.js';
import { create } from '../../src/shared/commands/products/products.js';
import { imagesRoot } from '../../src/server/areas/products/images-store.js';
import { startServer, type TestServer } from '../helpers/server.js';

// issue 12, finding 4: a file the image decoder cannot read is the uploader's fault (4xx naming the
// file), never a 500, and leaves neither a row nor files behind

let server: TestServer;
let admin: ApiClient;
let token: string;
let productId: number;

interface ErrorBody { error?: { code: string; message: string; fields?: Record<string, string> } }

async function upload(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await server.fetch(IMAGE_UPLOAD_PATH(productId), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as ErrorBody };
}

const storedIds = async () => (await readdir(imagesRoot(server.app.services.config)).catch(() => [] as string[])).sort();

beforeAll(async () => {
  server = await startServer();
  const a = await server.login('admin@demo.mn');
  admin = a.api;
  token = a.token;
  productId = (await admin.call(create, { sku: 'SEC-UPLOAD-1', name_en: 'Upload target', vendor_id: 1, price: 100_000 })).product.id;
});
afterAll(async () => { await server?.close(); });

describe('uploads the image decoder cannot read', () => {
  it('answers 4xx naming the field and the file for a truncated PNG, random bytes and an empty file, storing nothing', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366aa' } })
      .png({ compressionLevel: 0 }).toBuffer();
    const cases = [
      { name: 'cut-short.png', bytes: png.subarray(0, 100) },
      { name: 'noise.png', bytes: randomBytes(4096) },
      { name: 'empty.png', bytes: Buffer.alloc(0) },
    ];
    const filesBefore = await storedIds();
    for (const c of cases) {
      for (const locale of ['en', 'mn'] as const) {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(c.bytes)], { type: 'image/png' }), c.name);
        const res = await server.fetch(IMAGE_UPLOAD_PATH(productId), {
          method: 'POST', headers: { authorization: `Bearer ${token}`, 'accept-language': locale }, body: form,
        });
        const body = (await res.json()) as ErrorBody;
        expect(res.status, `${c.name} (${locale})`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${c.name} (${locale})`).toBeLessThan(500);
        expect(body.error?.code).toBe(res.status === 415 ? 'unsupported_media_type' : 'validation_failed');
        expect(body.error?.message).toContain(c.name);
        expect(body.error?.message).not.toContain('{{');
        expect(Object.keys(body.error?.fields ?? {})).toEqual(['image']);
        expect(body.error?.fields?.image).toContain(c.name);
      }
    }
    expect((await admin.call(list, { id: productId })).items).toEqual([]);
    expect(await storedIds()).toEqual(filesBefore);
  });

  it('names a file refused by its declared type too, and still takes a whole PNG', async () => {
    const text = await upload(Buffer.from('hello'), 'notes.txt', 'text/plain');
    expect(text.status).toBe(415);
    expect(text.body.error?.message).toContain('notes.txt');
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00aa00' } }).png().toBuffer();
    expect((await upload(png, 'whole.png', 'image/png')).status).toBe(201);
    expect((await admin.call(list, { id: productId })).items).toHaveLength(1);
  });
});
