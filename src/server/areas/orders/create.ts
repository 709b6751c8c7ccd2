import { and, asc, eq, notInArray, or, sql } from 'drizzle-orm';
import { OWN_FLOW_PAYMENT_METHODS, type createCommands } from '../../../shared/commands/orders/create.js';
import type { AuthedContext, HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { assertPurchaseLimits } from '../promotions/amway.js';
import { enqueueOrderMessage } from '../../outbox/enqueue.js';
import { notifyOrderVendors } from '../users/notify.js';
import { answer, authorOf, opsError } from './lineitems-support.js';
import { planOrder, nextOrderId, parcelsOf, plannedId, plannedShipments, planTotals } from './create-plan.js';
import { applyNewOrderDiscounts, previewDiscounts } from '../promotions/order-discounts.js';
import { searchCustomers, searchItems } from './create-search.js';
import { recordChanges } from './machines.js';
import { recalculate } from './recalculate.js';
import { addUnits, newShipment, takeStock } from './shipments-units.js';

const { orders, lineItems, payments, paymentMethods, users } = schema;

interface NewCustomer { first_name: string; last_name?: string | undefined; mobile: string; email?: string | undefined }

/**
 * The customer: one we know by id, or a new one by name and mobile. A mobile or email someone
 * already has is refused (pick that customer instead) rather than creating a twin. A customer
 * without email gets an address under `.invalid`, the TLD reserved never to resolve, so no message
 * can go astray while the column stays filled.
 */
async function customerOf(ctx: AuthedContext, id: number | undefined, fresh: NewCustomer | undefined) {
  if (id !== undefined) {
    const [u] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!u) throw opsError(ctx, 'customer_unknown', { customer_id: 'no such customer' });
    return u;
  }
  const c = fresh!;
  const email = c.email ?? `${c.mobile}@phone.invalid`;
  const [twin] = await ctx.db.select({ id: users.id }).from(users)
    .where(or(eq(users.mobile, c.mobile), sql`lower(${users.email}) = ${email.toLowerCase()}`)).limit(1);
  if (twin) throw opsError(ctx, 'customer_exists', { 'customer.mobile': `customer ${twin.id} has it` }, { id: String(twin.id) });
  const [u] = await ctx.db.insert(users).values({ email, firstName: c.first_name, lastName: c.last_name ?? null, mobile: c.mobile, roles: ['customer'] }).returning();
  return u!;
}

/**
 * A new order's payment method: an active one of Settings › Payment, and one that can pay an
 * order by itself (store credit and leases have their own flows). 400 naming the field otherwise.
 */
async function assertPaymentMethod(ctx: AuthedContext, code: string): Promise<void> {
  if (OWN_FLOW_PAYMENT_METHODS.includes(code)) throw opsError(ctx, 'payment_method_own_flow', { payment_method: 'has its own flow' }, { code });
  const [row] = await ctx.db.select({ active: paymentMethods.active }).from(paymentMethods).where(eq(paymentMethods.code, code)).limit(1);
  if (!row?.active) throw opsError(ctx, 'payment_method_unknown', { payment_method: row ? 'not active' : 'no such payment method' }, { code });
}

