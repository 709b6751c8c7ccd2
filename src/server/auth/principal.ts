import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { isAdminRoles } from '../../shared/roles/access.js';
import { isRole, type Role } from '../../shared/roles/roles.js';
import type { MemberVendor, MemberWebsite } from '../../shared/schema/tenancy.js';
import { schema, type Db } from '../db/index.js';
import type { Scope } from './scope.js';
import { SESSION_IDLE_MS } from './tokens.js';

const { sessions, users, websites, websiteMemberships, vendors, vendorMemberships } = schema;

export type UserRow = typeof users.$inferSelect;

/** The signed-in user with everything the guard and `users/me` need, loaded once per token. */
export interface Principal {
  sessionId: number;
  sessionExpiresAt: number;
  sessionLastUsedAt: number;
  user: UserRow;
  roles: Role[];
  isAdmin: boolean;
  /** Admins: every website (with the roles a membership adds, if any). Others: their memberships. */
  websites: MemberWebsite[];
  vendors: MemberVendor[];
  /** Scopes already resolved for this principal, by `vendor_id|website_id`: they live as long as it does. */
  scopes: Map<string, Scope>;
  /** `users/me` serialised once per principal: the call every screen makes first. */
  meJson?: string;
}

export const toRoles = (values: readonly string[]): Role[] => values.filter(isRole);

export async function loadPrincipal(db: Db, tokenHash: string): Promise<Principal | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  const { user, session } = row;
  const { websites: sites, vendors: memberVendors } = await loadMemberships(db, user.id, isAdminRoles(user.roles));
  return {
    sessionId: session.id,
    sessionExpiresAt: session.expiresAt.getTime(),
    sessionLastUsedAt: session.lastUsedAt.getTime(),
    user,
    roles: toRoles(user.roles),
    isAdmin: isAdminRoles(user.roles),
    websites: sites,
    vendors: memberVendors,
    scopes: new Map(),
  };
}

export async function loadMemberships(db: Db, userId: number, isAdmin: boolean) {
  const siteColumns = {
    id: websites.id, index: websites.index, domain: websites.domain, name: websites.name,
    features: websites.features, roles: websiteMemberships.roles,
  };
  const membership = and(eq(websiteMemberships.websiteId, websites.id), eq(websiteMemberships.userId, userId));
  const siteQuery = db.select(siteColumns).from(websites);
  const siteRows = await (isAdmin ? siteQuery.leftJoin(websiteMemberships, membership) : siteQuery.innerJoin(websiteMemberships, membership))
    .orderBy(asc(websites.id));
  const vendorRows = await db
    .select({ id: vendors.id, name: vendors.name, roles: vendorMemberships.roles })
    .from(vendorMemberships)
    .innerJoin(vendors, eq(vendors.id, vendorMemberships.vendorId))
    .where(eq(vendorMemberships.userId, userId))
    .orderBy(asc(vendors.id));
  return {
    websites: siteRows.map((w) => ({ ...w, roles: toRoles(w.roles ?? []) })),
    vendors: vendorRows.map((v) => ({ ...v, roles: toRoles(v.roles) })),
  };
}

/**
 * Token → principal for a few seconds, so the hot path (every call) costs no query. A change to a
 * user's roles or memberships clears it on this instance; other instances see it within the TTL.
 */
export class PrincipalCache {
  private entries = new Map<string, { principal: Principal; until: number }>();
  constructor(private ttlMs = 5_000, private max = 10_000) {}

  get(tokenHash: string, now: number): Principal | undefined {
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (hit.until < now || hit.principal.sessionExpiresAt < now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return hit.principal;
  }

  set(tokenHash: string, principal: Principal, now: number): void {
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(tokenHash, { principal, until: now + this.ttlMs });
  }

  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Slides the 30-day idle expiry, at most once a minute per session so reads stay reads. */
export async function touchSession(db: Db, principal: Principal, now: number): Promise<void> {
  if (now - principal.sessionLastUsedAt < 60_000) return;
  principal.sessionLastUsedAt = now;
  principal.sessionExpiresAt = now + SESSION_IDLE_MS;
  await db
    .update(sessions)
    .set({ lastUsedAt: new Date(now), expiresAt: new Date(now + SESSION_IDLE_MS) })
    .where(eq(sessions.id, principal.sessionId));
}
