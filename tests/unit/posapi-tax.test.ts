import { describe, expect, it } from 'vitest';
import { buildPackage, paymentsOf } from '../../src/server/providers/posapi/package.js';
import { allocate, lineTax, mulDivHalfUp } from '../../src/server/providers/posapi/tax.js';

describe('taxes inside a tax-inclusive amount', () => {
  it('the PosAPI example: ₮5,600 holds ₮500 VAT and ₮100 city tax', () => {
    expect(lineTax(560_000)).toEqual({ total: 560_000, vat: 50_000, cityTax: 10_000 });
  });

  it('outside the capital: VAT is one eleventh', () => {
    expect(lineTax(110_000, false)).toEqual({ total: 110_000, vat: 10_000, cityTax: 0 });
  });

  it.each([
    // 100 × 10 / 112 = 8.928… → 9; 100 × 2 / 112 = 1.785… → 2
    [100, 9, 2],
    // 56 × 10 / 112 = 5 exactly; 56 × 2 / 112 = 1 exactly
    [56, 5, 1],
    // 28 × 2 / 112 = 0.5 → half up to 1; 28 × 10 / 112 = 2.5 → 3
    [28, 3, 1],
    [1, 0, 0],
    [0, 0, 0],
  ])('%d möngö: VAT %d, city tax %d, each rounded half up', (total, vat, city) => {
    expect(lineTax(total)).toEqual({ total, vat, cityTax: city });
  });

  it('rounds half away from zero for a negative amount too', () => {
    expect(mulDivHalfUp(-28, 2, 112)).toBe(-1);
    expect(mulDivHalfUp(-27, 2, 112)).toBe(0);
  });

  it('works exactly on amounts far past a float\'s cents', () => {
    // ₮90 trillion: integers, no float drift
    const t = lineTax(9_000_000_000_000_00);
    expect(t.vat * 112).toBeLessThanOrEqual(t.total * 10 + 56);
  });
});

describe('allocate', () => {
  it('parts add up to the amount, in proportion, largest remainder first', () => {
    expect(allocate(-1000, [1, 1, 1])).toEqual([-334, -333, -333]);
    expect(allocate(100, [3, 1])).toEqual([75, 25]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
    expect(allocate(5, [])).toEqual([]);
    for (let i = 0; i < 200; i++) {
      const weights = Array.from({ length: 1 + (i % 7) }, (_, k) => ((i * 7919 + k * 104729) % 100_000) + 1);
      const amount = ((i * 48271) % 2_000_000) - 1_000_000;
      expect(allocate(amount, weights).reduce((a, b) => a + b, 0)).toBe(amount);
    }
  });
});

describe('a marketplace order as a package receipt', () => {
  const operator = { tin: '37900846788', posNo: '001', districtCode: '2501', branchNo: '001' };
  const input = {
    type: 'B2C_RECEIPT' as const, consumerNo: '10038071', customerTin: null, operator, cityTax: true,
    lines: [
      { vendorTin: '11111111111', name: 'Талх', sku: 'A1', barcode: '19059010880001', quantity: 2, price: 250_000, adjustment: 0 },
      { vendorTin: '22222222222', name: 'Сүү', sku: 'B1', barcode: null, quantity: 1, price: 330_000, adjustment: -30_000 },
      { vendorTin: '11111111111', name: 'Цай', sku: 'A2', barcode: null, quantity: 3, price: 100_001, adjustment: 0 },
    ],
    shipping: [{ vendorTin: '22222222222', cost: 500_000 }],
    orderAdjustment: -10_000,
    fees: 20_000,
    payments: [{ method: 'card', amount: 1_610_003 }, { method: 'cash', amount: 200_000 }],
  };

  it('one sub-receipt per merchant TIN, the operator\'s fees on its own, sums that add up to the order', () => {
    const { request, summary } = buildPackage(input);
    expect(summary.receipts.map((r) => r.merchantTin)).toEqual(['11111111111', '22222222222', '37900846788']);
    // 500,000 + 300,000 + 300,003 + 500,000 delivery + 20,000 fee − 10,000 order discount
    expect(summary.total).toBe(1_610_003);
    for (const r of summary.receipts) {
      expect(r.total).toBe(r.items.reduce((s, i) => s + i.total, 0));
      expect(r.vat).toBe(r.items.reduce((s, i) => s + i.vat, 0));
      for (const i of r.items) expect(i).toMatchObject(lineTax(i.total));
    }
    expect(request.totalAmount).toBe(16_100.03);
    expect(request.receipts[0]!.items[0]).toMatchObject({ name: 'Талх', barCode: '19059010880001', barCodeType: 'GS1', qty: 2, unitPrice: 2500 });
    expect(request.receipts[1]!.items.at(-1)).toMatchObject({ name: 'Хүргэлтийн үйлчилгээ', totalAmount: 5000 });
    expect(request.consumerNo).toBe('10038071');
    expect(request.customerTin).toBeNull();
    expect(request.payments.reduce((s, p) => s + p.paidAmount * 100, 0)).toBeCloseTo(summary.total, 5);
  });

  it('B2B names the buying organisation and no consumer', () => {
    const { request } = buildPackage({ ...input, type: 'B2B_RECEIPT', consumerNo: null, customerTin: '5317878' });
    expect(request).toMatchObject({ type: 'B2B_RECEIPT', customerTin: '5317878', consumerNo: null });
  });

  it('payments: cash stays cash, the rest is card, the difference lands on the largest', () => {
    expect(paymentsOf([{ method: 'cash', amount: 100 }, { method: 'qpay', amount: 300 }, { method: 'store_credit', amount: 50 }], 460))
      .toEqual([{ code: 'PAYMENT_CARD', status: 'PAID', paidAmount: 3.6 }, { code: 'CASH', status: 'PAID', paidAmount: 1 }]);
    expect(paymentsOf([], 500)).toEqual([{ code: 'PAYMENT_CARD', status: 'PAID', paidAmount: 5 }]);
  });
});