export const createHandlers: HandlersOf<typeof createCommands> = {
  customerSearch: searchCustomers,
  itemSearch: searchItems,

  async newOrderPaymentMethods(_input, ctx) {
    const rows = await ctx.db.select({ code: paymentMethods.code, name_en: paymentMethods.nameEn, name_mn: paymentMethods.nameMn }).from(paymentMethods)
      .where(and(eq(paymentMethods.active, true), notInArray(paymentMethods.code, [...OWN_FLOW_PAYMENT_METHODS])))
      .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
    return { items: rows };
  },

  async orderPreview({ items, shipping_method, codes, customer_id }, ctx) {
    const plan = await planOrder(ctx, items, shipping_method);
    const { lines } = plan;
    const cart = lines.map((l, i) => ({
      id: plannedId(i), variantId: l.variant.id, productId: l.variant.productId, brandId: l.variant.brandId, vendorId: l.variant.vendorId, quantity: l.quantity, price: l.variant.price,
    }));
    const ships = plannedShipments(lines, plan.shippingCost).map((s) => ({ vendorId: s.vendorId, cost: s.cost }));
    const { discounts, adjustments } = await previewDiscounts(ctx, cart, ships, codes ?? [], customer_id);
    const totals = planTotals(lines, plan.shippingCost, adjustments);
    return {
      discounts, discount_total: -adjustments.reduce((a, x) => a + x.amount, 0),
      lines: lines.map((l) => ({
        sku: l.variant.sku, variant_id: l.variant.id, name: l.variant.name, vendor_id: l.variant.vendorId, price: l.variant.price,
        quantity: l.quantity, total: l.variant.price * l.quantity, on_hand: l.onHand, backorderable: l.backorderable, available: l.available,
      })),
      item_count: totals.itemCount, item_total: totals.itemTotal, shipment_total: totals.shipmentTotal,
      adjustment_total: totals.adjustmentTotal, fee_total: totals.feeTotal, total: totals.total,
    };
  },

  /**
   * Placed at once in `complete`: Spree's admin checkout walks cart → … → confirm and completes on
   * the operator's confirmation, and only a completed order allocates stock, takes a payment and is
   * approved or shipped here. The payment waits `pending` for finance to capture it.
   */
  async orderCreate(input, ctx) {
    await assertPaymentMethod(ctx, input.payment_method);
    const plan = await planOrder(ctx, input.items, input.shipping_method);
    const missing = plan.lines.findIndex((l) => !l.available);
    if (missing >= 0) {
      const l = plan.lines[missing]!;
      throw opsError(ctx, 'out_of_stock', { [`items.${missing}.quantity`]: `${l.onHand} on hand` }, { sku: l.variant.sku, count: String(l.onHand) });
    }
    const customer = await customerOf(ctx, input.customer_id, input.customer);
    const { id, number } = await nextOrderId(ctx);
    const now = new Date();
    const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || input.ship.name;
    const [order] = await ctx.db.insert(orders).values({
      id, number, websiteId: ctx.scope.website?.id ?? null, userId: customer.id, sellerId: authorOf(ctx),
      email: customer.email.endsWith('.invalid') ? null : customer.email, phone: customer.mobile ?? input.ship.phone, customerName: name,
      receiverName: input.ship.name, receiverPhone: input.ship.phone, shipDistrict: input.ship.district, shipKhoroo: input.ship.khoroo,
      shipAddress: input.ship.address, platform: 'admin', state: 'complete', completedAt: now, note: input.note ?? null,
      extraData: { shipping_method: input.shipping_method },
    }).returning();

    const parcels = parcelsOf(plan.lines);
    for (const [k, p] of parcels.entries()) {
      const shipment = await newShipment(ctx, order!, p.vendorId, p.stockLocationId, k === 0 ? plan.shippingCost : 0, null);
      for (const l of p.lines) {
        const [line] = await ctx.db.insert(lineItems).values({
          orderId: id, variantId: l.variant.id, vendorId: l.variant.vendorId, quantity: l.quantity, price: l.variant.price, commission: l.commission,
        }).returning({ id: lineItems.id });
        const state = await takeStock(ctx, 'order.create', order!, l.variant, p.stockLocationId, l.quantity, 'sold');
        await addUnits(ctx, shipment.id, line!.id, l.quantity, state);
      }
    }
    await assertPurchaseLimits(ctx, order!);
    await applyNewOrderDiscounts(ctx, order!, input.codes ?? [], authorOf(ctx));
    const totals = await recalculate(ctx.db, id, authorOf(ctx), now);
    const [payment] = await ctx.db.insert(payments).values({ orderId: id, method: input.payment_method, amount: totals.total, state: 'pending' }).returning({ id: payments.id });
    await recordChanges(ctx.db, authorOf(ctx), [
      { orderId: id, machine: 'order', from: 'cart', to: 'complete' },
      { orderId: id, machine: 'payment', subjectId: payment!.id, from: null, to: 'pending' },
    ], now);
    await recalculate(ctx.db, id, authorOf(ctx), now);
    // the confirmation goes out with the order, or not at all if it rolls back
    await enqueueOrderMessage(ctx.db, id, 'order_confirmation', { authorId: authorOf(ctx) });
    // the merchants whose items it holds hear of it (issue 23), in its transaction
    await notifyOrderVendors(ctx.db, ctx.services.config, order!, 'order_new', ctx.principal.user.id);
    ctx.auditTarget = `order:${number}`;
    return answer(ctx, id);
  },
};
