import { z } from 'zod';
import { zId, zText } from '../../schema/common.js';
import { listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';
import { EDIT, SYSTEM_READ } from './roles.js';

export const BATCH_ACTIONS = ['publish', 'unpublish', 'approve', 'unapprove', 'delete'] as const;

/**
 * The all-products list's bulk actions: publish, unpublish, approve, unapprove or delete the
 * selected products. Approving needs a product admin; each id answers on its own (a product out of
 * the caller's reach is `not found`, the others still apply).
 */
export const batch = defineCommand({
  id: 'product.batch', area: 'products', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'products/batch' },
  input: z.object({ ids: z.array(zId).min(1).max(1000), action: z.enum(BATCH_ACTIONS) }),
  output: z.object({
    applied: z.number().int(),
    failed: z.number().int(),
    results: z.array(z.object({ id: z.number().int(), ok: z.boolean(), error: z.string().nullable() })),
  }),
  danger: true,
  bulk: { field: 'ids', chunk: 500 },
  ui: { title: 'commands.products.product.batch', keywords: ['publish', 'unpublish', 'approve', 'bulk', 'нийтлэх'] },
  cli: { verb: ['products', 'batch'] },
});

/** §2 /products/keywords: the keywords products carry, with how many carry each. */
export const keywords = defineCommand({
  id: 'keyword.list', area: 'products', kind: 'query', roles: SYSTEM_READ,
  http: { method: 'GET', path: 'keywords' },
  input: z.object({
    query: zText(100).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(1000).default(100),
  }),
  output: listOutput(z.object({ keyword: z.string(), products_count: z.number().int() })),
  ui: { title: 'commands.products.keyword.list', keywords: ['keywords', 'түлхүүр үг'] },
  cli: { verb: ['keywords', 'list'] },
});

export const batchCommands = { batch, keywords };
