import { describe, expect, it } from 'vitest';
import type { OrderState, PaymentMachineState, ShipmentMachineState } from '../../src/shared/schema/order.js';
import { PAYMENT_STATES, SHIPMENT_STATES } from '../../src/shared/schema/order.js';
import {
  cancelBlocked, nextOrderState, nextPaymentState, nextShipmentState, ORDER_EVENTS, PAYMENT_EVENTS, SHIPMENT_EVENTS,
  type OrderEvent, type PaymentEvent, type ShipmentEvent,
} from '../../src/server/areas/orders/machines.js';
import { commissionOf, computeTotals, type TotalsInput } from '../../src/server/areas/orders/totals.js';
import { random } from '../../src/server/seed/names.js';

/**
 * A property test without a library: a seeded generator (the demo data's mulberry32) drives random
 * sequences of order operations through the machines' tables, and after every step the totals
 * must add up. A failure names its seed and step, so it replays exactly.
 */
interface Model {
  state: OrderState;
  lineItems: { id: number; vendorId: number; quantity: number; price: number; commission: number }[];
  adjustments: { lineItemId: number | null; kind: string; amount: number; eligible: boolean }[];
  shipments: { id: number; vendorId: number; state: ShipmentMachineState; cost: number; units: { lineItemId: number; quantity: number; state: string }[] }[];
  payments: { method: string; amount: number; state: PaymentMachineState }[];
  paymentReturns: { amount: number; state: string }[];
}

type Rnd = ReturnType<typeof random>;

const OPERATIONS: ((m: Model, r: Rnd, total: number) => void)[] = [
  // add a line item of some vendor
  (m, r) => {
    const id = m.lineItems.length + 1;
    const price = r.int(1, 5000) * 100;
    const quantity = r.int(1, 5);
    m.lineItems.push({ id, vendorId: r.int(1, 4), quantity, price, commission: commissionOf(price, quantity, r.pick([0, 5, 7.5, 12.25])) });
  },
  // change a quantity
  (m, r) => { if (m.lineItems.length) r.pick(m.lineItems).quantity = r.int(1, 9); },
  // a promotion on a line, a manual adjustment or a fee on the order, sometimes ineligible
  (m, r) => {
    const li = m.lineItems.length && r.next() < 0.5 ? r.pick(m.lineItems) : null;
    m.adjustments.push({ lineItemId: li?.id ?? null, kind: r.pick(['promotion', 'manual', 'fee']), amount: r.int(-50_000, 20_000), eligible: r.next() < 0.85 });
  },
  // a parcel of one vendor's lines
  (m, r) => {
    if (!m.lineItems.length) return;
    const vendorId = r.pick(m.lineItems).vendorId;
    m.shipments.push({
      id: m.shipments.length + 1, vendorId, state: 'pending', cost: r.pick([0, 500_000, 700_000]),
      units: m.lineItems.filter((l) => l.vendorId === vendorId).map((l) => ({ lineItemId: l.id, quantity: l.quantity, state: r.next() < 0.1 ? 'backordered' : 'on_hand' })),
    });
  },
  // a shipment event
  (m, r) => {
    if (!m.shipments.length) return;
    const s = r.pick(m.shipments);
    const to = nextShipmentState(s.state, r.pick(Object.keys(SHIPMENT_EVENTS) as ShipmentEvent[]), r.next() < 0.5);
    if (to) s.state = to;
  },
  // a payment, often of what is due, by store credit sometimes
  (m, r, total) => {
    m.payments.push({ method: r.next() < 0.2 ? 'store_credit' : 'qpay', amount: r.next() < 0.6 ? Math.max(total, 0) : r.int(1, 100_000) * 100, state: r.pick(['checkout', 'pending']) });
  },
  // a payment event
  (m, r) => {
    if (!m.payments.length) return;
    const p = r.pick(m.payments);
    const to = nextPaymentState(p.state, r.pick(Object.keys(PAYMENT_EVENTS) as PaymentEvent[]));
    if (to) p.state = to;
  },
  // money given back
  (m, r) => { m.paymentReturns.push({ amount: r.int(1, 50_000) * 100, state: r.pick(['pending', 'completed', 'canceled']) }); },
  // an order event
  (m, r, _total) => {
    const event = r.pick(Object.keys(ORDER_EVENTS) as OrderEvent[]);
    const to = nextOrderState(m.state, event);
    if (to) m.state = to;
  },
];

