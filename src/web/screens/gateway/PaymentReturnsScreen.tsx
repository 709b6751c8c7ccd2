import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  gatewayAccounts, gatewayApprove, gatewayOwedReturns, gatewayPayReturn, gatewayReject, gatewayTransfer, gatewayTransfers, type GatewayTransfer,
} from '../../../shared/commands/gateway.js';
import { BANKS } from '../../../shared/commands/settings/bank-accounts.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { letterOf } from '../../keyboard/keys.js';
import { DateTime, Money } from '../../kit/cells.js';
import { confirm } from '../../kit/confirm/confirm.js';
import { SchemaForm } from '../../kit/form/SchemaForm.js';
import { isPlainKey, isTypingTarget, overlayOpen } from '../../kit/keys.js';
import { notifyError, notifySuccess } from '../../kit/notify.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { commandSource } from '../../kit/table/source.js';
import type { Column } from '../../kit/table/types.js';
import './gateway.css';

const RECEIVER = ['account_id', 'to_bank', 'to_account', 'to_name', 'description'] as const;

/**
 * /corporate_gateway/payment_returns (§2 [admin, cgw]): refunds owed to customers, paid back from
 * a corporate account; every transfer with its state; a checker approves or rejects what waits
 * (never his own); `n` starts a new transfer.
 */
