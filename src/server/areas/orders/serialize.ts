import { and, eq, sql } from 'drizzle-orm';
import type { OrderDetailJson } from '../../../shared/schema/order.js';
import { JsonText, type AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { orderDetailSql, orderDetailText } from './detail-sql.js';
import { confinedTo, ordersInScope, type OrderRow } from './scope.js';

const { orders } = schema;

const byNumber = (ctx: AuthedContext, mine: number[] | null) => ctx.db.select({ answer: sql<string>`'{"order":' || ${orderDetailText(mine)} || '}'` })
  .from(orders).where(and(eq(orders.number, sql.placeholder('number')), ordersInScope(ctx.scope))).limit(1);
type ByNumber = ReturnType<ReturnType<typeof byNumber>['prepare']>;
/** The whole-order look-up, planned once per connection (a named statement); per database, as tests open several. */
const preparedByNumber = new WeakMap<object, ByNumber>();

/**
 * `GET orders/{number}`: its answer, `{"order": …}` with everything the detail shows, as the text
 * of one statement (for a caller who sees whole orders, a prepared one), sent as it is. Null when
 * there is no such order in reach.
 */
export async function lookUpOrder(ctx: AuthedContext, number: string): Promise<JsonText<{ order: OrderDetailJson }> | null> {
  const mine = confinedTo(ctx.scope);
  let query: ByNumber | undefined;
  if (!mine) {
    query = preparedByNumber.get(ctx.db);
    if (!query) preparedByNumber.set(ctx.db, (query = byNumber(ctx, null).prepare('order_answer_by_number')));
  }
  const [row] = query ? await query.execute({ number }) : await byNumber(ctx, mine).execute({ number });
  return row ? new JsonText(row.answer) : null;
}

/**
 * The whole order as its detail screen shows it, cut to the caller's vendors when he is confined:
 * read again by id in the caller's transaction, so it shows what the operation just changed.
 */
export async function orderDetail(ctx: AuthedContext, o: OrderRow): Promise<OrderDetailJson> {
  const [row] = await ctx.db.select({ detail: orderDetailSql(confinedTo(ctx.scope)) }).from(orders).where(eq(orders.id, o.id));
  if (!row) throw new Error(`order ${o.number} vanished while its detail was read`);
  return row.detail;
}
