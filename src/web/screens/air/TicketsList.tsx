import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tickets, TICKET_STATES, type AirTicketJson } from '../../../shared/commands/air/bookings.js';
import { DateTime } from '../../kit/cells.js';
import { FilterBar, type FilterDef } from '../../kit/filters/FilterBar.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { commandSource } from '../../kit/table/source.js';
import type { Column } from '../../kit/table/types.js';
import { useListParams } from '../../kit/table/useListParams.js';
import { AirState, TicketActions } from './parts.js';

/** /air/ticket (§2): issued tickets by number, voided on their day, refunded afterwards. */
export default function TicketsList() {
  const { t } = useTranslation();
  const [params] = useListParams();
  const query = params.extra.query?.trim() ?? '';
  const source = useMemo(() => commandSource<AirTicketJson>(tickets, { ...(query && { query }) }), [query]);
  const columns = useMemo<Column<AirTicketJson>[]>(() => [
    { id: 'number', header: t('air_ui.fields.number'), primary: true, width: '140px', fit: true, cell: (x) => <span className="air-mono">{x.number}</span> },
    { id: 'state', header: t('air_ui.fields.state'), width: '100px', fit: true, cell: (x) => <AirState state={x.state} ticket /> },
    { id: 'pnr', header: t('air_ui.fields.pnr'), width: '80px', fit: true, cell: (x) => <span className="air-mono">{x.pnr}</span> },
    { id: 'passenger', header: t('air_ui.fields.passenger'), width: 'minmax(140px, 1.5fr)', value: (x) => x.passenger },
    { id: 'segment', header: t('air_ui.fields.segment'), width: 'minmax(130px, 1fr)', value: (x) => x.segment },
    { id: 'departs', header: t('air_ui.fields.departs'), width: '130px', fit: true, value: (x) => x.departs_local },
    { id: 'issued_at', header: t('air_ui.fields.issued_at'), sort: 'issued_at', width: '130px', fit: true, cell: (x) => <DateTime value={x.issued_at} /> },
    { id: 'actions', header: '', headerHidden: true, width: '140px', fit: true, cell: (x) => <TicketActions ticket={x} single /> },
  ], [t]);
  const filters: FilterDef[] = [
    { type: 'text', key: 'query', param: 'extra', label: t('air_ui.list.search'), placeholder: t('air_ui.tickets.search_placeholder'), wide: true },
    { type: 'select', key: 'state_eq', label: t('air_ui.fields.state'), anyLabel: t('air_ui.list.all_states'), options: TICKET_STATES.map((s) => ({ value: s, label: t(`air_ui.ticket_states.${s}`) })) },
  ];
  return (
    <section className="air-screen" data-testid="air-tickets-screen">
      <header className="air-head"><h1 className="screen-title">{t('nav.routes.air_tickets')}</h1></header>
      <p className="muted air-hint">{t('air_ui.tickets.keys')}</p>
      <FilterBar filters={filters} testId="air-tickets-filters" />
      <DataTable<AirTicketJson> source={source} columns={columns} rowKey={(x) => x.id} rowHref={(x) => `/air/booking/${x.booking_id}`}
        label={t('air_ui.tickets.table')} emptyText={t('air_ui.tickets.empty')} selectable={false} testId="air-tickets-table" />
    </section>
  );
}
