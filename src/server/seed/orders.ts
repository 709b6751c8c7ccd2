import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles/roles.js';
import type { OrderState, PaymentMachineState, ShipmentMachineState } from '../../shared/schema/order.js';
import { UB_DISTRICTS } from '../../shared/schema/order.js';
import { commissionOf, computeTotals } from '../areas/orders/totals.js';
import { schema, type DbOrTx } from '../db/index.js';
import { random } from './names.js';

/** Orders a fresh demo database gets unless told otherwise (BO_DEMO_ORDERS); `npm start` asks for 20,000. */
export const DEMO_ORDER_COUNT = 300;

/** The orders area's demo sign-ins (password demo1234), added with the orders. */
export const ORDER_DEMO_USERS: readonly { email: string; roles: Role[]; note: string }[] = [
  { email: 'orders@demo.mn', roles: ['orders'], note: 'orders: approves, cancels, dispatches' },
  { email: 'ordersview@demo.mn', roles: ['orders_view'], note: 'orders_view: orders, read only' },
];

/**
 * Many rows in one statement through one JSON parameter (PGlite binds thousands of parameters
 * slowly; one jsonb is parsed in C), in chunks. Keys are the table's column names.
 */
async function insertJson(db: DbOrTx, table: string, rows: Record<string, unknown>[], returning = false): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows.slice(i, i + 5000);
    const list = sql.raw(Object.keys(chunk[0]!).map((c) => `"${c}"`).join(', '));
    const result = await db.execute(sql`insert into ${sql.identifier(table)} (${list})
      select ${list} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(chunk)}::jsonb) ${returning ? sql`returning id` : sql``}`);
    const out = result as unknown as { rows?: { id: number | string }[] } | { id: number | string }[];
    if (returning) ids.push(...(Array.isArray(out) ? out : out.rows ?? []).map((r) => Number(r.id)));
  }
  return ids;
}

/** Turns foreign-key triggers off (or back on) for this transaction; false when the role may not. */
async function skipTriggers(db: DbOrTx, skip: boolean): Promise<boolean> {
  try {
    // a savepoint: a refusal must not abort the seed's transaction
    await db.transaction(async (sp) => {
      await sp.execute(sql.raw(`set local session_replication_role = ${skip ? 'replica' : 'origin'}`));
    });
    return true;
  } catch {
    return false;
  }
}

type Scenario = 'cart' | 'checkout' | 'unpaid' | 'paid' | 'shipped' | 'partial' | 'backorder' | 'canceled' | 'canceled_paid' | 'resumed' | 'awaiting_return' | 'returned' | 'failed';

/** Roughly how often each story happens, out of 100. */
const SCENARIOS: [Scenario, number][] = [
  ['cart', 2], ['checkout', 2], ['unpaid', 12], ['paid', 18], ['shipped', 38], ['partial', 5], ['backorder', 3], ['canceled', 6],
  ['canceled_paid', 3], ['resumed', 3], ['awaiting_return', 3], ['returned', 2], ['failed', 3],
];

function pickScenario(r: number): Scenario {
  let acc = 0;
  for (const [s, w] of SCENARIOS) if ((acc += w) > r * 100) return s;
  return 'shipped';
}

const ORDER_STATE: Record<Scenario, OrderState> = {
  cart: 'cart', checkout: 'address', unpaid: 'complete', paid: 'complete', shipped: 'complete', partial: 'complete', backorder: 'complete', failed: 'complete',
  canceled: 'canceled', canceled_paid: 'canceled', resumed: 'resumed', awaiting_return: 'awaiting_return', returned: 'returned',
};

const CHECKOUT_STEPS: readonly OrderState[] = ['address', 'delivery', 'payment', 'confirm'];

const COMMENTS = [
  'Хүлээн авагч утсаа авахгүй байна, дахин залгана.', 'Оройн 18 цагаас хойш хүргэнэ үү.', 'Customer asked for a gift wrap.',
  'Хаяг тодруулсан: 3-р орц.', 'Төлбөрийг дансаар шилжүүлсэн гэж байна, шалгах.', 'Courier will call before arriving.',
];
const STREETS = ['Энхтайваны өргөн чөлөө', 'Сөүлийн гудамж', 'Чингисийн өргөн чөлөө', 'Их тойруу', 'Токиогийн гудамж', 'Нарны зам'];

