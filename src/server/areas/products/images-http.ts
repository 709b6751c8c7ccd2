import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lookup } from '../../../shared/i18n/index.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import {
  CONTENT_TYPE_OF_EXT, IMAGE_FOLDERS, ImageRefused, imagePath, prepareImage, removeImageFiles, writeImageFiles,
  type ImageFolder, type Prepared,
} from './images-store.js';

/**
 * The HTTP side every image upload shares (products' images, the content editor's images): reading
 * the one `image` file of a multipart form, refusing what is not an image by its bytes, writing the
 * stored copies beside the database row, and serving them back. Each uploader keeps only its guard,
 * its row and its answer.
 */

const message = (request: FastifyRequest, key: string) => lookup(requestLocale(request), `products_mass.errors.${key}`) ?? key;

export interface ImageUpload { bytes: Buffer; name: string; type: string; fields: Record<string, string> }

/** The form's `image` file, read whole up to the limit, and its text fields; another file is drained and ignored. */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  let file: { bytes: Buffer; name: string; type: string } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || file) { await part.toBuffer(); continue; }
        file = { bytes: await part.toBuffer(), name: part.filename, type: part.mimetype };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'payload_too_large', message(request, 'image_too_large'), { image: 'at most 10 MB' });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest({ image: 'required' }, message(request, 'image_required'));
    throw e;
  }
  if (!file) throw badRequest({ image: 'required' }, message(request, 'image_required'));
  return { ...file, fields };
}

/** A refused file, named in the message and under its form field, so a batch of uploads shows which one. */
export function refusedImage(request: FastifyRequest, fileName: string, reason: 'not_image' | 'unreadable'): AppError {
  const name = fileName.replace(/[\u0000-\u001f\u007f<>]/g, '').trim().slice(0, 120) || 'image';
  const text = message(request, reason === 'not_image' ? 'image_type' : 'image_unreadable').replaceAll('{{name}}', name);
  const field = reason === 'not_image' ? 'must be a JPEG, PNG or WebP image' : 'cannot be read as a JPEG, PNG or WebP image';
  return new AppError(415, 'unsupported_media_type', text, { image: `${name}: ${field}` });
}

/** The upload decoded and re-encoded (judged by its bytes, never its name), or 415 naming the file. */
export async function prepareUpload(request: FastifyRequest, upload: ImageUpload): Promise<Prepared> {
  try {
    return await prepareImage(upload.bytes);
  } catch (e) {
    if (e instanceof ImageRefused) throw refusedImage(request, upload.name, e.reason);
    throw e;
  }
}

/** Writes the stored copies of row `id`; a failed write leaves no half-written folder (the caller's transaction rolls the row back). */
export async function storeImageFiles(root: string, id: number, fileName: string, files: Prepared['files']): Promise<void> {
  try {
    await writeImageFiles(root, id, fileName, files);
  } catch (e) {
    await removeImageFiles(root, id).catch(() => undefined);
    throw e;
  }
}

/** `GET <prefix>/<id>/<variant>/<file>`: the stored copies, public and cached for a year (a new upload is a new id). */
export function serveStoredImages(app: FastifyInstance, prefix: string, root: () => string): void {
  app.get(`${prefix}/:id/:folder/:file`, async (request, reply) => {
    const { id, folder, file } = request.params as { id: string; folder: string; file: string };
    const ext = /^[a-z0-9_-]+\.(jpg|png|webp)$/.exec(file)?.[1];
    if (!/^\d{1,15}$/.test(id) || !(IMAGE_FOLDERS as readonly string[]).includes(folder) || !ext) throw notFound();
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
