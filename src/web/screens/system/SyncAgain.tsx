import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { syncAgain, type syncLogs } from '../../../shared/commands/system/logs.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { confirm } from '../../kit/confirm/confirm.js';
import { errorText } from '../../kit/notify.js';
import '../../styles/system.css';

type Entry = z.infer<typeof syncLogs.def.item>;

/** Under a sync log entry of an ERP connection (§7 sync): the same exchange done again now, its outcome a new entry. */
export function SyncAgain({ item }: { item: Entry }) {
  const { t } = useTranslation();
  const viewer = useSession().viewer;
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => api.call(syncAgain, { id: item.id }, { idempotencyKey: crypto.randomUUID() }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['sync_log.list'] }),
  });
  if (!canAccess(syncAgain, viewer) || !item.integration.startsWith('erp:')) return null;
  async function start() {
    if (await confirm({ title: t('system_ui.logs.sync.confirm_title', { reference: item.reference, integration: item.integration }), okLabel: t('system_ui.logs.sync.run') })) run.mutate();
  }
  const entry = run.data?.entry;
  return (
    <section className="pa-sub" aria-labelledby="sync-again-title" data-testid="sync-again">
      <h3 id="sync-again-title">{t('system_ui.logs.sync.title')}</h3>
      <p className="muted sys-note">{t('system_ui.logs.sync.hint')}</p>
      <button type="button" className="btn" disabled={run.isPending} onClick={() => void start()} data-testid="sync-again-run">
        {run.isPending ? t('system_ui.logs.sync.running') : t('system_ui.logs.sync.run')}
      </button>
      {run.error && <p role="alert" className="form-error">{errorText(run.error)}</p>}
      {entry && (
        <p role="status" className={entry.status === 'ok' ? 'sys-ok' : 'sys-failed'} data-testid="sync-again-answer">
          {t(entry.status === 'ok' ? 'system_ui.logs.sync.done_ok' : 'system_ui.logs.sync.done_failed', { message: entry.message })}
        </p>
      )}
    </section>
  );
}
