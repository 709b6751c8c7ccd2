import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { list, type ETicketJson } from '../../../shared/commands/eticket.js';
import { DateTime } from '../../kit/cells.js';
import { FilterBar, type FilterDef } from '../../kit/filters/FilterBar.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { commandSource } from '../../kit/table/source.js';
import type { Column } from '../../kit/table/types.js';
import { useListParams } from '../../kit/table/useListParams.js';
import './eticket.css';

export function TicketState({ state }: { state: ETicketJson['state'] }) {
  const { t } = useTranslation();
  return <span className={`et-state et-state-${state}`} data-testid="e-ticket-state" data-state={state}>{t(`eticket_ui.states.${state}`)}</span>;
}

/** /e_tickets/list (§2): every ticket, found by code, phone, email, order number or event. */
export default function ETicketsList() {
  const { t } = useTranslation();
  const [params] = useListParams();
  const query = params.extra.query?.trim() ?? '';
  const source = useMemo(() => commandSource<ETicketJson>(list, { ...(query && { query }) }), [query]);
  const columns = useMemo<Column<ETicketJson>[]>(() => [
    { id: 'code', header: t('eticket_ui.fields.code'), primary: true, width: '130px', fit: true, cell: (x) => <span className="et-code">{x.code}</span> },
    { id: 'state', header: t('eticket_ui.fields.state'), width: '100px', fit: true, cell: (x) => <TicketState state={x.state} /> },
    { id: 'event', header: t('eticket_ui.fields.event'), width: 'minmax(160px, 2fr)', value: (x) => x.event },
    { id: 'seat', header: t('eticket_ui.fields.seat'), width: '70px', fit: true, value: (x) => x.seat ?? '' },
    { id: 'holder', header: t('eticket_ui.fields.holder'), width: 'minmax(120px, 1.5fr)', value: (x) => x.holder_name ?? '' },
    { id: 'phone', header: t('eticket_ui.fields.phone'), width: '100px', fit: true, value: (x) => x.phone ?? '' },
    { id: 'order', header: t('eticket_ui.fields.order'), width: '110px', fit: true, value: (x) => x.order_number },
    { id: 'issued_at', header: t('eticket_ui.fields.issued_at'), sort: 'issued_at', width: '130px', fit: true, cell: (x) => <DateTime value={x.issued_at} /> },
  ], [t]);
  const filters: FilterDef[] = [
    { type: 'text', key: 'query', param: 'extra', label: t('eticket_ui.list.search'), placeholder: t('eticket_ui.list.search_placeholder'), wide: true },
  ];
  return (
    <section className="et-screen" data-testid="e-tickets-screen">
      <header className="et-head"><h1 className="screen-title">{t('nav.routes.e_tickets_list')}</h1></header>
      <p className="muted et-hint">{t('eticket_ui.list.keys')}</p>
      <FilterBar filters={filters} testId="e-tickets-filters" />
      <DataTable<ETicketJson> source={source} columns={columns} rowKey={(x) => x.id} rowHref={(x) => `/e_tickets/${x.id}`}
        label={t('eticket_ui.list.table')} emptyText={t('eticket_ui.list.empty')} selectable={false} testId="e-tickets-table" />
    </section>
  );
}
