import { sql, type SQL } from 'drizzle-orm';
import type { OrderDetailJson } from '../../../shared/schema/order.js';
import { schema } from '../../db/index.js';
import { renderedOnce } from '../../db/rendered.js';

const { orders, users, lineItems, variants, products, vendors, adjustments, payments, paymentReturns, shipments, shipmentUnits, stockLocations, orderVendors } = schema;

/**
 * The order detail built by PostgreSQL as compact JSON text, in the keys and order of the API's
 * answer, so the server sends it on without parsing or writing it again: a look-up is the call
 * support staff make dozens of times an hour, and answering it as 64 typed columns and seven JSON
 * arrays reshaped in JavaScript, then a JSON value parsed and serialised again, was most of its
 * cost on PGlite. The select runs `from orders` (the order's own columns are named through
 * drizzle's columns) and is cut to a confined caller's vendors in SQL.
 *
 * What JavaScript did and SQL now does, kept exactly:
 * - timestamps as `Date#toISOString` writes them: UTC, milliseconds (truncated, as JavaScript's
 *   Date truncates PostgreSQL's microseconds), `Z`;
 * - money and counts as JSON integers (bigint sums are numeric, written without a fraction);
 * - empty lists as `[]`, never null; every list in id order;
 * - a line's name is its Mongolian name unless that is empty;
 * - no white space, as JSON.stringify writes it.
 *
 * The list row's fields come first, then the detail's: two objects joined as text.
 */
export function orderDetailText(mine: number[] | null): SQL<string> {
  return sql<string>`${renderedOnce(`order_detail:${mine?.join(',') ?? '*'}`,
    () => sql`(left((${orderRowJson(mine)})::text, -1) || ',' || right((${detailFields(mine)})::text, -1))`)}`;
}

