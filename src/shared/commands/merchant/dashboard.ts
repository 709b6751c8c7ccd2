import { z } from 'zod';
import { defineCommand } from '../define.js';

/** The merchant console's readers: admins (for the vendor picked in the header) and merchants (their own). */
export const MERCHANT_READ = ['admin', 'merchant'] as const;

const money = z.number().int();

export const merchantDashboardSchema = z.object({
  /** The vendors counted: the one picked in the header, or every one of a merchant's own. */
  vendor_ids: z.array(z.number().int()),
  /** The first day (Ulaanbaatar, YYYY-MM-DD) of the 30 whose orders count as to prepare. */
  since: z.string(),
  /**
   * His lines nobody has acted on (§4 line item action) in orders placed since `since` that are not
   * canceled, shipped or with a driver: /merchant/ordered_products with prepareFilters shows them.
   */
  to_prepare: z.object({ orders: z.number().int(), lines: z.number().int(), today: z.number().int() }),
  /** Net sales (gross less line discounts) of this month so far, of last month to the same day, and of all of last month. */
  sales: z.object({ this_month: money, last_month_to_date: money, last_month: money, units: z.number().int() }),
  /** His best sellers of this month, by net sales. */
  top_products: z.array(z.object({ key: z.string(), label: z.string(), units: z.number().int(), net: money })),
  /** His published products with LOW_STOCK units or fewer on hand, the lowest first. */
  low_stock: z.array(z.object({ product_id: z.number().int(), sku: z.string(), name: z.string(), count_on_hand: z.number().int() })),
  /** The brands he sells most products of (each opens /merchant/brands/{id}). */
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), products: z.number().int() })),
  /** Reviews of his products waiting for moderation. */
  pending_reviews: z.number().int(),
  /** What the shop owes him for last month (the statement's `owed`), paid next. */
  next_payout: z.object({ from: z.string(), to: z.string(), amount: money }),
});
export type MerchantDashboard = z.infer<typeof merchantDashboardSchema>;

/**
 * /merchant/dashboard: a vendor's day at a glance, read from the reports' rollups (sales, top
 * products, the statement) and a few bounded reads of his own rows (lines to prepare, low stock).
 */
export const merchantDashboard = defineCommand({
  id: 'merchant.dashboard', area: 'merchant', kind: 'query', roles: MERCHANT_READ,
  http: { method: 'GET', path: 'merchant/dashboard' },
  input: z.object({}),
  output: merchantDashboardSchema,
  ui: { title: 'commands.merchant.dashboard', keywords: ['merchant dashboard', 'my shop', 'payout', 'low stock', 'мерчант', 'самбар'] },
  cli: { verb: ['merchant', 'dashboard'] },
});

/** The ordered products' filters that show what the dashboard counts as to prepare. */
export function prepareFilters(since: string): Record<string, string> {
  return { actn_eq: 'none', label_in: 'not_taken,incomplete', completed_at_gteq: since };
}
