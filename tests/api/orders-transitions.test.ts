import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { batch, batchCancel } from '../../src/shared/commands/orders/batch.js';
import {
  approve, assignDriver, cancel, commentCreate, comments, flag, get, list, resetDriver, resume, stateChanges,
} from '../../src/shared/commands/orders/orders.js';
import { cancelShipment, capture, resumeShipment, ship, voidPayment } from '../../src/shared/commands/orders/payments.js';
import type { OrderDetailJson } from '../../src/shared/schema/order.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let operator: ApiClient; // orders@demo.mn: orders
let viewer: ApiClient; // ordersview@demo.mn: orders_view
let finance: ApiClient; // finance@demo.mn: finance_report
let collector: ApiClient; // collector@demo.mn: collector, fulfillment
let operatorMn: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  const op = await server.login('orders@demo.mn');
  operator = op.api;
  operatorMn = server.client({ token: op.token, locale: 'mn' });
  viewer = (await server.login('ordersview@demo.mn')).api;
  finance = (await server.login('finance@demo.mn')).api;
  collector = (await server.login('collector@demo.mn')).api;
});
afterAll(async () => { await server?.close(); });

/** Orders of the demo data in a given situation, newest first; each test takes its own. */
const taken = new Set<string>();
async function take(q: Record<string, unknown>, pick: (o: OrderDetailJson) => boolean = () => true): Promise<OrderDetailJson> {
  const page = await admin.call(list, { per_page: 100, q });
  for (const row of page.items) {
    if (taken.has(row.number)) continue;
    const { order } = await admin.call(get, { number: row.number });
    if (!pick(order)) continue;
    taken.add(row.number);
    return order;
  }
  throw new Error(`no demo order for ${JSON.stringify(q)}`);
}

/** The numbers add up, whatever happened. */
function addsUp(o: OrderDetailJson) {
  expect(o.total).toBe(o.item_total + o.adjustment_total + o.shipment_total + o.fee_total);
  expect(o.item_total).toBe(o.line_items.reduce((s, l) => s + l.price * l.quantity, 0));
  expect(o.shipment_total).toBe(o.shipments.filter((s) => s.state !== 'canceled').reduce((s, x) => s + x.cost, 0));
  const returned = o.payment_returns.filter((r) => r.state === 'completed').reduce((s, r) => s + r.amount, 0);
  expect(o.payment_total).toBe(o.payments.filter((p) => p.state === 'completed').reduce((s, p) => s + p.amount, 0) - returned);
}

async function onHand(variantId: number, locationId: number): Promise<number> {
  const res = await server.app.services.database.db.execute(sql`select count_on_hand from stock_items where variant_id = ${variantId} and stock_location_id = ${locationId}`);
  const rows = ((res as unknown as { rows?: { count_on_hand: number }[] }).rows ?? (res as unknown as { count_on_hand: number }[]));
  return Number(rows[0]?.count_on_hand ?? 0);
}

const unpaid = { state_eq: 'complete', payment_state_eq: 'balance_due', shipment_state_eq: 'pending' };
const paidReady = { state_eq: 'complete', payment_state_eq: 'paid', shipment_state_eq: 'ready' };

