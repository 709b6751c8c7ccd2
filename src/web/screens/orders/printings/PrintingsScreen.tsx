import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { list } from '../../../../shared/commands/orders/orders.js';
import { printData } from '../../../../shared/commands/orders/printings.js';
import { normalizeOrderNumber, type OrderJson } from '../../../../shared/schema/order.js';
import { api } from '../../../app/api.js';
import { FilterBar, type FilterDef } from '../../../kit/filters/FilterBar.js';
import { errorText } from '../../../kit/notify.js';
import { DataTable } from '../../../kit/table/DataTable.js';
import type { ListSource } from '../../../kit/table/source.js';
import type { Column } from '../../../kit/table/types.js';
import { sanitizeQ, sortFields } from '../../../kit/table/url-state.js';
import { useListParams } from '../../../kit/table/useListParams.js';
import { Invoice, PackingSlip, TEMPLATES, type Template } from './templates.js';
import '../orders.css';
import './print.css';
import './printings.css';

const SEARCH = 'search';
/** A batch is at most what order.print_data takes. */
const MAX = 100;

function ordersSource(query: string): ListSource<OrderJson> {
  return {
    key: ['order.list', { printings: true, query }],
    sorts: sortFields(list.input),
    fetch: (r, signal) => {
      const q = sanitizeQ(list.input, r.q);
      return api.call(list, { page: r.page, per_page: r.per_page, ...(query && { query }), ...(Object.keys(q).length && { q }) }, { signal });
    },
  };
}

/** `R1, 2 r3` → `['R1', 'R2', 'R3']`: what people paste. */
export function parseNumbers(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((s) => normalizeOrderNumber(s)).filter((n): n is string => n !== null))];
}

/**
 * /orders/printings: pick orders (a selection of the list, or numbers pasted), choose the packing
 * slip or invoice template, and print them all at once: one page per order (print.css).
 */
export default function PrintingsScreen() {
  const { t } = useTranslation();
  const [params] = useListParams();
  const query = params.extra[SEARCH]?.trim() ?? '';
  const [typed, setTyped] = useState('');
  const [batch, setBatch] = useState<{ numbers: string[]; template: Template } | null>(null);
  const [template, setTemplate] = useState<Template>('packing_slip');
  const source = useMemo(() => ordersSource(query), [query]);
  const columns = useMemo<Column<OrderJson>[]>(() => [
    { id: 'number', header: t('orders_extra_ui.columns.number'), primary: true, sort: 'number', width: '110px', value: (o) => o.number },
    { id: 'customer', header: t('orders_extra_ui.columns.customer'), width: 'minmax(140px, 2fr)', value: (o) => o.customer_name ?? o.email ?? '-' },
    { id: 'total', header: t('orders_extra_ui.columns.total'), kind: 'money', sort: 'total', value: (o) => o.total },
    { id: 'created_at', header: t('orders_extra_ui.columns.created_at'), kind: 'date', sort: 'created_at', value: (o) => o.created_at },
  ], [t]);
  const filters: FilterDef[] = [
    { type: 'text', key: SEARCH, param: 'extra', label: t('orders_extra_ui.printings.search'), wide: true },
    { type: 'date_range', field: 'created_at', label: t('orders_extra_ui.columns.created_at') },
  ];
  const data = useQuery({
    queryKey: ['order.print_data', batch?.numbers ?? []],
    queryFn: ({ signal }) => api.call(printData, { numbers: batch!.numbers }, { signal }),
    enabled: batch !== null && batch.numbers.length > 0,
  });
  const typedNumbers = parseNumbers(typed);
  const preview = useRef<HTMLElement>(null);
  // the preview opens below the table: bring it into view, its Print button focused
  useEffect(() => {
    if (!batch) return;
    preview.current?.scrollIntoView({ block: 'start' });
    preview.current?.querySelector<HTMLButtonElement>('[data-testid="print-now"]')?.focus();
  }, [batch, data.data]);
  const Page = batch?.template === 'invoice' ? Invoice : PackingSlip;

  return (
    <section className="orders-screen pr-screen" data-testid="printings-screen">
      <h1 className="screen-title">{t('nav.routes.orders_printings')}</h1>
      <div className="pr-controls">
        <fieldset className="pr-templates">
          <legend>{t('orders_extra_ui.printings.template')}</legend>
          {TEMPLATES.map((k) => (
            <label key={k}>
              <input type="radio" name="print-template" value={k} checked={template === k} onChange={() => setTemplate(k)} data-testid={`template-${k}`} />
              {t(`orders_extra_ui.print.${k}`)}
            </label>
          ))}
        </fieldset>
        <form className="pr-typed" onSubmit={(e) => { e.preventDefault(); if (typedNumbers.length) setBatch({ numbers: typedNumbers.slice(0, MAX), template }); }}>
          <label htmlFor="print-numbers">{t('orders_extra_ui.printings.numbers')}</label>
          <input id="print-numbers" type="text" className="input" value={typed} onChange={(e) => setTyped(e.target.value)}
            placeholder={t('orders_extra_ui.printings.numbers_placeholder')} data-testid="print-numbers" />
          <button type="submit" className="btn" disabled={!typedNumbers.length} data-testid="print-numbers-show">{t('orders_extra_ui.printings.show', { count: Math.min(typedNumbers.length, MAX) })}</button>
        </form>
      </div>
      <FilterBar filters={filters} testId="printings-filters" />
      <DataTable<OrderJson>
        source={source}
        columns={columns}
        rowKey={(o) => o.number}
        rowHref={(o) => `/orders/${o.number}`}
        label={t('orders_extra_ui.printings.table')}
        emptyText={t('orders_extra_ui.printings.empty')}
        selectable
        testId="printings-table"
        bulkActions={(rows) => (
          <button type="button" className="btn btn-primary" data-testid="print-selected"
            onClick={() => setBatch({ numbers: rows.slice(0, MAX).map((r) => r.number), template })}>
            {t('orders_extra_ui.printings.prepare', { count: Math.min(rows.length, MAX), template: t(`orders_extra_ui.print.${template}`) })}
          </button>
        )}
      />
      {batch && (
        <section ref={preview} className="pr-preview" aria-label={t('orders_extra_ui.printings.preview')} data-testid="print-preview">
          <header className="pr-preview-head">
            <h2>{t('orders_extra_ui.printings.preview')} · {t(`orders_extra_ui.print.${batch.template}`)} · {batch.numbers.length}</h2>
            <button type="button" className="btn btn-primary" disabled={!data.data?.orders.length} onClick={() => window.print()} data-testid="print-now">{t('orders_extra_ui.print.print')}</button>
            <button type="button" className="btn" onClick={() => setBatch(null)}>{t('orders_extra_ui.print.close')}</button>
          </header>
          {data.isPending && <p className="muted" role="status">{t('kit.table.loading')}</p>}
          {data.error ? <p role="alert" className="form-error">{errorText(data.error)}</p> : null}
          {data.data && data.data.missing.length > 0 && (
            <p role="alert" className="pr-missing" data-testid="print-missing">{t('orders_extra_ui.printings.missing', { numbers: data.data.missing.join(', ') })}</p>
          )}
          <div className="print-area pr-pages">
            {data.data?.orders.map((o) => <Page key={o.order.number} data={o} />)}
          </div>
        </section>
      )}
    </section>
  );
}
