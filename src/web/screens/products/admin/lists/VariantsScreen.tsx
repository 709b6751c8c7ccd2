import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { search } from '../../../../../shared/commands/products/variants.js';
import { api } from '../../../../app/api.js';
import { FilterBar } from '../../../../kit/filters/FilterBar.js';
import { DataTable } from '../../../../kit/table/DataTable.js';
import type { ListSource } from '../../../../kit/table/source.js';
import type { Column } from '../../../../kit/table/types.js';
import { useListParams } from '../../../../kit/table/useListParams.js';
import '../../../../styles/products-admin.css';

export type FoundVariant = z.infer<typeof search.output>['items'][number];

/**
 * Variants across all products by sku, barcode or name (`variant.search`), kept in `?query=`; a row
 * opens the variant's stock (/products/stock?variant=…).
 */
/** `compact`: beside the stock panel, without the options and barcode columns. */
export function VariantSearch({ testId, selectedId, compact = false }: { testId: string; selectedId?: number | undefined; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [params] = useListParams();
  const query = params.extra.query?.trim() ?? '';
  const source = useMemo<ListSource<FoundVariant>>(() => ({
    key: [search.id, query], sorts: [],
    fetch: (r, signal) => api.call(search, { query, page: r.page, per_page: r.per_page }, { signal }),
  }), [query]);
  const columns = useMemo<Column<FoundVariant>[]>(() => ([
    { id: 'sku', header: t('products_admin.variants.sku'), primary: true, width: '150px', cell: (v) => <code aria-current={v.id === selectedId || undefined}>{v.sku}</code> },
    { id: 'product', header: t('products_admin.variants.product'), width: 'minmax(160px, 2fr)', value: (v) => (i18n.language === 'mn' ? v.product_name_mn : v.product_name_en) },
    { id: 'options', header: '', width: 'minmax(80px, 1fr)', value: (v) => v.option_values.map((o) => (i18n.language === 'mn' ? o.presentation_mn : o.presentation_en)).join(', ') },
    { id: 'barcode', header: t('products_admin.variants.barcode'), width: '130px', value: (v) => v.barcode },
    { id: 'price', header: t('products_admin.variants.price'), kind: 'money', value: (v) => v.price },
    { id: 'count_on_hand', header: t('products_admin.variants.stock'), kind: 'number', value: (v) => v.count_on_hand },
  ] satisfies Column<FoundVariant>[] as Column<FoundVariant>[]).filter((c) => !compact || !['options', 'barcode'].includes(c.id)), [t, i18n.language, selectedId, compact]);
  return (
    <>
      <FilterBar filters={[{ type: 'text', key: 'query', param: 'extra', label: t('products_admin.variants.search'), wide: true }]} testId={`${testId}-filters`} />
      {query
        ? <DataTable<FoundVariant> source={source} columns={columns} rowKey={(v) => v.id} selectable={false}
            rowHref={(v) => `/products/stock?query=${encodeURIComponent(query)}&variant=${v.id}`}
            label={t('nav.routes.products_variants')} emptyText={t('kit.resource.empty')} testId={`${testId}-table`} />
        : <p className="muted" role="status">{t('products_admin.variants.hint')}</p>}
    </>
  );
}

/** /products/variants: the variant search on its own. */
export default function VariantsScreen() {
  const { t } = useTranslation();
  return (
    <section className="pa-screen" data-testid="variants-screen">
      <header className="pa-head"><h1 className="pa-title">{t('nav.routes.products_variants')}</h1></header>
      <VariantSearch testId="variants" />
    </section>
  );
}
