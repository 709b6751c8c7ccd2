import { and, eq, sql } from 'drizzle-orm';
import type { AuthedContext } from '../../commands/handler.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { notFound } from '../../errors.js';
import { writeProductAudits } from './audit.js';
import { ruleError } from './messages.js';

const { stockItems, stockLocations, stockMovements } = schema;

/** A stock item at every active location for new variants, back-orderable where the location or product says so. */
export async function createStockItems(db: DbOrTx, variantIds: number[], productBackorderable: boolean): Promise<void> {
  if (!variantIds.length) return;
  const locations = await db.select({ id: stockLocations.id, bo: stockLocations.backorderableDefault }).from(stockLocations).where(eq(stockLocations.active, true));
  const rows = variantIds.flatMap((variantId) => locations.map((l) => ({ variantId, stockLocationId: l.id, countOnHand: 0, backorderable: productBackorderable || l.bo })));
  if (rows.length) await db.insert(stockItems).values(rows).onConflictDoNothing();
}

export interface StockChange {
  productId: number;
  variantId: number;
  stockLocationId: number;
  /** Signed change, or the count to set. */
  quantity?: number | undefined;
  countOnHand?: number | undefined;
  reason: string;
  note?: string | undefined;
  originator?: string | undefined;
  backorderable?: boolean | undefined;
  productBackorderable: boolean;
}

/**
 * Changes one count on hand and records the movement (reason, author) and the product's audit.
 * The row is locked so two changes at once add up. Below zero only when back-orderable (§5).
 */
export async function changeStock(ctx: AuthedContext, commandId: string, c: StockChange) {
  const [location] = await ctx.db.select().from(stockLocations).where(eq(stockLocations.id, c.stockLocationId));
  if (!location) throw notFound('No such stock location');
  await ctx.db.insert(stockItems).values({
    variantId: c.variantId, stockLocationId: c.stockLocationId, countOnHand: 0, backorderable: c.productBackorderable || location.backorderableDefault,
  }).onConflictDoNothing();
  const [item] = await ctx.db.select().from(stockItems)
    .where(and(eq(stockItems.variantId, c.variantId), eq(stockItems.stockLocationId, c.stockLocationId))).for('update');
  const before = item!.countOnHand;
  const after = c.countOnHand ?? before + (c.quantity ?? 0);
  const backorderable = c.backorderable ?? (item!.backorderable || c.productBackorderable);
  if (after < 0 && !backorderable) {
    throw ruleError(ctx, 'stock_negative', { [c.countOnHand !== undefined ? 'count_on_hand' : 'quantity']: `would leave ${after} on hand; not back-orderable` });
  }
  await ctx.db.update(stockItems).set({ countOnHand: after, backorderable, updatedAt: new Date() }).where(eq(stockItems.id, item!.id));
  let movement: typeof stockMovements.$inferSelect | null = null;
  if (after !== before) {
    [movement] = (await ctx.db.insert(stockMovements).values({
      stockItemId: item!.id, quantity: after - before, countAfter: after, reason: c.reason, note: c.note ?? null,
      originator: c.originator ?? null, authorId: ctx.principal.user.id,
    }).returning()) as [typeof stockMovements.$inferSelect];
    await writeProductAudits(ctx.db, ctx, commandId, [{
      productId: c.productId, variantId: c.variantId, action: 'stock',
      changes: { [`count_on_hand@${location.code}`]: [before, after] },
    }]);
  }
  return {
    stock_item: {
      id: item!.id, variant_id: c.variantId, sku: '', stock_location_id: location.id, stock_location_name: location.name,
      count_on_hand: after, backorderable,
    },
    movement: movement && {
      id: movement.id, stock_item_id: movement.stockItemId, variant_id: c.variantId, stock_location_id: location.id,
      quantity: movement.quantity, count_after: movement.countAfter, reason: movement.reason, note: movement.note,
      originator: movement.originator, author_id: movement.authorId, created_at: movement.createdAt.toISOString(),
    },
  };
}

export const sumStock = (variantId: number) => sql`(select coalesce(sum(count_on_hand), 0) from stock_items where variant_id = ${variantId})`;
