import { and, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { segmentRuleSchema } from '../../../shared/commands/marketing/push.js';
import { likeEscape } from '../../commands/ransack.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { badRequest } from '../../errors.js';

const { pushDevices, users } = schema;
export type SegmentRule = z.infer<typeof segmentRuleSchema>;

const TEXT = { browser: pushDevices.browser, model: pushDevices.model, version: pushDevices.version } as const;
const bool = (v: string) => (/^(true|1|yes)$/i.test(v) ? true : /^(false|0|no)$/i.test(v) ? false : null);

/**
 * A segment's rules as one condition on push_devices (all must hold); a rule that makes no sense
 * (a number compared as text, `cont` on a flag) is a 400 naming it. Only subscribed devices are
 * ever reached, so they are the only ones counted.
 */
export function segmentWhere(rules: readonly SegmentRule[]): SQL {
  const conditions: SQL[] = [eq(pushDevices.subscribed, true)];
  rules.forEach((rule, i) => {
    const wrong = () => badRequest({ [`rules.${i}`]: `${rule.op} does not apply to ${rule.field} with "${rule.value}"` });
    const { field, op, value } = rule;
    if (field === 'browser' || field === 'model' || field === 'version' || field === 'user_email') {
      const col = field === 'user_email' ? users.email : TEXT[field];
      const c = op === 'eq' ? sql`lower(${col}) = lower(${value})`
        : op === 'not_eq' ? sql`lower(${col}) is distinct from lower(${value})`
          : op === 'cont' ? ilike(col, `%${likeEscape(value)}%`) : null;
      if (!c) throw wrong();
      conditions.push(field === 'user_email'
        ? sql`exists (select 1 from ${users} where ${users.id} = ${pushDevices.userId} and ${c})`
        : c);
    } else if (field === 'subscribed' || field === 'linked') {
      const b = bool(value);
      if (b === null || (op !== 'eq' && op !== 'not_eq')) throw wrong();
      const want = op === 'eq' ? b : !b;
      conditions.push(field === 'subscribed' ? eq(pushDevices.subscribed, want) : want ? isNotNull(pushDevices.userId) : isNull(pushDevices.userId));
    } else {
      // active_days: lteq N = active within the last N days; gteq N = not active for N days or more
      const days = Number(value);
      if (!Number.isInteger(days) || days < 0 || days > 3650 || (op !== 'lteq' && op !== 'gteq')) throw wrong();
      const since = sql`now() - make_interval(days => ${days}::int)`;
      conditions.push(op === 'lteq' ? sql`${pushDevices.lastActive} >= ${since}` : sql`(${pushDevices.lastActive} is null or ${pushDevices.lastActive} < ${since})`);
    }
  });
  return and(...conditions)!;
}

export async function countDevices(db: DbOrTx, rules: readonly SegmentRule[]): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pushDevices).where(segmentWhere(rules));
  return row?.n ?? 0;
}

