import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { IMAGE_UPLOAD_PATH, list, positions, remove, update, type ProductImage } from '../../src/shared/commands/products/images.js';
import { create } from '../../src/shared/commands/products/products.js';
import { create as createVariant } from '../../src/shared/commands/products/variants.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let adminToken: string;
let merchantToken: string;
let viewerToken: string;
let productId: number;
let otherVendorProduct: number;
let variantId: number;

const jpeg = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();

async function upload(token: string, id: number, file: { bytes: Buffer; name: string; type: string }, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await server.fetch(IMAGE_UPLOAD_PATH(id), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as { image?: ProductImage; error?: { code: string; message: string } } };
}

beforeAll(async () => {
  server = await startServer();
  const a = await server.login('admin@demo.mn');
  admin = a.api;
  adminToken = a.token;
  merchantToken = (await server.login('merchant@demo.mn')).token;
  viewerToken = (await server.login('catalog@demo.mn')).token;
  productId = (await admin.call(create, { sku: 'IMG-1', name_en: 'Pictured', vendor_id: 1, price: 100_000 })).product.id;
  otherVendorProduct = (await admin.call(create, { sku: 'IMG-2', name_en: 'Elsewhere', vendor_id: 2, price: 100_000 })).product.id;
  variantId = (await admin.call(createVariant, { id: productId, sku: 'IMG-1-RED', price: 100_000 })).variant.id;
});
afterAll(async () => { await server?.close(); });

describe('product images', () => {
  let first: ProductImage;

  it('uploads a JPEG, resizes it to mini, thumb and product, and serves each copy with long cache headers', async () => {
    const { status, body } = await upload(adminToken, productId, { bytes: await jpeg(1600, 1200), name: 'Front View.JPG', type: 'image/jpeg' });
    expect(status).toBe(201);
    first = body.image!;
    expect(first).toMatchObject({ product_id: productId, position: 0, width: 1600, height: 1200, content_type: 'image/jpeg', variant_id: null });
    expect(first.urls.product).toBe(`/images/${first.id}/product/front-view.jpg`);
    const sizes: Record<string, number> = { mini: 96, thumb: 240, product: 800, original: 1600 };
    for (const [variant, width] of Object.entries(sizes)) {
      const res = await server.fetch(first.urls[variant as keyof ProductImage['urls']]);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toContain('max-age=31536000');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).toBe(width);
    }
    expect((await server.fetch(`/images/${first.id}/huge/front-view.jpg`)).status).toBe(404);
  });

  it('takes a variant, keeps positions, and lists in order', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#ff000080' } }).png().toBuffer();
    const { status, body } = await upload(adminToken, productId, { bytes: png, name: 'red.png', type: 'image/png' }, { variant_id: String(variantId) });
    expect(status).toBe(201);
    expect(body.image).toMatchObject({ variant_id: variantId, position: 1, content_type: 'image/png' });
    const bad = await upload(adminToken, productId, { bytes: png, name: 'x.png', type: 'image/png' }, { variant_id: '999999' });
    expect(bad.status).toBe(400);
    const { items } = await admin.call(list, { id: productId });
    expect(items.map((i) => i.id)).toEqual([first.id, body.image!.id]);
    const reordered = await admin.call(positions, { id: productId, image_ids: [body.image!.id, first.id] });
    expect(reordered.items.map((i) => [i.id, i.position])).toEqual([[body.image!.id, 0], [first.id, 1]]);
    const partial = await expectApiError(admin.call(positions, { id: productId, image_ids: [first.id] }));
    expect(partial.status).toBe(400);
    const { image } = await admin.call(update, { id: productId, image_id: first.id, alt: 'Front', variant_id: variantId });
    expect(image).toMatchObject({ alt: 'Front', variant_id: variantId });
  });

  it('refuses a file of the wrong type and one over the size limit, with a message', async () => {
    const text = await upload(adminToken, productId, { bytes: Buffer.from('hello'), name: 'notes.txt', type: 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.body.error?.message).toMatch(/JPEG, PNG or WebP/);
    const liar = await upload(adminToken, productId, { bytes: Buffer.from('not a picture at all'), name: 'fake.png', type: 'image/png' });
    expect(liar.status).toBe(415);
    const big = await upload(adminToken, productId, { bytes: Buffer.alloc(11 * 1024 * 1024, 1), name: 'big.jpg', type: 'image/jpeg' });
    expect(big.status).toBe(413);
    expect(big.body.error?.message).toMatch(/10 MB/);
    const none = await server.fetch(IMAGE_UPLOAD_PATH(productId), { method: 'POST', headers: { authorization: `Bearer ${adminToken}` } });
    expect(none.status).toBe(400);
  });

  it('guards the upload like the catalogue: signed in, an editing role, the caller\'s vendors', async () => {
    const bytes = await jpeg(100, 100);
    const anon = await server.fetch(IMAGE_UPLOAD_PATH(productId), { method: 'POST' });
    expect(anon.status).toBe(401);
    expect((await upload(viewerToken, productId, { bytes, name: 'a.jpg', type: 'image/jpeg' })).status).toBe(403);
    expect((await upload(merchantToken, otherVendorProduct, { bytes, name: 'a.jpg', type: 'image/jpeg' })).status).toBe(404);
    expect((await upload(merchantToken, productId, { bytes, name: 'a.jpg', type: 'image/jpeg' })).status).toBe(201);
  });

  it('deletes an image with its files', async () => {
    const { items } = await admin.call(list, { id: productId });
    const target = items[0]!;
    expect(await admin.call(remove, { id: productId, image_id: target.id })).toEqual({ deleted: true });
    expect((await server.fetch(target.urls.thumb)).status).toBe(404);
    expect((await admin.call(list, { id: productId })).items.map((i) => i.id)).not.toContain(target.id);
    expect((await expectApiError(admin.call(remove, { id: productId, image_id: target.id }))).status).toBe(404);
  });
});
