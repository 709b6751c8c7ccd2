import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { approveRoles, batch, search } from '../../../../../shared/commands/products/listings.js';
import { canAccess } from '../../../../../shared/roles/access.js';
import type { Listing } from '../../../../../shared/schema/merchandising.js';
import { api } from '../../../../app/api.js';
import { toast } from '../../../../app/toasts.js';
import { useSession } from '../../../../app/session.js';
import { confirm } from '../../../../kit/confirm/confirm.js';
import { FilterBar, type FilterDef } from '../../../../kit/filters/FilterBar.js';
import { notifyError } from '../../../../kit/notify.js';
import { DataTable } from '../../../../kit/table/DataTable.js';
import { commandSource } from '../../../../kit/table/source.js';
import type { Column } from '../../../../kit/table/types.js';
import { useListParams } from '../../../../kit/table/useListParams.js';
import type { ScreenProps } from '../../../index.js';
import { ListingDetail } from './ListingDetail.js';
import { ListingsFile } from './ListingsFile.js';
import '../../../../styles/products-admin.css';

type Action = 'activate' | 'deactivate' | 'approve' | 'delete';

/** /products/listings/:slug?: vendors' offers (a merchant sees his own), bulk actions, and one listing's form. */
export default function ListingsScreen({ params }: ScreenProps) {
  if (params.slug) return <ListingDetail id={Number(params.slug)} />;
  return <ListingsList />;
}

function ListingsList() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const [params, updateParams] = useListParams();
  const query = params.extra.query?.trim() ?? '';
  const fileOpen = params.extra.file === '1';
  const source = useMemo(() => commandSource(search, query ? { query } : {}), [query]);
  const canApprove = canAccess({ roles: approveRoles }, session.viewer);
  const canEdit = canAccess(batch, session.viewer);
  const filters: FilterDef[] = [
    { type: 'text', key: 'query', param: 'extra', label: t('products_admin.listings.search'), wide: true },
    { type: 'text', key: 'sku_cont', label: t('products_admin.listings.sku') },
    { type: 'bool', key: 'active_eq', label: t('products_admin.listings.active') },
    { type: 'bool', key: 'approved_eq', label: t('products_admin.listings.approved') },
  ];
  const columns = useMemo<Column<Listing>[]>(() => [
    { id: 'sku', header: t('products_admin.listings.sku'), sort: 'sku', primary: true, width: '120px', value: (l) => l.sku },
    { id: 'product', header: t('products_admin.listings.product'), width: 'minmax(160px, 2fr)', value: (l) => (i18n.language === 'mn' ? l.product_name_mn : l.product_name_en) },
    { id: 'vendor', header: t('products_admin.listings.vendor'), width: 'minmax(100px, 1fr)', value: (l) => l.vendor_name },
    { id: 'price', header: t('products_admin.listings.price'), sort: 'price', kind: 'money', value: (l) => l.price },
    { id: 'sale_price', header: t('products_admin.listings.sale_price'), kind: 'money', value: (l) => l.sale_price },
    { id: 'count_on_hand', header: t('products_admin.listings.count_on_hand'), sort: 'count_on_hand', kind: 'number', value: (l) => l.count_on_hand },
    { id: 'active', header: t('products_admin.listings.active'), width: '80px', value: (l) => (l.active ? '✓' : '—') },
    { id: 'approved', header: t('products_admin.listings.approved'), width: '100px', value: (l) => (l.approved ? '✓' : '—') },
    { id: 'updated_at', header: t('products_admin.listings.updated_at'), sort: 'updated_at', kind: 'date', value: (l) => l.updated_at },
  ], [t, i18n.language]);

  async function run(rows: Listing[], action: Action, clear: () => void) {
    if (action === 'delete' && !(await confirm({
      title: t('kit.resource.delete_title', { name: rows.length === 1 ? rows[0]!.sku : String(rows.length) }),
      body: t('kit.resource.delete_body'), okLabel: t('kit.resource.delete'), danger: true,
    }))) return;
    try {
      const answer = await api.call(batch, { ids: rows.map((r) => r.id), action }, { idempotencyKey: crypto.randomUUID() });
      toast(answer.failed ? 'warning' : 'success', t('products_admin.listings.done', { applied: answer.applied, failed: answer.failed }));
      clear();
      void queryClient.invalidateQueries({ queryKey: [search.id] });
    } catch (e) { notifyError(e); }
  }

  const actions: Action[] = ['activate', 'deactivate', ...(canApprove ? ['approve' as const] : []), 'delete'];
  return (
    <section className="pa-screen" data-testid="listings-screen">
      <header className="pa-head">
        <h1 className="pa-title">{t('nav.routes.products_listings')}</h1>
        {canEdit && !fileOpen && <button type="button" className="btn" onClick={() => updateParams({ extra: { file: '1' } })} data-testid="listings-file-open">{t('products_admin.listings.file')}</button>}
      </header>
      {canEdit && fileOpen && <ListingsFile onClose={() => updateParams({ extra: { file: undefined } })} />}
      <FilterBar filters={filters} testId="listings-filters" />
      <DataTable<Listing> source={source} columns={columns} rowKey={(l) => l.id} rowHref={(l) => `/products/listings/${l.id}`}
        label={t('nav.routes.products_listings')} emptyText={t('kit.resource.empty')} testId="listings-table" sortDisabled={!!query}
        selectable={canEdit}
        bulkActions={(rows, clear) => actions.map((a) => (
          <button key={a} type="button" className={`btn${a === 'delete' ? ' btn-danger' : ''}`} onClick={() => void run(rows, a, clear)} data-testid={`listings-${a}`}>
            {a === 'delete' ? t('kit.resource.delete') : t(`products_admin.listings.${a}`)}
          </button>
        ))} />
    </section>
  );
}
