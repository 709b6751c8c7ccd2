import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailTemplatePreview } from '../../../../shared/commands/marketing/email-campaigns.js';
import { api } from '../../../app/api.js';
import { errorText } from '../../../kit/notify.js';
import { useDebounced } from '../../../kit/useDebounced.js';
import { useLiveValues, type LiveValues } from '../../../kit/resource/view.js';
import '../marketing.css';

const WIDTHS = { desktop: 640, phone: 375 } as const;
type Width = keyof typeof WIDTHS;
type Letter = { subject?: string; preview_text?: string; body_html?: string };

/** The letter as a contact gets it (a sample contact's fields, sanitised as stored), at a desktop's or a phone's width. */
export function LetterPreview({ letter }: { letter: Letter }) {
  const { t } = useTranslation();
  const [width, setWidth] = useState<Width>('desktop');
  const asked = useDebounced(JSON.stringify({ subject: letter.subject ?? '', preview_text: letter.preview_text ?? '', body_html: letter.body_html ?? '' }), 300);
  const preview = useQuery({
    queryKey: [emailTemplatePreview.id, asked], retry: false, placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.call(emailTemplatePreview, JSON.parse(asked) as Required<Letter>, { signal }),
  });
  return (
    <section className="mk-panel" aria-labelledby="letter-preview-title" data-testid="letter-preview">
      <div className="mk-head">
        <h3 id="letter-preview-title">{t('email_ui.preview.title')}</h3>
        <div role="group" aria-label={t('email_ui.preview.width')} className="mk-actions mk-end">
          {(Object.keys(WIDTHS) as Width[]).map((w) => (
            <button key={w} type="button" className={`btn${w === width ? ' btn-primary' : ''}`} aria-pressed={w === width} data-testid={`letter-preview-${w}`}
              onClick={() => setWidth(w)}>{t(`email_ui.preview.${w}`)}</button>
          ))}
        </div>
      </div>
      {preview.error && <p className="mk-warn" role="alert">{errorText(preview.error)}</p>}
      {preview.data && (
        <>
          <p data-testid="letter-preview-subject"><span className="muted">{t('email_ui.fields.subject')}:</span> {preview.data.subject}</p>
          {/* the letter runs nothing: a sandbox without scripts, same origin or forms */}
          <iframe title={t('email_ui.preview.title')} sandbox="" srcDoc={preview.data.html} data-testid="letter-preview-frame"
            style={{ width: WIDTHS[width], maxWidth: '100%', height: 420, border: '1px solid var(--border, #dde2e6)', background: '#fff' }} />
        </>
      )}
    </section>
  );
}

/** Under a campaign template's form in the resource kit: the letter as typed, not yet saved. */
export function TemplateLetterPreview({ item, values }: { item: Letter; values: LiveValues }) {
  const live = (useLiveValues(values) ?? item) as Letter;
  return <LetterPreview letter={live} />;
}
