import type { QueryClient } from '@tanstack/react-query';
import { isActive, type Job, type JobStatus, type JobSummary } from '../../shared/schema/jobs.js';

/** Heard of a job that moved: the job now, and its status before when it was seen before. */
export type JobListener = (job: JobSummary, before: JobStatus | undefined) => void;

const listeners = new Set<JobListener>();
/** The last status known of each job (heard, or seen by a call), so a change of status is told once. */
const lastStatus = new Map<number, JobStatus>();
/** Jobs the socket told of: the first word of one reloads the lists, which may not hold it yet. */
const heard = new Set<number>();

/** Called with every job the live socket tells of (the tray's toasts); answers the unsubscribe. */
export function onJobEvent(listener: JobListener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** A job seen by a call (a list, a get): its status is what a later event compares with. */
export function sawJob(job: Pick<JobSummary, 'id' | 'status'>): void {
  if (!lastStatus.has(job.id)) lastStatus.set(job.id, job.status);
}

type ListData = { items: JobSummary[] };

/**
 * A job event (src/server/realtime/job-events.ts) applied to what the screens hold: its progress
 * written into every list and its detail at once (no call per chunk); a change of status or of its
 * failed rows refetches them (a new job shows up, the failed rows and the result come in); a job
 * that ended reloads everything else, which it may have changed (the products an import wrote).
 */
export function applyJobEvent(queryClient: QueryClient, job: JobSummary): void {
  const before = lastStatus.get(job.id);
  const first = !heard.has(job.id);
  lastStatus.set(job.id, job.status);
  heard.add(job.id);
  const detail = queryClient.getQueryData<{ job: Job }>(['jobs.get', job.id]);
  queryClient.setQueryData<{ job: Job }>(['jobs.get', job.id], (old) => (old ? { job: { ...old.job, ...job } } : old));
  if (detail && (detail.job.failed !== job.failed || detail.job.status !== job.status)) void queryClient.invalidateQueries({ queryKey: ['jobs.get', job.id] });
  queryClient.setQueriesData<ListData>({ queryKey: ['jobs.list'] }, (old) => (old?.items ? { ...old, items: old.items.map((j) => (j.id === job.id ? job : j)) } : old));
  // a job the page started itself was seen (its answer) before it was heard: the lists still need it
  if (first || before !== job.status) void queryClient.invalidateQueries({ queryKey: ['jobs.list'] });
  if (before !== undefined && isActive(before) && !isActive(job.status)) {
    void queryClient.invalidateQueries({ predicate: (q) => !(typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('jobs.')) });
  }
  for (const listener of listeners) listener(job, before);
}

/** After the socket was away: what moved meanwhile was not heard. */
export function reloadJobs(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('jobs.') });
}
