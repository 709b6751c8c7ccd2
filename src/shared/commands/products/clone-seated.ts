import { z } from 'zod';
import { zId } from '../../schema/common.js';
import { productDetailSchema, zSku } from '../../schema/product.js';
import { defineCommand } from '../define.js';
import { EDIT } from './roles.js';

/**
 * §7 clone_seated. The spec names the call and lists `seated` among the product categories, and
 * says no more: this is `clone` (the product with its variants, their option values, taxons,
 * option types and properties, unpublished, product type kept) whose copy is put in the `seated`
 * category, the start of a seated event or trip made from an existing one.
 */
export const cloneSeated = defineCommand({
  id: 'product.clone_seated', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'products/:id/clone_seated' },
  input: z.object({ id: zId, sku: zSku.optional() }),
  output: z.object({ product: productDetailSchema }),
  ui: { title: 'commands.products.product.clone_seated', keywords: ['seated', 'event', 'copy', 'суудал'] },
  cli: { verb: ['products', 'clone-seated'], positionals: ['id'] },
});
