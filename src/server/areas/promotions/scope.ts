import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { discountState, type Discount } from '../../../shared/schema/promotion.js';
import type { Scope } from '../../auth/scope.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { notFound } from '../../errors.js';

const { discounts, couponCodes } = schema;
export type DiscountRow = typeof discounts.$inferSelect;

/**
 * A vendor-confined caller (a merchant's `coupon` role, or anyone with a vendor selected) reaches
 * his vendors' promotions only; the platform's and other vendors' are "not found". A selected
 * website keeps lists to its promotions and those of every website.
 */
export function discountsInScope(scope: Scope): SQL | undefined {
  return and(
    isNull(discounts.deletedAt),
    scope.vendorIds === 'all' ? undefined : inArray(discounts.vendorId, scope.vendorIds),
    scope.websiteId === null ? undefined : or(isNull(discounts.websiteId), eq(discounts.websiteId, scope.websiteId)),
  );
}

export async function findDiscount(ctx: AuthedContext, id: number, forUpdate = false): Promise<DiscountRow> {
  const query = ctx.db.select().from(discounts).where(and(eq(discounts.id, id), discountsInScope(ctx.scope))).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('No such discount');
  return row;
}

/** The list's one code, when a discount has exactly one (most typed codes). */
// the outer row named in full: drizzle writes a column of a one-table select unqualified, and a bare
// "id" inside the subquery is the code's own id (it matched whichever code's id equalled its discount's)
export const singleCode = sql<string | null>`case when ${discounts.codeCount} = 1 then (select c.code from ${couponCodes} c where c.discount_id = "discounts"."id" order by c.id limit 1) end`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function discountJson(d: DiscountRow, code: string | null, now = new Date()): Discount {
  const json = {
    id: d.id, website_id: d.websiteId, vendor_id: d.vendorId, title: d.title, description: d.description,
    value_type: d.valueType as Discount['value_type'], percent: d.percent === null ? null : Number(d.percent), amount: d.amount,
    applies_to: d.appliesTo as Discount['applies_to'], target_ids: d.targetIds,
    minimum_kind: d.minimumKind as Discount['minimum_kind'],
    minimum_amount: d.minimumKind === 'amount' ? d.minimumValue : 0,
    minimum_quantity: d.minimumKind === 'quantity' ? d.minimumValue : 0,
    usage_limit: d.usageLimit, used_count: d.usedCount, once_per_customer: d.oncePerCustomer, max_per_user: d.maxPerUser,
    per_code_limit: d.perCodeLimit, starts_at: iso(d.startsAt), ends_at: iso(d.endsAt), free_shipping: d.freeShipping,
    auto_claim: d.autoClaim, buy_quantity: d.buyQuantity, get_quantity: d.getQuantity, get_variant_ids: d.getVariantIds, tags: d.tags,
    code_count: d.codeCount, code, created_at: d.createdAt.toISOString(), updated_at: d.updatedAt.toISOString(),
  };
  return { ...json, state: discountState(json, now) };
}
