import { eq } from 'drizzle-orm';
import type { Viewer } from '../../shared/roles/access.js';
import type { Role } from '../../shared/roles/roles.js';
import type { MemberWebsite } from '../../shared/schema/tenancy.js';
import { schema, type Db } from '../db/index.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import type { Principal } from './principal.js';

/** Where a call acts (spec §6, §7): the selected website and tenant, and the roles they give. */
export interface Scope {
  website: MemberWebsite | null;
  /** The website sent as `website_id`, if any: lists of per-website data keep to it (§6). */
  websiteId: number | null;
  /** The vendor sent as `vendor_id`, if any. */
  vendorId: number | null;
  /** Vendors whose data the call may touch: `all`, or a list (never empty for a confined user). */
  vendorIds: number[] | 'all';
  /** Effective roles: the user's, the website's and the tenant's, together. */
  roles: Role[];
  viewer: Viewer;
}

function parseId(name: string, raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const value = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value <= 0) throw badRequest({ [name]: 'must be a positive integer' });
  return value;
}

export async function resolveScope(db: Db, principal: Principal, rawVendorId: unknown, rawWebsiteId: unknown): Promise<Scope> {
  const cacheable = (rawVendorId === undefined || typeof rawVendorId === 'string') && (rawWebsiteId === undefined || typeof rawWebsiteId === 'string');
  const key = cacheable ? `${rawVendorId ?? ''}|${rawWebsiteId ?? ''}` : null;
  const cached = key === null ? undefined : principal.scopes.get(key);
  if (cached) return cached;
  const scope = await computeScope(db, principal, rawVendorId, rawWebsiteId);
  if (key !== null && principal.scopes.size < 100) principal.scopes.set(key, scope);
  return scope;
}

async function computeScope(db: Db, principal: Principal, rawVendorId: unknown, rawWebsiteId: unknown): Promise<Scope> {
  const vendorId = parseId('vendor_id', rawVendorId);
  const websiteId = parseId('website_id', rawWebsiteId);

  let website: MemberWebsite | null = principal.websites[0] ?? null;
  if (websiteId !== null) {
    website = principal.websites.find((w) => w.id === websiteId) ?? null;
    // admins hold every website, so one missing for them does not exist at all
    if (!website) throw principal.isAdmin ? notFound('No such website') : forbidden('You do not belong to this website');
  }

  const roles = new Set<Role>([...principal.roles, ...(website?.roles ?? [])]);
  let vendorIds: Scope['vendorIds'];
  if (vendorId !== null) {
    const membership = principal.vendors.find((v) => v.id === vendorId);
    if (!membership && !principal.isAdmin) throw forbidden('You do not belong to this merchant');
    if (!membership) {
      const [exists] = await db.select({ id: schema.vendors.id }).from(schema.vendors).where(eq(schema.vendors.id, vendorId)).limit(1);
      if (!exists) throw notFound('No such merchant');
    }
    membership?.roles.forEach((r) => roles.add(r));
    vendorIds = [vendorId];
  } else if (!principal.isAdmin && principal.vendors.length > 0) {
    // A merchant account stays inside its own vendors even when the request names none.
    principal.vendors.forEach((v) => v.roles.forEach((r) => roles.add(r)));
    vendorIds = principal.vendors.map((v) => v.id);
  } else {
    vendorIds = 'all';
  }

  const effective = [...roles];
  return {
    website,
    websiteId,
    vendorId,
    vendorIds,
    roles: effective,
    viewer: {
      roles: effective,
      isAdmin: principal.isAdmin,
      tenantId: vendorId,
      website: website ? { index: website.index, features: website.features } : null,
    },
  };
}

/** True when the scope lets the call touch this vendor's data. */
export function inScope(scope: Scope, vendorId: number | null): boolean {
  return scope.vendorIds === 'all' || (vendorId !== null && scope.vendorIds.includes(vendorId));
}
