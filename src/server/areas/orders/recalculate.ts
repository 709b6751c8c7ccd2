import { eq, sql } from 'drizzle-orm';
import type { OrderState, PaymentMachineState, ShipmentMachineState } from '../../../shared/schema/order.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { notifyOrderChanged } from '../../realtime/notify.js';
import { recordChanges, type StateChange } from './machines.js';
import { computeTotals, type Totals, type VendorTotals } from './totals.js';

const { orders, lineItems, adjustments, shipments, shipmentUnits, payments, paymentReturns, orderVendors } = schema;

/**
 * Every write path ends here: the order's parts are read back, `computeTotals` answers every total
 * and derived state, and the order, its line items' adjustment totals, its shipments' states and
 * its vendors' shares are stored; each state that moved is written to the state changes.
 */
export async function recalculate(db: DbOrTx, orderId: number, authorId: number | null, now = new Date()): Promise<Totals> {
  const [order] = await db.select({
    state: orders.state, paymentState: orders.paymentState, shipmentState: orders.shipmentState, paidAt: orders.paidAt, shippedAt: orders.shippedAt,
  }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new Error(`order ${orderId} vanished`);
  const [items, adjs, ships, units, pays, returns, shares] = await Promise.all([
    db.select({ id: lineItems.id, vendorId: lineItems.vendorId, quantity: lineItems.quantity, price: lineItems.price, commission: lineItems.commission, adjustmentTotal: lineItems.adjustmentTotal })
      .from(lineItems).where(eq(lineItems.orderId, orderId)),
    db.select({ lineItemId: adjustments.lineItemId, kind: adjustments.kind, amount: adjustments.amount, eligible: adjustments.eligible })
      .from(adjustments).where(eq(adjustments.orderId, orderId)),
    db.select({ id: shipments.id, vendorId: shipments.vendorId, state: shipments.state, cost: shipments.cost }).from(shipments).where(eq(shipments.orderId, orderId)),
    db.select({ shipmentId: shipmentUnits.shipmentId, lineItemId: shipmentUnits.lineItemId, quantity: shipmentUnits.quantity, state: shipmentUnits.state })
      .from(shipmentUnits).innerJoin(shipments, eq(shipments.id, shipmentUnits.shipmentId)).where(eq(shipments.orderId, orderId)),
    db.select({ method: payments.method, amount: payments.amount, state: payments.state }).from(payments).where(eq(payments.orderId, orderId)),
    db.select({ amount: paymentReturns.amount, state: paymentReturns.state }).from(paymentReturns).where(eq(paymentReturns.orderId, orderId)),
    db.select().from(orderVendors).where(eq(orderVendors.orderId, orderId)).orderBy(orderVendors.vendorId),
  ]);
  const totals = computeTotals({
    state: order.state as OrderState,
    lineItems: items,
    adjustments: adjs,
    shipments: ships.map((s) => ({ ...s, state: s.state as ShipmentMachineState, units: units.filter((u) => u.shipmentId === s.id) })),
    payments: pays.map((p) => ({ ...p, state: p.state as PaymentMachineState })),
    paymentReturns: returns,
  });

  const changes: StateChange[] = [];
  for (const s of ships) {
    const to = totals.shipmentStates.get(s.id)!;
    if (to !== s.state) {
      await db.update(shipments).set({ state: to, updatedAt: now }).where(eq(shipments.id, s.id));
      changes.push({ orderId, machine: 'shipment', subjectId: s.id, from: s.state, to });
    }
  }
  if (totals.paymentState && totals.paymentState !== order.paymentState) {
    changes.push({ orderId, machine: 'payment_state', from: order.paymentState, to: totals.paymentState });
  }
  if (totals.shipmentState && totals.shipmentState !== order.shipmentState) {
    changes.push({ orderId, machine: 'shipment_state', from: order.shipmentState, to: totals.shipmentState });
  }

  await db.update(orders).set({
    itemCount: totals.itemCount, itemTotal: totals.itemTotal, adjustmentTotal: totals.adjustmentTotal, shipmentTotal: totals.shipmentTotal,
    feeTotal: totals.feeTotal, commissionTotal: totals.commissionTotal, storeCreditTotal: totals.storeCreditTotal, total: totals.total,
    paymentTotal: totals.paymentTotal, paymentState: totals.paymentState, shipmentState: totals.shipmentState,
    paidAt: totals.paymentState === 'paid' ? (order.paidAt ?? now) : order.paidAt,
    shippedAt: totals.shipmentState === 'shipped' ? (order.shippedAt ?? now) : order.shippedAt,
    updatedAt: now,
  }).where(eq(orders.id, orderId));

  // the lines whose adjustments moved, in one statement however many (a discount over 50 lines)
  const moved = items.filter((li) => totals.lineItemAdjustments.get(li.id) !== li.adjustmentTotal);
  if (moved.length) {
    const ids = moved.map((li) => li.id).join(',');
    const amounts = moved.map((li) => totals.lineItemAdjustments.get(li.id)!).join(',');
    await db.execute(sql`update ${lineItems} set adjustment_total = m.amount, updated_at = ${now}
      from unnest(string_to_array(${ids}::text, ',')::bigint[], string_to_array(${amounts}::text, ',')::bigint[]) as m(id, amount)
      where ${lineItems.id} = m.id`);
  }

  // the vendors' shares: replaced whole when they moved, a handful of rows
  const key = (v: VendorTotals) => [v.vendorId, v.itemCount, v.itemTotal, v.adjustmentTotal, v.shipmentTotal, v.commissionTotal, v.total].join(':');
  if (shares.map(key).join() !== totals.vendors.map(key).join()) {
    await db.delete(orderVendors).where(eq(orderVendors.orderId, orderId));
    if (totals.vendors.length) await db.insert(orderVendors).values(totals.vendors.map((v) => ({ orderId, ...v })));
  }
  await recordChanges(db, authorId, changes, now);
  // every write path ends here, so every one tells the open screens (at commit, on every instance)
  await notifyOrderChanged(db, { id: orderId });
  return totals;
}

