import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OrderDetailJson, OrderJson } from '../../../shared/schema/order.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { confinedTo, inVendors, type OrderRow } from './scope.js';

const { lineItems, variants, products, vendors, adjustments, payments, paymentReturns, shipments, shipmentUnits, stockLocations, orderVendors } = schema;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A vendor's share of an order, as order_vendors keeps it (summed over his vendors). */
export interface Share { itemCount: number; itemTotal: number; adjustmentTotal: number; shipmentTotal: number; commissionTotal: number; total: number }

/**
 * The list's row. With a share (a confined caller) the amounts are his part, and what belongs to
 * the whole order (payments, fees, store credit) is left out.
 */
export function toOrderJson(o: OrderRow, share: Share | null = null): OrderJson {
  return {
    id: o.id, number: o.number, website_id: o.websiteId, state: o.state as OrderJson['state'],
    payment_state: o.paymentState as OrderJson['payment_state'], shipment_state: o.shipmentState as OrderJson['shipment_state'],
    platform: o.platform, user_id: o.userId, customer_name: o.customerName, email: o.email, phone: o.phone,
    receiver_name: o.receiverName, receiver_phone: o.receiverPhone, seller_id: o.sellerId, driver_id: o.driverId,
    flagged: o.flagged, approved: o.approvedAt !== null, approved_at: iso(o.approvedAt),
    item_count: share ? share.itemCount : o.itemCount,
    item_total: share ? share.itemTotal : o.itemTotal,
    adjustment_total: share ? share.adjustmentTotal : o.adjustmentTotal,
    shipment_total: share ? share.shipmentTotal : o.shipmentTotal,
    fee_total: share ? 0 : o.feeTotal,
    commission_total: share ? share.commissionTotal : o.commissionTotal,
    store_credit_total: share ? null : o.storeCreditTotal,
    total: share ? share.total : o.total,
    payment_total: share ? null : o.paymentTotal,
    lease_amount: o.leaseAmount,
    completed_at: iso(o.completedAt), canceled_at: iso(o.canceledAt), created_at: o.createdAt.toISOString(),
  };
}

/** The caller's share of these orders, or null for a caller who sees whole orders. */
export async function sharesOf(ctx: AuthedContext, orderIds: number[]): Promise<Map<number, Share> | null> {
  const mine = confinedTo(ctx.scope);
  if (!mine) return null;
  const shares = new Map<number, Share>();
  if (!orderIds.length) return shares;
  const rows = await ctx.db.select().from(orderVendors).where(and(inArray(orderVendors.orderId, orderIds), inArray(orderVendors.vendorId, mine)));
  for (const r of rows) {
    const s = shares.get(r.orderId) ?? { itemCount: 0, itemTotal: 0, adjustmentTotal: 0, shipmentTotal: 0, commissionTotal: 0, total: 0 };
    s.itemCount += r.itemCount; s.itemTotal += r.itemTotal; s.adjustmentTotal += r.adjustmentTotal;
    s.shipmentTotal += r.shipmentTotal; s.commissionTotal += r.commissionTotal; s.total += r.total;
    shares.set(r.orderId, s);
  }
  return shares;
}

