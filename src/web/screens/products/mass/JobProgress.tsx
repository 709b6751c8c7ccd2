import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentJob } from '../../../../shared/commands/products/import.js';
import type { Job } from '../../../../shared/schema/import.js';
import { api } from '../../../app/api.js';
import { toast } from '../../../app/toasts.js';

const POLL_MS = 500;
const finished = (job: Job | null | undefined) => job?.status === 'done' || job?.status === 'failed';

/** Step 4: the job's progress, polled from `current_job` until it ends; `import completed` then (§8). */
export function JobProgress({ jobId, initial }: { jobId: number; initial: Job }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ['product.current_job', jobId],
    queryFn: ({ signal }) => api.call(currentJob, { id: jobId }, { signal }),
    initialData: { job: initial },
    initialDataUpdatedAt: 0,
    refetchInterval: (q) => (finished(q.state.data?.job) ? false : POLL_MS),
  });
  const job = data.job ?? initial;
  const announced = useRef(false);
  useEffect(() => {
    if (!finished(job) || announced.current) return;
    announced.current = true;
    if (job.status === 'done') toast('success', t('products_mass.toast.import_completed'));
    // lists of products and the job log show what the import changed
    void queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && /^(product|variant)\./.test(q.queryKey[0]) && q.queryKey[0] !== 'product.current_job' });
  }, [job, queryClient, t]);

  return (
    <section className="pm-section" aria-labelledby="pm-job-title" data-testid="mass-job" data-status={job.status}>
      <h2 id="pm-job-title">{t('products_mass.job.title')}</h2>
      <progress className="pm-progress" value={job.processed} max={Math.max(1, job.total)} aria-label={t('products_mass.job.progress', job)} data-testid="mass-progress" />
      <p role="status" data-testid="mass-job-status">
        {job.status === 'done' ? t('products_mass.job.done', job)
          : job.status === 'failed' ? t('products_mass.job.failed', { message: job.message ?? '' })
            : `${t('products_mass.job.running')} ${t('products_mass.job.progress', job)}`}
      </p>
      {job.errors.length > 0 && (
        <table className="pm-table pm-errors" data-testid="mass-job-errors">
          <thead><tr><th scope="col">{t('products_mass.check.row')}</th><th scope="col">{t('products_mass.check.sku')}</th><th scope="col">{t('products_mass.check.message')}</th></tr></thead>
          <tbody>{job.errors.slice(0, 100).map((e) => <tr key={e.row}><td>{e.row}</td><td>{e.sku}</td><td>{e.field}: {e.message}</td></tr>)}</tbody>
        </table>
      )}
    </section>
  );
}
