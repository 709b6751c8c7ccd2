import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrderState, PaymentMachineState, ShipmentMachineState } from '../../../shared/schema/order.js';
import { schema, type DbOrTx } from '../../db/index.js';
import { rowsOf } from '../../db/rows.js';
import { ORDERS_CHANNEL } from '../../realtime/notify.js';
import { recordChanges, type StateChange } from './machines.js';
import { computeTotals, type Totals, type VendorTotals } from './totals.js';

const { orders, lineItems, adjustments, shipments, shipmentUnits, payments, paymentReturns, orderVendors } = schema;

type OrderHead = { state: string; paymentState: string | null; shipmentState: string | null; paidAt: Date | null; shippedAt: Date | null; total: number };
type Parts = {
  items: { id: number; vendorId: number; quantity: number; price: number; commission: number; adjustmentTotal: number }[];
  adjs: { lineItemId: number | null; kind: string; amount: number; eligible: boolean }[];
  ships: { id: number; vendorId: number; state: string; cost: number }[];
  units: { shipmentId: number; lineItemId: number; quantity: number; state: string }[];
  pays: { method: string; amount: number; state: string }[];
  returns: { amount: number; state: string }[];
};

const headColumns = { id: orders.id, state: orders.state, paymentState: orders.paymentState, shipmentState: orders.shipmentState, paidAt: orders.paidAt, shippedAt: orders.shippedAt, total: orders.total };

/** The parts of these orders, each list in one query. */
async function readParts(db: DbOrTx, ids: number[]) {
  const one = ids.length === 1;
  const of = (column: AnyPgColumn) => (one ? eq(column, ids[0]!) : inArray(column, ids));
  const [items, adjs, ships, units, pays, returns] = await Promise.all([
    db.select({ orderId: lineItems.orderId, id: lineItems.id, vendorId: lineItems.vendorId, quantity: lineItems.quantity, price: lineItems.price, commission: lineItems.commission, adjustmentTotal: lineItems.adjustmentTotal })
      .from(lineItems).where(of(lineItems.orderId)),
    db.select({ orderId: adjustments.orderId, lineItemId: adjustments.lineItemId, kind: adjustments.kind, amount: adjustments.amount, eligible: adjustments.eligible })
      .from(adjustments).where(of(adjustments.orderId)),
    db.select({ orderId: shipments.orderId, id: shipments.id, vendorId: shipments.vendorId, state: shipments.state, cost: shipments.cost }).from(shipments).where(of(shipments.orderId)),
    db.select({ orderId: shipments.orderId, shipmentId: shipmentUnits.shipmentId, lineItemId: shipmentUnits.lineItemId, quantity: shipmentUnits.quantity, state: shipmentUnits.state })
      .from(shipmentUnits).innerJoin(shipments, eq(shipments.id, shipmentUnits.shipmentId)).where(of(shipments.orderId)),
    db.select({ orderId: payments.orderId, method: payments.method, amount: payments.amount, state: payments.state }).from(payments).where(of(payments.orderId)),
    db.select({ orderId: paymentReturns.orderId, amount: paymentReturns.amount, state: paymentReturns.state }).from(paymentReturns).where(of(paymentReturns.orderId)),
  ]);
  const by = <T extends { orderId: number }>(rows: T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) m.set(r.orderId, [...(m.get(r.orderId) ?? []), r]);
    return m;
  };
  const [i, a, s, u, p, r] = [by(items), by(adjs), by(ships), by(units), by(pays), by(returns)];
  return (id: number): Parts => ({ items: i.get(id) ?? [], adjs: a.get(id) ?? [], ships: s.get(id) ?? [], units: u.get(id) ?? [], pays: p.get(id) ?? [], returns: r.get(id) ?? [] });
}