export default function PaymentReturnsScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const myEmail = useSession().me.email;
  const [form, setForm] = useState<{ kind: 'transfer' } | { kind: 'return'; id: number; order: string } | null>(null);
  const accounts = useQuery({ queryKey: ['gateway.accounts'], queryFn: ({ signal }) => api.call(gatewayAccounts, {}, { signal }) });
  const owed = useQuery({ queryKey: ['gateway.owed_returns'], queryFn: ({ signal }) => api.call(gatewayOwedReturns, {}, { signal }) });
  const source = useMemo(() => commandSource<GatewayTransfer>(gatewayTransfers), []);
  const refresh = () => {
    for (const key of ['gateway.transfers', 'gateway.owed_returns', 'gateway.accounts']) void queryClient.invalidateQueries({ queryKey: [key] });
  };

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen() || isTypingTarget(e.target)) return;
      if (e.key === 'Escape' && form) { e.preventDefault(); setForm(null); }
      else if (isPlainKey(e) && !e.shiftKey && letterOf(e) === 'n') { e.preventDefault(); setForm({ kind: 'transfer' }); }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [form]);

  async function decide(transfer: GatewayTransfer, approve: boolean) {
    try {
      if (approve) {
        const ok = await confirm({ title: t('gateway_ui.approve'), body: `${transfer.to_name} · ${transfer.to_account}`, okLabel: t('gateway_ui.approve') });
        if (!ok) return;
        await api.call(gatewayApprove, { id: transfer.id });
      } else {
        const reason = window.prompt(t('gateway_ui.reject_reason'))?.trim();
        if (!reason) return;
        await api.call(gatewayReject, { id: transfer.id, reason });
      }
      notifySuccess('updated');
      refresh();
    } catch (e) {
      notifyError(e);
    }
  }

  const columns = useMemo<Column<GatewayTransfer>[]>(() => [
    { id: 'created_at', header: t('gateway_ui.columns.created_at'), kind: 'date', sort: 'created_at', value: (r) => r.created_at },
    { id: 'kind', header: t('gateway_ui.columns.kind'), width: '110px', fit: true, value: (r) => `${t(`gateway_ui.kinds.${r.kind}`)}${r.order_number ? ` ${r.order_number}` : ''}` },
    { id: 'to', header: t('gateway_ui.columns.to'), primary: true, width: 'minmax(200px, 2fr)', value: (r) => `${r.to_name} · ${t(`gateway_ui.banks.${r.to_bank}`)} ${r.to_account}` },
    { id: 'amount', header: t('gateway_ui.columns.amount'), kind: 'money', sort: 'amount', value: (r) => r.amount },
    { id: 'state', header: t('gateway_ui.columns.state'), width: 'minmax(150px, 1fr)', value: (r) => t(`gateway_ui.state.${r.state}`) + (r.error ? `: ${r.error}` : '') },
    { id: 'maker', header: t('gateway_ui.columns.maker'), width: 'minmax(140px, 1fr)', value: (r) => r.maker },
    { id: 'checker', header: t('gateway_ui.columns.checker'), width: 'minmax(140px, 1fr)', value: (r) => r.checker ?? '' },
  ], [t]);

  const labels = useMemo(() => Object.fromEntries([...RECEIVER, 'amount'].map((f) => [f, t(`gateway_ui.fields.${f}`)])), [t]);
  const choices = useMemo(() => ({
    account_id: (accounts.data?.items ?? []).map((a) => ({ value: a.id, label: `${t(`gateway_ui.banks.${a.bank}`)} ${a.account_number}` })),
    to_bank: BANKS.map((b) => ({ value: b, label: t(`gateway_ui.banks.${b}`) })),
  }), [accounts.data, t]);
  const close = <button type="button" className="btn" onClick={() => setForm(null)}>{t('gateway_ui.close')}</button>;

  return (
    <section className="gw-screen" data-testid="gateway-returns-screen">
      <header className="gw-head">
        <h1 className="screen-title">{t('nav.routes.gateway_payment_returns')}</h1>
        <button type="button" className="btn btn-primary" aria-keyshortcuts="n" onClick={() => setForm({ kind: 'transfer' })} data-testid="gateway-new-transfer">
          {t('gateway_ui.new_transfer')}
        </button>
      </header>
      {form?.kind === 'transfer' && (
        <section className="gw-panel" aria-label={t('gateway_ui.new_transfer')}>
          <SchemaForm schema={gatewayTransfer.input} fields={[...RECEIVER.slice(0, 4), 'amount', 'description']} labels={labels} choices={choices}
            money={gatewayTransfer.money} layout="grid" autoFocus submitLabel={t('gateway_ui.send')} actions={close} testId="gateway-transfer-form"
            onSubmit={async (v) => {
              await api.call(gatewayTransfer, v, { idempotencyKey: crypto.randomUUID() });
              notifySuccess('created');
              setForm(null);
              refresh();
            }} />
        </section>
      )}
      {form?.kind === 'return' && (
        <section className="gw-panel" aria-label={`${t('gateway_ui.pay')} ${form.order}`}>
          <h2>{t('gateway_ui.pay')} {form.order}</h2>
          <SchemaForm schema={gatewayPayReturn.input} fields={RECEIVER} fixed={{ payment_return_id: form.id }} labels={labels} choices={choices}
            layout="grid" autoFocus submitLabel={t('gateway_ui.send')} actions={close} testId="gateway-return-form"
            onSubmit={async (v) => {
              await api.call(gatewayPayReturn, v, { idempotencyKey: crypto.randomUUID() });
              notifySuccess('created');
              setForm(null);
              refresh();
            }} />
        </section>
      )}
      <h2>{t('gateway_ui.owed')}</h2>
      {owed.data && owed.data.items.length === 0 ? <p className="muted">{t('gateway_ui.owed_empty')}</p> : (
        <table className="gw-table" data-testid="gateway-owed">
          <thead><tr>{(['order_number', 'customer', 'amount', 'reason', 'created_at'] as const).map((c) => <th key={c} scope="col">{t(`gateway_ui.columns.${c}`)}</th>)}<th /></tr></thead>
          <tbody>{(owed.data?.items ?? []).map((r) => (
            <tr key={r.id}>
              <td>{r.order_number}</td><td>{r.customer}</td><td className="num"><Money value={r.amount} /></td><td>{t(`orders_web.payment_return_reason.${r.reason}`, { defaultValue: r.reason })}</td><td><DateTime value={r.created_at} /></td>
              <td><button type="button" className="btn" onClick={() => setForm({ kind: 'return', id: r.id, order: r.order_number })}>{t('gateway_ui.pay')}</button></td>
            </tr>
          ))}</tbody>
        </table>
      )}
      <h2>{t('gateway_ui.transfers')}</h2>
      <DataTable source={source} columns={columns} rowKey={(r) => r.id} selectable={false} label={t('gateway_ui.transfers')} emptyText={t('gateway_ui.transfers_empty')}
        testId="gateway-transfers"
        notice={(page) => {
          const waiting = page.items.filter((r) => r.state === 'awaiting_approval' && r.maker !== myEmail);
          return waiting.length ? (
            <div className="gw-panel" data-testid="gateway-awaiting">
              {waiting.map((r) => (
                <div key={r.id} className="gw-head">
                  <span>{t('gateway_ui.state.awaiting_approval')}: {r.to_name} · <Money value={r.amount} /> · {r.maker}</span>
                  <button type="button" className="btn btn-primary" onClick={() => void decide(r, true)}>{t('gateway_ui.approve')}</button>
                  <button type="button" className="btn" onClick={() => void decide(r, false)}>{t('gateway_ui.reject')}</button>
                </div>
              ))}
            </div>
          ) : null;
        }} />
    </section>
  );
}
