import type { RouteDef } from './def.js';

// §2: settings are "mostly admin". The exceptions are the two screens §6's own roles exist for.
const ADMIN = ['admin'] as const;
const CONTRACTS = ['admin', 'contracts', 'contracts_view'] as const;
const CONTACTS = ['admin', 'contacts', 'contacts_view'] as const;

// §2: system settings are shop_admin's, the product-related ones also product_admin's.
// admin is not added: without a tenant it sees everything anyway (§6).
const SYSTEM = ['shop_admin'] as const;
const SYSTEM_PRODUCT = ['shop_admin', 'product_admin'] as const;
// Reference data only air booking and leasing use: shown where those features are on, like their screens.
const AIR_SITE = ['air_booking'] as const;
const LEASING_SITE = ['leasing'] as const;

export const SETTINGS_ROUTES = [
  { path: '/settings', id: 'settings.index', label: 'nav.routes.settings_index', group: 'settings', area: 'settings', sidebar: true, roles: ADMIN },
  { path: '/settings/email_template', id: 'settings.email_templates', label: 'nav.routes.settings_email_templates', group: 'settings', area: 'settings', sidebar: true, roles: ADMIN },
  { path: '/settings/email_template/:id', id: 'settings.email_template', label: 'nav.routes.settings_email_template', group: 'settings', area: 'settings', sidebar: false, roles: ADMIN },
  { path: '/settings/sms_template', id: 'settings.sms_templates', label: 'nav.routes.settings_sms_templates', group: 'settings', area: 'settings', sidebar: true, roles: ADMIN },
  { path: '/settings/sms_template/:id', id: 'settings.sms_template', label: 'nav.routes.settings_sms_template', group: 'settings', area: 'settings', sidebar: false, roles: ADMIN },
  { path: '/settings/merchant', id: 'settings.merchant', label: 'nav.routes.settings_merchant', group: 'settings', area: 'settings', sidebar: true, roles: ADMIN },
  { path: '/settings/contracts', id: 'settings.contracts', label: 'nav.routes.settings_contracts', group: 'settings', area: 'settings', sidebar: true, roles: CONTRACTS },
  { path: '/settings/contacts', id: 'settings.contacts', label: 'nav.routes.settings_contacts', group: 'settings', area: 'settings', sidebar: true, roles: CONTACTS },
  { path: '/settings/payment', id: 'settings.payment', label: 'nav.routes.settings_payment', group: 'settings', area: 'settings', sidebar: true, roles: ADMIN },
  { path: '/settings/account', id: 'settings.account', label: 'nav.routes.settings_account', group: 'settings', area: 'settings', sidebar: true, roles: ADMIN },
  { path: '/settings/shipment', id: 'settings.shipment', label: 'nav.routes.settings_shipment', group: 'settings', area: 'settings', sidebar: true, roles: ADMIN },
  // Without an id it is the new-profile form, opened from /settings/shipment.
  { path: '/settings/shipment/profile/:id?', id: 'settings.shipment_profile', label: 'nav.routes.settings_shipment_profile', group: 'settings', area: 'settings', sidebar: false, roles: ADMIN },
  { path: '/settings/shipment/template', id: 'settings.shipment_template', label: 'nav.routes.settings_shipment_template', group: 'settings', area: 'settings', sidebar: true, roles: ADMIN },
  { path: '/settings/brands', id: 'settings.brands', label: 'nav.routes.settings_brands', group: 'settings', area: 'settings', sidebar: true, roles: ADMIN },
  { path: '/settings/brands/:id', id: 'settings.brand', label: 'nav.routes.settings_brand', group: 'settings', area: 'settings', sidebar: false, roles: ADMIN },
  { path: '/settings/zones', id: 'settings.zones', label: 'nav.routes.settings_zones', group: 'settings', area: 'settings', sidebar: true, roles: ADMIN },
  { path: '/settings/zones/:id', id: 'settings.zone', label: 'nav.routes.settings_zone', group: 'settings', area: 'settings', sidebar: false, roles: ADMIN },
  { path: '/settings/cgw', id: 'settings.cgw', label: 'nav.routes.settings_cgw', group: 'settings', area: 'settings', sidebar: true, roles: ADMIN },
  { path: '/settings/cgw/:id', id: 'settings.cgw_detail', label: 'nav.routes.settings_cgw_detail', group: 'settings', area: 'settings', sidebar: false, roles: ADMIN },
  { path: '/settings/order', id: 'settings.order', label: 'nav.routes.settings_order', group: 'settings', area: 'settings', sidebar: true, roles: ADMIN },
  { path: '/settings/order/order_payment', id: 'settings.order_payment', label: 'nav.routes.settings_order_payment', group: 'settings', area: 'settings', sidebar: true, roles: ADMIN },
  { path: '/settings/stock_locations', id: 'settings.stock_locations', label: 'nav.routes.settings_stock_locations', group: 'settings', area: 'settings', sidebar: true, roles: ADMIN },
  { path: '/settings/stock_locations/:id', id: 'settings.stock_location', label: 'nav.routes.settings_stock_location', group: 'settings', area: 'settings', sidebar: false, roles: ADMIN },
  { path: '/settings/sizing_guides', id: 'settings.sizing_guides', label: 'nav.routes.settings_sizing_guides', group: 'settings', area: 'settings', sidebar: true, roles: ADMIN },
  { path: '/settings/sizing_guides/:id', id: 'settings.sizing_guide', label: 'nav.routes.settings_sizing_guide', group: 'settings', area: 'settings', sidebar: false, roles: ADMIN },
] as const satisfies readonly RouteDef[];

