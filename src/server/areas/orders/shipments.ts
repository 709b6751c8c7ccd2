import { and, eq, ne } from 'drizzle-orm';
import type { shipmentCommands } from '../../../shared/commands/orders/shipments.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { assertAvailable } from './availability.js';
import { answer, authorOf, findParcel, opsError, type ShipmentRow } from './lineitems-support.js';
import { recordChanges } from './machines.js';
import { recalculate } from './recalculate.js';
import { assertPurchaseLimits } from '../promotions/amway.js';
import { recheckDiscounts } from '../promotions/order-discounts.js';
import type { OrderRow } from './scope.js';
import { commissionOf } from './totals.js';
import {
  activeLocation, addUnits, lineOf, newShipment, putStock, takeStock, takeUnits, unitCount, variantInfo,
} from './shipments-units.js';

const { shipments, lineItems } = schema;

const LIVE = ['pending', 'ready'];

/** A parcel that may still change: its order placed and live, itself not shipped or canceled. */
function assertMovable(ctx: AuthedContext, order: OrderRow, s: ShipmentRow, field = 'shipment_id') {
  assertAvailable(ctx, order);
  if (!LIVE.includes(s.state)) throw opsError(ctx, 'shipment_locked', { [field]: `is ${s.state}` }, { state: s.state });
}

/**
 * Moves units of one line from a parcel to another of the same order and vendor. Between two
 * locations the stock follows: back on the old shelf, off the new one (reason `transfer`). A parcel
 * emptied by the move is canceled and its delivery cost travels with the units, so the customer's
 * total does not change because the warehouse reorganised.
 */
async function moveUnits(ctx: AuthedContext, commandId: string, order: OrderRow, from: ShipmentRow, to: ShipmentRow, lineItemId: number, quantity: number) {
  const line = await lineOf(ctx, order.id, lineItemId);
  if (!line) throw opsError(ctx, 'line_not_in_shipment', { line_item_id: 'not in this parcel' });
  const v = await variantInfo(ctx, { id: line.variantId });
  if (!v) throw opsError(ctx, 'variant_unknown', { line_item_id: 'its variant is gone' });
  const out = await takeUnits(ctx, from.id, line.id, quantity);
  if (from.stockLocationId === to.stockLocationId) {
    if (out.on_hand) await addUnits(ctx, to.id, line.id, out.on_hand, 'on_hand');
    if (out.backordered) await addUnits(ctx, to.id, line.id, out.backordered, 'backordered');
  } else {
    if (out.on_hand) await putStock(ctx, commandId, order, v, from.stockLocationId, out.on_hand, 'transfer');
    const state = await takeStock(ctx, commandId, order, v, to.stockLocationId, quantity, 'transfer');
    await addUnits(ctx, to.id, line.id, quantity, state);
  }
  const now = new Date();
  if ((await unitCount(ctx, from.id)) === 0) {
    await ctx.db.update(shipments).set({ state: 'canceled', cost: 0, updatedAt: now }).where(eq(shipments.id, from.id));
    if (from.cost) await ctx.db.update(shipments).set({ cost: to.cost + from.cost, updatedAt: now }).where(eq(shipments.id, to.id));
    await recordChanges(ctx.db, authorOf(ctx), [{ orderId: order.id, machine: 'shipment', subjectId: from.id, from: from.state, to: 'canceled' }], now);
  }
  await recalculate(ctx.db, order.id, authorOf(ctx), now);
  ctx.auditTarget = `shipment:${from.number}`;
  return answer(ctx, order.id);
}

/** The line's vendor's share of a line after a quantity change: commission at the vendor's percent. */
async function setQuantity(ctx: AuthedContext, lineId: number, price: number, quantity: number, percent: number) {
  await ctx.db.update(lineItems).set({ quantity, commission: commissionOf(price, quantity, percent), updatedAt: new Date() }).where(eq(lineItems.id, lineId));
}

