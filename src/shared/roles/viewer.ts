import type { MemberVendor, MemberWebsite } from '../schema/tenancy.js';
import { isAdminRoles, type Viewer } from './access.js';
import type { Role } from './roles.js';

export interface ViewerSource {
  readonly roles: readonly Role[];
  readonly websites: readonly MemberWebsite[];
  readonly vendors: readonly MemberVendor[];
}

/**
 * The viewer the server computes for a call (src/server/auth/scope.ts), computed on the client from
 * the current user and the chosen website and vendor, so the web and `bo` hide exactly what the
 * server would refuse. `vendorId` null means none or `all`.
 */
export function viewerFor(
  me: ViewerSource,
  website: { readonly index: string; readonly features: readonly string[]; readonly roles: readonly Role[] } | null,
  vendorId: number | null,
): Viewer {
  const isAdmin = isAdminRoles(me.roles);
  const roles = new Set<Role>([...me.roles, ...(website?.roles ?? [])]);
  if (vendorId !== null) {
    me.vendors.find((v) => v.id === vendorId)?.roles.forEach((r) => roles.add(r));
  } else if (!isAdmin) {
    // a merchant account is confined to its own vendors, and holds their roles, even with none chosen
    me.vendors.forEach((v) => v.roles.forEach((r) => roles.add(r)));
  }
  return {
    roles: [...roles],
    isAdmin,
    tenantId: vendorId,
    website: website ? { index: website.index, features: website.features } : null,
  };
}
