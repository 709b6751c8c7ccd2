import { inArray, or, sql } from 'drizzle-orm';
import { formatMoney } from '../../../shared/i18n/format.js';
import { AMWAY_NEAR_PERCENT, amwayLimits, type amwayUsage } from '../../../shared/commands/promotions/amway-limits.js';
import type { AuthedContext, Handler } from '../../commands/handler.js';
import { rowsOf } from '../../db/rows.js';
import { schema } from '../../db/index.js';
import { badRequest } from '../../errors.js';
import type { Row } from '../../resources/columns.js';
import { serveResource } from '../../resources/serve.js';
import type { OrderRow } from '../orders/scope.js';
import { promotionError } from './messages.js';

const { products } = schema;

/** The website whose orders the purchase limits hold on (§2 /promotions/amway_limit, §6). */
const LIMITED_SITE = 'sashka';

interface Passed { name: string; max_quantity: number | null; max_amount: number | null; period_days: number; qty: string; amount: string }

/**
 * Refuses an order of the sashka website whose customer, with its lines, would buy more of a
 * limit's products than the limit allows over its days: the orders of the same customer (by user,
 * or by email for a guest) placed within the period and not canceled, less what came back. Called
 * when an order is placed and when its lines grow (a parcel's added item, an exchange), inside
 * their transaction; the customer's advisory lock makes two orders at once count each other.
 */
