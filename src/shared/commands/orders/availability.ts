import { cancelBlocked, nextOrderState } from '../../schema/order-machines.js';

/**
 * When an operation can run on an order: one rule per operation, declared with its command
 * (`available`), read by the server (which refuses), the screens (which hide or disable the action
 * with the reason as its tooltip) and the palette (which offers only what can run on the open
 * order). Computed from the order machines, never written twice.
 */

/** What of an order the rules read: the header both the server's row and the screen's JSON have. */
export interface OrderFacts {
  state: string;
  shipment_state: string | null;
  approved: boolean;
  driver_id: number | null;
}

/**
 * Why an operation cannot run now: an i18n key (`errors.orders.*` or `errors.orders_ops.*`) and
 * its values. `quiet`: the operation does not apply at all in this state (resume on a live order,
 * reset a driver nobody holds), so screens leave it out rather than show it disabled.
 */
export interface Unavailable {
  readonly key: string;
  /** The state that refuses, named in the reader's language where the message says it. */
  readonly state?: { readonly machine: 'state' | 'shipment_state'; readonly value: string };
  readonly quiet?: boolean;
}

/** The reason in the reader's language: `translate` is i18next's `t` on the web, the catalogue lookup on the server. */
export function unavailableText(u: Unavailable, translate: (key: string, values?: Record<string, string>) => string | undefined): string {
  const state = u.state ? (translate(`orders_web.${u.state.machine}.${u.state.value}`) ?? u.state.value) : '';
  return translate(u.key, { state }) ?? u.key;
}

export type OrderAvailability = (order: OrderFacts) => Unavailable | null;

/** Placed and live: the states in which an order's lines, parcels, address and driver may still change. */
export const OPEN_STATES: readonly string[] = ['complete', 'resumed'];
const CHECKOUT_STATES: readonly string[] = ['cart', 'address', 'delivery', 'payment', 'confirm'];
/** Adjustments stop once the order is canceled or its goods are coming back. */
const FROZEN_STATES: readonly string[] = ['canceled', 'returned', 'awaiting_return'];

const refusal = (key: string, state: string | null, quiet = false, machine: 'state' | 'shipment_state' = 'state'): Unavailable =>
  ({ key, state: { machine, value: state ?? '—' }, ...(quiet && { quiet }) });
const shipped = (o: OrderFacts) => o.shipment_state === 'shipped' || o.shipment_state === 'partial';

/** An operation of a live order's lines, parcels or address: refused with the rule's own words. */
export const whileOpen = (key: string): OrderAvailability => (o) => (OPEN_STATES.includes(o.state) ? null : refusal(key, o.state));

export const ORDER_RULES = {
  approve: (o: OrderFacts) => {
    if (o.approved) return { key: 'errors.orders.order_approved', quiet: true };
    return OPEN_STATES.includes(o.state) ? null : refusal('errors.orders.order_approve', o.state);
  },
  cancel: (o: OrderFacts) => {
    if (!nextOrderState(o.state as never, 'cancel')) return refusal('errors.orders.order_cancel', o.state, o.state === 'canceled');
    return cancelBlocked(o.shipment_state) ? refusal('errors.orders.order_cancel_shipped', o.shipment_state, false, 'shipment_state') : null;
  },
  resume: (o: OrderFacts) => (nextOrderState(o.state as never, 'resume') ? null : refusal('errors.orders.order_resume', o.state, true)),
  assignDriver: whileOpen('errors.orders.order_driver'),
  resetDriver: (o: OrderFacts) => (o.driver_id === null ? { key: 'errors.orders.order_no_driver', quiet: true } : null),
  updateAddress: (o: OrderFacts) => {
    if (![...CHECKOUT_STATES, ...OPEN_STATES].includes(o.state)) return refusal('errors.orders_ops.address_order_state', o.state);
    return shipped(o) ? refusal('errors.orders_ops.address_shipped', o.shipment_state, false, 'shipment_state') : null;
  },
  sendParcel: whileOpen('errors.orders_ops.send_parcel_state'),
  exchange: whileOpen('errors.orders_ops.exchange_order_state'),
  lineItem: whileOpen('errors.orders_ops.line_order_state'),
  lineReturn: (o: OrderFacts) => ([...OPEN_STATES, 'awaiting_return'].includes(o.state) ? null : refusal('errors.orders_ops.line_order_state', o.state)),
  shipment: whileOpen('errors.orders_ops.shipment_order_state'),
  adjustment: (o: OrderFacts) => (FROZEN_STATES.includes(o.state) ? refusal('errors.orders_ops.adjustment_order_state', o.state) : null),
} satisfies Record<string, OrderAvailability>;
