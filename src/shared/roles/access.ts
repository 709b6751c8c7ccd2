import { ADMIN_ROLE, MERCHANT_ROLES, type Role } from './roles.js';

/**
 * Who may see a route or run a command: the same shape on both, so the web router, the sidebar,
 * the palette and the server's guard all answer with `canAccess` below.
 */
export interface AccessRule {
  /** `true`: any signed-in user. Otherwise the item is shown when one of these roles is held. */
  readonly roles: true | readonly Role[];
  /** Only on websites with one of these indexes (e.g. `sashka` for the amway report). */
  readonly websites?: readonly string[];
  /** Only on websites with one of these features (e.g. `air_booking`, `leasing`). */
  readonly features?: readonly string[];
  /** Makes sense only with a selected tenant (vendor): even an admin needs one. */
  readonly tenantOnly?: boolean;
  /**
   * Not for a merchant-only user (`merchant` and only MERCHANT_ROLES): the platform's own
   * people (admin users, drivers) are outside his scope, so such a screen would always stand empty.
   */
  readonly notForMerchants?: boolean;
}

export interface Viewer {
  /** Effective roles: the union of the user's, the selected website's and the tenant's (§6). */
  readonly roles: readonly Role[];
  /** The user's own (global) roles include admin. */
  readonly isAdmin: boolean;
  /** Selected vendor, or null for none / all. */
  readonly tenantId: number | null;
  readonly website: { readonly index: string; readonly features: readonly string[] } | null;
}

export function isAdminRoles(userRoles: readonly string[]): boolean {
  return userRoles.includes(ADMIN_ROLE);
}

export function canAccess(rule: AccessRule, viewer: Viewer): boolean {
  if (rule.websites && !(viewer.website && rule.websites.includes(viewer.website.index))) return false;
  if (rule.features && !(viewer.website && rule.features.some((f) => viewer.website!.features.includes(f)))) {
    return false;
  }
  if (rule.tenantOnly && viewer.tenantId === null) return false;
  if (rule.notForMerchants && isMerchantOnly(viewer)) return false;
  if (rule.roles === true) return true;
  // §6: admins without a selected tenant see everything; with a tenant they see what their roles match.
  if (viewer.isAdmin && viewer.tenantId === null) return true;
  return rule.roles.some((r) => viewer.roles.includes(r));
}

/** A merchant's account: no admin, `merchant`, and every role one a vendor gives its people. */
export function isMerchantOnly(viewer: Viewer): boolean {
  return !viewer.isAdmin && viewer.roles.includes('merchant') && viewer.roles.every((r) => MERCHANT_ROLES.includes(r));
}
