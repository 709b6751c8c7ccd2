import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gatewayImport } from '../../../shared/commands/gateway.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { toast } from '../../app/toasts.js';
import { notifyError } from '../../kit/notify.js';

/** Imports an account's statement from the bank now and says what it found. */
export function ImportButton({ accountId, shortcut = false }: { accountId: number; shortcut?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSession().viewer;
  const [busy, setBusy] = useState(false);
  if (!canAccess(gatewayImport, viewer)) return null;
  async function run() {
    setBusy(true);
    try {
      const r = await api.call(gatewayImport, { account_id: accountId });
      toast('success', t('gateway_ui.imported', { imported: r.imported, matched: r.matched, settled: r.settled_transfers }));
      void queryClient.invalidateQueries({ queryKey: ['gateway.accounts'] });
      void queryClient.invalidateQueries({ queryKey: ['gateway.statements'] });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn" disabled={busy} aria-busy={busy} onClick={() => void run()} data-testid={`gateway-import-${accountId}`}
      {...(shortcut ? { 'aria-keyshortcuts': 'i', 'data-gateway-import': '' } : {})}>
      {t('gateway_ui.import')}
    </button>
  );
}