// "/{id} variants where applicable": given to the resources edited on a page of their own; the
// logs, bounces, blacklist and return reasons/sources are plain lists edited in place.
export const SYSTEM_ROUTES = [
  { path: '/system', id: 'system.index', label: 'nav.routes.system_index', group: 'system', area: 'system', sidebar: true, roles: SYSTEM },
  { path: '/system/websites', id: 'system.websites', label: 'nav.routes.system_websites', group: 'system', area: 'system', sidebar: true, roles: SYSTEM },
  { path: '/system/websites/:id', id: 'system.website', label: 'nav.routes.system_website', group: 'system', area: 'system', sidebar: false, roles: SYSTEM },
  { path: '/system/applications', id: 'system.applications', label: 'nav.routes.system_applications', group: 'system', area: 'system', sidebar: true, roles: SYSTEM },
  { path: '/system/applications/:id', id: 'system.application', label: 'nav.routes.system_application', group: 'system', area: 'system', sidebar: false, roles: SYSTEM },
  { path: '/system/organizations', id: 'system.organizations', label: 'nav.routes.system_organizations', group: 'system', area: 'system', sidebar: true, roles: SYSTEM },
  { path: '/system/organizations/:id', id: 'system.organization', label: 'nav.routes.system_organization', group: 'system', area: 'system', sidebar: false, roles: SYSTEM },
  { path: '/system/e_ticket_templates', id: 'system.e_ticket_templates', label: 'nav.routes.system_e_ticket_templates', group: 'system', area: 'system', sidebar: true, roles: SYSTEM },
  { path: '/system/e_ticket_templates/:id', id: 'system.e_ticket_template', label: 'nav.routes.system_e_ticket_template', group: 'system', area: 'system', sidebar: false, roles: SYSTEM },
  { path: '/system/sync_log', id: 'system.sync_log', label: 'nav.routes.system_sync_log', group: 'system', area: 'system', sidebar: true, roles: SYSTEM },
  // §7 logs: not in §2's list; the sync log and the jobs read as one, beside the sync log
  { path: '/system/logs', id: 'system.logs', label: 'nav.routes.system_logs', group: 'system', area: 'system', sidebar: true, roles: SYSTEM },
  { path: '/system/store_locations', id: 'system.store_locations', label: 'nav.routes.system_store_locations', group: 'system', area: 'system', sidebar: true, roles: SYSTEM },
  { path: '/system/store_locations/:id', id: 'system.store_location', label: 'nav.routes.system_store_location', group: 'system', area: 'system', sidebar: false, roles: SYSTEM },
  { path: '/system/erp_integrations', id: 'system.erp_integrations', label: 'nav.routes.system_erp_integrations', group: 'system', area: 'system', sidebar: true, roles: SYSTEM },
  { path: '/system/erp_integrations/:id', id: 'system.erp_integration', label: 'nav.routes.system_erp_integration', group: 'system', area: 'system', sidebar: false, roles: SYSTEM },
  { path: '/system/payment_return_reasons', id: 'system.payment_return_reasons', label: 'nav.routes.system_payment_return_reasons', group: 'system', area: 'system', sidebar: true, roles: SYSTEM },
  { path: '/system/payment_return_sources', id: 'system.payment_return_sources', label: 'nav.routes.system_payment_return_sources', group: 'system', area: 'system', sidebar: true, roles: SYSTEM },
  { path: '/system/brands', id: 'system.brands', label: 'nav.routes.system_brands', group: 'system', area: 'system', sidebar: true, roles: SYSTEM_PRODUCT },
  { path: '/system/brands/:id', id: 'system.brand', label: 'nav.routes.system_brand', group: 'system', area: 'system', sidebar: false, roles: SYSTEM_PRODUCT },
  { path: '/system/bounces', id: 'system.bounces', label: 'nav.routes.system_bounces', group: 'system', area: 'system', sidebar: true, roles: SYSTEM },
  { path: '/system/lease_blacklists', id: 'system.lease_blacklists', label: 'nav.routes.system_lease_blacklists', group: 'system', area: 'system', sidebar: true, roles: SYSTEM, features: LEASING_SITE },
  { path: '/system/air/ports', id: 'system.air_ports', label: 'nav.routes.system_air_ports', group: 'system', area: 'system', sidebar: true, roles: SYSTEM, features: AIR_SITE },
  { path: '/system/air/ports/:id', id: 'system.air_port', label: 'nav.routes.system_air_port', group: 'system', area: 'system', sidebar: false, roles: SYSTEM, features: AIR_SITE },
  { path: '/system/air/lines', id: 'system.air_lines', label: 'nav.routes.system_air_lines', group: 'system', area: 'system', sidebar: true, roles: SYSTEM, features: AIR_SITE },
  { path: '/system/air/lines/:id', id: 'system.air_line', label: 'nav.routes.system_air_line', group: 'system', area: 'system', sidebar: false, roles: SYSTEM, features: AIR_SITE },
  { path: '/system/air/crafts', id: 'system.air_crafts', label: 'nav.routes.system_air_crafts', group: 'system', area: 'system', sidebar: true, roles: SYSTEM, features: AIR_SITE },
  { path: '/system/air/crafts/:id', id: 'system.air_craft', label: 'nav.routes.system_air_craft', group: 'system', area: 'system', sidebar: false, roles: SYSTEM, features: AIR_SITE },
] as const satisfies readonly RouteDef[];
