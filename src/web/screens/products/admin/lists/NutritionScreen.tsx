import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { get, search, update } from '../../../../../shared/commands/products/products.js';
import { nutritionSchema, type productSchema } from '../../../../../shared/schema/product.js';
import { api } from '../../../../app/api.js';
import { FilterBar } from '../../../../kit/filters/FilterBar.js';
import { SchemaForm } from '../../../../kit/form/SchemaForm.js';
import { errorText, notifySuccess } from '../../../../kit/notify.js';
import { DataTable } from '../../../../kit/table/DataTable.js';
import type { ListSource } from '../../../../kit/table/source.js';
import type { Column } from '../../../../kit/table/types.js';
import { useListParams } from '../../../../kit/table/useListParams.js';
import '../../../../styles/products-admin.css';

type Product = z.infer<typeof productSchema>;
/** The form's own schema: the nutrition fields, typed as numbers a user enters. */
const nutritionForm = z.object({
  calories: z.coerce.number().min(0).max(100_000).nullable().optional(),
  serve_qty: z.coerce.number().min(0).max(100_000).nullable().optional(),
  serve_unit: nutritionSchema.shape.serve_unit,
  serve_weight: z.coerce.number().min(0).max(100_000).nullable().optional(),
});
const FIELDS = ['calories', 'serve_qty', 'serve_unit', 'serve_weight'] as const;

/** /products/nutrition_facts: products with their nutrition facts; a row opens the facts of one for editing. */
export default function NutritionScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useListParams();
  const query = params.extra.query?.trim() ?? '';
  const productId = Number(params.extra.product) || 0;
  const source = useMemo<ListSource<Product>>(() => ({
    key: [search.id, 'nutrition', query], sorts: [],
    fetch: (r, signal) => api.call(search, { ...(query && { query }), page: r.page, per_page: r.per_page }, { signal }),
  }), [query]);
  const columns = useMemo<Column<Product>[]>(() => [
    { id: 'name', header: t('products_admin.nutrition.product'), primary: true, width: 'minmax(180px, 2fr)', value: (p) => (i18n.language === 'mn' ? p.name_mn : p.name_en) },
    { id: 'sku', header: t('products_admin.nutrition.sku'), width: '150px', value: (p) => p.sku },
    { id: 'calories', header: t('products_admin.nutrition.fields.calories'), kind: 'number', value: (p) => p.nutrition?.calories ?? null },
    { id: 'serve', header: t('products_admin.nutrition.fields.serve_qty'), width: '140px', value: (p) => (p.nutrition?.serve_qty ? `${p.nutrition.serve_qty} ${p.nutrition.serve_unit ?? ''}` : null) },
  ], [t, i18n.language]);
  const hrefOf = (p: Product) => `/products/nutrition_facts?${new URLSearchParams({ ...(query && { query }), product: String(p.id) })}`;
  return (
    <section className="pa-screen" data-testid="nutrition-screen">
      <header className="pa-head"><h1 className="pa-title">{t('nav.routes.products_nutrition_facts')}</h1></header>
      <div className={`split${productId ? ' split-open' : ''}`}>
        <div className="split-main">
          <FilterBar filters={[{ type: 'text', key: 'query', param: 'extra', label: t('products_admin.nutrition.search'), wide: true }]} testId="nutrition-filters" />
          <DataTable<Product> source={source} columns={columns} rowKey={(p) => p.id} rowHref={hrefOf} selectable={false}
            label={t('nav.routes.products_nutrition_facts')} emptyText={t('kit.resource.empty')} testId="nutrition-table" />
        </div>
        {productId > 0 && <NutritionForm key={productId} id={productId} />}
      </div>
    </section>
  );
}

function NutritionForm({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const product = useQuery({ queryKey: [get.id, id], queryFn: ({ signal }) => api.call(get, { id }, { signal }) });
  const labels = useMemo(() => Object.fromEntries(FIELDS.map((f) => [f, t(`products_admin.nutrition.fields.${f}`)])), [t]);
  if (product.error) return <aside className="split-panel"><p role="alert" className="form-error">{errorText(product.error)}</p></aside>;
  if (!product.data) return <aside className="split-panel"><p role="status" className="muted">{t('kit.table.loading')}</p></aside>;
  const p = product.data.product;
  return (
    <aside className="split-panel" data-testid="nutrition-form-panel" aria-labelledby="nutrition-title">
      <h2 id="nutrition-title">{t('products_admin.nutrition.edit', { name: i18n.language === 'mn' ? p.name_mn : p.name_en })}</h2>
      <SchemaForm schema={nutritionForm} fields={FIELDS} labels={labels} defaultValues={p.nutrition ?? {}}
        submitLabel={t('kit.resource.save')} testId="nutrition-form"
        onSubmit={async (values) => {
          const empty = FIELDS.every((f) => values[f] === null || values[f] === undefined || values[f] === '');
          await api.call(update, { id, nutrition: empty ? null : values }, { idempotencyKey: crypto.randomUUID() });
          void queryClient.invalidateQueries({ queryKey: [get.id, id] });
          void queryClient.invalidateQueries({ queryKey: [search.id] });
          notifySuccess('updated');
        }} />
    </aside>
  );
}
