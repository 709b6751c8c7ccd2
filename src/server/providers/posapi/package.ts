import type { PosPayment, PosReceiptRequest, PosSubReceipt, ReceiptType } from './protocol.js';
import { allocate, lineTax, sumTaxes, type LineTax } from './tax.js';

/**
 * A marketplace order as one PosAPI package receipt: one sub-receipt per merchant TIN holding
 * that merchant's lines (and his parcels' delivery), the marketplace's own fees on its own
 * sub-receipt. Pure and in möngö; tugriks appear only in the request PosAPI reads.
 */
export interface PackageLine { vendorTin: string; name: string; sku: string; barcode: string | null; quantity: number; price: number; adjustment: number }

export interface PackageInput {
  type: ReceiptType;
  /** B2C: the buyer's ebarimt number (8 digits), or null for an anonymous receipt. */
  consumerNo: string | null;
  /** B2B: the buying organisation's TIN. */
  customerTin: string | null;
  operator: { tin: string; posNo: string; districtCode: string; branchNo: string };
  lines: readonly PackageLine[];
  shipping: readonly { vendorTin: string; cost: number }[];
  /** Order-wide promotions and manual adjustments: spread over the lines in proportion. */
  orderAdjustment: number;
  /** Order-wide fees: the marketplace's service, on its own sub-receipt. */
  fees: number;
  payments: readonly { method: string; amount: number }[];
  /** The 2% Ulaanbaatar city tax applies where the receipt is issued. */
  cityTax: boolean;
}

export interface SummaryItem extends LineTax { name: string; sku: string | null; quantity: number; unitPrice: number }
export interface SummaryReceipt extends LineTax { merchantTin: string; items: SummaryItem[] }
export interface PackageSummary extends LineTax { receipts: SummaryReceipt[] }

export const DELIVERY_NAME = 'Хүргэлтийн үйлчилгээ';
export const FEE_NAME = 'Үйлчилгээний хураамж';

const tugrik = (mongo: number) => mongo / 100;

export function buildPackage(input: PackageInput): { request: PosReceiptRequest; summary: PackageSummary } {
  const nets = input.lines.map((l) => l.price * l.quantity + l.adjustment);
  const shares = allocate(input.orderAdjustment, nets.map((n) => Math.max(n, 0)));
  const byTin = new Map<string, SummaryItem[]>();
  const add = (tin: string, item: SummaryItem) => {
    const list = byTin.get(tin) ?? [];
    list.push(item);
    byTin.set(tin, list);
  };
  input.lines.forEach((l, i) => {
    const total = nets[i]! + (shares[i] ?? 0);
    add(l.vendorTin, { name: l.name, sku: l.sku, quantity: l.quantity, unitPrice: l.price, ...lineTax(total, input.cityTax) });
  });
  for (const s of input.shipping) if (s.cost) add(s.vendorTin, { name: DELIVERY_NAME, sku: null, quantity: 1, unitPrice: s.cost, ...lineTax(s.cost, input.cityTax) });
  if (input.fees) add(input.operator.tin, { name: FEE_NAME, sku: null, quantity: 1, unitPrice: input.fees, ...lineTax(input.fees, input.cityTax) });

  const receipts: SummaryReceipt[] = [...byTin.entries()].map(([merchantTin, items]) => ({ merchantTin, items, ...sumTaxes(items) }));
  const summary: PackageSummary = { receipts, ...sumTaxes(receipts) };

  const barcodes = new Map(input.lines.map((l) => [l.sku, l.barcode]));
  const subReceipts: PosSubReceipt[] = receipts.map((r) => ({
    totalAmount: tugrik(r.total), totalVAT: tugrik(r.vat), totalCityTax: tugrik(r.cityTax), taxType: 'VAT_ABLE',
    merchantTin: r.merchantTin, customerTin: null, bankAccountNo: null,
    items: r.items.map((it) => {
      const barCode = it.sku ? (barcodes.get(it.sku) ?? null) : null;
      return {
        name: it.name, barCode, barCodeType: barCode && /^\d{8,14}$/.test(barCode) ? 'GS1' : 'UNDEFINED', classificationCode: null, taxProductCode: null,
        measureUnit: 'ш', qty: it.quantity, unitPrice: tugrik(it.unitPrice),
        totalVAT: tugrik(it.vat), totalCityTax: tugrik(it.cityTax), totalAmount: tugrik(it.total),
      };
    }),
  }));

  const request: PosReceiptRequest = {
    branchNo: input.operator.branchNo,
    totalAmount: tugrik(summary.total), totalVAT: tugrik(summary.vat), totalCityTax: tugrik(summary.cityTax),
    districtCode: input.operator.districtCode, merchantTin: input.operator.tin, posNo: input.operator.posNo,
    customerTin: input.type === 'B2B_RECEIPT' ? input.customerTin : null,
    consumerNo: input.type === 'B2C_RECEIPT' ? input.consumerNo : null,
    type: input.type, inactiveId: null, reportMonth: null, billIdSuffix: null,
    receipts: subReceipts,
    payments: paymentsOf(input.payments, summary.total),
  };
  return { request, summary };
}

/**
 * Cash stays cash, every other way of paying is a card-like payment to PosAPI. The paid sums
 * must equal the receipt's total: a difference (store credit, rounding) goes on the largest one.
 */
export function paymentsOf(payments: readonly { method: string; amount: number }[], total: number): PosPayment[] {
  const sums = new Map<PosPayment['code'], number>();
  for (const p of payments) {
    const code = p.method === 'cash' ? 'CASH' : 'PAYMENT_CARD';
    sums.set(code, (sums.get(code) ?? 0) + p.amount);
  }
  if (!sums.size) sums.set('PAYMENT_CARD', 0);
  const list = [...sums.entries()].map(([code, amount]) => ({ code, amount })).sort((a, b) => b.amount - a.amount);
  list[0]!.amount += total - list.reduce((a, p) => a + p.amount, 0);
  return list.filter((p) => p.amount > 0 || list.length === 1).map((p) => ({ code: p.code, status: 'PAID', paidAmount: tugrik(p.amount) }));
}
