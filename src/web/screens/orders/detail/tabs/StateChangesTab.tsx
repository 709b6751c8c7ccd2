import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUTO_CANCEL_REASON } from '../../../../../shared/commands/orders/auto-cancel.js';
import { stateChanges } from '../../../../../shared/commands/orders/orders.js';
import { api } from '../../../../app/api.js';
import { DateTime } from '../../../../kit/cells.js';
import { errorText } from '../../../../kit/notify.js';
import type { OrderTabProps } from '../tabs.js';

/** Where a machine's state names are translated; unknown machines show the raw name. */
const STATE_KEYS: Record<string, string> = {
  order: 'orders_web.state', payment: 'orders_web.payment_machine', shipment: 'orders_web.shipment_machine',
  payment_state: 'orders_web.payment_filter', shipment_state: 'orders_web.shipment_state', line_item: 'orders_web.actn',
};

/** Every transition of the order's machines (order, payment, shipment…), oldest first, with who did it. */
export function StateChangesTab({ order }: OrderTabProps) {
  const { t } = useTranslation();
  // the auto-cancel sweep writes a code (auto_cancel:24h); a person's reason is shown as typed
  const reasonText = (reason: string | null) => {
    const auto = reason ? AUTO_CANCEL_REASON.exec(reason) : null;
    return auto ? t('orders_web.state_changes.auto_cancel', { hours: Number(auto[1]) }) : (reason ?? '');
  };
  const stateName = (machine: string, state: string) => (STATE_KEYS[machine] ? t(`${STATE_KEYS[machine]}.${state}`, { defaultValue: state }) : state);
  const query = useQuery({
    queryKey: ['order.state_changes', order.number],
    queryFn: ({ signal }) => api.call(stateChanges, { number: order.number }, { signal }),
  });
  if (query.error) return <p role="alert" className="form-error">{errorText(query.error)}</p>;
  if (!query.data) return <p className="muted" role="status">{t('kit.table.loading')}</p>;
  if (query.data.items.length === 0) return <p className="muted">{t('orders_web.tabs_empty.state_changes')}</p>;
  return (
    <table className="or-table" data-testid="state-changes">
      <thead>
        <tr>
          <th scope="col">{t('orders_web.state_changes.when')}</th>
          <th scope="col">{t('orders_web.state_changes.machine')}</th>
          <th scope="col">{t('orders_web.state_changes.from')}</th>
          <th scope="col">{t('orders_web.state_changes.to')}</th>
          <th scope="col">{t('orders_web.state_changes.author')}</th>
          <th scope="col">{t('orders_web.state_changes.reason')}</th>
        </tr>
      </thead>
      <tbody>
        {query.data.items.map((s) => (
          <tr key={s.id} data-testid="state-change" data-machine={s.machine} data-to={s.to}>
            <td><DateTime value={s.created_at} /></td>
            <td>{t(`orders_web.machine.${s.machine}`, { defaultValue: s.machine })}{s.subject_id ? <span className="muted"> #{s.subject_id}</span> : null}</td>
            <td>{s.from ? stateName(s.machine, s.from) : <span className="muted">-</span>}</td>
            <td>{stateName(s.machine, s.to)}</td>
            <td>{s.author_email ?? <span className="muted">{t('orders_web.comments.system')}</span>}</td>
            <td data-testid="state-change-reason">{reasonText(s.reason)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