describe('an unpaid order through approval, capture and shipping', () => {
  it('approves once, captures, ships, and refuses each step out of turn with the state named', async () => {
    const o = await take(unpaid, (x) => !x.approved && x.payments.length === 1 && x.payments[0]!.state === 'pending');
    expect((await expectApiError(viewer.call(approve, { number: o.number }))).status).toBe(403);
    const approved = (await operator.call(approve, { number: o.number })).order;
    expect(approved).toMatchObject({ approved: true, approved_by: expect.any(Number) });
    expect(await expectApiError(operator.call(approve, { number: o.number }))).toMatchObject({ status: 422, code: 'unprocessable' });

    // a parcel cannot ship before it is ready (the order is unpaid)
    const shipment = o.shipments[0]!;
    const early = await expectApiError(collector.call(ship, { id: shipment.id }));
    expect(early).toMatchObject({ status: 422, code: 'unprocessable' });
    expect(early.message).toContain('"Pending"');

    // the operator may not capture; finance may
    expect((await expectApiError(operator.call(capture, { id: o.payments[0]!.id }))).status).toBe(403);
    const captured = (await finance.call(capture, { id: o.payments[0]!.id })).order;
    expect(captured.payments[0]!.state).toBe('completed');
    expect(captured.payment_state).toBe('paid');
    expect(captured.payment_total).toBe(captured.total);
    expect(captured.shipments.every((s) => s.state === 'ready' || s.units.some((u) => u.state === 'backordered'))).toBe(true);
    addsUp(captured);
    const again = await expectApiError(finance.call(capture, { id: o.payments[0]!.id }));
    expect(again.status).toBe(422);
    expect(again.message).toContain('"Completed"');

    const shipped = (await collector.call(ship, { id: shipment.id, tracking: 'UB-TRACK-1' })).order;
    const s = shipped.shipments.find((x) => x.id === shipment.id)!;
    expect(s).toMatchObject({ state: 'shipped', tracking: 'UB-TRACK-1' });
    expect(shipped.shipment_state).toBe(shipped.shipments.length === 1 ? 'shipped' : 'partial');
    expect((await expectApiError(collector.call(ship, { id: shipment.id }))).message).toContain('"Shipped"');
    // once a parcel has left, the order cannot be canceled
    const late = await expectApiError(operator.call(cancel, { number: o.number }, { confirm: 'cancel' }));
    expect(late.status).toBe(422);
    addsUp(shipped);

    const trail = (await admin.call(stateChanges, { number: o.number })).items.slice(-10);
    expect(trail).toEqual(expect.arrayContaining([
      expect.objectContaining({ machine: 'payment', from: 'pending', to: 'completed', author_email: 'finance@demo.mn' }),
      expect.objectContaining({ machine: 'payment_state', from: 'balance_due', to: 'paid', author_email: 'finance@demo.mn' }),
      expect.objectContaining({ machine: 'shipment', subject_id: shipment.id, from: 'ready', to: 'shipped', author_email: 'collector@demo.mn' }),
    ]));
  });
});

describe('cancel and resume', () => {
  it('needs the typed word; restocks, keeps the captured money and marks it for return; resume takes it all back', async () => {
    const o = await take(paidReady, (x) => x.payments.every((p) => p.state === 'completed') && x.payment_returns.length === 0);
    const s = o.shipments[0]!;
    const line = o.line_items.find((l) => l.id === s.units[0]!.line_item_id)!;
    const before = await onHand(line.variant_id, s.stock_location_id);

    expect(await expectApiError(operator.call(cancel, { number: o.number }))).toMatchObject({ status: 400, code: 'confirmation_required' });
    const canceled = (await operator.call(cancel, { number: o.number, reason: 'customer asked' }, { confirm: 'cancel' })).order;
    expect(canceled).toMatchObject({ state: 'canceled', payment_state: 'credit_owed', shipment_state: 'canceled', canceled_at: expect.any(String) });
    expect(canceled.shipments.every((x) => x.state === 'canceled')).toBe(true);
    // no payment lost: still completed, the whole amount waiting to go back
    expect(canceled.payments.map((p) => p.state)).toEqual(o.payments.map(() => 'completed'));
    expect(canceled.payment_total).toBe(o.payment_total);
    expect(canceled.payment_returns.reduce((a, r) => a + r.amount, 0)).toBe(o.payment_total);
    expect(canceled.payment_returns.every((r) => r.state === 'pending' && r.reason === 'customer asked')).toBe(true);
    expect(await onHand(line.variant_id, s.stock_location_id)).toBe(before + line.quantity);
    addsUp(canceled);

    const twice = await expectApiError(operator.call(cancel, { number: o.number }, { confirm: 'cancel' }));
    expect(twice).toMatchObject({ status: 422, code: 'unprocessable' });
    expect(twice.message).toContain('"Canceled"');
    const mn = await expectApiError(operatorMn.call(cancel, { number: o.number }, { confirm: 'cancel' }));
    expect(mn.message).toMatch(/цуцлах боломжгүй/);
    // a parcel of a canceled order is resumed with its order
    expect((await expectApiError(collector.call(resumeShipment, { id: s.id }))).status).toBe(422);

    const resumed = (await operator.call(resume, { number: o.number })).order;
    expect(resumed).toMatchObject({ state: 'resumed', payment_state: 'paid', canceled_at: null });
    expect(resumed.payment_returns.every((r) => r.state === 'canceled')).toBe(true);
    expect(resumed.shipments.every((x) => x.state === 'ready' || x.units.some((u) => u.state === 'backordered'))).toBe(true);
    expect(await onHand(line.variant_id, s.stock_location_id)).toBe(before);
    addsUp(resumed);
    expect((await expectApiError(operator.call(resume, { number: o.number }))).message).toContain('"Resumed"');

    const machines = (await admin.call(stateChanges, { number: o.number })).items.filter((c) => c.machine === 'order').map((c) => `${c.from}>${c.to}`);
    expect(machines.slice(-2)).toEqual(['complete>canceled', 'canceled>resumed']);
  });

  it('voids a payment not yet captured when its order is canceled', async () => {
    const o = await take(unpaid, (x) => x.payments.some((p) => p.state === 'pending'));
    const canceled = (await operator.call(cancel, { number: o.number }, { confirm: 'cancel' })).order;
    expect(canceled.payments.every((p) => p.state === 'void')).toBe(true);
    expect(canceled).toMatchObject({ payment_state: 'void', payment_total: 0 });
    expect(canceled.payment_returns).toEqual([]);
  });

  it('refuses to approve, cancel or take a driver on an unfinished checkout', async () => {
    const o = await take({ state_eq: 'cart' });
    // one call at a time: a refusal answered before its turn would be an unhandled rejection
    for (const call of [
      () => operator.call(approve, { number: o.number }),
      () => operator.call(cancel, { number: o.number }, { confirm: 'cancel' }),
      () => operator.call(resume, { number: o.number }),
      () => operator.call(assignDriver, { number: o.number, driver_id: 1 }),
    ]) {
      const e = await expectApiError(call());
      expect(e).toMatchObject({ status: 422, code: 'unprocessable' });
      expect(e.message).toContain('"Cart"');
    }
  });
});

