import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { z } from 'zod';
import {
  pushApp, pushDevices, pushDevicesSync, pushNotificationCreate, pushNotificationDelete, pushNotificationGet, pushNotifications,
  type deviceSchema, type notificationSchema,
} from '../../../../shared/commands/marketing/push.js';
import { get as getJob } from '../../../../shared/commands/jobs/index.js';
import { canAccess } from '../../../../shared/roles/access.js';
import { isActive } from '../../../../shared/schema/jobs.js';
import { api } from '../../../app/api.js';
import { useSession } from '../../../app/session.js';
import { DateTime } from '../../../kit/cells.js';
import { confirm } from '../../../kit/confirm/confirm.js';
import { errorText, notifyError, notifySuccess } from '../../../kit/notify.js';
import { DataTable } from '../../../kit/table/DataTable.js';
import { commandSource } from '../../../kit/table/source.js';
import type { Column } from '../../../kit/table/types.js';
import type { ScreenProps } from '../../index.js';
import '../marketing.css';
import { useEscapeTo, useNewKey } from './keys.js';

type Device = z.infer<typeof deviceSchema>;
type Notification = z.infer<typeof notificationSchema>;

/** /marketing/push: the provider's app, what it reaches, and the way to each push screen. */
export default function PushScreen() {
  const { t } = useTranslation();
  const viewer = useSession().viewer;
  useNewKey(canAccess(pushNotificationCreate, viewer) ? '/marketing/notifications/create' : null);
  const { data, error } = useQuery({ queryKey: ['push.app'], queryFn: ({ signal }) => api.call(pushApp, {}, { signal }), retry: false });
  return (
    <section className="mk-screen" data-testid="push-screen">
      <header className="mk-head">
        <h1 className="screen-title">{t('nav.routes.marketing_push')}</h1>
        <Link href="/marketing/notifications/create" className="btn btn-primary" aria-keyshortcuts="n">{t('marketing_ui.push.new')}</Link>
      </header>
      <div className="mk-panel" data-testid="push-app">
        {error && <p className="mk-warn">{errorText(error)}</p>}
        {data && <p>{t('marketing_ui.push.app', { name: data.name, players: data.players, messageable: data.messageable_players })}</p>}
        {data && <p className="muted">{t('marketing_ui.push.app_local', { devices: data.devices, subscribed: data.subscribed })}</p>}
      </div>
      <nav className="mk-links" aria-label={t('nav.routes.marketing_push')}>
        <Link href="/marketing/notifications">{t('nav.routes.marketing_notifications')}</Link>
        <Link href="/marketing/segments">{t('nav.routes.marketing_segments')}</Link>
        <Link href="/marketing/devices">{t('nav.routes.marketing_devices')}</Link>
      </nav>
    </section>
  );
}

/** /marketing/devices: §3's columns (id, model, browser, version, last active, subscribed); sync reads them again from the provider. */
export function DevicesScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSession().viewer;
  const [busy, setBusy] = useState(false);
  const source = useMemo(() => commandSource<Device>(pushDevices, {}), []);
  const columns = useMemo<Column<Device>[]>(() => [
    { id: 'id', header: t('marketing_ui.push.columns.id'), primary: true, width: 'minmax(180px, 2fr)', value: (d) => d.id },
    { id: 'model', header: t('marketing_ui.push.columns.model'), value: (d) => d.model },
    { id: 'browser', header: t('marketing_ui.push.columns.browser'), value: (d) => d.browser },
    { id: 'version', header: t('marketing_ui.push.columns.version'), value: (d) => d.version },
    { id: 'last_active', header: t('marketing_ui.push.columns.last_active'), kind: 'date', value: (d) => d.last_active },
    { id: 'subscribed', header: t('marketing_ui.push.columns.subscribed'), value: (d) => t(d.subscribed ? 'marketing_ui.push.yes' : 'marketing_ui.push.no') },
    { id: 'user_email', header: t('marketing_ui.push.columns.user'), value: (d) => d.user_email ?? '' },
  ], [t]);

  async function sync() {
    setBusy(true);
    try {
      // a job of the jobs kit (its bar in the tray); the list is read again once it ended
      let { job } = await api.call(pushDevicesSync, {});
      while (isActive(job.status)) {
        await new Promise((r) => setTimeout(r, 500));
        ({ job } = await api.call(getJob, { id: job.id }));
      }
      if (job.status === 'done') notifySuccess('updated');
      void queryClient.invalidateQueries({ queryKey: [pushDevices.id] });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mk-screen" data-testid="push-devices">
      <header className="mk-head">
        <h1 className="screen-title">{t('nav.routes.marketing_devices')}</h1>
        {canAccess(pushDevicesSync, viewer) && <button type="button" className="btn" disabled={busy} onClick={() => void sync()}>{t('marketing_ui.push.sync')}</button>}
      </header>
      <DataTable<Device> source={source} columns={columns} rowKey={(d) => d.id} label={t('nav.routes.marketing_devices')}
        emptyText={t('marketing_ui.push.no_devices')} selectable={false} testId="devices-table" />
    </section>
  );
}

