import { and, eq, inArray } from 'drizzle-orm';
import type { exchangeCommands } from '../../../shared/commands/orders/exchange.js';
import type { HandlersOf } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { assertPurchaseLimits } from '../promotions/amway.js';
import { parcelsOf, planOrder } from './create-plan.js';
import { assertAvailable } from './availability.js';
import { answer, authorOf, opsError } from './lineitems-support.js';
import { returnLine } from './lineitems.js';
import { recalculate } from './recalculate.js';
import { markOwedForReturn } from './returns-owed.js';
import { confinedTo, findOrder } from './scope.js';
import { addUnits, newShipment, takeStock } from './shipments-units.js';

const { lineItems } = schema;

export const exchangeHandlers: HandlersOf<typeof exchangeCommands> = {
  /**
   * Spree's exchange in one step: the shipped lines come back (restocked, netted out by their
   * `return` adjustments) and the replacements go out in new parcels taken from the shelf like a
   * new order's. The difference is the order's payment state: balance due to collect, or credit
   * owed with its pending payment returns.
   */
  async orderExchange({ number, line_item_ids, items, reason }, ctx) {
    if (new Set(line_item_ids).size !== line_item_ids.length) throw opsError(ctx, 'exchange_duplicate', { line_item_ids: 'a line twice' });
    const o = await findOrder(ctx, number, true);
    assertAvailable(ctx, o);
    const mine = confinedTo(ctx.scope);
    const lines = await ctx.db.select().from(lineItems)
      .where(and(eq(lineItems.orderId, o.id), inArray(lineItems.id, line_item_ids), mine ? inArray(lineItems.vendorId, mine) : undefined)).for('update');
    if (lines.length !== line_item_ids.length) throw notFound('No such line item');
    const returned = lines.find((line) => line.actn === 'returned');
    if (returned) throw opsError(ctx, 'line_returned', { line_item_ids: `${returned.id} is returned` });
    // the replacements travel free: the delivery was paid with the original
    const plan = await planOrder(ctx, items, 'pickup');
    const missing = plan.lines.findIndex((l) => !l.available);
    if (missing >= 0) {
      const l = plan.lines[missing]!;
      throw opsError(ctx, 'out_of_stock', { [`items.${missing}.quantity`]: `${l.onHand} on hand` }, { sku: l.variant.sku, count: String(l.onHand) });
    }
    for (const p of parcelsOf(plan.lines)) {
      const shipment = await newShipment(ctx, o, p.vendorId, p.stockLocationId, 0, o.driverId);
      for (const l of p.lines) {
        const [line] = await ctx.db.insert(lineItems).values({
          orderId: o.id, variantId: l.variant.id, vendorId: l.variant.vendorId, quantity: l.quantity, price: l.variant.price, commission: l.commission,
          comment: reason,
        }).returning({ id: lineItems.id });
        const state = await takeStock(ctx, 'order.exchange', o, l.variant, p.stockLocationId, l.quantity, 'sold');
        await addUnits(ctx, shipment.id, line!.id, l.quantity, state);
      }
    }
    // the old lines come back once the replacements are on the order: a discount whose minimum the
    // replacements still meet stays (returnLine checks the order's discounts again)
    for (const line of lines) await returnLine(ctx, 'order.exchange', o, line, reason, true);
    await assertPurchaseLimits(ctx, o);
    const totals = await recalculate(ctx.db, o.id, authorOf(ctx));
    if (await markOwedForReturn(ctx, o.id, totals, 'exchange')) await recalculate(ctx.db, o.id, authorOf(ctx));
    ctx.auditTarget = `order:${o.number}`;
    return answer(ctx, o.id);
  },
};
