import { and, desc } from 'drizzle-orm';
import { search as userSearch } from '../../../shared/commands/users.js';
import { schema } from '../../db/index.js';
import { registerSearcher } from '../../search/registry.js';
import { userMatch } from './find.js';
import { usersInScope } from './scope.js';

const { users } = schema;

/**
 * The palette's users group: the look-up of `user.search` (email, mobile with or without +976,
 * name words in any order), with its access rule and the users area's tenant scope, so a merchant
 * never sees anyone outside his vendors.
 */
export const unregisterUserSearcher = registerSearcher({
  kind: 'users',
  title: 'nav.groups.users',
  access: userSearch,
  async search(ctx, q, limit) {
    const { where, rank } = userMatch(q);
    const rows = await ctx.db
      .select({
        id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName,
        familyName: users.familyName, mobile: users.mobile,
      })
      .from(users)
      .where(and(where, usersInScope(ctx.scope)))
      .orderBy(rank, desc(users.id))
      .limit(limit);
    return rows.map((u) => {
      const name = [u.firstName, u.lastName].filter(Boolean).join(' ');
      return {
        id: String(u.id),
        title: name || u.email,
        subtitle: [name ? u.email : null, u.mobile].filter(Boolean).join(' · '),
        href: `/u/users/${u.id}`,
        keywords: [u.email, u.familyName, u.mobile].filter((k): k is string => !!k),
      };
    });
  },
});
