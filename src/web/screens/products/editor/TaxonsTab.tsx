import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { update } from '../../../../shared/commands/products/products.js';
import { taxonSearch } from '../../../../shared/commands/products/taxonomy.js';
import type { Taxon } from '../../../../shared/schema/catalog.js';
import type { ProductDetail } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { notifyError, notifySuccess } from '../../../kit/notify.js';
import { afterProductSaved, once } from './shared.js';

/** The categories (taxons) the product is in: a searchable picker over taxon.search, saved with product.update. */
export function TaxonsTab({ product, readOnly }: { product: ProductDetail; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId().replace(/:/g, '');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => { const h = setTimeout(() => setQuery(text.trim()), 250); return () => clearTimeout(h); }, [text]);
  // every taxon once, to name the attached ones (a category tree is hundreds, not millions)
  const all = useQuery({ queryKey: ['taxon.search', 'filter'], staleTime: 5 * 60_000, queryFn: ({ signal }) => api.call(taxonSearch, { per_page: 1000 }, { signal }) });
  const found = useQuery({
    queryKey: ['taxon.search', query], enabled: !readOnly && query.length > 0, placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.call(taxonSearch, { query, per_page: 20 }, { signal }),
  });
  const byId = new Map((all.data?.items ?? []).map((x) => [x.id, x]));
  const name = (x: Taxon) => (i18n.language === 'mn' ? x.name_mn : x.name_en);
  const path = (x: Taxon) => x.permalink;

  async function save(ids: number[]) {
    try {
      const { product: saved } = await api.call(update, { id: product.id, taxon_ids: ids }, once());
      afterProductSaved(queryClient, saved);
      notifySuccess('saved');
    } catch (e) { notifyError(e); }
  }

  return (
    <div className="pr-taxons">
      <h2 className="pr-subtitle">{t('products_ui.taxons.attached')}</h2>
      {product.taxon_ids.length === 0 && <p className="muted">{t('products_ui.taxons.none')}</p>}
      <ul className="pr-chip-list" data-testid="taxons-attached">
        {product.taxon_ids.map((tid) => {
          const x = byId.get(tid);
          return (
            <li key={tid} className="pr-chip" data-taxon-id={tid}>
              <span title={x ? path(x) : undefined}>{x ? name(x) : `#${tid}`}</span>
              {!readOnly && (
                <button type="button" aria-label={t('products_ui.taxons.detach', { name: x ? name(x) : tid })} data-testid="taxon-detach"
                  onClick={() => void save(product.taxon_ids.filter((y) => y !== tid))}>×</button>
              )}
            </li>
          );
        })}
      </ul>
      {!readOnly && (
        <div className="pr-picker" role="search">
          <label htmlFor={`${id}-q`}>{t('products_ui.taxons.search')}</label>
          <input id={`${id}-q`} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('products_ui.taxons.search_placeholder')} data-testid="taxon-search" />
          <ul className="pr-results" aria-live="polite" data-testid="taxon-results">
            {query && (found.data?.items ?? []).map((x) => {
              const attached = product.taxon_ids.includes(x.id);
              return (
                <li key={x.id}>
                  <span>{name(x)} <span className="muted">{path(x)}</span></span>
                  <button type="button" className="btn" disabled={attached} data-testid="taxon-attach"
                    onClick={() => void save([...product.taxon_ids, x.id])}>
                    {attached ? t('products_ui.taxons.is_attached') : t('products_ui.taxons.attach')}
                  </button>
                </li>
              );
            })}
            {query && found.isSuccess && found.data.items.length === 0 && <li className="muted">{t('products_ui.taxons.no_match')}</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