function checkInvariants(input: TotalsInput) {
  const t = computeTotals(input);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  expect(t.itemTotal).toBe(sum(input.lineItems.map((l) => l.price * l.quantity)));
  expect(t.itemCount).toBe(sum(input.lineItems.map((l) => l.quantity)));
  expect(t.total).toBe(t.itemTotal + t.adjustmentTotal + t.shipmentTotal + t.feeTotal);
  expect(t.adjustmentTotal + t.feeTotal).toBe(sum(input.adjustments.filter((a) => a.eligible).map((a) => a.amount)));
  expect(t.shipmentTotal).toBe(sum(input.shipments.filter((s) => s.state !== 'canceled').map((s) => s.cost)));
  expect(t.commissionTotal).toBe(sum(input.lineItems.map((l) => l.commission)));
  expect(t.paymentTotal).toBe(sum(input.payments.filter((p) => p.state === 'completed').map((p) => p.amount))
    - sum(input.paymentReturns.filter((r) => r.state === 'completed').map((r) => r.amount)));
  expect(t.storeCreditTotal).toBe(sum(input.payments.filter((p) => p.state === 'completed' && p.method === 'store_credit').map((p) => p.amount)));
  // the vendors' shares add up to the order's items, and each share to its parts
  expect(sum(t.vendors.map((v) => v.itemTotal))).toBe(t.itemTotal);
  expect(sum(t.vendors.map((v) => v.shipmentTotal))).toBe(t.shipmentTotal);
  expect(sum(t.vendors.map((v) => v.commissionTotal))).toBe(t.commissionTotal);
  for (const v of t.vendors) expect(v.total).toBe(v.itemTotal + v.adjustmentTotal + v.shipmentTotal);
  expect(sum([...t.lineItemAdjustments.values()])).toBe(sum(input.adjustments.filter((a) => a.eligible && a.lineItemId !== null).map((a) => a.amount)));

  const placed = ['complete', 'canceled', 'awaiting_return', 'returned', 'resumed'].includes(input.state);
  if (!placed) {
    expect(t.paymentState).toBeNull();
    expect(t.shipmentState).toBeNull();
  } else {
    expect(PAYMENT_STATES).toContain(t.paymentState);
    const due = input.state === 'canceled' || input.state === 'returned' ? 0 : t.total;
    const anyValid = input.payments.some((p) => ['checkout', 'pending', 'processing', 'completed'].includes(p.state));
    if (t.paymentState === 'paid') expect(t.paymentTotal).toBe(due);
    if (t.paymentState === 'balance_due') expect(t.paymentTotal).toBeLessThan(due);
    if (t.paymentState === 'credit_owed') expect(t.paymentTotal).toBeGreaterThan(due);
    if (t.paymentState === 'void') expect(t.paymentTotal).toBe(0);
    if (t.paymentState === 'failed') expect(anyValid).toBe(false);
    if (input.shipments.length) expect(SHIPMENT_STATES).toContain(t.shipmentState);
    else expect(t.shipmentState).toBeNull();
    const live = [...t.shipmentStates.values()].filter((s) => s !== 'canceled');
    if (t.shipmentState === 'shipped') expect(live.every((s) => s === 'shipped')).toBe(true);
    if (t.shipmentState === 'canceled') expect(live).toEqual([]);
    if (t.shipmentState === 'ready') expect(live.every((s) => s === 'ready')).toBe(true);
  }
  // a shipment follows the order's payment only while it is neither shipped nor canceled
  for (const s of input.shipments) {
    const to = t.shipmentStates.get(s.id)!;
    if (s.state === 'shipped' || s.state === 'canceled') expect(to).toBe(s.state);
    else if (input.state !== 'canceled') {
      const payable = t.paymentState === 'paid' || t.paymentState === 'credit_owed';
      expect(to).toBe(payable && !s.units.some((u) => u.state === 'backordered') ? 'ready' : 'pending');
    }
  }
  return t;
}

