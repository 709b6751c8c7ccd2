import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ebarimtLogs } from '../../../../shared/commands/orders/ebarimt.js';
import { api } from '../../../app/api.js';
import { DateTime } from '../../../kit/cells.js';

/** The query key of an order's e-receipt history: refreshed after every operation, refused ones too. */
export const ebarimtLogsKey = (number: string) => ['ebarimt.logs', number] as const;

/**
 * Every e-receipt operation on the order (§7 `ebarimt_logs`), newest first: what was done, by
 * whom, the receipt id, and for a refusal the PosAPI's own words.
 */
export function EbarimtHistory({ number }: { number: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ebarimtLogsKey(number),
    queryFn: ({ signal }) => api.call(ebarimtLogs, { number }, { signal }),
  });
  const items = query.data?.items ?? [];
  return (
    <section data-testid="ebarimt-history">
      <h3 className="or-subtitle">{t('orders_extra_ui.ebarimt.history.title')}</h3>
      {query.isSuccess && items.length === 0 ? <p className="muted">{t('orders_extra_ui.ebarimt.history.empty')}</p> : (
        <table className="or-table">
          <thead>
            <tr>
              <th scope="col">{t('orders_extra_ui.ebarimt.history.when')}</th>
              <th scope="col">{t('orders_extra_ui.ebarimt.history.action')}</th>
              <th scope="col">{t('orders_extra_ui.ebarimt.history.result')}</th>
              <th scope="col">{t('orders_extra_ui.ebarimt.id')}</th>
              <th scope="col">{t('orders_extra_ui.ebarimt.history.by')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((l) => (
              <tr key={l.id} data-testid="ebarimt-log" data-action={l.action} data-ok={l.ok}>
                <td><DateTime value={l.created_at} /></td>
                <td>{t(`orders_extra_ui.ebarimt.history.actions.${l.action}`)}</td>
                <td>{l.ok ? t('orders_extra_ui.ebarimt.history.ok') : <span className="or-refused">{t('orders_extra_ui.ebarimt.history.failed')}: {l.message}</span>}</td>
                <td><code>{l.receipt_id ?? '-'}</code></td>
                <td>{l.author_email ?? <span className="muted">-</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
