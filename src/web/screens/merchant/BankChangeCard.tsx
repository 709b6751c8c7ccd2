import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankChangeApprove, bankChangeReject, type BankChange } from '../../../shared/commands/merchant/infos.js';
import { formatDate } from '../../../shared/i18n/format.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { confirm } from '../../kit/confirm/confirm.js';
import { notifyError, notifySuccess } from '../../kit/notify.js';

/** The organisations' labels of a bank account's parts. */
const F = 'system_ui.organizations.fields';

function Accounts({ change }: { change: BankChange }) {
  const { t } = useTranslation();
  if (change.bank_accounts.length === 0) return <p className="muted">{t('merchant_ui.infos.no_accounts')}</p>;
  return (
    <table className="mc-table" data-testid="mc-bank-change-accounts">
      <thead><tr>
        <th>{t(`${F}.kind`)}</th><th>{t(`${F}.bank`)}</th><th>{t(`${F}.account`)}</th><th>{t(`${F}.name`)}</th>
      </tr></thead>
      <tbody>{change.bank_accounts.map((a) => (
        <tr key={a.kind}><td>{t(`${F}.${a.kind}`)}</td><td>{a.bank}</td><td>{a.account}</td><td>{a.name}</td></tr>
      ))}</tbody>
    </table>
  );
}

/**
 * One bank-account request: who asked and when, the accounts it asks for while it waits, and for an
 * admin approve, or reject with a reason after a confirmation. Shown under a vendor's store
 * information and under the list of every vendor's requests.
 */
export function BankChangeCard({ change, title, onDecided }: { change: BankChange; title?: string; onDecided: (item: BankChange) => Promise<void> | void }) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const mayDecide = change.state === 'pending' && canAccess(bankChangeApprove, viewer);
  const at = (v: string | null) => formatDate(v);

  async function decide(approve: boolean) {
    if (!approve && !(await confirm({ title: t('merchant_ui.infos.reject'), body: reason, danger: true }))) return;
    setBusy(true);
    try {
      const { item } = approve
        ? await api.call(bankChangeApprove, { id: change.id }, { idempotencyKey: crypto.randomUUID() })
        : await api.call(bankChangeReject, { id: change.id, reason }, { idempotencyKey: crypto.randomUUID() });
      await onDecided(item);
      notifySuccess('updated');
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={`mc-panel mc-bank-change mc-bank-${change.state}`} data-testid="mc-bank-change" data-state={change.state}>
      <h2>{title ?? t('merchant_ui.infos.bank_change')}</h2>
      {change.state === 'pending' && <p>{t('merchant_ui.infos.pending', { at: at(change.requested_at), who: change.requested_by ?? '-' })}</p>}
      {change.state === 'approved' && <p>{t('merchant_ui.infos.approved', { at: at(change.decided_at), who: change.decided_by ?? '-' })}</p>}
      {change.state === 'rejected' && <p>{t('merchant_ui.infos.rejected', { at: at(change.decided_at), who: change.decided_by ?? '-', reason: change.reason ?? '' })}</p>}
      {change.state === 'pending' && <Accounts change={change} />}
      {mayDecide && (
        <div className="mc-decide">
          <button type="button" className="btn" disabled={busy} onClick={() => void decide(true)} data-testid="mc-bank-approve">{t('merchant_ui.infos.approve')}</button>
          <input aria-label={t('merchant_ui.infos.reason')} placeholder={t('merchant_ui.infos.reason')} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="mc-bank-reason" />
          <button type="button" className="btn btn-danger" disabled={busy || !reason.trim()} onClick={() => void decide(false)} data-testid="mc-bank-reject">{t('merchant_ui.infos.reject')}</button>
        </div>
      )}
    </section>
  );
}
