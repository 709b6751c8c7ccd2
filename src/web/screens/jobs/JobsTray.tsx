import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { list } from '../../../shared/commands/jobs/index.js';
import { isActive } from '../../../shared/schema/jobs.js';
import { api } from '../../app/api.js';
import { onJobEvent, sawJob } from '../../app/live-jobs.js';
import { toast } from '../../app/toasts.js';
import { endedText, jobName, toastKind } from './labels.js';
import { JobActions, JobBar } from './JobParts.js';
import { usePopoverDismiss } from '../../kit/usePopoverDismiss.js';

/** Three bars of unequal progress: the tray's button, named by its label and title (the header has little room). */
function JobsIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className="jobs-icon">
      <rect x="1" y="2" width="14" height="2.5" rx="1" fill="currentColor" opacity=".35" />
      <rect x="1" y="2" width="10" height="2.5" rx="1" fill="currentColor" />
      <rect x="1" y="6.75" width="14" height="2.5" rx="1" fill="currentColor" opacity=".35" />
      <rect x="1" y="6.75" width="5" height="2.5" rx="1" fill="currentColor" />
      <rect x="1" y="11.5" width="14" height="2.5" rx="1" fill="currentColor" />
    </svg>
  );
}

/** The reader's latest jobs the tray lists; the rest are on /jobs. */
const TRAY_SIZE = 8;

/**
 * The header's jobs tray (issue 15): how many of the reader's jobs run, one bar for all of them,
 * and, opened, each job with its bar, its cancel, resume and result, and a link to its page. Its
 * list moves with the live socket (src/web/app/live-jobs.ts); a job of his that ends says so in a
 * toast linking to its page, wherever he is in the console.
 */
export function JobsTray({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closePopover = useCallback(() => setOpen(false), []);
  const { data } = useQuery({
    queryKey: ['jobs.list', 'tray'],
    queryFn: async ({ signal }) => {
      const page = await api.call(list, { mine: true, per_page: TRAY_SIZE }, { signal });
      page.items.forEach(sawJob);
      return page;
    },
    staleTime: 60_000,
  });
  const jobs = data?.items ?? [];
  const running = jobs.filter((j) => isActive(j.status));
  const done = running.reduce((n, j) => n + j.processed, 0);
  const total = running.reduce((n, j) => n + j.total, 0);

  useEffect(() => onJobEvent((job, before) => {
    if (job.user_id !== userId || before === undefined || !isActive(before) || isActive(job.status)) return;
    toast(toastKind(job), endedText(t, (k) => i18n.exists(k), job), 8000, { href: `/jobs/${job.id}`, label: t('jobs.actions.details') });
  }), [userId, t, i18n]);

  usePopoverDismiss(open, closePopover, root, button);

  const summary = running.length ? t('jobs.tray.running', { count: running.length }) : t('jobs.tray.title');
  // a reader without jobs has nothing here: the header keeps its room (the tray shows up with his first one)
  if (!jobs.length) return null;
  return (
    <div className="jobs-tray" ref={root} data-testid="jobs-tray" data-running={running.length}>
      <button type="button" ref={button} className={`btn btn-ghost jobs-tray-button${open ? ' active' : ''}`} aria-expanded={open} aria-haspopup="dialog"
        title={summary} aria-label={summary} onClick={() => setOpen(!open)} data-testid="jobs-tray-button">
        <JobsIcon />
        {running.length > 0 && <span className="jobs-count" data-testid="jobs-tray-count">{running.length}</span>}
        {running.length > 0 && <progress className="jobs-tray-total" value={done} max={Math.max(1, total)} aria-hidden="true" />}
      </button>
      {open && (
        <div className="jobs-tray-pop" role="dialog" aria-label={t('jobs.tray.title')} data-testid="jobs-tray-pop">
          <h2 className="jobs-tray-title">{t('jobs.tray.title')}</h2>
          {jobs.length === 0 ? <p className="muted">{t('jobs.tray.none')}</p> : (
            <ul className="jobs-tray-list">
              {jobs.map((job) => (
                <li key={job.id} data-testid="jobs-tray-item" data-job={job.id} data-status={job.status}>
                  <Link href={`/jobs/${job.id}`} className="jobs-tray-name" onClick={() => setOpen(false)}>{jobName(t, exists, job)}</Link>
                  <JobBar job={job} testId="jobs-tray-bar" />
                  <JobActions job={job} testId="jobs-tray" />
                </li>
              ))}
            </ul>
          )}
          <Link href="/jobs" className="jobs-tray-all" onClick={() => setOpen(false)} data-testid="jobs-tray-all">{t('jobs.tray.all')}</Link>
        </div>
      )}
    </div>
  );
}