describe('payments and parcels', () => {
  it('voids a captured payment: the order owes again', async () => {
    const o = await take(paidReady, (x) => x.payments.length === 1);
    const voided = (await finance.call(voidPayment, { id: o.payments[0]!.id })).order;
    expect(voided.payments[0]!.state).toBe('void');
    expect(voided).toMatchObject({ payment_state: 'balance_due', payment_total: 0 });
    // unpaid again, its parcels wait
    expect(voided.shipments.every((s) => s.state === 'pending')).toBe(true);
    expect((await expectApiError(finance.call(voidPayment, { id: o.payments[0]!.id }))).message).toContain('"Void"');
    expect((await expectApiError(finance.call(capture, { id: o.payments[0]!.id }))).message).toContain('"Void"');
    addsUp(voided);
  });

  it('cancels a ready parcel (restocked) and resumes it ready; refuses resuming one not canceled', async () => {
    const o = await take(paidReady, (x) => x.shipments.length === 1 && x.shipments[0]!.units.every((u) => u.state === 'on_hand'));
    const s = o.shipments[0]!;
    const line = o.line_items.find((l) => l.id === s.units[0]!.line_item_id)!;
    const before = await onHand(line.variant_id, s.stock_location_id);
    expect((await expectApiError(collector.call(resumeShipment, { id: s.id }))).message).toContain('"Ready"');
    const off = (await collector.call(cancelShipment, { id: s.id })).order;
    expect(off.shipments[0]!.state).toBe('canceled');
    expect(off).toMatchObject({ shipment_state: 'canceled', shipment_total: 0 });
    expect(off.payment_state).toBe(o.shipment_total > 0 ? 'credit_owed' : 'paid');
    expect(await onHand(line.variant_id, s.stock_location_id)).toBe(before + line.quantity);
    expect((await expectApiError(collector.call(cancelShipment, { id: s.id }))).message).toContain('"Canceled"');
    const back = (await collector.call(resumeShipment, { id: s.id })).order;
    expect(back.shipments[0]!.state).toBe('ready');
    expect(back).toMatchObject({ shipment_state: 'ready', payment_state: 'paid', shipment_total: o.shipment_total });
    expect(await onHand(line.variant_id, s.stock_location_id)).toBe(before);
    addsUp(back);
    // the view-only role touches nothing
    expect((await expectApiError(viewer.call(cancelShipment, { id: s.id }))).status).toBe(403);
  });

  it('answers 404 for a payment or parcel that does not exist', async () => {
    expect((await expectApiError(finance.call(capture, { id: 99_999_999 }))).status).toBe(404);
    expect((await expectApiError(collector.call(ship, { id: 99_999_999 }))).status).toBe(404);
  });
});

