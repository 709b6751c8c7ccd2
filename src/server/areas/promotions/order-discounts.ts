import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AuthedContext } from '../../commands/handler.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { requestLocale } from '../../http-errors.js';
import type { OrderRow } from '../orders/scope.js';
import { confinedTo } from '../orders/scope.js';
import { computeDiscount, isRefusal, type CartLine, type CartShipment, type Given } from './compute.js';
import { promotionError, promotionMessage, type PromotionRule } from './messages.js';
import { cartOf, givenRefusal, limitRefusal, ruleOf, type LimitRefusal, type OrderWho } from './rules.js';
import type { DiscountRow } from './scope.js';

/**
 * The discounts of an order as a whole (issue 16 "Applied to orders"): the codes an operator typed,
 * then the website's automatic ones, each computed on what the earlier ones left. The new-order
 * preview answers them without writing; placing the order writes them under the discounts' locks;
 * a change of the order's lines checks again those it holds.
 */
const { discounts, couponCodes, discountUsages, adjustments, orderComments } = schema;
/** Automatic discounts considered per order: a shop runs a handful, never hundreds at once. */
const AUTO_LIMIT = 50;

type CodeRow = typeof couponCodes.$inferSelect;
interface Candidate { d: DiscountRow; code: CodeRow | null }
export interface Outcome {
  discountId: number | null; title: string; code: string | null; auto: boolean;
  given: Given | null; refusal: LimitRefusal | null;
  /** The rows it was computed from (null for an unknown code), for writing the use. */
  source: Candidate | null;
}

const visible = (ctx: AuthedContext, d: DiscountRow) => {
  const mine = confinedTo(ctx.scope);
  return !d.deletedAt && (!mine || (d.vendorId !== null && mine.includes(d.vendorId)));
};

/** The codes typed (unknown ones answered as refusals) and the automatic discounts of the website; locked when they are to be used. */
async function candidates(ctx: AuthedContext, websiteId: number | null, codes: readonly string[], lock: boolean) {
  const typed: (Candidate | { unknown: string })[] = [];
  const rows = codes.length ? await ctx.db.select().from(couponCodes).where(inArray(couponCodes.code, [...new Set(codes)])) : [];
  const ids = [...new Set(rows.map((c) => c.discountId))];
  const autoWhere = and(eq(discounts.autoClaim, true), isNull(discounts.deletedAt), websiteId === null ? isNull(discounts.websiteId) : or(isNull(discounts.websiteId), eq(discounts.websiteId, websiteId)));
  const where = ids.length ? or(inArray(discounts.id, ids), autoWhere) : autoWhere;
  // in id order, so two orders taking the same discounts lock them in the same order
  const q = ctx.db.select().from(discounts).where(where).orderBy(asc(discounts.id)).limit(AUTO_LIMIT + ids.length);
  const found = lock ? await q.for('update') : await q;
  const byId = new Map(found.map((d) => [d.id, d]));
  const seen = new Set<number>();
  for (const code of codes) {
    const c = rows.find((r) => r.code === code);
    const d = c && byId.get(c.discountId);
    if (!c || !d || !visible(ctx, d) || seen.has(d.id)) { typed.push({ unknown: code }); continue; }
    seen.add(d.id);
    typed.push({ d, code: c });
  }
  const auto = found.filter((d) => d.autoClaim && !seen.has(d.id) && visible(ctx, d)).map((d): Candidate => ({ d, code: null }));
  return { typed, auto };
}

