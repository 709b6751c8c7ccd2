import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderState, PaymentMachineState } from '../../../shared/schema/order.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { enqueueOrderMessage } from '../../outbox/enqueue.js';
import { notifyOrderChanged } from '../../realtime/notify.js';
import { notifyOrderVendors } from '../users/notify.js';
import { approve, assignDriver as assignDriverCommand, cancel, resetDriver, resume } from '../../../shared/commands/orders/orders.js';
import { cancelETickets, usedTicketCount } from '../eticket/issue.js';
import { assertAvailable } from './availability.js';
import { refuseBlacklistedLease } from './lease-blacklist.js';
import { nextPaymentState, orderTransition, recordChanges, type StateChange } from './machines.js';
import { orderError } from './messages.js';
import { recalculate } from './recalculate.js';
import type { OrderRow } from './scope.js';
import { restockShipment, unstockShipment } from './stock.js';

const { orders, payments, paymentReturns, shipments, users } = schema;

/**
 * The order operations of §4, each on an order already found in the caller's reach and locked.
 * They check before they write, so a refusal leaves nothing behind, and end in `recalculate`.
 */
const author = (ctx: AuthedContext) => ctx.principal.user.id;

export async function approveOrder(ctx: AuthedContext, o: OrderRow): Promise<void> {
  assertAvailable(ctx, o, approve);
  await refuseBlacklistedLease(ctx, o);
  await ctx.db.update(orders).set({ approvedAt: new Date(), approvedBy: author(ctx), updatedAt: new Date() }).where(eq(orders.id, o.id));
  // approval is when the shop confirms the order to the customer (SMS and email, sent after commit)
  await enqueueOrderMessage(ctx.db, o.id, 'order_confirmation');
  await notifyOrderChanged(ctx.db, o);
  ctx.auditTarget = `order:${o.number}`;
}

/**
 * Spree's cancel: refused once a parcel has left; unshipped parcels are canceled and restocked,
 * payments not yet captured are voided, and captured money is marked for return (a pending payment
 * return per payment), never dropped: the order then shows credit owed until finance pays it back.
 */
export async function cancelOrder(ctx: AuthedContext, o: OrderRow, commandId: string, reason?: string): Promise<void> {
  assertAvailable(ctx, o, cancel);
  const to = orderTransition(ctx, o.state as OrderState, 'cancel');
  // a ticket used at the door cannot be given back: the order stays
  const used = await usedTicketCount(ctx.db, o.id);
  if (used) throw orderError(ctx, 'order_cancel_tickets_used', { e_tickets: `${used} used` }, { used: String(used) });
  const now = new Date();
  const changes: StateChange[] = [{ orderId: o.id, machine: 'order', from: o.state, to, reason: reason ?? null }];

  const ships = await ctx.db.select().from(shipments).where(and(eq(shipments.orderId, o.id), inArray(shipments.state, ['pending', 'ready'])));
  for (const s of ships) {
    await restockShipment(ctx, commandId, o.number, s);
    await ctx.db.update(shipments).set({ state: 'canceled', updatedAt: now }).where(eq(shipments.id, s.id));
    changes.push({ orderId: o.id, machine: 'shipment', subjectId: s.id, from: s.state, to: 'canceled' });
  }

  const pays = await ctx.db.select().from(payments).where(eq(payments.orderId, o.id));
  const returned = await ctx.db.select({ paymentId: paymentReturns.paymentId, amount: sql<number>`sum(${paymentReturns.amount})`.mapWith(Number) })
    .from(paymentReturns).where(and(eq(paymentReturns.orderId, o.id), inArray(paymentReturns.state, ['pending', 'completed']))).groupBy(paymentReturns.paymentId);
  for (const p of pays) {
    if (p.state === 'completed') {
      const owed = p.amount - (returned.find((r) => r.paymentId === p.id)?.amount ?? 0);
      if (owed > 0) {
        await ctx.db.insert(paymentReturns).values({
          orderId: o.id, paymentId: p.id, amount: owed, state: 'pending', reason: reason ?? 'order_canceled', source: p.method, authorId: author(ctx),
        });
      }
      continue;
    }
    const voided = nextPaymentState(p.state as PaymentMachineState, 'void');
    if (voided) {
      await ctx.db.update(payments).set({ state: voided, updatedAt: now }).where(eq(payments.id, p.id));
      changes.push({ orderId: o.id, machine: 'payment', subjectId: p.id, from: p.state, to: voided });
    }
  }

  await ctx.db.update(orders).set({ state: to, canceledAt: now, canceledBy: author(ctx), updatedAt: now }).where(eq(orders.id, o.id));
  await recordChanges(ctx.db, author(ctx), changes, now);
  await recalculate(ctx.db, o.id, author(ctx), now);
  await cancelETickets(ctx.db, o.id, author(ctx), now);
  await enqueueOrderMessage(ctx.db, o.id, 'order_canceled');
  ctx.auditTarget = `order:${o.number}`;
}

