import multipart from '@fastify/multipart';
import { eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EDIT } from '../../../shared/commands/products/roles.js';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../shared/commands/products/images.js';
import type { AuthedContext } from '../../commands/handler.js';
import { authorizeRequest, recordAudit } from '../../commands/register.js';
import { schema } from '../../db/index.js';
import { badRequest } from '../../errors.js';
import type { Services } from '../../services.js';
import { assertVariantOf } from './images.js';
import { prepareUpload, readImageUpload, refusedImage, serveStoredImages, storeImageFiles } from './images-http.js';
import { imagesRoot, safeBaseName, toImageJson } from './images-store.js';
import { findProduct } from './scope.js';

const { productImages } = schema;

/** The optional `variant_id` form field: a positive integer or absent. */
function positiveIdField(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  if (!/^\d{1,15}$/.test(value)) throw badRequest({ variant_id: 'must be a positive integer' });
  return Number(value);
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
      const upload = await readImageUpload(request);
      const variantId = positiveIdField(upload.fields.variant_id);
      const alt = upload.fields.alt?.trim().slice(0, 255) || null;
      if (!(IMAGE_TYPES as readonly string[]).includes(upload.type)) throw refusedImage(request, upload.name, 'not_image');
      const prepared = await prepareUpload(request, upload);
      const fileName = `${safeBaseName(upload.name)}.${prepared.ext}`;
      const row = await services.database.db.transaction(async (tx) => {
        const txCtx = { ...ctx, db: tx };
        await findProduct(txCtx, productId, true);
        if (variantId !== null) await assertVariantOf(txCtx, productId, variantId);
        const [last] = await tx.select({ top: max(productImages.position) }).from(productImages).where(eq(productImages.productId, productId));
        const [inserted] = await tx.insert(productImages).values({
          productId, variantId: variantId, position: (last?.top ?? -1) + 1, alt, fileName,
          contentType: prepared.contentType, width: prepared.width, height: prepared.height, byteSize: prepared.files.original.length,
          createdBy: principal.user.id,
        }).returning();
        await storeImageFiles(root(), inserted!.id, fileName, prepared.files);
        await recordAudit(tx, {
          userId: principal.user.id, commandId: 'image.upload', target: `product:${productId}`, scope: tenant,
          input: { id: productId, variant_id: variantId, file: fileName }, ip: request.ip,
        });
        return inserted!;
      });
      return reply.code(201).send({ image: toImageJson(row) });
    });
  });

  serveStoredImages(app, '/images', root);
}
