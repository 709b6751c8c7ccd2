import { catalogue } from '../commands/index.js';
import { grantableRoles, rolesOpeningNothing, type Granter } from './grant.js';
import { ROLES, type Role } from './roles.js';
import { ROUTES } from './routes.js';

/**
 * Roles no operation or screen lists (customer, driver, the labels): setting one gives no power.
 * Computed from both catalogues, so a role becomes guarded the day an operation lists it. Kept
 * apart from roles/index.ts: the command catalogue itself reads the roles.
 */
export const POWERLESS_ROLES: ReadonlySet<Role> = rolesOpeningNothing(ROLES, [...catalogue, ...ROUTES]);

/** The roles this user may give or take, as the server's rule counts them (mayGrant). */
export function rolesGrantableBy(granter: Omit<Granter, 'powerless'>): Role[] {
  return grantableRoles({ ...granter, powerless: POWERLESS_ROLES });
}