/** What an order's parts make of it: its totals, and what moved (shipments, states, line items' adjustments). */
function plan(orderId: number, order: OrderHead, parts: Parts, now: Date) {
  const { items, adjs, ships, units, pays, returns } = parts;
  const totals = computeTotals({
    state: order.state as OrderState,
    lineItems: items,
    adjustments: adjs,
    shipments: ships.map((s) => ({ ...s, state: s.state as ShipmentMachineState, units: units.filter((u) => u.shipmentId === s.id) })),
    payments: pays.map((p) => ({ ...p, state: p.state as PaymentMachineState })),
    paymentReturns: returns,
  });
  const changes: StateChange[] = [];
  const shipmentMoves: { id: number; to: ShipmentMachineState }[] = [];
  for (const s of ships) {
    const to = totals.shipmentStates.get(s.id)!;
    if (to !== s.state) {
      shipmentMoves.push({ id: s.id, to });
      changes.push({ orderId, machine: 'shipment', subjectId: s.id, from: s.state, to });
    }
  }
  if (totals.paymentState && totals.paymentState !== order.paymentState) {
    changes.push({ orderId, machine: 'payment_state', from: order.paymentState, to: totals.paymentState });
  }
  if (totals.shipmentState && totals.shipmentState !== order.shipmentState) {
    changes.push({ orderId, machine: 'shipment_state', from: order.shipmentState, to: totals.shipmentState });
  }
  const set = {
    itemCount: totals.itemCount, itemTotal: totals.itemTotal, adjustmentTotal: totals.adjustmentTotal, shipmentTotal: totals.shipmentTotal,
    feeTotal: totals.feeTotal, commissionTotal: totals.commissionTotal, storeCreditTotal: totals.storeCreditTotal, total: totals.total,
    paymentTotal: totals.paymentTotal, paymentState: totals.paymentState, shipmentState: totals.shipmentState,
    paidAt: totals.paymentState === 'paid' ? (order.paidAt ?? now) : order.paidAt,
    shippedAt: totals.shipmentState === 'shipped' ? (order.shippedAt ?? now) : order.shippedAt,
    updatedAt: now,
  };
  const moved = items.filter((li) => totals.lineItemAdjustments.get(li.id) !== li.adjustmentTotal).map((li) => ({ id: li.id, to: totals.lineItemAdjustments.get(li.id)! }));
  return { totals, changes, shipmentMoves, set, moved };
}

type Share = Pick<VendorTotals, 'vendorId' | 'itemCount' | 'itemTotal' | 'adjustmentTotal' | 'shipmentTotal' | 'commissionTotal' | 'total'>;

/**
 * One order's head (locked), its parts and its vendors' shares in one statement: every write path
 * recalculates, and eight reads one after another were most of a coupon's use (issue 16's redeem p99).
 */
