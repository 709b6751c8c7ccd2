import { z } from 'zod';
import { defineCommand } from '../define.js';
import { zDay } from './labels.js';
import { PREPARE_READ } from './roles.js';

/** What a pivot's columns are: the days the orders were placed on, the merchants, or the delivery zones (districts). */
export const PIVOT_BY = ['day', 'vendor', 'zone'] as const;
export type PivotBy = (typeof PIVOT_BY)[number];
/** A day pivot covers at most this many days: a quarter, the span the demo orders cover. */
export const PIVOT_MAX_DAYS = 92;

export const pivotOutput = z.object({
  by: z.enum(PIVOT_BY),
  date_from: z.string(),
  date_to: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  /** A product's quantities, one per column, in the columns' order. */
  rows: z.array(z.object({ variant_id: z.number().int(), sku: z.string(), name: z.string(), total: z.number().int(), cells: z.array(z.number().int()) })),
  totals: z.array(z.number().int()),
  total: z.number().int(),
  /** More products had quantities than `limit`: the rows are the largest. */
  truncated: z.boolean(),
});
export type PivotJson = z.infer<typeof pivotOutput>;

/**
 * §7 `line_items pivot`: the quantities ordered of each product over days, merchants or zones, of
 * the placed, live orders of the days, summed in the database; a vendor-confined caller's own lines only.
 */
export const pivot = defineCommand({
  id: 'line_item.pivot', area: 'fulfillment', kind: 'query', roles: PREPARE_READ,
  http: { method: 'GET', path: 'line_items/pivot' },
  input: z.object({
    by: z.enum(PIVOT_BY).default('day'),
    date_from: zDay.default('today'),
    date_to: zDay.optional(),
    limit: z.coerce.number().int().min(1).max(5000).default(500),
  }),
  output: pivotOutput,
  ui: { title: 'commands.fulfillment.line_item.pivot', keywords: ['pivot', 'products by day', 'quantities', 'хүснэгт', 'өдрөөр'] },
  cli: { verb: ['fulfillment', 'pivot'] },
});

export const fulfillmentPivotCommands = { pivot };
