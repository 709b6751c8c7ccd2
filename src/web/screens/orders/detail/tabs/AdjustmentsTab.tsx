import { useTranslation } from 'react-i18next';
import { DateTime, Money } from '../../../../kit/cells.js';
import { RowActions, useHasRowActions } from '../RowActions.js';
import type { OrderTabProps } from '../tabs.js';

/** Promotions, manual changes and fees; read-only until adjustments' commands join the registry. */
export function AdjustmentsTab({ order }: OrderTabProps) {
  const { t } = useTranslation();
  const withActions = useHasRowActions('adjustment');
  const skuOf = new Map(order.line_items.map((li) => [li.id, li.sku]));
  return (
    <div className="or-tab-stack">
      {order.adjustments.length === 0 ? <p className="muted">{t('orders_web.tabs_empty.adjustments')}</p> : (
        <table className="or-table" data-testid="adjustments">
          <thead>
            <tr>
              <th scope="col">{t('orders_web.adjustments.label')}</th>
              <th scope="col">{t('orders_web.adjustments.kind')}</th>
              <th scope="col">{t('orders_web.adjustments.line_item')}</th>
              <th scope="col" className="num">{t('orders_web.adjustments.amount')}</th>
              <th scope="col">{t('orders_web.adjustments.eligible')}</th>
              <th scope="col">{t('orders_web.adjustments.created_at')}</th>
              {withActions && <th scope="col"><span className="sr-only">{t('orders_web.actions')}</span></th>}
            </tr>
          </thead>
          <tbody>
            {order.adjustments.map((a) => (
              <tr key={a.id} data-testid="adjustment-row" data-id={a.id}>
                <td>{a.label}</td>
                <td>{t(`orders_web.adjustment_kind.${a.kind}`, { defaultValue: a.kind })}</td>
                <td>{a.line_item_id ? <code>{skuOf.get(a.line_item_id) ?? a.line_item_id}</code> : <span className="muted">{t('orders_web.adjustments.whole_order')}</span>}</td>
                <td className="num"><Money value={a.amount} /></td>
                <td>{a.eligible ? t('orders_web.yes') : t('orders_web.no')}</td>
                <td><DateTime value={a.created_at} /></td>
                {withActions && <td><RowActions target="adjustment" row={a} order={order} /></td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
