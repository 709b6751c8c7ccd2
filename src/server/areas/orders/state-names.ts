import { lookup } from '../../../shared/i18n/index.js';

/** Whose state a refusal names: the order's, its derived payment or shipment state, a payment's, a parcel's, a return's. */
export type StateOf = 'order' | 'order_payment' | 'order_shipment' | 'payment' | 'shipment' | 'payment_return';

/** The screens' own names of each machine's states (the badges say the same words). */
const NAMES: Record<StateOf, string> = {
  order: 'orders_web.state',
  order_payment: 'orders_web.payment_filter',
  order_shipment: 'orders_web.shipment_state',
  payment: 'orders_web.payment_machine',
  shipment: 'orders_web.shipment_machine',
  payment_return: 'orders_web.payment_return_state',
};

/**
 * A state as the reader calls it ("Дууссан", "Complete"), never its id ("complete"): refusals are
 * read by people; tools read the id in `fields`. The first machine that knows the state names it.
 */
export function stateName(of: StateOf | readonly StateOf[], state: string, locale: 'en' | 'mn'): string {
  for (const machine of typeof of === 'string' ? [of] : of) {
    const name = lookup(locale, `${NAMES[machine]}.${state}`);
    if (name) return name;
  }
  return state;
}

/** `{{name}}` filled from `values`, the `state` value named in the reader's language when its machine is known. */
export function fillMessage(text: string, values: Record<string, string>, locale: 'en' | 'mn', stateOf?: StateOf | readonly StateOf[]): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => {
    const v = values[k] ?? '';
    return k === 'state' && stateOf && v ? stateName(stateOf, v, locale) : v;
  });
}
