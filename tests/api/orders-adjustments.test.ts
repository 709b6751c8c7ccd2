import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { sendParcel, updateAddress } from '../../src/shared/commands/orders/address.js';
import { adjustmentCreate, adjustmentDelete, adjustmentList, adjustmentUpdate } from '../../src/shared/commands/orders/adjustments.js';
import { lineItemReturn } from '../../src/shared/commands/orders/lineitems.js';
import { messages } from '../../src/shared/commands/orders/messages.js';
import { get, stateChanges } from '../../src/shared/commands/orders/orders.js';
import { addsUp, orderPicker } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let operator: ApiClient;
let operatorMn: ApiClient;
let viewer: ApiClient;
let collector: ApiClient;
let merchant: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  const op = await server.login('orders@demo.mn');
  operator = op.api;
  operatorMn = server.client({ token: op.token, locale: 'mn' });
  viewer = (await server.login('ordersview@demo.mn')).api;
  collector = (await server.login('collector@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
}, 180_000);
afterAll(async () => { await server?.close(); });

const take = orderPicker(() => admin);
const unpaid = { state_eq: 'complete', payment_state_eq: 'balance_due', shipment_state_eq: 'pending' };
const paidReady = { state_eq: 'complete', payment_state_eq: 'paid', shipment_state_eq: 'ready' };
const address = { name: 'Болд Бат', phone: '99112233', district: 'Сүхбаатар' as const, khoroo: 8, address: 'Сөүлийн гудамж 12-р байр, 45 тоот' };

describe('adjustments', () => {
  it('create, update, delete: each recalculated by the totals function; the view-only role may only list', async () => {
    const o = await take(unpaid);
    expect((await expectApiError(viewer.call(adjustmentCreate, { number: o.number, label: 'x', amount: -100 }))).status).toBe(403);
    const created = (await operator.call(adjustmentCreate, { number: o.number, label: 'Утсаар хөнгөлөлт', amount: -500_000 })).order;
    expect(created.total).toBe(o.total - 500_000);
    expect(created.adjustment_total).toBe(o.adjustment_total - 500_000);
    addsUp(created);
    const adj = created.adjustments.find((a) => a.label === 'Утсаар хөнгөлөлт')!;
    expect(adj).toMatchObject({ kind: 'manual', line_item_id: null, eligible: true });

    const updated = (await operator.call(adjustmentUpdate, { number: o.number, adjustment_id: adj.id, amount: -200_000 })).order;
    expect(updated.total).toBe(o.total - 200_000);
    addsUp(updated);
    const off = (await operator.call(adjustmentUpdate, { number: o.number, adjustment_id: adj.id, eligible: false })).order;
    expect(off.total).toBe(o.total);
    addsUp(off);

    const fee = (await operator.call(adjustmentCreate, { number: o.number, label: 'Баглаа боодол', amount: 300_000, kind: 'fee' })).order;
    expect(fee.fee_total).toBe(o.fee_total + 300_000);
    addsUp(fee);
    const listed = (await viewer.call(adjustmentList, { number: o.number })).items;
    expect(listed.map((a) => a.label)).toEqual(expect.arrayContaining(['Утсаар хөнгөлөлт', 'Баглаа боодол']));

    const deleted = (await operator.call(adjustmentDelete, { number: o.number, adjustment_id: adj.id })).order;
    expect(deleted.adjustments.some((a) => a.id === adj.id)).toBe(false);
    addsUp(deleted);
    expect((await expectApiError(operator.call(adjustmentDelete, { number: o.number, adjustment_id: adj.id }))).status).toBe(404);
  });

  it('on a line; a discount past the total is refused and leaves nothing; zero is no adjustment', async () => {
    const o = await take(unpaid);
    const line = o.line_items[0]!;
    const { order } = await operator.call(adjustmentCreate, { number: o.number, label: 'Гэмтэлтэй сав', amount: -1000, line_item_id: line.id });
    expect(order.line_items.find((l) => l.id === line.id)!.adjustment_total).toBe(line.adjustment_total - 1000);
    addsUp(order);
    const refused = await expectApiError(operatorMn.call(adjustmentCreate, { number: o.number, label: 'too much', amount: -(order.total + 1) }));
    expect(refused.status).toBe(422);
    expect(refused.message).toMatch(/[а-яө]/);
    expect((await admin.call(adjustmentList, { number: o.number })).items.some((a) => a.label === 'too much')).toBe(false);
    expect((await expectApiError(operator.call(adjustmentCreate, { number: o.number, label: 'zero', amount: 0 }))).status).toBe(400);
    expect((await expectApiError(operator.call(adjustmentCreate, { number: o.number, label: 'x', amount: -1, line_item_id: 999_999_999 }))).status).toBe(400);
  });

  it('refused on a canceled order; a return\'s adjustment is not edited by hand', async () => {
    const c = await take({ state_eq: 'canceled' });
    const refused = await expectApiError(operator.call(adjustmentCreate, { number: c.number, label: 'x', amount: -100 }));
    expect(refused.status).toBe(422);
    expect(refused.message).toContain('"Canceled"');

    const s = await take({ state_eq: 'complete', shipment_state_eq: 'shipped', payment_state_eq: 'paid' });
    const returned = (await operator.call(lineItemReturn, { line_item_id: s.line_items[0]!.id, reason: 'буцаав' })).order;
    const ret = returned.adjustments.find((a) => a.kind === 'return')!;
    expect((await expectApiError(operator.call(adjustmentDelete, { number: s.number, adjustment_id: ret.id }))).status).toBe(422);
    expect((await expectApiError(operator.call(adjustmentUpdate, { number: s.number, adjustment_id: ret.id, amount: -1 }))).status).toBe(422);
  });

  it('a confined caller sees and changes the adjustments of his lines only', async () => {
    const o = await take(unpaid, (x) => x.line_items.some((l) => l.vendor_id === 1) && x.line_items.some((l) => l.vendor_id !== 1));
    const mine = o.line_items.find((l) => l.vendor_id === 1)!;
    const theirs = o.line_items.find((l) => l.vendor_id !== 1)!;
    await operator.call(adjustmentCreate, { number: o.number, label: 'их', amount: -100, line_item_id: theirs.id });
    await operator.call(adjustmentCreate, { number: o.number, label: 'захиалга', amount: -100 });
    const confined = (await server.login('admin@demo.mn', { vendorId: 1 })).api;
    const own = (await confined.call(adjustmentCreate, { number: o.number, label: 'минийх', amount: -100, line_item_id: mine.id })).order;
    expect(own.adjustments.every((a) => a.line_item_id === mine.id)).toBe(true);
    expect((await merchant.call(adjustmentList, { number: o.number })).items.map((a) => a.label)).toEqual(['минийх']);
    expect((await expectApiError(confined.call(adjustmentCreate, { number: o.number, label: 'x', amount: -1 }))).status).toBe(403);
    expect((await expectApiError(confined.call(adjustmentCreate, { number: o.number, label: 'x', amount: -1, line_item_id: theirs.id }))).status).toBe(400);
    const all = (await admin.call(adjustmentList, { number: o.number })).items;
    for (const a of all.filter((x) => x.label !== 'минийх')) {
      expect((await expectApiError(confined.call(adjustmentDelete, { number: o.number, adjustment_id: a.id }))).status).toBe(404);
    }
    expect((await expectApiError(merchant.call(adjustmentCreate, { number: o.number, label: 'x', amount: -1, line_item_id: mine.id }))).status).toBe(403);
  });
});

