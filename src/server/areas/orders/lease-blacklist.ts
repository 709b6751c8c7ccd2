import { eq } from 'drizzle-orm';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { extraError } from './ebarimt/errors.js';
import type { OrderRow } from './scope.js';

const { leaseBlacklists, users } = schema;

/**
 * The lease check of §2's lease blacklist (/system/lease_blacklists): a lease order whose customer's
 * register number is listed is not approved, so the shop never confirms financing it refused. A 422
 * naming the register number and the reason it was listed, in the reader's language.
 */
export async function refuseBlacklistedLease(ctx: AuthedContext, o: OrderRow): Promise<void> {
  if (o.leaseAmount === null || o.userId === null) return;
  const [listed] = await ctx.db.select({ register: leaseBlacklists.registerNumber, reason: leaseBlacklists.reason })
    .from(users).innerJoin(leaseBlacklists, eq(leaseBlacklists.registerNumber, users.registerNumber))
    .where(eq(users.id, o.userId)).limit(1);
  if (listed) {
    throw extraError(ctx, 'lease_blacklisted', { register_number: 'refused for leasing' }, { number: o.number, register: listed.register, reason: listed.reason });
  }
}
