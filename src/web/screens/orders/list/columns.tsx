import type { TFunction } from 'i18next';
import type { OrderJson } from '../../../../shared/schema/order.js';
import type { Column } from '../../../kit/table/types.js';
import { OrderStateBadge, PaymentStateBadge, ShipmentStateBadge } from '../badges.js';

/**
 * The list's columns; a vendor-confined reader sees his share of the amounts (the server's rule).
 * Platform and creation date are filters, not columns: the row must fit a laptop's width.
 */
export function orderColumns(t: TFunction): Column<OrderJson>[] {
  return [
    { id: 'number', header: t('orders_web.columns.number'), sort: 'number', primary: true, width: '110px',
      cell: (o) => <span className="or-number">{o.number}{o.flagged && <span className="or-flag" title={t('orders_web.flagged')} aria-label={t('orders_web.flagged')}>⚑</span>}</span> },
    { id: 'customer', header: t('orders_web.columns.customer'), width: 'minmax(120px, 2fr)',
      cell: (o) => <span className="or-two-lines"><span>{o.customer_name ?? o.email ?? '-'}</span><span className="muted">{o.phone ?? ''}</span></span> },
    { id: 'receiver', header: t('orders_web.columns.receiver'), width: 'minmax(100px, 1.5fr)',
      cell: (o) => <span className="or-two-lines"><span>{o.receiver_name ?? '-'}</span><span className="muted">{o.receiver_phone ?? ''}</span></span> },
    { id: 'state', header: t('orders_web.columns.state'), sort: 'state', width: '120px', fit: true, cell: (o) => <OrderStateBadge state={o.state} /> },
    { id: 'payment_state', header: t('orders_web.columns.payment_state'), sort: 'payment_state', width: '112px', fit: true, cell: (o) => <PaymentStateBadge order={o} /> },
    { id: 'shipment_state', header: t('orders_web.columns.shipment_state'), sort: 'shipment_state', width: '120px', fit: true, cell: (o) => <ShipmentStateBadge state={o.shipment_state} /> },
    { id: 'approved', header: t('orders_web.columns.approved'), width: '84px', fit: true,
      cell: (o) => (o.approved ? <span className="or-yes">{t('orders_web.yes')}</span> : <span className="muted">{t('orders_web.no')}</span>) },
    { id: 'total', header: t('orders_web.columns.total'), sort: 'total', kind: 'money', width: '110px', value: (o) => o.total },
    { id: 'completed_at', header: t('orders_web.columns.completed_at'), sort: 'completed_at', kind: 'date', value: (o) => o.completed_at },
  ];
}
