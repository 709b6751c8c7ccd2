import { z } from 'zod';
import type { Role } from '../../roles/roles.js';
import { zBool, zId } from '../../schema/common.js';
import { jobSchema } from '../../schema/jobs.js';
import { RELATION_KINDS } from '../../schema/merchandising.js';
import { zProductRef } from '../content/look-books.js';
import { defineCommand } from '../define.js';
import { EDIT, READ, STAFF_EDIT } from './roles.js';

/**
 * Products bought together (§7 affinities): computed from orders by a job, shown on the product's
 * relations tab, where a person pins one (kept through every recompute, shown first) or removes
 * one (not brought back by the next recompute).
 */
export const AFFINITY_STATES = ['auto', 'pinned', 'removed'] as const;

export const affinitySchema = z.object({
  related_id: z.number().int(), sku: z.string(), name_en: z.string(), name_mn: z.string(), price: z.number().int(),
  orders: z.number().int(), state: z.enum(AFFINITY_STATES), computed_at: z.string().nullable(),
});

export const affinityList = defineCommand({
  id: 'affinity.list', area: 'products', kind: 'query', roles: READ,
  http: { method: 'GET', path: 'products/:id/affinities' },
  input: z.object({ id: zId, removed: zBool.default(false) }),
  output: z.object({ items: z.array(affinitySchema) }),
  ui: { title: 'commands.products.affinity.list', keywords: ['bought together', 'affinities', 'хамт авсан'] },
  cli: { verb: ['affinities', 'list'], positionals: ['id'], columns: ['related_id', 'sku', 'name_mn', 'orders', 'state'] },
});

export const affinitySet = defineCommand({
  id: 'affinity.set', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'PUT', path: 'products/:id/affinities/:related_id' },
  input: z.object({ id: zId, related_id: zId, state: z.enum(AFFINITY_STATES) }),
  output: z.object({ items: z.array(affinitySchema) }),
  ui: { title: 'commands.products.affinity.set', keywords: ['pin', 'remove', 'bought together', 'тогтоох'] },
  cli: { verb: ['affinities', 'set'], positionals: ['id', 'related_id', 'state'] },
});

/** Who recomputes every product's affinities: a catalogue-wide change. */
export const AFFINITY_COMPUTE: readonly Role[] = STAFF_EDIT;

export const affinityCompute = defineCommand({
  id: 'affinity.compute', area: 'products', kind: 'mutation', roles: AFFINITY_COMPUTE,
  http: { method: 'POST', path: 'affinities/compute' },
  input: z.object({
    /** Orders of the last so many days count. */
    days: z.coerce.number().int().min(1).max(3650).default(365),
    /** A pair must share at least so many orders. */
    min_orders: z.coerce.number().int().min(1).max(1000).default(2),
    /** Kept per product, best first. */
    top: z.coerce.number().int().min(1).max(50).default(10),
  }),
  output: z.object({ job: jobSchema }),
  ui: { title: 'commands.products.affinity.compute', keywords: ['compute affinities', 'bought together', 'recompute'] },
  cli: { verb: ['affinities', 'compute'] },
});

/** A pair by sku or id; `remove` takes the pair away instead of adding it. */
export const relationRow = z.object({ product: zProductRef, related: zProductRef, kind: z.enum(RELATION_KINDS).default('related'), remove: zBool.default(false) });

/**
 * §7 relations (batch): the related products of many products at once, a row a pair. Each row
 * stands alone (adding a pair twice or removing an absent one changes nothing), so a file sent in
 * chunks means the same as sent whole; a row that fails says why and the others still apply.
 */
export const relationBatch = defineCommand({
  id: 'relation.batch', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'relations/batch' },
  input: z.object({ rows: z.array(relationRow).min(1).max(2000) }),
  output: z.object({
    applied: z.number().int(), failed: z.number().int(),
    results: z.array(z.object({ row: z.number().int(), ok: z.boolean(), error: z.string().nullable() })),
  }),
  bulk: { field: 'rows', chunk: 500 },
  ui: { title: 'commands.products.relation.batch', keywords: ['related products', 'bulk relations', 'accessories', 'холбоотой бараа'] },
  cli: { verb: ['relations', 'batch'] },
});

export const affinityCommands = { affinityList, affinitySet, affinityCompute, relationBatch };
