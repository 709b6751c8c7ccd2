import { and, count, eq, sql } from 'drizzle-orm';
import { formatDate, formatMoney } from '../../../shared/i18n/format.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import type { OrderRow } from '../orders/scope.js';
import type { CartLine, CartShipment, DiscountRule, Refusal, Taken } from './compute.js';
import type { PromotionRule } from './messages.js';
import type { DiscountRow } from './scope.js';

/** What applying a discount and explaining an order both check: the rules, the order as a cart. */
const { discountUsages, lineItems, variants, products, shipments, adjustments } = schema;

/** What a discount's computation reads of its row (a saved one, or the editor's rules not saved yet). */
export type RuleColumns = Pick<DiscountRow, 'vendorId' | 'valueType' | 'percent' | 'amount' | 'appliesTo' | 'targetIds' | 'minimumKind' | 'minimumValue' | 'freeShipping' | 'buyQuantity' | 'getQuantity' | 'getVariantIds'>;

export const ruleOf = (d: RuleColumns): DiscountRule => ({
  vendorId: d.vendorId, valueType: d.valueType as DiscountRule['valueType'], percent: d.percent === null ? null : Number(d.percent), amount: d.amount,
  appliesTo: d.appliesTo as DiscountRule['appliesTo'], targetIds: d.targetIds, minimumKind: d.minimumKind as DiscountRule['minimumKind'],
  minimumValue: d.minimumValue, freeShipping: d.freeShipping,
  buy: d.buyQuantity ? { quantity: d.buyQuantity, getQuantity: d.getQuantity, getVariantIds: d.getVariantIds } : null,
});

/**
 * The order as a cart (its lines with what a rule looks at, its live shipments), what the
 * promotions it holds already take, and whether `discountId` is one of them: one statement, as
 * `coupon.use` is on the path an operator waits on (issue 16's redeem p99).
 */
export async function cartOf(ctx: AuthedContext, o: Pick<OrderRow, 'id'>, discountId: number | null = null) {
  const [row] = rowsOf<{ lines: CartLine[]; ships: CartShipment[]; taken: { lineItemId: number | null; amount: number }[]; applied: boolean }>(await ctx.db.execute(sql`select
    (select coalesce(json_agg(json_build_object('id', li.id, 'variantId', li.variant_id, 'productId', v.product_id, 'brandId', p.brand_id,
        'vendorId', li.vendor_id, 'quantity', li.quantity - li.returned_quantity, 'price', li.price) order by li.id), '[]')
      from ${lineItems} li join ${variants} v on v.id = li.variant_id join ${products} p on p.id = v.product_id where li.order_id = ${o.id}) as lines,
    (select coalesce(json_agg(json_build_object('vendorId', s.vendor_id, 'cost', s.cost) order by s.id), '[]')
      from ${shipments} s where s.order_id = ${o.id} and s.state <> 'canceled') as ships,
    (select coalesce(json_agg(json_build_object('lineItemId', a.line_item_id, 'amount', a.amount)), '[]')
      from ${adjustments} a where a.order_id = ${o.id} and a.kind = 'promotion') as taken,
    exists (select 1 from ${discountUsages} u where u.order_id = ${o.id} and u.discount_id = ${discountId}) as applied`));
  const lines = new Map<number, number>();
  let shipping = 0;
  for (const a of row!.taken) {
    if (a.lineItemId === null) shipping -= a.amount;
    else lines.set(a.lineItemId, (lines.get(a.lineItemId) ?? 0) - a.amount);
  }
  const taken: Taken = { lines, shipping };
  return { lines: row!.lines, ships: row!.ships, taken, applied: row!.applied };
}

/** A rule a discount failed before anything is computed, with what its message says (a date, a limit). */
export type LimitRefusal = { rule: PromotionRule; values: Record<string, string | number> };

/**
 * The rules checked before anything is computed, in the order a customer would want to hear them;
 * null when they all hold. `code` is the code typed, when there is one.
 */
/** What the limits look at of an order; `id` is null for one not placed yet (a preview). */
export type OrderWho = Pick<OrderRow, 'websiteId' | 'userId' | 'email'> & { id: number | null };

/** `applied`: whether the order already holds the discount, when the caller has read it (cartOf); read here otherwise. */
export async function limitRefusal(db: DbOrTx, d: DiscountRow, code: { usedCount: number } | null, o: OrderWho, now: Date, applied?: boolean): Promise<LimitRefusal | null> {
  if (d.websiteId !== null && o.websiteId !== d.websiteId) return { rule: 'wrong_website', values: {} };
  if (d.startsAt && d.startsAt > now) return { rule: 'not_started', values: { date: formatDate(d.startsAt) } };
  if (d.endsAt && d.endsAt <= now) return { rule: 'expired', values: { date: formatDate(d.endsAt) } };
  const here = applied ?? (o.id !== null && (await db.select({ id: discountUsages.id }).from(discountUsages)
    .where(and(eq(discountUsages.discountId, d.id), eq(discountUsages.orderId, o.id))).limit(1)).length > 0);
  if (here) return { rule: 'already_applied', values: {} };
  if (d.usageLimit !== null && d.usedCount >= d.usageLimit) return { rule: 'used_up', values: { limit: d.usageLimit } };
  if (code && d.perCodeLimit !== null && code.usedCount >= d.perCodeLimit) return { rule: 'code_used_up', values: {} };
  if (d.oncePerCustomer || d.maxPerUser !== null) {
    // a guest is known by the order's email; an order with neither cannot be told apart, so it is held to the limit as one customer
    const who = o.userId !== null ? eq(discountUsages.userId, o.userId) : undefined;
    const [used] = who
      ? await db.select({ n: count() }).from(discountUsages).where(and(eq(discountUsages.discountId, d.id), who))
      : await db.select({ n: count() }).from(discountUsages).innerJoin(schema.orders, eq(schema.orders.id, discountUsages.orderId))
        .where(and(eq(discountUsages.discountId, d.id), o.email ? sql`lower(${schema.orders.email}) = ${o.email.toLowerCase()}` : sql`${schema.orders.email} is null`));
    const n = used?.n ?? 0;
    if (d.oncePerCustomer && n >= 1) return { rule: 'customer_once', values: {} };
    if (d.maxPerUser !== null && n >= d.maxPerUser) return { rule: 'customer_max', values: { limit: d.maxPerUser } };
  }
  return null;
}

/** A refusal of what a discount would give, with its message's values (the missing amount in ₮). */
export function givenRefusal(r: Refusal): LimitRefusal {
  return { rule: r.rule, values: { missing: r.rule === 'minimum_amount' ? formatMoney(r.missing) : r.rule === 'minimum_quantity' || r.rule === 'buy_quantity' ? String(r.missing) : '' } };
}
