import { z } from 'zod';
import { zOrderNumber } from '../../schema/order.js';
import { defineCommand } from '../define.js';

/**
 * Issue 16 "Explain": for each discount within reach, whether it is on the order (and what it gave),
 * would apply now (and what it would give), or why not: the rule that failed, said in the reader's
 * language (by how much a minimum was missed). Nothing is written.
 */
export const promotionExplain = defineCommand({
  id: 'promotion.explain', area: 'promotions', kind: 'query', roles: ['admin', 'orders', 'orders_view', 'promotions'],
  http: { method: 'GET', path: 'orders/:number/promotions/explain' },
  input: z.object({ number: zOrderNumber }),
  output: z.object({
    items: z.array(z.object({
      discount_id: z.number().int(),
      title: z.string(),
      /** on_order: applied already; would_apply: its rules hold now; refused: `rule` failed. */
      status: z.enum(['on_order', 'would_apply', 'refused']),
      /** Möngö it gave (on the order) or would give. */
      amount: z.number().int(),
      rule: z.string().nullable(),
      message: z.string().nullable(),
    })),
  }),
  ui: { title: 'commands.promotions.promotion.explain', keywords: ['why discount', 'explain promotions', 'хөнгөлөлт яагаад'] },
  cli: { verb: ['promotions', 'explain'], positionals: ['number'], columns: ['discount_id', 'title', 'status', 'amount', 'message'] },
});
