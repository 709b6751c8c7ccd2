import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { affinityList, affinitySet } from '../../../../shared/commands/products/affinities.js';
import type { ProductDetail } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { Money } from '../../../kit/cells.js';
import { confirm } from '../../../kit/confirm/confirm.js';
import { notifyError, notifySuccess } from '../../../kit/notify.js';
import { once, productName } from './shared.js';

type State = 'auto' | 'pinned' | 'removed';

/** Under the related products: what customers bought with this one (§7 affinities), pinned first, each pinned or removed by hand. */
export function AffinitiesPanel({ product, readOnly }: { product: ProductDetail; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [removed, setRemoved] = useState(false);
  const key = [affinityList.id, product.id, removed] as const;
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => api.call(affinityList, { id: product.id, removed }, { signal }) });
  const items = list.data?.items ?? [];

  async function set(relatedId: number, state: State, name: string) {
    if (state === 'removed' && !(await confirm({ title: t('products_ui.affinities.remove_title', { name }), okLabel: t('products_ui.affinities.remove'), danger: true }))) return;
    try {
      await api.call(affinitySet, { id: product.id, related_id: relatedId, state }, once());
      await queryClient.invalidateQueries({ queryKey: [affinityList.id, product.id] });
      notifySuccess('saved');
    } catch (e) { notifyError(e); }
  }

  return (
    <section className="pr-affinities" aria-labelledby="pr-affinities-title" data-testid="affinities">
      <h3 id="pr-affinities-title">{t('products_ui.affinities.title')}</h3>
      <p className="muted">{t('products_ui.affinities.hint')}</p>
      <label><input type="checkbox" checked={removed} onChange={(e) => setRemoved(e.target.checked)} data-testid="affinities-removed" /> {t('products_ui.affinities.show_removed')}</label>
      {items.length > 0 && (
        <table className="pr-table" data-testid="affinities-table">
          <caption className="sr-only">{t('products_ui.affinities.title')}</caption>
          <thead><tr>
            <th>{t('products_ui.columns.name')}</th><th>{t('products_ui.fields.sku')}</th><th className="num">{t('products_ui.fields.price')}</th>
            <th className="num">{t('products_ui.affinities.orders_column')}</th><th><span className="sr-only">{t('products_ui.editor.actions')}</span></th>
          </tr></thead>
          <tbody>
            {items.map((a) => {
              const name = productName(a, i18n.language);
              return (
                <tr key={a.related_id} data-testid="affinity-row" data-state={a.state}>
                  <td><a href={`/products/all/${a.related_id}`}>{name}</a>{a.state !== 'auto' && <span className="muted"> · {t(`products_ui.affinities.${a.state}`)}</span>}</td>
                  <td><code className="pr-sku">{a.sku}</code></td>
                  <td className="num"><Money value={a.price} /></td>
                  <td className="num">{t('products_ui.affinities.orders', { count: a.orders })}</td>
                  <td className="pr-row-actions">{!readOnly && (
                    a.state === 'removed'
                      ? <button type="button" className="btn btn-ghost" onClick={() => void set(a.related_id, 'auto', name)}>{t('products_ui.affinities.restore')}</button>
                      : <>
                        <button type="button" className="btn btn-ghost" data-testid="affinity-pin"
                          onClick={() => void set(a.related_id, a.state === 'pinned' ? 'auto' : 'pinned', name)}>
                          {a.state === 'pinned' ? t('products_ui.affinities.unpin') : t('products_ui.affinities.pin')}
                        </button>
                        <button type="button" className="btn btn-ghost pr-danger-text" data-testid="affinity-remove"
                          onClick={() => void set(a.related_id, 'removed', name)}>{t('products_ui.affinities.remove')}</button>
                      </>
                  )}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {list.isSuccess && items.length === 0 && <p className="muted">{t('products_ui.affinities.empty')}</p>}
    </section>
  );
}
