import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancel, get, resume } from '../../../shared/commands/jobs/index.js';
import { isActive, type Job, type JobSummary } from '../../../shared/schema/jobs.js';
import { api, fetchFile } from '../../app/api.js';
import { applyJobEvent, sawJob } from '../../app/live-jobs.js';
import { toast } from '../../app/toasts.js';
import { confirm } from '../../kit/confirm/confirm.js';
import { notifyError } from '../../kit/notify.js';
import '../../styles/jobs.css';

/** A job's bar and the line under it: its status, how far it got, how many rows failed. */
/**
 * A job a screen started, as the jobs centre has it: read once, then kept current by the live
 * socket (the tray's cache key), so its bar moves and its end is told wherever the reader is.
 */
export function useLiveJob(initial: Job): Job {
  const { data } = useQuery({
    queryKey: ['jobs.get', initial.id],
    queryFn: async ({ signal }) => {
      const answer = await api.call(get, { id: initial.id }, { signal });
      sawJob(answer.job);
      return answer;
    },
    initialData: () => {
      sawJob(initial);
      return { job: initial };
    },
    initialDataUpdatedAt: 0,
  });
  return data.job;
}

export function JobBar({ job, testId = 'job-bar' }: { job: JobSummary; testId?: string }) {
  const { t } = useTranslation();
  const progress = t('jobs.progress', { processed: job.processed, total: job.total });
  return (
    <div className="job-bar" data-testid={testId} data-status={job.status} data-processed={job.processed}>
      <progress value={job.processed} max={Math.max(1, job.total)} aria-label={progress} />
      <span className={`job-status job-status-${job.status}`}>{t(`jobs.status.${job.status}`)}</span>
      <span className="muted">{progress}{job.failed ? ` · ${t('jobs.counts', job)}` : ''}</span>
    </div>
  );
}

/** Saves a job's result as the file it is, fetched with the reader's token. */
async function download(job: JobSummary): Promise<void> {
  if (!job.result) return;
  const blob = await fetchFile(job.result.url);
  const href = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href, download: job.result.name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * What the reader may do with a job: cancel it while it runs (asked first: what it did stays),
 * resume it once stopped with work left, download its result. The server decides whether he may;
 * a refusal shows as a toast.
 */
export function JobActions({ job, testId = 'job' }: { job: JobSummary; testId?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<{ job: JobSummary }>): Promise<boolean> {
    setBusy(true);
    try {
      // the answer is the job as it now is: shown at once, before its event comes
      applyJobEvent(queryClient, (await work()).job);
      return true;
    } catch (e) {
      notifyError(e);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function stop() {
    const ok = await confirm({ title: t('jobs.confirm_cancel.title'), body: t('jobs.confirm_cancel.body'), okLabel: t('jobs.confirm_cancel.ok'), danger: true });
    if (ok) await run(() => api.call(cancel, { id: job.id }, { idempotencyKey: crypto.randomUUID() }));
  }

  async function goOn() {
    if (await run(() => api.call(resume, { id: job.id }, { idempotencyKey: crypto.randomUUID() }))) toast('info', t('jobs.resumed', { processed: job.processed + 1 }));
  }

  return (
    <span className="job-actions">
      {isActive(job.status) && (
        <button type="button" className="btn" disabled={busy} onClick={() => void stop()} data-testid={`${testId}-cancel`}>{t('jobs.actions.cancel')}</button>
      )}
      {job.resumable && (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void goOn()} data-testid={`${testId}-resume`}>{t('jobs.actions.resume')}</button>
      )}
      {job.result && (
        <button type="button" className="btn" onClick={() => void download(job).catch(notifyError)} data-testid={`${testId}-result`}>
          {t('jobs.actions.result', { name: job.result.name })}
        </button>
      )}
    </span>
  );
}
