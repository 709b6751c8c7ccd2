import type { RouteDef } from './def.js';

// §2 gives fulfillment no list: the roles §6 names for preparing and collecting orders.
const FULFILLMENT = ['admin', 'fulfillment', 'collector', 'collect'] as const;

// §2 writes "/fulfillment, /fulfillment/ordered_products, /by_vendor, …, /delivery/sheet": the short
// forms are read under /fulfillment, like the bare names of the other areas under their prefix.
export const FULFILLMENT_ROUTES = [
  { path: '/fulfillment', id: 'fulfillment.overview', label: 'nav.routes.fulfillment_overview', group: 'fulfillment', area: 'fulfillment', sidebar: true, roles: FULFILLMENT },
  { path: '/fulfillment/ordered_products', id: 'fulfillment.ordered_products', label: 'nav.routes.fulfillment_ordered_products', group: 'fulfillment', area: 'fulfillment', sidebar: true, roles: FULFILLMENT },
  { path: '/fulfillment/by_vendor', id: 'fulfillment.by_vendor', label: 'nav.routes.fulfillment_by_vendor', group: 'fulfillment', area: 'fulfillment', sidebar: true, roles: FULFILLMENT },
  { path: '/fulfillment/pivot', id: 'fulfillment.pivot', label: 'nav.routes.fulfillment_pivot', group: 'fulfillment', area: 'fulfillment', sidebar: true, roles: FULFILLMENT },
  { path: '/fulfillment/products_return', id: 'fulfillment.products_return', label: 'nav.routes.fulfillment_products_return', group: 'fulfillment', area: 'fulfillment', sidebar: true, roles: FULFILLMENT },
  { path: '/fulfillment/delivery/sheet', id: 'fulfillment.delivery_sheet', label: 'nav.routes.fulfillment_delivery_sheet', group: 'fulfillment', area: 'fulfillment', sidebar: true, roles: FULFILLMENT },
  { path: '/fulfillment/delivery/driver_report', id: 'fulfillment.delivery_driver_report', label: 'nav.routes.fulfillment_delivery_driver_report', group: 'fulfillment', area: 'fulfillment', sidebar: true, roles: FULFILLMENT },
  { path: '/fulfillment/delivery/calendar', id: 'fulfillment.delivery_calendar', label: 'nav.routes.fulfillment_delivery_calendar', group: 'fulfillment', area: 'fulfillment', sidebar: true, roles: FULFILLMENT },
  { path: '/fulfillment/delivery/locations', id: 'fulfillment.delivery_locations', label: 'nav.routes.fulfillment_delivery_locations', group: 'fulfillment', area: 'fulfillment', sidebar: true, roles: FULFILLMENT },
  { path: '/fulfillment/delivery/map', id: 'fulfillment.delivery_map', label: 'nav.routes.fulfillment_delivery_map', group: 'fulfillment', area: 'fulfillment', sidebar: true, roles: FULFILLMENT },
] as const satisfies readonly RouteDef[];
