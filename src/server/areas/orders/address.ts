import { and, eq, inArray } from 'drizzle-orm';
import type { addressCommands } from '../../../shared/commands/orders/address.js';
import type { HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { enqueueOrderMessage } from '../../outbox/enqueue.js';
import { assertAvailable } from './availability.js';
import { answer, authorOf, opsError, requireWholeOrder } from './lineitems-support.js';
import { recordChanges, type StateChange } from './machines.js';
import { recalculate } from './recalculate.js';
import { confinedTo, findOrder } from './scope.js';

const { orders, shipments } = schema;

export const addressHandlers: HandlersOf<typeof addressCommands> = {
  /** The receiver and where: refused once a parcel has left (the driver already has the old one). */
  async updateAddress({ number, ship, bill }, ctx) {
    requireWholeOrder(ctx, 'number');
    const o = await findOrder(ctx, number, true);
    assertAvailable(ctx, o);
    await ctx.db.update(orders).set({
      receiverName: ship.name, receiverPhone: ship.phone, shipDistrict: ship.district, shipKhoroo: ship.khoroo, shipAddress: ship.address,
      billAddress: bill ?? null, updatedAt: new Date(),
    }).where(eq(orders.id, o.id));
    ctx.auditTarget = `order:${o.number}`;
    return answer(ctx, o.id);
  },

  /** §4's send parcel: the ready parcels (the caller's own, when he is a merchant's staff) leave together. */
  async sendParcel({ number, tracking }, ctx) {
    const o = await findOrder(ctx, number, true);
    assertAvailable(ctx, o);
    const mine = confinedTo(ctx.scope);
    const ready = await ctx.db.select().from(shipments)
      .where(and(eq(shipments.orderId, o.id), eq(shipments.state, 'ready'), mine ? inArray(shipments.vendorId, mine) : undefined)).for('update');
    if (!ready.length) throw opsError(ctx, 'send_parcel_none', { number: 'no ready parcel' });
    const now = new Date();
    const changes: StateChange[] = [];
    for (const s of ready) {
      await ctx.db.update(shipments).set({ state: 'shipped', shippedAt: now, tracking: tracking ?? s.tracking, updatedAt: now }).where(eq(shipments.id, s.id));
      changes.push({ orderId: o.id, machine: 'shipment', subjectId: s.id, from: 'ready', to: 'shipped' });
    }
    await recordChanges(ctx.db, authorOf(ctx), changes, now);
    await recalculate(ctx.db, o.id, authorOf(ctx), now);
    // the customer hears of each parcel, as shipment.ship tells him, in this transaction's outbox
    for (const s of ready) {
      await enqueueOrderMessage(ctx.db, o.id, 'parcel_sent', { channels: ['sms'], vendorId: s.vendorId, tracking: tracking ?? s.tracking, authorId: authorOf(ctx) });
    }
    ctx.auditTarget = `order:${o.number}`;
    return answer(ctx, o.id);
  },
};
