/**
 * Mongolian taxes inside a tax-inclusive amount, in integer möngö (DESIGN: money never passes
 * through floats). A price shown to the customer already holds 10% VAT (НӨАТ) on the base and,
 * in Ulaanbaatar, the 2% city tax (НХАТ) on the same base: total = base × 1.12, so
 * VAT = total × 10/112 and city tax = total × 2/112; outside the capital total = base × 1.10.
 * Each line is rounded half up on its own (PosAPI checks a receipt's sums line by line).
 */
export const VAT_PERCENT = 10;
export const CITY_TAX_PERCENT = 2;

/** a × num / den rounded half away from zero, exactly, in integers. */
export function mulDivHalfUp(a: number, num: number, den: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(a * num)) throw new RangeError(`amount out of range: ${a}`);
  const sign = a < 0 ? -1 : 1;
  const n = Math.abs(a) * num;
  const q = Math.floor(n / den);
  const r = n - q * den;
  const v = r * 2 >= den ? q + 1 : q;
  return v === 0 ? 0 : sign * v;
}

export interface LineTax { total: number; vat: number; cityTax: number }

/** The VAT and city tax held in one line's tax-inclusive total. */
export function lineTax(total: number, cityTax = true): LineTax {
  const den = 100 + VAT_PERCENT + (cityTax ? CITY_TAX_PERCENT : 0);
  return { total, vat: mulDivHalfUp(total, VAT_PERCENT, den), cityTax: cityTax ? mulDivHalfUp(total, CITY_TAX_PERCENT, den) : 0 };
}

/** Sums of per-line rounded taxes: a receipt's totals are the sum of its lines, never re-rounded. */
export function sumTaxes(lines: readonly LineTax[]): LineTax {
  return lines.reduce((s, l) => ({ total: s.total + l.total, vat: s.vat + l.vat, cityTax: s.cityTax + l.cityTax }), { total: 0, vat: 0, cityTax: 0 });
}

/**
 * Splits a signed amount over weights in proportion, in whole möngö, by largest remainder: the
 * parts always add up to the amount (an order-wide discount spread over its lines).
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  if (!weights.length) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const sign = amount < 0 ? -1 : 1;
  // BigInt: amount × weight passes 2^53 on large orders
  const abs = BigInt(Math.abs(amount));
  const total = BigInt(sum);
  const shares = weights.map((w, i) => {
    const n = abs * BigInt(w);
    return { i, part: n / total, rest: n % total };
  });
  let left = abs - shares.reduce((a, s) => a + s.part, 0n);
  for (const s of [...shares].sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1))) {
    if (left <= 0n) break;
    s.part += 1n;
    left -= 1n;
  }
  return shares.map((s) => sign * Number(s.part));
}