describe('flag, drivers, notes and batches', () => {
  it('flags and unflags; assigns a driver (a driver only) and resets him', async () => {
    const o = await take({ state_eq: 'complete', flagged_eq: false }, (x) => x.driver_id === null && x.shipment_state !== 'shipped');
    expect((await operator.call(flag, { number: o.number })).order.flagged).toBe(true);
    expect((await operator.call(flag, { number: o.number, flag: false })).order.flagged).toBe(false);
    const withDriver = (await admin.call(list, { per_page: 1, q: { driver_id_gteq: 1 } })).items[0]!;
    const driverId = withDriver.driver_id!;
    const refused = await expectApiError(operator.call(assignDriver, { number: o.number, driver_id: o.user_id! }));
    expect(refused).toMatchObject({ status: 400, fields: { driver_id: expect.any(String) } });
    const assigned = (await collector.call(assignDriver, { number: o.number, driver_id: driverId })).order;
    expect(assigned.driver_id).toBe(driverId);
    expect(assigned.driver_taken_at).not.toBeNull();
    expect(assigned.shipments.filter((s) => s.state === 'pending' || s.state === 'ready').every((s) => s.driver_id === driverId)).toBe(true);
    const reset = (await collector.call(resetDriver, { number: o.number })).order;
    expect(reset).toMatchObject({ driver_id: null, driver_taken_at: null });
  });

  it('writes and lists notes with their authors, newest first', async () => {
    const o = await take({ state_eq: 'complete' });
    await operator.call(commentCreate, { number: o.number, body: 'Хүлээн авагч 18 цагаас хойш' });
    await collector.call(commentCreate, { number: o.number, body: 'Packed' });
    expect((await expectApiError(viewer.call(commentCreate, { number: o.number, body: 'x' }))).status).toBe(403);
    expect((await expectApiError(operator.call(commentCreate, { number: o.number, body: '   ' }))).status).toBe(400);
    const { items } = await viewer.call(comments, { number: o.number });
    expect(items.slice(0, 2).map((c) => [c.body, c.author_email])).toEqual([['Packed', 'collector@demo.mn'], ['Хүлээн авагч 18 цагаас хойш', 'orders@demo.mn']]);
  });

  it('approves a selection row by row; a refused or unknown number fails alone', async () => {
    const a = await take(paidReady, (x) => !x.approved);
    const b = await take({ state_eq: 'complete' }, (x) => x.approved);
    const res = await operator.call(batch, { numbers: [a.number.slice(1), b.number, 'R1'], action: 'approve' });
    expect(res).toMatchObject({ applied: 1, failed: 2 });
    expect(res.results).toEqual([
      { number: a.number, ok: true, error: null },
      { number: b.number, ok: false, error: expect.stringContaining('already approved') },
      { number: 'R1', ok: false, error: expect.any(String) },
    ]);
    expect((await admin.call(get, { number: a.number })).order.approved).toBe(true);
    const flagged = await operator.call(batch, { numbers: [a.number, b.number], action: 'flag' });
    expect(flagged.applied).toBe(2);
    expect(await expectApiError(operator.call(batch, { numbers: [a.number], action: 'assign_driver' }))).toMatchObject({ status: 400 });
    expect((await expectApiError(viewer.call(batch, { numbers: [a.number], action: 'flag' }))).status).toBe(403);
  });

  it('cancels a selection only with the typed word, each row on its own', async () => {
    const a = await take(unpaid);
    const shipped = await take({ state_eq: 'complete', shipment_state_eq: 'shipped' });
    expect(await expectApiError(operator.call(batchCancel, { numbers: [a.number] }))).toMatchObject({ status: 400, code: 'confirmation_required' });
    const res = await operator.call(batchCancel, { numbers: [a.number, shipped.number] }, { confirm: 'cancel' });
    expect(res).toMatchObject({ applied: 1, failed: 1 });
    expect(res.results[1]).toMatchObject({ number: shipped.number, ok: false });
    expect((await admin.call(get, { number: a.number })).order.state).toBe('canceled');
    expect((await admin.call(get, { number: shipped.number })).order.state).toBe('complete');
  });
});
