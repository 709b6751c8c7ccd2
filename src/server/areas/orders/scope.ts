import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { normalizeOrderNumber } from '../../../shared/schema/order.js';
import type { Scope } from '../../auth/scope.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { notFound } from '../../errors.js';

const { orders, orderVendors } = schema;

/**
 * A vendor-confined caller reaches only orders holding his vendors' items (issue 6 item 10), in SQL
 * through order_vendors' (vendor_id, order_id) index; any other order is "not found", so numbers do
 * not reveal what exists.
 */
export function ordersInScope(scope: Scope): SQL | undefined {
  if (scope.vendorIds === 'all') return undefined;
  return sql`exists (select 1 from ${orderVendors} ov where ov.order_id = ${orders.id} and ov.vendor_id in (${sql.join(scope.vendorIds.map((v) => sql`${v}`), sql`, `)}))`;
}

/**
 * Lists of orders keep to the website the call names (`website_id`, §6) as they keep to its
 * vendors; a look-up by number does not, so an order is found from whichever website is selected.
 */
export function orderListScope(scope: Scope): SQL | undefined {
  return and(ordersInScope(scope), scope.websiteId === null ? undefined : eq(orders.websiteId, scope.websiteId));
}

/** The vendors whose part of an order the caller sees: all, or his. */
export const confinedTo = (scope: Scope): number[] | null => (scope.vendorIds === 'all' ? null : scope.vendorIds);

export type OrderRow = typeof orders.$inferSelect;

/** One indexed look-up by number (with or without the R), in the caller's reach; 404 otherwise. */
export async function findOrder(ctx: AuthedContext, rawNumber: string, forUpdate = false): Promise<OrderRow> {
  const number = normalizeOrderNumber(rawNumber);
  if (!number) throw notFound('No such order');
  const query = ctx.db.select().from(orders).where(and(eq(orders.number, number), ordersInScope(ctx.scope))).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('No such order');
  return row;
}

/** The order by id, locked, once a payment or shipment named it and the caller's reach is checked. */
export async function lockOrder(ctx: AuthedContext, id: number): Promise<OrderRow> {
  const [row] = await ctx.db.select().from(orders).where(and(eq(orders.id, id), ordersInScope(ctx.scope))).for('update');
  if (!row) throw notFound('No such order');
  return row;
}

export const inVendors = (column: Parameters<typeof inArray>[0], vendorIds: number[] | null) => (vendorIds ? inArray(column, vendorIds) : undefined);
