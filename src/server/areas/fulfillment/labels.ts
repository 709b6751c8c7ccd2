import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { PREPARED_ACTIONS, ubDay, type FulfillmentLabel } from '../../../shared/commands/fulfillment/labels.js';
import type { Scope } from '../../auth/scope.js';
import { schema } from '../../db/index.js';

const { orders, lineItems } = schema;

const prepared = sql.raw(PREPARED_ACTIONS.map((a) => `'${a}'`).join(', '));

/**
 * §4's label of an order, in the precedence src/shared/commands/fulfillment/labels.ts explains.
 * `flagged` is a count of its own (flaggedSql), never a label here. The outer order is named in full:
 * in a one-table select drizzle writes its columns unqualified, and a bare "id" in a subquery is the
 * subquery's own row.
 */
export const labelSql: SQL<FulfillmentLabel> = sql<FulfillmentLabel>`case
  when ${orders.state} = 'canceled' then 'canceled'
  when ${orders.shipmentState} = 'shipped' then 'complete'
  when ${orders.driverId} is not null then 'on_shipping'
  when not exists (select 1 from line_items pl where pl.order_id = "orders"."id" and coalesce(pl.actn, '') not in (${prepared}))
    then case when ${orders.shipmentState} = 'ready' then 'ready_to_ship' else 'prepared' end
  when not exists (select 1 from line_items tl where tl.order_id = "orders"."id" and tl.actn is not null) then 'not_taken'
  else 'incomplete' end`;

/** The orders that count as placed: checkout completed. */
export const placed = sql`${orders.completedAt} is not null`;

/** A label as a filter: `flagged` is the flag; any other is the case expression's answer. */
export function labelWhere(label: string): SQL {
  if (label === 'flagged') return and(eq(orders.flagged, true), sql`${orders.state} <> 'canceled'`)!;
  return sql`(${labelSql}) = ${label}`;
}

/** Orders placed on the days from..to of Ulaanbaatar's calendar. */
export function placedOn(from: string, to?: string): { where: SQL; from: string; to: string } {
  const a = ubDay(from);
  const b = ubDay(to ?? from);
  return { where: and(gte(orders.completedAt, a.from), lt(orders.completedAt, b.to))!, from: a.date, to: b.date };
}

/** Lines the caller reaches: his vendors' when he is confined, of the website he names. */
export function linesInScope(scope: Scope): SQL | undefined {
  const { lines, orders: ofOrders } = scopeParts(scope);
  return and(lines, ofOrders);
}

/** linesInScope in its two halves, for a statement that reads the orders apart from their lines (the pivot). */
export function scopeParts(scope: Scope): { lines: SQL | undefined; orders: SQL | undefined } {
  return {
    lines: scope.vendorIds === 'all' ? undefined : sql`${lineItems.vendorId} in (${sql.join(scope.vendorIds.map((v) => sql`${v}`), sql`, `)})`,
    orders: scope.websiteId === null ? undefined : eq(orders.websiteId, scope.websiteId),
  };
}

/** The live parcel a line ships in (the newest not canceled): where it is picked from. */
export const lineLocationSql = sql<number | null>`(select s.stock_location_id from shipment_units su join shipments s on s.id = su.shipment_id
  where su.line_item_id = "line_items"."id" and s.state <> 'canceled' order by s.id desc limit 1)`;
