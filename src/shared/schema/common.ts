import { z } from 'zod';

/** A database id; coerced because it often arrives as a path or query string. */
export const zId = z.coerce.number().int().positive().max(2 ** 53 - 1);

/** `true`/`false` also as the strings a query string or a CSV cell carries. */
export const zBool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

/**
 * The most one money entry may be: ₮10,000,000,000 in möngö. Far past any real order, and far
 * below 2^53, so sums of many entries stay exact integers in JSON.
 */
export const MAX_MONEY = 1_000_000_000_000;

/** Money: an integer count of möngö (1/100 ₮), at most ₮10,000,000,000 either way. */
export const zMoney = z.coerce.number().int().min(-MAX_MONEY, 'must be at least -₮10,000,000,000').max(MAX_MONEY, 'must be at most ₮10,000,000,000');

/** Free text: trimmed, bounded, no NUL (PostgreSQL refuses it in text). */
export function zText(max = 255) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((s) => !s.includes('\u0000'), 'must not contain NUL characters');
}

export const zEmail = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** Mongolian mobile: 8 digits, optionally after +976. Stored as the 8 digits. */
export const zMobile = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s-]/g, '').replace(/^\+?976/, ''))
  .pipe(z.string().regex(/^[5-9]\d{7}$/, 'must be an 8-digit Mongolian mobile number'));

/** Citizen register number: two Cyrillic letters and eight digits, e.g. УБ99112233. */
export const zRegisterNumber = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[А-ЯЁӨҮ]{2}\d{8}$/, 'must be two Cyrillic letters and eight digits'));

export const zDate = z.iso.date();
export const zDateTime = z.iso.datetime({ offset: true });

export const zLocale = z.enum(['en', 'mn']);
export type Locale = z.infer<typeof zLocale>;
