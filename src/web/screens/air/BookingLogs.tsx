import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { logs } from '../../../shared/commands/air/bookings.js';
import { api } from '../../app/api.js';
import { DateTime } from '../../kit/cells.js';
import { errorText } from '../../kit/notify.js';
import type { ScreenProps } from '../index.js';
import './air.css';

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v, null, 2));

/** /air/booking/{id}/logs: every exchange with the supplier, newest first, a refusal in the supplier's own words. */
export default function BookingLogs({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const { data, error } = useQuery({ queryKey: ['air_booking.logs', id], enabled: Number.isSafeInteger(id), queryFn: ({ signal }) => api.call(logs, { id }, { signal }) });
  if (error) return <p role="alert" className="form-error">{errorText(error)}</p>;
  if (!data) return <p role="status" className="muted">{t('kit.table.loading')}</p>;
  return (
    <section className="air-screen" data-testid="air-booking-logs">
      <header className="air-head">
        <Link href={`/air/booking/${id}`}>← {t('air_ui.detail.title', { pnr: data.pnr })}</Link>
        <h1 className="screen-title">{t('air_ui.logs.title', { pnr: data.pnr })}</h1>
      </header>
      {data.items.length === 0 ? <p className="muted">{t('air_ui.logs.empty')}</p> : (
        <div className="air-table-wrap">
          <table className="air-table air-log" data-testid="air-logs-table">
            <thead><tr>
              <th>{t('air_ui.fields.at')}</th><th>{t('air_ui.fields.action')}</th><th>{t('air_ui.fields.status')}</th>
              <th>{t('air_ui.fields.duration')}</th><th>{t('air_ui.fields.author')}</th><th>{t('air_ui.fields.error')}</th>
            </tr></thead>
            <tbody>
              {data.items.map((l) => (
                <tr key={l.id} data-testid="air-log-row" data-ok={l.ok} data-action={l.action}>
                  <td><DateTime value={l.created_at} /></td>
                  <td>{t(`air_ui.actions.${l.action}`)}</td>
                  <td><span className={`air-state air-state-${l.ok ? 'ticketed' : 'refunded'}`}>{l.ok ? t('air_ui.logs.ok') : t('air_ui.logs.failed')}{l.status ? ` · ${l.status}` : ''}</span></td>
                  <td className="air-num">{t('air_ui.logs.ms', { ms: l.duration_ms })}</td>
                  <td>{l.author ?? '-'}</td>
                  <td>
                    {l.error && <span className="air-log-error" data-testid="air-log-error">{l.error}</span>}
                    <details>
                      <summary>{t('air_ui.fields.request')} / {t('air_ui.fields.response')}</summary>
                      <span className="air-zone air-mono">POST {l.url}</span>
                      <pre>{json(l.request)}</pre>
                      <pre>{json(l.response)}</pre>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