export interface OrderSeedRefs {
  vendorIds: readonly number[];
  adminId: number;
  driverIds: readonly number[];
  customerIds: readonly number[];
  websiteId: number;
  /** A hash of the demo password already made (scrypt costs a third of a second a hash). */
  passwordHash: string;
}

/**
 * Demo orders over the last 90 days in every state, with payments, shipments and their units,
 * adjustments, comments, state changes, leases and e-receipts, across vendors and drivers. Totals
 * and derived states come from the same computeTotals every write path uses, so the demo's numbers
 * add up like real ones; rows go in a few multi-row statements per table.
 */
export async function seedOrders(db: DbOrTx, refs: OrderSeedRefs, count: number): Promise<void> {
  const staff = await db.insert(schema.users).values(ORDER_DEMO_USERS.map((u) => ({
    email: u.email, roles: u.roles, passwordHash: refs.passwordHash, confirmedAt: new Date(),
  }))).returning({ id: schema.users.id });
  await db.insert(schema.websiteMemberships).values(staff.map((u) => ({ userId: u.id, websiteId: refs.websiteId, roles: [] })));
  if (count <= 0) return;

  const rnd = random(6006);
  const vendorRows = await db.select({ id: schema.vendors.id, pct: schema.vendors.commissionPercent }).from(schema.vendors);
  const pct = new Map(vendorRows.map((v) => [v.id, v.pct]));
  const variantRows = await db.select({ id: schema.variants.id, price: schema.variants.price, vendorId: schema.products.vendorId })
    .from(schema.variants).innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
    .where(sql`${schema.variants.deletedAt} is null and ${schema.variants.price} > 0`).orderBy(schema.variants.id).limit(3000);
  const locations = (await db.select({ id: schema.stockLocations.id }).from(schema.stockLocations)).map((l) => l.id);
  const customers = await db.select({
    id: schema.users.id, email: schema.users.email, first: schema.users.firstName, last: schema.users.lastName, mobile: schema.users.mobile,
  }).from(schema.users).where(sql`${schema.users.id} in (${sql.join(refs.customerIds.map((id) => sql`${id}`), sql`, `)})`);
  if (!variantRows.length || !locations.length || !customers.length) return;

  const [{ next } = { next: 1 }] = (await db.execute(sql`select coalesce(max(id), 0) + 1 as next from orders`) as unknown as { rows: { next: number }[] }).rows ?? [];
  const firstOrderId = Number(next);
  const [{ nextLine } = { nextLine: 1 }] = (await db.execute(sql`select coalesce(max(id), 0) + 1 as "nextLine" from line_items`) as unknown as { rows: { nextLine: number }[] }).rows ?? [];
  const [{ nextShip } = { nextShip: 1 }] = (await db.execute(sql`select coalesce(max(id), 0) + 1 as "nextShip" from shipments`) as unknown as { rows: { nextShip: number }[] }).rows ?? [];
  let lineId = Number(nextLine);
  let shipId = Number(nextShip);

  const now = Date.now();
  const orderRows: Record<string, unknown>[] = [];
  const lineRows: Record<string, unknown>[] = [];
  const shipRows: Record<string, unknown>[] = [];
  const unitRows: Record<string, unknown>[] = [];
  const payRows: Record<string, unknown>[] = [];
  const returnRows: Record<string, unknown>[] = [];
  const adjRows: Record<string, unknown>[] = [];
  const vendorShareRows: Record<string, unknown>[] = [];
  const changeRows: Record<string, unknown>[] = [];
  const commentRows: Record<string, unknown>[] = [];
  const at = (ms: number) => new Date(ms).toISOString();

  for (let i = 0; i < count; i++) {
    const orderId = firstOrderId + i;
    // oldest first, so ids and dates rise together; a little under 90 days back
    const created = now - Math.floor(((count - i) / count) * 89 * 86_400_000) - rnd.int(0, 3_600_000);
    const scenario = pickScenario(rnd.next());
    // a checkout left at one of its steps: every state of the order machine is in the demo
    const state: OrderState = scenario === 'checkout' ? CHECKOUT_STEPS[i % CHECKOUT_STEPS.length]! : ORDER_STATE[scenario];
    const placed = scenario !== 'cart' && scenario !== 'checkout';
    const customer = rnd.pick(customers);
    const name = [customer.first, customer.last].filter(Boolean).join(' ');

    // line items: 1-4 variants, each vendor's items make one shipment
    const lines: { id: number; vendorId: number; quantity: number; price: number; commission: number; variantId: number }[] = [];
    const lineCount = rnd.int(1, 4);
    for (let k = 0; k < lineCount; k++) {
      const v = rnd.pick(variantRows);
      if (lines.some((l) => l.variantId === v.id)) continue;
      const quantity = rnd.next() < 0.8 ? 1 : rnd.int(2, 4);
      lines.push({ id: lineId++, vendorId: v.vendorId, quantity, price: v.price, variantId: v.id, commission: commissionOf(v.price, quantity, pct.get(v.vendorId) ?? 0) });
    }
    const adjs: { lineItemId: number | null; kind: string; amount: number; eligible: boolean; label: string }[] = [];
    if (rnd.next() < 0.15) {
      const li = lines[0]!;
      adjs.push({ lineItemId: li.id, kind: 'promotion', label: 'Хямдрал 10%', amount: -Math.round((li.price * li.quantity) / 1000) * 100, eligible: true });
    }
    if (rnd.next() < 0.1) adjs.push({ lineItemId: null, kind: 'fee', label: 'Үйлчилгээний хураамж', amount: 100_000, eligible: true });

    const shipmentsOfOrder: { id: number; vendorId: number; state: ShipmentMachineState; cost: number; units: { lineItemId: number; quantity: number; state: string }[]; location: number }[] = [];
    if (placed) {
      const vendorsInOrder = [...new Set(lines.map((l) => l.vendorId))];
      vendorsInOrder.forEach((vendorId, k) => {
        const shipState: ShipmentMachineState =
          scenario === 'canceled' || scenario === 'canceled_paid' ? 'canceled'
          : scenario === 'shipped' || scenario === 'awaiting_return' || scenario === 'returned' ? 'shipped'
          : scenario === 'partial' ? (k === 0 ? 'shipped' : 'ready')
          : 'pending';
        shipmentsOfOrder.push({
          id: shipId++, vendorId, state: shipState, cost: k === 0 ? rnd.pick([0, 500_000, 700_000]) : 0, location: rnd.pick(locations),
          units: lines.filter((l) => l.vendorId === vendorId).map((l) => ({ lineItemId: l.id, quantity: l.quantity, state: scenario === 'backorder' && k === 0 ? 'backordered' : 'on_hand' })),
        });
      });
      // partial needs two parcels: a one-vendor order becomes a plain shipped one
      if (scenario === 'partial' && shipmentsOfOrder.length === 1) shipmentsOfOrder[0]!.state = 'shipped';
    }
    const itemsTotal = lines.reduce((s, l) => s + l.price * l.quantity, 0);
    const due = itemsTotal + adjs.reduce((s, a) => s + a.amount, 0) + shipmentsOfOrder.reduce((s, x) => s + x.cost, 0);
    const pays: { id: number; method: string; amount: number; state: PaymentMachineState }[] = [];
    const method = rnd.pick(['qpay', 'qpay', 'card', 'bank_transfer', 'cash']);
    if (placed) {
      const payState: PaymentMachineState =
        scenario === 'unpaid' || scenario === 'resumed' ? 'pending'
        : scenario === 'failed' ? 'failed'
        : scenario === 'canceled' ? 'void'
        : 'completed';
      const credit = payState === 'completed' && rnd.next() < 0.08 ? Math.min(due, 1_000_000) : 0;
      if (credit) pays.push({ id: 0, method: 'store_credit', amount: credit, state: 'completed' });
      pays.push({ id: 0, method, amount: due - credit, state: payState });
    }
    const returns = scenario === 'canceled_paid' ? [{ amount: due, state: 'pending' }] : scenario === 'returned' ? [{ amount: due, state: 'completed' }] : [];

    const totals = computeTotals({
      state, lineItems: lines, adjustments: adjs, payments: pays, paymentReturns: returns,
      shipments: shipmentsOfOrder.map((s) => ({ id: s.id, vendorId: s.vendorId, state: s.state, cost: s.cost, units: s.units })),
    });
    const completed = placed ? Math.min(now, created + rnd.int(60_000, 1_800_000)) : null;
    // never in the future: the newest orders ship within the hours they have
    const shipped = totals.shipmentState === 'shipped' || totals.shipmentState === 'partial' ? Math.min(now, (completed ?? created) + rnd.int(3_600_000, 2 * 86_400_000)) : null;
    const withDriver = placed && state !== 'canceled' && (shipped !== null || rnd.next() < 0.3) && refs.driverIds.length > 0;
    const driverId = withDriver ? rnd.pick(refs.driverIds) : null;
    const approved = placed && state !== 'canceled' && totals.paymentState !== 'balance_due' && rnd.next() < 0.9;
    const lease = placed && rnd.next() < 0.05;
    const receipt = totals.paymentState === 'paid' || scenario === 'returned';
    const number = `R${String(100_000_000 + orderId * 7 + (orderId % 7)).padStart(9, '0')}`;

    orderRows.push({
      id: orderId, number, website_id: refs.websiteId, user_id: customer.id, email: customer.email, phone: customer.mobile, customer_name: name,
      receiver_name: rnd.next() < 0.8 ? name : 'Бат-Эрдэнэ Болд', receiver_phone: customer.mobile,
      ship_district: rnd.pick(UB_DISTRICTS), ship_khoroo: rnd.int(1, 32), ship_address: `${rnd.pick(STREETS)} ${rnd.int(1, 120)}-р байр, ${rnd.int(1, 99)} тоот`,
      platform: rnd.pick(['web', 'web', 'ios', 'android', 'pos', 'admin']), seller_id: rnd.next() < 0.1 ? refs.adminId : null,
      state, payment_state: totals.paymentState, shipment_state: totals.shipmentState,
      approved_by: approved ? refs.adminId : null, approved_at: approved ? at(completed! + 600_000) : null,
      flagged: rnd.next() < 0.03, driver_id: driverId, driver_taken_at: driverId ? at((completed ?? created) + 3_000_000) : null,
      item_count: totals.itemCount, item_total: totals.itemTotal, adjustment_total: totals.adjustmentTotal, shipment_total: totals.shipmentTotal,
      fee_total: totals.feeTotal, commission_total: totals.commissionTotal, store_credit_total: totals.storeCreditTotal, total: totals.total,
      payment_total: totals.paymentTotal,
      down_payment: lease ? Math.round(totals.total * 0.2) : null, lease_amount: lease ? totals.total - Math.round(totals.total * 0.2) : null,
      lease_state: lease ? rnd.pick(['requested', 'accepted', 'paying', 'closed']) : null, lease_left: lease ? Math.round(totals.total * 0.5) : null,
      requested_months: lease ? rnd.pick([3, 6, 12]) : null, accepted_months: lease ? rnd.pick([3, 6, 12]) : null, interest: lease ? 1.5 : null,
      repayment_day: lease ? rnd.int(1, 28) : null,
      // paid orders hold an issued e-receipt, returned ones the receipt they gave back
      ebarimt_id: receipt ? `0000${String(orderId).padStart(10, '0')}0001` : null,
      ebarimt_date: receipt ? at(completed!) : null, ebarimt_status: receipt ? (scenario === 'returned' ? 'returned' : 'issued') : null,
      ebarimt_type: receipt ? (orderId % 10 === 0 ? 'b2b' : 'b2c') : null, ebarimt_register: receipt && orderId % 10 === 0 ? String(5_000_000 + (orderId % 997) * 7) : null,
      completed_at: completed ? at(completed) : null, paid_at: totals.paymentState === 'paid' ? at(completed!) : null,
      shipped_at: shipped ? at(shipped) : null, canceled_at: state === 'canceled' ? at(completed! + 7_200_000) : null,
      canceled_by: state === 'canceled' ? refs.adminId : null,
      created_at: at(created), updated_at: at(shipped ?? completed ?? created),
    });
    for (const l of lines) {
      lineRows.push({
        id: l.id, order_id: orderId, variant_id: l.variantId, vendor_id: l.vendorId, quantity: l.quantity, price: l.price, commission: l.commission,
        adjustment_total: totals.lineItemAdjustments.get(l.id) ?? 0,
        actn: shipped ? 'taken' : placed && state !== 'canceled' ? rnd.pick([null, 'ready', 'taken', 'no_stock']) : null,
        created_at: at(created), updated_at: at(created),
      });
    }
    for (const a of adjs) adjRows.push({ order_id: orderId, line_item_id: a.lineItemId, kind: a.kind, label: a.label, amount: a.amount, eligible: a.eligible, created_at: at(created), updated_at: at(created) });
    for (const s of shipmentsOfOrder) {
      const shipState = totals.shipmentStates.get(s.id)!;
      shipRows.push({
        id: s.id, order_id: orderId, number: `H${String(300_000_000 + s.id * 3).padStart(9, '0')}`, vendor_id: s.vendorId, stock_location_id: s.location,
        state: shipState, cost: s.cost, tracking: shipState === 'shipped' ? `UB${s.id}` : null, driver_id: shipState === 'canceled' ? null : driverId,
        shipped_at: shipState === 'shipped' ? at(shipped ?? created) : null, created_at: at(created), updated_at: at(shipped ?? created),
      });
      for (const u of s.units) unitRows.push({ shipment_id: s.id, line_item_id: u.lineItemId, quantity: u.quantity, state: u.state });
    }
    for (const p of pays) payRows.push({ order_id: orderId, method: p.method, amount: p.amount, state: p.state, source: p.method === 'card' ? '**** 4242' : null, created_at: at(completed ?? created), updated_at: at(completed ?? created) });
    for (const r of returns) returnRows.push({ order_id: orderId, amount: r.amount, state: r.state, reason: scenario === 'returned' ? 'returned' : 'order_canceled', source: method, author_id: refs.adminId, created_at: at(completed! + 7_200_000), updated_at: at(completed! + 7_200_000) });
    for (const v of totals.vendors) {
      vendorShareRows.push({ order_id: orderId, vendor_id: v.vendorId, item_count: v.itemCount, item_total: v.itemTotal, adjustment_total: v.adjustmentTotal, shipment_total: v.shipmentTotal, commission_total: v.commissionTotal, total: v.total });
    }
    if (placed) {
      const change = (machine: string, from: string | null, to: string | null, when: number) => {
        if (to) changeRows.push({ order_id: orderId, machine, from_state: from, to_state: to, author_id: refs.adminId, created_at: at(when) });
      };
      change('order', 'confirm', 'complete', completed!);
      change('payment_state', null, totals.paymentState, completed! + 1000);
      change('shipment_state', null, totals.shipmentState, completed! + 2000);
      const later = completed! + 7_200_000;
      if (state === 'canceled' || state === 'resumed') change('order', 'complete', 'canceled', later);
      if (state === 'resumed') change('order', 'canceled', 'resumed', later + 1_800_000);
      if (state === 'awaiting_return' || state === 'returned') change('order', 'complete', 'awaiting_return', later);
      if (state === 'returned') change('order', 'awaiting_return', 'returned', later + 86_400_000);
    }
    if (rnd.next() < 0.1) commentRows.push({ order_id: orderId, author_id: refs.adminId, body: rnd.pick(COMMENTS), created_at: at(created + 4_000_000) });
  }

  // The rows reference only ids read above, so the foreign keys hold by construction: their
  // per-row checks (most of the time on PGlite) are skipped where the role may (a superuser's
  // session_replication_role), and run as usual where it may not.
  const fast = await skipTriggers(db, true);
  await insertJson(db, 'orders', orderRows);
  await insertJson(db, 'line_items', lineRows);
  await insertJson(db, 'adjustments', adjRows);
  await insertJson(db, 'shipments', shipRows);
  await insertJson(db, 'shipment_units', unitRows);
  await insertJson(db, 'payments', payRows);
  await insertJson(db, 'payment_returns', returnRows);
  await insertJson(db, 'order_vendors', vendorShareRows);
  await insertJson(db, 'state_changes', changeRows);
  await insertJson(db, 'order_comments', commentRows);
  if (fast) {
    await skipTriggers(db, false);
    // the dashboard's days are kept by triggers too, skipped with the rest: counted once, here
    await db.execute(sql`select dashboard_days_rebuild()`);
    // and the reports' rollups (migration 0041)
    await db.execute(sql`select reports_rebuild()`);
    // and the customers' purchase summary the email segments read (migration 0049)
    await db.execute(sql`select customer_purchases_rebuild()`);
  }
  // explicit ids were given: move the sequences past them
  for (const table of ['orders', 'line_items', 'shipments']) {
    await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`);
  }
}
