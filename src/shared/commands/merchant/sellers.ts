import { z } from 'zod';
import { PRESETS } from '../../reports/define.js';
import { defineCommand } from '../define.js';
import { MERCHANT_READ } from './dashboard.js';

export const sellerRowSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  /** The roles his vendor gives him. */
  roles: z.array(z.string()),
  /** Placed, not canceled orders he took (the order's seller) that hold the vendor's items, in the period. */
  orders: z.number().int(),
  /** The vendor's share of those orders, möngö. */
  total: z.number().int(),
});
export type SellerRow = z.infer<typeof sellerRowSchema>;

/**
 * /merchant/seller: the vendor's people (his sales staff) and what each sold for the vendor in a
 * period: the orders they took as seller, and the vendor's share of them.
 */
export const merchantSellers = defineCommand({
  id: 'merchant.sellers', area: 'merchant', kind: 'query', roles: MERCHANT_READ,
  http: { method: 'GET', path: 'merchant/sellers' },
  input: z.object({ preset: z.enum(PRESETS).default('this_month') }),
  output: z.object({ from: z.string(), to: z.string(), items: z.array(sellerRowSchema) }),
  ui: { title: 'commands.merchant.sellers', keywords: ['sellers', 'sales staff', 'худалдагч', 'борлуулагч'] },
  cli: { verb: ['merchant', 'sellers'], columns: ['email', 'name', 'roles', 'orders', 'total'] },
});
