import { desc, eq } from 'drizzle-orm';
import type { promotionExplain } from '../../../shared/commands/promotions/explain.js';
import type { Handler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { requestLocale } from '../../http-errors.js';
import { findOrder } from '../orders/scope.js';
import { computeDiscount, isRefusal } from './compute.js';
import { promotionMessage } from './messages.js';
import { cartOf, givenRefusal, limitRefusal, ruleOf } from './rules.js';
import { discountsInScope } from './scope.js';

const { discounts, discountUsages } = schema;
/** The newest discounts within reach: an explanation is read by a person, not a report of every promotion ever made. */
const LIMIT = 200;

/** Each discount within reach against the order, by the same rules coupon.use checks, nothing written. */
export const explainHandler: Handler<typeof promotionExplain> = async ({ number }, ctx) => {
  const o = await findOrder(ctx, number);
  const locale = requestLocale(ctx.request);
  const [rows, used, cart] = await Promise.all([
    ctx.db.select().from(discounts).where(discountsInScope(ctx.scope)).orderBy(desc(discounts.id)).limit(LIMIT),
    ctx.db.select({ discountId: discountUsages.discountId, amount: discountUsages.amount }).from(discountUsages).where(eq(discountUsages.orderId, o.id)),
    cartOf(ctx, o),
  ]);
  const onOrder = new Map(used.map((u) => [u.discountId, u.amount]));
  const now = new Date();
  const items = [];
  for (const d of rows) {
    const base = { discount_id: d.id, title: d.title };
    if (onOrder.has(d.id)) {
      items.push({ ...base, status: 'on_order' as const, amount: onOrder.get(d.id)!, rule: null, message: null });
      continue;
    }
    const refusal = await limitRefusal(ctx.db, d, null, o, now);
    const given = refusal ? null : computeDiscount(ruleOf(d), cart.lines, cart.ships);
    const why = refusal ?? (given && isRefusal(given) ? givenRefusal(given) : null);
    if (why) items.push({ ...base, status: 'refused' as const, amount: 0, rule: why.rule, message: promotionMessage(why.rule, why.values, locale) });
    else if (given && !isRefusal(given)) items.push({ ...base, status: 'would_apply' as const, amount: given.total, rule: null, message: null });
  }
  return { items };
};
