import { z } from 'zod';
import { zId, zText } from '../../schema/common.js';
import { listInput, listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';
import { LINE_MOVE } from '../orders/lineitems.js';
import { zDay } from './labels.js';
import { PREPARE_READ } from './roles.js';

export const PRODUCT_RETURN_STATES = ['requested', 'restocked', 'written_off'] as const;
/** What the returns desk finds when it inspects a product that came back. */
export const RETURN_CONDITIONS = ['intact', 'opened', 'damaged', 'missing_parts', 'wrong_item'] as const;

export const productReturnSchema = z.object({
  id: z.number().int(),
  line_item_id: z.number().int(),
  order_number: z.string(),
  sku: z.string(),
  name: z.string(),
  vendor_name: z.string(),
  quantity: z.number().int(),
  reason: z.string(),
  state: z.enum(PRODUCT_RETURN_STATES),
  return_by: z.string().nullable(),
  note: z.string().nullable(),
  condition: z.enum(RETURN_CONDITIONS).nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type ProductReturnJson = z.infer<typeof productReturnSchema>;

/** §7 `line_items return_list`: the returns to receive and those received, a vendor-confined caller his own. */
export const returnList = defineCommand({
  id: 'line_item.return_list', area: 'fulfillment', kind: 'query', roles: PREPARE_READ,
  http: { method: 'GET', path: 'line_items/return_list' },
  input: listInput({ filters: { state: 'text', vendor_id: 'number', return_by: 'date', created_at: 'date', order_number: 'text' }, sorts: ['created_at', 'return_by'] }),
  output: listOutput(productReturnSchema),
  ui: { title: 'commands.fulfillment.returns.list', keywords: ['returns', 'буцаалт'] },
  cli: { verb: ['fulfillment', 'returns'], columns: ['id', 'order_number', 'sku', 'quantity', 'reason', 'state', 'condition', 'return_by'] },
});

/** §7 `line_items return`: the customer asks to bring a shipped line (or some of its units) back. */
export const returnRequest = defineCommand({
  id: 'line_item.return_request', area: 'fulfillment', kind: 'mutation', roles: LINE_MOVE,
  http: { method: 'PUT', path: 'line_items/:line_item_id/return' },
  input: z.object({
    line_item_id: zId, reason: zText(500).min(1),
    quantity: z.coerce.number().int().min(1).max(100_000).optional(),
    return_by: zDay.optional(),
  }),
  output: z.object({ product_return: productReturnSchema }),
  ui: { title: 'commands.fulfillment.returns.request', keywords: ['return', 'буцаалт'] },
  cli: { verb: ['fulfillment', 'return'], positionals: ['line_item_id', 'reason'] },
});

/** §7 `product_returns update_return_by`: the day the customer now brings it. */
export const updateReturnBy = defineCommand({
  id: 'product_return.update_return_by', area: 'fulfillment', kind: 'mutation', roles: LINE_MOVE,
  http: { method: 'PUT', path: 'product_returns/:id/update_return_by' },
  input: z.object({ id: zId, return_by: zDay }),
  output: z.object({ product_return: productReturnSchema }),
  ui: { title: 'commands.fulfillment.returns.update_return_by', keywords: ['return by', 'буцаах өдөр'] },
  cli: { verb: ['fulfillment', 'return-by'], positionals: ['id', 'return_by'] },
});

/**
 * Received at the desk: inspected, then back on the shelf (`restock`) or written off. The line's
 * units, its return adjustment and the money owed back follow (line_item return_item's rules).
 */
export const receiveReturn = defineCommand({
  id: 'product_return.receive', area: 'fulfillment', kind: 'mutation', roles: LINE_MOVE, danger: true,
  http: { method: 'PUT', path: 'product_returns/:id/receive' },
  input: z.object({ id: zId, outcome: z.enum(['restock', 'write_off']), condition: z.enum(RETURN_CONDITIONS).optional(), note: zText(500).optional() })
    // a product written off says why: what the desk found, or in words
    .refine((v) => v.outcome !== 'write_off' || v.condition !== undefined || (v.note ?? '').trim() !== '', { message: 'say why it is written off: a condition or a note', path: ['condition'] }),
  output: z.object({ product_return: productReturnSchema }),
  ui: { title: 'commands.fulfillment.returns.receive', keywords: ['receive return', 'restock', 'write off', 'хүлээн авах'] },
  cli: { verb: ['fulfillment', 'receive-return'], positionals: ['id', 'outcome'] },
});

export const fulfillmentReturnCommands = { returnList, returnRequest, updateReturnBy, receiveReturn };
