import { z } from 'zod';
import { zDateTime, zId } from '../../schema/common.js';
import { defineCommand } from '../define.js';
import { READ } from './roles.js';

const money = z.number().int();

/** A product as the public site syncs it: what it shows and sells, nothing of the back office's. */
export const siteProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  slug: z.string(),
  name_en: z.string(),
  name_mn: z.string(),
  description_en: z.string().nullable(),
  description_mn: z.string().nullable(),
  product_type: z.string(),
  category: z.string(),
  vendor_id: z.number().int(),
  brand: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  published: z.boolean(),
  approved: z.boolean(),
  available_on: zDateTime.nullable(),
  price: money,
  sale_price: money.nullable(),
  sale_percent: z.number().nullable(),
  sale_start: zDateTime.nullable(),
  sale_expiry: zDateTime.nullable(),
  bonus_point: z.number().int(),
  keywords: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  back_orderable: z.boolean(),
  count_on_hand: z.number().int(),
  variants: z.array(z.object({
    id: z.number().int(),
    sku: z.string(),
    barcode: z.string().nullable(),
    is_master: z.boolean(),
    price: money,
    sale_price: money.nullable(),
    count_on_hand: z.number().int(),
    stock: z.array(z.object({ location_id: z.number().int(), location_code: z.string(), count_on_hand: z.number().int(), backorderable: z.boolean() })),
    option_values: z.array(z.object({ option_type: z.string(), name: z.string(), presentation_en: z.string(), presentation_mn: z.string() })),
  })),
  images: z.array(z.object({
    id: z.number().int(),
    variant_id: z.number().int().nullable(),
    position: z.number().int(),
    alt: z.string().nullable(),
    urls: z.object({ mini: z.string(), product: z.string(), thumb: z.string(), original: z.string() }),
  })),
  taxons: z.array(z.object({ id: z.number().int(), name_en: z.string(), name_mn: z.string(), permalink: z.string() })),
  updated_at: zDateTime,
});
export type SiteProduct = z.infer<typeof siteProductSchema>;

/** §7 sync_json: the product's document for the public site, current, in one catalogue query. */
export const syncJson = defineCommand({
  id: 'product.sync_json', area: 'products', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'products/:id/sync_json' },
  input: z.object({ id: zId }),
  output: z.object({ product: siteProductSchema }),
  ui: { title: 'commands.products.product.sync_json', keywords: ['sync', 'json', 'site document'] },
  cli: { verb: ['products', 'sync-json'], positionals: ['id'] },
});

