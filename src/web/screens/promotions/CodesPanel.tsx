import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { couponCodes, couponGenerate } from '../../../shared/commands/promotions/discounts.js';
import { canAccess } from '../../../shared/roles/access.js';
import type { Job } from '../../../shared/schema/jobs.js';
import type { Discount } from '../../../shared/schema/promotion.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { SchemaForm } from '../../kit/form/SchemaForm.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { commandSource } from '../../kit/table/source.js';
import type { Column } from '../../kit/table/types.js';
import { JobActions, useLiveJob } from '../jobs/JobParts.js';

type Code = { id: number; code: string; used_count: number; created_at: string };
const GENERATE_FIELDS = ['count', 'prefix', 'length'] as const;

/** A discount's codes: a batch generated as a job whose bar moves live (cancel and resume as in the tray), then the list. */
export function CodesPanel({ discount }: { discount: Discount }) {
  const { t } = useTranslation();
  const viewer = useSession().viewer;
  const [job, setJob] = useState<Job | null>(null);
  const source = useMemo(() => commandSource<Code>(couponCodes, { id: discount.id }), [discount.id]);
  const columns = useMemo<Column<Code>[]>(() => [
    { id: 'code', header: t('promotions_ui.codes.code'), primary: true, sort: 'code', width: 'minmax(160px, 2fr)', cell: (c) => <code>{c.code}</code> },
    { id: 'used_count', header: t('promotions_ui.codes.used'), kind: 'number', sort: 'used_count', value: (c) => c.used_count },
    { id: 'created_at', header: t('promotions_ui.codes.created_at'), kind: 'date', value: (c) => c.created_at },
  ], [t]);
  const labels = useMemo(() => Object.fromEntries(GENERATE_FIELDS.map((f) => [f, t(`promotions_ui.codes.${f}`)])), [t]);

  return (
    <section className="pr-codes" aria-labelledby="pr-codes-title" data-testid="discount-codes">
      <h2 id="pr-codes-title">{t('promotions_ui.codes.title')}</h2>
      {canAccess(couponGenerate, viewer) && (
        <SchemaForm schema={couponGenerate.input} fixed={{ id: discount.id }} fields={GENERATE_FIELDS} labels={labels} layout="grid"
          defaultValues={{ count: 100, length: 8 }} submitLabel={t('promotions_ui.codes.generate')} testId="codes-generate"
          onSubmit={async (v) => setJob((await api.call(couponGenerate, v, { idempotencyKey: crypto.randomUUID() })).job)} />
      )}
      {job && <GenerateProgress key={job.id} initial={job} discountId={discount.id} />}
      <DataTable<Code> source={source} columns={columns} rowKey={(c) => c.id} label={t('promotions_ui.codes.table')}
        emptyText={t('promotions_ui.codes.empty')} selectable={false} testId="codes-table" />
    </section>
  );
}

function GenerateProgress({ initial, discountId }: { initial: Job; discountId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const job = useLiveJob(initial);
  // the codes list and the discount's count follow the job's progress
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['coupon.codes'] });
    if (job.status === 'done') void queryClient.invalidateQueries({ queryKey: ['discount.get', discountId] });
  }, [job.processed, job.status, queryClient, discountId]);
  const progress = t('promotions_ui.codes.progress', { processed: job.processed, total: job.total });
  return (
    <div className="pr-job" data-testid="codes-job" data-status={job.status}>
      <progress value={job.processed} max={Math.max(1, job.total)} aria-label={progress} />
      <p role="status" data-testid="codes-job-status">
        {job.status === 'done' ? t('promotions_ui.codes.done', { processed: job.processed })
          : job.status === 'queued' || job.status === 'running' ? `${t('promotions_ui.codes.running')} ${progress}`
            : `${t(`jobs.status.${job.status}`)}: ${progress}`}
      </p>
      <p className="pr-job-actions">
        <JobActions job={job} testId="codes-job" />
        <Link href={`/jobs/${job.id}`} className="btn btn-ghost">{t('jobs.actions.details')}</Link>
      </p>
    </div>
  );
}
