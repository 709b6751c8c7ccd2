import { z } from 'zod';
import { zBarcode } from '../../schema/barcode.js';
import { zId, zText } from '../../schema/common.js';
import { listOutput } from '../../schema/list.js';
import { STOCK_REASONS, stockItemSchema, stockMovementSchema, variantSchema, zPrice, zSku } from '../../schema/product.js';
import { defineCommand } from '../define.js';
import { EDIT, READ, STOCK_EDIT } from './roles.js';

export const list = defineCommand({
  id: 'variant.list', area: 'products', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'products/:id/variants' },
  input: z.object({ id: zId }),
  output: z.object({ items: z.array(variantSchema) }),
  ui: { title: 'commands.products.variant.list', keywords: ['variants', 'хувилбар'] },
  cli: { verb: ['variants', 'list'], positionals: ['id'] },
});

export const search = defineCommand({
  id: 'variant.search', area: 'products', kind: 'query', roles: READ,
  http: { method: 'POST', path: 'variants/search' },
  input: z.object({
    query: zText(100).min(1),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(1000).default(40),
  }),
  output: listOutput(variantSchema.extend({ product_name_en: z.string(), product_name_mn: z.string() })),
  ui: { title: 'commands.products.variant.search', keywords: ['variant', 'sku', 'barcode'] },
  cli: { verb: ['variants', 'search'], positionals: ['query'] },
});

const variantFields = {
  sku: zSku,
  barcode: zBarcode.nullable(),
  price: zPrice,
  cost_price: zPrice.nullable(),
  sale_price: zPrice.nullable(),
  weight: z.coerce.number().min(0, 'must not be negative').max(1_000_000).nullable(),
  position: z.coerce.number().int().min(0).max(1_000_000),
  track_inventory: z.boolean(),
  option_value_ids: z.array(zId).max(10),
};
const optional = Object.fromEntries(Object.entries(variantFields).map(([k, v]) => [k, v.optional()])) as {
  [K in keyof typeof variantFields]: z.ZodOptional<(typeof variantFields)[K]>;
};

export const create = defineCommand({
  id: 'variant.create', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'products/:id/variants' },
  input: z.object({ ...optional, id: zId, sku: zSku }),
  output: z.object({ variant: variantSchema }),
  ui: { title: 'commands.products.variant.create', keywords: ['new variant', 'size', 'colour'] },
  cli: { verb: ['variants', 'create'], positionals: ['id'] },
  money: ['price', 'cost_price', 'sale_price'],
});

export const update = defineCommand({
  id: 'variant.update', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'PUT', path: 'variants/:id' },
  input: z.object({ ...optional, id: zId }),
  output: z.object({ variant: variantSchema }),
  ui: { title: 'commands.products.variant.update', keywords: ['edit variant'] },
  cli: { verb: ['variants', 'update'], positionals: ['id'] },
  money: ['price', 'cost_price', 'sale_price'],
});

export const remove = defineCommand({
  id: 'variant.delete', area: 'products', kind: 'mutation', roles: EDIT, danger: true,
  http: { method: 'DELETE', path: 'variants/:id' },
  input: z.object({ id: zId }),
  output: z.object({ deleted: z.literal(true) }),
  ui: { title: 'commands.products.variant.delete', keywords: ['remove variant'] },
  cli: { verb: ['variants', 'delete'], positionals: ['id'] },
});

export const updatePositions = defineCommand({
  id: 'variant.update_positions', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'PUT', path: 'products/:id/variants/update_positions' },
  /** The product's variants in their new order. */
  input: z.object({ id: zId, variant_ids: z.array(zId).min(1).max(1000) }),
  output: z.object({ items: z.array(variantSchema) }),
  ui: { title: 'commands.products.variant.update_positions', keywords: ['reorder variants'] },
  cli: { verb: ['variants', 'update-positions'], positionals: ['id'] },
});

/**
 * Changes a count on hand at one location, by `quantity` (signed) or to `count_on_hand`, and writes
 * the movement with its reason and author. Never below zero unless back-orderable (§5).
 */
export const updateStock = defineCommand({
  id: 'variant.update_stock', area: 'products', kind: 'mutation', roles: STOCK_EDIT,
  http: { method: 'PUT', path: 'variants/:id/update_stock' },
  input: z.object({
    id: zId,
    stock_location_id: zId,
    quantity: z.coerce.number().int().min(-1_000_000).max(1_000_000).refine((v) => v !== 0, 'must not be zero').optional(),
    count_on_hand: z.coerce.number().int().min(-1_000_000).max(1_000_000).optional(),
    reason: z.enum(STOCK_REASONS),
    note: zText(500).optional(),
    backorderable: z.boolean().optional(),
  }).refine((v) => (v.quantity === undefined) !== (v.count_on_hand === undefined), { message: 'give quantity or count_on_hand', path: ['quantity'] }),
  output: z.object({ stock_item: stockItemSchema, movement: stockMovementSchema.nullable() }),
  ui: { title: 'commands.products.variant.update_stock', keywords: ['stock', 'count', 'үлдэгдэл'] },
  cli: { verb: ['variants', 'update-stock'], positionals: ['id'] },
});

export const stockItems = defineCommand({
  id: 'variant.stock_items', area: 'products', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'variants/:id/stock_items' },
  input: z.object({ id: zId }),
  output: z.object({ items: z.array(stockItemSchema) }),
  ui: { title: 'commands.products.variant.stock_items', keywords: ['stock', 'warehouse'] },
  cli: { verb: ['variants', 'stock-items'], positionals: ['id'] },
});

export const stockMovements = defineCommand({
  id: 'variant.stock_movements', area: 'products', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'variants/:id/stock_movements' },
  input: z.object({
    id: zId,
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(1000).default(50),
  }),
  output: listOutput(stockMovementSchema),
  ui: { title: 'commands.products.variant.stock_movements', keywords: ['stock history', 'movements'] },
  cli: { verb: ['variants', 'stock-movements'], positionals: ['id'] },
});

export const variantCommands = { list, search, create, update, remove, updatePositions, updateStock, stockItems, stockMovements };
