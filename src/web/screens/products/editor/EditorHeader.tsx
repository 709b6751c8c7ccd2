import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { approve, clone, remove } from '../../../../shared/commands/products/products.js';
import type { ProductDetail } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { DateTime, Money } from '../../../kit/cells.js';
import { confirm } from '../../../kit/confirm/confirm.js';
import { notifyError, notifySuccess } from '../../../kit/notify.js';
import { StateBadges } from '../list/columns.js';
import { afterProductSaved, once, productName, productQueryKey, useCan } from './shared.js';

/** Name, sku and state of the product, with approve, clone and delete for those who may. */
export function EditorHeader({ product, readOnly }: { product: ProductDetail; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const can = useCan();
  const [busy, setBusy] = useState(false);

  async function act(work: () => Promise<void>) {
    setBusy(true);
    try { await work(); } catch (e) { notifyError(e); } finally { setBusy(false); }
  }

  const onApprove = () => act(async () => {
    await api.call(approve, { id: product.id, approved: true }, once());
    afterProductSaved(queryClient, null, product.id);
    notifySuccess('updated');
  });
  const onClone = () => act(async () => {
    const { product: copy } = await api.call(clone, { id: product.id }, once());
    afterProductSaved(queryClient, copy);
    notifySuccess('cloned');
    navigate(`/products/all/${copy.id}`);
  });
  const onDelete = () => act(async () => {
    const ok = await confirm({
      title: t('products_ui.editor.delete_title', { name: productName(product, i18n.language) }),
      body: t('products_ui.editor.delete_body'),
      okLabel: t('products_ui.editor.delete'),
      danger: true,
    });
    if (!ok) return;
    await api.call(remove, { id: product.id }, once());
    queryClient.removeQueries({ queryKey: productQueryKey(product.id) });
    void queryClient.invalidateQueries({ queryKey: ['product.search'] });
    notifySuccess('deleted');
    navigate('/products/all');
  });

  return (
    <header className="pr-head">
      <div className="pr-head-main">
        <h1 className="screen-title" data-testid="product-name">{productName(product, i18n.language)}</h1>
        <p className="muted pr-head-meta">
          <code className="pr-sku" data-testid="product-sku">{product.sku}</code> · #{product.id}
          {product.vendor_name && <> · {product.vendor_name}</>} · {t('products_ui.editor.updated')} <DateTime value={product.updated_at} />
        </p>
        <StateBadges product={product} t={t} />
      </div>
      <div className="pr-head-side">
        <div className="pr-head-price">
          <span className="muted">{t('products_ui.columns.price')}</span>
          <strong><Money value={product.price} /></strong>
        </div>
        {!readOnly && (
          <div className="pr-head-actions" role="group" aria-label={t('products_ui.editor.actions')}>
            {!product.approved && can(approve) && (
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void onApprove()} data-testid="product-approve">{t('products_ui.editor.approve')}</button>
            )}
            {can(clone) && <button type="button" className="btn" disabled={busy} onClick={() => void onClone()} data-testid="product-clone">{t('products_ui.editor.clone')}</button>}
            {can(remove) && <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void onDelete()} data-testid="product-delete">{t('products_ui.editor.delete')}</button>}
          </div>
        )}
      </div>
    </header>
  );
}
