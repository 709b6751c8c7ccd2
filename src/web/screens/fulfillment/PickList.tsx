import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickList } from '../../../shared/commands/fulfillment/lineitems.js';
import { pickListPdf } from '../../../shared/commands/fulfillment/pdf.js';
import { formatDate } from '../../../shared/i18n/format.js';
import { api } from '../../app/api.js';
import { errorText } from '../../kit/notify.js';
import { PrintButtons } from './PrintButtons.js';

/**
 * The printable pick list (§7 `line_items sheet`): what is marked for collecting, summed by
 * product, grouped by stock location and ordered by shelf; A4 on paper (fulfillment.css).
 */
export function PickList({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [location, setLocation] = useState('');
  const query = useQuery({
    queryKey: ['line_item.sheet', location],
    queryFn: ({ signal }) => api.call(pickList, location ? { stock_location_id: Number(location) } : {}, { signal }),
  });
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    root.current?.scrollIntoView({ block: 'start' });
    root.current?.querySelector<HTMLButtonElement>('[data-testid="ff-pick-print"]')?.focus();
  }, []);
  const groups = new Map<string, NonNullable<typeof query.data>['items']>();
  for (const row of query.data?.items ?? []) {
    const key = row.stock_location ?? '-';
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return (
    <section ref={root} className="ff-print ff-print-area" aria-label={t('fulfillment_ui.pick.title')} data-testid="ff-pick-list">
      <header className="ff-print-head">
        <h2>{t('fulfillment_ui.pick.title')} · <span className="muted">{t('fulfillment_ui.pick.printed_at', { at: formatDate(new Date()) })}</span></h2>
        <select className="input ff-no-print" value={location} onChange={(e) => setLocation(e.target.value)} aria-label={t('fulfillment_ui.filters.location')} data-testid="ff-pick-location">
          <option value="">{t('fulfillment_ui.pick.all_locations')}</option>
          {query.data?.locations.map((l) => <option key={l.id} value={String(l.id)}>{l.name}</option>)}
        </select>
        <PrintButtons pdf={pickListPdf} input={location ? { stock_location_id: Number(location) } : {}} disabled={!query.data?.items.length} testId="ff-pick" />
        <button type="button" className="btn ff-no-print" onClick={onClose}>{t('fulfillment_ui.close')}</button>
      </header>
      {query.isError && <p role="alert" className="form-error">{errorText(query.error)}</p>}
      {query.isPending && <p className="muted" role="status">{t('fulfillment_ui.loading')}</p>}
      {query.data && query.data.items.length === 0 && <p className="muted" data-testid="ff-pick-empty">{t('fulfillment_ui.pick.empty')}</p>}
      {[...groups.entries()].map(([name, rows]) => (
        <div key={name}>
          <h3 className="ff-group">{name}</h3>
          <table className="ff-table">
            <thead>
              <tr>
                <th>{t('fulfillment_ui.columns.shelf')}</th><th>{t('fulfillment_ui.columns.sku')}</th><th>{t('fulfillment_ui.columns.product')}</th>
                <th className="num">{t('fulfillment_ui.columns.quantity')}</th><th>{t('fulfillment_ui.columns.orders')}</th><th>{t('fulfillment_ui.pick.check')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.sku}:${r.shelf}`} data-testid="ff-pick-row">
                  <td><strong>{r.shelf ?? '-'}</strong></td><td>{r.sku}</td><td>{r.name}</td><td className="num">{r.quantity}</td>
                  <td>{r.orders.join(', ')}</td><td><span className="ff-box" aria-hidden="true" /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