async function readOne(db: DbOrTx, orderId: number): Promise<{ order: OrderHead; parts: Parts; shares: Share[] } | null> {
  const [row] = rowsOf<{ state: string; payment_state: string | null; shipment_state: string | null; paid_at: string | null; shipped_at: string | null; total: number | string } & Parts & { shares: Share[] }>(await db.execute(sql`
    select o.state, o.payment_state, o.shipment_state, o.paid_at, o.shipped_at, o.total,
      (select coalesce(json_agg(json_build_object('id', li.id, 'vendorId', li.vendor_id, 'quantity', li.quantity, 'price', li.price,
        'commission', li.commission, 'adjustmentTotal', li.adjustment_total)), '[]') from line_items li where li.order_id = o.id) as items,
      (select coalesce(json_agg(json_build_object('lineItemId', a.line_item_id, 'kind', a.kind, 'amount', a.amount, 'eligible', a.eligible)), '[]')
        from adjustments a where a.order_id = o.id) as adjs,
      (select coalesce(json_agg(json_build_object('id', s.id, 'vendorId', s.vendor_id, 'state', s.state, 'cost', s.cost)), '[]') from shipments s where s.order_id = o.id) as ships,
      (select coalesce(json_agg(json_build_object('shipmentId', u.shipment_id, 'lineItemId', u.line_item_id, 'quantity', u.quantity, 'state', u.state)), '[]')
        from shipment_units u join shipments s on s.id = u.shipment_id where s.order_id = o.id) as units,
      (select coalesce(json_agg(json_build_object('method', p.method, 'amount', p.amount, 'state', p.state)), '[]') from payments p where p.order_id = o.id) as pays,
      (select coalesce(json_agg(json_build_object('amount', r.amount, 'state', r.state)), '[]') from payment_returns r where r.order_id = o.id) as returns,
      (select coalesce(json_agg(json_build_object('vendorId', v.vendor_id, 'itemCount', v.item_count, 'itemTotal', v.item_total, 'adjustmentTotal', v.adjustment_total,
        'shipmentTotal', v.shipment_total, 'commissionTotal', v.commission_total, 'total', v.total) order by v.vendor_id), '[]') from order_vendors v where v.order_id = o.id) as shares
    from orders o where o.id = ${orderId} for update of o`));
  if (!row) return null;
  const date = (d: string | Date | null) => (d === null ? null : new Date(d));
  return {
    order: { state: row.state, paymentState: row.payment_state, shipmentState: row.shipment_state, paidAt: date(row.paid_at), shippedAt: date(row.shipped_at), total: Number(row.total) },
    parts: { items: row.items, adjs: row.adjs, ships: row.ships, units: row.units, pays: row.pays, returns: row.returns },
    shares: row.shares,
  };
}

/**
 * Every write path ends here: the order's parts are read back, `computeTotals` answers every total
 * and derived state, and the order, its line items' adjustment totals, its shipments' states and
 * its vendors' shares are stored; each state that moved is written to the state changes.
 */
export async function recalculate(db: DbOrTx, orderId: number, authorId: number | null, now = new Date()): Promise<Totals> {
  const one = await readOne(db, orderId);
  if (!one) throw new Error(`order ${orderId} vanished`);
  const { order, parts, shares } = one;
  const p = plan(orderId, order, parts, now);
  for (const s of p.shipmentMoves) await db.update(shipments).set({ state: s.to, updatedAt: now }).where(eq(shipments.id, s.id));
  // the dashboard's rollup moves (its trigger fires, reading the vendors' shares as they were) only
  // when the order's state or total moved: otherwise those columns are not named
  const { total, paymentState, shipmentState, ...quiet } = p.set;
  const loud = total !== order.total || paymentState !== order.paymentState || shipmentState !== order.shipmentState;
  await db.update(orders).set(loud ? p.set : quiet).where(eq(orders.id, orderId));
  // then, in one statement: the lines whose adjustments moved (however many: a discount over 50
  // lines), the vendors' shares that moved (after the order, as the rollup's triggers expect) and
  // the word to the open screens (at commit, on every instance: every write path ends here)
  const writes: SQL[] = [];
  if (p.moved.length) {
    writes.push(sql`lines as (update ${lineItems} li set adjustment_total = m.total, updated_at = ${now.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(p.moved.map((m) => ({ id: m.id, total: m.to })))}::json) as m(id bigint, total bigint) where li.id = m.id)`);
  }
  const had = new Map(shares.map((v) => [v.vendorId, v]));
  const changed = p.totals.vendors.filter((v) => {
    const was = had.get(v.vendorId);
    return !was || SHARE_FIELDS.some((f) => Number(was[f]) !== v[f]);
  });
  const kept = p.totals.vendors.map((v) => v.vendorId);
  if (shares.some((v) => !kept.includes(v.vendorId))) {
    writes.push(sql`gone as (delete from ${orderVendors} where order_id = ${orderId} and not (vendor_id = any(${`{${kept.join(',')}}`}::bigint[])))`);
  }
  if (changed.length) {
    writes.push(sql`shares as (insert into ${orderVendors} (order_id, vendor_id, item_count, item_total, adjustment_total, shipment_total, commission_total, total)
      select ${orderId}, v.vendor_id, v.item_count, v.item_total, v.adjustment_total, v.shipment_total, v.commission_total, v.total
      from json_to_recordset(${JSON.stringify(changed.map((v) => ({ vendor_id: v.vendorId, item_count: v.itemCount, item_total: v.itemTotal, adjustment_total: v.adjustmentTotal, shipment_total: v.shipmentTotal, commission_total: v.commissionTotal, total: v.total })))}::json)
        as v(vendor_id bigint, item_count integer, item_total bigint, adjustment_total bigint, shipment_total bigint, commission_total bigint, total bigint)
      on conflict (order_id, vendor_id) do update set item_count = excluded.item_count, item_total = excluded.item_total, adjustment_total = excluded.adjustment_total,
        shipment_total = excluded.shipment_total, commission_total = excluded.commission_total, total = excluded.total)`);
  }
  const notify = sql`select pg_notify(${ORDERS_CHANNEL}, ${JSON.stringify({ id: orderId })})`;
  await db.execute(writes.length ? sql`with ${sql.join(writes, sql`, `)} ${notify}` : notify);
  await recordChanges(db, authorId, p.changes, now);
  return p.totals;
}

