import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, list } from '../../../../../shared/commands/jobs/index.js';
import { isActive, type Job, type JobSummary } from '../../../../../shared/schema/jobs.js';
import { api } from '../../../../app/api.js';
import { sawJob } from '../../../../app/live-jobs.js';
import { useSession } from '../../../../app/session.js';
import { toast } from '../../../../app/toasts.js';
import { JobActions } from '../../../jobs/JobParts.js';

/**
 * The reindex job of the search index, from the jobs centre: the one already running when the
 * screen opens (started by someone else, or before a reload), or the one `start` hands over,
 * followed by id as the live socket moves it. Its end refreshes the documents; its author hears of
 * it from the jobs tray, anyone else watching from here.
 */
export function useReindexJob(enabled: boolean, onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { me } = useSession();
  const [jobId, setJobId] = useState<number | null>(null);
  const running = useQuery({
    queryKey: ['jobs.list', 'search_reindex', 'active'],
    queryFn: ({ signal }) => api.call(list, { kind: 'search_reindex', active: true, per_page: 1 }, { signal }),
    enabled: enabled && jobId === null,
  });
  const found = running.data?.items[0];
  useEffect(() => {
    if (jobId !== null || !found) return;
    sawJob(found);
    setJobId(found.id);
  }, [found, jobId]);
  const followed = useQuery({
    queryKey: ['jobs.get', jobId],
    queryFn: ({ signal }) => api.call(get, { id: jobId! }, { signal }),
    enabled: enabled && jobId !== null,
  });
  const job = followed.data?.job ?? null;

  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!job || isActive(job.status) || announced.current === job.id) return;
    announced.current = job.id;
    if (job.user_id !== me.id) {
      if (job.status === 'done') toast('success', t('products_admin.search_index.reindexed', { count: job.processed }));
      else toast('warning', t('products_admin.search_index.reindex_failed', { message: job.message ?? t(`jobs.status.${job.status}`) }));
    }
    onDone();
  }, [job, t, onDone, me.id]);

  function start(started: Job) {
    sawJob(started);
    queryClient.setQueryData(['jobs.get', started.id], { job: started });
    setJobId(started.id);
  }
  return { job: job && isActive(job.status) ? job : null, start };
}

/** The bar of a running reindex: how many products of how many are indexed again, and its cancel. */
export function ReindexProgress({ job }: { job: JobSummary }) {
  const { t } = useTranslation();
  const progress = t('products_admin.search_index.progress', { processed: job.processed, total: job.total });
  return (
    <p role="status" className="pa-row-actions" data-testid="search-index-job" data-status={job.status}>
      <progress className="pa-progress" value={job.processed} max={Math.max(1, job.total)} aria-label={t('products_admin.search_index.reindexing')}
        data-testid="search-index-progress" />
      <span className="muted">{t('products_admin.search_index.reindexing')} {progress}</span>
      <JobActions job={job} testId="search-index-job" />
    </p>
  );
}
