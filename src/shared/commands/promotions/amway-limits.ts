import { z } from 'zod';
import { defineResource } from '../../resources/define.js';
import { zMoney, zText } from '../../schema/common.js';
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
