import { ROUTES, type Route, type RouteId } from '../roles/routes.js';
import type { AnyCommand } from './define.js';
import { REPORTS } from '../reports/catalogue.js';

export { screenPath } from './screen-path.js';

/**
 * Where each operation lives in the web console: the screen (a route of the route catalogue)
 * whose form or buttons run it. `bo <verb> --help` names it, so a person scripting a thing learns
 * where to see it done, as the palette's `bo` line teaches the other way (issue 15).
 *
 * Read in this order: the command's own entry, then its noun (`order.` → the order's page), then
 * the first sidebar screen of its area, so a new area's commands have a screen without an entry
 * here. `null`: no screen runs it (sign-in, the palette's own search).
 */
const BY_ID: Readonly<Record<string, RouteId | null>> = {
  'auth.login': null, 'auth.facebook': null, 'auth.logout': null, 'auth.options': null,
  'system.search': null,
  'website.list': 'system.websites',
  'vendor.list': 'users.merchants',
  'merchant.dashboard': 'merchant.dashboard', 'merchant.sellers': 'merchant.seller', 'merchant.brand': 'merchant.brand',
  'merchant.bank_change': 'merchant.infos', 'merchant.bank_change_approve': 'merchant.infos', 'merchant.bank_change_reject': 'merchant.infos',
  'dashboard.summary': 'dashboard',
  'notification.list': 'profile', 'notification.read': 'profile', 'notification_settings.get': 'profile', 'notification_settings.update': 'profile',
  'user.me': 'profile', 'user.settings': 'profile', 'user.settings_update': 'profile', 'user.profile_update': 'profile',
  'user.list': 'users.list', 'user.search': 'users.list', 'user.create': 'users.list',
  'order.list': 'orders.list', 'orders.batch': 'orders.list', 'orders.batch_cancel': 'orders.list',
  'order.lease_list': 'orders.leasing', 'order.notes': 'orders.notes', 'order.print_data': 'orders.printings',
  'order.create': 'orders.new', 'order.preview': 'orders.new', 'order.customer_search': 'orders.new', 'order.item_search': 'orders.new',
  'order.payment_methods': 'orders.new', 'order.auto_cancel': 'settings.order',
  'product.create': 'products.new', 'product.import': 'products.mass', 'product.import_start': 'products.mass',
  'product.mass_update': 'products.price_update', 'product.search': 'products.all',
  'variant.update_stock': 'products.stock', 'variant.stock_items': 'products.stock', 'variant.stock_movements': 'products.stock',
  'keyword.list': 'products.keywords',
  'e_ticket.list': 'e_tickets.list',
  'sms.report': 'reports.sms_list', 'sms.report_date': 'reports.sms_date',
  // every declared report on its own route; export and rebuild from the reports' index
  ...Object.fromEntries(REPORTS.map((r) => [`report.${r.name}`, r.route])),
  'report.export': 'reports.overview', 'report.rebuild': 'reports.overview',
  'push.app': 'marketing.push', 'push.devices': 'marketing.devices', 'push.devices_sync': 'marketing.devices',
  // the apps link their device themselves: no console screen runs it
  'push.link_device': null,
  'push.segments': 'marketing.segments', 'push.segment_get': 'marketing.segment', 'push.segment_create': 'marketing.segment',
  'push.segment_update': 'marketing.segment', 'push.segment_delete': 'marketing.segment', 'push.segment_push': 'marketing.segment_push',
  'push.notifications': 'marketing.notifications', 'push.notification_get': 'marketing.notification',
  'push.notification_delete': 'marketing.notification', 'push.notification_create': 'marketing.notification_create',
};

const BY_NOUN: Readonly<Record<string, RouteId>> = {
  order: 'orders.detail', orders: 'orders.list', payment: 'orders.detail', shipment: 'orders.detail', ebarimt: 'orders.detail',
  line_item: 'orders.detail', adjustment: 'orders.detail', payment_return: 'orders.detail',
  user: 'users.detail',
  product: 'products.all', image: 'products.all', relation: 'products.all', variant: 'products.variants',
  taxonomy: 'products.taxonomy', taxon: 'products.taxonomy', listing: 'products.listings', badge: 'products.badges',
  review: 'products.reviews', search_index: 'products.elastic_products', option_type: 'products.option_types',
  option_value: 'products.option_values', property: 'products.properties', prototype: 'products.prototypes',
  stock_location: 'settings.stock_locations', brand: 'settings.brands',
  merchant_info: 'merchant.infos', merchant_store_location: 'merchant_settings.store_location',
  help: 'help.index', jobs: 'jobs', sms: 'marketing.sms',
  // the e-ticket area has no sidebar screen (§2): its commands live on the ticket's page, the list on the list
  e_ticket: 'e_tickets.detail',
};

const byId = new Map<string, Route>(ROUTES.map((r) => [r.id, r]));

/** The screen an operation lives on, or null. */
export function screenOf(command: Pick<AnyCommand, 'id' | 'area'>): Route | null {
  if (Object.hasOwn(BY_ID, command.id)) {
    const id = BY_ID[command.id];
    return id ? byId.get(id) ?? null : null;
  }
  const noun = BY_NOUN[command.id.slice(0, command.id.indexOf('.'))];
  if (noun) return byId.get(noun) ?? null;
  return ROUTES.find((r) => r.area === command.area && r.sidebar) ?? null;
}
