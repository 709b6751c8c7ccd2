import { z } from 'zod';

/**
 * EAN-8, UPC-A (12 digits) and EAN-13 with their check digit (§5: a barcode is EAN or UPC). The
 * same weights serve all three: from the right, the digits before the check digit weigh 3, 1, 3…
 */
export function isValidBarcode(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  let sum = 0;
  for (let i = digits.length - 1, w = 3; i >= 0; i--, w = w === 3 ? 1 : 3) sum += digits[i]! * w;
  return (10 - (sum % 10)) % 10 === check;
}

/** The check digit that completes the given 7, 11 or 12 digits (demo data, tests). */
export function barcodeCheckDigit(body: string): number {
  const digits = [...body].map(Number);
  let sum = 0;
  for (let i = digits.length - 1, w = 3; i >= 0; i--, w = w === 3 ? 1 : 3) sum += digits[i]! * w;
  return (10 - (sum % 10)) % 10;
}

/** A barcode field: spaces and dashes typed in are dropped before the check. */
export const zBarcode = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().refine(isValidBarcode, 'must be a valid EAN-8, EAN-13 or UPC-A barcode'));
