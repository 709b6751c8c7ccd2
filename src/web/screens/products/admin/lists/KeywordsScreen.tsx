import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keywords } from '../../../../../shared/commands/products/batch.js';
import { api } from '../../../../app/api.js';
import { FilterBar } from '../../../../kit/filters/FilterBar.js';
import { DataTable } from '../../../../kit/table/DataTable.js';
import type { ListSource } from '../../../../kit/table/source.js';
import { useListParams } from '../../../../kit/table/useListParams.js';
import '../../../../styles/products-admin.css';

type Keyword = { keyword: string; products_count: number };

/** /products/keywords: the keywords products carry, with how many carry each; a row opens those products. */
export default function KeywordsScreen() {
  const { t } = useTranslation();
  const [params] = useListParams();
  const query = params.extra.query?.trim() ?? '';
  const source = useMemo<ListSource<Keyword>>(() => ({
    key: [keywords.id, query], sorts: [],
    fetch: (r, signal) => api.call(keywords, { ...(query && { query }), page: r.page, per_page: r.per_page }, { signal }),
  }), [query]);
  const columns = useMemo(() => [
    { id: 'keyword', header: t('products_admin.keywords.keyword'), primary: true, value: (k: Keyword) => k.keyword },
    { id: 'products_count', header: t('products_admin.keywords.products_count'), kind: 'number' as const, value: (k: Keyword) => k.products_count },
  ], [t]);
  return (
    <section className="pa-screen" data-testid="keywords-screen">
      <header className="pa-head"><h1 className="pa-title">{t('nav.routes.products_keywords')}</h1></header>
      <FilterBar filters={[{ type: 'text', key: 'query', param: 'extra', label: t('kit.resource.search'), wide: true }]} testId="keywords-filters" />
      <DataTable<Keyword> source={source} columns={columns} rowKey={(k) => k.keyword} selectable={false}
        rowHref={(k) => `/products/all?search=${encodeURIComponent(k.keyword)}`}
        label={t('nav.routes.products_keywords')} emptyText={t('kit.resource.empty')} testId="keywords-table" />
    </section>
  );
}
