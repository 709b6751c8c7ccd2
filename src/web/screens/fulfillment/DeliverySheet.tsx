import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { driverList, sheet, type SheetRow } from '../../../shared/commands/fulfillment/delivery.js';
import { sheetPdf } from '../../../shared/commands/fulfillment/pdf.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { errorText } from '../../kit/notify.js';
import { PrintButtons } from './PrintButtons.js';
import { DayInput, today } from './shared.js';

/**
 * /fulfillment/delivery/sheet (§7 `orders/sheet`): a day's deliveries, a page per driver on A4,
 * with receivers, phones, addresses and the cash to collect; p prints it, d downloads it as a PDF.
 * `bo fulfillment sheet` prints the same (`--pdf` the PDF).
 */
export default function DeliverySheet() {
  const { t } = useTranslation();
  const { selection } = useSession();
  const [date, setDate] = useState(today);
  const [driver, setDriver] = useState('');
  const drivers = useQuery({ queryKey: ['driver.list'], queryFn: ({ signal }) => api.call(driverList, {}, { signal }), staleTime: 60_000 });
  const query = useQuery({
    queryKey: ['order.sheet', date, driver, selection.website.id, selection.vendorId],
    queryFn: ({ signal }) => api.call(sheet, { date, ...(driver && { driver: Number(driver) }) }, { signal }),
  });
  const byDriver = new Map<string, SheetRow[]>();
  for (const r of query.data?.items ?? []) {
    const key = r.driver_name ?? '-';
    byDriver.set(key, [...(byDriver.get(key) ?? []), r]);
  }
  return (
    <section className="ff-screen" data-testid="delivery-sheet">
      <h1 className="screen-title ff-no-print">{t('nav.routes.fulfillment_delivery_sheet')}</h1>
      <div className="ff-controls ff-no-print">
        <DayInput value={date} onChange={setDate} label={t('fulfillment_ui.day')} testId="ff-sheet-date" />
        <label className="ff-field">
          <span>{t('fulfillment_ui.filters.driver')}</span>
          <select className="input" value={driver} onChange={(e) => setDriver(e.target.value)} data-testid="ff-sheet-driver">
            <option value="">{t('fulfillment_ui.sheet.all_drivers')}</option>
            {drivers.data?.items.map((d) => <option key={d.id} value={String(d.id)}>{d.name}</option>)}
          </select>
        </label>
        <PrintButtons pdf={sheetPdf} input={{ date, ...(driver && { driver: Number(driver) }) }} disabled={!query.data?.items.length} testId="ff-sheet" />
      </div>
      {query.isError && <p role="alert" className="form-error">{errorText(query.error)}</p>}
      {query.isPending && <p className="muted" role="status">{t('fulfillment_ui.loading')}</p>}
      {query.data && query.data.items.length === 0 && <p className="muted" data-testid="ff-sheet-empty">{t('fulfillment_ui.sheet.empty')}</p>}
      <div className="ff-print-area">
        {[...byDriver.entries()].map(([name, rows]) => (
          <div key={name} className="ff-driver-page" data-testid="ff-sheet-driver-page">
            <h2 className="ff-group">{t('fulfillment_ui.sheet.title')} · {query.data?.date} · {name}</h2>
            <p className="muted">{t('fulfillment_ui.sheet.summary', { count: rows.length, amount: formatMoney(rows.reduce((s, r) => s + r.to_collect, 0)) })}</p>
            <table className="ff-table">
              <thead>
                <tr>
                  <th>#</th><th>{t('fulfillment_ui.columns.order')}</th><th>{t('fulfillment_ui.columns.receiver')}</th><th>{t('fulfillment_ui.columns.phone')}</th>
                  <th>{t('fulfillment_ui.columns.address')}</th><th className="num">{t('fulfillment_ui.columns.items')}</th>
                  <th className="num">{t('fulfillment_ui.columns.to_collect')}</th><th>{t('fulfillment_ui.sheet.signature')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={r.number} data-testid="ff-sheet-row">
                    <td>{i + 1}</td><td>{r.number}</td><td>{r.receiver_name ?? '-'}</td><td>{r.receiver_phone ?? '-'}</td>
                    <td>{[r.ship_district, r.ship_khoroo ? `${r.ship_khoroo}-р хороо` : null, r.ship_address].filter(Boolean).join(', ')}{r.note ? <div className="muted">{r.note}</div> : null}</td>
                    <td className="num">{r.items}</td><td className="num">{formatMoney(r.to_collect)}</td><td className="ff-sign" />
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr><td colSpan={6}>{t('fulfillment_ui.total')}</td><td className="num">{formatMoney(rows.reduce((s, r) => s + r.to_collect, 0))}</td><td /></tr>
              </tfoot>
            </table>
          </div>
        ))}
      </div>
    </section>
  );
}
