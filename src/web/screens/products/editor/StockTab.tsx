import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stockItems, stockMovements, updateStock } from '../../../../shared/commands/products/variants.js';
import type { ProductDetail } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { DateTime } from '../../../kit/cells.js';
import { StockForm } from './StockForm.js';
import { afterProductSaved, useCan } from './shared.js';

/**
 * Count on hand per variant and stock location; a change of count is a movement with a reason
 * and an author (§3), shown below for the chosen variant.
 */
export function StockTab({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const can = useCan();
  const variants = product.variants;
  const [variantId, setVariantId] = useState<number>(variants[0]?.id ?? 0);
  const items = useQueries({
    queries: variants.map((v) => ({
      queryKey: ['variant.stock_items', v.id],
      queryFn: ({ signal }: { signal: AbortSignal }) => api.call(stockItems, { id: v.id }, { signal }),
    })),
  });
  const movements = useQuery({
    queryKey: ['variant.stock_movements', variantId],
    queryFn: ({ signal }) => api.call(stockMovements, { id: variantId, per_page: 20 }, { signal }),
    enabled: variantId > 0,
  });
  const locations = new Map<number, string>();
  for (const q of items) for (const it of q.data?.items ?? []) locations.set(it.stock_location_id, it.stock_location_name);
  const countAt = (i: number, loc: number) => items[i]?.data?.items.find((it) => it.stock_location_id === loc)?.count_on_hand;

  function saved(changedVariant: number) {
    setVariantId(changedVariant);
    void queryClient.invalidateQueries({ queryKey: ['variant.stock_items', changedVariant] });
    void queryClient.invalidateQueries({ queryKey: ['variant.stock_movements', changedVariant] });
    afterProductSaved(queryClient, null, product.id);
  }

  const skuOf = (id: number) => variants.find((v) => v.id === id)?.sku ?? String(id);
  return (
    <div className="pr-stock">
      <table className="pr-table" data-testid="stock-table">
        <caption className="sr-only">{t('products_ui.tabs.stock')}</caption>
        <thead>
          <tr>
            <th>{t('products_ui.fields.sku')}</th>
            {[...locations].map(([id, name]) => <th key={id} className="num">{name}</th>)}
            <th className="num">{t('products_ui.stock.total')}</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((v, i) => (
            <tr key={v.id} data-testid="stock-row" data-sku={v.sku} className={v.id === variantId ? 'pr-current' : undefined}>
              <td>
                <button type="button" className="pr-linkish" onClick={() => setVariantId(v.id)} aria-pressed={v.id === variantId}>
                  <code className="pr-sku">{v.sku}</code>
                </button>
              </td>
              {[...locations.keys()].map((loc) => <td key={loc} className="num" data-location={loc}>{countAt(i, loc) ?? '-'}</td>)}
              <td className="num"><strong>{v.count_on_hand}</strong></td>
            </tr>
          ))}
        </tbody>
      </table>
      {items.some((q) => q.isPending) && <p className="muted" role="status">{t('kit.table.loading')}</p>}

      {can(updateStock) && locations.size > 0 && (
        <StockForm variants={variants} locations={[...locations]} variantId={variantId} onVariant={setVariantId} onSaved={saved} />
      )}

      <section className="pr-section" aria-labelledby="pr-moves-title">
        <h2 id="pr-moves-title">{t('products_ui.stock.movements', { sku: skuOf(variantId) })}</h2>
        <table className="pr-table" data-testid="movements-table">
          <thead>
            <tr>
              <th>{t('products_ui.stock.at')}</th><th>{t('products_ui.stock.location')}</th><th className="num">{t('products_ui.stock.quantity')}</th>
              <th className="num">{t('products_ui.stock.count_after')}</th><th>{t('products_ui.stock.reason')}</th><th>{t('products_ui.stock.note')}</th><th>{t('products_ui.stock.author')}</th>
            </tr>
          </thead>
          <tbody>
            {(movements.data?.items ?? []).map((m) => (
              <tr key={m.id} data-testid="movement-row">
                <td><DateTime value={m.created_at} /></td>
                <td>{locations.get(m.stock_location_id) ?? m.stock_location_id}</td>
                <td className={`num ${m.quantity < 0 ? 'num-negative' : ''}`}>{m.quantity > 0 ? `+${m.quantity}` : m.quantity}</td>
                <td className="num">{m.count_after}</td>
                <td>{t(`products_ui.reasons.${m.reason}`, { defaultValue: m.reason })}</td>
                <td>{m.note ?? <span className="muted">-</span>}</td>
                <td>{m.originator ?? <span className="muted">-</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {movements.isSuccess && movements.data.items.length === 0 && <p className="muted">{t('products_ui.stock.no_movements')}</p>}
      </section>
    </div>
  );
}
