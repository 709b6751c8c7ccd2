import { useTranslation } from 'react-i18next';
import { DateTime, Money } from '../../../../kit/cells.js';
import { MachineBadge } from '../../badges.js';
import { useDriverName } from '../../DriverPicker.js';
import { RowActions, useHasRowActions } from '../RowActions.js';
import type { OrderTabProps } from '../tabs.js';

/** The order's parcels with ship, cancel and resume (and whatever the registry adds). */
export function ShipmentsTab({ order }: OrderTabProps) {
  const { t } = useTranslation();
  const withActions = useHasRowActions('shipment');
  const driverName = useDriverName();
  if (order.shipments.length === 0) return <p className="muted">{t('orders_web.tabs_empty.shipments')}</p>;
  const skuOf = new Map(order.line_items.map((li) => [li.id, li.sku]));
  return (
    <table className="or-table" data-testid="shipments">
      <thead>
        <tr>
          <th scope="col">{t('orders_web.shipments.number')}</th>
          <th scope="col">{t('orders_web.shipments.location')}</th>
          <th scope="col">{t('orders_web.shipments.state')}</th>
          <th scope="col">{t('orders_web.shipments.units')}</th>
          <th scope="col" className="num">{t('orders_web.shipments.cost')}</th>
          <th scope="col">{t('orders_web.shipments.tracking')}</th>
          <th scope="col">{t('orders_web.shipments.driver')}</th>
          <th scope="col">{t('orders_web.shipments.shipped_at')}</th>
          {withActions && <th scope="col"><span className="sr-only">{t('orders_web.actions')}</span></th>}
        </tr>
      </thead>
      <tbody>
        {order.shipments.map((s) => (
          <tr key={s.id} data-testid="shipment-row" data-id={s.id} data-state={s.state}>
            <td><code>{s.number}</code></td>
            <td>{s.stock_location_name}</td>
            <td><MachineBadge machine="shipment" state={s.state} testId="shipment-state" /></td>
            <td className="or-units">{s.units.map((u) => `${skuOf.get(u.line_item_id) ?? u.line_item_id} × ${u.quantity}`).join(', ')}</td>
            <td className="num"><Money value={s.cost} /></td>
            <td>{s.tracking ?? <span className="muted">-</span>}</td>
            <td>{driverName(s.driver_id) ?? <span className="muted">-</span>}</td>
            <td><DateTime value={s.shipped_at} /></td>
            {withActions && <td><RowActions target="shipment" row={s} order={order} /></td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
