import { and, sql, type SQL } from 'drizzle-orm';
import { ubDay } from '../../../shared/commands/fulfillment/labels.js';
import type { FilterColumn } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { labelWhere, lineLocationSql } from './labels.js';

const { orders, lineItems } = schema;

/** A whole day of Ulaanbaatar for a bare date; an instant otherwise. */
function dayBound(predicate: string, value: unknown): SQL | undefined {
  const v = String(value);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(v) ? ubDay(v) : null;
  const at = day ? null : new Date(v);
  switch (predicate) {
    case 'eq': return day ? and(sql`${orders.completedAt} >= ${day.from}`, sql`${orders.completedAt} < ${day.to}`) : sql`${orders.completedAt} = ${at}`;
    case 'gteq': return sql`${orders.completedAt} >= ${day ? day.from : at}`;
    case 'lteq': return day ? sql`${orders.completedAt} < ${day.to}` : sql`${orders.completedAt} <= ${at}`;
    default: return undefined;
  }
}

/** The ordered products' whitelisted filters (src/shared/commands/fulfillment/lineitems.ts LINE_FILTERS). */
export const LINE_FILTER_COLUMNS: Record<string, FilterColumn> = {
  label: { kind: 'text', where: (p, v) => (p === 'eq' ? labelWhere(String(v)) : p === 'in' ? sql`(${sql.join((v as string[]).map((l) => labelWhere(l)), sql` or `)})` : undefined) },
  vendor_id: { kind: 'number', column: lineItems.vendorId },
  stock_location_id: { kind: 'number', where: (p, v) => (p === 'eq'
    ? sql`exists (select 1 from shipment_units su join shipments s on s.id = su.shipment_id where su.line_item_id = ${lineItems.id} and s.state <> 'canceled' and s.stock_location_id = ${Number(v)})`
    : p === 'in' ? sql`${lineLocationSql} in (${sql.join((v as number[]).map((x) => sql`${Number(x)}`), sql`, `)})` : undefined) },
  driver_id: { kind: 'number', column: orders.driverId },
  ship_district: { kind: 'text', column: orders.shipDistrict },
  ship_khoroo: { kind: 'number', column: orders.shipKhoroo },
  completed_at: { kind: 'date', where: dayBound },
  actn: { kind: 'text', where: (p, v) => (p === 'eq' && v === 'none' ? sql`${lineItems.actn} is null` : p === 'eq' ? sql`${lineItems.actn} = ${String(v)}` : p === 'in' ? sql`${lineItems.actn} in (${sql.join((v as string[]).map((x) => sql`${x}`), sql`, `)})` : undefined) },
  to_collect: { kind: 'bool', where: (_p, v) => (v ? sql`${lineItems.toCollectAt} is not null` : sql`${lineItems.toCollectAt} is null`) },
  order_number: { kind: 'text', column: orders.number },
  sku: { kind: 'text', column: schema.variants.sku },
  id: { kind: 'number', column: lineItems.id },
  quantity: { kind: 'number', column: lineItems.quantity },
};

export const LINE_SORTS = { id: lineItems.id, completed_at: orders.completedAt, quantity: lineItems.quantity, order_number: orders.number };
