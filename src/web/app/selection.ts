import type { MemberVendor, MemberWebsite } from '../../shared/schema/tenancy.js';
import type { Role } from '../../shared/roles/roles.js';
import type { Persisted } from './persisted.js';

/** The website a user with none is shown under (§4): the main shop, no roles of its own. */
export const DEFAULT_WEBSITE = { index: 'product', roles: [] as Role[] } as const;

export interface SelectedWebsite { id: number | null; index: string; name: string; roles: readonly Role[]; features: readonly string[] }

export interface Selection {
  website: SelectedWebsite;
  /** null: none chosen, or `all`. */
  vendorId: number | null;
}

/**
 * The website and tenant the console acts for, from the persisted choice and the user's lists:
 * a stored choice is kept while it is still in the lists, otherwise the first website, otherwise
 * the default; a website where the user is a merchant, with no tenant chosen, takes his first vendor.
 */
export function resolveSelection(
  me: { websites: readonly MemberWebsite[]; vendors: readonly MemberVendor[]; isAdmin: boolean },
  persisted: Pick<Persisted, 'tenantId' | 'websiteIndex'>,
): Selection {
  const member = me.websites.find((w) => w.index === persisted.websiteIndex) ?? me.websites[0];
  const website: SelectedWebsite = member
    ? { id: member.id, index: member.index, name: member.name, roles: member.roles, features: member.features }
    : { id: null, index: DEFAULT_WEBSITE.index, name: DEFAULT_WEBSITE.index, roles: DEFAULT_WEBSITE.roles, features: [] };

  let vendorId: number | null = null;
  // an admin may act for any vendor, so his choice is kept; others only within their own vendors
  if (typeof persisted.tenantId === 'number' && (me.isAdmin || me.vendors.some((v) => v.id === persisted.tenantId))) {
    vendorId = persisted.tenantId;
  } else if (persisted.tenantId !== 'all' && website.roles.includes('merchant') && me.vendors[0]) {
    vendorId = me.vendors[0].id;
  }
  return { website, vendorId };
}