export async function assertPurchaseLimits(ctx: AuthedContext, order: Pick<OrderRow, 'id' | 'websiteId' | 'userId' | 'email'>): Promise<void> {
  if (order.websiteId === null) return;
  const who = order.userId !== null ? `user:${order.userId}` : order.email ? `email:${order.email.toLowerCase()}` : null;
  if (!who) return;
  const [limited] = rowsOf<{ yes: boolean }>(await ctx.db.execute(sql`
    select exists (select 1 from websites w where w.id = ${order.websiteId} and w.index = ${LIMITED_SITE})
      and exists (select 1 from amway_limits where active) as yes`));
  if (!limited?.yes) return;
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`amway:${who}`}))`);
  const sameCustomer = order.userId !== null ? sql`o.user_id = ${order.userId}` : sql`lower(o.email) = ${order.email!.toLowerCase()}`;
  const [passed] = rowsOf<Passed>(await ctx.db.execute(sql`
    with lim as (
      select l.name, l.max_quantity, l.max_amount, l.period_days,
        array(select p.id from products p where p.sku in (select jsonb_array_elements_text(l.products))
          or p.id::text in (select jsonb_array_elements_text(l.products))) as pids
      from amway_limits l where l.active)
    select lim.name, lim.max_quantity, lim.max_amount, lim.period_days, s.qty::text, s.amount::text
    from lim cross join lateral (
      select coalesce(sum(li.quantity - li.returned_quantity), 0) as qty,
        coalesce(sum(li.price * (li.quantity - li.returned_quantity)), 0) as amount,
        coalesce(sum(li.quantity - li.returned_quantity) filter (where o.id = ${order.id}), 0) as mine
      from orders o join line_items li on li.order_id = o.id join variants v on v.id = li.variant_id
      where o.website_id = ${order.websiteId} and ${sameCustomer} and v.product_id = any(lim.pids)
        and (o.id = ${order.id} or (o.state <> 'canceled' and o.created_at >= now() - make_interval(days => lim.period_days)))
    ) s
    where s.mine > 0 and ((lim.max_quantity is not null and s.qty > lim.max_quantity) or (lim.max_amount is not null and s.amount > lim.max_amount))
    order by lim.name limit 1`));
  if (!passed) return;
  const byAmount = passed.max_quantity === null || Number(passed.qty) <= passed.max_quantity;
  throw promotionError(ctx, byAmount ? 'purchase_limit_amount' : 'purchase_limit_quantity', { items: `over the purchase limit ${passed.name}` }, {
    name: passed.name, days: passed.period_days,
    limit: byAmount ? formatMoney(passed.max_amount!) : passed.max_quantity!, total: byAmount ? formatMoney(Number(passed.amount)) : passed.qty,
  });
}

/** A limit names products that exist (by sku or id), and caps a quantity or an amount: else 400 on the field. */
async function checkLimit(ctx: AuthedContext, input: Record<string, unknown>, row: Row | null) {
  const refs = input.products as string[] | undefined;
  if (refs?.length) {
    const ids = refs.filter((r) => /^\d{1,15}$/.test(r)).map(Number);
    const found = await ctx.db.select({ id: products.id, sku: products.sku }).from(products)
      .where(ids.length ? or(inArray(products.sku, refs), inArray(products.id, ids)) : inArray(products.sku, refs));
    const missing = refs.filter((r) => !found.some((p) => p.sku === r || String(p.id) === r));
    if (missing.length) throw badRequest({ products: `no product with sku or id ${missing.slice(0, 5).join(', ')}` });
  }
  const quantity = 'max_quantity' in input ? input.max_quantity : row?.maxQuantity;
  const amount = 'max_amount' in input ? input.max_amount : row?.maxAmount;
  if ((quantity ?? null) === null && (amount ?? null) === null) throw badRequest({ max_quantity: 'give a quantity or an amount (or both)' });
}

export const amwayLimitHandlers = serveResource(amwayLimits, { table: schema.amwayLimits, check: checkLimit });

interface UsageRow {
  limit_id: string | number; limit_name: string; period_days: number; customer: string; user_id: string | number | null; name: string | null;
  orders: number; quantity: string | number; amount: string | number; max_quantity: number | null; max_amount: string | number | null; used: string | number; total: number;
}

/** The usage of each active limit by each customer of the sashka website, as assertPurchaseLimits counts it. */
export const amwayUsageHandler: Handler<typeof amwayUsage> = async ({ limit_id, min_percent, page, per_page }, ctx) => {
  const siteId = ctx.scope.website?.id;
  if (!siteId) throw badRequest({ website_id: 'choose the sashka website' });
  const found = rowsOf<UsageRow>(await ctx.db.execute(sql`
    with lim as (
      select l.id, l.name, l.max_quantity, l.max_amount, l.period_days,
        array(select p.id from products p where p.sku in (select jsonb_array_elements_text(l.products))
          or p.id::text in (select jsonb_array_elements_text(l.products))) as pids
      from amway_limits l where l.active ${limit_id ? sql`and l.id = ${limit_id}` : sql``}
    ), used as (
      select lim.id as limit_id, coalesce('user:' || o.user_id::text, 'email:' || lower(o.email)) as who, max(o.user_id) as user_id,
        max(lower(o.email)) as email, max(coalesce(o.customer_name, o.receiver_name)) as name, count(distinct o.id)::int as orders,
        sum(li.quantity - li.returned_quantity) as quantity, sum(li.price * (li.quantity - li.returned_quantity)) as amount
      from lim join orders o on o.website_id = ${siteId} and o.state <> 'canceled' and o.created_at >= now() - make_interval(days => lim.period_days)
        join line_items li on li.order_id = o.id join variants v on v.id = li.variant_id and v.product_id = any(lim.pids)
      where o.user_id is not null or o.email is not null
      group by 1, 2
    ), rated as (
      select u.*, lim.name as limit_name, lim.period_days, lim.max_quantity, lim.max_amount,
        greatest(case when lim.max_quantity is not null then u.quantity * 100.0 / lim.max_quantity else 0 end,
                 case when lim.max_amount is not null then u.amount * 100.0 / lim.max_amount else 0 end) as used
      from used u join lim on lim.id = u.limit_id where u.quantity > 0
    )
    select r.limit_id, r.limit_name, r.period_days, coalesce(us.email, r.email) as customer, r.user_id,
      coalesce(nullif(trim(concat_ws(' ', us.first_name, us.last_name)), ''), r.name) as name, r.orders, r.quantity, r.amount,
      r.max_quantity, r.max_amount, floor(r.used) as used, count(*) over ()::int as total
    from rated r left join users us on us.id = r.user_id
    where r.used >= ${min_percent}
    order by r.used desc, r.limit_name, customer limit ${per_page} offset ${(page - 1) * per_page}`));
  const items = found.map((r) => {
    const used = Number(r.used);
    const state = used > 100 ? 'over' as const : used === 100 ? 'reached' as const : used >= AMWAY_NEAR_PERCENT ? 'near' as const : 'ok' as const;
    return {
      limit_id: Number(r.limit_id), limit_name: r.limit_name, period_days: Number(r.period_days), customer: r.customer,
      user_id: r.user_id === null ? null : Number(r.user_id), name: r.name, orders: Number(r.orders), quantity: Number(r.quantity), amount: Number(r.amount),
      max_quantity: r.max_quantity === null ? null : Number(r.max_quantity), max_amount: r.max_amount === null ? null : Number(r.max_amount),
      used_percent: used, state,
    };
  });
  return { items, page, per_page, total: found[0]?.total ?? (page === 1 ? 0 : (page - 1) * per_page) };
};
