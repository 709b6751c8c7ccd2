import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { vendors } from '../../../../shared/commands/merchant.js';
import { brands } from '../../../../shared/commands/products/resources.js';
import { taxonSearch } from '../../../../shared/commands/products/taxonomy.js';
import { PRODUCT_CATEGORIES, STOCK_STATES } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { useSession } from '../../../app/session.js';
import type { FilterDef } from '../../../kit/filters/FilterBar.js';

type Option = { value: string; label: string };
const STALE = 5 * 60_000;

/** Brands, vendors and categories the filters offer; each list is small and changes rarely. */
export function useFilterChoices(language: string) {
  const { isAdmin, me } = useSession();
  const showVendors = isAdmin || me.vendors.length > 1;
  const brandQuery = useQuery({
    queryKey: ['brand.list', 'filter'], staleTime: STALE,
    queryFn: ({ signal }) => api.call(brands.list, { per_page: 1000 }, { signal }),
  });
  const vendorQuery = useQuery({
    queryKey: ['vendor.list', 'filter'], staleTime: STALE, enabled: showVendors,
    queryFn: ({ signal }) => api.call(vendors, { per_page: 1000, q: { s: 'name asc' } }, { signal }),
  });
  const taxonQuery = useQuery({
    queryKey: ['taxon.search', 'filter'], staleTime: STALE,
    queryFn: ({ signal }) => api.call(taxonSearch, { per_page: 1000 }, { signal }),
  });
  const brandOptions: Option[] = (brandQuery.data?.items ?? []).map((b) => ({ value: String(b.id), label: b.name }));
  const vendorOptions: Option[] | null = showVendors ? (vendorQuery.data?.items ?? []).map((v) => ({ value: String(v.id), label: v.name })) : null;
  const taxonOptions: Option[] = (taxonQuery.data?.items ?? [])
    .filter((x) => x.depth > 0)
    .map((x) => ({ value: String(x.id), label: `${'· '.repeat(Math.max(0, x.depth - 1))}${language === 'mn' ? x.name_mn : x.name_en}` }));
  return { brandOptions, vendorOptions, taxonOptions };
}

/** The list's filters: `q[…]` ransack ones, and the search words, stock state and price range the screen reads itself. */
export function productFilters(t: TFunction, choices: ReturnType<typeof useFilterChoices>): { search: FilterDef[]; list: FilterDef[] } {
  const search: FilterDef[] = [
    { type: 'text', key: 'search', param: 'extra', label: t('products_ui.list.search'), placeholder: t('products_ui.list.search_placeholder'), wide: true },
  ];
  const list: FilterDef[] = [
    { type: 'select', key: 'brand_id_eq', label: t('products_ui.filters.brand'), options: choices.brandOptions },
    ...(choices.vendorOptions ? [{ type: 'select', key: 'vendor_id_eq', label: t('products_ui.filters.vendor'), options: choices.vendorOptions } as const] : []),
    { type: 'select', key: 'taxon_id_eq', label: t('products_ui.filters.taxon'), options: choices.taxonOptions },
    { type: 'select', key: 'category_eq', label: t('products_ui.filters.category'), options: PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`products_ui.categories.${c}`) })) },
    { type: 'bool', key: 'published_eq', label: t('products_ui.filters.published') },
    { type: 'bool', key: 'approved_eq', label: t('products_ui.filters.approved') },
    { type: 'select', key: 'stock', param: 'extra', label: t('products_ui.filters.stock'), options: STOCK_STATES.map((s) => ({ value: s, label: t(`products_ui.stock_states.${s}`) })) },
    { type: 'text', key: 'price_min', param: 'extra', label: t('products_ui.filters.price_min') },
    { type: 'text', key: 'price_max', param: 'extra', label: t('products_ui.filters.price_max') },
  ];
  return { search, list };
}
