import { commandById, type AnyCommand } from '../../../../shared/commands/index.js';
import { formatMoney } from '../../../../shared/i18n/format.js';
import type { OrderDetailJson } from '../../../../shared/schema/order.js';

/** What a row action acts on. `order` is the header, after the order's own operations. */
export type ActionTarget = 'order' | 'line_item' | 'shipment' | 'payment' | 'payment_return' | 'adjustment';

/**
 * The registry of row and header actions: catalogue command ids offered on each kind of row.
 * A helper who adds a command (line-item actions, parcel split or transfer, adjustments, payment
 * returns, e-receipts…) appends its id here and the screen renders it: its title, its form from
 * the zod input with the row's ids filled in, a confirmation when it is `confirm` or `danger`,
 * and only for the roles that may run it. Ids not (yet) in the catalogue are skipped.
 */
export const ACTIONS: Record<ActionTarget, string[]> = {
  order: ['order.send_parcel', 'order.update_address', 'order.exchange', 'gift_card.redeem'],
  line_item: ['line_item.update', 'line_item.ship_item', 'line_item.not_ship_item', 'line_item.return'],
  shipment: ['shipment.ship', 'shipment.ship_without_sms', 'shipment.cancel', 'shipment.resume',
    'shipment.split', 'shipment.transfer_to_location', 'shipment.transfer_to_shipment', 'shipment.add', 'shipment.remove'],
  payment: ['payment.capture', 'payment.void', 'payment_return.create'],
  payment_return: ['payment_return.complete', 'payment_return.cancel'],
  adjustment: ['adjustment.create', 'adjustment.update', 'adjustment.delete', 'coupon.use', 'coupon.remove'],
};

/** Single-key shortcuts (with Shift) of header actions, by command id; the order's own are in Header. */
export const ACTION_SHORTCUTS: Record<string, string> = {};

export function actionsFor(target: ActionTarget): AnyCommand[] {
  return ACTIONS[target].map((id) => commandById(id)).filter((c): c is AnyCommand => c !== undefined);
}

/** A row of a tab: whatever it is, it has its own id. */
export interface ActionRow { readonly id: number }

/**
 * The values a row puts into a command's input, kept only where the input has such a field: the
 * order's `number`, the row's `id`, and the row's id under `<target>_id` (`line_item_id`,
 * `shipment_id`, `payment_id`, `payment_return_id`, `adjustment_id`) for commands that take the order and the row.
 */
export function prefill(target: ActionTarget, row: ActionRow | null, order: Pick<OrderDetailJson, 'number' | 'id'>, fields: readonly string[]): Record<string, unknown> {
  const candidates: Record<string, unknown> = { number: order.number, order_id: order.id };
  if (row && target !== 'order') {
    candidates.id = row.id;
    candidates[`${target}_id`] = row.id;
  }
  return Object.fromEntries(Object.entries(candidates).filter(([k]) => fields.includes(k)));
}

/**
 * The order's own rows as options of the id fields a form asks, so that nobody types an id: its
 * lines (`SKU · name × 2`), its parcels (`number · location`) and its payments (`#12 · card`).
 */
export function choicesOf(order: OrderDetailJson, t: (key: string, options?: Record<string, unknown>) => string): Record<string, { value: number; label: string }[]> {
  const lines = order.line_items.map((l) => ({ value: l.id, label: `${l.sku} · ${l.name} × ${l.quantity}` }));
  const parcels = order.shipments.map((s) => ({ value: s.id, label: `${s.number} · ${s.stock_location_name}` }));
  const payments = order.payments.map((p) => ({ value: p.id, label: `#${p.id} · ${t(`orders_web.payment_method.${p.method}`, { defaultValue: p.method })} · ${formatMoney(p.amount)}` }));
  return { line_item_id: lines, line_item_ids: lines, target_shipment_id: parcels, shipment_id: parcels, payment_id: payments };
}
