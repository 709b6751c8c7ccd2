import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderDetailJson, OrderJson } from '../../../shared/schema/order.js';
import type { AuthedContext } from '../../commands/handler.js';
import { schema } from '../../db/index.js';
import { confinedTo, ordersInScope, type OrderRow } from './scope.js';

const { orders, users, lineItems, variants, products, vendors, adjustments, payments, paymentReturns, shipments, shipmentUnits, stockLocations, orderVendors } = schema;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A vendor's share of an order, as order_vendors keeps it (summed over his vendors). */
export interface Share { itemCount: number; itemTotal: number; adjustmentTotal: number; shipmentTotal: number; commissionTotal: number; total: number }

/**
 * The list's row. With a share (a confined caller) the amounts are his part, and what belongs to
 * the whole order (payments, fees, store credit) is left out.
 */
export function toOrderJson(o: OrderRow, share: Share | null = null): OrderJson {
  return {
    id: o.id, number: o.number, website_id: o.websiteId, state: o.state as OrderJson['state'],
    payment_state: o.paymentState as OrderJson['payment_state'], shipment_state: o.shipmentState as OrderJson['shipment_state'],
    platform: o.platform, user_id: o.userId, customer_name: o.customerName, email: o.email, phone: o.phone,
    receiver_name: o.receiverName, receiver_phone: o.receiverPhone, seller_id: o.sellerId, driver_id: o.driverId,
    flagged: o.flagged, approved: o.approvedAt !== null, approved_at: iso(o.approvedAt),
    item_count: share ? share.itemCount : o.itemCount,
    item_total: share ? share.itemTotal : o.itemTotal,
    adjustment_total: share ? share.adjustmentTotal : o.adjustmentTotal,
    shipment_total: share ? share.shipmentTotal : o.shipmentTotal,
    fee_total: share ? 0 : o.feeTotal,
    commission_total: share ? share.commissionTotal : o.commissionTotal,
    store_credit_total: share ? null : o.storeCreditTotal,
    total: share ? share.total : o.total,
    payment_total: share ? null : o.paymentTotal,
    lease_amount: o.leaseAmount,
    completed_at: iso(o.completedAt), canceled_at: iso(o.canceledAt), created_at: o.createdAt.toISOString(),
  };
}

/** The caller's share of these orders, or null for a caller who sees whole orders. */
export async function sharesOf(ctx: AuthedContext, orderIds: number[]): Promise<Map<number, Share> | null> {
  const mine = confinedTo(ctx.scope);
  if (!mine) return null;
  const shares = new Map<number, Share>();
  if (!orderIds.length) return shares;
  const rows = await ctx.db.select().from(orderVendors).where(and(inArray(orderVendors.orderId, orderIds), inArray(orderVendors.vendorId, mine)));
  for (const r of rows) {
    const s = shares.get(r.orderId) ?? { itemCount: 0, itemTotal: 0, adjustmentTotal: 0, shipmentTotal: 0, commissionTotal: 0, total: 0 };
    s.itemCount += r.itemCount; s.itemTotal += r.itemTotal; s.adjustmentTotal += r.adjustmentTotal;
    s.shipmentTotal += r.shipmentTotal; s.commissionTotal += r.commissionTotal; s.total += r.total;
    shares.set(r.orderId, s);
  }
  return shares;
}

const ZERO: Share = { itemCount: 0, itemTotal: 0, adjustmentTotal: 0, shipmentTotal: 0, commissionTotal: 0, total: 0 };

/** Timestamps come out of json_build_object as PostgreSQL writes them; the API writes them as toISOString does. */
const isoText = (t: string | null) => (t === null ? null : new Date(t).toISOString());

interface DetailParts {
  items: { id: number; variant_id: number; sku: string; name_en: string; name_mn: string; vendor_id: number; vendor_name: string; quantity: number; returned_quantity: number; price: number; adjustment_total: number; commission: number; actn: string | null; comment: string | null; is_digital: boolean }[];
  adjs: { id: number; line_item_id: number | null; kind: string; label: string; amount: number; eligible: boolean; created_at: string }[];
  pays: { id: number; method: string; amount: number; state: string; source: string | null; created_at: string }[];
  returns: { id: number; payment_id: number | null; amount: number; state: string; reason: string; source: string | null; created_at: string }[];
  ships: { id: number; number: string; vendor_id: number; stock_location_id: number; location_name: string; state: string; cost: number; tracking: string | null; driver_id: number | null; shipped_at: string | null }[];
  units: { shipment_id: number; line_item_id: number; quantity: number; state: string }[];
  share: { item_count: number; item_total: number; adjustment_total: number; shipment_total: number; commission_total: number; total: number } | null;
  approver: string | null;
}

/**
 * Everything the detail shows besides the order row, as the columns of ONE statement: a look-up is
 * the call support staff make dozens of times an hour, and each statement is a round trip and a
 * plan. `id` is the order's id: a value, or `"orders"."id"` when the order row is in the same
 * select (lookUpOrder). A confined caller's lines, parcels and share are cut to his vendors in SQL.
 */
