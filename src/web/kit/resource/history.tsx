import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyResource } from '../../../shared/resources/define.js';
import { formatDate } from '../../../shared/i18n/format.js';
import { api } from '../../app/api.js';
import { errorText } from '../notify.js';

type Entry = { id: number; at: string; user_email: string | null; command_id: string; input: Record<string, unknown> };

/** The title of the command an audit entry names, by the resource's messages (`commands.<area>.<name>.<verb>`). */
const verbOf = (commandId: string) => commandId.slice(commandId.indexOf('.') + 1);

/**
 * A row's history (the declared `audits`) under its form: who changed what and when, newest first,
 * loaded when opened. A native <details>, so Enter or Space on its summary opens it.
 */
export function HistoryPanel({ resource, id }: { resource: AnyResource; id: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const audits = resource.audits!;
  const { def } = resource;
  const entries = useQuery({
    queryKey: [audits.id, id],
    queryFn: ({ signal }) => api.call(audits, { id, per_page: 50 }, { signal }) as Promise<{ items: Entry[]; total: number }>,
    enabled: open,
  });
  return (
    <details className="rs-history" onToggle={(e) => setOpen(e.currentTarget.open)} data-testid={`resource-${def.name}-history`}>
      <summary>{t('kit.resource.history')}</summary>
      {entries.error && <p role="alert" className="form-error">{errorText(entries.error)}</p>}
      {open && !entries.data && !entries.error && <p role="status" className="muted">{t('kit.table.loading')}</p>}
      {entries.data && entries.data.items.length === 0 && <p className="muted">{t('kit.resource.history_empty')}</p>}
      {entries.data && entries.data.items.length > 0 && (
        <ol className="rs-history-list">
          {entries.data.items.map((e) => {
            const changed = Object.keys(e.input).filter((k) => k !== 'id');
            return (
              <li key={e.id} data-testid="resource-history-entry" data-command={e.command_id}>
                <span className="rs-history-what">{t(`commands.${def.area}.${def.name}.${verbOf(e.command_id)}`, { defaultValue: e.command_id })}</span>
                <span className="muted"> · {formatDate(e.at)} · {e.user_email ?? t('kit.resource.history_system')}</span>
                {changed.length > 0 && <div className="muted rs-history-fields">{changed.join(', ')}</div>}
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}
