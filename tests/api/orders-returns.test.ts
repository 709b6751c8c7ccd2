import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { orderExchange } from '../../src/shared/commands/orders/exchange.js';
import { get, stateChanges } from '../../src/shared/commands/orders/orders.js';
import { paymentReturnCancel, paymentReturnComplete, paymentReturnCreate, paymentReturnList } from '../../src/shared/commands/orders/returns.js';
import { paymentReturnReasons } from '../../src/shared/commands/system/payment-returns.js';
import { addsUp, locations, onHand, orderPicker, setShelf, variantsOf } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let operator: ApiClient;
let finance: ApiClient;
let viewer: ApiClient;
let merchant: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  operator = (await server.login('orders@demo.mn')).api;
  finance = (await server.login('finance@demo.mn')).api;
  viewer = (await server.login('ordersview@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
}, 180_000);
afterAll(async () => { await server?.close(); });

const take = orderPicker(() => admin);
const shippedPaid = { state_eq: 'complete', payment_state_eq: 'paid', shipment_state_eq: 'shipped' };

describe('payment returns', () => {
  it('finance marks money of a completed payment for return, then completes it: the payment state follows, nothing is lost', async () => {
    const o = await take(shippedPaid, (x) => x.payments.length === 1 && x.payments[0]!.state === 'completed' && x.payment_returns.length === 0);
    const p = o.payments[0]!;
    expect((await expectApiError(operator.call(paymentReturnCreate, { number: o.number, payment_id: p.id, amount: 100, reason: 'overpaid' }))).status).toBe(403);
    const marked = (await finance.call(paymentReturnCreate, { number: o.number, payment_id: p.id, amount: 100_000, reason: 'damaged', source: 'bank_transfer' })).order;
    const r = marked.payment_returns.at(-1)!;
    expect(r).toMatchObject({ amount: 100_000, state: 'pending', reason: 'damaged', source: 'bank_transfer', payment_id: p.id });
    // pending: still paid
    expect(marked).toMatchObject({ payment_state: 'paid', payment_total: o.payment_total });
    const over = await expectApiError(finance.call(paymentReturnCreate, { number: o.number, payment_id: p.id, amount: p.amount, reason: 'other' }));
    expect(over.status).toBe(422);
    expect(over.message).toContain('₮');

    const done = (await finance.call(paymentReturnComplete, { payment_return_id: r.id })).order;
    expect(done.payment_total).toBe(o.payment_total! - 100_000);
    expect(done.payment_state).toBe('balance_due');
    expect(done.payments[0]!.state).toBe('completed');
    addsUp(done);
    expect((await expectApiError(finance.call(paymentReturnComplete, { payment_return_id: r.id }))).status).toBe(422);
    expect((await expectApiError(finance.call(paymentReturnCancel, { payment_return_id: r.id }))).message).toContain('"Completed"');

    const list = (await operator.call(paymentReturnList, { number: o.number })).items;
    expect(list.map((x) => x.state)).toEqual(['completed']);
    const trail = (await admin.call(stateChanges, { number: o.number })).items;
    expect(trail).toContainEqual(expect.objectContaining({ machine: 'payment_return', subject_id: r.id, from: 'pending', to: 'completed', author_email: 'finance@demo.mn' }));
    expect(trail).toContainEqual(expect.objectContaining({ machine: 'payment_state', from: 'paid', to: 'balance_due' }));
  });

  it('a pending return can be withdrawn; an uncaptured payment cannot be returned; payments stay out of a confined caller\'s reach', async () => {
    const o = await take(shippedPaid, (x) => x.payments.some((p) => p.state === 'completed') && x.payment_returns.length === 0);
    const p = o.payments.find((x) => x.state === 'completed')!;
    const marked = (await finance.call(paymentReturnCreate, { number: o.number, payment_id: p.id, amount: 5_000, reason: 'late_delivery' })).order;
    const r = marked.payment_returns.at(-1)!;
    const withdrawn = (await finance.call(paymentReturnCancel, { payment_return_id: r.id })).order;
    expect(withdrawn.payment_returns.find((x) => x.id === r.id)!.state).toBe('canceled');
    expect(withdrawn.payment_total).toBe(o.payment_total);
    addsUp(withdrawn);

    const unpaid = await take({ state_eq: 'complete', payment_state_eq: 'balance_due' }, (x) => x.payments.some((q) => q.state === 'pending'));
    const pending = unpaid.payments.find((q) => q.state === 'pending')!;
    expect((await expectApiError(finance.call(paymentReturnCreate, { number: unpaid.number, payment_id: pending.id, amount: 1, reason: 'other' }))).message).toContain('"Pending"');
    expect((await expectApiError(finance.call(paymentReturnCreate, { number: unpaid.number, payment_id: p.id, amount: 1, reason: 'other' }))).status).toBe(404);
    expect((await expectApiError(viewer.call(paymentReturnList, { number: o.number }))).status).toBe(403);
    expect((await expectApiError(merchant.call(paymentReturnList, { number: o.number }))).status).toBe(403);
    const confined = (await server.login('admin@demo.mn', { vendorId: o.line_items[0]!.vendor_id })).api;
    expect((await expectApiError(confined.call(paymentReturnList, { number: o.number }))).status).toBe(403);
    expect((await expectApiError(confined.call(paymentReturnComplete, { payment_return_id: r.id }))).status).toBe(403);
  });
});

