import { and, eq, inArray } from 'drizzle-orm';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { changeStock } from '../products/stock.js';

const { shipmentUnits, lineItems, variants, products, stockItems } = schema;

interface UnitRow { id: number; quantity: number; state: string; variantId: number; productId: number; backOrderable: boolean; stockLocationId: number }

async function unitsOf(ctx: AuthedContext, shipment: { id: number; stockLocationId: number }): Promise<UnitRow[]> {
  const rows = await ctx.db.select({
    id: shipmentUnits.id, quantity: shipmentUnits.quantity, state: shipmentUnits.state, variantId: lineItems.variantId,
    productId: variants.productId, backOrderable: products.backOrderable,
  }).from(shipmentUnits)
    .innerJoin(lineItems, eq(lineItems.id, shipmentUnits.lineItemId))
    .innerJoin(variants, eq(variants.id, lineItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(shipmentUnits.shipmentId, shipment.id));
  return rows.map((r) => ({ ...r, stockLocationId: shipment.stockLocationId }));
}

/**
 * A canceled parcel's units go back on the shelf, through the catalogue's stock movements (reason
 * `returned`, originator the order), so the stock history says why. Backordered units were never
 * taken and go back nowhere.
 */
export async function restockShipment(ctx: AuthedContext, commandId: string, orderNumber: string, shipment: { id: number; stockLocationId: number }): Promise<void> {
  for (const u of await unitsOf(ctx, shipment)) {
    if (u.state !== 'on_hand') continue;
    await changeStock(ctx, commandId, {
      productId: u.productId, variantId: u.variantId, stockLocationId: u.stockLocationId, quantity: u.quantity,
      reason: 'returned', originator: `order:${orderNumber}`, productBackorderable: u.backOrderable,
    });
  }
}

/**
 * A resumed parcel takes its units from the shelf again (`sold`); a unit the shelf no longer holds
 * waits as backordered instead of driving the count below zero.
 */
export async function unstockShipment(ctx: AuthedContext, commandId: string, orderNumber: string, shipment: { id: number; stockLocationId: number }): Promise<void> {
  const units = await unitsOf(ctx, shipment);
  const variantIds = [...new Set(units.map((u) => u.variantId))];
  const onHand = new Map<number, number>();
  if (variantIds.length) {
    const rows = await ctx.db.select({ variantId: stockItems.variantId, count: stockItems.countOnHand }).from(stockItems)
      .where(and(inArray(stockItems.variantId, variantIds), eq(stockItems.stockLocationId, shipment.stockLocationId)));
    rows.forEach((r) => onHand.set(r.variantId, r.count));
  }
  for (const u of units) {
    const available = onHand.get(u.variantId) ?? 0;
    if (available >= u.quantity) {
      onHand.set(u.variantId, available - u.quantity);
      await changeStock(ctx, commandId, {
        productId: u.productId, variantId: u.variantId, stockLocationId: u.stockLocationId, quantity: -u.quantity,
        reason: 'sold', originator: `order:${orderNumber}`, productBackorderable: u.backOrderable,
      });
      if (u.state !== 'on_hand') await ctx.db.update(shipmentUnits).set({ state: 'on_hand' }).where(eq(shipmentUnits.id, u.id));
    } else if (u.state !== 'backordered') {
      await ctx.db.update(shipmentUnits).set({ state: 'backordered' }).where(eq(shipmentUnits.id, u.id));
    }
  }
}
