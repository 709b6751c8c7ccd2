import { and, eq } from 'drizzle-orm';
import type { lineItemCommands } from '../../../shared/commands/orders/lineitems.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { recheckDiscounts } from '../promotions/order-discounts.js';
import { assertAvailable } from './availability.js';
import { answer, authorOf, findLine, type LineRow, opsError } from './lineitems-support.js';
import { recordChanges } from './machines.js';
import { recalculate } from './recalculate.js';
import { markOwedForReturn } from './returns-owed.js';
import type { OrderRow } from './scope.js';
import { putStock, unitsOfLine, variantInfo } from './shipments-units.js';
import { notifyReturnReceived } from '../users/notify.js';

const { lineItems, adjustments } = schema;

/** A line that may still take an action: its order placed and live, the line not given back. */
function assertActionable(ctx: AuthedContext, order: OrderRow, line: LineRow) {
  assertAvailable(ctx, order);
  if (line.actn === 'returned') throw opsError(ctx, 'line_returned', { line_item_id: 'is returned' });
}

async function setAction(ctx: AuthedContext, order: OrderRow, line: LineRow, actn: string, comment: string | null) {
  const now = new Date();
  await ctx.db.update(lineItems).set({ actn, comment, updatedAt: now }).where(eq(lineItems.id, line.id));
  await recordChanges(ctx.db, authorOf(ctx), [{ orderId: order.id, machine: 'line_item', subjectId: line.id, from: line.actn ?? 'none', to: actn }], now);
  ctx.auditTarget = `line_item:${line.id}`;
}

/** Live units of the line (in parcels not canceled), and how many of them have left. */
async function progress(ctx: AuthedContext, lineId: number) {
  const units = (await unitsOfLine(ctx, lineId)).filter((u) => u.shipmentState !== 'canceled');
  const shipped = units.filter((u) => u.shipmentState === 'shipped');
  return { units, shipped, allShipped: units.length > 0 && shipped.length === units.length };
}

/**
 * Returns `quantity` units of a shipped line (by default all that have not come back yet): back on
 * the shelves of the parcels they left from (unless they come back unsellable), a `return`
 * adjustment taking their share of the line (with its discounts) out of what is owed, and the
 * action `returned` once every unit is back. The shares are cut so that returning a line in parts
 * refunds exactly what returning it whole does. The order's discounts are checked again on what is
 * kept (issue 16): one whose rules no longer hold comes off, its reason in the order's comments.
 */
