import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { lineItemNotShip, lineItemReturn, lineItemShip, lineItemUpdate } from '../../src/shared/commands/orders/lineitems.js';
import { get, stateChanges } from '../../src/shared/commands/orders/orders.js';
import { addsUp, movements, onHand, orderPicker } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let operator: ApiClient; // orders
let viewer: ApiClient; // orders_view
let collector: ApiClient; // collector, fulfillment
let merchant: ApiClient; // vendor 1 only
let collectorMn: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  operator = (await server.login('orders@demo.mn')).api;
  viewer = (await server.login('ordersview@demo.mn')).api;
  const c = await server.login('collector@demo.mn');
  collector = c.api;
  collectorMn = server.client({ token: c.token, locale: 'mn' });
  merchant = (await server.login('merchant@demo.mn')).api;
}, 180_000);
afterAll(async () => { await server?.close(); });

const take = orderPicker(() => admin);
const unpaid = { state_eq: 'complete', payment_state_eq: 'balance_due', shipment_state_eq: 'pending' };
const shippedPaid = { state_eq: 'complete', payment_state_eq: 'paid', shipment_state_eq: 'shipped' };

describe('a line item\'s action (§4 colours)', () => {
  it('collectors set it with a comment, written to the state changes; the view-only role may not', async () => {
    const o = await take(unpaid);
    const line = o.line_items[0]!;
    expect((await expectApiError(viewer.call(lineItemUpdate, { line_item_id: line.id, actn: 'taken' }))).status).toBe(403);
    const { order } = await collector.call(lineItemUpdate, { line_item_id: line.id, actn: 'no_stock', comment: 'Агуулахад алга' });
    expect(order.line_items.find((l) => l.id === line.id)).toMatchObject({ actn: 'no_stock', comment: 'Агуулахад алга' });
    const again = (await collector.call(lineItemUpdate, { line_item_id: line.id, actn: 'taken' })).order;
    expect(again.line_items.find((l) => l.id === line.id)).toMatchObject({ actn: 'taken', comment: null });
    addsUp(again);
    const trail = (await admin.call(stateChanges, { number: o.number })).items;
    expect(trail).toEqual(expect.arrayContaining([
      expect.objectContaining({ machine: 'line_item', subject_id: line.id, from: line.actn ?? 'none', to: 'no_stock', author_email: 'collector@demo.mn' }),
      expect.objectContaining({ machine: 'line_item', subject_id: line.id, from: 'no_stock', to: 'taken' }),
    ]));
  });

  it('refuses digital on a physical item, and any action on a canceled order, in the reader\'s language', async () => {
    const o = await take(unpaid, (x) => x.line_items.some((l) => !l.is_digital));
    const line = o.line_items.find((l) => !l.is_digital)!;
    expect(await expectApiError(collector.call(lineItemUpdate, { line_item_id: line.id, actn: 'digital' }))).toMatchObject({ status: 422, code: 'unprocessable' });
    const canceled = await take({ state_eq: 'canceled' });
    const refused = await expectApiError(collectorMn.call(lineItemUpdate, { line_item_id: canceled.line_items[0]!.id, actn: 'taken' }));
    expect(refused).toMatchObject({ status: 422 });
    expect(refused.message).toContain('"Цуцлагдсан"');
    expect(refused.message).toMatch(/[а-яөү]/);
    expect((await expectApiError(collector.call(lineItemShip, { line_item_id: canceled.line_items[0]!.id }))).status).toBe(422);
  });

  it('a merchant acts on his own items only; another vendor\'s line is not found, for him and for a confined admin', async () => {
    const o = await take(unpaid, (x) => x.line_items.some((l) => l.vendor_id === 1) && x.line_items.some((l) => l.vendor_id !== 1));
    const mine = o.line_items.find((l) => l.vendor_id === 1)!;
    const theirs = o.line_items.find((l) => l.vendor_id !== 1)!;
    const { order } = await merchant.call(lineItemUpdate, { line_item_id: mine.id, actn: 'taken', comment: 'бэлэн' });
    expect(order.line_items.every((l) => l.vendor_id === 1)).toBe(true);
    expect(order.payment_total).toBeNull();
    expect((await expectApiError(merchant.call(lineItemUpdate, { line_item_id: theirs.id, actn: 'taken' }))).status).toBe(404);
    // merchants neither return nor ship items
    expect((await expectApiError(merchant.call(lineItemShip, { line_item_id: mine.id }))).status).toBe(403);
    const confined = (await server.login('admin@demo.mn', { vendorId: mine.vendor_id })).api;
    expect((await expectApiError(confined.call(lineItemShip, { line_item_id: theirs.id }))).status).toBe(404);
    expect((await expectApiError(confined.call(lineItemNotShip, { line_item_id: theirs.id, comment: 'x' }))).status).toBe(404);
    expect((await expectApiError(confined.call(lineItemReturn, { line_item_id: theirs.id, reason: 'x' }))).status).toBe(404);
  });
});

