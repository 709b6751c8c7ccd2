import type { RouteDef } from './def.js';

const MERCHANT = ['admin', 'merchant'] as const;

export const MERCHANT_ROUTES = [
  { path: '/merchant/orders', id: 'merchant.orders', label: 'nav.routes.merchant_orders', group: 'merchant', area: 'merchant', sidebar: true, roles: MERCHANT },
  { path: '/merchant/report', id: 'merchant.report', label: 'nav.routes.merchant_report', group: 'merchant', area: 'merchant', sidebar: true, roles: MERCHANT },
  { path: '/merchant/dashboard', id: 'merchant.dashboard', label: 'nav.routes.merchant_dashboard', group: 'merchant', area: 'merchant', sidebar: true, roles: MERCHANT },
  { path: '/merchant/contracts', id: 'merchant.contracts', label: 'nav.routes.merchant_contracts', group: 'merchant', area: 'merchant', sidebar: true, roles: MERCHANT },
  // beyond §2: every vendor's bank-account requests, where an admin finds what waits for him
  { path: '/merchant/bank_changes', id: 'merchant.bank_changes', label: 'nav.routes.merchant_bank_changes', group: 'merchant', area: 'merchant', sidebar: true, roles: ['admin'] },
  { path: '/merchant/infos', id: 'merchant.infos', label: 'nav.routes.merchant_infos', group: 'merchant', area: 'merchant', sidebar: true, roles: MERCHANT },
  { path: '/merchant/e_tickets', id: 'merchant.e_tickets', label: 'nav.routes.merchant_e_tickets', group: 'merchant', area: 'merchant', sidebar: true, roles: ['admin', 'e_ticket'] },
  { path: '/merchant/coupons', id: 'merchant.coupons', label: 'nav.routes.merchant_coupons', group: 'merchant', area: 'merchant', sidebar: true, roles: ['admin', 'coupon'] },
  // §2 names the list; a coupon opens under it, as /promotions/discount/{id} does for the shop
  { path: '/merchant/coupons/:id', id: 'merchant.coupon', label: 'nav.routes.merchant_coupon', group: 'merchant', area: 'merchant', sidebar: false, roles: ['admin', 'coupon'] },
  { path: '/merchant/seller', id: 'merchant.seller', label: 'nav.routes.merchant_seller', group: 'merchant', area: 'merchant', sidebar: true, roles: MERCHANT },
  { path: '/merchant/ordered_products', id: 'merchant.ordered_products', label: 'nav.routes.merchant_ordered_products', group: 'merchant', area: 'merchant', sidebar: true, roles: MERCHANT },
  { path: '/merchant/products_return', id: 'merchant.products_return', label: 'nav.routes.merchant_products_return', group: 'merchant', area: 'merchant', sidebar: true, roles: MERCHANT },
  { path: '/merchant/brands/:id/:tab?', id: 'merchant.brand', label: 'nav.routes.merchant_brand', group: 'merchant', area: 'merchant', sidebar: false, roles: MERCHANT },
] as const satisfies readonly RouteDef[];

// §2 gives merchant settings no list: the merchant console's [admin, merchant]; the contacts screen
// also to §6's contacts / contacts_view roles. They act on the selected merchant, so tenantOnly.
const CONTACTS = ['admin', 'merchant', 'contacts', 'contacts_view'] as const;

export const MERCHANT_SETTINGS_ROUTES = [
  { path: '/merchant_settings/contacts', id: 'merchant_settings.contacts', label: 'nav.routes.merchant_settings_contacts', group: 'merchant_settings', area: 'merchant', sidebar: true, roles: CONTACTS, tenantOnly: true },
  { path: '/merchant_settings/store_locations', id: 'merchant_settings.store_locations', label: 'nav.routes.merchant_settings_store_locations', group: 'merchant_settings', area: 'merchant', sidebar: true, roles: MERCHANT, tenantOnly: true },
  { path: '/merchant_settings/store_locations/:id', id: 'merchant_settings.store_location', label: 'nav.routes.merchant_settings_store_location', group: 'merchant_settings', area: 'merchant', sidebar: false, roles: MERCHANT, tenantOnly: true },
] as const satisfies readonly RouteDef[];
