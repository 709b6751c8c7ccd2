import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationSettingsGet, notificationSettingsUpdate, promptDelay } from '../../../shared/commands/notifications.js';
import { api } from '../../app/api.js';
import { bootSearch, currentSubscription, declinedHere, enablePush, pushSupported, rememberDeclined } from '../../app/push.js';
import { toast } from '../../app/toasts.js';
import { errorText } from '../../kit/notify.js';
import '../../styles/notifications.css';

export const SETTINGS_KEY = ['notification_settings.get'] as const;

export function useNotificationSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => api.call(notificationSettingsGet, {}, { signal }), staleTime: 60_000 });
}

/**
 * The §9 push prompt: 10 s after the console loads, a user who is neither subscribed (this
 * browser holds his push subscription) nor opted out (he said no, here or in any browser, or the
 * browser blocks notifications) is asked once, politely, in the page. Only a "yes" asks the
 * browser's own permission; a "no" is kept on his account and in this browser. It takes no focus
 * (he may be typing): Tab reaches it, Escape inside it answers no.
 */
export function PushPrompt() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useNotificationSettings().data?.settings;
  const [due, setDue] = useState(false);
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  // the wait runs from the console's load, whatever the settings call takes
  const [delay] = useState(() => promptDelay(bootSearch));

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);

  useEffect(() => {
    if (!due || !settings) return;
    let live = true;
    setDue(false);
    void (async () => {
      if (!settings.push_available || settings.push_prompt === 'declined' || !pushSupported() || declinedHere()) return;
      if (Notification.permission === 'denied') return;
      if (Notification.permission === 'granted' && (await currentSubscription())) return;
      if (live) setShow(true);
    })();
    return () => { live = false; };
  }, [due, settings]);

  async function answer(agreed: boolean) {
    setBusy(true);
    try {
      let outcome: 'accepted' | 'declined' = 'declined';
      if (agreed) {
        try {
          const enabled = await enablePush(settings!.vapid_public_key!);
          outcome = enabled === 'enabled' ? 'accepted' : 'declined';
          toast(enabled === 'enabled' ? 'success' : 'warning', t(enabled === 'enabled' ? 'notifications.prompt.enabled' : 'notifications.prompt.refused'));
        } catch (e) {
          // not a refusal: he may try again from /profile
          toast('error', t('notifications.prompt.failed', { message: e instanceof Error && !('status' in e) ? e.message : errorText(e) }));
          setShow(false);
          return;
        }
      }
      if (outcome === 'declined') rememberDeclined();
      const saved = await api.call(notificationSettingsUpdate, { push_prompt: outcome }, { idempotencyKey: crypto.randomUUID() });
      queryClient.setQueryData(SETTINGS_KEY, saved);
    } catch (e) {
      toast('error', errorText(e));
    } finally {
      setBusy(false);
      setShow(false);
    }
  }

  if (!show) return null;
  return (
    <div className="push-prompt" role="dialog" aria-modal="false" aria-labelledby="push-prompt-title" data-testid="push-prompt"
      onKeyDown={(e) => { if (e.key === 'Escape' && !busy) void answer(false); }}>
      <h2 id="push-prompt-title">{t('notifications.prompt.title')}</h2>
      <p>{t('notifications.prompt.body')}</p>
      <div className="push-prompt-actions">
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void answer(false)} data-testid="push-prompt-no">{t('notifications.prompt.no')}</button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void answer(true)} data-testid="push-prompt-yes">{t('notifications.prompt.yes')}</button>
      </div>
    </div>
  );
}
