import { and, eq } from 'drizzle-orm';
import type { paymentCommands } from '../../../shared/commands/orders/payments.js';
import type { PaymentMachineState, ShipmentMachineState } from '../../../shared/schema/order.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { enqueueOrderMessage } from '../../outbox/enqueue.js';
import { refundGiftCardPayment } from '../promotions/gift-cards.js';
import { paymentTransition, recordChanges, shipmentTransition } from './machines.js';
import { orderError } from './messages.js';
import { recalculate } from './recalculate.js';
import { assertAvailable } from './availability.js';
import { confinedTo, lockOrder } from './scope.js';
import { orderDetail } from './serialize.js';
import { restockShipment, unstockShipment } from './stock.js';

const { payments, shipments } = schema;

/** A payment belongs to the whole order: a vendor-confined caller never reaches one. */
async function findPayment(ctx: AuthedContext, id: number) {
  if (confinedTo(ctx.scope)) throw notFound('No such payment');
  const [p] = await ctx.db.select().from(payments).where(eq(payments.id, id)).limit(1);
  if (!p) throw notFound('No such payment');
  const order = await lockOrder(ctx, p.orderId);
  const [locked] = await ctx.db.select().from(payments).where(eq(payments.id, id)).for('update');
  return { payment: locked!, order };
}

/** A shipment of the caller's vendors (a merchant sees his parcels only), with its order locked. */
async function findShipment(ctx: AuthedContext, id: number) {
  const mine = confinedTo(ctx.scope);
  const [s] = await ctx.db.select().from(shipments).where(eq(shipments.id, id)).limit(1);
  if (!s || (mine && !mine.includes(s.vendorId))) throw notFound('No such shipment');
  const order = await lockOrder(ctx, s.orderId);
  assertAvailable(ctx, order);
  const [locked] = await ctx.db.select().from(shipments).where(and(eq(shipments.id, id))).for('update');
  return { shipment: locked!, order };
}

async function movePayment(ctx: AuthedContext, id: number, event: 'capture' | 'void') {
  const { payment, order } = await findPayment(ctx, id);
  const to = paymentTransition(ctx, payment.state as PaymentMachineState, event);
  const now = new Date();
  await ctx.db.update(payments).set({ state: to, updatedAt: now }).where(eq(payments.id, id));
  // a gift card's part goes back on the card
  if (payment.method === 'gift_card' && payment.state === 'completed' && to === 'void') await refundGiftCardPayment(ctx.db, payment, ctx.principal.user.id);
  await recordChanges(ctx.db, ctx.principal.user.id, [{ orderId: order.id, machine: 'payment', subjectId: id, from: payment.state, to }], now);
  await recalculate(ctx.db, order.id, ctx.principal.user.id, now);
  ctx.auditTarget = `payment:${id}`;
  return { order: await orderDetail(ctx, (await lockOrder(ctx, order.id))) };
}

const paid = (paymentState: string | null) => paymentState === 'paid' || paymentState === 'credit_owed';

/**
 * Ships a ready parcel; with `sms` the customer is told by SMS (queued in the same transaction),
 * `shipment.ship_without_sms` passes false (§4 "ship without SMS").
 */
export async function shipParcel(ctx: AuthedContext, id: number, tracking: string | undefined, sms: boolean) {
  const { shipment, order } = await findShipment(ctx, id);
  const to = shipmentTransition(ctx, shipment.state as ShipmentMachineState, 'ship', paid(order.paymentState));
  const now = new Date();
  await ctx.db.update(shipments).set({ state: to, shippedAt: now, tracking: tracking ?? shipment.tracking, updatedAt: now }).where(eq(shipments.id, id));
  await recordChanges(ctx.db, ctx.principal.user.id, [{ orderId: order.id, machine: 'shipment', subjectId: id, from: shipment.state, to }], now);
  await recalculate(ctx.db, order.id, ctx.principal.user.id, now);
  if (sms) await enqueueOrderMessage(ctx.db, order.id, 'parcel_sent', { channels: ['sms'], vendorId: shipment.vendorId, tracking: tracking ?? shipment.tracking });
  ctx.auditTarget = `shipment:${shipment.number}`;
  return { order: await orderDetail(ctx, await lockOrder(ctx, order.id)) };
}

export const paymentHandlers: HandlersOf<typeof paymentCommands> = {
  capture: ({ id }, ctx) => movePayment(ctx, id, 'capture'),
  voidPayment: ({ id }, ctx) => movePayment(ctx, id, 'void'),

  ship: ({ id, tracking }, ctx) => shipParcel(ctx, id, tracking, true),

  async cancelShipment({ id }, ctx) {
    const { shipment, order } = await findShipment(ctx, id);
    const to = shipmentTransition(ctx, shipment.state as ShipmentMachineState, 'cancel', paid(order.paymentState));
    const now = new Date();
    await restockShipment(ctx, 'shipment.cancel', order.number, shipment);
    await ctx.db.update(shipments).set({ state: to, updatedAt: now }).where(eq(shipments.id, id));
    await recordChanges(ctx.db, ctx.principal.user.id, [{ orderId: order.id, machine: 'shipment', subjectId: id, from: shipment.state, to }], now);
    await recalculate(ctx.db, order.id, ctx.principal.user.id, now);
    ctx.auditTarget = `shipment:${shipment.number}`;
    return { order: await orderDetail(ctx, await lockOrder(ctx, order.id)) };
  },

  async resumeShipment({ id }, ctx) {
    const { shipment, order } = await findShipment(ctx, id);
    if (order.state === 'canceled') throw orderError(ctx, 'shipment_order_canceled', { state: 'order is canceled' }, { state: order.state });
    const to = shipmentTransition(ctx, shipment.state as ShipmentMachineState, 'resume', paid(order.paymentState));
    const now = new Date();
    await unstockShipment(ctx, 'shipment.resume', order.number, shipment);
    await ctx.db.update(shipments).set({ state: to, updatedAt: now }).where(eq(shipments.id, id));
    await recordChanges(ctx.db, ctx.principal.user.id, [{ orderId: order.id, machine: 'shipment', subjectId: id, from: shipment.state, to }], now);
    await recalculate(ctx.db, order.id, ctx.principal.user.id, now);
    ctx.auditTarget = `shipment:${shipment.number}`;
    return { order: await orderDetail(ctx, await lockOrder(ctx, order.id)) };
  },
};
