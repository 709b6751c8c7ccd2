import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stockItems, stockMovements, updateStock } from '../../../../../shared/commands/products/variants.js';
import { canAccess } from '../../../../../shared/roles/access.js';
import { api } from '../../../../app/api.js';
import { useSession } from '../../../../app/session.js';
import { DateTime } from '../../../../kit/cells.js';
import { SchemaForm } from '../../../../kit/form/SchemaForm.js';
import { errorText, notifySuccess } from '../../../../kit/notify.js';
import { useListParams } from '../../../../kit/table/useListParams.js';
import { VariantSearch } from './VariantsScreen.js';
import '../../../../styles/products-admin.css';

/** /products/stock: find a variant, then its count on hand per location, changes with a reason, and the movements. */
export default function StockScreen() {
  const { t } = useTranslation();
  const [params] = useListParams();
  const variantId = Number(params.extra.variant) || 0;
  return (
    <section className="pa-screen" data-testid="stock-screen">
      <header className="pa-head"><h1 className="pa-title">{t('nav.routes.products_stock')}</h1></header>
      <div className={`split${variantId ? ' split-open' : ''}`}>
        <div className="split-main"><VariantSearch testId="stock-variants" selectedId={variantId || undefined} compact={variantId > 0} /></div>
        {variantId > 0 ? <VariantStock key={variantId} variantId={variantId} /> : null}
      </div>
      {!variantId && <p className="muted">{t('products_admin.stock.pick')}</p>}
    </section>
  );
}

function VariantStock({ variantId }: { variantId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<number | null>(null);
  // the view-only roles see the counts but not the button that would be refused
  const canUpdate = canAccess(updateStock, useSession().viewer);
  const items = useQuery({ queryKey: [stockItems.id, variantId], queryFn: ({ signal }) => api.call(stockItems, { id: variantId }, { signal }) });
  const moves = useQuery({ queryKey: [stockMovements.id, variantId], queryFn: ({ signal }) => api.call(stockMovements, { id: variantId, per_page: 50 }, { signal }) });
  const error = items.error ?? moves.error;
  const reasonLabels = { quantity: t('products_admin.stock.quantity'), count_on_hand: t('products_admin.stock.count_on_hand'), reason: t('products_admin.stock.reason'), note: t('products_admin.stock.note'), backorderable: t('products_admin.stock.backorderable') };

  return (
    <aside className="split-panel" data-testid="variant-stock" aria-labelledby="variant-stock-title">
      <h2 id="variant-stock-title">{items.data?.items[0]?.sku ?? `#${variantId}`}</h2>
      {error && <p role="alert" className="form-error">{errorText(error)}</p>}
      <div className="pa-table-wrap">
      <table className="pa-table" data-testid="stock-items">
        <thead><tr><th>{t('products_admin.stock.location')}</th><th className="num">{t('products_admin.stock.count_on_hand')}</th><th>{t('products_admin.stock.backorderable')}</th><th /></tr></thead>
        <tbody>
          {items.data?.items.length === 0 && <tr><td colSpan={4} className="muted">{t('products_admin.stock.none')}</td></tr>}
          {items.data?.items.map((s) => (
            <tr key={s.id} data-testid="stock-item">
              <td>{s.stock_location_name}</td>
              <td className="num">{s.count_on_hand}</td>
              <td>{s.backorderable ? '✓' : '—'}</td>
              <td>{canUpdate && <button type="button" className="btn btn-ghost" data-testid="stock-item-update" aria-expanded={editing === s.stock_location_id}
                onClick={() => setEditing(editing === s.stock_location_id ? null : s.stock_location_id)}>{t('products_admin.stock.update')}</button>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      {editing !== null && (
        <div className="pa-sub">
          <SchemaForm schema={updateStock.input} fields={['quantity', 'count_on_hand', 'reason', 'note', 'backorderable']} labels={reasonLabels}
            fixed={{ id: variantId, stock_location_id: editing }} autoFocus submitLabel={t('products_admin.stock.update')} testId="stock-update-form"
            onSubmit={async (values) => {
              await api.call(updateStock, values, { idempotencyKey: crypto.randomUUID() });
              await queryClient.invalidateQueries({ queryKey: [stockItems.id, variantId] });
              void queryClient.invalidateQueries({ queryKey: [stockMovements.id, variantId] });
              setEditing(null);
              notifySuccess('updated');
            }} />
        </div>
      )}
      <h3 className="pa-sub">{t('products_admin.stock.movements')}</h3>
      <div className="pa-table-wrap">
        <table className="pa-table" data-testid="stock-movements">
          <thead><tr><th>{t('products_admin.stock.moved_at')}</th><th className="num">{t('products_admin.stock.quantity')}</th><th className="num">{t('products_admin.stock.count_on_hand')}</th><th>{t('products_admin.stock.reason')}</th><th>{t('products_admin.stock.author')}</th></tr></thead>
          <tbody>
            {moves.data?.items.map((m) => (
              <tr key={m.id}>
                <td><DateTime value={m.created_at} /></td>
                <td className={`num${m.quantity < 0 ? ' num-negative' : ''}`}>{m.quantity > 0 ? `+${m.quantity}` : m.quantity}</td>
                <td className="num">{m.count_after}</td>
                <td title={m.note ?? undefined}>{t(`products_admin.stock.reasons.${m.reason}`, { defaultValue: m.reason })}</td>
                <td>{m.originator ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </aside>
  );
}
