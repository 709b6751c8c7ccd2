import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { eq, max } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EDIT } from '../../../shared/commands/products/roles.js';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../shared/commands/products/images.js';
import { lookup } from '../../../shared/i18n/index.js';
import type { AuthedContext } from '../../commands/handler.js';
import { authorizeRequest, recordAudit } from '../../commands/register.js';
import { schema } from '../../db/index.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import type { Services } from '../../services.js';
import { assertVariantOf } from './images.js';
import {
  CONTENT_TYPE_OF_EXT, IMAGE_FOLDERS, ImageRefused, imagePath, imagesRoot, prepareImage, removeImageFiles, safeBaseName, toImageJson,
  writeImageFiles, type ImageFolder,
} from './images-store.js';
import { findProduct } from './scope.js';

const { productImages } = schema;

const message = (request: FastifyRequest, key: string) => lookup(requestLocale(request), `products_mass.errors.${key}`) ?? key;

/** A refused file, named in the message and under its form field, so a batch of uploads shows which one. */
function refusedFile(request: FastifyRequest, fileName: string, reason: 'not_image' | 'unreadable'): AppError {
  const name = fileName.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 120) || 'image';
  const text = message(request, reason === 'not_image' ? 'image_type' : 'image_unreadable').replaceAll('{{name}}', name);
  const field = reason === 'not_image' ? 'must be a JPEG, PNG or WebP image' : 'cannot be read as a JPEG, PNG or WebP image';
  return new AppError(415, 'unsupported_media_type', text, { image: `${name}: ${field}` });
}

/** The parts of an upload: the file (read whole, up to the limit) and the `variant_id` field. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; name: string; type: string; variantId: number | null; alt: string | null }> {
  let file: { bytes: Buffer; name: string; type: string } | null = null;
  let variantId: number | null = null;
  let alt: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || file) { await part.toBuffer(); continue; }
        file = { bytes: await part.toBuffer(), name: part.filename, type: part.mimetype };
      } else if (part.fieldname === 'variant_id' && typeof part.value === 'string' && part.value !== '') {
        if (!/^\d{1,15}$/.test(part.value)) throw badRequest({ variant_id: 'must be a positive integer' });
        variantId = Number(part.value);
      } else if (part.fieldname === 'alt' && typeof part.value === 'string') {
        alt = part.value.trim().slice(0, 255) || null;
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'payload_too_large', message(request, 'image_too_large'), { image: 'at most 10 MB' });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest({ image: 'required' }, message(request, 'image_required'));
    throw e;
  }
  if (!file) throw badRequest({ image: 'required' }, message(request, 'image_required'));
  return { ...file, variantId, alt };
}

/**
 * §7 `POST products/:id/images` (multipart: `image`, optional `variant_id` and `alt`): one of the
 * routes DESIGN allows outside the catalogue, guarded like the catalogue's image commands.
 * And `GET /images/<id>/<variant>/<file>`: the stored copies, public and cached for a year (a file
 * never changes under its URL: a new upload is a new id).
 */
export async function installImageRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const root = () => imagesRoot(services.config);

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
    scope.post('/api/bo/products/:id/images', async (request, reply) => {
      const { principal, scope: tenant } = await authorizeRequest(services, request, { roles: EDIT });
      const rawId = (request.params as { id: string }).id;
      if (!/^\d{1,15}$/.test(rawId)) throw badRequest({ id: 'must be a positive integer' });
      const productId = Number(rawId);
      const ctx: AuthedContext = { db: services.database.db, principal, scope: tenant, request, services };
      await findProduct(ctx, productId);
      const upload = await readUpload(request);
      if (!(IMAGE_TYPES as readonly string[]).includes(upload.type)) {
        throw refusedFile(request, upload.name, 'not_image');
      }
      let prepared;
      try {
        prepared = await prepareImage(upload.bytes);
      } catch (e) {
        if (e instanceof ImageRefused) throw refusedFile(request, upload.name, e.reason);
        throw e;
      }
      const fileName = `${safeBaseName(upload.name)}.${prepared.ext}`;
      const row = await services.database.db.transaction(async (tx) => {
        const txCtx = { ...ctx, db: tx };
        await findProduct(txCtx, productId, true);
        if (upload.variantId !== null) await assertVariantOf(txCtx, productId, upload.variantId);
        const [last] = await tx.select({ top: max(productImages.position) }).from(productImages).where(eq(productImages.productId, productId));
        const [inserted] = await tx.insert(productImages).values({
          productId, variantId: upload.variantId, position: (last?.top ?? -1) + 1, alt: upload.alt, fileName,
          contentType: prepared.contentType, width: prepared.width, height: prepared.height, byteSize: prepared.files.original.length,
          createdBy: principal.user.id,
        }).returning();
        try {
          await writeImageFiles(root(), inserted!.id, fileName, prepared.files);
        } catch (e) {
          await removeImageFiles(root(), inserted!.id).catch(() => undefined);
          throw e;
        }
        await recordAudit(tx, {
          userId: principal.user.id, commandId: 'image.upload', target: `product:${productId}`, scope: tenant,
          input: { id: productId, variant_id: upload.variantId, file: fileName }, ip: request.ip,
        });
        return inserted!;
      });
      return reply.code(201).send({ image: toImageJson(row) });
    });
  });

  app.get('/images/:id/:folder/:file', async (request, reply) => {
    const { id, folder, file } = request.params as { id: string; folder: string; file: string };
    const ext = /^[a-z0-9_-]+\.(jpg|png|webp)$/.exec(file)?.[1];
    if (!/^\d{1,15}$/.test(id) || !(IMAGE_FOLDERS as readonly string[]).includes(folder) || !ext) {
      throw notFound();
    }
    const path = imagePath(root(), Number(id), folder as ImageFolder, file);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw notFound();
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', info.size)
      .type(CONTENT_TYPE_OF_EXT[ext]!)
      .send(createReadStream(path));
  });
}
