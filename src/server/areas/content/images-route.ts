import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NEWS } from '../../../shared/commands/content/roles.js';
import { IMAGE_MAX_BYTES } from '../../../shared/commands/products/images.js';
import { lookup } from '../../../shared/i18n/index.js';
import { authorizeRequest, recordAudit } from '../../commands/register.js';
import { dataFolder } from '../../data-folder.js';
import { schema } from '../../db/index.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import type { Services } from '../../services.js';
import {
  CONTENT_TYPE_OF_EXT, IMAGE_FOLDERS, ImageRefused, imagePath, prepareImage, removeImageFiles, safeBaseName, writeImageFiles, type ImageFolder,
} from '../products/images-store.js';

const message = (request: FastifyRequest, key: string) => lookup(requestLocale(request), `products_mass.errors.${key}`) ?? key;

/** The one file of the form (`image`), read whole up to the limit; any other part is drained and ignored. */
async function readImagePart(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  let file: { bytes: Buffer; name: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'image' || file) { await part.toBuffer(); continue; }
      file = { bytes: await part.toBuffer(), name: part.filename };
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'payload_too_large', message(request, 'image_too_large'), { image: 'at most 10 MB' });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest({ image: 'required' }, message(request, 'image_required'));
    throw e;
  }
  if (!file) throw badRequest({ image: 'required' }, message(request, 'image_required'));
  return file;
}

/**
 * §7 `news/upload_image` and `articles/upload_image`: the image uploader of the body editor
 * (Editor.js's image tool posts the file as `image` and reads `{ success, file: { url } }`). An
 * upload route, one of those DESIGN allows beside the catalogue, guarded by the same role list as
 * the posts. The file is judged by its bytes (products' prepareImage: JPEG, PNG or WebP decoded
 * whole and re-encoded), never by its name or claimed type: an SVG, with or without a script, is
 * refused. And `GET /content-images/<id>/<variant>/<file>`, the stored copies, cached for a year.
 */
export async function installContentImageRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const root = () => dataFolder(services.config, 'content-images');

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    for (const path of ['news', 'articles'] as const) {
      scope.post(`/api/bo/${path}/upload_image`, async (request, reply) => {
        const { principal, scope: tenant } = await authorizeRequest(services, request, { roles: NEWS });
        const upload = await readImagePart(request);
        const prepared = await prepareImage(upload.bytes).catch((e: unknown) => {
          if (!(e instanceof ImageRefused)) throw e;
          const name = upload.name.replace(/[\u0000-\u001f\u007f<>]/g, '').trim().slice(0, 120) || 'image';
          const text = message(request, e.reason === 'not_image' ? 'image_type' : 'image_unreadable').replaceAll('{{name}}', name);
          throw new AppError(415, 'unsupported_media_type', text, { image: 'must be a JPEG, PNG or WebP image' });
        });
        const fileName = `${safeBaseName(upload.name)}.${prepared.ext}`;
        const row = await services.database.db.transaction(async (tx) => {
          const [inserted] = await tx.insert(schema.contentImages).values({
            fileName, contentType: prepared.contentType, width: prepared.width, height: prepared.height,
            byteSize: prepared.files.original.length, createdBy: principal.user.id,
          }).returning();
          try {
            await writeImageFiles(root(), inserted!.id, fileName, prepared.files);
          } catch (e) {
            await removeImageFiles(root(), inserted!.id).catch(() => undefined);
            throw e;
          }
          await recordAudit(tx, {
            userId: principal.user.id, commandId: `${path}.upload_image`, target: `content_image:${inserted!.id}`, scope: tenant,
            input: { file: fileName }, ip: request.ip,
          });
          return inserted!;
        });
        return reply.code(201).send({
          success: 1, file: { url: `/content-images/${row.id}/product/${row.fileName}`, width: row.width, height: row.height },
        });
      });
    }
  });

  app.get('/content-images/:id/:folder/:file', async (request, reply) => {
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
