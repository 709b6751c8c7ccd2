import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { SHIPPING_METHODS, type ShippingMethod } from '../../../shared/commands/orders/create.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { opsError } from './lineitems-support.js';
import { confinedTo } from './scope.js';
import { variantInfosBySku, type VariantInfo } from './shipments-units.js';
import { commissionOf, computeTotals, type Totals } from './totals.js';
import { rowsOf } from '../../db/rows.js';

const { stockItems, stockLocations } = schema;

/** One line of an order to be placed: the variant, where its units come from, and whether they can. */
export interface PlannedLine {
  variant: VariantInfo;
  quantity: number;
  commission: number;
  /** The active location holding most of it (its parcel's location). */
  stockLocationId: number;
  onHand: number;
  backorderable: boolean;
  available: boolean;
}

export interface Plan { lines: PlannedLine[]; totals: Totals; shippingCost: number }

/**
 * Reads what an order of these items would be, writing nothing: the preview answers it and the
 * create carries it out, so both show the same numbers from the same totals function. Lines of one
 * vendor at one location go in one parcel; the delivery cost rides on the first parcel.
 */
export async function planOrder(ctx: AuthedContext, items: readonly { sku: string; quantity: number }[], method: ShippingMethod): Promise<Plan> {
  const merged = new Map<string, number>();
  for (const i of items) merged.set(i.sku, (merged.get(i.sku) ?? 0) + i.quantity);
  const mine = confinedTo(ctx.scope);
  const locations = await ctx.db.select({ id: stockLocations.id, bo: stockLocations.backorderableDefault }).from(stockLocations)
    .where(eq(stockLocations.active, true)).orderBy(stockLocations.id);
  if (!locations.length) throw opsError(ctx, 'location_unknown', { items: 'no active stock location' });

  // every line's variant, then every line's shelves, in one query each (a 50-line order is 2 queries, not 100)
  const found = await variantInfosBySku(ctx, [...merged.keys()]);
  const known = [...found.values()].map((v) => v.id);
  const allShelves = known.length ? await ctx.db.select({ variantId: stockItems.variantId, locationId: stockItems.stockLocationId, count: stockItems.countOnHand, bo: stockItems.backorderable })
    .from(stockItems).where(and(inArray(stockItems.variantId, known), inArray(stockItems.stockLocationId, locations.map((l) => l.id))))
    .orderBy(desc(stockItems.countOnHand), stockItems.stockLocationId) : [];
  const lines: PlannedLine[] = [];
  let index = 0;
  for (const [sku, quantity] of merged) {
    const field = `items.${index++}.sku`;
    const v = found.get(sku);
    // another vendor's product is as unknown to a confined caller as one that does not exist
    if (!v || (mine && !mine.includes(v.vendorId))) throw opsError(ctx, 'sku_unknown', { [field]: 'no such sku' }, { sku });
    const shelves = allShelves.filter((s) => s.variantId === v.id);
    const best = shelves[0];
    const onHand = shelves.reduce((n, s) => n + Math.max(s.count, 0), 0);
    const locationId = best?.locationId ?? locations[0]!.id;
    const backorderable = v.backOrderable || shelves.some((s) => s.bo) || locations.some((l) => l.bo && l.id === locationId);
    lines.push({
      variant: v, quantity, commission: commissionOf(v.price, quantity, v.commissionPercent), stockLocationId: locationId,
      onHand, backorderable, available: (best?.count ?? 0) >= quantity || backorderable,
    });
  }

  const shippingCost = SHIPPING_METHODS[method];
  return { lines, totals: planTotals(lines, shippingCost, []), shippingCost };
}

/** A planned line's id in the plan's totals and carts: its place, from 1. */
export const plannedId = (index: number) => index + 1;

/** The plan's parcels as a cart's shipments: the delivery cost on the first one. */
export const plannedShipments = (lines: readonly PlannedLine[], shippingCost: number) =>
  parcelsOf(lines).map((g, k) => ({ id: k + 1, vendorId: g.vendorId, cost: k === 0 ? shippingCost : 0, lines: g.lines }));

/** Totals of planned lines with the given adjustments (a preview's discounts), from the one totals function. */
export function planTotals(lines: readonly PlannedLine[], shippingCost: number, adjustments: readonly { lineItemId: number | null; kind: string; amount: number; eligible: boolean }[]): Totals {
  return computeTotals({
    state: 'confirm',
    lineItems: lines.map((l, i) => ({ id: plannedId(i), vendorId: l.variant.vendorId, quantity: l.quantity, price: l.variant.price, commission: l.commission })),
    adjustments,
    shipments: plannedShipments(lines, shippingCost).map((g) => ({
      id: g.id, vendorId: g.vendorId, state: 'pending' as const, cost: g.cost,
      units: g.lines.map((l) => ({ lineItemId: plannedId(lines.indexOf(l)), quantity: l.quantity, state: 'on_hand' })),
    })),
    payments: [],
    paymentReturns: [],
  });
}

/** Lines grouped into parcels: one per vendor and location. */
export function parcelsOf(lines: readonly PlannedLine[]): { vendorId: number; stockLocationId: number; lines: PlannedLine[] }[] {
  const groups = new Map<string, { vendorId: number; stockLocationId: number; lines: PlannedLine[] }>();
  for (const l of lines) {
    const key = `${l.variant.vendorId}:${l.stockLocationId}`;
    if (!groups.has(key)) groups.set(key, { vendorId: l.variant.vendorId, stockLocationId: l.stockLocationId, lines: [] });
    groups.get(key)!.lines.push(l);
  }
  return [...groups.values()];
}

/** An order's number, as the demo's and every other order's: `R` and nine digits from the id. */
export const orderNumber = (id: number): string => `R${String(100_000_000 + id * 7 + (id % 7)).padStart(9, '0')}`;

/** The next order id and its number. */
export async function nextOrderId(ctx: AuthedContext): Promise<{ id: number; number: string }> {
  const res = await ctx.db.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`);
  const rows = rowsOf<{ id: string | number }>(res);
  const id = Number(rows[0]!.id);
  return { id, number: orderNumber(id) };
}
