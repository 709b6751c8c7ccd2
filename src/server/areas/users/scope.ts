import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../auth/scope.js';
import { schema } from '../../db/index.js';

const { users, vendorMemberships } = schema;

/** A caller confined to some vendors reaches only the users who belong to those vendors. */
export function usersInScope(scope: Scope): SQL | undefined {
  if (scope.vendorIds === 'all') return undefined;
  return inArray(users.id, sql`(select ${vendorMemberships.userId} from ${vendorMemberships} where ${inArray(vendorMemberships.vendorId, scope.vendorIds)})`);
}