function detailColumns(id: SQL, mine: number[] | null): Record<keyof DetailParts, SQL> {
  // staff emails are for staff: a merchant sees that the order is approved, not by whom
  const approver = mine ? sql`null::text` : sql`(select u.email from ${users} u join ${orders} o on o.approved_by = u.id where o.id = ${id})`;
  const vendorIn = (column: SQL) => (mine ? sql` and ${column} in (${sql.join(mine.map((v) => sql`${v}`), sql`, `)})` : sql``);
  const list = (select: SQL) => sql`coalesce((${select}), '[]'::json)`;
  const whole = !mine;
  return {
    items: list(sql`select json_agg(json_build_object('id', li.id, 'variant_id', li.variant_id, 'sku', v.sku, 'name_en', p.name_en, 'name_mn', p.name_mn,
        'vendor_id', li.vendor_id, 'vendor_name', ve.name, 'quantity', li.quantity, 'returned_quantity', li.returned_quantity, 'price', li.price, 'adjustment_total', li.adjustment_total,
        'commission', li.commission, 'actn', li.actn, 'comment', li.comment, 'is_digital', li.is_digital) order by li.id)
      from ${lineItems} li join ${variants} v on v.id = li.variant_id join ${products} p on p.id = v.product_id join ${vendors} ve on ve.id = li.vendor_id
      where li.order_id = ${id}${vendorIn(sql`li.vendor_id`)}`),
    adjs: list(sql`select json_agg(json_build_object('id', a.id, 'line_item_id', a.line_item_id, 'kind', a.kind, 'label', a.label, 'amount', a.amount,
        'eligible', a.eligible, 'created_at', a.created_at) order by a.id) from ${adjustments} a where a.order_id = ${id}`),
    pays: whole ? list(sql`select json_agg(json_build_object('id', x.id, 'method', x.method, 'amount', x.amount, 'state', x.state, 'source', x.source,
        'created_at', x.created_at) order by x.id) from ${payments} x where x.order_id = ${id}`) : sql`'[]'::json`,
    returns: whole ? list(sql`select json_agg(json_build_object('id', r.id, 'payment_id', r.payment_id, 'amount', r.amount, 'state', r.state, 'reason', r.reason,
        'source', r.source, 'created_at', r.created_at) order by r.id) from ${paymentReturns} r where r.order_id = ${id}`) : sql`'[]'::json`,
    ships: list(sql`select json_agg(json_build_object('id', s.id, 'number', s.number, 'vendor_id', s.vendor_id, 'stock_location_id', s.stock_location_id,
        'location_name', l.name, 'state', s.state, 'cost', s.cost, 'tracking', s.tracking, 'driver_id', s.driver_id, 'shipped_at', s.shipped_at) order by s.id)
      from ${shipments} s join ${stockLocations} l on l.id = s.stock_location_id where s.order_id = ${id}${vendorIn(sql`s.vendor_id`)}`),
    units: list(sql`select json_agg(json_build_object('shipment_id', u.shipment_id, 'line_item_id', u.line_item_id, 'quantity', u.quantity, 'state', u.state) order by u.id)
      from ${shipmentUnits} u join ${shipments} s on s.id = u.shipment_id where s.order_id = ${id}${vendorIn(sql`s.vendor_id`)}`),
    share: whole ? sql`null::json` : sql`(select json_build_object('item_count', coalesce(sum(ov.item_count), 0), 'item_total', coalesce(sum(ov.item_total), 0),
        'adjustment_total', coalesce(sum(ov.adjustment_total), 0), 'shipment_total', coalesce(sum(ov.shipment_total), 0),
        'commission_total', coalesce(sum(ov.commission_total), 0), 'total', coalesce(sum(ov.total), 0))
      from ${orderVendors} ov where ov.order_id = ${id}${vendorIn(sql`ov.vendor_id`)})`,
    approver,
  };
}

/** PGlite and pg answer json columns parsed; a driver answering text is parsed here. */
const parsedParts = (row: Record<string, unknown>): DetailParts => {
  const parsed = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  const out: Record<string, unknown> = {};
  for (const k of ['items', 'adjs', 'pays', 'returns', 'ships', 'units', 'share'] as const) out[k] = parsed(row[k]);
  out.approver = (row.approver as string | null | undefined) ?? null;
  return out as unknown as DetailParts;
};