/** /marketing/notifications: the history, newest first; a row opens its figures. */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const viewer = useSession().viewer;
  const canSend = canAccess(pushNotificationCreate, viewer);
  useNewKey(canSend ? '/marketing/notifications/create' : null);
  const source = useMemo(() => commandSource<Notification>(pushNotifications, {}), []);
  const columns = useMemo<Column<Notification>[]>(() => [
    { id: 'name', header: t('marketing_ui.push.columns.name'), primary: true, width: 'minmax(200px, 2fr)', value: (n) => n.name },
    { id: 'state', header: t('marketing_ui.push.columns.state'), width: '120px', fit: true, value: (n) => t(`marketing_ui.push.state.${n.state}`) },
    { id: 'segment', header: t('marketing_ui.push.columns.segment'), value: (n) => n.segment_name ?? t('marketing_ui.push.everyone') },
    { id: 'recipients', header: t('marketing_ui.push.columns.recipients'), kind: 'number', value: (n) => n.recipients },
    { id: 'clicked', header: t('marketing_ui.push.columns.clicked'), kind: 'number', value: (n) => n.clicked },
    { id: 'send_at', header: t('marketing_ui.push.columns.send_at'), kind: 'date', value: (n) => n.sent_at ?? n.send_at ?? n.created_at },
  ], [t]);
  return (
    <section className="mk-screen" data-testid="push-notifications">
      <header className="mk-head">
        <h1 className="screen-title">{t('nav.routes.marketing_notifications')}</h1>
        {canSend && <Link href="/marketing/notifications/create" className="btn btn-primary" aria-keyshortcuts="n" data-testid="push-new">{t('marketing_ui.push.new')}</Link>}
      </header>
      <p className="muted mk-hint">{t('marketing_ui.push.list_keys')}</p>
      <DataTable<Notification> source={source} columns={columns} rowKey={(n) => n.id} rowHref={(n) => `/marketing/notifications/${n.id}`}
        label={t('nav.routes.marketing_notifications')} emptyText={t('marketing_ui.push.no_notifications')} selectable={false} testId="notifications-table" />
    </section>
  );
}

/** /marketing/notifications/:id: what was sent, to whom, and sent / delivered / clicked as the provider counts them. */
export function NotificationScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSession().viewer;
  const id = Number(params.id);
  useEscapeTo('/marketing/notifications');
  const { data, error } = useQuery({
    queryKey: ['push.notification_get', id], enabled: Number.isSafeInteger(id), retry: false,
    queryFn: ({ signal }) => api.call(pushNotificationGet, { id }, { signal }),
    refetchInterval: (q) => (q.state.data && ['queued', 'sending'].includes(q.state.data.notification.state) ? 1000 : false),
  });
  if (error) return <section className="mk-screen"><p className="mk-warn">{errorText(error)}</p></section>;
  if (!data) return <section className="mk-screen" aria-busy="true" />;
  const n = data.notification;

  async function remove() {
    const ok = await confirm({ title: t('commands.marketing.push.notification_delete'), body: n.name, okLabel: t('marketing_ui.push.delete'), danger: true });
    if (!ok) return;
    try {
      await api.call(pushNotificationDelete, { id });
      notifySuccess('deleted');
      void queryClient.invalidateQueries({ queryKey: ['push.notification_get', id] });
      void queryClient.invalidateQueries({ queryKey: [pushNotifications.id] });
    } catch (e) {
      notifyError(e);
    }
  }

  return (
    <section className="mk-screen" data-testid="push-notification">
      <header className="mk-head">
        <h1 className="screen-title">{n.name}</h1>
        <span className={`mk-state mk-state-${n.state}`} data-testid="push-state">{t(`marketing_ui.push.state.${n.state}`)}</span>
        {n.send_at && <span className="muted"><DateTime value={n.send_at} /></span>}
        {n.state === 'scheduled' && canAccess(pushNotificationDelete, viewer) && (
          <span className="mk-end"><button type="button" className="btn btn-danger" data-testid="push-delete" onClick={() => void remove()}>{t('marketing_ui.push.delete')}</button></span>
        )}
      </header>
      <div className="mk-panel">
        <p data-testid="push-figures">{t('marketing_ui.push.figures', { recipients: n.recipients, sent: n.sent, delivered: n.delivered, clicked: n.clicked })}
          {!data.live && n.state === 'sent' && <span className="muted"> · {t('marketing_ui.push.not_live')}</span>}</p>
        <dl className="mk-facts">
          <dt>{t('marketing_ui.push.columns.segment')}</dt><dd>{n.segment_name ?? t('marketing_ui.push.everyone')}</dd>
          <dt>{t('marketing_ui.push.title_en')}</dt><dd>{n.title_en}</dd>
          <dt>{t('marketing_ui.push.title_mn')}</dt><dd>{n.title_mn}</dd>
          <dt>{t('marketing_ui.push.body_en')}</dt><dd>{n.body_en}</dd>
          <dt>{t('marketing_ui.push.body_mn')}</dt><dd>{n.body_mn}</dd>
          <dt>{t('marketing_ui.push.url')}</dt><dd>{n.url || '—'}</dd>
          <dt>{t('marketing_ui.push.image')}</dt><dd>{n.image || '—'}</dd>
          <dt>{t('marketing_ui.push.ttl')}</dt><dd>{n.ttl}</dd>
          <dt>{t('marketing_ui.push.platforms')}</dt>
          <dd>{(['is_chrome_web', 'is_safari', 'is_firefox'] as const).filter((p) => n[p]).map((p) => t(`marketing_ui.push.${p}`)).join(', ') || '—'}</dd>
          {n.error && <><dt>{t('marketing_ui.push.error')}</dt><dd className="mk-warn">{n.error}</dd></>}
        </dl>
      </div>
    </section>
  );
}
