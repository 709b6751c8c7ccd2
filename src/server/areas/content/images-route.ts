import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CONTENT, NEWS } from '../../../shared/commands/content/roles.js';
import { IMAGE_MAX_BYTES } from '../../../shared/commands/products/images.js';
import { authorizeRequest, recordAudit } from '../../commands/register.js';
import { dataFolder } from '../../data-folder.js';
import { schema } from '../../db/index.js';
import type { Services } from '../../services.js';
import { prepareUpload, readImageUpload, serveStoredImages, storeImageFiles } from '../products/images-http.js';
import { safeBaseName } from '../products/images-store.js';

/**
 * §7 `news/upload_image` and `articles/upload_image` (and the look books' images): the image uploader of the body editor
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
    // look books take the same upload, under their own route list (§2: content, admin)
    for (const [path, roles] of [['news', NEWS], ['articles', NEWS], ['look_books', CONTENT]] as const) {
      scope.post(`/api/bo/${path}/upload_image`, async (request, reply) => {
        const { principal, scope: tenant } = await authorizeRequest(services, request, { roles });
        const upload = await readImageUpload(request);
        const prepared = await prepareUpload(request, upload);
        const fileName = `${safeBaseName(upload.name)}.${prepared.ext}`;
        const row = await services.database.db.transaction(async (tx) => {
          const [inserted] = await tx.insert(schema.contentImages).values({
            fileName, contentType: prepared.contentType, width: prepared.width, height: prepared.height,
            byteSize: prepared.files.original.length, createdBy: principal.user.id,
          }).returning();
          await storeImageFiles(root(), inserted!.id, fileName, prepared.files);
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

  serveStoredImages(app, '/content-images', root);
}
