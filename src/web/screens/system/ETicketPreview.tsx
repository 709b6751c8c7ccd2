import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { previewETicket, type eTicketTemplates } from '../../../shared/commands/system/e-ticket-templates.js';
import { api } from '../../app/api.js';
import { errorText } from '../../kit/notify.js';
import '../../styles/system.css';

type Template = z.infer<typeof eTicketTemplates.def.item>;

/** Under an e-ticket template's form: the saved template filled with a sample ticket, in a frame that runs no script. */
export function ETicketPreview({ item }: { item: Template }) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: [previewETicket.id, item.id, item.html],
    queryFn: ({ signal }) => api.call(previewETicket, { html: item.html }, { signal }),
  });
  return (
    <section className="pa-sub" aria-labelledby="eticket-preview-title" data-testid="e-ticket-preview">
      <h3 id="eticket-preview-title">{t('system_ui.e_tickets.preview')}</h3>
      <p className="muted sys-note">{t('system_ui.e_tickets.preview_hint')}</p>
      {preview.error && <p role="alert" className="form-error">{errorText(preview.error)}</p>}
      {preview.data && <iframe className="sys-preview" sandbox="" srcDoc={preview.data.html} title={t('system_ui.e_tickets.preview')} />}
    </section>
  );
}
