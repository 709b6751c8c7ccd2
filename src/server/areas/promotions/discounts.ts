import { and, count, desc, eq, gt, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { discountCommands } from '../../../shared/commands/promotions/discounts.js';
import { discountProblems, type DiscountState } from '../../../shared/schema/promotion.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { ransackOrder, ransackWhere, likeEscape, type FilterColumn } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { promotionError } from './messages.js';
import { discountJson, discountsInScope, findDiscount, singleCode, type DiscountRow } from './scope.js';
import { couponCodeList, couponCodeReport, generateCodes } from './codes.js';

const { discounts, couponCodes, vendors } = schema;

const FILTERS: Record<string, FilterColumn> = {
  title: { kind: 'text', column: discounts.title }, vendor_id: { kind: 'number', column: discounts.vendorId }, used_count: { kind: 'number', column: discounts.usedCount },
  created_at: { kind: 'date', column: discounts.createdAt }, starts_at: { kind: 'date', column: discounts.startsAt }, ends_at: { kind: 'date', column: discounts.endsAt },
};
const SORTS = { title: discounts.title, created_at: discounts.createdAt, starts_at: discounts.startsAt, ends_at: discounts.endsAt, used_count: discounts.usedCount };

/** The list's state filter in SQL, the same order of precedence as `discountState`. */
function stateWhere(state: DiscountState): SQL {
  const usedUp = and(isNotNull(discounts.usageLimit), gte(discounts.usedCount, discounts.usageLimit))!;
  const notUsedUp = or(isNull(discounts.usageLimit), sql`${discounts.usedCount} < ${discounts.usageLimit}`)!;
  const expired = and(isNotNull(discounts.endsAt), lte(discounts.endsAt, sql`now()`))!;
  const notExpired = or(isNull(discounts.endsAt), gt(discounts.endsAt, sql`now()`))!;
  const scheduled = and(isNotNull(discounts.startsAt), gt(discounts.startsAt, sql`now()`))!;
  switch (state) {
    case 'used_up': return usedUp;
    case 'expired': return and(notUsedUp, expired)!;
    case 'scheduled': return and(notUsedUp, notExpired, scheduled)!;
    case 'active': return and(notUsedUp, notExpired, or(isNull(discounts.startsAt), lte(discounts.startsAt, sql`now()`)))!;
  }
}

export type Fields = Partial<{
  title: string; description: string | null; value_type: 'percentage' | 'fixed'; percent: number | null; amount: number | null;
  applies_to: 'order' | 'products' | 'brands' | 'variants'; target_ids: number[]; minimum_kind: 'none' | 'amount' | 'quantity';
  minimum_amount: number; minimum_quantity: number; usage_limit: number | null; once_per_customer: boolean; max_per_user: number | null;
  per_code_limit: number | null; starts_at: string | null; ends_at: string | null; free_shipping: boolean; tags: string[]; vendor_id: number | null;
  auto_claim: boolean; buy_quantity: number | null; get_quantity: number; get_variant_ids: number[];
}>;

/** The vendor a write names, as the caller may: a confined caller's is always one of his (his selected one by default). */
export async function vendorFor(ctx: AuthedContext, asked: number | null | undefined, current: number | null): Promise<number | null> {
  const mine = ctx.scope.vendorIds === 'all' ? null : ctx.scope.vendorIds;
  const wanted = asked === undefined ? current ?? (mine ? ctx.scope.vendorId ?? mine[0]! : null) : asked;
  if (mine && (wanted === null || !mine.includes(wanted))) throw promotionError(ctx, 'vendor_scope', { vendor_id: 'not one of your merchants' });
  if (wanted !== null && !mine) {
    const [v] = await ctx.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, wanted)).limit(1);
    if (!v) throw promotionError(ctx, 'vendor_unknown', { vendor_id: 'no such merchant' });
  }
  return wanted;
}

