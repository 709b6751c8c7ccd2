import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FULFILLMENT_LABELS } from '../../../shared/commands/fulfillment/labels.js';
import { lineList, pickList, type OrderedLine } from '../../../shared/commands/fulfillment/lineitems.js';
import { vendors } from '../../../shared/commands/merchant.js';
import { LINE_ITEM_ACTIONS, UB_DISTRICTS } from '../../../shared/schema/order.js';
import { api } from '../../app/api.js';
import { FilterBar, type FilterDef } from '../../kit/filters/FilterBar.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { commandSource } from '../../kit/table/source.js';
import type { Column } from '../../kit/table/types.js';
import { useDrivers } from '../orders/DriverPicker.js';
import { LineBulk } from './LineBulk.js';
import { PickList } from './PickList.js';
import { ActionPill, LabelPill } from './shared.js';

/**
 * /fulfillment/ordered_products: line items across orders with §4's action colours and the order's
 * label; filters by label, merchant, location, day, driver and zone; the selection is marked from
 * the keyboard (x, then c or n) or put on the pick list, printed grouped by location and shelf.
 */
export default function OrderedProducts({ title = 'nav.routes.fulfillment_ordered_products' }: { title?: string; params?: unknown }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const source = useMemo(() => commandSource(lineList), []);
  const drivers = useDrivers();
  const vendorRows = useQuery({ queryKey: ['vendor.list', 'names'], queryFn: ({ signal }) => api.call(vendors, { per_page: 1000 }, { signal }), staleTime: 300_000 });
  const locations = useQuery({ queryKey: ['line_item.sheet', 'locations'], queryFn: ({ signal }) => api.call(pickList, {}, { signal }), staleTime: 60_000 });

  const columns = useMemo<Column<OrderedLine>[]>(() => [
    { id: 'order', header: t('fulfillment_ui.columns.order'), primary: true, sort: 'order_number', width: '104px', value: (l) => l.order_number },
    // the batch update's comment rides on the action it explains (a column of its own pushed the table past a laptop's width)
    { id: 'actn', header: t('fulfillment_ui.columns.action'), fit: true, cell: (l) => <span title={l.comment ?? undefined}><ActionPill actn={l.actn} /></span> },
    { id: 'sku', header: t('fulfillment_ui.columns.sku'), width: '96px', value: (l) => l.sku },
    { id: 'name', header: t('fulfillment_ui.columns.product'), width: 'minmax(120px, 2fr)', value: (l) => l.name },
    { id: 'quantity', header: t('fulfillment_ui.columns.quantity'), kind: 'number', sort: 'quantity', width: '60px', value: (l) => l.quantity },
    {
      id: 'location', header: `${t('fulfillment_ui.columns.location')} · ${t('fulfillment_ui.columns.shelf')}`, width: 'minmax(120px, 1fr)',
      cell: (l) => <span>{l.stock_location ?? '-'}{l.shelf ? ` · ${l.shelf}` : ''}{l.to_collect ? <span className="ff-pill ff-blue" title={t('fulfillment_ui.lines.on_list')}> ✓</span> : null}</span>,
    },
    { id: 'label', header: t('fulfillment_ui.columns.label'), fit: true, cell: (l) => <LabelPill label={l.label} /> },
    { id: 'vendor', header: t('fulfillment_ui.columns.vendor'), width: 'minmax(90px, 1fr)', value: (l) => l.vendor_name },
    {
      id: 'zone', header: `${t('fulfillment_ui.columns.zone')} · ${t('fulfillment_ui.columns.driver')}`, width: 'minmax(120px, 1fr)',
      value: (l) => [l.ship_district ? `${l.ship_district}${l.ship_khoroo ? ` ${l.ship_khoroo}` : ''}` : '-', l.driver_name].filter(Boolean).join(' · '),
    },
    { id: 'placed', header: t('fulfillment_ui.columns.placed'), kind: 'date', sort: 'completed_at', value: (l) => l.completed_at },
  ], [t]);

  const filters: FilterDef[] = [
    { type: 'text', key: 'order_number_start', label: t('fulfillment_ui.filters.order'), wide: true },
    { type: 'select', key: 'label_eq', label: t('fulfillment_ui.filters.label'), options: FULFILLMENT_LABELS.map((l) => ({ value: l, label: t(`fulfillment_ui.labels.${l}`) })) },
    { type: 'select', key: 'actn_eq', label: t('fulfillment_ui.filters.action'), options: ['none', ...LINE_ITEM_ACTIONS].map((a) => ({ value: a, label: t(`fulfillment_ui.actions.${a}`) })) },
    { type: 'date_range', field: 'completed_at', label: t('fulfillment_ui.filters.placed') },
    { type: 'select', key: 'vendor_id_eq', label: t('fulfillment_ui.filters.vendor'), options: (vendorRows.data?.items ?? []).map((v) => ({ value: String(v.id), label: v.name })) },
    { type: 'select', key: 'stock_location_id_eq', label: t('fulfillment_ui.filters.location'), options: (locations.data?.locations ?? []).map((l) => ({ value: String(l.id), label: l.name })) },
    ...(drivers ? [{ type: 'select' as const, key: 'driver_id_eq', label: t('fulfillment_ui.filters.driver'), options: drivers }] : []),
    { type: 'select', key: 'ship_district_eq', label: t('fulfillment_ui.filters.district'), options: UB_DISTRICTS.map((d) => ({ value: d, label: d })) },
    { type: 'text', key: 'ship_khoroo_eq', label: t('fulfillment_ui.filters.khoroo') },
    { type: 'bool', key: 'to_collect_eq', label: t('fulfillment_ui.filters.to_collect') },
  ];

  return (
    <section className="ff-screen" data-testid="ordered-products">
      <header className="ff-print-head">
        <h1 className="screen-title">{t(title)}</h1>
        <button type="button" className="btn" onClick={() => setPicking((p) => !p)} aria-expanded={picking} data-testid="ff-open-pick">{t('fulfillment_ui.lines.pick_list')}</button>
      </header>
      <p className="ff-hint">{t('fulfillment_ui.lines.key_hint')}</p>
      <FilterBar filters={filters} testId="ff-filters" />
      <DataTable<OrderedLine>
        source={source}
        columns={columns}
        rowKey={(l) => l.id}
        rowHref={(l) => `/orders/${l.order_number}`}
        label={t('fulfillment_ui.lines.table')}
        emptyText={t('fulfillment_ui.lines.empty')}
        selectable
        testId="ff-lines"
        bulkActions={(rows, clear) => <LineBulk rows={rows} clear={clear} />}
      />
      {picking && <PickList onClose={() => setPicking(false)} />}
    </section>
  );
}

/** /merchant/ordered_products: the same desk under the merchant console; the server keeps him to his vendor's lines. */
export function MerchantOrderedProducts() {
  return <OrderedProducts title="nav.routes.merchant_ordered_products" />;
}
