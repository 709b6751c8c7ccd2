import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { relationCreate, relationDelete, relations } from '../../../../shared/commands/products/merchandising.js';
import { search } from '../../../../shared/commands/products/products.js';
import { RELATION_KINDS } from '../../../../shared/schema/merchandising.js';
import type { ProductDetail } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { Money } from '../../../kit/cells.js';
import { confirm } from '../../../kit/confirm/confirm.js';
import { notifyError, notifySuccess } from '../../../kit/notify.js';
import { AffinitiesPanel } from './AffinitiesPanel.js';
import { once, productName } from './shared.js';

type Kind = (typeof RELATION_KINDS)[number];

/** Related products, accessories and similar ones: added by searching the catalogue, removed after a confirmation. */
export function RelationsTab({ product, readOnly }: { product: ProductDetail; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId().replace(/:/g, '');
  const key = ['relation.list', product.id] as const;
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => api.call(relations, { id: product.id }, { signal }) });
  const [kind, setKind] = useState<Kind>('related');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => { const h = setTimeout(() => setQuery(text.trim()), 250); return () => clearTimeout(h); }, [text]);
  const found = useQuery({
    queryKey: ['product.search', 'relate', query], enabled: !readOnly && query.length > 0, placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.call(search, { query, per_page: 10 }, { signal }),
  });
  const items = list.data?.items ?? [];

  async function add(relatedId: number) {
    try {
      const res = await api.call(relationCreate, { id: product.id, related_id: relatedId, kind }, once());
      queryClient.setQueryData(key, res);
      notifySuccess('saved');
    } catch (e) { notifyError(e); }
  }
  async function drop(relatedId: number, k: Kind, name: string) {
    if (!(await confirm({ title: t('products_ui.relations.remove_title', { name }), okLabel: t('products_ui.relations.remove'), danger: true }))) return;
    try {
      const res = await api.call(relationDelete, { id: product.id, related_id: relatedId, kind: k }, once());
      queryClient.setQueryData(key, res);
      notifySuccess('deleted');
    } catch (e) { notifyError(e); }
  }

  return (
    <div className="pr-relations">
      <table className="pr-table" data-testid="relations-table">
        <caption className="sr-only">{t('products_ui.tabs.relations')}</caption>
        <thead><tr><th>{t('products_ui.columns.name')}</th><th>{t('products_ui.fields.sku')}</th><th>{t('products_ui.relations.kind')}</th><th className="num">{t('products_ui.fields.price')}</th><th><span className="sr-only">{t('products_ui.editor.actions')}</span></th></tr></thead>
        <tbody>
          {items.map((r) => (
            <tr key={`${r.kind}-${r.related_id}`} data-testid="relation-row">
              <td><a href={`/products/all/${r.related_id}`}>{productName(r, i18n.language)}</a></td>
              <td><code className="pr-sku">{r.sku}</code></td>
              <td>{t(`products_ui.relations.kinds.${r.kind}`)}</td>
              <td className="num"><Money value={r.price} /></td>
              <td className="pr-row-actions">{!readOnly && (
                <button type="button" className="btn btn-ghost pr-danger-text" data-testid="relation-remove"
                  onClick={() => void drop(r.related_id, r.kind, productName(r, i18n.language))}>{t('products_ui.relations.remove')}</button>
              )}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.isSuccess && items.length === 0 && <p className="muted">{t('products_ui.relations.empty')}</p>}
      {!readOnly && (
        <div className="pr-picker" role="search">
          <div className="pr-inline-form">
            <div className="field">
              <label htmlFor={`${id}-k`}>{t('products_ui.relations.kind')}</label>
              <select id={`${id}-k`} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
                {RELATION_KINDS.map((k) => <option key={k} value={k}>{t(`products_ui.relations.kinds.${k}`)}</option>)}
              </select>
            </div>
            <div className="field pr-wide">
              <label htmlFor={`${id}-q`}>{t('products_ui.relations.search')}</label>
              <input id={`${id}-q`} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('products_ui.list.search_placeholder')} data-testid="relation-search" />
            </div>
          </div>
          <ul className="pr-results" aria-live="polite">
            {query && (found.data?.items ?? []).filter((p) => p.id !== product.id).map((p) => (
              <li key={p.id}>
                <span>{productName(p, i18n.language)} <code className="pr-sku">{p.sku}</code></span>
                <button type="button" className="btn" data-testid="relation-add" disabled={items.some((r) => r.related_id === p.id && r.kind === kind)}
                  onClick={() => void add(p.id)}>{t('products_ui.relations.add')}</button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <AffinitiesPanel product={product} readOnly={readOnly} />
    </div>
  );
}
