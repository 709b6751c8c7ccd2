import { ADMIN_ROLE, ROLES, type Role } from './roles.js';

/**
 * Roles only an admin may grant or take away, in any of the three places a role lives: anything
 * else would let staff raise themselves or each other to the top.
 */
export const PRIVILEGED_ROLES: readonly Role[] = [ADMIN_ROLE, 'shop_admin', 'product_admin'];

/** Where a user's roles live: his own, per website, per vendor. Effective roles are their union (§6). */
export interface RolePlaces {
  roles: readonly Role[];
  websites: readonly { id: number; roles: readonly Role[] }[];
  vendors: readonly { id: number; roles: readonly Role[] }[];
}

/** A write of roles: each place left out stays as it is; a list given replaces the memberships. */
export interface RoleWrite {
  roles?: readonly Role[] | undefined;
  websites?: readonly { website_id: number; roles: readonly Role[] }[] | undefined;
  vendors?: readonly { vendor_id: number; roles: readonly Role[] }[] | undefined;
}

export interface Granter {
  /** An admin (the user's own roles hold admin) grants and removes anything. */
  isAdmin: boolean;
  /** The roles the granter holds where he acts (his effective roles). */
  roles: readonly Role[];
  /**
   * Roles that open no operation and no screen (customer, driver, the labels): giving one gives no
   * power, so whoever manages users may set it. Computed from the catalogues (`rolesOpeningNothing`),
   * so a role becomes guarded the day an operation lists it.
   */
  powerless?: ReadonlySet<Role>;
}

/** True when this granter may give or take this role: one he holds himself, never a privileged one. */
export function mayGrant(granter: Granter, role: Role): boolean {
  if (granter.isAdmin) return true;
  if (PRIVILEGED_ROLES.includes(role)) return false;
  return granter.roles.includes(role) || (granter.powerless?.has(role) ?? false);
}

/** Every role this granter may give or take, in catalogue order: what a role picker or a role filter offers him. */
export function grantableRoles(granter: Granter, all: readonly Role[] = ROLES): Role[] {
  return all.filter((r) => mayGrant(granter, r));
}

/** The roles no rule lists: neither an operation's nor a screen's. */
export function rolesOpeningNothing(all: readonly Role[], rules: readonly { readonly roles: true | readonly Role[] }[]): Set<Role> {
  const listed = new Set<Role>();
  for (const rule of rules) if (rule.roles !== true) rule.roles.forEach((r) => listed.add(r));
  return new Set(all.filter((r) => !listed.has(r)));
}

function byId(list: readonly { id: number; roles: readonly Role[] }[]): Map<number, Set<Role>> {
  const map = new Map<number, Set<Role>>();
  for (const { id, roles } of list) {
    const set = map.get(id) ?? new Set<Role>();
    roles.forEach((r) => set.add(r));
    map.set(id, set);
  }
  return map;
}

function changedIn(before: Map<number, Set<Role>>, after: Map<number, Set<Role>>, into: Set<Role>): void {
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(id) ?? new Set<Role>();
    const now = after.get(id) ?? new Set<Role>();
    for (const r of was) if (!now.has(r)) into.add(r);
    for (const r of now) if (!was.has(r)) into.add(r);
  }
}

/** Every role a write adds or removes anywhere: user roles, each website's and each vendor's. */
export function changedRoles(before: RolePlaces, write: RoleWrite): Role[] {
  const changed = new Set<Role>();
  if (write.roles) changedIn(byId([{ id: 0, roles: before.roles }]), byId([{ id: 0, roles: write.roles }]), changed);
  if (write.websites) changedIn(byId(before.websites), byId(write.websites.map((w) => ({ id: w.website_id, roles: w.roles }))), changed);
  if (write.vendors) changedIn(byId(before.vendors), byId(write.vendors.map((v) => ({ id: v.vendor_id, roles: v.roles }))), changed);
  return [...changed];
}

/**
 * The one rule for every call that writes roles: the roles of the write that this granter may not
 * give or take. Empty means the write may go ahead.
 */
export function refusedGrants(granter: Granter, before: RolePlaces, write: RoleWrite): Role[] {
  return changedRoles(before, write).filter((r) => !mayGrant(granter, r)).sort();
}

/** True when a user holds a privileged role anywhere: only an admin changes such an account. */
export function holdsPrivileged(user: RolePlaces): boolean {
  return [user.roles, ...user.websites.map((w) => w.roles), ...user.vendors.map((v) => v.roles)]
    .some((roles) => roles.some((r) => PRIVILEGED_ROLES.includes(r)));
}

export const NO_ROLES: RolePlaces = { roles: [], websites: [], vendors: [] };
