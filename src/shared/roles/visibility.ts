import { canAccess, type Viewer } from './access.js';
import { ROUTES, SIDEBAR_GROUPS, type GroupLabel, type Route, type RouteDef, type SidebarGroupId } from './routes.js';

/**
 * What a viewer may open, and what the sidebar shows: the spec's §2 and §6 over the catalogue.
 * Every function takes the catalogue as an optional last argument so that tests (and a screen
 * narrowing a list, e.g. the palette) can apply the same rule to a subset.
 */

export function visibleRoutes(viewer: Viewer): Route[];
export function visibleRoutes<R extends RouteDef>(viewer: Viewer, routes: readonly R[]): R[];
export function visibleRoutes(viewer: Viewer, routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  return routes.filter((route) => canAccess(route, viewer));
}

export interface SidebarItem<R extends RouteDef = Route> {
  readonly route: R;
  /** The route's path without its optional segments: what a sidebar link points to. */
  readonly href: string;
}

export interface SidebarSection<R extends RouteDef = Route> {
  readonly id: SidebarGroupId;
  readonly label: GroupLabel;
  readonly items: readonly SidebarItem<R>[];
}

/** The §2 groups in order, each with its visible sidebar items in catalogue order; empty groups dropped. */
export function sidebar(viewer: Viewer): SidebarSection[];
export function sidebar<R extends RouteDef>(viewer: Viewer, routes: readonly R[]): SidebarSection<R>[];
export function sidebar(viewer: Viewer, routes: readonly RouteDef[] = ROUTES): SidebarSection<RouteDef>[] {
  const shown = visibleRoutes(viewer, routes).filter((route) => route.sidebar);
  const sections: SidebarSection<RouteDef>[] = [];
  for (const group of SIDEBAR_GROUPS) {
    const items: SidebarItem<RouteDef>[] = [];
    for (const route of shown) {
      if (route.group !== group.id) continue;
      const href = linkPath(route.path);
      if (href !== null) items.push({ route, href });
    }
    if (items.length > 0) sections.push({ id: group.id, label: group.label, items });
  }
  return sections;
}

/**
 * Where to send a signed-in user who opened `/` or an unknown path: `/dashboard` when allowed,
 * else the first visible route that needs no parameter (optional ones are dropped from the link).
 * null when nothing is visible: the caller logs the user out (§2, §8). With the full catalogue
 * this cannot happen, as /dashboard is open to every signed-in user; the check stays so that the
 * rule holds if the dashboard ever gets a role list.
 */
export function firstAllowedRoute(viewer: Viewer, routes: readonly RouteDef[] = ROUTES): string | null {
  let first: string | null = null;
  for (const route of routes) {
    if (!canAccess(route, viewer)) continue;
    const href = linkPath(route.path);
    if (href === '/dashboard') return href;
    if (first === null && href !== null) first = href;
  }
  return first;
}

/**
 * Where a signed-in user lands (`/`, after sign-in): a screen he can use, not merely one he may
 * open. `usable` tells a built screen whose data his roles can read (the dashboard's counts need
 * an orders role) from one that would stand empty. In order: the dashboard when usable; the first
 * usable route one of his own roles opens, in the sidebar group named after one of his roles
 * if there is one (routes open to everyone, as the profile, are nobody's work); the first route his roles open though not built yet (its page says so); the first usable
 * route; the first allowed one.
 */
export function homeRoute(viewer: Viewer, usable: (route: RouteDef) => boolean, routes: readonly RouteDef[] = ROUTES): string | null {
  const open = routes.filter((r) => canAccess(r, viewer) && linkPath(r.path) !== null);
  const his = (r: RouteDef) => r.roles !== true && (r.roles.some((role) => viewer.roles.includes(role)) || (viewer.isAdmin && viewer.tenantId === null));
  // a role that names a sidebar group works there first (a marketer in marketing, though he may
  // also read the promotions' prize draws, which come earlier in the sidebar)
  const ownGroup = (r: RouteDef) => (viewer.roles as readonly string[]).includes(r.group);
  const found = open.find((r) => linkPath(r.path) === '/dashboard' && usable(r))
    ?? open.find((r) => his(r) && ownGroup(r) && usable(r))
    ?? open.find((r) => his(r) && usable(r))
    ?? open.find((r) => his(r) && r.sidebar)
    ?? open.find(usable);
  return found ? linkPath(found.path) : firstAllowedRoute(viewer, routes);
}

/**
 * The catalogue entry a concrete path opens, or null for an unknown path. Query string, hash and a
 * trailing slash are ignored. When several patterns match, the most specific wins: segments are
 * compared left to right and a literal beats a parameter (`/orders/list` is the list, not the
 * order numbered "list"), as in wouter's and react-router's ranking.
 */
export function matchRoute(pathname: string): Route | null;
export function matchRoute<R extends { readonly path: string }>(pathname: string, routes: readonly R[]): R | null;
export function matchRoute(
  pathname: string,
  routes: readonly { readonly path: string }[] = ROUTES,
): { readonly path: string } | null {
  const parts = splitPathname(pathname);
  let best: { readonly path: string } | null = null;
  let bestRank: number[] = [];
  for (const route of routes) {
    const rank = rankMatch(splitPattern(route.path), parts);
    if (rank !== null && (best === null || compareRanks(rank, bestRank) > 0)) {
      best = route;
      bestRank = rank;
    }
  }
  return best;
}

/** The parameters a concrete path gives a pattern, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const segments = splitPattern(pattern);
  const parts = splitPathname(pathname);
  if (rankMatch(segments, parts) === null) return null;
  const params: Record<string, string> = {};
  segments.forEach((segment, i) => {
    const part = parts[i];
    if (segment.startsWith(':') && part !== undefined) params[paramName(segment)] = decode(part);
  });
  return params;
}

/** A pattern's path without its optional parameters, or null when it needs a parameter. */
export function linkPath(pattern: string): string | null {
  const kept: string[] = [];
  for (const segment of splitPattern(pattern)) {
    if (segment.startsWith(':')) {
      if (segment.endsWith('?')) break;
      return null;
    }
    kept.push(segment);
  }
  return `/${kept.join('/')}`;
}

const LITERAL = 2;
const PARAM = 1;

/** Per segment of the path, how it was matched; null when the pattern does not match. */
function rankMatch(segments: readonly string[], parts: readonly string[]): number[] | null {
  if (parts.length > segments.length) return null;
  const rank: number[] = [];
  for (const [i, segment] of segments.entries()) {
    const part = parts[i];
    const isParam = segment.startsWith(':');
    if (part === undefined) {
      if (isParam && segment.endsWith('?')) continue;
      return null;
    }
    if (isParam) rank.push(PARAM);
    else if (segment === part) rank.push(LITERAL);
    else return null;
  }
  return rank;
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** A pattern's `?` marks an optional parameter, so only a concrete path loses its query. */
function splitPattern(pattern: string): string[] {
  return pattern.split('/').filter((part) => part !== '');
}

function splitPathname(pathname: string): string[] {
  const end = pathname.search(/[?#]/);
  return splitPattern(end === -1 ? pathname : pathname.slice(0, end));
}

function paramName(segment: string): string {
  return segment.endsWith('?') ? segment.slice(1, -1) : segment.slice(1);
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
