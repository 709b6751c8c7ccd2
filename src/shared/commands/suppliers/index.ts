import { z } from 'zod';
import { defineCommand } from '../define.js';
import { zId } from '../../schema/common.js';
import { SUPPLIER } from './resources.js';

/**
 * §7 branches apply_segment: one segment set on many branches at once, in one transaction; a branch
 * or segment that does not exist refuses the whole call (400 naming the field), nothing half done.
 */
export const applySegment = defineCommand({
  id: 'branch.apply_segment', area: 'suppliers', kind: 'mutation', roles: SUPPLIER,
  http: { method: 'POST', path: 'branches/apply_segment' },
  input: z.object({ segment_id: zId, ids: z.array(zId).min(1).max(1000) }),
  output: z.object({ updated: z.number().int() }),
  ui: { title: 'commands.suppliers.branch.apply_segment', keywords: ['apply segment', 'segment branches', 'сегмент оноох'] },
  cli: { verb: ['branches', 'apply-segment'] },
});

/** The Suppliers' own commands beside its plain resources (those come from the kit's registry). */
export const supplierCommands = { applySegment };