describe('exchange', () => {
  it('returns the shipped line and sends the replacement in a new parcel; a dearer one leaves a balance due', async () => {
    const o = await take(shippedPaid, (x) => x.payment_returns.length === 0 && x.line_items.length === 1);
    const line = o.line_items[0]!;
    const parcel = o.shipments[0]!;
    const dearer = (await variantsOf(server, line.vendor_id, [line.variant_id])).find((v) => v.price > line.price * line.quantity);
    expect(dearer).toBeDefined();
    await setShelf(server, dearer!.id, parcel.stock_location_id, 5);
    const shelfBefore = await onHand(server, line.variant_id, parcel.stock_location_id);

    const { order } = await operator.call(orderExchange, { number: o.number, line_item_ids: [line.id], items: [{ sku: dearer!.sku, quantity: 1 }], reason: 'Өнгө солих' });
    expect(order.line_items.find((l) => l.id === line.id)!.actn).toBe('returned');
    const replacement = order.line_items.find((l) => l.variant_id === dearer!.id)!;
    expect(replacement).toMatchObject({ quantity: 1, price: dearer!.price });
    const fresh = order.shipments.find((s) => s.units.some((u) => u.line_item_id === replacement.id))!;
    expect(fresh.state).toBe('pending');
    expect(fresh.cost).toBe(0);
    expect(order.payment_state).toBe('balance_due');
    expect(order.total - order.payment_total!).toBe(dearer!.price - (line.price * line.quantity + line.adjustment_total));
    expect(await onHand(server, line.variant_id, parcel.stock_location_id)).toBe(shelfBefore + line.quantity);
    addsUp(order);
  });

  it('a cheaper replacement leaves credit owed, marked for return; refusals leave nothing behind', async () => {
    const o = await take(shippedPaid, (x) => x.payment_returns.length === 0 && x.line_items.length === 1 && x.line_items[0]!.price > 1000);
    const line = o.line_items[0]!;
    const cheaper = (await variantsOf(server, line.vendor_id, [line.variant_id])).find((v) => v.price < line.price);
    expect(cheaper).toBeDefined();
    for (const l of await locations(server)) await setShelf(server, cheaper!.id, l.id, 0, false);
    // out of stock: refused, the line is not returned either
    expect((await expectApiError(operator.call(orderExchange, { number: o.number, line_item_ids: [line.id], items: [{ sku: cheaper!.sku, quantity: 1 }], reason: 'x' }))).status).toBe(422);
    expect((await admin.call(get, { number: o.number })).order.line_items[0]!.actn).toBe(line.actn);

    await setShelf(server, cheaper!.id, o.shipments[0]!.stock_location_id, 3);
    const { order } = await operator.call(orderExchange, { number: o.number, line_item_ids: [line.id], items: [{ sku: cheaper!.sku, quantity: 1 }], reason: 'Хямд загвар' });
    expect(order.payment_state).toBe('credit_owed');
    const pending = order.payment_returns.filter((r) => r.state === 'pending');
    expect(pending.reduce((s, r) => s + r.amount, 0)).toBe(order.payment_total! - order.total);
    expect(pending[0]!.reason).toBe('exchange');
    addsUp(order);

    expect((await expectApiError(operator.call(orderExchange, { number: o.number, line_item_ids: [line.id], items: [{ sku: cheaper!.sku, quantity: 1 }], reason: 'again' }))).status).toBe(422);
    const unshipped = await take({ state_eq: 'complete', shipment_state_eq: 'pending' });
    expect((await expectApiError(operator.call(orderExchange, { number: unshipped.number, line_item_ids: [unshipped.line_items[0]!.id], items: [{ sku: cheaper!.sku, quantity: 1 }], reason: 'x' }))).status).toBe(422);
    expect((await expectApiError(viewer.call(orderExchange, { number: o.number, line_item_ids: [line.id], items: [{ sku: cheaper!.sku, quantity: 1 }], reason: 'x' }))).status).toBe(403);
  });

  it('picks its reason and source from the System settings\' lists: a new offered one is taken, an unknown or switched-off one refused naming the field', async () => {
    const o = await take(shippedPaid, (x) => x.payments.some((p) => p.state === 'completed') && x.payment_returns.length === 0);
    const p = o.payments.find((x) => x.state === 'completed')!;
    const { item: reason } = await admin.call(paymentReturnReasons.create, { code: 'goodwill', name_en: 'Goodwill', name_mn: 'Сэтгэл ханамж', active: true, position: 9 });
    const marked = (await finance.call(paymentReturnCreate, { number: o.number, payment_id: p.id, amount: 1_000, reason: 'goodwill', source: 'cash' })).order;
    expect(marked.payment_returns.at(-1)).toMatchObject({ reason: 'goodwill', source: 'cash' });

    const unknown = await expectApiError(finance.call(paymentReturnCreate, { number: o.number, payment_id: p.id, amount: 1_000, reason: 'no_such_reason' }));
    expect(unknown).toMatchObject({ status: 400, fields: { reason: 'no such code' } });
    expect((await expectApiError(finance.call(paymentReturnCreate, { number: o.number, payment_id: p.id, amount: 1_000, reason: 'other', source: 'barter' }))).fields)
      .toEqual({ source: 'no such code' });
    await admin.call(paymentReturnReasons.update, { id: reason.id, active: false });
    expect((await expectApiError(finance.call(paymentReturnCreate, { number: o.number, payment_id: p.id, amount: 1_000, reason: 'goodwill' }))).fields)
      .toEqual({ reason: 'not offered' });
    // still named by a return: not deleted
    expect((await expectApiError(admin.call(paymentReturnReasons.delete, { id: reason.id }))).status).toBe(409);
  });
});
