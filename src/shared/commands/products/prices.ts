import { z } from 'zod';
import { MAX_MONEY, zDateTime, zId, zText } from '../../schema/common.js';
import { listInput } from '../../schema/list.js';
import { STOCK_STATES, zPrice } from '../../schema/product.js';
import { defineCommand } from '../define.js';
import { productFilters } from './products.js';
import { STAFF_EDIT } from './roles.js';

export const PRICE_FIELDS = ['price', 'cost_price', 'sale_price'] as const;
export const MASS_UPDATE_MAX_ROWS = 5000;

/** One row of a price update, as it must be; the server checks each row on its own. */
export const massUpdateRowSchema = z.object({
  sku: z.string().trim().min(1, 'required').max(64),
  price: zPrice.optional(),
  cost_price: zPrice.nullable().optional(),
  sale_price: zPrice.nullable().optional(),
  sale_start: zDateTime.nullable().optional(),
  sale_expiry: zDateTime.nullable().optional(),
});
export type MassUpdateRow = z.infer<typeof massUpdateRowSchema>;

/**
 * Rows arrive loosely typed: a bad cell fails its own row in the answer instead of the whole call
 * (a file of 500 prices with one typo still applies the other 499).
 */
const looseRow = z.object({
  sku: z.unknown(),
  price: z.unknown().optional(),
  cost_price: z.unknown().optional(),
  sale_price: z.unknown().optional(),
  sale_start: z.unknown().optional(),
  sale_expiry: z.unknown().optional(),
});

const filterInput = listInput({ filters: productFilters, sorts: [] }).shape.q;

/** A price rule over the products a search filter finds: set, raise or lower, by percent or amount. */
export const priceRuleSchema = z.object({
  q: filterInput,
  query: zText(200).optional(),
  stock: z.enum(STOCK_STATES).optional(),
  field: z.enum(PRICE_FIELDS).default('price'),
  op: z.enum(['set', 'raise', 'lower']),
  by: z.enum(['amount', 'percent']).default('amount'),
  /** möngö for an amount, 0–1000 for a percent. */
  value: z.coerce.number().min(0, 'must not be negative').max(MAX_MONEY, 'must be at most ₮10,000,000,000'),
}).refine((r) => r.by === 'amount' || r.value <= 1000, { message: 'a percent is at most 1000', path: ['value'] })
  .refine((r) => r.op !== 'set' || r.by === 'amount', { message: 'set takes an amount', path: ['by'] })
  .refine((r) => r.by === 'percent' || Number.isInteger(r.value), { message: 'an amount is whole möngö', path: ['value'] });

export const massUpdateResultSchema = z.object({
  /** Row number (from 1) in the rows given, or in the rule's match order. */
  row: z.number().int(),
  sku: z.string(),
  product_id: z.number().int().nullable(),
  ok: z.boolean(),
  /** `{ field: [old, new] }` of what changed (or would change). */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  error: z.object({ field: z.string(), message: z.string() }).nullable(),
});

export const massUpdate = defineCommand({
  id: 'product.mass_update', area: 'products', kind: 'mutation', roles: STAFF_EDIT,
  http: { method: 'POST', path: 'products/mass_update' },
  input: z.object({
    rows: z.array(looseRow).min(1).max(MASS_UPDATE_MAX_ROWS).optional(),
    rule: priceRuleSchema.optional(),
    /** Answers what would change, and which rows would fail, without writing. */
    dry_run: z.boolean().default(false),
  }).refine((v) => !!v.rows !== !!v.rule, { message: 'give rows or a rule', path: ['rows'] }),
  output: z.object({
    dry_run: z.boolean(),
    total: z.number().int(),
    applied: z.number().int(),
    failed: z.number().int(),
    unchanged: z.number().int(),
    results: z.array(massUpdateResultSchema),
  }),
  // a file's prices are ₮ (`12,500.50`); the rows sent are möngö like every price in the API
  bulk: { field: 'rows', chunk: 2000, money: PRICE_FIELDS },
  ui: { title: 'commands.products.product.mass_update', keywords: ['price update', 'prices', 'bulk', 'үнэ шинэчлэх'] },
  cli: { verb: ['products', 'price-update'] },
  money: [{ path: 'rule.value', unless: { by: 'percent' } }],
  description: 'commands.products.product.mass_update_help',
});


/**
 * What a sale form needs before it asks (§5: a master product's sale takes one discount price only
 * when all its variants share a price): the prices, and which kinds of discount fit.
 */
export const prepareSale = defineCommand({
  id: 'product.prepare_sale', area: 'products', kind: 'query', roles: STAFF_EDIT,
  http: { method: 'GET', path: 'products/:id/prepare_sale' },
  input: z.object({ id: zId }),
  output: z.object({
    product_id: z.number().int(),
    price: z.number().int(),
    variants: z.array(z.object({ id: z.number().int(), sku: z.string(), price: z.number().int() })),
    shared_price: z.boolean(),
    discounts: z.array(z.enum(['sale_price', 'sale_percent'])),
  }),
  ui: { title: 'commands.products.product.prepare_sale', hidden: true },
  cli: { verb: ['products', 'prepare-sale'], positionals: ['id'] },
});

/** One sale over many products: a percent (any product) or a price (products whose variants share one). */
export const batchSale = defineCommand({
  id: 'product.batch_sale', area: 'products', kind: 'mutation', roles: STAFF_EDIT,
  http: { method: 'POST', path: 'products/batch_sale' },
  input: z.object({
    ids: z.array(zId).min(1).max(MASS_UPDATE_MAX_ROWS),
    sale_percent: z.coerce.number().gt(0, 'must be above 0').max(100, 'must be at most 100').optional(),
    sale_price: zPrice.optional(),
    sale_start: zDateTime.nullable().optional(),
    sale_expiry: zDateTime.nullable().optional(),
    /** Ends the sale of these products instead. */
    clear: z.boolean().default(false),
    dry_run: z.boolean().default(false),
  }).refine((v) => v.clear || (v.sale_percent === undefined) !== (v.sale_price === undefined), {
    message: 'give a sale percent or a sale price', path: ['sale_percent'],
  }),
  output: massUpdate.output,
  bulk: { field: 'ids', chunk: 500 },
  ui: { title: 'commands.products.product.batch_sale', keywords: ['sale', 'discount', 'хямдрал'] },
  cli: { verb: ['products', 'batch-sale'] },
  money: ['sale_price'],
});

export const priceCommands = { massUpdate, prepareSale, batchSale };
