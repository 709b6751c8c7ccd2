import { and, desc, ilike, or, sql } from 'drizzle-orm';
import { discountGet } from '../../../shared/commands/promotions/discounts.js';
import { schema } from '../../db/index.js';
import { likeEscape } from '../../commands/ransack.js';
import { registerSearcher } from '../../search/registry.js';
import { discountsInScope } from './scope.js';

const { discounts, couponCodes } = schema;

/**
 * The palette's promotions group: a customer's code read over the phone finds its discount (exact,
 * through the codes' unique index), a title by its words; in the caller's vendor reach, newest first.
 */
export const unregisterPromotionSearcher = registerSearcher({
  kind: 'promotions',
  title: 'nav.groups.promotions',
  access: discountGet,
  async search(ctx, q, limit) {
    const text = q.trim();
    if (text.length < 2) return [];
    const rows = await ctx.db.select({ id: discounts.id, title: discounts.title, usedCount: discounts.usedCount, usageLimit: discounts.usageLimit })
      .from(discounts)
      .where(and(discountsInScope(ctx.scope), or(
        ilike(discounts.title, `%${likeEscape(text)}%`),
        sql`exists (select 1 from ${couponCodes} c where c.discount_id = ${discounts.id} and c.code = ${text.toUpperCase()})`,
      )))
      .orderBy(desc(discounts.id)).limit(limit);
    return rows.map((d) => ({
      id: String(d.id),
      title: d.title,
      subtitle: d.usageLimit === null ? `${d.usedCount}` : `${d.usedCount} / ${d.usageLimit}`,
      href: `/promotions/discount/${d.id}`,
      keywords: [d.title, text],
    }));
  },
});
