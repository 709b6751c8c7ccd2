import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { documents, reindex, reindexAll, type searchDocumentSchema } from '../../../../../shared/commands/products/search-index.js';
import { canAccess } from '../../../../../shared/roles/access.js';
import { api } from '../../../../app/api.js';
import { toast } from '../../../../app/toasts.js';
import { useSession } from '../../../../app/session.js';
import { confirm } from '../../../../kit/confirm/confirm.js';
import { FilterBar } from '../../../../kit/filters/FilterBar.js';
import { notifyError } from '../../../../kit/notify.js';
import { DataTable } from '../../../../kit/table/DataTable.js';
import type { ListSource } from '../../../../kit/table/source.js';
import type { Column } from '../../../../kit/table/types.js';
import { useListParams } from '../../../../kit/table/useListParams.js';
import '../../../../styles/products-admin.css';
import { ReindexProgress, useReindexJob } from './ReindexProgress.js';

type Doc = z.infer<typeof searchDocumentSchema>;

/** /products/elastic_products: the search index's documents, reindexing one product or the whole catalogue (a job with a progress bar). */
export default function SearchIndexScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const [params] = useListParams();
  const [starting, setStarting] = useState(false);
  const query = params.extra.query?.trim() ?? '';
  // the route lets the product role in, the reindex of everything is for admins and product admins only
  const canAll = canAccess(reindexAll, session.viewer);
  const canOne = canAccess(reindex, session.viewer);
  const source = useMemo<ListSource<Doc>>(() => ({
    key: [documents.id, query], sorts: [],
    fetch: (r, signal) => api.call(documents, { ...(query && { query }), page: r.page, per_page: r.per_page }, { signal }),
  }), [query]);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: [documents.id] }), [queryClient]);
  // whoever may read the index sees a reindex running, even one started elsewhere (the kind's overseers)
  const reindexJob = useReindexJob(true, refresh);
  const running = starting || reindexJob.job !== null;

  async function one(doc: Doc) {
    try {
      await api.call(reindex, { id: doc.product_id }, { idempotencyKey: crypto.randomUUID() });
      toast('success', t('products_admin.search_index.reindexed_one'));
      refresh();
    } catch (e) { notifyError(e); }
  }
  async function all() {
    if (!(await confirm({ title: t('products_admin.search_index.reindex_all_title'), body: t('products_admin.search_index.reindex_all_body'), okLabel: t('products_admin.search_index.reindex_all') }))) return;
    setStarting(true);
    try {
      const { job } = await api.call(reindexAll, {}, { idempotencyKey: crypto.randomUUID() });
      reindexJob.start(job);
    } catch (e) { notifyError(e); } finally { setStarting(false); }
  }

  const columns = useMemo<Column<Doc>[]>(() => [
    { id: 'product_id', header: t('products_admin.search_index.product_id'), kind: 'number', width: '100px', value: (d) => d.product_id },
    { id: 'sku', header: t('products_admin.price.sku'), width: '140px', value: (d) => d.sku },
    { id: 'name', header: t('products_admin.fields.name'), width: 'minmax(160px, 1.2fr)', value: (d) => `${d.name_mn} / ${d.name_en}` },
    { id: 'lexemes', header: t('products_admin.search_index.lexemes'), width: 'minmax(200px, 2fr)', cell: (d) => <code className="muted" title={d.lexemes}>{d.lexemes}</code> },
    { id: 'updated_at', header: t('products_admin.search_index.updated_at'), kind: 'date', value: (d) => d.updated_at },
    ...(canOne ? [{ id: 'reindex', header: '', width: '130px', cell: (d: Doc) => (
      <span className="pa-cell-actions"><button type="button" className="btn" onClick={() => void one(d)} data-testid="search-index-reindex">{t('products_admin.search_index.reindex')}</button></span>
    ) }] : []),
  ], [t, canOne]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section className="pa-screen" data-testid="search-index-screen">
      <header className="pa-head">
        <h1 className="pa-title">{t('nav.routes.products_elastic_products')}</h1>
        {canAll && <button type="button" className="btn" disabled={running} onClick={() => void all()} data-testid="search-index-reindex-all">{t('products_admin.search_index.reindex_all')}</button>}
      </header>
      {reindexJob.job && <ReindexProgress job={reindexJob.job} />}
      <FilterBar filters={[{ type: 'text', key: 'query', param: 'extra', label: t('products_admin.search_index.query'), wide: true }]} testId="search-index-filters" />
      <DataTable<Doc> source={source} columns={columns} rowKey={(d) => d.product_id} selectable={false}
        label={t('nav.routes.products_elastic_products')} emptyText={t('kit.resource.empty')} testId="search-index-table" />
    </section>
  );
}
