import { useTranslation } from 'react-i18next';
import type { OrderJson } from '../../../shared/schema/order.js';
import './orders.css';

/** The colour of a state: said by the label too, never by the colour alone. */
type Tone = 'ok' | 'info' | 'warn' | 'bad' | 'off';

const ORDER_TONE: Record<string, Tone> = {
  complete: 'ok', resumed: 'info', canceled: 'bad', awaiting_return: 'warn', returned: 'warn',
  cart: 'off', address: 'off', delivery: 'off', payment: 'off', confirm: 'off',
};
const SHIPMENT_TONE: Record<string, Tone> = {
  shipped: 'ok', ready: 'info', pending: 'off', partial: 'warn', backorder: 'bad', canceled: 'bad',
};
const PAYMENT_MACHINE_TONE: Record<string, Tone> = {
  completed: 'ok', pending: 'info', checkout: 'off', processing: 'info', failed: 'bad', void: 'off', invalid: 'bad',
};

/**
 * §4 shows payment as paid, overpaid, short or unpaid: balance due is "short" once something was
 * paid and "unpaid" before. A vendor-confined reader has no payment total: balance due reads unpaid.
 */
export function paymentShown(order: Pick<OrderJson, 'payment_state' | 'payment_total'>): { key: string; tone: Tone } | null {
  switch (order.payment_state) {
    case null: return null;
    case 'paid': return { key: 'paid', tone: 'ok' };
    case 'credit_owed': return { key: 'overpaid', tone: 'info' };
    case 'balance_due': return (order.payment_total ?? 0) > 0 ? { key: 'short', tone: 'warn' } : { key: 'unpaid', tone: 'bad' };
    case 'failed': return { key: 'failed', tone: 'bad' };
    case 'void': return { key: 'void', tone: 'off' };
  }
}

/** `of` names what the state is of (order, payment, shipment): three badges side by side stay readable. */
function Badge({ tone, text, testId, value, of }: { tone: Tone; text: string; testId?: string | undefined; value: string; of: string }) {
  return <span className={`or-badge or-${tone}`} data-testid={testId} data-state={value} title={`${of}: ${text}`}>{text}</span>;
}

export function OrderStateBadge({ state, testId }: { state: string; testId?: string }) {
  const { t } = useTranslation();
  return <Badge tone={ORDER_TONE[state] ?? 'off'} text={t(`orders_web.state.${state}`, { defaultValue: state })} testId={testId} value={state} of={t('orders_web.columns.state')} />;
}

export function PaymentStateBadge({ order, testId }: { order: Pick<OrderJson, 'payment_state' | 'payment_total'>; testId?: string }) {
  const { t } = useTranslation();
  const shown = paymentShown(order);
  if (!shown) return <span className="muted">-</span>;
  return <Badge tone={shown.tone} text={t(`orders_web.payment_state.${shown.key}`)} testId={testId} value={order.payment_state ?? ''} of={t('orders_web.columns.payment_state')} />;
}

export function ShipmentStateBadge({ state, testId }: { state: string | null; testId?: string }) {
  const { t } = useTranslation();
  if (!state) return <span className="muted">-</span>;
  return <Badge tone={SHIPMENT_TONE[state] ?? 'off'} text={t(`orders_web.shipment_state.${state}`, { defaultValue: state })} testId={testId} value={state} of={t('orders_web.columns.shipment_state')} />;
}

/** A payment's or a parcel's own machine state (the tabs' rows). */
export function MachineBadge({ machine, state, testId }: { machine: 'payment' | 'shipment'; state: string; testId?: string }) {
  const { t } = useTranslation();
  const tone = (machine === 'payment' ? PAYMENT_MACHINE_TONE : SHIPMENT_TONE)[state] ?? 'off';
  return <Badge tone={tone} text={t(`orders_web.${machine}_machine.${state}`, { defaultValue: state })} testId={testId} value={state} of={t(`orders_web.machine.${machine}`)} />;
}