/** Each candidate's gift or refusal, in order, nothing written. */
export async function evaluate(ctx: AuthedContext, who: OrderWho, lines: readonly CartLine[], ships: readonly CartShipment[], codes: readonly string[], lock = false): Promise<Outcome[]> {
  const { typed, auto } = await candidates(ctx, who.websiteId, codes, lock);
  const now = new Date();
  const taken = new Map<number, number>();
  let shippingTaken = 0;
  const out: Outcome[] = [];
  for (const c of [...typed, ...auto]) {
    if ('unknown' in c) {
      out.push({ discountId: null, title: c.unknown, code: c.unknown, auto: false, given: null, refusal: { rule: 'unknown_code', values: { code: c.unknown } }, source: null });
      continue;
    }
    const base = { discountId: c.d.id, title: c.d.title, code: c.code?.code ?? null, auto: c.code === null, source: c };
    const limited = await limitRefusal(ctx.db, c.d, c.code, who, now);
    const given = limited ? null : computeDiscount(ruleOf(c.d), lines, ships, { lines: taken, shipping: shippingTaken });
    if (limited || !given || isRefusal(given)) {
      out.push({ ...base, given: null, refusal: limited ?? (given && isRefusal(given) ? givenRefusal(given) : null) });
      continue;
    }
    for (const g of given.lines) taken.set(g.lineItemId, (taken.get(g.lineItemId) ?? 0) + g.amount);
    shippingTaken += given.shipping;
    out.push({ ...base, given, refusal: null });
  }
  return out;
}

/** An outcome as the API answers it (order.preview's `discounts`). */
export function outcomeJson(ctx: AuthedContext, o: Outcome) {
  return {
    discount_id: o.discountId, title: o.title, code: o.code, auto: o.auto,
    status: o.given ? 'applies' as const : 'refused' as const, amount: o.given?.total ?? 0,
    rule: o.refusal?.rule ?? null, message: o.refusal ? promotionMessage(o.refusal.rule, o.refusal.values, requestLocale(ctx.request)) : null,
  };
}

/** A given discount as adjustments (negative möngö) of the order's lines and shipping. */
export function adjustmentsOf(given: Given): { lineItemId: number | null; kind: string; amount: number; eligible: boolean }[] {
  return [
    ...given.lines.map((g) => ({ lineItemId: g.lineItemId, kind: 'promotion', amount: -g.amount, eligible: true })),
    ...(given.shipping > 0 ? [{ lineItemId: null, kind: 'promotion', amount: -given.shipping, eligible: true }] : []),
  ];
}

/** An order not placed yet (order.preview): the discounts it would get, for the customer when one is named. */
export async function previewDiscounts(ctx: AuthedContext, lines: readonly CartLine[], ships: readonly CartShipment[], codes: readonly string[], customerId: number | undefined) {
  const [u] = customerId === undefined ? [] : await ctx.db.select({ id: schema.users.id, email: schema.users.email }).from(schema.users).where(eq(schema.users.id, customerId)).limit(1);
  const who: OrderWho = { id: null, websiteId: ctx.scope.website?.id ?? null, userId: u?.id ?? null, email: u && !u.email.endsWith('.invalid') ? u.email : null };
  const outcomes = await evaluate(ctx, who, lines, ships, codes);
  // an automatic discount that does not hold is not shown: only what the operator typed is answered with its reason
  const shown = outcomes.filter((o) => o.given || !o.auto);
  return { discounts: shown.map((o) => outcomeJson(ctx, o)), adjustments: shown.flatMap((o) => (o.given ? adjustmentsOf(o.given) : [])) };
}

/**
 * Writes one use in one statement: the adjustments (negative, fixed now), the use row, the counts
 * under the held lock. The discount's count moves only while under its limit, belt and braces
 * beside the lock: when it did not, the use is refused and the transaction undoes the rest.
 */
