import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderDetailJson, OrderJson } from '../../../shared/schema/order.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { orderDetailSql } from './detail-sql.js';
import { confinedTo, ordersInScope, type OrderRow } from './scope.js';

const { orders, orderVendors } = schema;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A vendor's share of an order, as order_vendors keeps it (summed over his vendors). */
export interface Share { itemCount: number; itemTotal: number; adjustmentTotal: number; shipmentTotal: number; commissionTotal: number; total: number }

/**
 * The list's row. With a share (a confined caller) the amounts are his part, and what belongs to
 * the whole order (payments, fees, store credit) is left out.
 */
export function toOrderJson(o: OrderRow, share: Share | null = null): OrderJson {
  return {
    id: o.id, number: o.number, website_id: o.websiteId, state: o.state as OrderJson['state'],
    payment_state: o.paymentState as OrderJson['payment_state'], shipment_state: o.shipmentState as OrderJson['shipment_state'],
    platform: o.platform, user_id: o.userId, customer_name: o.customerName, email: o.email, phone: o.phone,
    receiver_name: o.receiverName, receiver_phone: o.receiverPhone, seller_id: o.sellerId, driver_id: o.driverId,
    flagged: o.flagged, approved: o.approvedAt !== null, approved_at: iso(o.approvedAt),
    item_count: share ? share.itemCount : o.itemCount,
    item_total: share ? share.itemTotal : o.itemTotal,
    adjustment_total: share ? share.adjustmentTotal : o.adjustmentTotal,
    shipment_total: share ? share.shipmentTotal : o.shipmentTotal,
    fee_total: share ? 0 : o.feeTotal,
    commission_total: share ? share.commissionTotal : o.commissionTotal,
    store_credit_total: share ? null : o.storeCreditTotal,
    total: share ? share.total : o.total,
    payment_total: share ? null : o.paymentTotal,
    lease_amount: o.leaseAmount,
    completed_at: iso(o.completedAt), canceled_at: iso(o.canceledAt), created_at: o.createdAt.toISOString(),
  };
}

/**
 * A confined caller's share of the order, summed over his vendors' rows of order_vendors (0 when
 * he has none in it): a column of the list's own statement, not a second round trip.
 */
export function shareColumn(mine: number[]): SQL<Share> {
  const sum = (column: string) => sql`coalesce(sum(ov.${sql.identifier(column)}), 0)`;
  return sql<Share>`(select json_build_object('itemCount', ${sum('item_count')}, 'itemTotal', ${sum('item_total')},
      'adjustmentTotal', ${sum('adjustment_total')}, 'shipmentTotal', ${sum('shipment_total')},
      'commissionTotal', ${sum('commission_total')}, 'total', ${sum('total')})
    from ${orderVendors} ov where ov.order_id = ${orders.id} and ov.vendor_id in (${sql.join(mine.map((v) => sql`${v}::bigint`), sql`, `)}))`
    // PGlite and pg answer json parsed; a driver answering text is parsed here
    .mapWith((v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Share);
}

/** The list row's fields and the detail's, joined in this order: the API's key order. */
const joined = (parts: unknown): OrderDetailJson => {
  // PGlite and pg answer json parsed; a driver answering text is parsed here
  const [row, detail] = (typeof parts === 'string' ? JSON.parse(parts) : parts) as [OrderJson, Omit<OrderDetailJson, keyof OrderJson>];
  return Object.assign(row, detail);
};

const byNumber = (ctx: AuthedContext, mine: number[] | null) => ctx.db.select({ detail: orderDetailSql(mine) })
  .from(orders).where(and(eq(orders.number, sql.placeholder('number')), ordersInScope(ctx.scope))).limit(1);
type ByNumber = ReturnType<ReturnType<typeof byNumber>['prepare']>;
/** The whole-order look-up, planned once per connection (a named statement); per database, as tests open several. */
const preparedByNumber = new WeakMap<object, ByNumber>();

/**
 * `GET orders/{number}`: the order and everything its detail shows as one JSON value of one
 * statement, which for a caller who sees whole orders is a prepared one. Null when there is no
 * such order in reach.
 */
export async function lookUpOrder(ctx: AuthedContext, number: string): Promise<OrderDetailJson | null> {
  const mine = confinedTo(ctx.scope);
  let query: ByNumber | undefined;
  if (!mine) {
    query = preparedByNumber.get(ctx.db);
    if (!query) preparedByNumber.set(ctx.db, (query = byNumber(ctx, null).prepare('order_detail_by_number')));
  }
  const [row] = query ? await query.execute({ number }) : await byNumber(ctx, mine).execute({ number });
  return row ? joined(row.detail) : null;
}

/**
 * The whole order as its detail screen shows it, cut to the caller's vendors when he is confined:
 * read again by id in the caller's transaction, so it shows what the operation just changed.
 */
export async function orderDetail(ctx: AuthedContext, o: OrderRow): Promise<OrderDetailJson> {
  const [row] = await ctx.db.select({ detail: orderDetailSql(confinedTo(ctx.scope)) }).from(orders).where(eq(orders.id, o.id));
  if (!row) throw new Error(`order ${o.number} vanished while its detail was read`);
  return joined(row.detail);
}
