import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  PUSH_TTL_DEFAULT, PUSH_TTL_MAX, pushImageWarning, pushNotificationCreate, pushSegmentGet, pushSegmentPush, pushSegments,
} from '../../../../shared/commands/marketing/push.js';
import { api } from '../../../app/api.js';
import { confirm } from '../../../kit/confirm/confirm.js';
import { notifyError, notifySuccess } from '../../../kit/notify.js';
import type { ScreenProps } from '../../index.js';
import '../marketing.css';
import { useEscapeTo } from './keys.js';

/** A `datetime-local` value (Ulaanbaatar, the console's time) as an instant. */
const instant = (local: string) => new Date(`${local}:00+08:00`).toISOString();

/** /marketing/notifications/create: a push to a segment (or every subscribed device). */
export default function NotificationCreateScreen() {
  return <Compose segmentId={null} />;
}

/** /marketing/segments/:id/push: a push to this segment. */
export function SegmentPushScreen({ params }: ScreenProps) {
  const id = Number(params.id);
  return Number.isSafeInteger(id) && id > 0 ? <Compose segmentId={id} /> : null;
}

/** The image's size as the browser reads it, for §5's hint (360×180 at least, 2:1): a warning, never a refusal. */
function useImageWarning(url: string): 'small' | 'ratio' | null {
  const [warning, setWarning] = useState<'small' | 'ratio' | null>(null);
  useEffect(() => {
    setWarning(null);
    if (!/^https:\/\/\S+$/.test(url)) return undefined;
    const img = new Image();
    img.onload = () => setWarning(pushImageWarning(img.naturalWidth, img.naturalHeight));
    img.src = url;
    return () => { img.onload = null; };
  }, [url]);
  return warning;
}

