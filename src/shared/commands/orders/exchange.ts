import { z } from 'zod';
import { zId, zText } from '../../schema/common.js';
import { orderDetailSchema, zOrderNumber } from '../../schema/order.js';
import { zSku } from '../../schema/product.js';
import { defineCommand } from '../define.js';
import { ORDER_RULES } from './availability.js';
import { EDIT } from './roles.js';

/**
 * Spree's exchange: shipped lines come back (restocked, taken out of what is owed by a `return`
 * adjustment) and replacement items go out in new parcels. The price difference shows as the
 * order's payment state: balance due when the replacement costs more, credit owed (with a pending
 * payment return) when it costs less.
 */
export const orderExchange = defineCommand({
  id: 'order.exchange', area: 'orders', kind: 'mutation', roles: EDIT,
  available: ORDER_RULES.exchange,
  http: { method: 'POST', path: 'orders/:number/exchange' },
  input: z.object({
    number: zOrderNumber,
    line_item_ids: z.array(zId).min(1).max(50),
    items: z.array(z.object({ sku: zSku, quantity: z.coerce.number().int().min(1).max(10_000) })).min(1).max(50),
    reason: zText(500).min(1),
  }),
  output: z.object({ order: orderDetailSchema }),
  ui: { title: 'commands.orders_ops.order.exchange', keywords: ['exchange', 'swap', 'солих', 'буцаалт'] },
  cli: { verb: ['orders', 'exchange'], positionals: ['number'] },
});

export const exchangeCommands = { orderExchange };