/** The row's columns from what was written over what it had; refused as a whole when the rules do not hold together. */
export function columnsOf(ctx: AuthedContext, f: Fields, before: DiscountRow | null) {
  const was = before ? discountJson(before, null) : null;
  const merged = {
    title: f.title ?? was?.title ?? '', description: f.description !== undefined ? f.description : was?.description ?? null,
    value_type: f.value_type ?? was?.value_type ?? 'percentage', percent: f.percent !== undefined ? f.percent : was?.percent ?? null,
    amount: f.amount !== undefined ? f.amount : was?.amount ?? null, applies_to: f.applies_to ?? was?.applies_to ?? 'order',
    target_ids: f.target_ids ?? was?.target_ids ?? [], minimum_kind: f.minimum_kind ?? was?.minimum_kind ?? 'none',
    minimum_amount: f.minimum_amount ?? was?.minimum_amount ?? 0, minimum_quantity: f.minimum_quantity ?? was?.minimum_quantity ?? 0,
    usage_limit: f.usage_limit !== undefined ? f.usage_limit : was?.usage_limit ?? null,
    once_per_customer: f.once_per_customer ?? was?.once_per_customer ?? false,
    max_per_user: f.max_per_user !== undefined ? f.max_per_user : was?.max_per_user ?? null,
    per_code_limit: f.per_code_limit !== undefined ? f.per_code_limit : was?.per_code_limit ?? null,
    starts_at: f.starts_at !== undefined ? f.starts_at : was?.starts_at ?? null, ends_at: f.ends_at !== undefined ? f.ends_at : was?.ends_at ?? null,
    free_shipping: f.free_shipping ?? was?.free_shipping ?? false, tags: f.tags ?? was?.tags ?? [],
    auto_claim: f.auto_claim ?? was?.auto_claim ?? false, buy_quantity: f.buy_quantity !== undefined ? f.buy_quantity : was?.buy_quantity ?? null,
    get_quantity: f.get_quantity ?? was?.get_quantity ?? 1, get_variant_ids: f.get_variant_ids ?? was?.get_variant_ids ?? [],
  } as const;
  const problems = discountProblems({ ...merged, target_ids: [...merged.target_ids], get_variant_ids: [...merged.get_variant_ids] });
  if (Object.keys(problems).length) throw promotionError(ctx, 'inconsistent', problems);
  return {
    title: merged.title, description: merged.description, valueType: merged.value_type,
    // only the value its type uses is kept, so a list never shows a stale one
    percent: merged.value_type === 'percentage' ? merged.percent : null, amount: merged.value_type === 'fixed' ? merged.amount : null,
    appliesTo: merged.applies_to, targetIds: merged.applies_to === 'order' ? [] : [...new Set(merged.target_ids)],
    minimumKind: merged.minimum_kind,
    minimumValue: merged.minimum_kind === 'amount' ? merged.minimum_amount : merged.minimum_kind === 'quantity' ? merged.minimum_quantity : 0,
    usageLimit: merged.usage_limit, oncePerCustomer: merged.once_per_customer, maxPerUser: merged.max_per_user, perCodeLimit: merged.per_code_limit,
    startsAt: merged.starts_at ? new Date(merged.starts_at) : null, endsAt: merged.ends_at ? new Date(merged.ends_at) : null,
    freeShipping: merged.free_shipping, tags: [...new Set(merged.tags)], autoClaim: merged.auto_claim,
    buyQuantity: merged.buy_quantity, getQuantity: merged.get_quantity, getVariantIds: merged.buy_quantity ? [...new Set(merged.get_variant_ids)] : [],
  };
}

async function answer(ctx: AuthedContext, id: number) {
  const [row] = await ctx.db.select({ d: discounts, code: singleCode }).from(discounts).where(eq(discounts.id, id));
  ctx.auditTarget = `discount:${id}`;
  return { discount: discountJson(row!.d, row!.code) };
}

export const discountHandlers: HandlersOf<typeof discountCommands> = {
  async discountList({ page, per_page, q, query, state, tag }, ctx) {
    const text = query?.trim();
    const where = and(
      discountsInScope(ctx.scope), ransackWhere(q, FILTERS), state ? stateWhere(state) : undefined,
      tag ? sql`${discounts.tags} @> ${JSON.stringify([tag])}::jsonb` : undefined,
      text ? or(
        sql`${discounts.title} ilike ${`%${likeEscape(text)}%`}`, sql`${discounts.description} ilike ${`%${likeEscape(text)}%`}`,
        sql`exists (select 1 from ${couponCodes} c where c.discount_id = ${discounts.id} and c.code = ${text.toUpperCase()})`,
      ) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      ctx.db.select({ d: discounts, code: singleCode }).from(discounts).where(where)
        .orderBy(...ransackOrder(q, SORTS, discounts.id)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(discounts).where(where),
    ]);
    const now = new Date();
    return { items: rows.map((r) => discountJson(r.d, r.code, now)), page, per_page, total: total?.n ?? 0 };
  },

  async discountGet({ id }, ctx) {
    await findDiscount(ctx, id);
    return answer(ctx, id);
  },

  async discountCreate(input, ctx) {
    const { code, vendor_id, ...fields } = input;
    const vendorId = await vendorFor(ctx, vendor_id, null);
    const columns = columnsOf(ctx, fields, null);
    if (code) {
      const [taken] = await ctx.db.select({ id: couponCodes.id }).from(couponCodes).where(eq(couponCodes.code, code)).limit(1);
      if (taken) throw promotionError(ctx, 'code_taken', { code: 'already taken' }, { code });
    }
    const [row] = await ctx.db.insert(discounts).values({
      ...columns, vendorId, websiteId: ctx.scope.websiteId, codeCount: code ? 1 : 0, createdBy: ctx.principal.user.id,
    }).returning({ id: discounts.id });
    if (code) await ctx.db.insert(couponCodes).values({ discountId: row!.id, code });
    return answer(ctx, row!.id);
  },

  async discountUpdate({ id, vendor_id, ...fields }, ctx) {
    const before = await findDiscount(ctx, id, true);
    const vendorId = await vendorFor(ctx, vendor_id, before.vendorId);
    // what orders already got stays as it was: their adjustments hold the amounts
    await ctx.db.update(discounts).set({ ...columnsOf(ctx, fields, before), vendorId, updatedAt: new Date() }).where(eq(discounts.id, id));
    return answer(ctx, id);
  },

  async discountDelete({ id }, ctx) {
    await findDiscount(ctx, id, true);
    // kept for finance (its uses stay reconcilable); its codes stop working
    await ctx.db.update(discounts).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(discounts.id, id));
    ctx.auditTarget = `discount:${id}`;
    return { id };
  },

  async promotionTags(_input, ctx) {
    const rows = await ctx.db.select({ tag: sql<string>`t.tag`, n: count() })
      .from(sql`${discounts} cross join lateral jsonb_array_elements_text(${discounts.tags}) as t(tag)`)
      .where(discountsInScope(ctx.scope)).groupBy(sql`t.tag`).orderBy(desc(count()), sql`t.tag`).limit(500);
    return { items: rows.map((r) => ({ tag: r.tag, count: r.n })) };
  },

  couponCodes: couponCodeList,
  couponGenerate: generateCodes,
  couponCodeReport,
};
