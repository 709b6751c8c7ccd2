import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { batch, batchCancel } from '../../../../shared/commands/orders/batch.js';
import { list } from '../../../../shared/commands/orders/orders.js';
import { ROUTES } from '../../../../shared/roles/routes.js';
import { ORDER_FILTERS, type OrderFilter, type OrderJson } from '../../../../shared/schema/order.js';
import { api } from '../../../app/api.js';
import { FilterBar } from '../../../kit/filters/FilterBar.js';
import { Tabs } from '../../../kit/Tabs.js';
import { DataTable } from '../../../kit/table/DataTable.js';
import type { ListSource } from '../../../kit/table/source.js';
import { applyPatch, sanitizeQ, serializeListSearch, sortFields } from '../../../kit/table/url-state.js';
import { useListParams } from '../../../kit/table/useListParams.js';
import { useDrivers } from '../DriverPicker.js';
import { useCan } from '../shared.js';
import { BatchActions, BatchOutcomePanel, type BatchOutcome } from './BatchActions.js';
import { orderColumns } from './columns.js';
import { orderFilters, PRESET_PARAM, SEARCH_PARAM } from './filters.js';
import '../orders.css';

interface Extras { filter: OrderFilter; query: string }

/** `order.list` with §4's preset and the search words the URL holds beside `q`. */
function listSource(x: Extras): ListSource<OrderJson> {
  return {
    key: ['order.list', x],
    sorts: sortFields(list.input),
    fetch: (r, signal) => {
      const q = sanitizeQ(list.input, r.q);
      return api.call(list, {
        page: r.page, per_page: r.per_page, filter: x.filter,
        ...(x.query && { query: x.query }), ...(Object.keys(q).length && { q }),
      }, { signal });
    },
  };
}

/**
 * /orders/list: §4's presets, search, filters, sortable columns and batch operations on a selection.
 * /merchant/orders is the same list under the merchant console: the server keeps a merchant to his
 * vendor's orders and his share of their amounts, and the batch buttons follow his roles.
 */
export default function OrdersList({ base = '/orders/list', title = 'nav.routes.orders_list' }: { base?: string; title?: string; params?: unknown }) {
  const { t } = useTranslation();
  const can = useCan();
  const [params] = useListParams();
  const drivers = useDrivers();
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  const preset: OrderFilter = ORDER_FILTERS.find((f) => f === params.extra[PRESET_PARAM]) ?? 'all';
  const query = params.extra[SEARCH_PARAM]?.trim() ?? '';
  const source = useMemo(() => listSource({ filter: preset, query }), [preset, query]);
  const columns = useMemo(() => orderColumns(t), [t]);
  const filters = orderFilters(t, drivers);
  const selectable = can(batch) || can(batchCancel);
  const newRoute = ROUTES.find((r) => r.id === 'orders.new');

  // a preset keeps the other filters and the sort; the page starts again
  const presetHref = (f: OrderFilter) => {
    const next = serializeListSearch(applyPatch(params, { extra: { [PRESET_PARAM]: f === 'all' ? undefined : f } }));
    return next ? `${base}?${next}` : base;
  };

  return (
    <section className="orders-screen" data-testid="orders-list">
      <header className="or-list-head">
        <h1 className="screen-title">{t(title)}</h1>
        {newRoute && can(newRoute) && <Link href="/orders/new" className="btn" data-testid="orders-new">{t('orders_web.list.new')}</Link>}
      </header>
      <Tabs label={t('orders_web.list.presets')} current={preset} panelId="orders-list-panel" testId="orders-presets"
        tabs={ORDER_FILTERS.map((f) => ({ id: f, label: t(`orders_web.presets.${f}`), href: presetHref(f) }))} />
      <div id="orders-list-panel" role="tabpanel" aria-labelledby={`tab-${preset}`} className="or-list-panel">
        <FilterBar filters={filters.search} testId="orders-search-bar" />
        <FilterBar filters={filters.list} testId="orders-filters" />
        {outcome && <BatchOutcomePanel outcome={outcome} onClose={() => setOutcome(null)} />}
        <DataTable<OrderJson>
          source={source}
          columns={columns}
          rowKey={(o) => o.number}
          rowHref={(o) => `/orders/${o.number}`}
          label={t('orders_web.list.table')}
          emptyText={t('orders_web.list.empty')}
          selectable={selectable}
          testId="orders-table"
          bulkActions={(rows, clear) => <BatchActions rows={rows} clear={clear} onOutcome={setOutcome} />}
        />
      </div>
    </section>
  );
}

/** /merchant/orders: his vendor's orders, as the server confines them. */
export function MerchantOrders() {
  return <OrdersList base="/merchant/orders" title="nav.routes.merchant_orders" />;
}
