import { and, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { OrderFilter } from '../../../shared/schema/order.js';
import { normalizeOrderNumber } from '../../../shared/schema/order.js';
import { likeEscape, type FilterColumn } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';

const { orders, orderVendors } = schema;

const PLACED = sql`${orders.state} in ('complete', 'resumed', 'awaiting_return', 'returned')`;

/** §4's tabs, each one condition the list's indexes serve. */
export const ORDER_TABS: Record<OrderFilter, SQL | undefined> = {
  all: undefined,
  // placed, not canceled, and still owing money or a parcel
  active: sql`${orders.state} in ('complete', 'resumed', 'awaiting_return') and (${orders.shipmentState} is distinct from 'shipped' or ${orders.paymentState} is distinct from 'paid')`,
  completed: PLACED,
  leasing: isNotNull(orders.leaseAmount),
  paid: inArray(orders.paymentState, ['paid', 'credit_owed']),
  // something has left the warehouse
  shipping: inArray(orders.shipmentState, ['partial', 'shipped']),
  unfulfilled: and(PLACED, inArray(orders.shipmentState, ['pending', 'ready', 'backorder', 'partial'])),
  unpaid: inArray(orders.paymentState, ['balance_due', 'failed']),
};

const vendorHas = (ids: number[]) => (ids.length
  ? sql`exists (select 1 from ${orderVendors} ov where ov.order_id = ${orders.id} and ov.vendor_id in (${sql.join(ids.map((v) => sql`${v}`), sql`, `)}))`
  : sql`false`);

export const ORDER_FILTERS: Record<string, FilterColumn> = {
  number: {
    kind: 'text',
    // typed with or without the R: `123` means R123
    where: (p, v) => {
      const raw = String(v);
      const n = normalizeOrderNumber(raw) ?? raw.toUpperCase();
      if (p === 'eq') return eq(orders.number, n);
      if (p === 'start') return sql`${orders.number} like ${`${likeEscape(n)}%`}`;
      if (p === 'cont') return ilike(orders.number, `%${likeEscape(raw)}%`);
      if (p === 'in') return inArray(orders.number, (v as unknown[]).map((x) => normalizeOrderNumber(String(x)) ?? String(x)));
      return undefined;
    },
  },
  email: { kind: 'text', column: orders.email },
  phone: { kind: 'text', column: orders.phone },
  customer_name: { kind: 'text', column: orders.customerName },
  receiver_name: { kind: 'text', column: orders.receiverName },
  receiver_phone: { kind: 'text', column: orders.receiverPhone },
  user_id: { kind: 'number', column: orders.userId },
  seller_id: { kind: 'number', column: orders.sellerId },
  driver_id: { kind: 'number', column: orders.driverId },
  website_id: { kind: 'number', column: orders.websiteId },
  vendor_id: {
    kind: 'number',
    where: (p, v) => (p === 'eq' ? vendorHas([Number(v)]) : p === 'in' ? vendorHas((v as unknown[]).map(Number)) : undefined),
  },
  platform: { kind: 'text', column: orders.platform },
  state: { kind: 'text', column: orders.state },
  payment_state: { kind: 'text', column: orders.paymentState },
  shipment_state: { kind: 'text', column: orders.shipmentState },
  flagged: { kind: 'bool', column: orders.flagged },
  approved: { kind: 'bool', where: (p, v) => (p === 'eq' ? (v ? isNotNull(orders.approvedAt) : sql`${orders.approvedAt} is null`) : undefined) },
  total: { kind: 'number', column: orders.total },
  created_at: { kind: 'date', column: orders.createdAt },
  completed_at: { kind: 'date', column: orders.completedAt },
};

export const ORDER_SORTS = {
  number: orders.number, created_at: orders.createdAt, completed_at: orders.completedAt, total: orders.total,
  state: orders.state, payment_state: orders.paymentState, shipment_state: orders.shipmentState,
};

/**
 * What a person types to find an order: its number (with or without the R, or its start), a phone
 * (the customer's or the receiver's), an email, or words of the customer's or receiver's name.
 * Every branch is served by an index except the name words.
 */
export function orderMatch(query: string): SQL {
  const q = query.trim();
  const number = normalizeOrderNumber(q);
  const digits = q.replace(/[\s-]/g, '').replace(/^\+?976/, '');
  const parts: SQL[] = [];
  if (number) parts.push(sql`${orders.number} like ${`${number}%`}`);
  if (/^\d{8}$/.test(digits)) parts.push(eq(orders.phone, digits), eq(orders.receiverPhone, digits));
  if (q.includes('@')) parts.push(sql`lower(${orders.email}) = ${q.toLowerCase()}`);
  if (!number && !q.includes('@')) {
    const like = `%${likeEscape(q)}%`;
    parts.push(ilike(orders.customerName, like), ilike(orders.receiverName, like));
  }
  return or(...parts)!;
}

/**
 * The list counts exactly up to this many and past it answers "more than" (`total_capped`), as
 * the products search does: an exact count of 800,000 paid orders reads every one of them
 * (600 ms at 1,000,000 orders), while a page of them takes a few milliseconds.
 */
export const ORDER_COUNT_CAP = 1000;

/** Orders matching `where`, counted up to ORDER_COUNT_CAP + 1 rows of an index: a scalar subquery. */
export const orderCountSql = (where: SQL | undefined): SQL<number> =>
  sql<number>`(select count(*)::int from (select 1 from ${orders} where ${where ?? sql`true`} limit ${ORDER_COUNT_CAP + 1}) as c)`;

/** The count as the page answers it: exact up to the cap, "more than" past it. */
export const cappedCount = (n: number): { total: number; capped: boolean } =>
  (n > ORDER_COUNT_CAP ? { total: ORDER_COUNT_CAP, capped: true } : { total: n, capped: false });
