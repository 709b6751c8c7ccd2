import { sql, type SQL } from 'drizzle-orm';
import { schema } from '../../db/index.js';

const { orders, users, lineItems, variants, products, vendors, adjustments, payments, paymentReturns, shipments, shipmentUnits, stockLocations, orderVendors } = schema;

/**
 * The order detail built by PostgreSQL as JSON, in the keys and order of the API's answer, so the
 * server parses one value and sends it on: a look-up is the call support staff make dozens of times
 * an hour, and answering it as 64 typed columns and seven JSON arrays reshaped in JavaScript was
 * most of its cost on PGlite. The select runs `from orders` (the order's own columns are named
 * through drizzle's columns) and is cut to a confined caller's vendors in SQL.
 *
 * What JavaScript did and SQL now does, kept exactly:
 * - timestamps as `Date#toISOString` writes them: UTC, milliseconds (truncated, as JavaScript's
 *   Date truncates PostgreSQL's microseconds), `Z`;
 * - money and counts as JSON integers (bigint sums are numeric, written without a fraction);
 * - empty lists as `[]`, never null; every list in id order;
 * - a line's name is its Mongolian name unless that is empty.
 *
 * json_build_object takes at most 100 arguments (50 keys), so the answer is two objects, the list
 * row's fields and the detail's, which the caller joins in this order.
 */
export function orderDetailSql(mine: number[] | null): SQL<[OrderRowPart, DetailPart]> {
  return sql`json_build_array(${orderRowJson(mine)}, ${detailFields(mine)})`;
}

/** Opaque here: the two objects are joined and typed by their caller. */
type OrderRowPart = Record<string, unknown>;
type DetailPart = Record<string, unknown>;

/** `Date#toISOString` of a timestamptz, or null. */
const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const list = (select: SQL) => sql`coalesce((${select}), '[]'::json)`;

function vendorIn(column: SQL, mine: number[] | null): SQL {
  return mine ? sql` and ${column} in (${sql.join(mine.map((v) => sql`${v}::bigint`), sql`, `)})` : sql``;
}

/**
 * The list's row (the orders list answers these, the detail starts with them). With a share (a
 * confined caller) the amounts are his part, summed from order_vendors, and what belongs to the
 * whole order (payments, fees, store credit) is left out.
 */
export function orderRowJson(mine: number[] | null): SQL {
  const o = orders;
  // his share: the sum over his vendors' rows of order_vendors, 0 when he has none in the order
  const amount = (column: string, whole: unknown) => (mine
    ? sql`(select coalesce(sum(ov.${sql.identifier(column)}), 0) from ${orderVendors} ov where ov.order_id = ${o.id}${vendorIn(sql`ov.vendor_id`, mine)})`
    : sql`${whole}`);
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
  // row_to_json writes compact JSON (json_build_object puts spaces around every colon): the list
  // sends these rows as PostgreSQL wrote them
  return sql`(select row_to_json(r) from (select ${sql.join(fields.map(([key, value]) => sql`${value} as ${sql.identifier(key)}`), sql`, `)}) r)`;
}

