import { z } from 'zod';
import { zId } from '../../schema/common.js';
import { discountFields } from '../../schema/promotion.js';
import { defineCommand } from '../define.js';
import { PROMOTIONS_WRITE } from './roles.js';

/** The rules a simulation may replay before they are saved: any of the editor's fields. */
const ruleInput = z.object(Object.fromEntries(Object.entries(discountFields).map(([k, v]) => [k, v.optional()])) as {
  [K in keyof typeof discountFields]: z.ZodOptional<(typeof discountFields)[K]>
});

export const SIMULATE_MAX_DAYS = 365;

/**
 * Issue 16 "Explain before": a discount's rules replayed over the orders placed in the last `days`
 * (not the canceled ones) by the same pure computation orders use, its limits (total, per customer)
 * taken in the order the orders came: how many orders it would have touched and the möngö it would
 * have given, a budget before the promotion runs. `id` replays a saved discount; `rule` the editor's
 * unsaved fields (over the saved ones when both are given). Nothing is written.
 */
export const promotionSimulate = defineCommand({
  id: 'promotion.simulate', area: 'promotions', kind: 'query', roles: PROMOTIONS_WRITE,
  http: { method: 'POST', path: 'promotions/simulate' },
  input: z.object({
    id: zId.optional(),
    rule: ruleInput.optional(),
    days: z.coerce.number().int().min(1).max(SIMULATE_MAX_DAYS).default(30),
  }).refine((v) => v.id !== undefined || v.rule !== undefined, { message: 'a saved discount (id) or its rules', path: ['id'] }),
  output: z.object({
    days: z.number().int(),
    /** Placed orders of the period the discount could reach (its website, its merchant). */
    orders: z.number().int(),
    touched: z.number().int(),
    /** Möngö given in all, of it off the shipping. */
    given_amount: z.number().int(),
    shipping_amount: z.number().int(),
    /** Möngö of what it applied to in the orders it touched (their lines it reaches), before it. */
    sales_total: z.number().int(),
    /** Orders it did not touch, by the rule that refused them (minimum_amount, used_up, customer_once…). */
    refused: z.array(z.object({ rule: z.string(), orders: z.number().int() })),
    /** The days of the period, each with what it would have given. */
    by_day: z.array(z.object({ day: z.string(), touched: z.number().int(), given_amount: z.number().int() })),
  }),
  ui: { title: 'commands.promotions.promotion.simulate', keywords: ['simulate discount', 'budget', 'replay promotion', 'хөнгөлөлт туршиж үзэх', 'төсөв'] },
  cli: { verb: ['promotions', 'simulate'], positionals: ['id'], columns: ['days', 'orders', 'touched', 'given_amount', 'shipping_amount', 'sales_total'] },
  money: ['rule.amount', 'rule.minimum_amount'],
});
