import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LEASE_STATES, leaseList, type LeaseJson } from '../../../../shared/commands/orders/leasing.js';
import { api } from '../../../app/api.js';
import { FilterBar, type FilterDef } from '../../../kit/filters/FilterBar.js';
import { DataTable } from '../../../kit/table/DataTable.js';
import type { ListSource } from '../../../kit/table/source.js';
import type { Column } from '../../../kit/table/types.js';
import { sanitizeQ, sortFields } from '../../../kit/table/url-state.js';
import { useListParams } from '../../../kit/table/useListParams.js';
import { OrderStateBadge } from '../badges.js';
import '../orders.css';

const SEARCH = 'search';
const OPEN = 'open';

function leaseSource(query: string, open: boolean): ListSource<LeaseJson> {
  return {
    key: ['order.lease_list', { query, open }],
    sorts: sortFields(leaseList.input),
    fetch: (r, signal) => {
      const q = sanitizeQ(leaseList.input, r.q);
      return api.call(leaseList, { page: r.page, per_page: r.per_page, ...(query && { query }), ...(open && { open }), ...(Object.keys(q).length && { q }) }, { signal });
    },
  };
}

function leaseColumns(t: TFunction): Column<LeaseJson>[] {
  return [
    { id: 'number', header: t('orders_extra_ui.columns.number'), sort: 'number', primary: true, width: '110px', value: (l) => l.number },
    { id: 'customer', header: t('orders_extra_ui.columns.customer'), width: 'minmax(140px, 2fr)',
      cell: (l) => <span className="or-two-lines"><span>{l.customer_name ?? '-'}</span><span className="muted">{l.phone ?? ''}</span></span> },
    { id: 'state', header: t('orders_extra_ui.columns.state'), width: '120px', fit: true, cell: (l) => <OrderStateBadge state={l.state} /> },
    { id: 'lease_state', header: t('orders_extra_ui.lease.lease_state'), width: '130px', fit: true,
      value: (l) => (l.lease_state ? t(`orders_extra_ui.lease.states.${l.lease_state}`, { defaultValue: l.lease_state }) : '-') },
    { id: 'total', header: t('orders_extra_ui.columns.total'), kind: 'money', value: (l) => l.total },
    { id: 'lease_amount', header: t('orders_extra_ui.lease.lease_amount'), sort: 'lease_amount', kind: 'money', value: (l) => l.lease_amount },
    { id: 'lease_left', header: t('orders_extra_ui.lease.lease_left'), sort: 'lease_left', kind: 'money', value: (l) => l.lease_left },
    { id: 'months', header: t('orders_extra_ui.lease.months_short'), width: '80px', value: (l) => `${l.requested_months ?? '-'} / ${l.accepted_months ?? '-'}` },
    { id: 'created_at', header: t('orders_extra_ui.columns.created_at'), sort: 'created_at', kind: 'date', value: (l) => l.created_at },
  ];
}

/** /orders/leasing: orders bought on lease, what is left to repay, each opening its Lease tab. */
export default function LeasingScreen() {
  const { t } = useTranslation();
  const [params] = useListParams();
  const query = params.extra[SEARCH]?.trim() ?? '';
  const open = params.extra[OPEN] === 'true';
  const source = useMemo(() => leaseSource(query, open), [query, open]);
  const columns = useMemo(() => leaseColumns(t), [t]);
  const filters: FilterDef[] = [
    { type: 'text', key: SEARCH, param: 'extra', label: t('orders_extra_ui.leasing.search'), placeholder: t('orders_extra_ui.leasing.search_placeholder'), wide: true },
    { type: 'select', key: 'lease_state_eq', label: t('orders_extra_ui.lease.lease_state'), anyLabel: t('orders_extra_ui.leasing.any'),
      options: LEASE_STATES.map((s) => ({ value: s, label: t(`orders_extra_ui.lease.states.${s}`) })) },
    { type: 'select', key: OPEN, param: 'extra', label: t('orders_extra_ui.leasing.open'), anyLabel: t('orders_extra_ui.leasing.any'),
      options: [{ value: 'true', label: t('orders_extra_ui.leasing.open_only') }] },
    { type: 'date_range', field: 'created_at', label: t('orders_extra_ui.columns.created_at') },
  ];
  return (
    <section className="orders-screen" data-testid="leasing-screen">
      <h1 className="screen-title">{t('nav.routes.orders_leasing')}</h1>
      <FilterBar filters={filters} testId="leasing-filters" />
      <DataTable<LeaseJson>
        source={source}
        columns={columns}
        rowKey={(l) => l.number}
        rowHref={(l) => `/orders/${l.number}/lease`}
        label={t('orders_extra_ui.leasing.table')}
        emptyText={t('orders_extra_ui.leasing.empty')}
        selectable={false}
        testId="leasing-table"
      />
    </section>
  );
}
