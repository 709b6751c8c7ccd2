import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { byVendor, vendorLines } from '../../../shared/commands/fulfillment/lineitems.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { errorText } from '../../kit/notify.js';
import { DayInput, today } from './shared.js';

const FIGURES = ['orders', 'lines', 'quantity', 'prepared', 'no_stock', 'waiting'] as const;

/** /fulfillment/by_vendor (§7 `by_vendor`, `vendor`): each merchant's share of the days' orders, its products on Enter. */
export default function ByVendor() {
  const { t } = useTranslation();
  const { selection } = useSession();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  const range = { date_from: from, date_to: to < from ? from : to };
  const query = useQuery({
    queryKey: ['line_item.by_vendor', range, selection.website.id, selection.vendorId],
    queryFn: ({ signal }) => api.call(byVendor, range, { signal }),
  });
  const products = useQuery({
    queryKey: ['line_item.vendor', open?.id, range],
    queryFn: ({ signal }) => api.call(vendorLines, { vendor: open!.id, ...range }, { signal }),
    enabled: open !== null,
  });
  const head = (k: (typeof FIGURES)[number]) => t(`fulfillment_ui.columns.${k === 'quantity' ? 'quantity' : k}`);
  return (
    <section className="ff-screen" data-testid="by-vendor">
      <h1 className="screen-title">{t('nav.routes.fulfillment_by_vendor')}</h1>
      <div className="ff-controls">
        <DayInput value={from} onChange={setFrom} label={t('fulfillment_ui.from')} testId="ff-from" />
        <DayInput value={to} onChange={setTo} label={t('fulfillment_ui.to')} testId="ff-to" />
      </div>
      {query.isError && <p role="alert" className="form-error">{errorText(query.error)}</p>}
      {query.isPending && <p className="muted" role="status">{t('fulfillment_ui.loading')}</p>}
      {query.data && query.data.items.length === 0 && <p className="muted">{t('fulfillment_ui.by_vendor.empty')}</p>}
      {query.data && query.data.items.length > 0 && (
        <table className="ff-table" aria-label={t('fulfillment_ui.by_vendor.table')} data-testid="ff-vendors">
          <thead>
            <tr><th>{t('fulfillment_ui.columns.vendor')}</th>{FIGURES.map((k) => <th key={k} className="num">{head(k)}</th>)}<th className="num">{t('fulfillment_ui.columns.amount')}</th></tr>
          </thead>
          <tbody>
            {query.data.items.map((v) => (
              <tr key={v.vendor_id} className={open?.id === v.vendor_id ? 'ff-active' : undefined}>
                <td><button type="button" className="dt-link ff-linkbtn" onClick={() => setOpen({ id: v.vendor_id, name: v.vendor_name })} title={t('fulfillment_ui.by_vendor.show')} data-testid="ff-vendor-open">{v.vendor_name}</button></td>
                {FIGURES.map((k) => <td key={k} className="num">{v[k].toLocaleString('en-US')}</td>)}
                <td className="num">{formatMoney(v.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr><td>{t('fulfillment_ui.total')}</td>{FIGURES.map((k) => <td key={k} className="num">{query.data.totals[k].toLocaleString('en-US')}</td>)}<td className="num">{formatMoney(query.data.totals.total)}</td></tr>
          </tfoot>
        </table>
      )}
      {open && (
        <section className="ff-print" aria-label={t('fulfillment_ui.by_vendor.products', { vendor: open.name })} data-testid="ff-vendor-products">
          <header className="ff-print-head">
            <h2>{t('fulfillment_ui.by_vendor.products', { vendor: open.name })}</h2>
            <button type="button" className="btn" onClick={() => setOpen(null)}>{t('fulfillment_ui.close')}</button>
          </header>
          {products.isError && <p role="alert" className="form-error">{errorText(products.error)}</p>}
          <table className="ff-table">
            <thead><tr><th>{t('fulfillment_ui.columns.sku')}</th><th>{t('fulfillment_ui.columns.product')}</th><th className="num">{t('fulfillment_ui.columns.quantity')}</th><th className="num">{t('fulfillment_ui.columns.prepared')}</th><th className="num">{t('fulfillment_ui.columns.amount')}</th></tr></thead>
            <tbody>
              {products.data?.items.map((p) => (
                <tr key={p.sku}><td>{p.sku}</td><td>{p.name}</td><td className="num">{p.quantity}</td><td className="num">{p.prepared}</td><td className="num">{formatMoney(p.total)}</td></tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
