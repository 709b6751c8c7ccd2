import { useTranslation } from 'react-i18next';
import { approve, cancel, flag, resetDriver, resume, assignDriver } from '../../../../shared/commands/orders/orders.js';
import type { OrderDetailJson } from '../../../../shared/schema/order.js';
import { DateTime, Money } from '../../../kit/cells.js';
import { OrderStateBadge, PaymentStateBadge, ShipmentStateBadge } from '../badges.js';
import { useDriverName } from '../DriverPicker.js';
import { useCan } from '../shared.js';
import { CommandButton } from './CommandButton.js';
import { DriverButton } from './DriverButton.js';
import { RowActions } from './RowActions.js';

/** The order's own operations with their Shift+letter shortcuts. */
export const ORDER_SHORTCUTS = { approve: 'a', cancel: 'c', resume: 'r', flag: 'f', driver: 'd', reset_driver: 'x' } as const;

function Item({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return <div className="or-kv"><dt>{label}</dt><dd data-testid={testId}>{children}</dd></div>;
}

function addressOf(value: unknown): string | null {
  if (!value) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).filter((v) => typeof v === 'string' || typeof v === 'number').join(', ') || null;
  return null;
}

/** Number, people, addresses, totals, the state badges and the operations the user may run. */
export function OrderHeader({ order }: { order: OrderDetailJson }) {
  const { t } = useTranslation();
  const can = useCan();
  const driverName = useDriverName();
  const shipTo = [order.ship_district, order.ship_khoroo ? t('orders_web.summary.khoroo', { n: order.ship_khoroo }) : null, order.ship_address].filter(Boolean).join(', ');
  const billTo = addressOf(order.bill_address);
  const dash = <span className="muted">-</span>;

  return (
    <header className="or-head">
      <div className="or-head-top">
        <h1 className="screen-title" data-testid="order-number">
          {order.number}
          {order.flagged && <span className="or-flag" title={t('orders_web.flagged')} data-testid="order-flagged"> ⚑ {t('orders_web.flagged')}</span>}
        </h1>
        <span className="or-badges" data-testid="order-badges">
          <OrderStateBadge state={order.state} testId="order-state" />
          <PaymentStateBadge order={order} testId="order-payment-state" />
          <ShipmentStateBadge state={order.shipment_state} testId="order-shipment-state" />
          {order.approved
            ? <span className="or-badge or-ok" data-testid="order-approved">{t('orders_web.summary.approved')}</span>
            : <span className="or-badge or-warn" data-testid="order-approved">{t('orders_web.summary.not_approved')}</span>}
        </span>
      </div>

      <div className="or-operations" role="group" aria-label={t('orders_web.operations')} data-testid="order-operations">
        {can(approve) && <CommandButton command={approve} orderNumber={order.number} order={order} fixed={{ number: order.number }} shortcut={ORDER_SHORTCUTS.approve} primary={!order.approved} testId="order-approve" />}
        {can(flag) && (
          <CommandButton command={flag} orderNumber={order.number} order={order} fixed={{ number: order.number, flag: !order.flagged }}
            label={order.flagged ? t('orders_web.summary.unflag') : t('orders_web.summary.flag')} shortcut={ORDER_SHORTCUTS.flag} testId="order-flag" />
        )}
        {can(assignDriver) && <DriverButton order={order} shortcut={ORDER_SHORTCUTS.driver} />}
        {can(resetDriver) && <CommandButton command={resetDriver} orderNumber={order.number} order={order} fixed={{ number: order.number }} shortcut={ORDER_SHORTCUTS.reset_driver} testId="order-reset-driver" />}
        {can(resume) && <CommandButton command={resume} orderNumber={order.number} order={order} fixed={{ number: order.number }} shortcut={ORDER_SHORTCUTS.resume} testId="order-resume" />}
        {can(cancel) && <CommandButton command={cancel} orderNumber={order.number} order={order} fixed={{ number: order.number }} shortcut={ORDER_SHORTCUTS.cancel} testId="order-cancel" />}
        <RowActions target="order" row={null} order={order} small={false} />
      </div>

      <div className="or-summary">
        <dl className="or-summary-col">
          <Item label={t('orders_web.summary.customer')} testId="order-customer">
            {order.customer_name ?? dash}
            {order.email && <span className="muted"> · {order.email}</span>}
            {order.phone && <span className="muted"> · {order.phone}</span>}
          </Item>
          <Item label={t('orders_web.summary.receiver')} testId="order-receiver">
            {order.receiver_name ?? dash}{order.receiver_phone && <span className="muted"> · {order.receiver_phone}</span>}
          </Item>
          <Item label={t('orders_web.summary.ship_address')}>{shipTo || dash}</Item>
          <Item label={t('orders_web.summary.bill_address')}>{billTo ?? dash}</Item>
          {order.note && <Item label={t('orders_web.summary.note')}>{order.note}</Item>}
        </dl>
        <dl className="or-summary-col">
          <Item label={t('orders_web.summary.platform')}>{t(`orders_web.platform.${order.platform}`, { defaultValue: order.platform })}</Item>
          <Item label={t('orders_web.summary.created_at')}><DateTime value={order.created_at} /></Item>
          <Item label={t('orders_web.summary.completed_at')}><DateTime value={order.completed_at} /></Item>
          <Item label={t('orders_web.summary.approval')} testId="order-approval">
            {order.approved ? <><DateTime value={order.approved_at} />{order.approved_by !== null && <span className="muted" data-testid="order-approved-by"> · {order.approved_by_email ?? `#${order.approved_by}`}</span>}</> : t('orders_web.summary.not_approved')}
          </Item>
          <Item label={t('orders_web.summary.driver')} testId="order-driver">{driverName(order.driver_id) ?? dash}</Item>
          <Item label={t('orders_web.summary.shipped_at')}><DateTime value={order.shipped_at} /></Item>
        </dl>
        <dl className="or-summary-col or-totals" data-testid="order-totals">
          <Item label={t('orders_web.totals.item_total')}><Money value={order.item_total} /></Item>
          <Item label={t('orders_web.totals.adjustment_total')}><Money value={order.adjustment_total} /></Item>
          <Item label={t('orders_web.totals.shipment_total')}><Money value={order.shipment_total} /></Item>
          <Item label={t('orders_web.totals.fee_total')}><Money value={order.fee_total} /></Item>
          {order.store_credit_total !== null && order.store_credit_total !== 0 && <Item label={t('orders_web.totals.store_credit_total')}><Money value={order.store_credit_total} /></Item>}
          <Item label={t('orders_web.totals.total')} testId="order-total"><strong><Money value={order.total} /></strong></Item>
          {order.payment_total !== null && <Item label={t('orders_web.totals.payment_total')} testId="order-payment-total"><Money value={order.payment_total} /></Item>}
          <Item label={t('orders_web.totals.commission_total')}><Money value={order.commission_total} /></Item>
        </dl>
      </div>
    </header>
  );
}
