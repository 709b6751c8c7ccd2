import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { batch, type BATCH_ACTIONS } from '../../../../shared/commands/products/batch.js';
import { approve, create, search } from '../../../../shared/commands/products/products.js';
import { tugrikToMongo } from '../../../../shared/money.js';
import { PRODUCTS_PER_PAGE, STOCK_STATES, type Product } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { toast } from '../../../app/toasts.js';
import { confirm } from '../../../kit/confirm/confirm.js';
import { FilterBar } from '../../../kit/filters/FilterBar.js';
import { notifyError, notifySuccess } from '../../../kit/notify.js';
import { DataTable } from '../../../kit/table/DataTable.js';
import type { ListSource } from '../../../kit/table/source.js';
import { sanitizeQ } from '../../../kit/table/url-state.js';
import { sortFields } from '../../../kit/table/url-state.js';
import { useListParams } from '../../../kit/table/useListParams.js';
import { once, useCan } from '../editor/shared.js';
import { productColumns } from './columns.js';
import { productFilters, useFilterChoices } from './filters.js';
import '../../../styles/products.css';

type Action = (typeof BATCH_ACTIONS)[number];

/** A price typed in tögrög in the filter bar, as the möngö the search takes (the one exact parser); junk is ignored. */
function mongoOf(text: string | undefined): number | undefined {
  const mongo = text ? tugrikToMongo(text) : null;
  return mongo !== null && mongo >= 0 ? mongo : undefined;
}

interface SearchExtras { query: string; stock: string | undefined; priceMin: number | undefined; priceMax: number | undefined; perPage: number }

/**
 * `product.search` with the words, stock state and price range the URL holds beside `q`; 40 a page
 * unless the user chose otherwise (DESIGN.md: products list 40 per page).
 */
function searchSource(x: SearchExtras): ListSource<Product> {
  return {
    key: ['product.search', x],
    sorts: sortFields(search.input),
    fetch: (r, signal) => {
      const q: Record<string, unknown> = sanitizeQ(search.input, r.q);
      if (x.priceMin !== undefined) q.price_gteq = x.priceMin;
      if (x.priceMax !== undefined) q.price_lteq = x.priceMax;
      const stock = STOCK_STATES.find((s) => s === x.stock);
      return api.call(search, {
        page: r.page, per_page: x.perPage,
        ...(x.query && { query: x.query }), ...(stock && { stock }), ...(Object.keys(q).length && { q }),
      }, { signal });
    },
  };
}

/** /products/all: the dense product list with its filters and bulk publish / unpublish / approve / delete. */
export default function ProductsList() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const can = useCan();
  const [params] = useListParams();
  const choices = useFilterChoices(i18n.language);
  const filters = productFilters(t, choices);
  const extras: SearchExtras = {
    query: params.extra.search?.trim() ?? '',
    stock: params.extra.stock,
    priceMin: mongoOf(params.extra.price_min),
    priceMax: mongoOf(params.extra.price_max),
    perPage: params.per_page ?? PRODUCTS_PER_PAGE,
  };
  const extrasKey = JSON.stringify(extras);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const source = useMemo(() => searchSource(extras), [extrasKey]);
  const showVendor = choices.vendorOptions !== null;
  const columns = useMemo(() => productColumns(t, i18n.language, showVendor), [t, i18n.language, showVendor]);
  const canEdit = can(batch);
  const canApprove = can(approve);

  async function run(action: Action, rows: Product[], clear: () => void) {
    if (action === 'delete') {
      const ok = await confirm({
        title: t('products_ui.bulk.delete_title', { count: rows.length }),
        body: t('products_ui.bulk.delete_body'),
        okLabel: t('products_ui.bulk.delete'),
        danger: true,
      });
      if (!ok) return;
    }
    try {
      const result = await api.call(batch, { ids: rows.map((r) => r.id), action }, once());
      if (result.failed > 0) toast('error', t('products_ui.bulk.partly', { applied: result.applied, failed: result.failed }));
      else notifySuccess(action === 'delete' ? 'deleted' : 'updated');
      clear();
      void queryClient.invalidateQueries({ queryKey: ['product.search'] });
      void queryClient.invalidateQueries({ queryKey: ['product.get'] });
    } catch (e) {
      notifyError(e);
    }
  }

  return (
    <section className="products-screen" data-testid="products-list">
      <header className="pr-list-head">
        <h1 className="screen-title">{t('nav.routes.products_all')}</h1>
        {can(create) && <Link href="/products/new" className="btn btn-primary" data-testid="products-new">{t('products_ui.list.new')}</Link>}
      </header>
      <FilterBar filters={filters.search} testId="products-search-bar" />
      <FilterBar filters={filters.list} testId="products-filters" />
      <DataTable<Product>
        source={source}
        columns={columns}
        rowKey={(p) => p.id}
        rowHref={(p) => `/products/all/${p.id}`}
        label={t('products_ui.list.table')}
        emptyText={t('products_ui.list.empty')}
        emptyAction={can(create) && <Link href="/products/new" className="btn btn-primary" data-testid="products-empty-new">{t('products_ui.list.new')}</Link>}
        sortDisabled={extras.query.length > 0}
        selectable={canEdit}
        testId="products-table"
        notice={(page) => {
          const corrected = (page as { corrected_query?: string | null }).corrected_query;
          return corrected ? (
            <p className="pr-corrected" role="status" data-testid="products-corrected">
              {t('products_ui.list.corrected', { query: extras.query, corrected })}
            </p>
          ) : null;
        }}
        bulkActions={(rows, clear) => (
          <span className="pr-bulk">
            <button type="button" className="btn" onClick={() => void run('publish', rows, clear)} data-testid="products-bulk-publish">{t('products_ui.bulk.publish')}</button>
            <button type="button" className="btn" onClick={() => void run('unpublish', rows, clear)} data-testid="products-bulk-unpublish">{t('products_ui.bulk.unpublish')}</button>
            {canApprove && <button type="button" className="btn" onClick={() => void run('approve', rows, clear)} data-testid="products-bulk-approve">{t('products_ui.bulk.approve')}</button>}
            <button type="button" className="btn btn-danger" onClick={() => void run('delete', rows, clear)} data-testid="products-bulk-delete">{t('products_ui.bulk.delete')}</button>
          </span>
        )}
      />
    </section>
  );
}
