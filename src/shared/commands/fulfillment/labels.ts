import { z } from 'zod';

/**
 * §4's fulfillment labels, one per placed order, worked out from the order and its lines in this
 * order of precedence (src/server/areas/fulfillment/labels.ts holds the SQL): canceled; complete
 * (its parcels shipped); on_shipping (a driver holds it); ready_to_ship (every line prepared and
 * the parcels ready, i.e. paid); prepared (every line prepared, the parcels not ready yet);
 * not_taken (no line acted on); incomplete (some lines acted on, some not, or out of stock).
 * `flagged` is not exclusive: a flagged order keeps its label and counts among the flagged too.
 */
export const FULFILLMENT_LABELS = ['prepared', 'ready_to_ship', 'on_shipping', 'not_taken', 'complete', 'incomplete', 'flagged', 'canceled'] as const;
export type FulfillmentLabel = (typeof FULFILLMENT_LABELS)[number];
export const zLabel = z.enum(FULFILLMENT_LABELS);

/** A line counts as prepared once it is taken off the shelf, ready, digital, or already back. */
export const PREPARED_ACTIONS = ['taken', 'ready', 'digital', 'returned'] as const;

/** §4's action colours: taken green, no_stock red, ready or digital blue, otherwise pale yellow. */
export type ActionColour = 'green' | 'red' | 'blue' | 'yellow';
export function actionColour(actn: string | null): ActionColour {
  if (actn === 'taken') return 'green';
  if (actn === 'no_stock') return 'red';
  if (actn === 'ready' || actn === 'digital') return 'blue';
  return 'yellow';
}

/** A day as people type it: `today`, `yesterday`, `tomorrow` or `2026-11-26` (Ulaanbaatar's calendar). */
export const zDay = z.string().trim().regex(/^(today|yesterday|tomorrow|\d{4}-\d{2}-\d{2})$/, 'a day: today, yesterday, tomorrow or YYYY-MM-DD');

/** Ulaanbaatar keeps UTC+8 all year (no daylight saving since 2017). */
const UB_OFFSET_MS = 8 * 3_600_000;

/** The UTC instants a day of Ulaanbaatar starts and ends at; `now` for the relative words. */
export function ubDay(day: string, now = Date.now()): { from: Date; to: Date; date: string } {
  let date = day;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    const shift = day === 'yesterday' ? -1 : day === 'tomorrow' ? 1 : 0;
    date = new Date(now + UB_OFFSET_MS + shift * 86_400_000).toISOString().slice(0, 10);
  }
  const from = new Date(Date.parse(`${date}T00:00:00Z`) - UB_OFFSET_MS);
  return { from, to: new Date(from.getTime() + 86_400_000), date };
}
