import { z } from 'zod';
import { zId } from '../../schema/common.js';
import { orderDetailSchema, zOrderNumber } from '../../schema/order.js';
import { zCouponCode } from '../../schema/promotion.js';
import { defineCommand } from '../define.js';
import { ORDER_RULES } from '../orders/availability.js';
import { COUPON_APPLY } from './roles.js';

/**
 * A customer's code applied to an order (support staff on a phone order; §7 coupons (use)), and a
 * promotion taken off again. The server checks every rule under the discount's row lock, so a code
 * limited to N uses gives exactly N whatever the concurrency; a refusal says which rule failed.
 */
export const couponUse = defineCommand({
  id: 'coupon.use', area: 'promotions', kind: 'mutation', roles: COUPON_APPLY,
  available: ORDER_RULES.adjustment,
  http: { method: 'POST', path: 'coupons/use' },
  input: z.object({ code: zCouponCode, number: zOrderNumber }),
  output: z.object({ order: orderDetailSchema, discount_id: z.number().int(), given: z.number().int() }),
  ui: { title: 'commands.promotions.coupon.use', keywords: ['apply coupon', 'coupon code', 'купон ашиглах', 'код'] },
  cli: { verb: ['coupons', 'use'], positionals: ['code', 'number'] },
});

export const couponRemove = defineCommand({
  id: 'coupon.remove', area: 'promotions', kind: 'mutation', roles: COUPON_APPLY, danger: true,
  available: ORDER_RULES.adjustment,
  http: { method: 'DELETE', path: 'orders/:number/promotions' },
  /** The discount, or any of the adjustments it wrote (the order's adjustments tab offers it on them). */
  input: z.object({ number: zOrderNumber, discount_id: zId.optional(), adjustment_id: zId.optional() })
    .refine((v) => (v.discount_id === undefined) !== (v.adjustment_id === undefined), { message: 'give discount_id or adjustment_id', path: ['discount_id'] }),
  output: z.object({ order: orderDetailSchema }),
  ui: { title: 'commands.promotions.coupon.remove', keywords: ['remove coupon', 'remove promotion', 'купон хасах'] },
  cli: { verb: ['coupons', 'remove'], positionals: ['number', 'discount_id'] },
});

export const couponCommands = { couponUse, couponRemove };