export async function writeUse(ctx: AuthedContext, o: Pick<OrderRow, 'id' | 'userId'>, d: DiscountRow, code: Pick<CodeRow, 'id' | 'code'> | null, given: Given, author: number | null) {
  const label = code ? `${d.title} (${code.code})` : d.title;
  const rows = [
    ...given.lines.map((g) => ({ line_item_id: g.lineItemId, amount: -g.amount })),
    ...(given.shipping > 0 ? [{ line_item_id: null, amount: -given.shipping }] : []),
  ];
  const [row] = rowsOf<{ counted: number }>(await ctx.db.execute(sql`with made as (
      insert into ${adjustments} (order_id, line_item_id, kind, label, amount, author_id)
      select ${o.id}, x.line_item_id, 'promotion', ${label}, x.amount, ${author}::bigint
      from rows from (json_to_recordset(${JSON.stringify(rows)}::json) as (line_item_id bigint, amount bigint)) with ordinality as x(line_item_id, amount, n) order by x.n
      returning id
    ), used as (
      insert into ${discountUsages} (discount_id, coupon_code_id, order_id, user_id, amount, adjustment_ids, author_id)
      select ${d.id}, ${code?.id ?? null}::bigint, ${o.id}, ${o.userId}::bigint, ${given.total}, coalesce((select jsonb_agg(id order by id) from made), '[]'::jsonb), ${author}::bigint
    ), coded as (
      update ${couponCodes} set used_count = used_count + 1 where id = ${code?.id ?? null}::bigint
    ), counted as (
      update ${discounts} set used_count = used_count + 1 where id = ${d.id} and (usage_limit is null or used_count < usage_limit) returning id
    )
    select count(*)::int as counted from counted`));
  if (!row?.counted) throw promotionError(ctx, 'used_up', { code: 'used up' }, { limit: d.usageLimit ?? 0 });
}

/** Takes a use off an order: its adjustments go, the use is given back to the limits. */
export async function removeUse(db: DbOrTx, orderId: number, u: typeof discountUsages.$inferSelect) {
  if (u.adjustmentIds.length) await db.delete(adjustments).where(and(eq(adjustments.orderId, orderId), inArray(adjustments.id, u.adjustmentIds)));
  await db.delete(discountUsages).where(eq(discountUsages.id, u.id));
  await db.update(discounts).set({ usedCount: sql`greatest(${discounts.usedCount} - 1, 0)` }).where(eq(discounts.id, u.discountId));
  if (u.couponCodeId !== null) await db.update(couponCodes).set({ usedCount: sql`greatest(${couponCodes.usedCount} - 1, 0)` }).where(eq(couponCodes.id, u.couponCodeId));
}

/**
 * A new order's discounts, written before its totals: the typed codes must all hold (a refused one
 * refuses the order, naming `codes.<i>`); the automatic ones that hold are added.
 */
export async function applyNewOrderDiscounts(ctx: AuthedContext, o: OrderRow, codes: readonly string[], author: number | null) {
  const { lines, ships } = await cartOf(ctx, o);
  const outcomes = await evaluate(ctx, o, lines, ships, codes, true);
  const refused = outcomes.findIndex((x) => !x.auto && !x.given);
  if (refused >= 0) {
    const r = outcomes[refused]!.refusal!;
    throw promotionError(ctx, r.rule, { [`codes.${refused}`]: r.rule.replaceAll('_', ' ') }, r.values);
  }
  for (const x of outcomes) if (x.given && x.source) await writeUse(ctx, o, x.source.d, x.source.code, x.given, author);
}

/**
 * After an order's lines changed: each discount it holds is checked again on the new lines, by the
 * rules it was given under (the discount's). One whose rules no longer hold (a minimum no longer
 * met, its products gone) is taken off, and the order's comments say which and why, in the
 * operator's language. One that still holds keeps what it gave.
 */
export async function recheckDiscounts(ctx: AuthedContext, o: OrderRow, author: number | null): Promise<string[]> {
  const held = await ctx.db.select({ u: discountUsages, d: discounts }).from(discountUsages)
    .innerJoin(discounts, eq(discounts.id, discountUsages.discountId)).where(eq(discountUsages.orderId, o.id)).orderBy(asc(discountUsages.id));
  if (!held.length) return [];
  const { lines, ships } = await cartOf(ctx, o);
  const locale = requestLocale(ctx.request);
  const removed: string[] = [];
  for (const { u, d } of held) {
    const given = computeDiscount(ruleOf(d), lines, ships);
    if (!isRefusal(given)) continue;
    await removeUse(ctx.db, o.id, u);
    const why = givenRefusal(given);
    const body = promotionMessage('removed_lines_changed', { title: d.title, reason: promotionMessage(why.rule as PromotionRule, why.values, locale) }, locale);
    await ctx.db.insert(orderComments).values({ orderId: o.id, authorId: author, body });
    removed.push(body);
  }
  return removed;
}
