import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { testErpRequest, type erpIntegrations } from '../../../shared/commands/system/erp-integrations.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { errorText } from '../../kit/notify.js';
import '../../styles/system.css';

type Integration = z.infer<typeof erpIntegrations.def.item>;

/** Under an ERP connection's form: one request to its endpoint with its credential, and what came back. */
export function ErpTest({ item }: { item: Integration }) {
  const { t } = useTranslation();
  const viewer = useSession().viewer;
  const test = useMutation({ mutationFn: () => api.call(testErpRequest, { id: item.id }, { idempotencyKey: crypto.randomUUID() }) });
  if (!canAccess(testErpRequest, viewer)) return null;
  const answer = test.data;
  return (
    <section className="pa-sub" aria-labelledby="erp-test-title" data-testid="erp-test">
      <h3 id="erp-test-title">{t('system_ui.erp.test')}</h3>
      <p className="muted sys-note">{t('system_ui.erp.test_hint', { endpoint: item.endpoint })}</p>
      <button type="button" className="btn" disabled={test.isPending} onClick={() => test.mutate()} data-testid="erp-test-run">
        {test.isPending ? t('system_ui.erp.testing') : t('system_ui.erp.test_run')}
      </button>
      {test.error && <p role="alert" className="form-error">{errorText(test.error)}</p>}
      {answer && (
        <div className="sys-answer" role="status" data-testid="erp-test-answer" data-ok={answer.ok}>
          <p className={answer.ok ? 'sys-ok' : 'sys-failed'}>
            {answer.status === null
              ? t('system_ui.erp.no_answer', { error: answer.error ?? '', ms: answer.duration_ms })
              : t('system_ui.erp.answered', { status: answer.status, ms: answer.duration_ms })}
          </p>
          {answer.body && <pre className="sys-body">{answer.body}</pre>}
        </div>
      )}
    </section>
  );
}
