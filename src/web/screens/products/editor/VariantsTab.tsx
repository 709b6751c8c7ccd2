import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remove, updatePositions } from '../../../../shared/commands/products/variants.js';
import type { ProductDetail, Variant } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { Money } from '../../../kit/cells.js';
import { confirm } from '../../../kit/confirm/confirm.js';
import { notifyError, notifySuccess } from '../../../kit/notify.js';
import { afterProductSaved, moveItem, once } from './shared.js';
import { VariantForm } from './VariantForm.js';

/**
 * The product's variants: the master first (it holds the product's own sku and price), then the
 * others in their order, which Alt+↑/↓ or a drag changes; create, edit and delete.
 */
export function VariantsTab({ product, readOnly }: { product: ProductDetail; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const master = product.variants.find((v) => v.is_master) ?? null;
  const [order, setOrder] = useState<Variant[]>(() => product.variants.filter((v) => !v.is_master));
  const [editing, setEditing] = useState<Variant | 'new' | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  useEffect(() => { setOrder(product.variants.filter((v) => !v.is_master)); }, [product.variants]);

  const refresh = () => afterProductSaved(queryClient, null, product.id);

  async function saveOrder(next: Variant[], focusIndex: number) {
    const before = order;
    setOrder(next);
    requestAnimationFrame(() => rows.current[focusIndex]?.focus());
    try {
      await api.call(updatePositions, { id: product.id, variant_ids: next.map((v) => v.id) }, once());
      notifySuccess('saved');
      refresh();
    } catch (e) {
      setOrder(before);
      notifyError(e);
    }
  }

  async function onDelete(v: Variant) {
    const ok = await confirm({ title: t('products_ui.variants.delete_title', { sku: v.sku }), okLabel: t('products_ui.editor.delete'), danger: true });
    if (!ok) return;
    try {
      await api.call(remove, { id: v.id }, once());
      notifySuccess('deleted');
      refresh();
    } catch (e) { notifyError(e); }
  }

  function onRowKey(e: React.KeyboardEvent, i: number) {
    if (readOnly || !e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const to = e.key === 'ArrowUp' ? i - 1 : i + 1;
    if (to < 0 || to >= order.length) return;
    void saveOrder(moveItem(order, i, to), to);
  }

  const options = (v: Variant) => v.option_values.map((o) => (i18n.language === 'mn' ? o.presentation_mn : o.presentation_en)).join(', ');
  const row = (v: Variant, i: number | null) => (
    <tr key={v.id} data-testid="variant-row" data-sku={v.sku} tabIndex={i === null ? undefined : 0}
      ref={i === null ? undefined : (el) => { rows.current[i] = el; }}
      className={dragging === i && i !== null ? 'pr-dragging' : undefined}
      draggable={!readOnly && i !== null}
      onKeyDown={i === null ? undefined : (e) => onRowKey(e, i)}
      onDragStart={i === null ? undefined : (e) => { setDragging(i); e.dataTransfer.effectAllowed = 'move'; }}
      onDragOver={i === null || dragging === null ? undefined : (e) => e.preventDefault()}
      onDrop={i === null || dragging === null ? undefined : (e) => { e.preventDefault(); const from = dragging; setDragging(null); if (from !== i) void saveOrder(moveItem(order, from, i), i); }}
      onDragEnd={() => setDragging(null)}
      aria-label={i === null ? undefined : t('products_ui.variants.row_label', { sku: v.sku, position: i + 1 })}>
      <td className="pr-grip" aria-hidden="true">{i === null || readOnly ? '' : '⠿'}</td>
      <td><code className="pr-sku">{v.sku}</code>{v.is_master && <span className="pr-badge pr-badge-off">{t('products_ui.variants.master')}</span>}</td>
      <td>{options(v) || <span className="muted">-</span>}</td>
      <td>{v.barcode ?? <span className="muted">-</span>}</td>
      <td className="num"><Money value={v.price} /></td>
      <td className="num"><Money value={v.sale_price} /></td>
      <td className="num">{v.track_inventory ? v.count_on_hand : <span className="muted">∞</span>}</td>
      <td className="pr-row-actions">
        {!readOnly && (
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setEditing(v)} data-testid="variant-edit">{t('products_ui.editor.edit')}</button>
            {!v.is_master && <button type="button" className="btn btn-ghost pr-danger-text" onClick={() => void onDelete(v)} data-testid="variant-delete">{t('products_ui.editor.delete')}</button>}
          </>
        )}
      </td>
    </tr>
  );

  return (
    <div className="pr-variants">
      {!readOnly && order.length > 1 && <p className="muted pr-hint">{t('products_ui.variants.reorder_hint')}</p>}
      <table className="pr-table" data-testid="variants-table">
        <caption className="sr-only">{t('products_ui.tabs.variants')}</caption>
        <thead>
          <tr>
            <th aria-label={t('products_ui.variants.order')} />
            <th>{t('products_ui.fields.sku')}</th><th>{t('products_ui.variants.options')}</th><th>{t('products_ui.fields.barcode')}</th>
            <th className="num">{t('products_ui.fields.price')}</th><th className="num">{t('products_ui.fields.sale_price')}</th>
            <th className="num">{t('products_ui.columns.stock')}</th><th><span className="sr-only">{t('products_ui.editor.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {master && row(master, null)}
          {order.map((v, i) => row(v, i))}
        </tbody>
      </table>
      {!readOnly && editing === null && (
        <button type="button" className="btn btn-primary pr-add" onClick={() => setEditing('new')} data-testid="variant-add">{t('products_ui.variants.add')}</button>
      )}
      {!readOnly && editing !== null && (
        <VariantForm key={editing === 'new' ? 'new' : editing.id} product={product} variant={editing === 'new' ? null : editing}
          onDone={() => { setEditing(null); refresh(); }} />
      )}
    </div>
  );
}
