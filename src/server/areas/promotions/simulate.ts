import { sql, type SQL } from 'drizzle-orm';
import type { promotionSimulate } from '../../../shared/commands/promotions/simulate.js';
import type { Handler } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { asLargeRead } from '../../db/large-read.js';
import { rowsOf } from '../../db/rows.js';
import { computeDiscount, isRefusal, type CartLine, type CartShipment, type DiscountRule } from './compute.js';
import { columnsOf, vendorFor } from './discounts.js';
import { ruleOf } from './rules.js';
import { findDiscount, type DiscountRow } from './scope.js';

const { orders, lineItems, variants, products, shipments } = schema;

/** Ulaanbaatar's offset (no daylight saving since 2017): a day of the period is a day there. */
const UB_OFFSET_MS = 8 * 3600_000;
const ubDay = (at: Date) => new Date(at.getTime() + UB_OFFSET_MS).toISOString().slice(0, 10);

interface LineRow {
  order_id: number; user_id: number | null; email: string | null; completed_at: Date | string;
  id: number; variant_id: number; product_id: number; brand_id: number | null; vendor_id: number; quantity: number; price: number;
}

/**
 * The lines a rule can look at, in SQL: those it reaches (its merchant's, its products, brands or
 * variants) and the Y lines of a buy X get Y. The computation filters the same way, so leaving the
 * rest in the database changes no result, only how many rows cross the wire.
 */
function reachWhere(rule: DiscountRule): SQL | undefined {
  const ids = (list: readonly number[]) => sql`array[${sql.join(list.map((n) => sql`${n}`), sql`, `)}]::bigint[]`;
  const reach = rule.appliesTo === 'order' ? undefined
    : !rule.targetIds.length ? sql`false`
      : rule.appliesTo === 'products' ? sql`${variants.productId} = any(${ids(rule.targetIds)})`
        : rule.appliesTo === 'brands' ? sql`${products.brandId} = any(${ids(rule.targetIds)})`
          : sql`${lineItems.variantId} = any(${ids(rule.targetIds)})`;
  const ys = rule.buy?.getVariantIds.length ? sql`${lineItems.variantId} = any(${ids(rule.buy.getVariantIds)})` : undefined;
  const lines = reach && ys ? sql`(${reach} or ${ys})` : reach && !ys ? reach : undefined;
  const vendor = rule.vendorId === null ? undefined : sql`${lineItems.vendorId} = ${rule.vendorId}`;
  return lines && vendor ? sql`${lines} and ${vendor}` : lines ?? vendor;
}

/** Each refusal counted once per order, by rule. */
const tally = (map: Map<string, number>, rule: string) => map.set(rule, (map.get(rule) ?? 0) + 1);

