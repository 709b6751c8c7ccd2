import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PIVOT_BY, pivot, type PivotBy, type PivotJson } from '../../../shared/commands/fulfillment/pivot.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { errorText } from '../../kit/notify.js';
import { DayInput, today } from './shared.js';

const weekAgo = () => new Date(Date.parse(`${today()}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);

/** The table as CSV, the way it is shown (a product a row, a column a day, merchant or zone). */
function csvOf(data: PivotJson, head: string[]): string {
  const cell = (v: string | number) => (typeof v === 'number' || !/[",\n]/.test(v) ? String(v) : `"${v.replace(/"/g, '""')}"`);
  const lines = [[...head, ...data.columns.map((c) => c.label), 'total'].map(cell).join(',')];
  for (const r of data.rows) lines.push([r.sku, r.name, ...r.cells, r.total].map(cell).join(','));
  return `${lines.join('\n')}\n`;
}

/**
 * /fulfillment/pivot (§7 `line_items pivot`): how many of each product were ordered, by day, by
 * merchant or by zone, summed by the server; a merchant sees his own. The filter box narrows the
 * rows by SKU or name; CSV downloads what is shown.
 */
export default function Pivot() {
  const { t } = useTranslation();
  const { selection } = useSession();
  const [by, setBy] = useState<PivotBy>('day');
  const [from, setFrom] = useState(weekAgo);
  const [to, setTo] = useState(today);
  const [filter, setFilter] = useState('');
  const input = { by, date_from: from, date_to: to < from ? from : to, limit: 1000 };
  const query = useQuery({
    queryKey: ['line_item.pivot', input, selection.website.id, selection.vendorId],
    queryFn: ({ signal }) => api.call(pivot, input, { signal }),
  });
  const data = query.data;
  const rows = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return (data?.rows ?? []).filter((r) => !f || r.sku.toLowerCase().includes(f) || r.name.toLowerCase().includes(f));
  }, [data, filter]);
  const download = () => {
    if (!data) return;
    const blob = new Blob([csvOf({ ...data, rows }, [t('fulfillment_ui.columns.sku'), t('fulfillment_ui.columns.product')])], { type: 'text/csv' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `pivot-${by}-${input.date_from}-${input.date_to}.csv`;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  return (
    <section className="ff-screen" data-testid="pivot">
      <h1 className="screen-title">{t('nav.routes.fulfillment_pivot')}</h1>
      <div className="ff-controls">
        <label className="ff-field">
          <span>{t('fulfillment_ui.pivot.by')}</span>
          <select className="input" value={by} onChange={(e) => setBy(e.target.value as PivotBy)} data-testid="ff-pivot-by">
            {PIVOT_BY.map((b) => <option key={b} value={b}>{t(`fulfillment_ui.pivot.by_${b}`)}</option>)}
          </select>
        </label>
        <DayInput value={from} onChange={setFrom} label={t('fulfillment_ui.from')} testId="ff-from" />
        <DayInput value={to} onChange={setTo} label={t('fulfillment_ui.to')} testId="ff-to" />
        <label className="ff-field">
          <span>{t('fulfillment_ui.pivot.filter')}</span>
          <input type="search" className="input" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('fulfillment_ui.pivot.filter_placeholder')} data-testid="ff-pivot-filter" />
        </label>
        <button type="button" className="btn" disabled={!rows.length} onClick={download} data-testid="ff-pivot-csv">CSV</button>
      </div>
      {query.isError && <p role="alert" className="form-error">{errorText(query.error)}</p>}
      {query.isPending && <p className="muted" role="status">{t('fulfillment_ui.loading')}</p>}
      {data && data.rows.length === 0 && <p className="muted">{t('fulfillment_ui.pivot.empty')}</p>}
      {data?.truncated && <p className="muted">{t('fulfillment_ui.pivot.truncated', { count: data.rows.length })}</p>}
      {data && rows.length > 0 && (
        <div className="ff-pivot-wrap" tabIndex={0} role="region" aria-label={t('fulfillment_ui.pivot.table')}>
          <table className="ff-table ff-pivot" data-testid="ff-pivot-table">
            <thead>
              <tr>
                <th className="ff-sticky">{t('fulfillment_ui.columns.product')}</th>
                {data.columns.map((c) => <th key={c.key} className="num" scope="col">{c.label}</th>)}
                <th className="num">{t('fulfillment_ui.total')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.variant_id} data-testid="ff-pivot-row">
                  <th className="ff-sticky" scope="row"><span className="muted">{r.sku}</span> {r.name}</th>
                  {r.cells.map((n, i) => <td key={data.columns[i]!.key} className={n ? 'num' : 'num ff-zero'}>{n || '·'}</td>)}
                  <td className="num"><strong>{r.total}</strong></td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td className="ff-sticky">{t('fulfillment_ui.total')}</td>
                {data.totals.map((n, i) => <td key={data.columns[i]!.key} className="num">{n}</td>)}
                <td className="num">{data.total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
