import { useTranslation } from 'react-i18next';
import { Money } from '../../../../kit/cells.js';
import { RowActions, useHasRowActions } from '../RowActions.js';
import type { OrderTabProps } from '../tabs.js';

/** §4's line item action colours: taken green, no_stock red, ready or digital blue, otherwise pale yellow. */
export function actionTone(actn: string | null, digital: boolean): string {
  if (actn === 'taken') return 'or-actn-taken';
  if (actn === 'no_stock') return 'or-actn-no-stock';
  if (actn === 'ready' || actn === 'digital' || (!actn && digital)) return 'or-actn-ready';
  return 'or-actn-other';
}

export function LineItemsTab({ order }: OrderTabProps) {
  const { t } = useTranslation();
  const withActions = useHasRowActions('line_item');
  if (order.line_items.length === 0) return <p className="muted">{t('orders_web.tabs_empty.line_items')}</p>;
  return (
    <table className="or-table" data-testid="line-items">
      <thead>
        <tr>
          <th scope="col">{t('orders_web.line_items.sku')}</th>
          <th scope="col">{t('orders_web.line_items.name')}</th>
          <th scope="col">{t('orders_web.line_items.vendor')}</th>
          <th scope="col" className="num">{t('orders_web.line_items.quantity')}</th>
          <th scope="col" className="num">{t('orders_web.line_items.price')}</th>
          <th scope="col" className="num">{t('orders_web.line_items.adjustments')}</th>
          <th scope="col" className="num">{t('orders_web.line_items.total')}</th>
          <th scope="col">{t('orders_web.line_items.action')}</th>
          {withActions && <th scope="col"><span className="sr-only">{t('orders_web.actions')}</span></th>}
        </tr>
      </thead>
      <tbody>
        {order.line_items.map((li) => (
          <tr key={li.id} className={actionTone(li.actn, li.is_digital)} data-testid="line-item-row" data-id={li.id}>
            <td><code>{li.sku}</code></td>
            <td>{li.name}</td>
            <td>{li.vendor_name}</td>
            <td className="num">
              {li.quantity}
              {li.returned_quantity > 0 && li.returned_quantity < li.quantity && (
                <span className="muted or-returned-part" data-testid="line-returned-part"> ({t('orders_web.line_items.returned_part', { count: li.returned_quantity })})</span>
              )}
            </td>
            <td className="num"><Money value={li.price} /></td>
            <td className="num"><Money value={li.adjustment_total} /></td>
            <td className="num"><Money value={li.total} /></td>
            <td>
              <span className="or-actn">{li.actn ? t(`orders_web.actn.${li.actn}`, { defaultValue: li.actn }) : (li.is_digital ? t('orders_web.actn.digital') : t('orders_web.actn.none'))}</span>
              {li.comment && <span className="muted or-actn-comment"> · {li.comment}</span>}
            </td>
            {withActions && <td><RowActions target="line_item" row={li} order={order} /></td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
