import type { AccessRule } from '../access.js';
import type enNav from '../../i18n/en/nav.js';

/**
 * The sidebar groups of the spec's §2, in its order. A label is a key of `nav.groups`, so a
 * group without an English message fails type-check (and a test checks the Mongolian one).
 */
export const SIDEBAR_GROUPS = [
  { id: 'dashboard', label: 'nav.groups.dashboard' },
  { id: 'orders', label: 'nav.groups.orders' },
  { id: 'air', label: 'nav.groups.air' },
  { id: 'products', label: 'nav.groups.products' },
  { id: 'promotions', label: 'nav.groups.promotions' },
  { id: 'fulfillment', label: 'nav.groups.fulfillment' },
  { id: 'content', label: 'nav.groups.content' },
  { id: 'reports', label: 'nav.groups.reports' },
  { id: 'merchant', label: 'nav.groups.merchant' },
  { id: 'merchant_settings', label: 'nav.groups.merchant_settings' },
  { id: 'marketing', label: 'nav.groups.marketing' },
  { id: 'users', label: 'nav.groups.users' },
  { id: 'corporate_gateway', label: 'nav.groups.corporate_gateway' },
  { id: 'warranties', label: 'nav.groups.warranties' },
  { id: 'settings', label: 'nav.groups.settings' },
  { id: 'system', label: 'nav.groups.system' },
  { id: 'whats_new', label: 'nav.groups.whats_new' },
] as const satisfies readonly { id: string; label: GroupLabel }[];

export type SidebarGroupId = (typeof SIDEBAR_GROUPS)[number]['id'];
/** `none`: reachable by link, header or palette only (/profile, /help, detail pages of no group). */
export type RouteGroup = SidebarGroupId | 'none';

/** The area folders of DESIGN.md; `dashboard` has no folder of commands but a screen of its own. */
export const AREAS = [
  'dashboard', 'orders', 'products', 'promotions', 'fulfillment', 'content', 'marketing', 'reports',
  'merchant', 'users', 'gateway', 'warranties', 'suppliers', 'settings', 'system', 'air', 'eticket', 'help', 'jobs',
] as const;
export type Area = (typeof AREAS)[number];

export type RouteBadge = keyof typeof enNav.badges;
export type GroupLabel = `nav.groups.${keyof typeof enNav.groups & string}`;
export type RouteLabel = `nav.routes.${keyof typeof enNav.routes & string}`;

export interface RouteDef extends AccessRule {
  /** wouter pattern: `:name` a segment, `:name?` an optional one (only at the end). */
  readonly path: string;
  /** Stable dotted id, `<path area>.<name>`; the label key is the id with dots turned to `_`. */
  readonly id: string;
  readonly label: RouteLabel;
  readonly group: RouteGroup;
  readonly area: Area;
  /** Shown as a sidebar item of its group (detail, creation and import pages are not). */
  readonly sidebar: boolean;
  readonly badge?: RouteBadge;
}

/** Routes outside the visibility rule: reachable without login. */
export interface PublicRouteDef {
  readonly path: string;
  readonly id: string;
  readonly label: RouteLabel;
  /** A signed-in user is sent to `/` instead (§2, /login). */
  readonly guestOnly?: boolean;
}
