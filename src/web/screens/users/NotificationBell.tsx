import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { notificationList, notificationRead, type UserNotification } from '../../../shared/commands/notifications.js';
import { formatDate } from '../../../shared/i18n/format.js';
import { api } from '../../app/api.js';
import { toast } from '../../app/toasts.js';
import { notifyError } from '../../kit/notify.js';
import '../../styles/notifications.css';
import { usePopoverDismiss } from '../../kit/usePopoverDismiss.js';

function BellIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5v2.6L2 11h12l-1.5-2.4V6A4.5 4.5 0 0 0 8 1.5z" fill="currentColor" opacity=".85" />
      <path d="M6.3 12.5a1.8 1.8 0 0 0 3.4 0z" fill="currentColor" />
    </svg>
  );
}

/**
 * The header's notification list (issue 23): the reader's own notifications of the last 30 days,
 * read and unread, with the unread count on the bell. The live socket tells of a new one
 * (src/web/app/live.ts), so a user without push sees it too. Opening one marks it read and goes
 * where it points.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closePopover = useCallback(() => setOpen(false), []);
  // the answer is in the reader's language: a new language is a new list
  const { data } = useQuery({
    queryKey: ['notification.list', i18n.language],
    queryFn: ({ signal }) => api.call(notificationList, {}, { signal }),
    staleTime: 60_000,
  });
  const read = useMutation({
    mutationFn: (input: { id: number } | { every: true }) => api.call(notificationRead, input, { idempotencyKey: crypto.randomUUID() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notification.list'] }),
    onError: (e) => notifyError(e),
  });
  const items = data?.items ?? [];
  const unread = data?.unread ?? 0;
  // the newest one seen: what comes after it while the console is open is also said in a toast
  // (a job's end is already the jobs tray's toast)
  const newest = useRef<number | null>(null);
  useEffect(() => {
    if (!data) return;
    const top = data.items.reduce((m, n) => Math.max(m, n.id), 0);
    if (newest.current !== null) {
      for (const n of data.items) {
        if (n.id > newest.current && !n.read_at && !n.event.startsWith('job_')) {
          toast('info', n.title, 8000, n.link ? { href: n.link, label: t('notifications.bell.open') } : undefined);
        }
      }
    }
    newest.current = Math.max(newest.current ?? 0, top);
  }, [data, t]);

  usePopoverDismiss(open, closePopover, root, button);

  function openOne(n: UserNotification) {
    if (!n.read_at) read.mutate({ id: n.id });
    setOpen(false);
    if (n.link) navigate(n.link);
  }

  const label = unread ? t('notifications.bell.unread', { count: unread }) : t('notifications.bell.title');
  return (
    <div className="notif-bell" ref={root} data-testid="notification-bell" data-unread={unread}>
      <button type="button" ref={button} className={`btn btn-ghost notif-bell-button${open ? ' active' : ''}`} aria-expanded={open} aria-haspopup="dialog"
        aria-label={label} title={label} onClick={() => setOpen(!open)} data-testid="notification-bell-button">
        <BellIcon />
        {unread > 0 && <span className="notif-count" data-testid="notification-count">{unread}</span>}
      </button>
      {open && (
        <div className="notif-pop" role="dialog" aria-label={t('notifications.bell.title')} data-testid="notification-list">
          <div className="notif-pop-head">
            <h2>{t('notifications.bell.title')}</h2>
            {unread > 0 && (
              <button type="button" className="btn btn-ghost" onClick={() => read.mutate({ every: true })} data-testid="notification-read-all">
                {t('notifications.bell.read_all')}
              </button>
            )}
          </div>
          {items.length === 0 ? <p className="muted">{t('notifications.bell.none')}</p> : (
            <ul className="notif-items">
              {items.map((n) => (
                <li key={n.id} className={n.read_at ? 'read' : 'unread'} data-testid="notification-item" data-event={n.event}>
                  <button type="button" className="notif-open" onClick={() => openOne(n)}>
                    <span className="notif-title">{n.title}</span>
                    <span className="notif-body muted">{n.body}</span>
                    <time className="notif-time muted" dateTime={n.created_at}>{formatDate(n.created_at)}</time>
                  </button>
                  {!n.read_at && (
                    <button type="button" className="btn btn-ghost notif-mark" title={t('notifications.bell.read')} aria-label={t('notifications.bell.read')}
                      onClick={() => read.mutate({ id: n.id })}>✓</button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <Link href="/profile#notification-settings" className="notif-settings" onClick={() => setOpen(false)}>{t('notifications.bell.settings')}</Link>
        </div>
      )}
    </div>
  );
}
