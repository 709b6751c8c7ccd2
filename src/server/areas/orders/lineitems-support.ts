import { and, eq } from 'drizzle-orm';
import { lookup } from '../../../shared/i18n/index.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { AppError, notFound } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import { notifyOrderChanged } from '../../realtime/notify.js';
import { confinedTo, lockOrder, type OrderRow } from './scope.js';
import { fillMessage, type StateOf } from './state-names.js';
import { orderDetail } from './serialize.js';

const { lineItems, shipments } = schema;

/**
 * Shared by the line item, shipment, adjustment, address, exchange, return and new-order handlers:
 * their refusals, the finders that check the caller's reach and lock the order, and the answer.
 */
export type OpsRule =
  | 'line_returned' | 'line_return_quantity' | 'line_not_shipped' | 'line_backordered' | 'line_shipped' | 'line_digital'
  | 'shipment_locked' | 'shipment_quantity' | 'shipment_same' | 'shipment_foreign' | 'line_not_in_shipment'
  | 'location_unknown' | 'out_of_stock' | 'variant_vendor' | 'variant_unknown' | 'variant_not_in_shipment'
  | 'adjustment_return' | 'adjustment_negative' | 'adjustment_line'
  | 'send_parcel_none'
  | 'return_payment' | 'return_amount' | 'return_complete' | 'return_cancel' | 'return_reason' | 'return_source'
  | 'exchange_duplicate'
  | 'customer_unknown' | 'customer_exists' | 'sku_unknown' | 'whole_order' | 'payment_method_unknown' | 'payment_method_own_flow';

/** 400: the input names something that is not there; 409: it clashes; 403: a confined caller; 422: the state refuses. */
const STATUS: Partial<Record<OpsRule, [number, string]>> = {
  location_unknown: [400, 'validation_failed'], return_reason: [400, 'validation_failed'], return_source: [400, 'validation_failed'], variant_unknown: [400, 'validation_failed'], sku_unknown: [400, 'validation_failed'],
  customer_unknown: [400, 'validation_failed'], adjustment_line: [400, 'validation_failed'], exchange_duplicate: [400, 'validation_failed'],
  payment_method_unknown: [400, 'validation_failed'], payment_method_own_flow: [400, 'validation_failed'],
  customer_exists: [409, 'conflict'], whole_order: [403, 'forbidden'],
};

/**
 * Whose state each rule's `{{state}}` is: the message names it as the screens do. (The order's own
 * state refusals come from the commands' availability rules, which name it the same way.)
 */
const STATE_OF: Partial<Record<OpsRule, StateOf>> = {
  line_not_shipped: 'shipment', shipment_locked: 'shipment', return_payment: 'payment', return_complete: 'payment_return', return_cancel: 'payment_return',
};

export function opsMessage(rule: OpsRule, values: Record<string, string> = {}, locale: 'en' | 'mn' = 'en'): string {
  return fillMessage(lookup(locale, `errors.orders_ops.${rule}`) ?? rule, values, locale, STATE_OF[rule]);
}

export function opsError(ctx: AuthedContext, rule: OpsRule, fields: Record<string, string>, values: Record<string, string> = {}): AppError {
  const [status, code] = STATUS[rule] ?? [422, 'unprocessable'];
  return new AppError(status, code, opsMessage(rule, values, requestLocale(ctx.request)), fields);
}

export const authorOf = (ctx: AuthedContext) => ctx.principal.user.id;


/** Whole-order things (address, order-level adjustments, payments) are out of a vendor-confined caller's hands. */
export function requireWholeOrder(ctx: AuthedContext, field: string): void {
  if (confinedTo(ctx.scope)) throw opsError(ctx, 'whole_order', { [field]: 'belongs to the whole order' });
}

export type LineRow = typeof lineItems.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;

/** A line of the caller's vendors, its order locked (a merchant's staff reach their lines only; others are "not found"). */
export async function findLine(ctx: AuthedContext, id: number): Promise<{ line: LineRow; order: OrderRow }> {
  const mine = confinedTo(ctx.scope);
  const [li] = await ctx.db.select({ orderId: lineItems.orderId, vendorId: lineItems.vendorId }).from(lineItems).where(eq(lineItems.id, id)).limit(1);
  if (!li || (mine && !mine.includes(li.vendorId))) throw notFound('No such line item');
  const order = await lockOrder(ctx, li.orderId);
  const [line] = await ctx.db.select().from(lineItems).where(eq(lineItems.id, id)).for('update');
  return { line: line!, order };
}

/** A parcel of the caller's vendors, its order locked. */
export async function findParcel(ctx: AuthedContext, id: number): Promise<{ shipment: ShipmentRow; order: OrderRow }> {
  const mine = confinedTo(ctx.scope);
  const [s] = await ctx.db.select({ orderId: shipments.orderId, vendorId: shipments.vendorId }).from(shipments).where(eq(shipments.id, id)).limit(1);
  if (!s || (mine && !mine.includes(s.vendorId))) throw notFound('No such shipment');
  const order = await lockOrder(ctx, s.orderId);
  const [shipment] = await ctx.db.select().from(shipments).where(and(eq(shipments.id, id))).for('update');
  return { shipment: shipment!, order };
}

/**
 * The order as the caller now sees it, after telling open lists and details that it changed (on
 * commit; PostgreSQL folds it with recalculate's own notice within the transaction).
 */
export async function answer(ctx: AuthedContext, orderId: number) {
  await notifyOrderChanged(ctx.db, { id: orderId });
  return { order: await orderDetail(ctx, await lockOrder(ctx, orderId)) };
}