describe('update address', () => {
  it('sets the receiver, district and khoroo; refuses a khoroo the district has not, a shipped order and a confined caller', async () => {
    const o = await take(unpaid);
    const { order } = await operator.call(updateAddress, { number: o.number, ship: address, bill: { ...address, name: 'ХХК Номин' } });
    expect(order).toMatchObject({ receiver_name: 'Болд Бат', receiver_phone: '99112233', ship_district: 'Сүхбаатар', ship_khoroo: 8, ship_address: address.address });
    expect(order.bill_address).toMatchObject({ name: 'ХХК Номин', district: 'Сүхбаатар' });
    addsUp(order);
    // Багахангай has two khoroos
    const bad = await expectApiError(operator.call(updateAddress, { number: o.number, ship: { ...address, district: 'Багахангай', khoroo: 7 } }));
    expect(bad).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(Object.keys(bad.fields ?? {}).join()).toContain('khoroo');
    expect((await expectApiError(operator.call(updateAddress, { number: o.number, ship: { ...address, phone: '123' } }))).status).toBe(400);

    const shipped = await take({ state_eq: 'complete', shipment_state_eq: 'shipped' });
    expect((await expectApiError(operator.call(updateAddress, { number: shipped.number, ship: address }))).message).toContain('"Shipped"');
    const canceled = await take({ state_eq: 'canceled' });
    expect((await expectApiError(operator.call(updateAddress, { number: canceled.number, ship: address }))).status).toBe(422);
    const confined = (await server.login('admin@demo.mn', { vendorId: o.line_items[0]!.vendor_id })).api;
    expect((await expectApiError(confined.call(updateAddress, { number: o.number, ship: address }))).status).toBe(403);
    expect((await expectApiError(viewer.call(updateAddress, { number: o.number, ship: address }))).status).toBe(403);
  });
});

describe('send parcel', () => {
  it('ships every ready parcel of the order, each in the state changes; nothing ready is refused', async () => {
    const o = await take(paidReady, (x) => x.shipments.every((s) => s.state === 'ready') && !!x.phone);
    const { order } = await collector.call(sendParcel, { number: o.number, tracking: 'UB-77' });
    expect(order.shipments.every((s) => s.state === 'shipped' && s.tracking === 'UB-77')).toBe(true);
    expect(order.shipment_state).toBe('shipped');
    addsUp(order);
    const trail = (await admin.call(stateChanges, { number: o.number })).items;
    for (const s of o.shipments) expect(trail).toContainEqual(expect.objectContaining({ machine: 'shipment', subject_id: s.id, from: 'ready', to: 'shipped' }));
    // the customer is told of each parcel through the outbox, in the same transaction
    const sent = (await admin.call(messages, { number: o.number })).items.filter((m) => m.template === 'parcel_sent' && m.channel === 'sms');
    expect(sent.map((m) => m.vendor_id).sort()).toEqual(o.shipments.map((s) => s.vendor_id).sort());
    expect((await expectApiError(collector.call(sendParcel, { number: o.number }))).status).toBe(422);
    const waiting = await take(unpaid);
    expect((await expectApiError(collector.call(sendParcel, { number: waiting.number }))).status).toBe(422);
    expect((await expectApiError(viewer.call(sendParcel, { number: waiting.number }))).status).toBe(403);
  });

  it('a confined caller sends his own parcels only', async () => {
    const o = await take(paidReady, (x) => new Set(x.shipments.map((s) => s.vendor_id)).size >= 2 && x.shipments.every((s) => s.state === 'ready'));
    const vendor = o.shipments[0]!.vendor_id;
    const confined = (await server.login('admin@demo.mn', { vendorId: vendor })).api;
    await confined.call(sendParcel, { number: o.number });
    const { order } = await admin.call(get, { number: o.number });
    for (const s of order.shipments) expect(s.state).toBe(s.vendor_id === vendor ? 'shipped' : 'ready');
    expect(order.shipment_state).toBe('partial');
    addsUp(order);
  });
});
