import type { OrderState, PaymentMachineState, ShipmentMachineState } from './order.js';

/**
 * The three machines of issue 6, as Spree has them. Each event names the states it leaves from and
 * the state it goes to; anything else is refused with a 422 naming the state. Pure tables, so the
 * property test and the handlers read the same rules.
 */
type Table<S extends string, E extends string> = Record<E, { from: readonly S[]; to: S | null }>;

export const ORDER_EVENTS = {
  /** The checkout steps, one at a time. */
  next: { from: ['cart', 'address', 'delivery', 'payment', 'confirm'], to: null },
  cancel: { from: ['complete', 'resumed'], to: 'canceled' },
  resume: { from: ['canceled'], to: 'resumed' },
  authorize_return: { from: ['complete', 'resumed'], to: 'awaiting_return' },
  return: { from: ['awaiting_return'], to: 'returned' },
} as const satisfies Table<OrderState, string>;
export type OrderEvent = keyof typeof ORDER_EVENTS;

const CHECKOUT: readonly OrderState[] = ['cart', 'address', 'delivery', 'payment', 'confirm', 'complete'];

export const PAYMENT_EVENTS = {
  started_processing: { from: ['checkout', 'pending'], to: 'processing' },
  capture: { from: ['pending', 'checkout'], to: 'completed' },
  void: { from: ['pending', 'processing', 'completed', 'checkout'], to: 'void' },
  failure: { from: ['pending', 'processing'], to: 'failed' },
  invalidate: { from: ['checkout'], to: 'invalid' },
} as const satisfies Table<PaymentMachineState, string>;
export type PaymentEvent = keyof typeof PAYMENT_EVENTS;

export const SHIPMENT_EVENTS = {
  ready: { from: ['pending'], to: 'ready' },
  pend: { from: ['ready'], to: 'pending' },
  ship: { from: ['ready'], to: 'shipped' },
  cancel: { from: ['pending', 'ready'], to: 'canceled' },
  // to ready or pending, as the order's payment says (see resumeTarget)
  resume: { from: ['canceled'], to: null },
} as const satisfies Table<ShipmentMachineState, string>;
export type ShipmentEvent = keyof typeof SHIPMENT_EVENTS;

/** The order's state after `event`, or null when the state does not allow it. */
export function nextOrderState(state: OrderState, event: OrderEvent): OrderState | null {
  const rule = ORDER_EVENTS[event];
  if (!(rule.from as readonly OrderState[]).includes(state)) return null;
  if (event === 'next') return CHECKOUT[CHECKOUT.indexOf(state) + 1]!;
  return rule.to;
}

export function nextPaymentState(state: PaymentMachineState, event: PaymentEvent): PaymentMachineState | null {
  const rule = PAYMENT_EVENTS[event];
  return (rule.from as readonly PaymentMachineState[]).includes(state) ? rule.to : null;
}

/** `paid`: the order's payment allows shipping, so a resumed shipment is ready rather than pending. */
export function nextShipmentState(state: ShipmentMachineState, event: ShipmentEvent, paid = false): ShipmentMachineState | null {
  const rule = SHIPMENT_EVENTS[event];
  if (!(rule.from as readonly ShipmentMachineState[]).includes(state)) return null;
  return rule.to ?? (paid ? 'ready' : 'pending');
}

/** Spree's allow_cancel?: a placed order nothing of which has left the warehouse. */
export function cancelBlocked(shipmentState: string | null): boolean {
  return shipmentState === 'shipped' || shipmentState === 'partial';
}
