/**
 * The navigation catalogue: every logged-in route of the spec's §2 as data, in sidebar order.
 * The web router, the sidebar, the palette and the server read it through `visibility.ts`.
 *
 * Reading of §2's shorthand: a bare name after an area's first path ("/report/lease, order") is a
 * path under that area's prefix (/report/order), "and /{id}" adds a detail route, and a route
 * without a role list in §2 has `roles: true` unless its file says why it has one.
 */
import type { RouteDef } from './routes/def.js';
import { CONTENT_ROUTES } from './routes/content.js';
import { FULFILLMENT_ROUTES } from './routes/fulfillment.js';
import { DASHBOARD_ROUTES, OTHER_ROUTES, WHATS_NEW_ROUTES } from './routes/general.js';
import { MARKETING_ROUTES } from './routes/marketing.js';
import { MERCHANT_ROUTES, MERCHANT_SETTINGS_ROUTES } from './routes/merchant.js';
import { AIR_ROUTES, ORDERS_ROUTES } from './routes/orders.js';
import { PRODUCTS_ROUTES, PROMOTIONS_ROUTES } from './routes/products.js';
import { REPORTS_ROUTES } from './routes/reports.js';
import { SETTINGS_ROUTES, SYSTEM_ROUTES } from './routes/settings.js';
import { GATEWAY_ROUTES, USERS_ROUTES, WARRANTIES_ROUTES } from './routes/users.js';

export { AREAS, SIDEBAR_GROUPS } from './routes/def.js';
export type {
  Area, GroupLabel, PublicRouteDef, RouteBadge, RouteDef, RouteGroup, RouteLabel, SidebarGroupId,
} from './routes/def.js';
export { PUBLIC_ROUTES } from './routes/general.js';

/** Order matters: the sidebar lists items in it, and the first allowed route is taken from it. */
export const ROUTES = [
  ...DASHBOARD_ROUTES,
  ...ORDERS_ROUTES,
  ...AIR_ROUTES,
  ...PRODUCTS_ROUTES,
  ...PROMOTIONS_ROUTES,
  ...FULFILLMENT_ROUTES,
  ...CONTENT_ROUTES,
  ...REPORTS_ROUTES,
  ...MERCHANT_ROUTES,
  ...MERCHANT_SETTINGS_ROUTES,
  ...MARKETING_ROUTES,
  ...USERS_ROUTES,
  ...GATEWAY_ROUTES,
  ...WARRANTIES_ROUTES,
  ...SETTINGS_ROUTES,
  ...SYSTEM_ROUTES,
  ...WHATS_NEW_ROUTES,
  ...OTHER_ROUTES,
] as const satisfies readonly RouteDef[];

/** One entry of the catalogue, with its literal id, path and roles. */
export type Route = (typeof ROUTES)[number];
export type RouteId = Route['id'];