export const simulateHandler: Handler<typeof promotionSimulate> = async ({ id, rule: fields, days }, ctx) => {
  const saved: DiscountRow | null = id === undefined ? null : await findDiscount(ctx, id);
  const { vendor_id, ...rest } = fields ?? {};
  const columns = fields ? columnsOf(ctx, { title: saved?.title ?? '-', ...rest }, saved) : saved!;
  const vendorId = await vendorFor(ctx, vendor_id, saved?.vendorId ?? null);
  const rule = ruleOf({ ...columns, vendorId });
  const limits = { usage: columns.usageLimit, once: columns.oncePerCustomer, perUser: columns.maxPerUser };
  const websiteId = saved ? saved.websiteId : ctx.scope.websiteId;

  const period = sql`${orders.completedAt} >= now() - make_interval(days => ${days}) and ${orders.state} <> 'canceled'`;
  const website = websiteId === null ? undefined : sql`${orders.websiteId} = ${websiteId}`;
  const placed = website ? sql`${period} and ${website}` : period;
  const reach = reachWhere(rule);
  const [lineRows, countRows, shipRows] = await Promise.all([
    // a month of lines: worth PostgreSQL's parallel workers (db/large-read.ts)
    asLargeRead(ctx.db, (tx) => tx.execute(sql`
      select ${lineItems.orderId} as order_id, ${orders.userId} as user_id, lower(${orders.email}) as email, ${orders.completedAt} as completed_at,
        ${lineItems.id} as id, ${lineItems.variantId} as variant_id, ${variants.productId} as product_id, ${products.brandId} as brand_id,
        ${lineItems.vendorId} as vendor_id, (${lineItems.quantity} - ${lineItems.returnedQuantity})::int as quantity, ${lineItems.price} as price
      from ${orders} join ${lineItems} on ${lineItems.orderId} = ${orders.id}
        join ${variants} on ${variants.id} = ${lineItems.variantId} join ${products} on ${products.id} = ${variants.productId}
      where ${placed} ${reach ? sql`and ${reach}` : sql``}
      order by ${orders.completedAt}, ${orders.id}`)),
    ctx.db.execute(sql`select count(*)::int as n from ${orders} where ${placed}
      ${rule.vendorId === null ? sql`` : sql`and exists (select 1 from ${lineItems} where ${lineItems.orderId} = ${orders.id} and ${lineItems.vendorId} = ${rule.vendorId})`}`),
    rule.freeShipping
      ? ctx.db.execute(sql`select ${shipments.orderId} as order_id, ${shipments.vendorId} as vendor_id, ${shipments.cost} as cost
          from ${shipments} join ${orders} on ${orders.id} = ${shipments.orderId} where ${placed} and ${shipments.state} <> 'canceled'`)
      : Promise.resolve({ rows: [] }),
  ]);

  const ships = new Map<number, CartShipment[]>();
  for (const s of rowsOf<{ order_id: number; vendor_id: number; cost: number }>(shipRows)) {
    const list = ships.get(Number(s.order_id)) ?? [];
    list.push({ vendorId: Number(s.vendor_id), cost: Number(s.cost) });
    ships.set(Number(s.order_id), list);
  }

  const refused = new Map<string, number>();
  // every day of the period, those it gave nothing on too: a chart of it must not close its gaps
  const byDay = new Map<string, { touched: number; given_amount: number }>();
  for (let d = days; d >= 0; d--) byDay.set(ubDay(new Date(Date.now() - d * 86_400_000)), { touched: 0, given_amount: 0 });
  const usesBy = new Map<string, number>();
  const out = { touched: 0, given: 0, shipping: 0, sales: 0 };
  const rows = rowsOf<LineRow>(lineRows);
  // the rows come grouped by order, in the order the orders were placed: limits are used up in that order
  for (let i = 0; i < rows.length;) {
    const first = rows[i]!;
    const lines: CartLine[] = [];
    for (; i < rows.length && rows[i]!.order_id === first.order_id; i++) {
      const r = rows[i]!;
      lines.push({ id: Number(r.id), variantId: Number(r.variant_id), productId: Number(r.product_id), brandId: r.brand_id === null ? null : Number(r.brand_id), vendorId: Number(r.vendor_id), quantity: Number(r.quantity), price: Number(r.price) });
    }
    const given = computeDiscount(rule, lines, ships.get(Number(first.order_id)) ?? []);
    if (isRefusal(given)) { tally(refused, given.rule); continue; }
    if (limits.usage !== null && out.touched >= limits.usage) { tally(refused, 'used_up'); continue; }
    const customer = first.user_id !== null ? `u${first.user_id}` : `e${first.email ?? ''}`;
    const uses = usesBy.get(customer) ?? 0;
    if (limits.once && uses >= 1) { tally(refused, 'customer_once'); continue; }
    if (limits.perUser !== null && uses >= limits.perUser) { tally(refused, 'customer_max'); continue; }
    usesBy.set(customer, uses + 1);
    out.touched += 1;
    out.given += given.total;
    out.shipping += given.shipping;
    out.sales += lines.reduce((a, l) => a + l.price * l.quantity, 0);
    const day = ubDay(new Date(first.completed_at));
    const d = byDay.get(day) ?? { touched: 0, given_amount: 0 };
    d.touched += 1;
    d.given_amount += given.total;
    byDay.set(day, d);
  }
  const orderCount = rowsOf<{ n: number }>(countRows)[0]?.n ?? 0;
  // orders none of whose lines the rule reaches never came back from the database
  const unreached = Number(orderCount) - out.touched - [...refused.values()].reduce((a, b) => a + b, 0);
  if (unreached > 0) refused.set('not_for_products', (refused.get('not_for_products') ?? 0) + unreached);
  return {
    days, orders: Number(orderCount), touched: out.touched, given_amount: out.given, shipping_amount: out.shipping, sales_total: out.sales,
    refused: [...refused].map(([r, n]) => ({ rule: r, orders: n })).sort((a, b) => b.orders - a.orders),
    by_day: [...byDay].map(([day, v]) => ({ day, ...v })).sort((a, b) => a.day.localeCompare(b.day)),
  };
};
