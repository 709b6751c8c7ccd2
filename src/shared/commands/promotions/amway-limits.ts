import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zId, zMoney, zText } from '../../schema/common.js';
import { listOutput } from '../../schema/list.js';
import { defineCommand } from '../define.js';
import { zProductRef } from '../content/look-books.js';
import { lotteryEvents } from './lottery.js';

/** Days a limit may look back: a year at most, as sashka's own limits are monthly or quarterly. */
export const MAX_LIMIT_DAYS = 366;

/**
 * The sashka purchase limit (§2 /promotions/amway_limit and /{id}, only on the website whose index
 * is sashka, §6): how many of chosen products, or for how many ₮, one customer may buy over a
 * number of days. The orders area checks every limit when an order on that website is placed or
 * its lines grow (src/server/areas/promotions/amway.ts), so a refusal names the limit.
 */
export const amwayLimits = defineResource({
  area: 'promotions', name: 'amway_limit', path: 'amway_limits', cli: ['amway-limits'],
  fields: {
    name: zText(200).min(1),
    /** Products by sku or id: each variant of one counts towards it. */
    products: z.array(zProductRef).min(1).max(200),
    max_quantity: z.coerce.number().int().min(1).max(1_000_000).nullable(),
    max_amount: zMoney.pipe(z.number().min(100, 'at least ₮1')).nullable(),
    period_days: z.coerce.number().int().min(1).max(MAX_LIMIT_DAYS),
    active: z.boolean(),
  },
  required: ['name', 'products', 'period_days'], unique: ['name'],
  item: z.object({
    id: z.number().int(), name: z.string(), products: z.array(z.string()), max_quantity: z.number().int().nullable(),
    max_amount: z.number().int().nullable(), period_days: z.number().int(), active: z.boolean(),
  }),
  read: ['admin', 'promotions'], write: ['admin', 'promotions'], websites: ['sashka'],
  list: {
    columns: ['name', { field: 'products', kind: 'count' }, 'max_quantity', { field: 'max_amount', kind: 'money' }, 'period_days'],
    search: ['name'], sorts: ['name', 'period_days'], order: ['name'],
  },
  title: 'name', i18n: { fields: 'promotions_ui.amway.fields' }, money: ['max_amount'],
  defaults: { products: [], period_days: 30, active: true },
  sample: { products: ['P000001'], max_quantity: 3, period_days: 30 },
  audits: true,
  routes: [{ list: 'promotions.amway_limits', detail: 'promotions.amway_limit' }],
  keywords: ['amway limit', 'purchase limit', 'sashka', 'худалдан авалтын хязгаар', 'амвэй'],
});

export const promotionResources = [amwayLimits, lotteryEvents] as const;

export const AMWAY_USAGE_STATES = ['ok', 'near', 'reached', 'over'] as const;
/** From this share of a limit a customer is near it. */
export const AMWAY_NEAR_PERCENT = 80;

export const amwayUsageSchema = z.object({
  limit_id: z.number().int(), limit_name: z.string(), period_days: z.number().int(),
  customer: z.string(), user_id: z.number().int().nullable(), name: z.string().nullable(),
  orders: z.number().int(), quantity: z.number().int(), amount: z.number().int(),
  max_quantity: z.number().int().nullable(), max_amount: z.number().int().nullable(),
  /** The larger of quantity and amount over their caps, in percent. */
  used_percent: z.number().int(), state: z.enum(AMWAY_USAGE_STATES),
});
export type AmwayUsage = z.infer<typeof amwayUsageSchema>;

/**
 * §7 amway: each customer's purchases against each active purchase limit of the sashka website,
 * counted as the order check counts them (the customer's orders of the limit's days, not canceled,
 * less what came back), fullest first. Beside /report/amway, on that website only.
 */
export const amwayUsage = defineCommand({
  id: 'amway.usage', area: 'promotions', kind: 'query', roles: ['admin', 'report', 'promotions'], websites: ['sashka'],
  http: { method: 'GET', path: 'amway' },
  input: z.object({
    limit_id: zId.optional(),
    /** Only customers at or over this share of a limit. */
    min_percent: z.coerce.number().int().min(0).max(1000).default(0),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(1000).default(50),
  }),
  output: listOutput(amwayUsageSchema),
  ui: { title: 'commands.promotions.amway.usage', keywords: ['amway report', 'purchase limit usage', 'sashka', 'хязгаарын хэрэглээ'] },
  cli: { verb: ['amway', 'usage'], columns: ['customer', 'limit_name', 'quantity', 'amount', 'used_percent', 'state'] },
});
