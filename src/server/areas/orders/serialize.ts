import { and, eq, sql } from 'drizzle-orm';
import type { OrderDetailJson, OrderJson } from '../../../shared/schema/order.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { orderDetailSql } from './detail-sql.js';
import { confinedTo, ordersInScope, type OrderRow } from './scope.js';

const { orders } = schema;

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
