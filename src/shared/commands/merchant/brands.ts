import { z } from 'zod';
import { zId } from '../../schema/common.js';
import { defineCommand } from '../define.js';
import { MERCHANT_READ } from './dashboard.js';

export const BRAND_TABS = ['details', 'products', 'banner', 'reviews'] as const;

export const merchantBrandSchema = z.object({
  brand: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), description: z.string().nullable(), logo: z.string().nullable() }),
  /** Every brand the vendor sells, to move between them. */
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), products: z.number().int() })),
  /** His products of the brand (the first 200 by name). */
  products: z.array(z.object({
    id: z.number().int(), sku: z.string(), name: z.string(), price: z.number().int(), stock_on_hand: z.number().int(), published: z.boolean(),
  })),
  product_count: z.number().int(),
  /** The latest reviews of those products (50). */
  reviews: z.array(z.object({
    id: z.number().int(), product: z.string(), author_name: z.string(), rating: z.number().int(), title: z.string().nullable(),
    body: z.string(), state: z.string(), created_at: z.string(),
  })),
});
export type MerchantBrand = z.infer<typeof merchantBrandSchema>;

/**
 * /merchant/brands/{id}/{tab?}: a brand as the vendor sells it: its details and banner (the
 * shop's, edited at /settings/brands), his products of it and their reviews. A brand he sells
 * nothing of is not found for him.
 */
export const merchantBrand = defineCommand({
  id: 'merchant.brand', area: 'merchant', kind: 'query', roles: MERCHANT_READ,
  http: { method: 'GET', path: 'merchant/brands/:id' },
  input: z.object({ id: zId }),
  output: merchantBrandSchema,
  ui: { title: 'commands.merchant.brand', keywords: ['my brand', 'brand page', 'брэнд'] },
  cli: { verb: ['merchant', 'brand'], positionals: ['id'] },
});
