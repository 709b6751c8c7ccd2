import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATES, list, type BookingSummaryJson } from '../../../shared/commands/air/bookings.js';
import { DateTime } from '../../kit/cells.js';
import { FilterBar, type FilterDef } from '../../kit/filters/FilterBar.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { commandSource } from '../../kit/table/source.js';
import type { Column } from '../../kit/table/types.js';
import { useListParams } from '../../kit/table/useListParams.js';
import { AirState } from './parts.js';

/** /air/booking (§2): the air website's bookings, found by PNR, passenger or order number. */
export default function BookingsList() {
  const { t } = useTranslation();
  const [params] = useListParams();
  const query = params.extra.query?.trim() ?? '';
  const source = useMemo(() => commandSource<BookingSummaryJson>(list, { ...(query && { query }) }), [query]);
  const columns = useMemo<Column<BookingSummaryJson>[]>(() => [
    { id: 'pnr', header: t('air_ui.fields.pnr'), primary: true, width: '90px', fit: true, cell: (x) => <span className="air-mono">{x.pnr}</span> },
    { id: 'state', header: t('air_ui.fields.state'), width: '110px', fit: true, cell: (x) => <AirState state={x.state} /> },
    { id: 'route', header: t('air_ui.fields.route'), width: '120px', fit: true, cell: (x) => <span className="air-mono">{x.route}</span> },
    { id: 'departs', header: t('air_ui.fields.departs'), width: '130px', fit: true, value: (x) => x.departs_local ?? '' },
    {
      id: 'passengers', header: t('air_ui.fields.passengers'), width: 'minmax(180px, 2fr)',
      value: (x) => x.passengers.map((p) => `${p.name} (${p.document})`).join(', '),
    },
    { id: 'order', header: t('air_ui.fields.order'), width: '110px', fit: true, value: (x) => x.order_number ?? '' },
    { id: 'total', header: t('air_ui.fields.total'), kind: 'money', value: (x) => x.total },
    { id: 'created_at', header: t('air_ui.fields.created_at'), sort: 'created_at', width: '130px', fit: true, cell: (x) => <DateTime value={x.created_at} /> },
  ], [t]);
  const filters: FilterDef[] = [
    { type: 'text', key: 'query', param: 'extra', label: t('air_ui.list.search'), placeholder: t('air_ui.list.search_placeholder'), wide: true },
    { type: 'select', key: 'state_eq', label: t('air_ui.fields.state'), anyLabel: t('air_ui.list.all_states'), options: BOOKING_STATES.map((s) => ({ value: s, label: t(`air_ui.states.${s}`) })) },
  ];
  return (
    <section className="air-screen" data-testid="air-bookings-screen">
      <header className="air-head"><h1 className="screen-title">{t('nav.routes.air_bookings')}</h1></header>
      <p className="muted air-hint">{t('air_ui.list.keys')}</p>
      <FilterBar filters={filters} testId="air-bookings-filters" />
      <DataTable<BookingSummaryJson> source={source} columns={columns} rowKey={(x) => x.id} rowHref={(x) => `/air/booking/${x.id}`}
        label={t('air_ui.list.table')} emptyText={t('air_ui.list.empty')} selectable={false} testId="air-bookings-table" />
    </section>
  );
}
