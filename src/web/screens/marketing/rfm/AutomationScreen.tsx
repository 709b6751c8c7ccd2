import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { automationEvaluate, automationRules, automationRunSchema, automationRuns, automationSettings } from '../../../../shared/commands/marketing/automation.js';
import type { AnyResource } from '../../../../shared/resources/define.js';
import type { AnySingleton } from '../../../../shared/resources/singleton.js';
import { canAccess } from '../../../../shared/roles/access.js';
import { api } from '../../../app/api.js';
import { useSession } from '../../../app/session.js';
import { toast } from '../../../app/toasts.js';
import { notifyError } from '../../../kit/notify.js';
import { ResourceScreen } from '../../../kit/resource/ResourceScreen.js';
import { SingletonScreen } from '../../../kit/resource/SingletonScreen.js';
import { DataTable } from '../../../kit/table/DataTable.js';
import { commandSource } from '../../../kit/table/source.js';
import type { Column } from '../../../kit/table/types.js';
import '../marketing.css';

type Run = z.infer<typeof automationRunSchema>;

/**
 * /marketing/automation (§2 [marketing, admin]): the rules (the resource kit's list and form), the
 * runs they made (who, which rule, when, sent or skipped and why), and the frequency cap.
 */
export default function AutomationScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSession().viewer;
  const [busy, setBusy] = useState(false);
  const source = useMemo(() => commandSource<Run>(automationRuns, {}), []);
  const columns = useMemo<Column<Run>[]>(() => [
    { id: 'rule', header: t('automation_ui.columns.rule'), primary: true, width: 'minmax(160px, 2fr)', value: (r) => r.rule },
    { id: 'customer', header: t('automation_ui.columns.customer'), width: 'minmax(120px, 1fr)', value: (r) => r.customer },
    { id: 'recipient', header: t('automation_ui.columns.recipient'), width: 'minmax(120px, 1fr)', value: (r) => r.recipient ?? '' },
    { id: 'state', header: t('automation_ui.columns.state'), width: '100px', fit: true, value: (r) => t(`automation_ui.state.${r.state}`) },
    { id: 'reason', header: t('automation_ui.columns.reason'), width: 'minmax(140px, 2fr)', value: (r) => r.reason ?? '' },
    { id: 'due_at', header: t('automation_ui.columns.due_at'), kind: 'date', value: (r) => r.due_at },
    { id: 'done_at', header: t('automation_ui.columns.done_at'), kind: 'date', value: (r) => r.done_at ?? '' },
  ], [t]);

  async function evaluate() {
    setBusy(true);
    try {
      const r = await api.call(automationEvaluate, {});
      toast('success', t('automation_ui.evaluated', r));
      void queryClient.invalidateQueries({ queryKey: ['automation.runs'] });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mk-screen" data-testid="automation-screen">
      <p className="muted mk-hint">{t('automation_ui.intro')}</p>
      <ResourceScreen resource={automationRules as unknown as AnyResource} route={{ list: 'marketing.automation' }} />
      <section className="mk-screen" aria-labelledby="automation-runs-title">
        <header className="mk-head">
          <h2 id="automation-runs-title">{t('automation_ui.runs')}</h2>
          {canAccess(automationEvaluate, viewer) && (
            <button type="button" className="btn mk-end" data-testid="automation-evaluate" disabled={busy} onClick={() => void evaluate()}>{t('automation_ui.evaluate')}</button>
          )}
        </header>
        <DataTable<Run> source={source} columns={columns} rowKey={(r) => r.id} label={t('automation_ui.runs')}
          emptyText={t('automation_ui.runs_empty')} selectable={false} testId="automation-runs" />
      </section>
      <SingletonScreen singleton={automationSettings as unknown as AnySingleton} />
    </div>
  );
}
