import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/errors.js';
import { templatePreview, TEMPLATE_LOCALES } from '../../../shared/commands/settings/templates.js';
import { nonGsm, smsCount } from '../../../shared/schema/sms.js';
import { api } from '../../app/api.js';
import { errorText } from '../../kit/notify.js';
import { useDebounced } from '../../kit/useDebounced.js';
import { useLiveValues, type LiveValues } from '../../kit/resource/view.js';
import '../../styles/settings.css';

type Locale = (typeof TEMPLATE_LOCALES)[number];
type Template = { id: number; body_en: string; body_mn: string; subject_en?: string; subject_mn?: string };

/**
 * Under a template's form: the message as a customer gets it, rendered by the server with sample
 * data from what is typed (not yet saved), in either language; an SMS's length in GSM places and
 * parts, counted as one types, and the letters an SMS may not hold (§5).
 */
export function TemplatePreview({ item, values }: { item: Template; values: LiveValues }) {
  const { t, i18n } = useTranslation();
  const [locale, setLocale] = useState<Locale>(i18n.language === 'mn' ? 'mn' : 'en');
  const live = useLiveValues(values) ?? item;
  const kind = 'subject_en' in item ? 'email' : 'sms';
  const body = String(live[`body_${locale}`] ?? '');
  const subject = kind === 'email' ? String(live[`subject_${locale}`] ?? '') : undefined;
  const settled = useDebounced(JSON.stringify({ kind, locale, body, ...(subject !== undefined && { subject }) }), 300);
  const input = JSON.parse(settled) as { kind: 'email' | 'sms'; locale: Locale; body: string; subject?: string };
  const preview = useQuery({
    queryKey: [templatePreview.id, input],
    queryFn: ({ signal }) => api.call(templatePreview, input, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const typed = smsCount(body);
  const foreign = kind === 'sms' ? nonGsm(body) : [];
  const failure = preview.error instanceof ApiError ? (Object.values(preview.error.fields ?? {})[0] ?? preview.error.message) : preview.error ? errorText(preview.error) : null;

  return (
    <section className="st-preview" aria-labelledby="template-preview-title" data-testid="template-preview">
      <div className="st-preview-head">
        <h3 id="template-preview-title">{t('settings_ui.preview.title')}</h3>
        <div role="group" aria-label={t('settings_ui.preview.language')} className="st-langs">
          {TEMPLATE_LOCALES.map((l) => (
            <button key={l} type="button" className={`btn st-lang${l === locale ? ' btn-primary' : ''}`} aria-pressed={l === locale}
              data-testid={`template-preview-${l}`} onClick={() => setLocale(l)}>{t(`settings_ui.preview.locale.${l}`)}</button>
          ))}
        </div>
      </div>
      {kind === 'sms' && (
        <p className="st-count" data-testid="sms-count" aria-live="polite">
          {t('settings_ui.preview.sms_typed', { characters: typed.characters, parts: typed.parts })}
          {preview.data?.characters != null && <> · {t('settings_ui.preview.sms_sent', { characters: preview.data.characters, parts: preview.data.parts })}</>}
        </p>
      )}
      {foreign.length > 0 && (
        <p className="form-error" role="alert" data-testid="sms-not-latin">{t('settings_ui.preview.not_latin', { letters: foreign.slice(0, 8).join(' ') })}</p>
      )}
      {failure && <p className="form-error" role="alert" data-testid="template-preview-error">{failure}</p>}
      {preview.data && !failure && (kind === 'email'
        ? (
          <div className="st-email">
            <p className="st-subject" data-testid="template-preview-subject"><span className="muted">{t('settings_ui.preview.subject')}</span> {preview.data.subject}</p>
            {/* the rendered HTML runs nothing: a sandbox without scripts, same-origin or forms */}
            <iframe title={t('settings_ui.preview.title')} sandbox="" srcDoc={preview.data.body} className="st-frame" data-testid="template-preview-frame" />
          </div>
        )
        : <pre className="st-sms" data-testid="template-preview-body">{preview.data.body}</pre>)}
    </section>
  );
}