/** The whole order as its detail screen shows it, cut to the caller's vendors when he is confined. */
export async function orderDetail(ctx: AuthedContext, o: OrderRow): Promise<OrderDetailJson> {
  const mine = confinedTo(ctx.scope);
  const [items, adjs, pays, returns, ships, shares] = await Promise.all([
    ctx.db.select({
      id: lineItems.id, variantId: lineItems.variantId, sku: variants.sku, nameEn: products.nameEn, nameMn: products.nameMn,
      vendorId: lineItems.vendorId, vendorName: vendors.name, quantity: lineItems.quantity, price: lineItems.price,
      adjustmentTotal: lineItems.adjustmentTotal, commission: lineItems.commission, actn: lineItems.actn, comment: lineItems.comment, isDigital: lineItems.isDigital,
    }).from(lineItems)
      .innerJoin(variants, eq(variants.id, lineItems.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(vendors, eq(vendors.id, lineItems.vendorId))
      .where(and(eq(lineItems.orderId, o.id), inVendors(lineItems.vendorId, mine)))
      .orderBy(asc(lineItems.id)),
    ctx.db.select().from(adjustments).where(eq(adjustments.orderId, o.id)).orderBy(asc(adjustments.id)),
    mine ? Promise.resolve([]) : ctx.db.select().from(payments).where(eq(payments.orderId, o.id)).orderBy(asc(payments.id)),
    mine ? Promise.resolve([]) : ctx.db.select().from(paymentReturns).where(eq(paymentReturns.orderId, o.id)).orderBy(asc(paymentReturns.id)),
    ctx.db.select({ s: shipments, locationName: stockLocations.name }).from(shipments)
      .innerJoin(stockLocations, eq(stockLocations.id, shipments.stockLocationId))
      .where(and(eq(shipments.orderId, o.id), inVendors(shipments.vendorId, mine))).orderBy(asc(shipments.id)),
    sharesOf(ctx, [o.id]),
  ]);
  const shipmentIds = ships.map((r) => r.s.id);
  const units = shipmentIds.length
    ? await ctx.db.select().from(shipmentUnits).where(inArray(shipmentUnits.shipmentId, shipmentIds)).orderBy(asc(shipmentUnits.id))
    : [];
  const visibleLines = new Set(items.map((i) => i.id));
  // a confined caller sees the adjustments of his lines, not the order's own (they are everyone's)
  const visibleAdjs = mine ? adjs.filter((a) => a.lineItemId !== null && visibleLines.has(a.lineItemId)) : adjs;
  const base = toOrderJson(o, shares ? (shares.get(o.id) ?? { itemCount: 0, itemTotal: 0, adjustmentTotal: 0, shipmentTotal: 0, commissionTotal: 0, total: 0 }) : null);
  return {
    ...base,
    approved_by: o.approvedBy, ship_district: o.shipDistrict, ship_khoroo: o.shipKhoroo, ship_address: o.shipAddress,
    bill_address: o.billAddress ?? null, note: o.note, when_to_ship: iso(o.whenToShip), paid_at: iso(o.paidAt),
    shipped_at: iso(o.shippedAt), driver_taken_at: iso(o.driverTakenAt),
    lease: {
      down_payment: o.downPayment, lease_amount: o.leaseAmount, lease_state: o.leaseState, lease_left: o.leaseLeft,
      requested_months: o.requestedMonths, accepted_months: o.acceptedMonths, interest: o.interest, repayment_day: o.repaymentDay,
      bank_message: o.bankMessage,
    },
    ebarimt: { id: o.ebarimtId, date: iso(o.ebarimtDate), status: o.ebarimtStatus, type: o.ebarimtType, register: o.ebarimtRegister },
    line_items: items.map((i) => ({
      id: i.id, variant_id: i.variantId, sku: i.sku, name: i.nameMn || i.nameEn, vendor_id: i.vendorId, vendor_name: i.vendorName,
      quantity: i.quantity, price: i.price, total: i.price * i.quantity, adjustment_total: i.adjustmentTotal, commission: i.commission,
      actn: i.actn, comment: i.comment, is_digital: i.isDigital,
    })),
    adjustments: visibleAdjs.map((a) => ({
      id: a.id, line_item_id: a.lineItemId, kind: a.kind, label: a.label, amount: a.amount, eligible: a.eligible, created_at: a.createdAt.toISOString(),
    })),
    payments: pays.map((p) => ({
      id: p.id, method: p.method, amount: p.amount, state: p.state as OrderDetailJson['payments'][number]['state'], source: p.source, created_at: p.createdAt.toISOString(),
    })),
    payment_returns: returns.map((r) => ({
      id: r.id, payment_id: r.paymentId, amount: r.amount, state: r.state, reason: r.reason, source: r.source, created_at: r.createdAt.toISOString(),
    })),
    shipments: ships.map(({ s, locationName }) => ({
      id: s.id, number: s.number, vendor_id: s.vendorId, stock_location_id: s.stockLocationId, stock_location_name: locationName,
      state: s.state as OrderDetailJson['shipments'][number]['state'], cost: s.cost, tracking: s.tracking, driver_id: s.driverId,
      shipped_at: iso(s.shippedAt),
      units: units.filter((u) => u.shipmentId === s.id).map((u) => ({ line_item_id: u.lineItemId, quantity: u.quantity, state: u.state })),
    })),
  };
}
