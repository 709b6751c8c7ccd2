import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/shared/api/client.js';
import { addToShipment, removeFromShipment, splitShipment, transferToLocation, transferToShipment } from '../../src/shared/commands/orders/shipments.js';
import type { OrderDetailJson } from '../../src/shared/schema/order.js';
import { addsUp, locations, movements, onHand, orderPicker, setShelf, variantsOf } from '../helpers/orders-ops.js';
import { expectApiError, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let admin: ApiClient;
let collector: ApiClient; // collector, fulfillment: dispatches
let viewer: ApiClient;
let merchant: ApiClient;
let active: number[];

beforeAll(async () => {
  server = await startServer();
  admin = (await server.login('admin@demo.mn')).api;
  collector = (await server.login('collector@demo.mn')).api;
  viewer = (await server.login('ordersview@demo.mn')).api;
  merchant = (await server.login('merchant@demo.mn')).api;
  active = (await locations(server)).filter((l) => l.active).map((l) => l.id);
}, 180_000);
afterAll(async () => { await server?.close(); });

const take = orderPicker(() => admin);
const paidReady = { state_eq: 'complete', payment_state_eq: 'paid', shipment_state_eq: 'ready' };
const unitsIn = (o: OrderDetailJson, shipmentId: number, lineId: number) =>
  o.shipments.find((s) => s.id === shipmentId)!.units.filter((u) => u.line_item_id === lineId).reduce((n, u) => n + u.quantity, 0);
/** A ready parcel of a paid order holding at least `n` units, all on hand, and one of its lines. */
const roomy = (n: number) => (o: OrderDetailJson) => o.shipments.some((s) => s.state === 'ready' && s.units.every((u) => u.state === 'on_hand') && s.units.reduce((k, u) => k + u.quantity, 0) >= n);

describe('split', () => {
  it('moves units of one line into a new parcel at the same location; the totals stay; everything at once is refused', async () => {
    const o = await take(paidReady, roomy(2));
    const s = o.shipments.find((x) => x.state === 'ready' && x.units.reduce((k, u) => k + u.quantity, 0) >= 2)!;
    const unit = s.units[0]!;
    const before = await onHand(server, o.line_items.find((l) => l.id === unit.line_item_id)!.variant_id, s.stock_location_id);
    expect((await expectApiError(viewer.call(splitShipment, { shipment_id: s.id, line_item_id: unit.line_item_id, quantity: 1 }))).status).toBe(403);
    const { order } = await collector.call(splitShipment, { shipment_id: s.id, line_item_id: unit.line_item_id, quantity: 1 });
    expect(order.shipments).toHaveLength(o.shipments.length + 1);
    const fresh = order.shipments.find((x) => !o.shipments.some((y) => y.id === x.id))!;
    expect(fresh).toMatchObject({ stock_location_id: s.stock_location_id, vendor_id: s.vendor_id, state: 'ready', cost: 0, number: expect.stringMatching(/^H\d+$/) });
    expect(unitsIn(order, fresh.id, unit.line_item_id)).toBe(1);
    expect(unitsIn(order, s.id, unit.line_item_id)).toBe(unitsIn(o, s.id, unit.line_item_id) - 1);
    expect(order.total).toBe(o.total);
    expect(order.payment_state).toBe('paid');
    // the same shelf: nothing moved in the stock
    expect(await onHand(server, o.line_items.find((l) => l.id === unit.line_item_id)!.variant_id, s.stock_location_id)).toBe(before);
    addsUp(order);

    const all = fresh.units.reduce((k, u) => k + u.quantity, 0);
    expect((await expectApiError(collector.call(splitShipment, { shipment_id: fresh.id, line_item_id: unit.line_item_id, quantity: all }))).status).toBe(422);
  });
});

describe('transfer', () => {
  it('to another location: back on the old shelf, off the new one, both as transfer movements by the caller', async () => {
    const o = await take(paidReady, roomy(1));
    const s = o.shipments.find((x) => x.state === 'ready' && x.units.every((u) => u.state === 'on_hand'))!;
    const unit = s.units[0]!;
    const line = o.line_items.find((l) => l.id === unit.line_item_id)!;
    const other = active.find((id) => id !== s.stock_location_id)!;
    await setShelf(server, line.variant_id, other, 50);
    const oldBefore = await onHand(server, line.variant_id, s.stock_location_id);

    const { order } = await collector.call(transferToLocation, { shipment_id: s.id, line_item_id: line.id, quantity: 1, stock_location_id: other });
    const there = order.shipments.find((x) => x.stock_location_id === other && x.vendor_id === s.vendor_id && x.state !== 'canceled')!;
    expect(unitsIn(order, there.id, line.id)).toBe(1);
    expect(await onHand(server, line.variant_id, s.stock_location_id)).toBe(oldBefore + 1);
    expect(await onHand(server, line.variant_id, other)).toBe(49);
    const last = (await movements(server, line.variant_id)).slice(-2);
    expect(last).toEqual([
      expect.objectContaining({ quantity: 1, reason: 'transfer', stock_location_id: s.stock_location_id, originator: `order:${o.number}` }),
      expect.objectContaining({ quantity: -1, reason: 'transfer', stock_location_id: other }),
    ]);
    expect(order.total).toBe(o.total);
    addsUp(order);

    expect(await expectApiError(collector.call(transferToLocation, { shipment_id: there.id, line_item_id: line.id, quantity: 1, stock_location_id: 999_999 })))
      .toMatchObject({ status: 400, code: 'validation_failed' });
    expect((await expectApiError(collector.call(transferToLocation, { shipment_id: there.id, line_item_id: line.id, quantity: 5_000, stock_location_id: s.stock_location_id }))).status).toBe(422);
  });

  it('to an empty shelf that cannot back-order: refused, nothing moved', async () => {
    const o = await take(paidReady, roomy(1));
    const s = o.shipments.find((x) => x.state === 'ready' && x.units.every((u) => u.state === 'on_hand'))!;
    const line = o.line_items.find((l) => l.id === s.units[0]!.line_item_id)!;
    const other = active.find((id) => id !== s.stock_location_id)!;
    await setShelf(server, line.variant_id, other, 0, false);
    const before = await onHand(server, line.variant_id, s.stock_location_id);
    const refused = await expectApiError(collector.call(transferToLocation, { shipment_id: s.id, line_item_id: line.id, quantity: 1, stock_location_id: other }));
    expect(refused).toMatchObject({ status: 422 });
    expect(await onHand(server, line.variant_id, s.stock_location_id)).toBe(before);
  });

  it('to another parcel of the same vendor; an emptied parcel is canceled and its delivery cost travels', async () => {
    const costly = (x: OrderDetailJson['shipments'][number]) => x.state === 'ready' && x.cost > 0 && x.units.reduce((k, u) => k + u.quantity, 0) >= 2;
    const o = await take(paidReady, (x) => x.shipments.some(costly));
    const s = o.shipments.find(costly)!;
    const unit = s.units[0]!;
    const split = (await collector.call(splitShipment, { shipment_id: s.id, line_item_id: unit.line_item_id, quantity: 1 })).order;
    const fresh = split.shipments.find((x) => !o.shipments.some((y) => y.id === x.id))!;
    // everything of the first parcel into the new one
    let current = split;
    for (const u of current.shipments.find((x) => x.id === s.id)!.units) {
      current = (await collector.call(transferToShipment, { shipment_id: s.id, line_item_id: u.line_item_id, quantity: u.quantity, target_shipment_id: fresh.id })).order;
    }
    expect(current.shipments.find((x) => x.id === s.id)).toMatchObject({ state: 'canceled', cost: 0 });
    expect(current.shipments.find((x) => x.id === fresh.id)!.cost).toBe(s.cost);
    expect(current.total).toBe(o.total);
    expect(current.payment_state).toBe('paid');
    addsUp(current);
    // a canceled parcel takes nothing more
    expect((await expectApiError(collector.call(transferToShipment, { shipment_id: fresh.id, line_item_id: unit.line_item_id, quantity: 1, target_shipment_id: s.id }))).status).toBe(422);
  });

  it('refuses another order\'s parcel and the same parcel', async () => {
    const a = await take(paidReady, roomy(1));
    const b = await take(paidReady, roomy(1));
    const sa = a.shipments.find((x) => x.state === 'ready')!;
    const sb = b.shipments.find((x) => x.state === 'ready')!;
    expect((await expectApiError(collector.call(transferToShipment, { shipment_id: sa.id, line_item_id: sa.units[0]!.line_item_id, quantity: 1, target_shipment_id: sb.id }))).status).toBe(422);
    expect((await expectApiError(collector.call(transferToShipment, { shipment_id: sa.id, line_item_id: sa.units[0]!.line_item_id, quantity: 1, target_shipment_id: sa.id }))).status).toBe(422);
  });
});

describe('add and remove a variant\'s quantity', () => {
  it('add: the line grows, the shelf shrinks (sold), the order now owes the difference; remove takes it back', async () => {
    const o = await take(paidReady, roomy(1));
    const s = o.shipments.find((x) => x.state === 'ready')!;
    const [v] = await variantsOf(server, s.vendor_id, o.line_items.map((l) => l.variant_id));
    await setShelf(server, v!.id, s.stock_location_id, 10);

    const added = (await collector.call(addToShipment, { shipment_id: s.id, variant_id: v!.id, quantity: 2 })).order;
    const line = added.line_items.find((l) => l.variant_id === v!.id)!;
    expect(line).toMatchObject({ quantity: 2, price: v!.price });
    expect(unitsIn(added, s.id, line.id)).toBe(2);
    expect(added.total).toBe(o.total + 2 * v!.price);
    expect(added.payment_state).toBe('balance_due');
    // unpaid again: the parcel waits
    expect(added.shipments.find((x) => x.id === s.id)!.state).toBe('pending');
    expect(await onHand(server, v!.id, s.stock_location_id)).toBe(8);
    expect((await movements(server, v!.id)).at(-1)).toMatchObject({ quantity: -2, reason: 'sold', originator: `order:${o.number}` });
    addsUp(added);

    const less = (await collector.call(removeFromShipment, { shipment_id: s.id, variant_id: v!.id, quantity: 1 })).order;
    expect(less.line_items.find((l) => l.variant_id === v!.id)!.quantity).toBe(1);
    expect(await onHand(server, v!.id, s.stock_location_id)).toBe(9);
    expect((await expectApiError(collector.call(removeFromShipment, { shipment_id: s.id, variant_id: v!.id, quantity: 5 }))).status).toBe(422);
    const gone = (await collector.call(removeFromShipment, { shipment_id: s.id, variant_id: v!.id, quantity: 1 })).order;
    expect(gone.line_items.some((l) => l.variant_id === v!.id)).toBe(false);
    expect(gone.total).toBe(o.total);
    expect(gone.payment_state).toBe('paid');
    expect(await onHand(server, v!.id, s.stock_location_id)).toBe(10);
    addsUp(gone);
  });

  it('refuses another vendor\'s variant, an empty shelf that cannot back-order, and a shipped parcel', async () => {
    const o = await take(paidReady, roomy(1));
    const s = o.shipments.find((x) => x.state === 'ready')!;
    const [foreign] = await variantsOf(server, s.vendor_id === 1 ? 2 : 1);
    expect((await expectApiError(collector.call(addToShipment, { shipment_id: s.id, variant_id: foreign!.id, quantity: 1 }))).status).toBe(422);
    const [v] = await variantsOf(server, s.vendor_id, o.line_items.map((l) => l.variant_id));
    await setShelf(server, v!.id, s.stock_location_id, 0, false);
    const refused = await expectApiError(collector.call(addToShipment, { shipment_id: s.id, variant_id: v!.id, quantity: 1 }));
    expect(refused).toMatchObject({ status: 422 });
    expect(refused.message).toContain(v!.sku);

    const shipped = await take({ state_eq: 'complete', shipment_state_eq: 'shipped' });
    const gone = shipped.shipments.find((x) => x.state === 'shipped')!;
    expect((await expectApiError(collector.call(removeFromShipment, { shipment_id: gone.id, variant_id: shipped.line_items[0]!.variant_id, quantity: 1 }))).message).toContain('"Shipped"');
  });

  it('merchants do not dispatch; a confined admin reaches his vendor\'s parcels only', async () => {
    const o = await take(paidReady, (x) => new Set(x.shipments.map((s) => s.vendor_id)).size >= 2 && roomy(1)(x));
    const [s1, s2] = o.shipments;
    expect((await expectApiError(merchant.call(splitShipment, { shipment_id: s1!.id, line_item_id: s1!.units[0]!.line_item_id, quantity: 1 }))).status).toBe(403);
    const confined = (await server.login('admin@demo.mn', { vendorId: s1!.vendor_id })).api;
    for (const call of [
      () => confined.call(splitShipment, { shipment_id: s2!.id, line_item_id: s2!.units[0]!.line_item_id, quantity: 1 }),
      () => confined.call(addToShipment, { shipment_id: s2!.id, variant_id: o.line_items[0]!.variant_id, quantity: 1 }),
      () => confined.call(removeFromShipment, { shipment_id: s2!.id, variant_id: o.line_items[0]!.variant_id, quantity: 1 }),
      () => confined.call(transferToLocation, { shipment_id: s2!.id, line_item_id: s2!.units[0]!.line_item_id, quantity: 1, stock_location_id: active[0]! }),
      () => confined.call(transferToShipment, { shipment_id: s1!.id, line_item_id: s1!.units[0]!.line_item_id, quantity: 1, target_shipment_id: s2!.id }),
    ]) expect((await expectApiError(call())).status).toBe(404);
  });
});