async function detailParts(ctx: AuthedContext, orderId: number, mine: number[] | null): Promise<DetailParts> {
  const columns = detailColumns(sql`${orderId}::bigint`, mine);
  const result = await ctx.db.execute(sql`select ${sql.join(Object.entries(columns).map(([k, v]) => sql`${v} as ${sql.identifier(k)}`), sql`, `)}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  return parsedParts(rows[0]!);
}

const byNumber = (ctx: AuthedContext, mine: number[] | null) => ctx.db.select({ order: orders, ...detailColumns(sql`"orders"."id"`, mine) })
  .from(orders).where(and(eq(orders.number, sql.placeholder('number')), ordersInScope(ctx.scope))).limit(1);
type ByNumber = ReturnType<ReturnType<typeof byNumber>['prepare']>;
/** The whole-order look-up, planned once per connection (a named statement); per database, as tests open several. */
const preparedByNumber = new WeakMap<object, ByNumber>();

/**
 * `GET orders/{number}`: the order row and everything its detail shows in one statement, which
 * for a caller who sees whole orders is a prepared one. Null when there is no such order in reach.
 */
export async function lookUpOrder(ctx: AuthedContext, number: string): Promise<OrderDetailJson | null> {
  const mine = confinedTo(ctx.scope);
  let query: ByNumber | undefined;
  if (!mine) {
    query = preparedByNumber.get(ctx.db);
    if (!query) preparedByNumber.set(ctx.db, (query = byNumber(ctx, null).prepare('order_detail_by_number')));
  }
  const [row] = query ? await query.execute({ number }) : await byNumber(ctx, mine).execute({ number });
  if (!row) return null;
  return detailJson(row.order, parsedParts(row as unknown as Record<string, unknown>), mine);
}

/** The whole order as its detail screen shows it, cut to the caller's vendors when he is confined. */
export async function orderDetail(ctx: AuthedContext, o: OrderRow): Promise<OrderDetailJson> {
  const mine = confinedTo(ctx.scope);
  return detailJson(o, await detailParts(ctx, o.id, mine), mine);
}

function detailJson(o: OrderRow, parts: DetailParts, mine: number[] | null): OrderDetailJson {
  const { items: rawItems, adjs: rawAdjs, pays, returns, ships, units, share, approver } = parts;
  const items = rawItems.map((i) => ({ ...i, nameEn: i.name_en, nameMn: i.name_mn }));
  const adjs = rawAdjs.map((a) => ({ ...a, lineItemId: a.line_item_id }));
  const shares = mine ? new Map([[o.id, share ? {
    itemCount: Number(share.item_count), itemTotal: Number(share.item_total), adjustmentTotal: Number(share.adjustment_total),
    shipmentTotal: Number(share.shipment_total), commissionTotal: Number(share.commission_total), total: Number(share.total),
  } : ZERO]]) : null;
  const visibleLines = new Set(items.map((i) => i.id));
  // a confined caller sees the adjustments of his lines, not the order's own (they are everyone's)
  const visibleAdjs = mine ? adjs.filter((a) => a.lineItemId !== null && visibleLines.has(a.lineItemId)) : adjs;
  const base = toOrderJson(o, shares ? (shares.get(o.id) ?? ZERO) : null);
  return {
    ...base,
    approved_by: o.approvedBy, approved_by_email: approver, ship_district: o.shipDistrict, ship_khoroo: o.shipKhoroo, ship_address: o.shipAddress,
    bill_address: o.billAddress ?? null, note: o.note, when_to_ship: iso(o.whenToShip), paid_at: iso(o.paidAt),
    shipped_at: iso(o.shippedAt), driver_taken_at: iso(o.driverTakenAt),
    lease: {
      down_payment: o.downPayment, lease_amount: o.leaseAmount, lease_state: o.leaseState, lease_left: o.leaseLeft,
      requested_months: o.requestedMonths, accepted_months: o.acceptedMonths, interest: o.interest, repayment_day: o.repaymentDay,
      bank_message: o.bankMessage,
    },
    ebarimt: { id: o.ebarimtId, date: iso(o.ebarimtDate), status: o.ebarimtStatus, type: o.ebarimtType, register: o.ebarimtRegister },
    line_items: items.map((i) => ({
      id: i.id, variant_id: i.variant_id, sku: i.sku, name: i.nameMn || i.nameEn, vendor_id: i.vendor_id, vendor_name: i.vendor_name,
      quantity: i.quantity, returned_quantity: i.returned_quantity, price: i.price, total: i.price * i.quantity, adjustment_total: i.adjustment_total, commission: i.commission,
      actn: i.actn, comment: i.comment, is_digital: i.is_digital,
    })),
    adjustments: visibleAdjs.map((a) => ({
      id: a.id, line_item_id: a.line_item_id, kind: a.kind, label: a.label, amount: a.amount, eligible: a.eligible, created_at: isoText(a.created_at)!,
    })),
    payments: pays.map((p) => ({
      id: p.id, method: p.method, amount: p.amount, state: p.state as OrderDetailJson['payments'][number]['state'], source: p.source, created_at: isoText(p.created_at)!,
    })),
    payment_returns: returns.map((r) => ({
      id: r.id, payment_id: r.payment_id, amount: r.amount, state: r.state, reason: r.reason, source: r.source, created_at: isoText(r.created_at)!,
    })),
    shipments: ships.map((s) => ({
      id: s.id, number: s.number, vendor_id: s.vendor_id, stock_location_id: s.stock_location_id, stock_location_name: s.location_name,
      state: s.state as OrderDetailJson['shipments'][number]['state'], cost: s.cost, tracking: s.tracking, driver_id: s.driver_id,
      shipped_at: isoText(s.shipped_at),
      units: units.filter((u) => u.shipment_id === s.id).map((u) => ({ line_item_id: u.line_item_id, quantity: u.quantity, state: u.state })),
    })),
  };
}
