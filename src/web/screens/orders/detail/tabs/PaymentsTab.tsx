import { useTranslation } from 'react-i18next';
import { DateTime, Money } from '../../../../kit/cells.js';
import { MachineBadge } from '../../badges.js';
import { RowActions, useHasRowActions } from '../RowActions.js';
import type { OrderTabProps } from '../tabs.js';

/** Payments with capture and void (and whatever the registry adds), then the payment returns. */
export function PaymentsTab({ order }: OrderTabProps) {
  const { t } = useTranslation();
  const withActions = useHasRowActions('payment');
  const withReturnActions = useHasRowActions('payment_return');
  return (
    <div className="or-tab-stack">
      {order.payments.length === 0 ? <p className="muted">{t('orders_web.tabs_empty.payments')}</p> : (
        <table className="or-table" data-testid="payments">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('orders_web.payments.method')}</th>
              <th scope="col" className="num">{t('orders_web.payments.amount')}</th>
              <th scope="col">{t('orders_web.payments.state')}</th>
              <th scope="col">{t('orders_web.payments.source')}</th>
              <th scope="col">{t('orders_web.payments.created_at')}</th>
              {withActions && <th scope="col"><span className="sr-only">{t('orders_web.actions')}</span></th>}
            </tr>
          </thead>
          <tbody>
            {order.payments.map((p) => (
              <tr key={p.id} data-testid="payment-row" data-id={p.id} data-state={p.state}>
                <td>{p.id}</td>
                <td>{t(`orders_web.payment_method.${p.method}`, { defaultValue: p.method })}</td>
                <td className="num"><Money value={p.amount} /></td>
                <td><MachineBadge machine="payment" state={p.state} testId="payment-state" /></td>
                <td>{p.source ?? <span className="muted">-</span>}</td>
                <td><DateTime value={p.created_at} /></td>
                {withActions && <td><RowActions target="payment" row={p} order={order} /></td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {order.payment_returns.length > 0 && (
        <section>
          <h3 className="or-subtitle">{t('orders_web.payments.returns')}</h3>
          <table className="or-table" data-testid="payment-returns">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col" className="num">{t('orders_web.payments.amount')}</th>
                <th scope="col">{t('orders_web.payments.state')}</th>
                <th scope="col">{t('orders_web.payments.reason')}</th>
                <th scope="col">{t('orders_web.payments.source')}</th>
                <th scope="col">{t('orders_web.payments.created_at')}</th>
                {withReturnActions && <th scope="col"><span className="sr-only">{t('orders_web.actions')}</span></th>}
              </tr>
            </thead>
            <tbody>
              {order.payment_returns.map((r) => (
                <tr key={r.id} data-testid="payment-return-row" data-id={r.id} data-state={r.state}>
                  <td>{r.id}</td>
                  <td className="num"><Money value={r.amount} /></td>
                  <td>{t(`orders_web.payment_return_state.${r.state}`, { defaultValue: r.state })}</td>
                  <td>{t(`orders_web.payment_return_reason.${r.reason}`, { defaultValue: r.reason })}</td>
                  <td>{r.source ? t(`orders_web.payment_method.${r.source}`, { defaultValue: r.source }) : <span className="muted">-</span>}</td>
                  <td><DateTime value={r.created_at} /></td>
                  {withReturnActions && <td><RowActions target="payment_return" row={r} order={order} /></td>}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
