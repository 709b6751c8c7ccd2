import type { Role } from '../roles/roles.js';
import type { RouteId } from '../roles/routes.js';

/**
 * The report kit (DESIGN.md "Reports"): a report is one declaration of the data it reads (its
 * source), the dimension it groups by, the measures it sums, the filters it takes, who may run it
 * and where a row leads. The catalogue entry (src/shared/commands/reports.ts), the screen
 * (src/web/screens/reports), the CSV/XLSX export job, the palette entry and `bo reports <name>`
 * all derive from it; the server's engine (src/server/areas/reports) turns it into one SQL query
 * over the daily rollups.
 */

/** What a report reads. `lines`, `orders`, `customers` and `payments` have daily rollups kept by triggers. */
export type SourceName =
  | 'lines' | 'orders' | 'customers' | 'payments'
  | 'store_credits' | 'credit_balances' | 'promotions' | 'lease' | 'monthly_fee' | 'statement' | 'finance' | 'etickets' | 'sync';

/** Sources with a daily rollup: the engine reads the rollup; the raw computation is the check. */
export const ROLLED_UP: readonly SourceName[] = ['lines', 'orders', 'customers', 'payments'];

export type Dimension =
  | 'day' | 'week' | 'month'
  | 'sku' | 'product' | 'brand' | 'vendor' | 'taxon' | 'keyword' | 'customer'
  | 'state' | 'payment_state' | 'platform' | 'method' | 'category' | 'discount' | 'coupon_code' | 'lease_state'
  | 'section' | 'event' | 'integration' | 'entity';

export const TIME_DIMENSIONS: readonly Dimension[] = ['day', 'week', 'month'];

export type Measure =
  // lines
  | 'lines' | 'units' | 'returned_units' | 'gross' | 'discounts' | 'net' | 'commission' | 'coins'
  // orders
  | 'orders' | 'item_total' | 'adjustment_total' | 'shipment_total' | 'fee_total' | 'commission_total'
  | 'store_credit_total' | 'total' | 'payment_total' | 'vat' | 'city_tax'
  // payments, credits, promotions, lease, fees, statement, finance
  | 'payments' | 'amount' | 'entries' | 'issued' | 'used' | 'balance' | 'uses'
  | 'lease_amount' | 'down_payment' | 'lease_left' | 'months' | 'monthly_fee' | 'refunds' | 'owed'
  // e-tickets
  | 'tickets_issued' | 'tickets_sent' | 'tickets_used' | 'tickets_canceled' | 'checks_refused'
  // the integrations' exchanges (sync log)
  | 'exchanges' | 'failures' | 'avg_ms';

/** Measures that are money (möngö): shown in ₮. */
export const MONEY_MEASURES: readonly Measure[] = [
  'gross', 'discounts', 'net', 'commission', 'item_total', 'adjustment_total', 'shipment_total', 'fee_total',
  'commission_total', 'store_credit_total', 'total', 'payment_total', 'vat', 'city_tax', 'amount', 'issued', 'used',
  'balance', 'lease_amount', 'down_payment', 'lease_left', 'monthly_fee', 'refunds', 'owed',
];

/** A filter a report takes besides the period and the caller's website. */
export type Filter = 'vendor' | 'state' | 'brand' | 'product' | 'sku' | 'taxon' | 'keyword';

/** The order states a report counts by default: placed and not canceled. */
export const REPORT_STATES = ['complete', 'resumed', 'awaiting_return', 'returned', 'canceled'] as const;
export const DEFAULT_STATES: readonly (typeof REPORT_STATES)[number][] = ['complete', 'resumed', 'awaiting_return', 'returned'];

export interface ReportDef {
  /** `sales_by_brand`: the command is `report.sales_by_brand`, the CLI `bo reports sales_by_brand`. */
  readonly name: string;
  /** The screen (§2 route) it is shown on. */
  readonly route: RouteId;
  /** Path under /api/bo (§7 names where it gives one): `report/sales/by_brand`, `orders/stats`. */
  readonly path: string;
  readonly source: SourceName;
  readonly dimension: Dimension;
  readonly measures: readonly Measure[];
  readonly filters: readonly Filter[];
  readonly roles: readonly Role[];
  readonly websites?: readonly string[];
  /**
   * A detail report: the route's parameter (`:id`, `:sku`) filters by this. `brand/{id}` is
   * sales by product filtered by the brand.
   */
  readonly param?: { readonly name: 'id' | 'sku'; readonly filter: Filter };
  /** A row opens this report with the row's key as its parameter. */
  readonly drill?: RouteId;
  /** How a trend reads better: a line over time, or the top rows as bars. */
  readonly chart?: 'time' | 'top';
  /** The measure rows are sorted by (descending) unless the dimension is time. */
  readonly sort?: Measure;
  /**
   * Whose rows: `vendor` rows carry a vendor, so a vendor-confined caller gets his own; `platform`
   * sums the whole shop's money (payments, credits, finance), refused to a confined caller.
   */
  readonly scope: 'vendor' | 'platform';
}

/** Date presets of the period filter; the period is whole Ulaanbaatar days, both ends included. */
export const PRESETS = ['today', 'yesterday', 'last_7_days', 'last_30_days', 'this_month', 'last_month', 'this_year', 'last_year'] as const;
export type Preset = (typeof PRESETS)[number];

const UB_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Today in Ulaanbaatar, YYYY-MM-DD. */
export const ubToday = (now = Date.now()): string => new Date(now + UB_OFFSET_MS).toISOString().slice(0, 10);

const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** A preset as its first and last day. */
export function presetRange(preset: Preset, now = Date.now()): { from: string; to: string } {
  const today = ubToday(now);
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const monthStart = (yy: number, mm: number) => `${String(yy).padStart(4, '0')}-${String(mm).padStart(2, '0')}-01`;
  switch (preset) {
    case 'today': return { from: today, to: today };
    case 'yesterday': return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last_7_days': return { from: addDays(today, -6), to: today };
    case 'last_30_days': return { from: addDays(today, -29), to: today };
    case 'this_month': return { from: monthStart(y, m), to: today };
    case 'last_month': {
      const from = m === 1 ? monthStart(y - 1, 12) : monthStart(y, m - 1);
      return { from, to: addDays(monthStart(y, m), -1) };
    }
    case 'this_year': return { from: `${y}-01-01`, to: today };
    case 'last_year': return { from: `${y - 1}-01-01`, to: `${y - 1}-12-31` };
  }
}

/** The period asked: from/to when given (a missing end from the preset), else the preset, else the last 30 days. */
export function resolvePeriod(input: { preset?: Preset | undefined; from?: string | undefined; to?: string | undefined }, now = Date.now()): { from: string; to: string } {
  const base = presetRange(input.preset ?? 'last_30_days', now);
  return { from: input.from ?? base.from, to: input.to ?? base.to };
}
