import { z } from 'zod';
import { zId, zText } from '../../schema/common.js';
import { defineCommand } from '../define.js';
import { EDIT, READ } from './roles.js';

/** §5: image variants are swapped by path segment. `original` is the file as uploaded (re-encoded). */
export const IMAGE_VARIANTS = ['mini', 'product', 'thumb'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];
/** Longest side in pixels of each variant (inside the box, never enlarged). */
export const IMAGE_SIZES: Record<ImageVariant, number> = { mini: 96, thumb: 240, product: 800 };
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const productImageSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  position: z.number().int(),
  alt: z.string().nullable(),
  content_type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  byte_size: z.number().int(),
  /** `/images/<id>/<variant>/<file>`: swap the variant segment for another size. */
  urls: z.object({ mini: z.string(), product: z.string(), thumb: z.string(), original: z.string() }),
  created_at: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** The upload itself is a multipart route (`POST products/:id/images`, fields `image` and `variant_id`). */
export const IMAGE_UPLOAD_PATH = (productId: number) => `/api/bo/products/${productId}/images`;

export const list = defineCommand({
  id: 'image.list', area: 'products', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'products/:id/images' },
  input: z.object({ id: zId }),
  output: z.object({ items: z.array(productImageSchema) }),
  ui: { title: 'commands.products_mass.image.list', keywords: ['images', 'photos', 'зураг'] },
  cli: { verb: ['images', 'list'], positionals: ['id'] },
});

export const positions = defineCommand({
  id: 'image.positions', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'PUT', path: 'products/:id/images/positions' },
  input: z.object({ id: zId, image_ids: z.array(zId).min(1).max(500) }),
  output: z.object({ items: z.array(productImageSchema) }),
  ui: { title: 'commands.products_mass.image.positions', hidden: true },
  cli: { verb: ['images', 'positions'], positionals: ['id'] },
});

export const update = defineCommand({
  id: 'image.update', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'PUT', path: 'products/:id/images/:image_id' },
  input: z.object({ id: zId, image_id: zId, alt: zText(255).nullable().optional(), variant_id: zId.nullable().optional() }),
  output: z.object({ image: productImageSchema }),
  ui: { title: 'commands.products_mass.image.update', hidden: true },
  cli: { verb: ['images', 'update'], positionals: ['id', 'image_id'] },
});

export const remove = defineCommand({
  id: 'image.delete', area: 'products', kind: 'mutation', roles: EDIT, danger: true,
  http: { method: 'DELETE', path: 'products/:id/images/:image_id' },
  input: z.object({ id: zId, image_id: zId }),
  output: z.object({ deleted: z.boolean() }),
  ui: { title: 'commands.products_mass.image.delete', hidden: true },
  cli: { verb: ['images', 'delete'], positionals: ['id', 'image_id'] },
});

export const imageCommands = { images_list: list, images_positions: positions, images_update: update, images_delete: remove };
