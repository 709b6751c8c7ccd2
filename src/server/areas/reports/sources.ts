import { sql, type SQL } from 'drizzle-orm';
import type { Measure, SourceName } from '../../../shared/reports/define.js';

/**
 * What each report source reads, as rows of the same columns whichever way they come: the daily
 * rollup (src/server/db/schema/reports.ts) or the raw rows themselves, one per line, order,
 * payment… The engine sums the same measures over either, so "the rollup equals the rows" is a
 * comparison of two answers of one query (tests/api/reports.test.ts).
 */

export interface Period { from: string; to: string }

const CHECKOUT = sql.raw(`('cart', 'address', 'delivery', 'payment', 'confirm')`);
const ubDay = (column: SQL) => sql`(${column} at time zone 'Asia/Ulaanbaatar')::date`;
/** Instants of the period's Ulaanbaatar days, to reach created_at's index. */
const since = (p: Period) => sql`(${p.from}::date)::timestamp at time zone 'Asia/Ulaanbaatar'`;
const until = (p: Period) => sql`((${p.to}::date + 1))::timestamp at time zone 'Asia/Ulaanbaatar'`;
const inPeriod = (column: SQL, p: Period) => sql`${column} >= ${since(p)} and ${column} < ${until(p)}`;

export interface Source {
  /** The rollup table, if the source has one. */
  rollup?: string;
  /**
   * Coarser rollups of the same sums (the lines'): `months`, the rollup summed by calendar month
   * (`month`, its first day), read for the period's whole months beside `rollup` for the days at
   * its edges; `noVariant`, the rollup without the variant, for a report that names no product.
   * `columns` are the keys and sums all three share, but the day.
   */
  coarse?: { months: string; noVariant: string; columns: string };
  /**
   * The columns a report sums (its measures are expressions of their sums): what a report grouped
   * by a named thing (a product, a customer) sums per id before the names are joined to its rows.
   */
  sums?: readonly string[];
  /** Row-level rows of the period, with the rollup's columns. */
  raw(p: Period): SQL;
  /**
   * How the rows carry vendors: `rows`, each row is one vendor's (`vendor_id`, 0 for none);
   * `whole`, vendor 0 rows are whole orders beside each vendor's share; `none`, the shop's only.
   */
  vendors: 'rows' | 'whole' | 'none';
  /** Whether rows carry the order's state (for the state filter). */
  states: boolean;
  /** The column whose sum tells a group that exists from one whose rows cancelled out. */
  count: SQL;
  measures: Partial<Record<Measure, SQL>>;
  /** Rows up to the period's end, whatever their day (balances). */
  upTo?: boolean;
  /** A condition every row meets (completed payments only). */
  where?: SQL;
  /** Rows of no website (store credit belongs to the customer, not a shop). */
  noWebsite?: boolean;
}

const s = (c: string) => sql.raw(`sum(r.${c})::bigint`);

