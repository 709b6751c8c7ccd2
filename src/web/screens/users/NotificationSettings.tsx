import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERIES, NOTIFICATION_EVENTS, notificationSettingsUpdate, type Delivery, type NotificationEvent } from '../../../shared/commands/notifications.js';
import { api } from '../../app/api.js';
import { currentSubscription, enablePush, pushSupported } from '../../app/push.js';
import { toast } from '../../app/toasts.js';
import { errorText } from '../../kit/notify.js';
import { SETTINGS_KEY, useNotificationSettings } from './PushPrompt.js';
import '../../styles/notifications.css';

/** Whether this browser receives his pushes, or why not. */
type Here = 'on' | 'off' | 'blocked' | 'unsupported' | 'unknown';

/**
 * /profile's notification settings (issue 23): per event, push (and list), list only, or off; and
 * push in this browser, which he may allow here even after he said no to the prompt.
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useNotificationSettings();
  const settings = data?.settings;
  const [events, setEvents] = useState<Record<NotificationEvent, Delivery> | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [here, setHere] = useState<Here>('unknown');

  useEffect(() => { if (settings && !events) setEvents(settings.events); }, [settings, events]);
  useEffect(() => {
    if (!pushSupported()) return setHere('unsupported');
    if (Notification.permission === 'denied') return setHere('blocked');
    void currentSubscription().then((s) => setHere(s && Notification.permission === 'granted' ? 'on' : 'off'), () => setHere('off'));
  }, [settings?.devices]);

  async function save() {
    if (!events) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await api.call(notificationSettingsUpdate, { events }, { idempotencyKey: crypto.randomUUID() });
      queryClient.setQueryData(SETTINGS_KEY, saved);
      toast('success', t('notifications.settings.saved'));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  }

  async function allowHere() {
    try {
      const outcome = await enablePush(settings!.vapid_public_key!);
      const saved = await api.call(notificationSettingsUpdate, { push_prompt: outcome === 'enabled' ? 'accepted' : 'declined' }, { idempotencyKey: crypto.randomUUID() });
      queryClient.setQueryData(SETTINGS_KEY, saved);
      toast(outcome === 'enabled' ? 'success' : 'warning', t(outcome === 'enabled' ? 'notifications.prompt.enabled' : 'notifications.prompt.refused'));
    } catch (e) {
      toast('error', t('notifications.prompt.failed', { message: e instanceof Error && !('status' in e) ? e.message : errorText(e) }));
    }
  }

  return (
    <section className="profile-card" aria-labelledby="notification-settings-title" id="notification-settings" data-testid="notification-settings">
      <h2 id="notification-settings-title">{t('notifications.settings.title')}</h2>
      <p className="muted">{t('notifications.settings.hint')}</p>
      {!events || !settings ? <p className="muted" role="status">{t('kit.table.loading')}</p> : (
        <>
          <table className="notif-settings-table">
            <thead><tr><th scope="col">{t('notifications.settings.event')}</th><th scope="col">{t('notifications.settings.delivery')}</th></tr></thead>
            <tbody>
              {NOTIFICATION_EVENTS.map((e) => (
                <tr key={e}>
                  <td><label htmlFor={`notif-${e}`}>{t(`notifications.event_names.${e}`)}</label></td>
                  <td>
                    <select id={`notif-${e}`} name={e} value={events[e]} data-testid={`notification-setting-${e}`}
                      onChange={(ev) => setEvents({ ...events, [e]: ev.target.value as Delivery })}>
                      {DELIVERIES.map((d) => <option key={d} value={d}>{t(`notifications.deliveries.${d}`)}</option>)}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {error && <p className="form-error" role="alert">{error}</p>}
          <p><button type="button" className="btn btn-primary" disabled={saving} onClick={() => void save()} data-testid="notification-settings-save">{t('notifications.settings.save')}</button></p>
          <div className="notif-push-here" data-testid="notification-push-here" data-state={here}>
            <strong>{t('notifications.settings.push_here')}:</strong>
            {!settings.push_available ? <span className="muted">{t('notifications.settings.push_unavailable')}</span>
              : here === 'on' ? <span>{t('notifications.settings.push_on', { count: settings.devices })}</span>
                : here === 'blocked' ? <span className="muted">{t('notifications.settings.push_blocked')}</span>
                  : here === 'unsupported' ? <span className="muted">{t('notifications.settings.push_off')}</span>
                    : (
                      <>
                        <span className="muted">{settings.push_prompt === 'declined' ? t('notifications.settings.push_declined') : t('notifications.settings.push_off')}</span>
                        <button type="button" className="btn" onClick={() => void allowHere()} data-testid="notification-push-enable">{t('notifications.settings.push_enable')}</button>
                      </>
                    )}
          </div>
        </>
      )}
    </section>
  );
}
