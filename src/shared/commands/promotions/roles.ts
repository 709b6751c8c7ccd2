import type { Role } from '../../roles/roles.js';

/**
 * §2 gives /promotions [admin, promotions]; a merchant's `coupon` role (the merchant console's
 * coupons, [admin, coupon]) works on his own vendor's promotions only (the server confines him).
 */
export const PROMOTIONS_READ: readonly Role[] = ['admin', 'promotions', 'coupon', 'finance_report'];
export const PROMOTIONS_WRITE: readonly Role[] = ['admin', 'promotions', 'coupon'];
/** Applying a customer's code to an order: the support staff who take phone orders, and the marketers. */
export const COUPON_APPLY: readonly Role[] = ['admin', 'orders', 'promotions'];
/** Who sees everyone's code generation jobs. */
export const PROMOTIONS_OVERSEERS: readonly Role[] = ['admin', 'promotions'];
