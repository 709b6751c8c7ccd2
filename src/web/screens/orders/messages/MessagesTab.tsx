import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messages, resendEmail, resendSms, sendSms } from '../../../../shared/commands/orders/messages.js';
import { canAccess } from '../../../../shared/roles/access.js';
import { api } from '../../../app/api.js';
import { DateTime } from '../../../kit/cells.js';
import { errorText } from '../../../kit/notify.js';
import { CommandButton } from '../detail/CommandButton.js';
import type { OrderTab, OrderTabProps } from '../detail/tabs.js';
import { useCan } from '../shared.js';

const STATE_TONE: Record<string, string> = { sent: 'ok', pending: 'info', sending: 'info', failed: 'bad' };

/**
 * What the order sent the customer (§7 `GET orders/{n}/sms`): SMS and email, each with its text,
 * recipient, delivery state and attempts, newest first; resending is an operator's button. The
 * live updates refresh it when the outbox worker delivers (its key carries the order's number).
 */
export function MessagesTab({ order }: OrderTabProps) {
  const { t } = useTranslation();
  const can = useCan();
  const query = useQuery({
    queryKey: ['order.messages', order.number],
    queryFn: ({ signal }) => api.call(messages, { number: order.number }, { signal }),
  });
  const items = query.data?.items ?? [];
  return (
    <div className="or-tab-stack">
      {(can(resendSms) || can(resendEmail) || can(sendSms)) && (
        <div className="or-tab-actions" role="toolbar" aria-label={t('orders_messages.tab.title')} style={{ display: 'flex', gap: 6 }}>
          {can(resendSms) && <CommandButton command={resendSms} orderNumber={order.number} fixed={{ number: order.number }}
            label={t('orders_messages.tab.resend_sms')} small testId="resend-sms" />}
          {can(sendSms) && <CommandButton command={sendSms} orderNumber={order.number} fixed={{ number: order.number }}
            label={t('orders_messages.tab.send_sms')} small testId="send-sms" />}
          {can(resendEmail) && <CommandButton command={resendEmail} orderNumber={order.number} fixed={{ number: order.number }}
            label={t('orders_messages.tab.resend_email')} small testId="resend-email" />}
        </div>
      )}
      {query.error ? <p role="alert" className="form-error">{errorText(query.error)}</p> : null}
      {query.isPending && <p className="muted" role="status">{t('kit.table.loading')}</p>}
      {query.isSuccess && items.length === 0 && <p className="muted">{t('orders_messages.tab.empty')}</p>}
      {items.length > 0 && (
        <table className="or-table" data-testid="order-messages">
          <thead>
            <tr>
              <th scope="col">{t('orders_messages.tab.created_at')}</th>
              <th scope="col">{t('orders_messages.tab.template')}</th>
              <th scope="col">{t('orders_messages.tab.channel')}</th>
              <th scope="col">{t('orders_messages.tab.recipient')}</th>
              <th scope="col">{t('orders_messages.tab.state')}</th>
              <th scope="col">{t('orders_messages.tab.attempts')}</th>
              <th scope="col">{t('orders_messages.tab.sent_at')}</th>
              <th scope="col">{t('orders_messages.tab.text')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((m) => (
              <tr key={m.id} data-testid="order-message" data-channel={m.channel} data-state={m.state} data-template={m.template}>
                <td><DateTime value={m.created_at} /></td>
                <td>{t(`orders_messages.templates.${m.template}`)}</td>
                <td>{t(`orders_messages.channels.${m.channel}`)}</td>
                <td>{m.recipient}</td>
                <td>
                  <span className={`or-badge or-${STATE_TONE[m.state] ?? 'off'}`} data-state={m.state}
                    title={m.last_error ? `${t('orders_messages.tab.error')}: ${m.last_error}` : undefined}>
                    {t(`orders_messages.states.${m.state}`)}
                  </span>
                </td>
                <td>{m.attempts}</td>
                <td>{m.sent_at ? <DateTime value={m.sent_at} /> : <span className="muted">-</span>}</td>
                <td className="or-message-text" style={{ whiteSpace: 'pre-line', maxWidth: '44em' }}>
                  {m.subject ? <strong>{m.subject}<br /></strong> : null}
                  <span>{m.body}</span>
                  {m.last_error && m.state !== 'sent' ? <span className="form-error"><br />{t('orders_messages.tab.error')}: {m.last_error}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The "SMS sent" tab of the order detail, appended to its registry (src/web/screens/orders/detail/tabs.tsx). */
export const MESSAGES_TAB: OrderTab = {
  id: 'sms', label: 'orders_messages.tab.title', component: MessagesTab, visible: (_o, viewer) => canAccess(messages, viewer),
};
