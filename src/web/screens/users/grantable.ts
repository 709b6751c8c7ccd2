import { useMemo } from 'react';
import { rolesGrantableBy } from '../../../shared/roles/powerless.js';
import type { Role } from '../../../shared/roles/roles.js';
import { useSession } from '../../app/session.js';

/**
 * The roles this reader may give or take (the server's mayGrant): what the role pickers offer and
 * the role filter lists. A merchant sees his own roles and the powerless ones, not all of them.
 */
export function useGrantableRoles(): Role[] {
  const { isAdmin, viewer } = useSession();
  return useMemo(() => rolesGrantableBy({ isAdmin, roles: viewer.roles }), [isAdmin, viewer.roles]);
}
