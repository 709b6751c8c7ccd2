import { z } from 'zod';
import type { Role } from '../../roles/roles.js';
import { zId, zText } from '../../schema/common.js';
import { orderDetailSchema } from '../../schema/order.js';
import { defineCommand } from '../define.js';
import { ORDER_RULES } from './availability.js';

/** §4's actions a person sets on a line (the colours: taken green, no_stock red, ready or digital blue). */
export const LINE_ITEM_SET_ACTIONS = ['taken', 'no_stock', 'ready', 'digital'] as const;

// Issue 6 item 10: collectors and fulfillment staff act on line items; a merchant marks his own
// items taken or out of stock (he is confined to them by the server); operators may do it all.
/** Setting a line's action with a comment. */
export const LINE_ACT: readonly Role[] = ['admin', 'orders', 'collector', 'fulfillment', 'merchant'];
/** Returning, shipping or not shipping an item: the warehouse's and the operators' decision. */
export const LINE_MOVE: readonly Role[] = ['admin', 'orders', 'collector', 'fulfillment'];

const orderOutput = z.object({ order: orderDetailSchema });

export const lineItemUpdate = defineCommand({
  id: 'line_item.update', area: 'orders', kind: 'mutation', roles: LINE_ACT,
  available: ORDER_RULES.lineItem,
  http: { method: 'PUT', path: 'line_items/:line_item_id/status' },
  input: z.object({ line_item_id: zId, actn: z.enum(LINE_ITEM_SET_ACTIONS), comment: zText(500).optional() }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.line_item.update', keywords: ['line item', 'action', 'taken', 'no stock', 'бараа', 'төлөв'] },
  cli: { verb: ['line-items', 'update'], positionals: ['line_item_id', 'actn'] },
});

/**
 * The customer brings a shipped item back: its units go back on the shelf and a `return`
 * adjustment takes the line out of what the customer owes, so the order shows the money owed back;
 * what was paid is marked for return (a pending payment return), never dropped.
 */
export const lineItemReturn = defineCommand({
  id: 'line_item.return', area: 'orders', kind: 'mutation', roles: LINE_MOVE, danger: true,
  available: ORDER_RULES.lineReturn,
  http: { method: 'PUT', path: 'line_items/:line_item_id/return_item' },
  input: z.object({
    line_item_id: zId, reason: zText(500).min(1), restock: z.boolean().default(true),
    /** How many units came back; by default every one not returned yet. */
    quantity: z.coerce.number().int().min(1).max(100_000).optional(),
  }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.line_item.return', keywords: ['return', 'буцаалт', 'буцаах'] },
  cli: { verb: ['line-items', 'return'], positionals: ['line_item_id'] },
});

export const lineItemShip = defineCommand({
  id: 'line_item.ship_item', area: 'orders', kind: 'mutation', roles: LINE_MOVE,
  available: ORDER_RULES.lineItem,
  http: { method: 'PUT', path: 'line_items/:line_item_id/ship_item' },
  input: z.object({ line_item_id: zId, comment: zText(500).optional() }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.line_item.ship_item', keywords: ['ship item', 'илгээх'] },
  cli: { verb: ['line-items', 'ship'], positionals: ['line_item_id'] },
});

export const lineItemNotShip = defineCommand({
  id: 'line_item.not_ship_item', area: 'orders', kind: 'mutation', roles: LINE_MOVE,
  available: ORDER_RULES.lineItem,
  http: { method: 'PUT', path: 'line_items/:line_item_id/not_ship_item' },
  input: z.object({ line_item_id: zId, comment: zText(500).min(1) }),
  output: orderOutput,
  ui: { title: 'commands.orders_ops.line_item.not_ship_item', keywords: ['not ship', 'hold', 'илгээхгүй'] },
  cli: { verb: ['line-items', 'not-ship'], positionals: ['line_item_id'] },
});

export const lineItemCommands = { lineItemUpdate, lineItemReturn, lineItemShip, lineItemNotShip };
