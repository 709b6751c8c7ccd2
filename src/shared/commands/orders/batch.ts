import { z } from 'zod';
import { zId, zText } from '../../schema/common.js';
import { zOrderNumber } from '../../schema/order.js';
import { defineCommand } from '../define.js';
import { EDIT } from './roles.js';

export const BATCH_ACTIONS = ['approve', 'flag', 'unflag', 'assign_driver'] as const;

const batchOutput = z.object({
  applied: z.number().int(),
  failed: z.number().int(),
  results: z.array(z.object({ number: z.string(), ok: z.boolean(), error: z.string().nullable() })),
});

/**
 * The list's operations on a selection (§7 `orders/batch`): each number answers on its own, an
 * order out of reach or in a state that refuses the action fails alone.
 */
export const batch = defineCommand({
  id: 'orders.batch', area: 'orders', kind: 'mutation', roles: EDIT,
  http: { method: 'POST', path: 'orders/batch' },
  input: z.object({
    numbers: z.array(zOrderNumber).min(1).max(1000),
    action: z.enum(BATCH_ACTIONS),
    /** For assign_driver. */
    driver_id: zId.optional(),
  }).refine((v) => v.action !== 'assign_driver' || v.driver_id !== undefined, { message: 'give the driver', path: ['driver_id'] }),
  output: batchOutput,
  bulk: { field: 'numbers', chunk: 500 },
  ui: { title: 'commands.orders.orders.batch', keywords: ['bulk', 'approve', 'flag', 'driver', 'бөөнөөр'] },
  cli: { verb: ['orders', 'batch'] },
});

/** Cancelling a selection: its own command, so the typed word `cancel` (§5) guards it and nothing else. */
export const batchCancel = defineCommand({
  id: 'orders.batch_cancel', area: 'orders', kind: 'mutation', roles: EDIT, confirm: 'cancel', danger: true,
  http: { method: 'POST', path: 'orders/batch_cancel' },
  input: z.object({ numbers: z.array(zOrderNumber).min(1).max(1000), reason: zText(500).optional() }),
  output: batchOutput,
  bulk: { field: 'numbers', chunk: 500 },
  ui: { title: 'commands.orders.orders.batch_cancel', keywords: ['bulk', 'cancel', 'цуцлах'] },
  cli: { verb: ['orders', 'batch-cancel'] },
});

export const batchCommands = { batch, batchCancel };
