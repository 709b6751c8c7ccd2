import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { driverReport } from '../../../shared/commands/fulfillment/delivery.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { errorText } from '../../kit/notify.js';
import { DayInput, today } from './shared.js';

const COUNTS = ['taken', 'delivered', 'returned', 'open'] as const;

/** /fulfillment/delivery/driver_report (§7 `driver_report`): per driver and day, parcels and the cash against what was due. */
export default function DriverReport() {
  const { t } = useTranslation();
  const { selection } = useSession();
  const [date, setDate] = useState(today);
  const query = useQuery({
    queryKey: ['driver.report', date, selection.website.id, selection.vendorId],
    queryFn: ({ signal }) => api.call(driverReport, { date }, { signal }),
  });
  const rows = query.data?.items ?? [];
  const sum = (k: (typeof COUNTS)[number] | 'due' | 'collected') => rows.reduce((s, r) => s + r[k], 0);
  return (
    <section className="ff-screen" data-testid="driver-report">
      <h1 className="screen-title">{t('nav.routes.fulfillment_delivery_driver_report')}</h1>
      <div className="ff-controls"><DayInput value={date} onChange={setDate} label={t('fulfillment_ui.day')} testId="ff-report-date" /></div>
      {query.isError && <p role="alert" className="form-error">{errorText(query.error)}</p>}
      {query.isPending && <p className="muted" role="status">{t('fulfillment_ui.loading')}</p>}
      {query.data && rows.length === 0 && <p className="muted">{t('fulfillment_ui.driver_report.empty')}</p>}
      {rows.length > 0 && (
        <table className="ff-table" aria-label={t('fulfillment_ui.driver_report.table')} data-testid="ff-driver-report">
          <thead>
            <tr><th>{t('fulfillment_ui.columns.driver')}</th>{COUNTS.map((k) => <th key={k} className="num">{t(`fulfillment_ui.columns.${k}`)}</th>)}
              <th className="num">{t('fulfillment_ui.columns.due')}</th><th className="num">{t('fulfillment_ui.columns.collected')}</th></tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.driver_id}>
                <td>{r.driver_name}</td>{COUNTS.map((k) => <td key={k} className="num">{r[k]}</td>)}
                <td className="num">{formatMoney(r.due)}</td>
                <td className="num">{formatMoney(r.collected)}{r.collected < r.due ? <div className="ff-short">{t('fulfillment_ui.driver_report.short', { amount: formatMoney(r.due - r.collected) })}</div> : null}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr><td>{t('fulfillment_ui.total')}</td>{COUNTS.map((k) => <td key={k} className="num">{sum(k)}</td>)}<td className="num">{formatMoney(sum('due'))}</td><td className="num">{formatMoney(sum('collected'))}</td></tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
