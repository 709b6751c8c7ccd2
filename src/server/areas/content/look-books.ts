import { inArray, or } from 'drizzle-orm';
import type { LookBookImage } from '../../../shared/commands/content/look-books.js';
import { lookBooks } from '../../../shared/commands/content/look-books.js';
import type { AuthedContext, BoundHandler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { badRequest } from '../../errors.js';
import { serveResource } from '../../resources/serve.js';

/** Every hotspot points at a product that exists, by sku or by id: else 400 on `images` naming the missing ones. */
async function productsExist(ctx: AuthedContext, input: Record<string, unknown>) {
  const images = input.images as LookBookImage[] | undefined;
  if (!images) return;
  const refs = [...new Set(images.flatMap((i) => i.hotspots.map((h) => h.product)))];
  if (!refs.length) return;
  const ids = refs.filter((r) => /^\d{1,15}$/.test(r)).map(Number);
  const found = await ctx.db.select({ id: schema.products.id, sku: schema.products.sku }).from(schema.products)
    .where(ids.length ? or(inArray(schema.products.sku, refs), inArray(schema.products.id, ids)) : inArray(schema.products.sku, refs));
  const missing = refs.filter((r) => !found.some((p) => p.sku === r || String(p.id) === r));
  if (missing.length) throw badRequest({ images: `no product with sku or id ${missing.slice(0, 5).join(', ')}` });
}

export const lookBookHandlers: BoundHandler[] = [...serveResource(lookBooks, { table: schema.lookBooks, check: productsExist })];