export const SOURCES: Partial<Record<SourceName, Source>> = {
  lines: {
    rollup: 'report_line_days',
    coarse: {
      months: 'report_line_months', noVariant: 'report_line_day_totals',
      columns: 'website_id, vendor_id, state, variant_id, lines, units, returned_units, gross, discounts, commission',
    },
    sums: ['lines', 'units', 'returned_units', 'gross', 'discounts', 'commission'],
    raw: (p) => sql`select ${ubDay(sql`o.created_at`)} as day, coalesce(o.website_id, 0) as website_id, li.vendor_id, o.state, li.variant_id,
      1 as lines, li.quantity::bigint as units, li.returned_quantity::bigint as returned_units, li.price * li.quantity as gross,
      li.adjustment_total as discounts, li.commission
      from line_items li join orders o on o.id = li.order_id
      where o.state not in ${CHECKOUT} and ${inPeriod(sql`o.created_at`, p)}`,
    vendors: 'rows', states: true, count: sql`sum(r.lines)`,
    measures: {
      lines: s('lines'), units: s('units'), returned_units: s('returned_units'), gross: s('gross'), discounts: s('discounts'),
      net: sql`sum(r.gross + r.discounts)::bigint`, commission: s('commission'),
      coins: sql`sum(r.units * p.bonus_point)::bigint`,
    },
  },
  orders: {
    rollup: 'report_order_days',
    raw: (p) => sql`select ${ubDay(sql`o.created_at`)} as day, coalesce(o.website_id, 0) as website_id, 0::bigint as vendor_id, o.state,
        coalesce(o.payment_state, '') as payment_state, o.platform, 1 as orders, o.item_total, o.adjustment_total, o.shipment_total, o.fee_total,
        o.commission_total, o.store_credit_total, o.total, o.payment_total,
        case when o.ebarimt_status = 'issued' then round(o.total * 10 / 112.0)::bigint else 0 end as vat,
        case when o.ebarimt_status = 'issued' then round(o.total * 2 / 112.0)::bigint else 0 end as city_tax
      from orders o where o.state not in ${CHECKOUT} and ${inPeriod(sql`o.created_at`, p)}
      union all
      select ${ubDay(sql`o.created_at`)}, coalesce(o.website_id, 0), ov.vendor_id, o.state, coalesce(o.payment_state, ''), o.platform, 1,
        ov.item_total, ov.adjustment_total, ov.shipment_total, 0, ov.commission_total, 0, ov.total, 0, 0, 0
      from order_vendors ov join orders o on o.id = ov.order_id where o.state not in ${CHECKOUT} and ${inPeriod(sql`o.created_at`, p)}`,
    vendors: 'whole', states: true, count: sql`sum(r.orders)`,
    measures: {
      orders: s('orders'), item_total: s('item_total'), adjustment_total: s('adjustment_total'), shipment_total: s('shipment_total'),
      fee_total: s('fee_total'), commission_total: s('commission_total'), store_credit_total: s('store_credit_total'), total: s('total'),
      payment_total: s('payment_total'), vat: s('vat'), city_tax: s('city_tax'),
    },
  },
  customers: {
    rollup: 'report_customer_days',
    raw: (p) => sql`select ${ubDay(sql`o.created_at`)} as day, coalesce(o.website_id, 0) as website_id, 0::bigint as vendor_id, o.state,
        coalesce(o.user_id, 0) as user_id, 1 as orders, o.total
      from orders o where o.state not in ${CHECKOUT} and ${inPeriod(sql`o.created_at`, p)}
      union all
      select ${ubDay(sql`o.created_at`)}, coalesce(o.website_id, 0), ov.vendor_id, o.state, coalesce(o.user_id, 0), 1, ov.total
      from order_vendors ov join orders o on o.id = ov.order_id where o.state not in ${CHECKOUT} and ${inPeriod(sql`o.created_at`, p)}`,
    vendors: 'whole', states: true, count: sql`sum(r.orders)`, sums: ['orders', 'total'],
    measures: { orders: s('orders'), total: s('total') },
  },
  payments: {
    rollup: 'report_payment_days',
    raw: (p) => sql`select ${ubDay(sql`pm.created_at`)} as day, coalesce(o.website_id, 0) as website_id, pm.method, pm.state, 1 as payments, pm.amount
      from payments pm join orders o on o.id = pm.order_id where ${inPeriod(sql`pm.created_at`, p)}`,
    vendors: 'none', states: false, count: sql`sum(r.payments)`, where: sql`r.state = 'completed'`,
    measures: { payments: s('payments'), amount: s('amount') },
  },
  // the raw-only sources: small tables, read as they are
  store_credits: {
    raw: (p) => sql`select ${ubDay(sql`sc.created_at`)} as day, sc.category, sc.user_id, 1 as entries, sc.amount,
        greatest(sc.amount, 0) as issued, greatest(-sc.amount, 0) as used
      from store_credits sc where ${inPeriod(sql`sc.created_at`, p)}`,
    vendors: 'none', states: false, count: sql`sum(r.entries)`, noWebsite: true,
    measures: { entries: s('entries'), issued: s('issued'), used: s('used'), amount: s('amount') },
  },
  credit_balances: {
    raw: (p) => sql`select ${ubDay(sql`sc.created_at`)} as day, sc.user_id, 1 as entries, sc.amount as balance
      from store_credits sc where sc.created_at < ${until(p)}`,
    vendors: 'none', states: false, count: sql`sum(r.entries)`, upTo: true, noWebsite: true,
    measures: { entries: s('entries'), balance: s('balance') },
  },
  promotions: {
    raw: (p) => sql`select ${ubDay(sql`du.created_at`)} as day, coalesce(o.website_id, 0) as website_id, coalesce(d.vendor_id, 0) as vendor_id,
        d.id as discount_id, d.title as discount_title, coalesce(cc.code, '') as code, 1 as uses, du.amount
      from discount_usages du join discounts d on d.id = du.discount_id join orders o on o.id = du.order_id
        left join coupon_codes cc on cc.id = du.coupon_code_id
      where ${inPeriod(sql`du.created_at`, p)}`,
    vendors: 'rows', states: false, count: sql`sum(r.uses)`,
    measures: { uses: s('uses'), amount: s('amount') },
  },
  lease: {
    raw: (p) => sql`select ${ubDay(sql`o.created_at`)} as day, coalesce(o.website_id, 0) as website_id, coalesce(o.lease_state, '') as lease_state,
        1 as orders, o.lease_amount, coalesce(o.down_payment, 0) as down_payment, coalesce(o.lease_left, 0) as lease_left
      from orders o where o.lease_amount is not null and o.state not in ${CHECKOUT} and ${inPeriod(sql`o.created_at`, p)}`,
    vendors: 'none', states: false, count: sql`sum(r.orders)`,
    measures: { orders: s('orders'), lease_amount: s('lease_amount'), down_payment: s('down_payment'), lease_left: s('lease_left') },
  },
  // every change of an e-ticket's state is an event of its day (e_ticket_events): sold, sent (each send), used
  etickets: {
    raw: (p) => sql`select ${ubDay(sql`ev.created_at`)} as day, coalesce(t.website_id, 0) as website_id, t.vendor_id, t.variant_id,
        t.product_id, t.event, 1 as events,
        (ev.kind = 'issued')::int as tickets_issued, (ev.kind = 'sent')::int as tickets_sent, (ev.kind = 'used')::int as tickets_used,
        (ev.kind = 'canceled')::int as tickets_canceled, (ev.kind = 'check_refused')::int as checks_refused
      from e_ticket_events ev join e_tickets t on t.id = ev.ticket_id where ${inPeriod(sql`ev.created_at`, p)}`,
    vendors: 'rows', states: false, count: sql`sum(r.events)`,
    measures: {
      tickets_issued: s('tickets_issued'), tickets_sent: s('tickets_sent'), tickets_used: s('tickets_used'),
      tickets_canceled: s('tickets_canceled'), checks_refused: s('checks_refused'),
    },
  },
  // every exchange with an outside system as the integrations log it (sync_logs, /system/sync_log)
  sync: {
    raw: (p) => sql`select ${ubDay(sql`sl.at`)} as day, sl.integration, sl.entity, 1 as exchanges, (sl.status <> 'ok')::int as failures,
        coalesce(sl.duration_ms, 0)::bigint as duration_ms
      from sync_logs sl where ${inPeriod(sql`sl.at`, p)}`,
    vendors: 'none', states: false, count: sql`sum(r.exchanges)`, noWebsite: true,
    measures: { exchanges: s('exchanges'), failures: s('failures'), avg_ms: sql`(sum(r.duration_ms) / nullif(sum(r.exchanges), 0))::bigint` },
  },
};

const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The calendar months wholly inside a period, as the first day of the first and the last day of
 * the last (null when there is none): what a month rollup answers for it, the days outside them
 * are read day by day.
 */
export function wholeMonths(p: Period): { from: string; to: string } | null {
  const first = p.from.endsWith('-01') ? p.from : `${addDays(`${p.from.slice(0, 7)}-01`, 32).slice(0, 7)}-01`;
  const next = addDays(p.to, 1);
  const last = next.endsWith('-01') ? p.to : addDays(`${p.to.slice(0, 7)}-01`, -1);
  return first <= last ? { from: first, to: last } : null;
}