describe('ship item and not-ship item', () => {
  it('marks an item to ship or to hold; refuses a held-back (backordered) item and one already shipped', async () => {
    const o = await take(unpaid, (x) => x.shipments.every((s) => s.units.every((u) => u.state === 'on_hand')));
    const [a] = o.line_items;
    const shipped = (await collector.call(lineItemShip, { line_item_id: a!.id, comment: 'савлав' })).order;
    expect(shipped.line_items.find((l) => l.id === a!.id)!.actn).toBe('ship_item');
    expect(await expectApiError(collector.call(lineItemNotShip, { line_item_id: a!.id, comment: '' }))).toMatchObject({ status: 400 });
    const held = (await collector.call(lineItemNotShip, { line_item_id: a!.id, comment: 'Хэрэглэгч хойшлуулав' })).order;
    expect(held.line_items.find((l) => l.id === a!.id)).toMatchObject({ actn: 'not_ship_item', comment: 'Хэрэглэгч хойшлуулав' });
    addsUp(held);

    const back = await take({ state_eq: 'complete', shipment_state_eq: 'backorder' });
    const waiting = back.shipments.flatMap((s) => s.units).find((u) => u.state === 'backordered')!;
    expect((await expectApiError(collector.call(lineItemShip, { line_item_id: waiting.line_item_id }))).message).toContain('stock');

    const gone = await take(shippedPaid);
    expect((await expectApiError(collector.call(lineItemShip, { line_item_id: gone.line_items[0]!.id }))).status).toBe(422);
    expect((await expectApiError(collector.call(lineItemNotShip, { line_item_id: gone.line_items[0]!.id, comment: 'late' }))).status).toBe(422);
  });
});

