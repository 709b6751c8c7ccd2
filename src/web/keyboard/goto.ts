import type { Viewer } from '../../shared/roles/access.js';
import type { Route, RouteId } from '../../shared/roles/routes.js';
import { linkPath, visibleRoutes } from '../../shared/roles/visibility.js';

/**
 * `g` then a letter goes to an area (issue 3, point 8). Each letter lists candidate routes, the
 * first one the viewer may open wins: a merchant's `g o` is his own orders, a staff member's the
 * orders list. A letter with no visible candidate is not offered at all.
 */
export const GOTO_KEYS: readonly { readonly key: string; readonly routes: readonly RouteId[] }[] = [
  { key: 'd', routes: ['dashboard', 'merchant.dashboard'] },
  { key: 'o', routes: ['orders.list', 'merchant.orders'] },
  { key: 'p', routes: ['products.all', 'merchant.ordered_products'] },
  { key: 'u', routes: ['users.list', 'users.admins'] },
  { key: 'c', routes: ['content.pages'] },
  { key: 'm', routes: ['marketing.campaigns', 'marketing.push'] },
  { key: 'r', routes: ['reports.overview', 'merchant.report'] },
  { key: 'f', routes: ['fulfillment.overview'] },
  { key: 'h', routes: ['help.index', 'help.guide'] },
  { key: 's', routes: ['profile'] },
  { key: 't', routes: ['settings.index', 'merchant_settings.contacts'] },
  { key: 'y', routes: ['system.index'] },
];

export interface GotoShortcut {
  readonly key: string;
  readonly route: Route;
  readonly href: string;
}

/** The `g` table of this viewer, in GOTO_KEYS order. */
export function gotoShortcuts(viewer: Viewer): GotoShortcut[] {
  const visible = new Map(visibleRoutes(viewer).map((r) => [r.id as RouteId, r]));
  const out: GotoShortcut[] = [];
  for (const { key, routes } of GOTO_KEYS) {
    for (const id of routes) {
      const route = visible.get(id);
      const href = route ? linkPath(route.path) : null;
      if (route && href !== null) {
        out.push({ key, route, href });
        break;
      }
    }
  }
  return out;
}
