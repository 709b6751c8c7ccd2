import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { AuthedContext } from '../../../commands/handler.js';
import { schema } from '../../../db/index.js';
import { buildPackage, type PackageInput, type PackageSummary } from '../../../providers/posapi/package.js';
import type { ReceiptType } from '../../../providers/posapi/protocol.js';
import type { OrderRow } from '../scope.js';
import { extraError } from './errors.js';

const { lineItems, variants, products, vendors, adjustments, shipments, payments } = schema;

export interface OrderPackage extends ReturnType<typeof buildPackage> {
  /** Merchant names by TIN, for the printed receipt and the preview. */
  names: Map<string, string>;
}

/**
 * Reads an order into PosAPI's package: its lines (with their own adjustments), each merchant's
 * live parcels' delivery, the order-wide adjustments and fees, and what was paid. Refuses when a
 * merchant on it has no VAT payer number: his sub-receipt could not name him.
 */
export async function orderPackage(
  ctx: AuthedContext, o: OrderRow,
  kind: { type: ReceiptType; consumerNo: string | null; customerTin: string | null },
  operator: PackageInput['operator'],
): Promise<OrderPackage> {
  const [lines, ships, adjs, pays] = await Promise.all([
    ctx.db.select({
      id: lineItems.id, vendorId: lineItems.vendorId, quantity: lineItems.quantity, price: lineItems.price, adjustment: lineItems.adjustmentTotal,
      sku: variants.sku, barcode: variants.barcode, nameMn: products.nameMn, nameEn: products.nameEn,
      vendorName: vendors.name, tin: vendors.vatPayerNumber,
    }).from(lineItems)
      .innerJoin(variants, eq(variants.id, lineItems.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(vendors, eq(vendors.id, lineItems.vendorId))
      .where(eq(lineItems.orderId, o.id)).orderBy(asc(lineItems.id)),
    ctx.db.select({ vendorId: shipments.vendorId, cost: shipments.cost, tin: vendors.vatPayerNumber, vendorName: vendors.name })
      .from(shipments).innerJoin(vendors, eq(vendors.id, shipments.vendorId))
      .where(and(eq(shipments.orderId, o.id), ne(shipments.state, 'canceled'))).orderBy(asc(shipments.id)),
    ctx.db.select().from(adjustments).where(and(eq(adjustments.orderId, o.id), isNull(adjustments.lineItemId), eq(adjustments.eligible, true))),
    ctx.db.select({ method: payments.method, amount: payments.amount }).from(payments).where(and(eq(payments.orderId, o.id), eq(payments.state, 'completed'))),
  ]);
  const names = new Map<string, string>([[operator.tin, 'operator']]);
  for (const r of [...lines, ...ships]) {
    if (!r.tin) throw extraError(ctx, 'ebarimt_vendor_tin', { vendor: r.vendorName }, { name: r.vendorName });
    names.set(r.tin, r.vendorName);
  }
  if (!lines.length) throw extraError(ctx, 'ebarimt_empty', { line_items: 'none' });
  const built = buildPackage({
    ...kind, operator, cityTax: true,
    lines: lines.map((l) => ({ vendorTin: l.tin!, name: l.nameMn || l.nameEn, sku: l.sku, barcode: l.barcode, quantity: l.quantity, price: l.price, adjustment: l.adjustment })),
    shipping: ships.map((s) => ({ vendorTin: s.tin!, cost: s.cost })),
    orderAdjustment: adjs.filter((a) => a.kind !== 'fee').reduce((s, a) => s + a.amount, 0),
    fees: adjs.filter((a) => a.kind === 'fee').reduce((s, a) => s + a.amount, 0),
    payments: pays,
  });
  return { ...built, names };
}

/** The package's sums as the API answers them (snake case, möngö). */
export function summaryJson(summary: PackageSummary, names: Map<string, string>, operatorName: string) {
  return {
    total: summary.total, vat: summary.vat, city_tax: summary.cityTax,
    receipts: summary.receipts.map((r) => ({
      merchant_tin: r.merchantTin, merchant_name: names.get(r.merchantTin) === 'operator' ? operatorName : (names.get(r.merchantTin) ?? r.merchantTin),
      total: r.total, vat: r.vat, city_tax: r.cityTax,
      items: r.items.map((i) => ({ name: i.name, sku: i.sku, quantity: i.quantity, unit_price: i.unitPrice, total: i.total, vat: i.vat, city_tax: i.cityTax })),
    })),
  };
}
