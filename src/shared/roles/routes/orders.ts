import type { RouteDef } from './def.js';

// §2 gives the orders routes no list; these are the roles §6 names for orders.
const ORDERS = ['admin', 'orders', 'orders_view'] as const;
// Creating an order is no work for a view-only role.
const ORDERS_EDIT = ['admin', 'orders'] as const;
// An order's page opens for a merchant too, from /merchant/orders: the server shows him his lines and
// his share of the amounts, and the buttons his roles allow.
const ORDER_PAGE = [...ORDERS, 'merchant'] as const;
// §2 gives air booking no list; §6's air_booking / air_book roles exist for it and nothing else.
const AIR = ['admin', 'air_booking', 'air_book'] as const;
// Air booking is shown for one website only (§1, §6): the one with the air_booking feature.
const AIR_SITE = ['air_booking'] as const;

export const ORDERS_ROUTES = [
  { path: '/orders/list', id: 'orders.list', label: 'nav.routes.orders_list', group: 'orders', area: 'orders', sidebar: true, roles: ORDERS },
  // Not among the Orders group's items (List, Leasing, Notes, Printings): reached from the list.
  { path: '/orders/new', id: 'orders.new', label: 'nav.routes.orders_new', group: 'orders', area: 'orders', sidebar: false, roles: ORDERS_EDIT },
  { path: '/orders/leasing', id: 'orders.leasing', label: 'nav.routes.orders_leasing', group: 'orders', area: 'orders', sidebar: true, badge: 'new', roles: ORDERS, features: ['leasing'] },
  { path: '/orders/notes', id: 'orders.notes', label: 'nav.routes.orders_notes', group: 'orders', area: 'orders', sidebar: true, roles: ORDERS },
  { path: '/orders/printings', id: 'orders.printings', label: 'nav.routes.orders_printings', group: 'orders', area: 'orders', sidebar: true, roles: ORDERS },
  { path: '/orders/:number?/:tab?', id: 'orders.detail', label: 'nav.routes.orders_detail', group: 'orders', area: 'orders', sidebar: false, roles: ORDER_PAGE },
] as const satisfies readonly RouteDef[];

export const AIR_ROUTES = [
  { path: '/air/booking', id: 'air.bookings', label: 'nav.routes.air_bookings', group: 'air', area: 'air', sidebar: true, roles: AIR, features: AIR_SITE },
  { path: '/air/booking/:id', id: 'air.booking', label: 'nav.routes.air_booking', group: 'air', area: 'air', sidebar: false, roles: AIR, features: AIR_SITE },
  { path: '/air/booking/:id/logs', id: 'air.booking_logs', label: 'nav.routes.air_booking_logs', group: 'air', area: 'air', sidebar: false, roles: AIR, features: AIR_SITE },
  { path: '/air/ticket', id: 'air.tickets', label: 'nav.routes.air_tickets', group: 'air', area: 'air', sidebar: true, roles: AIR, features: AIR_SITE },
  // not in §2: where the website's supplier (URL, credentials) is set; the desk's managers only
  { path: '/air/supplier', id: 'air.supplier', label: 'nav.routes.air_supplier', group: 'air', area: 'air', sidebar: true, roles: ['admin', 'air_booking'], features: AIR_SITE },
] as const satisfies readonly RouteDef[];