export async function returnLine(ctx: AuthedContext, commandId: string, order: OrderRow, line: LineRow, reason: string, restock: boolean, quantity?: number): Promise<void> {
  const { units, allShipped } = await progress(ctx, line.id);
  if (!allShipped) {
    const waiting = units.find((u) => u.shipmentState !== 'shipped');
    throw opsError(ctx, 'line_not_shipped', { line_item_id: `parcel is ${waiting?.shipmentState ?? 'none'}` }, { state: waiting?.shipmentState ?? '—' });
  }
  const left = line.quantity - line.returnedQuantity;
  const count = quantity ?? left;
  if (count > left) throw opsError(ctx, 'line_return_quantity', { quantity: `at most ${left}` }, { count: String(left) });
  const v = await variantInfo(ctx, { id: line.variantId });
  if (restock && v) {
    // the units come back to the shelves they left, in the order they were packed
    let rest = count;
    for (const u of units) {
      if (rest === 0) break;
      if (u.state !== 'on_hand') continue;
      const n = Math.min(rest, u.quantity);
      await putStock(ctx, commandId, order, v, u.stockLocationId, n, 'returned');
      rest -= n;
    }
  }
  const returned = line.returnedQuantity + count;
  await ctx.db.update(lineItems).set({ returnedQuantity: returned, updatedAt: new Date() }).where(eq(lineItems.id, line.id));
  await notifyReturnReceived(ctx.db, ctx.services.config, order, line, v?.sku ?? String(line.variantId), count, returned, ctx.principal.user.id);
  // what is kept may no longer meet a discount's rules (a minimum): it comes off first, so the
  // refund is what the returned units cost once it is gone, and the kept ones bear their full price
  await recheckDiscounts(ctx, order, authorOf(ctx));
  const own = await ctx.db.select({ amount: adjustments.amount, eligible: adjustments.eligible, kind: adjustments.kind }).from(adjustments)
    .where(and(eq(adjustments.orderId, order.id), eq(adjustments.lineItemId, line.id)));
  const charged = line.price * line.quantity + own.filter((a) => a.eligible && a.kind !== 'return').reduce((s, a) => s + a.amount, 0);
  // all the units back so far are refunded at what they cost now, less what earlier returns refunded
  const refunded = -own.filter((a) => a.kind === 'return').reduce((s, a) => s + a.amount, 0);
  await ctx.db.insert(adjustments).values({
    orderId: order.id, lineItemId: line.id, kind: 'return', label: `Returned: ${v?.sku ?? line.variantId} × ${count}`,
    amount: -(Math.round((charged * returned) / line.quantity) - refunded), authorId: authorOf(ctx),
  });
  if (returned === line.quantity) await setAction(ctx, order, line, 'returned', reason);
  else {
    // a part back: the line keeps its action; the reason is its comment, the adjustment says how many
    await ctx.db.update(lineItems).set({ comment: reason }).where(eq(lineItems.id, line.id));
    ctx.auditTarget = `line_item:${line.id}`;
  }
}

export const lineItemHandlers: HandlersOf<typeof lineItemCommands> = {
  async lineItemUpdate({ line_item_id, actn, comment }, ctx) {
    const { line, order } = await findLine(ctx, line_item_id);
    assertActionable(ctx, order, line);
    if (actn === 'digital' && !line.isDigital) throw opsError(ctx, 'line_digital', { actn: 'the item is not digital' });
    await setAction(ctx, order, line, actn, comment ?? null);
    return answer(ctx, order.id);
  },

  async lineItemShip({ line_item_id, comment }, ctx) {
    const { line, order } = await findLine(ctx, line_item_id);
    assertActionable(ctx, order, line);
    const { units, allShipped } = await progress(ctx, line.id);
    if (allShipped) throw opsError(ctx, 'line_shipped', { line_item_id: 'already shipped' });
    // nothing to send while the shelf has not got it
    if (units.some((u) => u.shipmentState !== 'shipped' && u.state === 'backordered')) throw opsError(ctx, 'line_backordered', { line_item_id: 'backordered' });
    await setAction(ctx, order, line, 'ship_item', comment ?? line.comment);
    return answer(ctx, order.id);
  },

  async lineItemNotShip({ line_item_id, comment }, ctx) {
    const { line, order } = await findLine(ctx, line_item_id);
    assertActionable(ctx, order, line);
    if ((await progress(ctx, line.id)).allShipped) throw opsError(ctx, 'line_shipped', { line_item_id: 'already shipped' });
    await setAction(ctx, order, line, 'not_ship_item', comment);
    return answer(ctx, order.id);
  },

  async lineItemReturn({ line_item_id, reason, restock, quantity }, ctx) {
    const { line, order } = await findLine(ctx, line_item_id);
    assertAvailable(ctx, order);
    if (line.actn === 'returned' || line.returnedQuantity >= line.quantity) throw opsError(ctx, 'line_returned', { line_item_id: 'is returned' });
    await returnLine(ctx, 'line_item.return', order, line, reason, restock, quantity);
    const totals = await recalculate(ctx.db, order.id, authorOf(ctx));
    if (await markOwedForReturn(ctx, order.id, totals, 'item_returned')) await recalculate(ctx.db, order.id, authorOf(ctx));
    return answer(ctx, order.id);
  },
};
