/** Every role of the spec's §6. The labels (super, manager, …) have no rights of their own yet. */
export const ROLES = [
  'admin', 'shop_admin', 'product_admin', 'orders', 'orders_view', 'product', 'product_view',
  'merchant_product', 'stock', 'taxon', 'promotions', 'fulfillment', 'collector', 'collect',
  'content', 'page', 'news', 'articles', 'menu', 'report', 'finance_report', 'merchant',
  'e_ticket', 'coupon', 'marketing', 'sms', 'email', 'users', 'cgw', 'cgw_income', 'warranty',
  'contracts', 'contracts_view', 'contacts', 'contacts_view', 'supplier', 'air_booking', 'air_book',
  'super', 'manager', 'seller', 'vendor', 'driver', 'teller', 'customer',
] as const;

export type Role = (typeof ROLES)[number];

const roleSet: ReadonlySet<string> = new Set(ROLES);
export function isRole(value: string): value is Role {
  return roleSet.has(value);
}

/**
 * The one role that "belongs to all" (every website and vendor) and, without a selected tenant,
 * sees everything (§6). shop_admin is deliberately not in it: it sees what lists it.
 */
export const ADMIN_ROLE: Role = 'admin';

/**
 * The roles a vendor gives its people (the demo merchant holds merchant, merchant_product and
 * coupon): a user holding `merchant` and only these works on his shop, not on the platform.
 */
export const MERCHANT_ROLES: readonly Role[] = ['merchant', 'merchant_product', 'coupon', 'seller', 'vendor', 'e_ticket'];
