import { and, asc, eq, isNull } from 'drizzle-orm';
import type { imageCommands } from '../../../shared/commands/products/images.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { badRequest, notFound } from '../../errors.js';
import { imagesRoot, removeImageFiles, toImageJson } from './images-store.js';
import { findProduct } from './scope.js';

const { productImages, variants } = schema;

export async function imagesOf(ctx: Pick<AuthedContext, 'db'>, productId: number) {
  const rows = await ctx.db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map(toImageJson);
}

/** A variant given for an image must be one of the image's product. */
export async function assertVariantOf(ctx: Pick<AuthedContext, 'db'>, productId: number, variantId: number): Promise<void> {
  const [v] = await ctx.db.select({ id: variants.id }).from(variants)
    .where(and(eq(variants.id, variantId), eq(variants.productId, productId), isNull(variants.deletedAt))).limit(1);
  if (!v) throw badRequest({ variant_id: 'not a variant of this product' });
}

async function findImage(ctx: AuthedContext, productId: number, imageId: number) {
  await findProduct(ctx, productId, true);
  const [row] = await ctx.db.select().from(productImages).where(and(eq(productImages.id, imageId), eq(productImages.productId, productId))).limit(1);
  if (!row) throw notFound('No such image');
  return row;
}

export const imageHandlers: HandlersOf<typeof imageCommands> = {
  async images_list({ id }, ctx) {
    await findProduct(ctx, id);
    return { items: await imagesOf(ctx, id) };
  },

  async images_positions({ id, image_ids }, ctx) {
    await findProduct(ctx, id, true);
    const current = await ctx.db.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, id));
    const have = new Set(current.map((r) => r.id));
    // the whole order, once each: a partial or stale list would leave two images on one position
    if (new Set(image_ids).size !== image_ids.length || image_ids.length !== have.size || image_ids.some((i) => !have.has(i))) {
      throw badRequest({ image_ids: 'must list every image of the product once' });
    }
    for (const [position, imageId] of image_ids.entries()) {
      await ctx.db.update(productImages).set({ position }).where(eq(productImages.id, imageId));
    }
    ctx.auditTarget = `product:${id}`;
    return { items: await imagesOf(ctx, id) };
  },

  async images_update({ id, image_id, alt, variant_id }, ctx) {
    await findImage(ctx, id, image_id);
    if (variant_id) await assertVariantOf(ctx, id, variant_id);
    const set = Object.fromEntries(Object.entries({ alt, variantId: variant_id }).filter(([, v]) => v !== undefined));
    const [row] = Object.keys(set).length
      ? await ctx.db.update(productImages).set(set).where(eq(productImages.id, image_id)).returning()
      : await ctx.db.select().from(productImages).where(eq(productImages.id, image_id));
    ctx.auditTarget = `product:${id}`;
    return { image: toImageJson(row!) };
  },

  async images_delete({ id, image_id }, ctx) {
    await findImage(ctx, id, image_id);
    await ctx.db.delete(productImages).where(eq(productImages.id, image_id));
    // the files go with the row; a failure to remove them leaves only unreachable files behind
    await removeImageFiles(imagesRoot(ctx.services.config), image_id).catch(() => undefined);
    ctx.auditTarget = `product:${id}`;
    return { deleted: true };
  },
};