/**
 * Spree's resume: the canceled parcels come back (taking their stock again, or waiting as
 * backordered) and the returns the cancel marked, not yet paid, are withdrawn. Voided payments stay
 * void: the customer pays again, so the order shows a balance due.
 */
export async function resumeOrder(ctx: AuthedContext, o: OrderRow, commandId: string): Promise<void> {
  assertAvailable(ctx, o, resume);
  const to = orderTransition(ctx, o.state as OrderState, 'resume');
  const now = new Date();
  const changes: StateChange[] = [{ orderId: o.id, machine: 'order', from: o.state, to }];
  const ships = await ctx.db.select().from(shipments).where(and(eq(shipments.orderId, o.id), eq(shipments.state, 'canceled')));
  for (const s of ships) {
    await unstockShipment(ctx, commandId, o.number, s);
    // pending for now: recalculate makes it ready when the order's payment allows
    await ctx.db.update(shipments).set({ state: 'pending', updatedAt: now }).where(eq(shipments.id, s.id));
    changes.push({ orderId: o.id, machine: 'shipment', subjectId: s.id, from: 'canceled', to: 'pending' });
  }
  await ctx.db.update(paymentReturns).set({ state: 'canceled', updatedAt: now })
    .where(and(eq(paymentReturns.orderId, o.id), eq(paymentReturns.state, 'pending')));
  await ctx.db.update(orders).set({ state: to, canceledAt: null, canceledBy: null, updatedAt: now }).where(eq(orders.id, o.id));
  await recordChanges(ctx.db, author(ctx), changes, now);
  await recalculate(ctx.db, o.id, author(ctx), now);
  ctx.auditTarget = `order:${o.number}`;
}

export async function flagOrder(ctx: AuthedContext, o: OrderRow, flag: boolean): Promise<void> {
  if (o.flagged !== flag) await ctx.db.update(orders).set({ flagged: flag, updatedAt: new Date() }).where(eq(orders.id, o.id));
  if (o.flagged !== flag) await notifyOrderChanged(ctx.db, o);
  if (flag && !o.flagged) await notifyOrderVendors(ctx.db, ctx.services.config, o, 'order_flagged', ctx.principal.user.id);
  ctx.auditTarget = `order:${o.number}`;
}

/** The driver goes on the order and on its parcels not yet shipped. */
export async function assignDriver(ctx: AuthedContext, o: OrderRow, driverId: number | null): Promise<void> {
  assertAvailable(ctx, o, driverId === null ? resetDriver : assignDriverCommand);
  if (driverId !== null) {
    const [driver] = await ctx.db.select({ id: users.id }).from(users)
      .where(and(eq(users.id, driverId), sql`'driver' = any(${users.roles})`)).limit(1);
    if (!driver) throw orderError(ctx, 'driver_unknown', { driver_id: 'not a driver' });
  }
  const now = new Date();
  await ctx.db.update(orders).set({ driverId, driverTakenAt: driverId === null ? null : now, updatedAt: now }).where(eq(orders.id, o.id));
  await ctx.db.update(shipments).set({ driverId, updatedAt: now })
    .where(and(eq(shipments.orderId, o.id), inArray(shipments.state, ['pending', 'ready'])));
  await notifyOrderChanged(ctx.db, o);
  ctx.auditTarget = `order:${o.number}`;
}
