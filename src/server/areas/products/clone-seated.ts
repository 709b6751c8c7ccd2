import { eq } from 'drizzle-orm';
import type { cloneSeated } from '../../../shared/commands/products/clone-seated.js';
import type { ProductDetail } from '../../../shared/schema/product.js';
import type { Handler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { writeProductAudits } from './audit.js';
import { productHandlers } from './products.js';
import { productDetail } from './serialize.js';

const { products } = schema;
const SEATED = 'seated';

/** clone_seated: a clone (same rules, scope and approval as `clone`) whose copy is a seated product. */
export const cloneSeatedHandler: Handler<typeof cloneSeated> = async (input, ctx) => {
  // clone answers an object, never pre-serialised text
  const { product } = (await productHandlers.clone(input, ctx)) as { product: ProductDetail };
  if (product.category !== SEATED) {
    await ctx.db.update(products).set({ category: SEATED, updatedAt: new Date() }).where(eq(products.id, product.id));
    await writeProductAudits(ctx.db, ctx, 'product.clone_seated', [{ productId: product.id, action: 'update', changes: { category: [product.category, SEATED] } }]);
  }
  ctx.auditTarget = `product:${product.id}`;
  return { product: await productDetail(ctx, product.id) };
};