/**
 * `recalculate` for many orders at once (a bank statement paying thousands): the same plan per
 * order, with each part read and each kind of write made in a few statements for them all.
 */
export async function recalculateMany(db: DbOrTx, orderIds: readonly number[], authorId: number | null, now = new Date()): Promise<void> {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  for (let at = 0; at < ids.length; at += MANY_BATCH) {
    const batch = ids.slice(at, at + MANY_BATCH);
    // locked in id order, as every caller of this takes them: two of them never wait on each other
    const heads = await db.select(headColumns).from(orders).where(inArray(orders.id, batch)).orderBy(orders.id).for('update');
    if (heads.length !== batch.length) throw new Error(`orders vanished: ${batch.filter((id) => !heads.some((h) => h.id === id)).join(', ')}`);
    const partsOf = await readParts(db, batch);
    const plans = heads.map((h) => ({ id: h.id, ...plan(h.id, h, partsOf(h.id), now) }));
    const moves = plans.flatMap((p) => p.shipmentMoves);
    if (moves.length) {
      await db.execute(sql`update ${shipments} s set state = v.state, updated_at = ${now.toISOString()}::timestamptz
        from json_to_recordset(${JSON.stringify(moves.map((m) => ({ id: m.id, state: m.to })))}::json) as v(id bigint, state text) where s.id = v.id`);
    }
    const rows = plans.map((p) => ({
      id: p.id, item_count: p.set.itemCount, item_total: p.set.itemTotal, adjustment_total: p.set.adjustmentTotal, shipment_total: p.set.shipmentTotal,
      fee_total: p.set.feeTotal, commission_total: p.set.commissionTotal, store_credit_total: p.set.storeCreditTotal, total: p.set.total,
      payment_total: p.set.paymentTotal, payment_state: p.set.paymentState, shipment_state: p.set.shipmentState,
      paid_at: p.set.paidAt?.toISOString() ?? null, shipped_at: p.set.shippedAt?.toISOString() ?? null,
    }));
    // the dashboard's rollup moves (its trigger fires) only for orders whose state or total moved:
    // the others are written without naming those columns, so the trigger is not fired for nothing
    const head = new Map(heads.map((h) => [h.id, h]));
    const rollupMoves = (r: (typeof rows)[number]) => {
      const h = head.get(r.id)!;
      return r.total !== h.total || r.payment_state !== h.paymentState || r.shipment_state !== h.shipmentState;
    };
    const loud = rows.filter(rollupMoves);
    const quiet = rows.filter((r) => !rollupMoves(r));
    const recordset = (list: typeof rows) => sql`json_to_recordset(${JSON.stringify(list)}::json) as v(id bigint, item_count integer, item_total bigint,
      adjustment_total bigint, shipment_total bigint, fee_total bigint, commission_total bigint, store_credit_total bigint, total bigint,
      payment_total bigint, payment_state text, shipment_state text, paid_at timestamptz, shipped_at timestamptz)`;
    if (loud.length) {
      await db.execute(sql`update ${orders} o set item_count = v.item_count, item_total = v.item_total, adjustment_total = v.adjustment_total,
        shipment_total = v.shipment_total, fee_total = v.fee_total, commission_total = v.commission_total, store_credit_total = v.store_credit_total,
        total = v.total, payment_total = v.payment_total, payment_state = v.payment_state, shipment_state = v.shipment_state,
        paid_at = v.paid_at, shipped_at = v.shipped_at, updated_at = ${now.toISOString()}::timestamptz
        from ${recordset(loud)} where o.id = v.id`);
    }
    if (quiet.length) {
      await db.execute(sql`update ${orders} o set item_count = v.item_count, item_total = v.item_total, adjustment_total = v.adjustment_total,
        shipment_total = v.shipment_total, fee_total = v.fee_total, commission_total = v.commission_total, store_credit_total = v.store_credit_total,
        payment_total = v.payment_total, paid_at = v.paid_at, shipped_at = v.shipped_at, updated_at = ${now.toISOString()}::timestamptz
        from ${recordset(quiet)} where o.id = v.id`);
    }
    const moved = plans.flatMap((p) => p.moved);
    if (moved.length) {
      await db.execute(sql`update ${lineItems} li set adjustment_total = v.total, updated_at = ${now.toISOString()}::timestamptz
        from json_to_recordset(${JSON.stringify(moved.map((m) => ({ id: m.id, total: m.to })))}::json) as v(id bigint, total bigint) where li.id = v.id`);
    }
    // the vendors' shares: only those that moved are written (each write moves the dashboard's rollup
    // through its trigger; a payment added moves no share)
    const had = new Map((await db.select().from(orderVendors).where(inArray(orderVendors.orderId, batch))).map((v) => [`${v.orderId}:${v.vendorId}`, v]));
    const shares = plans.flatMap((p) => p.totals.vendors.map((v) => ({ orderId: p.id, ...v })));
    const changed = shares.filter((v) => {
      const was = had.get(`${v.orderId}:${v.vendorId}`);
      had.delete(`${v.orderId}:${v.vendorId}`);
      return !was || SHARE_FIELDS.some((f) => was[f] !== v[f]);
    });
    const gone = [...had.values()];
    if (gone.length) {
      await db.execute(sql`delete from ${orderVendors} ov using json_to_recordset(${JSON.stringify(gone.map((v) => ({ o: v.orderId, v: v.vendorId })))}::json) as g(o bigint, v bigint)
        where ov.order_id = g.o and ov.vendor_id = g.v`);
    }
    for (let i = 0; i < changed.length; i += 2_000) {
      await db.insert(orderVendors).values(changed.slice(i, i + 2_000)).onConflictDoUpdate({
        target: [orderVendors.orderId, orderVendors.vendorId],
        set: Object.fromEntries(SHARE_FIELDS.map((f) => [f, sql.raw(`excluded.${orderVendors[f].name}`)])),
      });
    }
    await recordChanges(db, authorId, plans.flatMap((p) => p.changes), now);
    await db.execute(sql`select pg_notify(${ORDERS_CHANNEL}, '{"id":' || (v::bigint)::text || '}')
      from json_array_elements_text(${JSON.stringify(batch)}::json) as v`);
  }
}

const SHARE_FIELDS = ['itemCount', 'itemTotal', 'adjustmentTotal', 'shipmentTotal', 'commissionTotal', 'total'] as const;

/** Orders recalculated together: their parts' rows (a few each) in one read, their writes in a few statements. */
const MANY_BATCH = 2_000;
