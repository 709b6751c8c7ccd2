import { z } from 'zod';
import { zDateTime, zId, zText } from '../../schema/common.js';
import { listInput, listOutput } from '../../schema/list.js';
import { listingSchema } from '../../schema/merchandising.js';
import { zPrice, zSku } from '../../schema/product.js';
import { defineCommand } from '../define.js';
import { APPROVE, EDIT, READ } from './roles.js';

/** A merchant sees and changes only his vendors' listings; what he lists waits for approval. */
export const search = defineCommand({
  id: 'listing.search', area: 'products', kind: 'query', roles: READ,
  http: { method: 'POST', path: 'listings/search' },
  input: listInput({
    filters: { id: 'number', product_id: 'number', vendor_id: 'number', sku: 'text', active: 'bool', approved: 'bool', price: 'number', count_on_hand: 'number', updated_at: 'date' },
    sorts: ['id', 'sku', 'price', 'count_on_hand', 'updated_at'],
    perPage: 40,
  }).extend({ query: zText(200).optional() }),
  output: listOutput(listingSchema),
  ui: { title: 'commands.products.listing.search', keywords: ['listings', 'offers', 'санал'] },
  cli: { verb: ['listings', 'search'], positionals: ['query'] },
  money: ['q.price_eq', 'q.price_gteq', 'q.price_lteq'],
});

export const get = defineCommand({
  id: 'listing.get', area: 'products', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'listings/:id' },
  input: z.object({ id: zId }),
  output: z.object({ listing: listingSchema }),
  ui: { title: 'commands.products.listing.get', hidden: true },
  cli: { verb: ['listings', 'show'], positionals: ['id'] },
});

const fields = {
  sku: zSku,
  price: zPrice,
  sale_price: zPrice.nullable(),
  sale_start: zDateTime.nullable(),
  sale_expiry: zDateTime.nullable(),
  count_on_hand: z.coerce.number().int().min(0, 'must not be negative').max(10_000_000),
  active: z.boolean(),
};
const optional = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as {
  [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
};

export const create = defineCommand({
  id: 'listing.create', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'listings' },
  /** The variant defaults to the product's master; the vendor to the caller's only vendor. */
  input: z.object({ ...optional, product_id: zId, variant_id: zId.optional(), vendor_id: zId.optional(), price: zPrice }),
  output: z.object({ listing: listingSchema }),
  ui: { title: 'commands.products.listing.create', keywords: ['sell', 'offer', 'new listing'] },
  cli: { verb: ['listings', 'create'] },
  money: ['price', 'sale_price'],
});

export const update = defineCommand({
  id: 'listing.update', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'PUT', path: 'listings/:id' },
  input: z.object({ ...optional, id: zId }),
  output: z.object({ listing: listingSchema }),
  ui: { title: 'commands.products.listing.update', keywords: ['edit listing'] },
  cli: { verb: ['listings', 'update'], positionals: ['id'] },
  money: ['price', 'sale_price'],
});

export const remove = defineCommand({
  id: 'listing.delete', area: 'products', kind: 'mutation', roles: EDIT, danger: true,
  http: { method: 'DELETE', path: 'listings/:id' },
  input: z.object({ id: zId }),
  output: z.object({ deleted: z.literal(true) }),
  ui: { title: 'commands.products.listing.delete', keywords: ['remove listing'] },
  cli: { verb: ['listings', 'delete'], positionals: ['id'] },
});

export const batch = defineCommand({
  id: 'listing.batch', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'listings/batch' },
  input: z.object({ ids: z.array(zId).min(1).max(1000), action: z.enum(['activate', 'deactivate', 'approve', 'unapprove', 'delete']) }),
  output: z.object({ applied: z.number().int(), failed: z.number().int(), results: z.array(z.object({ id: z.number().int(), ok: z.boolean(), error: z.string().nullable() })) }),
  danger: true,
  bulk: { field: 'ids', chunk: 500 },
  ui: { title: 'commands.products.listing.batch', keywords: ['bulk', 'activate', 'approve'] },
  cli: { verb: ['listings', 'batch'] },
});

/**
 * §7 listings sync(ids): pushes the listings' documents to the public site again. The site pulls
 * what changed since its last sync by `updated_at` (listings have no search rows of their own), so
 * a sync moves it to now; it answers how many were synced and which ids were not found (another
 * vendor's, deleted, or none) in the caller's reach.
 */
export const sync = defineCommand({
  id: 'listing.sync', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'listings/sync' },
  input: z.object({ ids: z.array(zId).min(1).max(1000) }),
  output: z.object({ synced: z.number().int(), not_found: z.array(z.number().int()) }),
  bulk: { field: 'ids', chunk: 500 },
  ui: { title: 'commands.products.listing.sync', keywords: ['sync', 'push', 'site'] },
  cli: { verb: ['listings', 'sync'] },
});

/** A merchant's price and stock file: rows by his listing sku; each row checked on its own. */
export const massUpdate = defineCommand({
  id: 'listing.mass_update', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'listings/mass_update' },
  input: z.object({
    rows: z.array(z.object({ sku: z.unknown(), price: z.unknown().optional(), sale_price: z.unknown().optional(), count_on_hand: z.unknown().optional() }))
      .min(1).max(5000),
    vendor_id: zId.optional(),
    dry_run: z.boolean().default(false),
  }),
  output: z.object({
    dry_run: z.boolean(), total: z.number().int(), applied: z.number().int(), failed: z.number().int(), unchanged: z.number().int(),
    results: z.array(z.object({
      row: z.number().int(), sku: z.string(), listing_id: z.number().int().nullable(), ok: z.boolean(),
      changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])), error: z.object({ field: z.string(), message: z.string() }).nullable(),
    })),
  }),
  // a file's prices are ₮ (`12,500.50`); the rows sent are möngö like every price in the API
  bulk: { field: 'rows', chunk: 500, money: ['price', 'sale_price'] },
  ui: { title: 'commands.products.listing.mass_update', keywords: ['listing prices', 'stock file'] },
  cli: { verb: ['listings', 'price-update'] },
  description: 'commands.products.listing.mass_update_help',
});

export const listingRowSchema = z.object({
  sku: z.string().trim().min(1, 'required').max(64),
  price: zPrice.optional(),
  sale_price: zPrice.nullable().optional(),
  count_on_hand: z.coerce.number().int().min(0, 'must not be negative').max(10_000_000).optional(),
});

export const approveRoles = APPROVE;
export const listingCommands = { search, get, create, update, remove, batch, massUpdate, sync };