function Compose({ segmentId }: { segmentId: number | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ title_en: '', title_mn: '', body_en: '', body_mn: '', url: '', image: '', ttl: String(PUSH_TTL_DEFAULT) });
  const [platforms, setPlatforms] = useState({ is_chrome_web: true, is_safari: true, is_firefox: true });
  const [segment, setSegment] = useState(segmentId ? String(segmentId) : '');
  const [later, setLater] = useState(false);
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  // one form, one notification: a second click or a retried request answers the first
  const key = useRef(crypto.randomUUID());
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  useEscapeTo(segmentId ? `/marketing/segments/${segmentId}` : '/marketing/notifications');
  const { data: segments } = useQuery({ queryKey: ['push.segments', 'all'], queryFn: ({ signal }) => api.call(pushSegments, { per_page: 200 }, { signal }), enabled: !segmentId });
  const { data: fixed } = useQuery({ queryKey: ['push.segment_get', segmentId], queryFn: ({ signal }) => api.call(pushSegmentGet, { id: segmentId! }, { signal }), enabled: !!segmentId });
  const imageWarning = useImageWarning(form.image.trim());
  const ttl = Number(form.ttl);
  const ttlBad = !Number.isInteger(ttl) || ttl < 1 || ttl > PUSH_TTL_MAX;

  async function send() {
    if (busy) return;
    const when = later && at ? instant(at) : undefined;
    const chosen = segmentId ? fixed?.segment : segments?.items.find((s) => String(s.id) === segment);
    const ok = await confirm({
      title: t('marketing_ui.push.confirm_title'),
      body: t(when ? 'marketing_ui.push.confirm_later' : 'marketing_ui.push.confirm_now', { segment: chosen?.name ?? t('marketing_ui.push.everyone'), count: chosen?.devices ?? 0 }),
      okLabel: t(when ? 'marketing_ui.push.schedule' : 'marketing_ui.push.send'),
    });
    if (!ok) return;
    setBusy(true);
    setFields({});
    const input = { ...form, ttl, ...platforms, ...(when ? { send_at: when } : {}) };
    try {
      const made = segmentId
        ? await api.call(pushSegmentPush, { id: segmentId, ...input }, { idempotencyKey: key.current })
        : await api.call(pushNotificationCreate, { ...input, ...(segment ? { segment_id: Number(segment) } : {}) }, { idempotencyKey: key.current });
      notifySuccess('created');
      void queryClient.invalidateQueries({ queryKey: ['push.notifications'] });
      navigate(`/marketing/notifications/${made.notification.id}`);
    } catch (e) {
      const f = (e as { fields?: Record<string, string> }).fields;
      if (f) setFields(f);
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }

  const text = (name: keyof typeof form, label: string, options: { area?: boolean; placeholder?: string } = {}) => (
    <label className="mk-field">
      <span>{label}</span>
      {options.area
        ? <textarea name={name} rows={2} value={form[name]} onChange={(e) => setForm({ ...form, [name]: e.target.value })} aria-invalid={!!fields[name]} />
        : <input ref={name === 'title_en' ? first : undefined} name={name} value={form[name]} placeholder={options.placeholder}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })} aria-invalid={!!fields[name]} />}
      {fields[name] && <span className="mk-warn">{fields[name]}</span>}
    </label>
  );

  return (
    <section className="mk-screen" data-testid="push-compose">
      <header className="mk-head">
        <h1 className="screen-title">{segmentId ? t('marketing_ui.push.to_segment', { name: fixed?.segment.name ?? '…' }) : t('nav.routes.marketing_notification_create')}</h1>
      </header>
      <p className="muted mk-hint">{t('marketing_ui.push.compose_keys')}</p>
      <div className="mk-panel" onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); void send(); } }}>
        {!segmentId && (
          <label className="mk-field">
            <span>{t('marketing_ui.push.segment')}</span>
            <select name="segment_id" value={segment} onChange={(e) => setSegment(e.target.value)}>
              <option value="">{t('marketing_ui.push.everyone')}</option>
              {segments?.items.map((s) => <option key={s.id} value={s.id}>{t('marketing_ui.push.segment_option', { name: s.name, count: s.devices })}</option>)}
            </select>
          </label>
        )}
        <div className="mk-pair">
          {text('title_en', t('marketing_ui.push.title_en'))}
          {text('title_mn', t('marketing_ui.push.title_mn'))}
        </div>
        <div className="mk-pair">
          {text('body_en', t('marketing_ui.push.body_en'), { area: true })}
          {text('body_mn', t('marketing_ui.push.body_mn'), { area: true })}
        </div>
        {text('url', t('marketing_ui.push.url'), { placeholder: '/sale' })}
        {text('image', t('marketing_ui.push.image'), { placeholder: t('marketing_ui.push.image_placeholder') })}
        {imageWarning && <p className="mk-warn" data-testid="push-image-warning">{t(`marketing_ui.push.image_${imageWarning}`)}</p>}
        <label className="mk-field">
          <span>{t('marketing_ui.push.ttl')}</span>
          <input name="ttl" inputMode="numeric" value={form.ttl} onChange={(e) => setForm({ ...form, ttl: e.target.value })} aria-invalid={ttlBad} />
          <span className={ttlBad ? 'mk-warn' : 'muted'}>{t('marketing_ui.push.ttl_hint', { days: Number.isFinite(ttl) ? Math.round((ttl / 86_400) * 10) / 10 : 0 })}</span>
        </label>
        <fieldset className="mk-when">
          <legend>{t('marketing_ui.push.platforms')}</legend>
          {(['is_chrome_web', 'is_safari', 'is_firefox'] as const).map((p) => (
            <label key={p} className="mk-check">
              <input type="checkbox" name={p} checked={platforms[p]} onChange={(e) => setPlatforms({ ...platforms, [p]: e.target.checked })} />
              {t(`marketing_ui.push.${p}`)}
            </label>
          ))}
        </fieldset>
        <div className="mk-when">
          <label className="mk-check">
            <input type="checkbox" name="later" checked={later} onChange={(e) => setLater(e.target.checked)} />
            {t('marketing_ui.push.later')}
          </label>
          {later && <input type="datetime-local" name="send_at" aria-label={t('marketing_ui.push.send_at')} value={at} onChange={(e) => setAt(e.target.value)} />}
        </div>
        <div className="mk-actions">
          <button type="button" className="btn btn-primary" data-testid="push-send" aria-keyshortcuts="Control+Enter" onClick={() => void send()}
            disabled={busy || ttlBad || (later && !at) || !form.title_en.trim() || !form.title_mn.trim() || !form.body_en.trim() || !form.body_mn.trim()}>
            {t(later ? 'marketing_ui.push.schedule' : 'marketing_ui.push.send')}
          </button>
        </div>
      </div>
    </section>
  );
}
