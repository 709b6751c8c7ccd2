import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Job } from '../../../../shared/schema/jobs.js';
import { JobActions, useLiveJob } from '../../jobs/JobParts.js';

/**
 * Step 4: the import's job, as the jobs centre has it: its bar moves with the live socket, it may be
 * cancelled and resumed here as in the tray, and its end is told by the tray's toast (§8 "import
 * completed"), wherever the reader is by then.
 */
export function JobProgress({ jobId, initial }: { jobId: number; initial: Job }) {
  const { t } = useTranslation();
  const job = useLiveJob(initial);

  return (
    <section className="pm-section" aria-labelledby="pm-job-title" data-testid="mass-job" data-status={job.status}>
      <h2 id="pm-job-title">{t('products_mass.job.title')}</h2>
      <progress className="pm-progress" value={job.processed} max={Math.max(1, job.total)} aria-label={t('products_mass.job.progress', job)} data-testid="mass-progress" />
      <p role="status" data-testid="mass-job-status">
        {job.status === 'done' ? t('products_mass.job.done', job)
          : job.status === 'failed' ? t('products_mass.job.failed', { message: job.message ?? '' })
            : job.status === 'queued' || job.status === 'running' ? `${t('products_mass.job.running')} ${t('products_mass.job.progress', job)}`
              : `${t(`jobs.status.${job.status}`)}: ${t('products_mass.job.progress', job)}`}
      </p>
      <p className="pm-actions">
        <JobActions job={job} testId="mass-job" />
        <Link href={`/jobs/${job.id}`} className="btn btn-ghost" data-testid="mass-job-open">{t('jobs.actions.details')}</Link>
      </p>
      {job.errors.length > 0 && (
        <table className="pm-table pm-errors" data-testid="mass-job-errors">
          <thead><tr><th scope="col">{t('products_mass.check.row')}</th><th scope="col">{t('products_mass.check.sku')}</th><th scope="col">{t('products_mass.check.message')}</th></tr></thead>
          <tbody>{job.errors.slice(0, 100).map((e) => <tr key={e.row}><td>{e.row}</td><td>{e.ref}</td><td>{e.field}: {e.message}</td></tr>)}</tbody>
        </table>
      )}
    </section>
  );
}