/** The same detail as a json value, which the driver parses: for an operation's answer, which is kept and audited as an object. */
export function orderDetailSql(mine: number[] | null): SQL<OrderDetailJson> {
  return sql`(${orderDetailText(mine)})::json`.mapWith((v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as OrderDetailJson);
}

/** `Date#toISOString` of a timestamptz, or null. */
const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Compact JSON, as JSON.stringify writes it: row_to_json writes `{"a":1}` where json_build_object
 * writes `{"a" : 1}` and json_agg puts a line break between elements, so the answer's text can be
 * sent as PostgreSQL wrote it. `object`: the fields in this order (a nested json value is embedded
 * as it is, so it must be compact too), read `from` a subquery when one is given; `array`: the rows
 * of `from` (which names its row `x`, with `where` and joins), each as `object(fields)`, in
 * `orderBy` order, `[]` when there are none.
 */
const object = (fields: [string, unknown][], from: SQL = sql``) =>
  sql`(select row_to_json(r) from (select ${sql.join(fields.map(([key, value]) => sql`${value} as ${sql.identifier(key)}`), sql`, `)}${from}) r)`;
const array = (fields: [string, unknown][], from: SQL, orderBy: SQL) =>
  sql`coalesce((select ('[' || string_agg(${object(fields)}::text, ',' order by ${orderBy}) || ']')::json ${from}), '[]'::json)`;

function vendorIn(column: SQL, mine: number[] | null): SQL {
  return mine ? sql` and ${column} in (${sql.join(mine.map((v) => sql`${v}::bigint`), sql`, `)})` : sql``;
}

/**
 * The list's row (the orders list answers these, the detail starts with them). With a share (a
 * confined caller) the amounts are his part, summed from order_vendors, and what belongs to the
 * whole order (payments, fees, store credit) is left out.
 */
export function orderRowJson(mine: number[] | null): SQL {
  return renderedOnce(`order_row:${mine?.join(',') ?? '*'}`, () => rowObject(mine));
}

function rowObject(mine: number[] | null): SQL {
  const o = orders;
  // his share: the sums over his vendors' rows of order_vendors (0 when he has none in the order),
  // read by one subquery for the row rather than one per amount (six index probes a row of a page)
  const shares = ['item_count', 'item_total', 'adjustment_total', 'shipment_total', 'commission_total', 'total'];
  const amount = (column: string, whole: unknown) => (mine ? sql`share.${sql.identifier(column)}` : sql`${whole}`);
  const share = mine
    ? sql` from (select ${sql.join(shares.map((c) => sql`coalesce(sum(ov.${sql.identifier(c)}), 0) as ${sql.identifier(c)}`), sql`, `)}
      from ${orderVendors} ov where ov.order_id = ${o.id}${vendorIn(sql`ov.vendor_id`, mine)}) share`
    : sql``;
  const fields: [string, unknown][] = [
    ['id', o.id], ['number', o.number], ['website_id', o.websiteId], ['state', o.state],
    ['payment_state', o.paymentState], ['shipment_state', o.shipmentState], ['platform', o.platform], ['user_id', o.userId],
    ['customer_name', o.customerName], ['email', o.email], ['phone', o.phone], ['receiver_name', o.receiverName],
    ['receiver_phone', o.receiverPhone], ['seller_id', o.sellerId], ['driver_id', o.driverId], ['flagged', o.flagged],
    ['approved', sql`${o.approvedAt} is not null`], ['approved_at', iso(o.approvedAt)],
    ['item_count', amount('item_count', o.itemCount)], ['item_total', amount('item_total', o.itemTotal)],
    ['adjustment_total', amount('adjustment_total', o.adjustmentTotal)], ['shipment_total', amount('shipment_total', o.shipmentTotal)],
    ['fee_total', mine ? sql`0` : o.feeTotal], ['commission_total', amount('commission_total', o.commissionTotal)],
    ['store_credit_total', mine ? sql`null::bigint` : o.storeCreditTotal], ['total', amount('total', o.total)],
    ['payment_total', mine ? sql`null::bigint` : o.paymentTotal], ['lease_amount', o.leaseAmount],
    ['completed_at', iso(o.completedAt)], ['canceled_at', iso(o.canceledAt)], ['created_at', iso(o.createdAt)],
  ];
  return object(fields, share);
}

/** What the detail adds to the row: addresses, lease, e-receipt and the order's lists. */
function detailFields(mine: number[] | null): SQL {
  const o = orders;
  const id = o.id;
  // staff emails are for staff: a merchant sees that the order is approved, not by whom
  const approver = mine ? sql`null::text` : sql`(select u.email from ${users} u where u.id = ${o.approvedBy})`;
  const myLines = vendorIn(sql`li.vendor_id`, mine);
  const lineItemList = array([
    ['id', sql`li.id`], ['variant_id', sql`li.variant_id`], ['sku', sql`v.sku`], ['name', sql`coalesce(nullif(p.name_mn, ''), p.name_en)`],
    ['vendor_id', sql`li.vendor_id`], ['vendor_name', sql`ve.name`], ['quantity', sql`li.quantity`], ['returned_quantity', sql`li.returned_quantity`],
    ['price', sql`li.price`], ['total', sql`li.price * li.quantity`], ['adjustment_total', sql`li.adjustment_total`], ['commission', sql`li.commission`],
    ['actn', sql`li.actn`], ['comment', sql`li.comment`], ['is_digital', sql`li.is_digital`],
  ], sql`from ${lineItems} li join ${variants} v on v.id = li.variant_id join ${products} p on p.id = v.product_id join ${vendors} ve on ve.id = li.vendor_id
    where li.order_id = ${id}${myLines}`, sql`li.id`);
  // a confined caller sees the adjustments of his lines, not the order's own (they are everyone's)
  const myAdjustments = mine
    ? sql` and a.line_item_id in (select li.id from ${lineItems} li where li.order_id = ${id}${myLines})`
    : sql``;
  const adjustmentList = array([
    ['id', sql`a.id`], ['line_item_id', sql`a.line_item_id`], ['kind', sql`a.kind`], ['label', sql`a.label`],
    ['amount', sql`a.amount`], ['eligible', sql`a.eligible`], ['created_at', iso(sql`a.created_at`)],
  ], sql`from ${adjustments} a where a.order_id = ${id}${myAdjustments}`, sql`a.id`);
  // payments and their returns are the whole order's: a confined caller sees none
  const paymentList = mine ? sql`'[]'::json` : array([
    ['id', sql`x.id`], ['method', sql`x.method`], ['amount', sql`x.amount`], ['state', sql`x.state`], ['source', sql`x.source`],
    ['created_at', iso(sql`x.created_at`)],
  ], sql`from ${payments} x where x.order_id = ${id}`, sql`x.id`);
  const returnList = mine ? sql`'[]'::json` : array([
    ['id', sql`pr.id`], ['payment_id', sql`pr.payment_id`], ['amount', sql`pr.amount`], ['state', sql`pr.state`], ['reason', sql`pr.reason`],
    ['source', sql`pr.source`], ['created_at', iso(sql`pr.created_at`)],
  ], sql`from ${paymentReturns} pr where pr.order_id = ${id}`, sql`pr.id`);
  const unitList = array([['line_item_id', sql`u.line_item_id`], ['quantity', sql`u.quantity`], ['state', sql`u.state`]],
    sql`from ${shipmentUnits} u where u.shipment_id = s.id`, sql`u.id`);
  const shipmentList = array([
    ['id', sql`s.id`], ['number', sql`s.number`], ['vendor_id', sql`s.vendor_id`], ['stock_location_id', sql`s.stock_location_id`],
    ['stock_location_name', sql`l.name`], ['state', sql`s.state`], ['cost', sql`s.cost`], ['tracking', sql`s.tracking`],
    ['driver_id', sql`s.driver_id`], ['shipped_at', iso(sql`s.shipped_at`)], ['units', unitList],
  ], sql`from ${shipments} s join ${stockLocations} l on l.id = s.stock_location_id where s.order_id = ${id}${vendorIn(sql`s.vendor_id`, mine)}`, sql`s.id`);
  return object([
    ['approved_by', o.approvedBy], ['approved_by_email', approver], ['ship_district', o.shipDistrict],
    ['ship_khoroo', o.shipKhoroo], ['ship_address', o.shipAddress], ['bill_address', o.billAddress], ['note', o.note],
    ['when_to_ship', iso(o.whenToShip)], ['paid_at', iso(o.paidAt)], ['shipped_at', iso(o.shippedAt)], ['driver_taken_at', iso(o.driverTakenAt)],
    ['lease', object([['down_payment', o.downPayment], ['lease_amount', o.leaseAmount], ['lease_state', o.leaseState],
      ['lease_left', o.leaseLeft], ['requested_months', o.requestedMonths], ['accepted_months', o.acceptedMonths],
      ['interest', o.interest], ['repayment_day', o.repaymentDay], ['bank_message', o.bankMessage]])],
    ['ebarimt', object([['id', o.ebarimtId], ['date', iso(o.ebarimtDate)], ['status', o.ebarimtStatus],
      ['type', o.ebarimtType], ['register', o.ebarimtRegister]])],
    ['line_items', lineItemList], ['adjustments', adjustmentList], ['payments', paymentList], ['payment_returns', returnList],
    ['shipments', shipmentList],
  ]);
}