/** What the detail adds to the row: addresses, lease, e-receipt and the order's lists. */
function detailFields(mine: number[] | null): SQL {
  const o = orders;
  const id = o.id;
  // staff emails are for staff: a merchant sees that the order is approved, not by whom
  const approver = mine ? sql`null::text` : sql`(select u.email from ${users} u where u.id = ${o.approvedBy})`;
  const myLines = vendorIn(sql`li.vendor_id`, mine);
  const lineItemList = list(sql`select json_agg(json_build_object('id', li.id, 'variant_id', li.variant_id, 'sku', v.sku,
      'name', coalesce(nullif(p.name_mn, ''), p.name_en), 'vendor_id', li.vendor_id, 'vendor_name', ve.name, 'quantity', li.quantity,
      'returned_quantity', li.returned_quantity, 'price', li.price, 'total', li.price * li.quantity, 'adjustment_total', li.adjustment_total,
      'commission', li.commission, 'actn', li.actn, 'comment', li.comment, 'is_digital', li.is_digital) order by li.id)
    from ${lineItems} li join ${variants} v on v.id = li.variant_id join ${products} p on p.id = v.product_id join ${vendors} ve on ve.id = li.vendor_id
    where li.order_id = ${id}${myLines}`);
  // a confined caller sees the adjustments of his lines, not the order's own (they are everyone's)
  const myAdjustments = mine
    ? sql` and a.line_item_id in (select li.id from ${lineItems} li where li.order_id = ${id}${myLines})`
    : sql``;
  const adjustmentList = list(sql`select json_agg(json_build_object('id', a.id, 'line_item_id', a.line_item_id, 'kind', a.kind, 'label', a.label,
      'amount', a.amount, 'eligible', a.eligible, 'created_at', ${iso(sql`a.created_at`)}) order by a.id)
    from ${adjustments} a where a.order_id = ${id}${myAdjustments}`);
  // payments and their returns are the whole order's: a confined caller sees none
  const paymentList = mine ? sql`'[]'::json` : list(sql`select json_agg(json_build_object('id', x.id, 'method', x.method, 'amount', x.amount,
      'state', x.state, 'source', x.source, 'created_at', ${iso(sql`x.created_at`)}) order by x.id)
    from ${payments} x where x.order_id = ${id}`);
  const returnList = mine ? sql`'[]'::json` : list(sql`select json_agg(json_build_object('id', r.id, 'payment_id', r.payment_id, 'amount', r.amount,
      'state', r.state, 'reason', r.reason, 'source', r.source, 'created_at', ${iso(sql`r.created_at`)}) order by r.id)
    from ${paymentReturns} r where r.order_id = ${id}`);
  const unitList = list(sql`select json_agg(json_build_object('line_item_id', u.line_item_id, 'quantity', u.quantity, 'state', u.state) order by u.id)
    from ${shipmentUnits} u where u.shipment_id = s.id`);
  const shipmentList = list(sql`select json_agg(json_build_object('id', s.id, 'number', s.number, 'vendor_id', s.vendor_id,
      'stock_location_id', s.stock_location_id, 'stock_location_name', l.name, 'state', s.state, 'cost', s.cost, 'tracking', s.tracking,
      'driver_id', s.driver_id, 'shipped_at', ${iso(sql`s.shipped_at`)}, 'units', ${unitList}) order by s.id)
    from ${shipments} s join ${stockLocations} l on l.id = s.stock_location_id where s.order_id = ${id}${vendorIn(sql`s.vendor_id`, mine)}`);
  return sql`json_build_object('approved_by', ${o.approvedBy}, 'approved_by_email', ${approver}, 'ship_district', ${o.shipDistrict},
    'ship_khoroo', ${o.shipKhoroo}, 'ship_address', ${o.shipAddress}, 'bill_address', ${o.billAddress}, 'note', ${o.note},
    'when_to_ship', ${iso(o.whenToShip)}, 'paid_at', ${iso(o.paidAt)}, 'shipped_at', ${iso(o.shippedAt)}, 'driver_taken_at', ${iso(o.driverTakenAt)},
    'lease', json_build_object('down_payment', ${o.downPayment}, 'lease_amount', ${o.leaseAmount}, 'lease_state', ${o.leaseState},
      'lease_left', ${o.leaseLeft}, 'requested_months', ${o.requestedMonths}, 'accepted_months', ${o.acceptedMonths},
      'interest', ${o.interest}, 'repayment_day', ${o.repaymentDay}, 'bank_message', ${o.bankMessage}),
    'ebarimt', json_build_object('id', ${o.ebarimtId}, 'date', ${iso(o.ebarimtDate)}, 'status', ${o.ebarimtStatus},
      'type', ${o.ebarimtType}, 'register', ${o.ebarimtRegister}),
    'line_items', ${lineItemList}, 'adjustments', ${adjustmentList}, 'payments', ${paymentList}, 'payment_returns', ${returnList},
    'shipments', ${shipmentList})`;
}
