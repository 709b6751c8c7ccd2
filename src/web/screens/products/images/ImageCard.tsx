import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '../../../../shared/commands/products/images.js';
import type { Variant } from '../../../../shared/schema/product.js';

interface Props {
  image: ProductImage;
  index: number;
  count: number;
  variants: readonly Pick<Variant, 'id' | 'sku' | 'is_master'>[];
  readOnly: boolean;
  dragging: boolean;
  target: boolean;
  onMove: (from: number, to: number) => void;
  onUpdate: (patch: { alt?: string | null; variant_id?: number | null }) => void;
  onDelete: () => void;
  drag: {
    onDragStart: (e: DragEvent) => void;
    onDragOver: (e: DragEvent) => void;
    onDrop: (e: DragEvent) => void;
    onDragEnd: () => void;
  };
}

/** One image: its thumbnail, description, variant, and moves (drag, Alt+←/→, buttons) and delete. */
export function ImageCard({ image, index, count, variants, readOnly, dragging, target, onMove, onUpdate, onDelete, drag }: Props) {
  const { t } = useTranslation();
  const [alt, setAlt] = useState(image.alt ?? '');
  const keys = (e: KeyboardEvent<HTMLLIElement>) => {
    if (readOnly || !e.altKey || e.target !== e.currentTarget) return;
    if (e.key === 'ArrowLeft' && index > 0) { e.preventDefault(); onMove(index, index - 1); }
    if (e.key === 'ArrowRight' && index < count - 1) { e.preventDefault(); onMove(index, index + 1); }
  };
  const label = t('products_mass.images.position', { n: index + 1, count });
  return (
    <li className={`pi-card${dragging ? ' pi-card-dragging' : ''}${target ? ' pi-card-target' : ''}`} tabIndex={0} aria-label={label}
      aria-keyshortcuts={readOnly ? undefined : 'Alt+ArrowLeft Alt+ArrowRight'} onKeyDown={keys} data-testid={`image-${image.id}`}
      draggable={!readOnly} {...(readOnly ? {} : drag)}>
      <img src={image.urls.thumb} alt={image.alt ?? ''} width={image.width} height={image.height} loading="lazy" draggable={false} />
      {readOnly ? (image.alt && <span className="muted">{image.alt}</span>) : (
        <>
          <input aria-label={t('products_mass.images.alt')} placeholder={t('products_mass.images.alt')} value={alt} maxLength={255}
            onChange={(e) => setAlt(e.target.value)} onBlur={() => { if (alt.trim() !== (image.alt ?? '')) onUpdate({ alt: alt.trim() || null }); }} />
          {variants.some((v) => !v.is_master) && (
            <select aria-label={t('products_mass.images.variant')} value={image.variant_id ?? ''}
              onChange={(e) => onUpdate({ variant_id: e.target.value ? Number(e.target.value) : null })}>
              <option value="">{t('products_mass.images.all_variants')}</option>
              {variants.filter((v) => !v.is_master).map((v) => <option key={v.id} value={v.id}>{v.sku}</option>)}
            </select>
          )}
          <div className="pi-card-actions">
            <span>
              <button type="button" className="btn" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={t('products_mass.images.move_left')} title={t('products_mass.images.move_left')}>←</button>
              <button type="button" className="btn" disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={t('products_mass.images.move_right')} title={t('products_mass.images.move_right')}>→</button>
            </span>
            <button type="button" className="btn btn-ghost" onClick={onDelete} data-testid={`image-delete-${image.id}`}>{t('products_mass.images.delete')}</button>
          </div>
        </>
      )}
    </li>
  );
}
