import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gatewayAccounts, gatewayCallAction, gatewayCandyLink } from '../../../shared/commands/gateway.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { toast } from '../../app/toasts.js';
import { letterOf } from '../../keyboard/keys.js';
import { DateTime } from '../../kit/cells.js';
import { SchemaForm } from '../../kit/form/SchemaForm.js';
import { isPlainKey, isTypingTarget, overlayOpen } from '../../kit/keys.js';

type Form = 'candy' | 'action' | null;

/**
 * The account at its bank (§7 candy_code link, call_action): its statement's schedule, the Candy
 * codes linked to its branches; `c` links a code, `a` runs one of the bank actions its adapter
 * declares, Esc closes the form. Hidden from those who may not send (cgw_income).
 */
export function BankPanel({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSession().viewer;
  const [form, setForm] = useState<Form>(null);
  const accounts = useQuery({ queryKey: ['gateway.accounts'], queryFn: ({ signal }) => api.call(gatewayAccounts, {}, { signal }) });
  const account = accounts.data?.items.find((a) => a.id === accountId);
  const mayLink = canAccess(gatewayCandyLink, viewer);
  const mayAct = canAccess(gatewayCallAction, viewer);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen()) return;
      if (e.key === 'Escape' && form) { e.preventDefault(); setForm(null); return; }
      if (isTypingTarget(e.target) || !isPlainKey(e) || e.shiftKey) return;
      const letter = letterOf(e);
      if (letter === 'c' && mayLink) { e.preventDefault(); setForm('candy'); }
      else if (letter === 'a' && mayAct) { e.preventDefault(); setForm('action'); }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [form, mayLink, mayAct]);

  const labels = useMemo(() => ({
    code: t('gateway_ui.candy_fields.code'), branch: t('gateway_ui.candy_fields.branch'),
    action: t('gateway_ui.candy_fields.action'), reference: t('gateway_ui.candy_fields.reference'),
  }), [t]);
  const choices = useMemo(() => ({
    action: (account?.actions ?? []).map((a) => ({ value: a, label: t(`gateway_ui.actions.${a}`, { defaultValue: a }) })),
  }), [account, t]);
  if (!account) return null;
  const close = <button type="button" className="btn" onClick={() => setForm(null)}>{t('gateway_ui.close')}</button>;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['gateway.accounts'] });

  return (
    <section className="gw-panel" aria-label={t('gateway_ui.bank_panel')} data-testid="gateway-bank">
      <div className="gw-head">
        <h2>{t('gateway_ui.bank_panel')}</h2>
        {mayLink && <button type="button" className="btn" aria-keyshortcuts="c" onClick={() => setForm('candy')} data-testid="gateway-candy-link">{t('gateway_ui.candy_link')}</button>}
        {mayAct && <button type="button" className="btn" aria-keyshortcuts="a" onClick={() => setForm('action')} data-testid="gateway-call-action">{t('gateway_ui.call_action')}</button>}
      </div>
      <p className="muted">
        {account.import_every_minutes > 0
          ? t('gateway_ui.schedule', { minutes: account.import_every_minutes, next: account.next_import_at ? new Date(account.next_import_at).toLocaleString() : '—' })
          : t('gateway_ui.schedule_off')}
        {(mayLink || mayAct) && <> {t('gateway_ui.bank_keys')}</>}
      </p>
      {form === 'candy' && (
        <SchemaForm schema={gatewayCandyLink.input} fields={['code', 'branch']} fixed={{ account_id: accountId }} labels={labels} autoFocus
          submitLabel={t('gateway_ui.candy_link')} actions={close} testId="gateway-candy-form"
          onSubmit={async (v) => {
            const { candy_code } = await api.call(gatewayCandyLink, v, { idempotencyKey: crypto.randomUUID() });
            toast('success', t('gateway_ui.candy_linked', { code: candy_code.code, branch: candy_code.branch }));
            setForm(null);
            refresh();
          }} />
      )}
      {form === 'action' && (
        <SchemaForm schema={gatewayCallAction.input} fields={['action', 'reference']} fixed={{ account_id: accountId }} labels={labels} choices={choices} autoFocus
          submitLabel={t('gateway_ui.call_action')} actions={close} testId="gateway-action-form"
          onSubmit={async (v) => {
            const done = await api.call(gatewayCallAction, v, { idempotencyKey: crypto.randomUUID() });
            toast('success', t('gateway_ui.action_done', { message: done.message }));
            setForm(null);
          }} />
      )}
      <h3>{t('gateway_ui.candy_codes')}</h3>
      {account.candy_codes.length === 0 ? <p className="muted">{t('gateway_ui.candy_empty')}</p> : (
        <table className="gw-table" data-testid="gateway-candy-codes">
          <thead><tr>
            <th scope="col">{t('gateway_ui.candy_fields.code')}</th><th scope="col">{t('gateway_ui.candy_fields.branch')}</th>
            <th scope="col">{t('gateway_ui.columns.state')}</th><th scope="col">{t('gateway_ui.columns.created_at')}</th>
          </tr></thead>
          <tbody>{account.candy_codes.map((c) => (
            <tr key={c.id}>
              <td>{c.code}</td><td>{c.branch}</td>
              <td>{t(`gateway_ui.candy_state.${c.state}`)}{c.error ? `: ${c.error}` : ''}</td><td><DateTime value={c.updated_at} /></td>
            </tr>
          ))}</tbody>
        </table>
      )}
    </section>
  );
}