describe('returning an item', () => {
  it('restocks it, nets it out with a return adjustment and marks the overpaid money for return; never twice', async () => {
    const o = await take(shippedPaid, (x) => x.payments.some((p) => p.state === 'completed') && x.payment_returns.length === 0 && x.line_items.length >= 2);
    const line = o.line_items[0]!;
    const parcel = o.shipments.find((s) => s.units.some((u) => u.line_item_id === line.id))!;
    const before = await onHand(server, line.variant_id, parcel.stock_location_id);

    const { order } = await operator.call(lineItemReturn, { line_item_id: line.id, reason: 'Хэмжээ таараагүй' });
    expect(order.line_items.find((l) => l.id === line.id)).toMatchObject({ actn: 'returned', comment: 'Хэмжээ таараагүй' });
    const ret = order.adjustments.find((a) => a.kind === 'return' && a.line_item_id === line.id)!;
    const ownAdjustments = o.adjustments.filter((a) => a.line_item_id === line.id && a.eligible).reduce((s, a) => s + a.amount, 0);
    expect(ret.amount).toBe(-(line.price * line.quantity + ownAdjustments));
    expect(order.total).toBe(o.total + ret.amount);
    // paid for more than it now costs: owed back, the payment still counted until finance pays it
    expect(order.payment_state).toBe('credit_owed');
    expect(order.payment_total).toBe(o.payment_total);
    const pending = order.payment_returns.filter((r) => r.state === 'pending');
    expect(pending.reduce((s, r) => s + r.amount, 0)).toBe(o.payment_total! - order.total);
    expect(pending[0]!.reason).toBe('item_returned');
    addsUp(order);

    expect(await onHand(server, line.variant_id, parcel.stock_location_id)).toBe(before + line.quantity);
    const moved = (await movements(server, line.variant_id)).at(-1)!;
    expect(moved).toMatchObject({ quantity: line.quantity, reason: 'returned', originator: `order:${o.number}` });

    expect(await expectApiError(operator.call(lineItemReturn, { line_item_id: line.id, reason: 'again' }))).toMatchObject({ status: 422 });
    expect((await expectApiError(collector.call(lineItemUpdate, { line_item_id: line.id, actn: 'taken' }))).status).toBe(422);
  });

  it('returns a line in parts: each part restocked and refunded by its share, the parts adding up to the whole line', async () => {
    const o = await take(shippedPaid, (x) => x.payment_returns.length === 0 && x.line_items.some((l) => l.quantity >= 3 && l.actn !== 'returned'));
    const line = o.line_items.find((l) => l.quantity >= 3 && l.actn !== 'returned')!;
    const parcel = o.shipments.find((s) => s.units.some((u) => u.line_item_id === line.id))!;
    const before = await onHand(server, line.variant_id, parcel.stock_location_id);
    const charged = line.price * line.quantity + o.adjustments.filter((a) => a.line_item_id === line.id && a.eligible).reduce((s, a) => s + a.amount, 0);
    const returns = (x: typeof o) => x.adjustments.filter((a) => a.kind === 'return' && a.line_item_id === line.id);

    const first = (await operator.call(lineItemReturn, { line_item_id: line.id, reason: 'Нэг нь гэмтэлтэй', quantity: 1 })).order;
    const partLine = first.line_items.find((l) => l.id === line.id)!;
    expect(partLine).toMatchObject({ returned_quantity: 1, actn: line.actn, comment: 'Нэг нь гэмтэлтэй' });
    expect(returns(first).map((a) => a.amount)).toEqual([-Math.round(charged / line.quantity)]);
    expect(await onHand(server, line.variant_id, parcel.stock_location_id)).toBe(before + 1);
    addsUp(first);

    // more than is left is refused, in the reader's language, and nothing changes
    const tooMany = await expectApiError(operator.call(lineItemReturn, { line_item_id: line.id, reason: 'x', quantity: line.quantity }));
    expect(tooMany).toMatchObject({ status: 422, fields: { quantity: `at most ${line.quantity - 1}` } });
    expect(tooMany.message).toBe(`Only ${line.quantity - 1} of this item can still come back`);
    expect((await admin.call(get, { number: o.number })).order.line_items.find((l) => l.id === line.id)!.returned_quantity).toBe(1);
    const mn = await expectApiError(collectorMn.call(lineItemReturn, { line_item_id: line.id, reason: 'x', quantity: line.quantity }));
    expect(mn.message).toBe(`Энэ барааны зөвхөн ${line.quantity - 1} ширхэгийг буцааж болно`);

    // the rest, by default every unit not back yet: the line is returned and its refunds are the whole charge
    const rest = (await operator.call(lineItemReturn, { line_item_id: line.id, reason: 'Бусдыг нь ч буцаалаа' })).order;
    expect(rest.line_items.find((l) => l.id === line.id)).toMatchObject({ returned_quantity: line.quantity, actn: 'returned' });
    expect(returns(rest).reduce((s, a) => s + a.amount, 0)).toBe(-charged);
    expect(await onHand(server, line.variant_id, parcel.stock_location_id)).toBe(before + line.quantity);
    addsUp(rest);
    expect((await expectApiError(operator.call(lineItemReturn, { line_item_id: line.id, reason: 'again', quantity: 1 }))).status).toBe(422);
  });

  it('an item still in the warehouse is not returned but canceled or removed; without restock the shelf stays', async () => {
    const o = await take(unpaid);
    const refused = await expectApiError(operator.call(lineItemReturn, { line_item_id: o.line_items[0]!.id, reason: 'x' }));
    expect(refused).toMatchObject({ status: 422 });
    expect(refused.message).toContain('"Pending"');

    const s = await take(shippedPaid, (x) => x.payment_returns.length === 0);
    const line = s.line_items[0]!;
    const parcel = s.shipments.find((x) => x.units.some((u) => u.line_item_id === line.id))!;
    const before = await onHand(server, line.variant_id, parcel.stock_location_id);
    const { order } = await collector.call(lineItemReturn, { line_item_id: line.id, reason: 'Эвдэрсэн', restock: false });
    expect(await onHand(server, line.variant_id, parcel.stock_location_id)).toBe(before);
    addsUp(order);
    expect((await admin.call(get, { number: s.number })).order.total).toBe(order.total);
  });
});