describe('order totals', () => {
  it.each(Array.from({ length: 200 }, (_, i) => i + 1))('add up over a random sequence of operations (seed %i)', (seed) => {
    const r = random(seed);
    const m: Model = { state: 'cart', lineItems: [], adjustments: [], shipments: [], payments: [], paymentReturns: [] };
    let total = 0;
    for (let step = 0; step < 60; step++) {
      r.pick(OPERATIONS)(m, r, total);
      const t = checkInvariants(m);
      // what a write path stores: derived shipment states become the shipments' states
      for (const s of m.shipments) s.state = t.shipmentStates.get(s.id)!;
      total = t.total;
    }
  });

  it('derives the payment states of §4 at the edges', () => {
    const base = { lineItems: [{ id: 1, vendorId: 1, quantity: 2, price: 1000, commission: 0 }], adjustments: [], shipments: [], paymentReturns: [] };
    const paid = (amount: number, state: PaymentMachineState = 'completed') => computeTotals({ ...base, state: 'complete', payments: [{ method: 'cash', amount, state }] }).paymentState;
    expect(paid(2000)).toBe('paid');
    expect(paid(1999)).toBe('balance_due');
    expect(paid(2001)).toBe('credit_owed');
    expect(paid(2000, 'failed')).toBe('failed');
    expect(computeTotals({ ...base, state: 'canceled', payments: [{ method: 'cash', amount: 2000, state: 'void' }] }).paymentState).toBe('void');
    expect(computeTotals({ ...base, state: 'canceled', payments: [{ method: 'cash', amount: 2000, state: 'completed' }] }).paymentState).toBe('credit_owed');
    expect(computeTotals({ ...base, state: 'cart', payments: [] }).paymentState).toBeNull();
  });

  it('rounds commission half up in whole möngö', () => {
    expect(commissionOf(1000, 1, 12.25)).toBe(123); // 122.5 → 123
    expect(commissionOf(999, 3, 7.5)).toBe(225); // 224.775 → 225
    expect(commissionOf(1000, 1, 0)).toBe(0);
  });
});

describe('the machines, as Spree has them', () => {
  it('order: checkout steps to complete, cancel from complete or resumed, resume from canceled', () => {
    const steps: OrderState[] = ['cart'];
    while (steps.at(-1) !== 'complete') steps.push(nextOrderState(steps.at(-1)!, 'next')!);
    expect(steps).toEqual(['cart', 'address', 'delivery', 'payment', 'confirm', 'complete']);
    expect(nextOrderState('complete', 'cancel')).toBe('canceled');
    expect(nextOrderState('resumed', 'cancel')).toBe('canceled');
    expect(nextOrderState('cart', 'cancel')).toBeNull();
    expect(nextOrderState('canceled', 'cancel')).toBeNull();
    expect(nextOrderState('canceled', 'resume')).toBe('resumed');
    expect(nextOrderState('complete', 'resume')).toBeNull();
    expect(cancelBlocked('shipped')).toBe(true);
    expect(cancelBlocked('partial')).toBe(true);
    expect(cancelBlocked('ready')).toBe(false);
  });

  it('payment: capture from pending or checkout; void from pending, processing, completed or checkout', () => {
    const all: PaymentMachineState[] = ['checkout', 'pending', 'processing', 'completed', 'failed', 'void', 'invalid'];
    expect(all.filter((s) => nextPaymentState(s, 'capture'))).toEqual(['checkout', 'pending']);
    expect(all.filter((s) => nextPaymentState(s, 'void'))).toEqual(['checkout', 'pending', 'processing', 'completed']);
  });

  it('shipment: ship from ready; cancel from pending or ready; resume to ready or pending', () => {
    const all: ShipmentMachineState[] = ['pending', 'ready', 'shipped', 'canceled'];
    expect(all.filter((s) => nextShipmentState(s, 'ship'))).toEqual(['ready']);
    expect(all.filter((s) => nextShipmentState(s, 'cancel'))).toEqual(['pending', 'ready']);
    expect(nextShipmentState('canceled', 'resume', true)).toBe('ready');
    expect(nextShipmentState('canceled', 'resume', false)).toBe('pending');
    expect(nextShipmentState('shipped', 'resume')).toBeNull();
  });
});
