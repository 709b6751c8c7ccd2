import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { gatewayConnectOrder, gatewayTransaction } from '../../../shared/commands/gateway.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { toast } from '../../app/toasts.js';
import { DateTime, Money } from '../../kit/cells.js';
import { isTypingTarget, overlayOpen } from '../../kit/keys.js';
import { notifyError } from '../../kit/notify.js';
import type { ScreenProps } from '../index.js';
import './gateway.css';

/**
 * /corporate_gateway/{id}/{number} (§2): one statement line; an unmatched incoming one is matched
 * to an order here: the order number typed and Enter, or 1–9 for the suggested orders.
 */
export default function TransactionScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSession().viewer;
  const id = Number(params.number);
  const input = useRef<HTMLInputElement>(null);
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const { data } = useQuery({ queryKey: ['gateway.transaction', id], queryFn: ({ signal }) => api.call(gatewayTransaction, { id }, { signal }), enabled: Number.isSafeInteger(id) });
  const line = data?.transaction;
  const open = !!line && line.direction === 'in' && !line.order_number && canAccess(gatewayConnectOrder, viewer);

  async function connect(orderNumber: string) {
    if (!orderNumber.trim() || busy) return;
    setBusy(true);
    try {
      const { transaction } = await api.call(gatewayConnectOrder, { id, order_number: orderNumber.trim() });
      toast('success', t('gateway_ui.connected', { order: transaction.order_number }));
      queryClient.setQueryData(['gateway.transaction', id], { transaction, suggestions: [] });
      void queryClient.invalidateQueries({ queryKey: ['gateway.statements'] });
      void queryClient.invalidateQueries({ queryKey: ['gateway.accounts'] });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (!open || e.defaultPrevented || overlayOpen() || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return;
      const n = Number(e.key);
      const pick = Number.isInteger(n) && n >= 1 ? data?.suggestions[n - 1] : undefined;
      if (!pick) return;
      e.preventDefault();
      void connect(pick.order_number);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  if (!line) return <section className="gw-screen" aria-busy="true" />;
  return (
    <section className="gw-screen" data-testid="gateway-transaction">
      <h1 className="screen-title">{t('nav.routes.gateway_transaction')} {line.bank_txn_id}</h1>
      <dl className="gw-facts">
        <dt>{t('gateway_ui.columns.account_number')}</dt><dd><Link href={`/corporate_gateway/${line.account_id}`}>{line.account_number}</Link></dd>
        <dt>{t('gateway_ui.columns.posted_at')}</dt><dd><DateTime value={line.posted_at} /></dd>
        <dt>{t('gateway_ui.columns.direction')}</dt><dd>{t(`gateway_ui.direction.${line.direction}`)}</dd>
        <dt>{t('gateway_ui.columns.amount')}</dt><dd><Money value={line.amount} /></dd>
        <dt>{t('gateway_ui.columns.counterparty')}</dt><dd>{line.counterparty} {line.counterparty_account}</dd>
        <dt>{t('gateway_ui.columns.description')}</dt><dd>{line.description}</dd>
        <dt>{t('gateway_ui.columns.order_number')}</dt>
        <dd data-testid="gateway-order">
          {line.order_number ? <><Link href={`/orders/${line.order_number}`}>{line.order_number}</Link> · {line.matched_by ?? t('gateway_ui.auto')}</> : '—'}
        </dd>
      </dl>
      {open && (
        <section className="gw-panel" aria-label={t('gateway_ui.connect')}>
          <p className="muted">{t('gateway_ui.detail_keys')}</p>
          <form className="gw-connect" onSubmit={(e) => { e.preventDefault(); void connect(number); }}>
            <label>{t('gateway_ui.order_number')}<br />
              <input ref={input} value={number} onChange={(e) => setNumber(e.target.value)} data-testid="gateway-order-input" />
            </label>
            <button type="submit" className="btn btn-primary" disabled={busy}>{t('gateway_ui.connect')}</button>
          </form>
          <h2>{t('gateway_ui.suggestions')}</h2>
          {data.suggestions.length === 0 ? <p className="muted">{t('gateway_ui.no_suggestions')}</p> : (
            <table className="gw-table" data-testid="gateway-suggestions">
              <thead><tr>
                <th />{(['order_number', 'customer', 'outstanding', 'created_at', 'reasons'] as const).map((c) => <th key={c} scope="col">{t(`gateway_ui.columns.${c}`)}</th>)}<th />
              </tr></thead>
              <tbody>{data.suggestions.map((s, i) => (
                <tr key={s.order_number}>
                  <td><kbd>{i + 1}</kbd></td><td>{s.order_number}</td><td>{s.customer} {s.phone ?? ''}</td>
                  <td className="num"><Money value={s.outstanding} /></td><td><DateTime value={s.created_at} /></td>
                  <td>{s.reasons.map((r) => t(`gateway_ui.reasons.${r}`)).join(', ')}</td>
                  <td><button type="button" className="btn" disabled={busy} onClick={() => void connect(s.order_number)}>{t('gateway_ui.connect')}</button></td>
                </tr>
              ))}</tbody>
            </table>
          )}
        </section>
      )}
    </section>
  );
}
