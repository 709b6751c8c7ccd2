import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentJob } from '../../../../../shared/commands/products/import.js';
import type { Job } from '../../../../../shared/schema/import.js';
import { api } from '../../../../app/api.js';
import { toast } from '../../../../app/toasts.js';

const POLL_MS = 500;
const unfinished = (job: Job | null | undefined): boolean => job?.status === 'queued' || job?.status === 'running';

/**
 * The reindex job of the search index: the one already running when the screen opens (started by
 * someone else, or before a reload), or the one `start` hands over. Polled by id until it ends, so
 * its end is seen even though `current_job` without an id forgets a finished job.
 */
export function useReindexJob(enabled: boolean, onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const key = (id: number | null) => [currentJob.id, 'search_reindex', id];
  const { data } = useQuery({
    queryKey: key(jobId),
    queryFn: ({ signal }) => api.call(currentJob, jobId === null ? { kind: 'search_reindex' } : { id: jobId }, { signal }),
    enabled,
    // the bar stays while the query moves from "the running one" to "this id"
    placeholderData: (previous) => previous,
    refetchInterval: (q) => (unfinished(q.state.data?.job) ? POLL_MS : false),
  });
  const job = data?.job ?? null;
  // a job seen running is followed by id from then on
  useEffect(() => { if (jobId === null && job && unfinished(job)) setJobId(job.id); }, [job, jobId]);

  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!job || jobId !== job.id || unfinished(job) || announced.current === job.id) return;
    announced.current = job.id;
    if (job.status === 'done') toast('success', t('products_admin.search_index.reindexed', { count: job.processed }));
    else toast('error', t('products_admin.search_index.reindex_failed', { message: job.message ?? '' }));
    onDone();
  }, [job, jobId, t, onDone]);

  function start(started: Job) {
    queryClient.setQueryData(key(started.id), { job: started });
    setJobId(started.id);
  }
  return { job: unfinished(job) ? job : null, start };
}

/** The bar of a running reindex: how many products of how many are indexed again. */
export function ReindexProgress({ job }: { job: Job }) {
  const { t } = useTranslation();
  const progress = t('products_admin.search_index.progress', { processed: job.processed, total: job.total });
  return (
    <p role="status" className="pa-row-actions" data-testid="search-index-job" data-status={job.status}>
      <progress className="pa-progress" value={job.processed} max={Math.max(1, job.total)} aria-label={t('products_admin.search_index.reindexing')}
        data-testid="search-index-progress" />
      <span className="muted">{t('products_admin.search_index.reindexing')} {progress}</span>
    </p>
  );
}
