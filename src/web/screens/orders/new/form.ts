import { newOrderInput, type ShippingMethod } from '../../../../shared/commands/orders/create.js';
import type { UB_DISTRICTS } from '../../../../shared/schema/order.js';
import { issueMessage, type Translator } from '../../../kit/form/messages.js';

/** The new-order form's state, kept as the user types, and what it sends. Pure: no React. */
export interface PickedItem { sku: string; name: string; vendor_name: string; price: number; on_hand: number; backorderable: boolean; quantity: number }
export interface PickedCustomer { id: number; name: string; mobile: string | null; email: string | null }

export interface NewOrderState {
  mode: 'existing' | 'new';
  customer: PickedCustomer | null;
  fresh: { first_name: string; last_name: string; mobile: string; email: string };
  items: PickedItem[];
  ship: { name: string; phone: string; district: (typeof UB_DISTRICTS)[number] | ''; khoroo: string; address: string };
  shipping_method: ShippingMethod;
  /** A code of `order.payment_methods` (Settings › Payment); the first offered until one is chosen. */
  payment_method: string;
  note: string;
  /** Coupon codes typed, in the order they are taken. */
  codes: string[];
}

export const EMPTY: NewOrderState = {
  mode: 'existing',
  customer: null,
  fresh: { first_name: '', last_name: '', mobile: '', email: '' },
  items: [],
  ship: { name: '', phone: '', district: '', khoroo: '', address: '' },
  shipping_method: 'standard',
  payment_method: '',
  note: '',
  codes: [],
};

const blank = (s: string) => (s.trim() === '' ? undefined : s);

/** The command's input as the form stands; the server's schema decides, the form only asks it. */
export function toInput(s: NewOrderState): unknown {
  return {
    ...(s.mode === 'existing'
      ? { customer_id: s.customer?.id }
      : { customer: { first_name: s.fresh.first_name, last_name: blank(s.fresh.last_name), mobile: s.fresh.mobile, email: blank(s.fresh.email) } }),
    items: s.items.map((i) => ({ sku: i.sku, quantity: i.quantity })),
    ship: { ...s.ship, khoroo: s.ship.khoroo === '' ? undefined : Number(s.ship.khoroo), district: s.ship.district || undefined },
    shipping_method: s.shipping_method,
    payment_method: s.payment_method,
    note: blank(s.note),
    codes: s.codes.length ? s.codes : undefined,
  };
}

/** Field path (`ship.khoroo`, `customer.mobile`, `items`) → first problem in the reader's language, from the catalogue's own schema. */
export function problems(s: NewOrderState, tr: Translator): Record<string, string> {
  const parsed = newOrderInput.safeParse(toInput(s));
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    if (!(key in out)) out[key] = issueMessage(issue, key, tr);
  }
  return out;
}