export const shipmentHandlers: HandlersOf<typeof shipmentCommands> = {
  async transferToLocation({ shipment_id, line_item_id, quantity, stock_location_id }, ctx) {
    const { shipment, order } = await findParcel(ctx, shipment_id);
    assertMovable(ctx, order, shipment);
    if (!(await activeLocation(ctx, stock_location_id))) throw opsError(ctx, 'location_unknown', { stock_location_id: 'no such active location' });
    if (stock_location_id === shipment.stockLocationId) throw opsError(ctx, 'shipment_same', { stock_location_id: 'is this parcel\'s location' });
    // Spree's transfer_to_location: into a live parcel of the same vendor already there, or a new one
    const [there] = await ctx.db.select().from(shipments).where(and(
      eq(shipments.orderId, order.id), eq(shipments.vendorId, shipment.vendorId), eq(shipments.stockLocationId, stock_location_id), ne(shipments.id, shipment.id),
    )).limit(1);
    const target = there && LIVE.includes(there.state) ? there : await newShipment(ctx, order, shipment.vendorId, stock_location_id, 0, shipment.driverId);
    return moveUnits(ctx, 'shipment.transfer_to_location', order, shipment, target, line_item_id, quantity);
  },

  async transferToShipment({ shipment_id, line_item_id, quantity, target_shipment_id }, ctx) {
    if (target_shipment_id === shipment_id) throw opsError(ctx, 'shipment_same', { target_shipment_id: 'is the same parcel' });
    const { shipment, order } = await findParcel(ctx, shipment_id);
    assertMovable(ctx, order, shipment);
    const { shipment: target } = await findParcel(ctx, target_shipment_id);
    if (target.orderId !== order.id || target.vendorId !== shipment.vendorId) {
      throw opsError(ctx, 'shipment_foreign', { target_shipment_id: 'another order\'s or merchant\'s parcel' });
    }
    assertMovable(ctx, order, target, 'target_shipment_id');
    return moveUnits(ctx, 'shipment.transfer_to_shipment', order, shipment, target, line_item_id, quantity);
  },

  async splitShipment({ shipment_id, line_item_id, quantity }, ctx) {
    const { shipment, order } = await findParcel(ctx, shipment_id);
    assertMovable(ctx, order, shipment);
    // the whole parcel into a new one would only renumber it
    if ((await unitCount(ctx, shipment.id)) <= quantity) throw opsError(ctx, 'shipment_same', { quantity: 'would move everything' });
    const target = await newShipment(ctx, order, shipment.vendorId, shipment.stockLocationId, 0, shipment.driverId);
    return moveUnits(ctx, 'shipment.split', order, shipment, target, line_item_id, quantity);
  },

  async addToShipment({ shipment_id, variant_id, quantity }, ctx) {
    const { shipment, order } = await findParcel(ctx, shipment_id);
    assertMovable(ctx, order, shipment);
    const v = await variantInfo(ctx, { id: variant_id });
    if (!v) throw opsError(ctx, 'variant_unknown', { variant_id: 'no such variant' });
    if (v.vendorId !== shipment.vendorId) throw opsError(ctx, 'variant_vendor', { variant_id: 'another merchant\'s product' });
    const state = await takeStock(ctx, 'shipment.add', order, v, shipment.stockLocationId, quantity, 'sold');
    const [line] = await ctx.db.select().from(lineItems).where(and(
      eq(lineItems.orderId, order.id), eq(lineItems.variantId, v.id), eq(lineItems.vendorId, v.vendorId),
    )).limit(1);
    let lineId: number;
    if (line && line.actn !== 'returned') {
      await setQuantity(ctx, line.id, line.price, line.quantity + quantity, v.commissionPercent);
      lineId = line.id;
    } else {
      const [created] = await ctx.db.insert(lineItems).values({
        orderId: order.id, variantId: v.id, vendorId: v.vendorId, quantity, price: v.price, commission: commissionOf(v.price, quantity, v.commissionPercent),
      }).returning({ id: lineItems.id });
      lineId = created!.id;
    }
    await addUnits(ctx, shipment.id, lineId, quantity, state);
    await assertPurchaseLimits(ctx, order);
    await recheckDiscounts(ctx, order, authorOf(ctx));
    await recalculate(ctx.db, order.id, authorOf(ctx));
    ctx.auditTarget = `shipment:${shipment.number}`;
    return answer(ctx, order.id);
  },

  async removeFromShipment({ shipment_id, variant_id, quantity }, ctx) {
    const { shipment, order } = await findParcel(ctx, shipment_id);
    assertMovable(ctx, order, shipment);
    const [line] = await ctx.db.select().from(lineItems).where(and(eq(lineItems.orderId, order.id), eq(lineItems.variantId, variant_id))).limit(1);
    const v = await variantInfo(ctx, { id: variant_id });
    if (!line || !v) throw opsError(ctx, 'variant_not_in_shipment', { variant_id: 'not in this parcel' });
    const out = await takeUnits(ctx, shipment.id, line.id, quantity);
    if (out.on_hand) await putStock(ctx, 'shipment.remove', order, v, shipment.stockLocationId, out.on_hand, 'returned');
    if (line.quantity - quantity > 0) await setQuantity(ctx, line.id, line.price, line.quantity - quantity, v.commissionPercent);
    else await ctx.db.delete(lineItems).where(eq(lineItems.id, line.id));
    const now = new Date();
    // Spree drops an emptied parcel; it is canceled here so its history stays
    if ((await unitCount(ctx, shipment.id)) === 0) {
      await ctx.db.update(shipments).set({ state: 'canceled', updatedAt: now }).where(eq(shipments.id, shipment.id));
      await recordChanges(ctx.db, authorOf(ctx), [{ orderId: order.id, machine: 'shipment', subjectId: shipment.id, from: shipment.state, to: 'canceled' }], now);
    }
    // a discount whose rules the new lines no longer meet comes off, its reason in the order's comments
    await recheckDiscounts(ctx, order, authorOf(ctx));
    await recalculate(ctx.db, order.id, authorOf(ctx), now);
    ctx.auditTarget = `shipment:${shipment.number}`;
    return answer(ctx, order.id);
  },
};

