import { z } from 'zod';
import type { Role } from '../../roles/roles.js';
import { zMoney, zText } from '../../schema/common.js';
import { PRODUCT_CATEGORIES } from '../../schema/product.js';
import { zContentImageUrl } from '../content/fields.js';
import { defineCommand } from '../define.js';

/**
 * A vendor's storefront (§7 stores: update_fee, category_types, names, images), for the vendor
 * chosen in the header's switcher: a merchant changes only his own (the scope refuses another
 * vendor's id, and the server reads none from the body), admin any one he chooses.
 */
export const STORE_READ: readonly Role[] = ['admin', 'merchant'];
export const STORE_WRITE: readonly Role[] = ['admin', 'merchant'];

const zImage = zContentImageUrl.nullable();

export const storeSchema = z.object({
  vendor_id: z.number().int(), vendor_name: z.string(), name_en: z.string().nullable(), name_mn: z.string().nullable(),
  category_types: z.array(z.enum(PRODUCT_CATEGORIES)),
  logo: z.string().nullable(), banner: z.string().nullable(), cover: z.string().nullable(),
  delivery_fee: z.number().int(), free_delivery_from: z.number().int().nullable(), updated_at: z.string().nullable(),
});
export type StoreJson = z.infer<typeof storeSchema>;
const answer = z.object({ store: storeSchema });

export const storeGet = defineCommand({
  id: 'store.get', area: 'merchant', kind: 'query', roles: STORE_READ,
  http: { method: 'GET', path: 'stores' },
  input: z.object({}), output: answer,
  ui: { title: 'commands.merchant.store.get', keywords: ['storefront', 'store settings', 'дэлгүүр'] },
  cli: { verb: ['stores', 'show'] },
});

export const storeNames = defineCommand({
  id: 'store.names', area: 'merchant', kind: 'mutation', roles: STORE_WRITE,
  http: { method: 'PUT', path: 'stores/names' },
  input: z.object({ name_en: zText(100).min(1), name_mn: zText(100).min(1) }), output: answer,
  ui: { title: 'commands.merchant.store.names', keywords: ['store name', 'дэлгүүрийн нэр'] },
  cli: { verb: ['stores', 'names'] },
});

export const storeCategoryTypes = defineCommand({
  id: 'store.category_types', area: 'merchant', kind: 'mutation', roles: STORE_WRITE,
  http: { method: 'PUT', path: 'stores/category_types' },
  input: z.object({ category_types: z.array(z.enum(PRODUCT_CATEGORIES)).max(PRODUCT_CATEGORIES.length) }), output: answer,
  ui: { title: 'commands.merchant.store.category_types', keywords: ['what the store sells', 'product categories', 'ангилал'] },
  cli: { verb: ['stores', 'category-types'] },
});

export const storeImages = defineCommand({
  id: 'store.images', area: 'merchant', kind: 'mutation', roles: STORE_WRITE,
  http: { method: 'PUT', path: 'stores/images' },
  input: z.object({ logo: zImage.optional(), banner: zImage.optional(), cover: zImage.optional() }), output: answer,
  ui: { title: 'commands.merchant.store.images', keywords: ['store logo', 'banner', 'лого', 'зураг'] },
  cli: { verb: ['stores', 'images'] },
});

export const storeUpdateFee = defineCommand({
  id: 'store.update_fee', area: 'merchant', kind: 'mutation', roles: STORE_WRITE,
  http: { method: 'PUT', path: 'stores/update_fee' },
  input: z.object({ delivery_fee: zMoney.pipe(z.number().min(0)), free_delivery_from: zMoney.pipe(z.number().min(0)).nullable().optional() }),
  output: answer, money: ['delivery_fee', 'free_delivery_from'],
  ui: { title: 'commands.merchant.store.update_fee', keywords: ['delivery fee', 'shipping fee', 'хүргэлтийн төлбөр'] },
  cli: { verb: ['stores', 'update-fee'] },
});

export const storeCommands = { storeGet, storeNames, storeCategoryTypes, storeImages, storeUpdateFee };
