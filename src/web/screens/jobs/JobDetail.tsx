import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get, JOB_KINDS, type JobKindName } from '../../../shared/commands/jobs/index.js';
import { ROUTES } from '../../../shared/roles/routes.js';
import { linkPath } from '../../../shared/roles/visibility.js';
import { api } from '../../app/api.js';
import { sawJob } from '../../app/live-jobs.js';
import { DateTime } from '../../kit/cells.js';
import { Link } from 'wouter';
import { useMayOpen } from '../../kit/links.js';
import { JobActions, JobBar } from './JobParts.js';
import { jobName } from './labels.js';

/** Where the screen of a job's kind is (an import's /products/mass), when it has a plain path. */
function kindScreen(kind: string): string | null {
  const declared = JOB_KINDS[kind as JobKindName];
  const route = declared && ROUTES.find((r) => r.id === declared.route);
  return route ? linkPath(route.path) : null;
}

/**
 * One job: its bar moving with the live socket, who started it and when, why it stopped, the rows
 * that failed with their reasons, its result, and what the reader may do with it.
 */
export function JobDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const mayOpen = useMayOpen();
  const { data, error } = useQuery({
    queryKey: ['jobs.get', id],
    queryFn: async ({ signal }) => {
      const answer = await api.call(get, { id }, { signal });
      sawJob(answer.job);
      return answer;
    },
  });
  if (error) return <p className="form-error" role="alert" data-testid="job-detail-missing">{t('jobs.screen.not_found')}</p>;
  if (!data) return null;
  const { job } = data;
  const screen = kindScreen(job.kind);
  return (
    <section className="job-detail" aria-labelledby="job-detail-title" data-testid="job-detail" data-job={job.id} data-status={job.status}>
      <header className="job-detail-head">
        <h2 id="job-detail-title">#{job.id} {jobName(t, (k) => i18n.exists(k), job)}</h2>
        <button type="button" className="btn btn-ghost" onClick={onClose} aria-label={t('jobs.screen.close')} title={t('jobs.screen.close')}>×</button>
      </header>
      <JobBar job={job} testId="job-detail-bar" />
      <dl className="job-facts">
        <dt>{t('jobs.screen.user')}</dt><dd>{job.user_email ?? '—'}</dd>
        <dt>{t('jobs.screen.started')}</dt><dd><DateTime value={job.started_at ?? job.created_at} /></dd>
        {job.finished_at && <><dt>{t('jobs.screen.finished')}</dt><dd><DateTime value={job.finished_at} /></dd></>}
        {job.message && <><dt>{t('jobs.screen.message')}</dt><dd data-testid="job-detail-message">{job.message}</dd></>}
      </dl>
      <div className="job-detail-actions">
        <JobActions job={job} testId="job-detail" />
        {screen && mayOpen(screen) && <Link href={screen} className="btn btn-ghost">{t('jobs.actions.screen')}</Link>}
      </div>
      <h3>{t('jobs.screen.errors')}</h3>
      {job.errors.length === 0 ? <p className="muted">{t('jobs.screen.no_errors')}</p> : (
        <>
          {job.failed > job.errors.length && <p className="muted">{t('jobs.screen.errors_kept', { shown: job.errors.length, failed: job.failed })}</p>}
          <table className="job-errors" data-testid="job-detail-errors">
            <thead>
              <tr><th scope="col">{t('jobs.screen.row')}</th><th scope="col">{t('jobs.screen.ref')}</th><th scope="col">{t('jobs.screen.field')}</th><th scope="col">{t('jobs.screen.reason')}</th></tr>
            </thead>
            <tbody>
              {job.errors.map((e) => <tr key={`${e.row}-${e.field}`}><td>{e.row}</td><td>{e.ref}</td><td>{e.field}</td><td>{e.message}</td></tr>)}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
