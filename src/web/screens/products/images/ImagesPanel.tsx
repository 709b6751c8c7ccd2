import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { list, positions, remove, update, type ProductImage } from '../../../../shared/commands/products/images.js';
import type { Variant } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { useSession } from '../../../app/session.js';
import { toast } from '../../../app/toasts.js';
import { confirm } from '../../../kit/confirm/confirm.js';
import { notifyError, notifySuccess } from '../../../kit/notify.js';
import { ImageCard } from './ImageCard.js';
import { moved, refusal, uploadImage } from './upload.js';
import '../../../styles/products-mass.css';

export interface ImagesPanelProps {
  productId: number;
  variants: readonly Pick<Variant, 'id' | 'sku' | 'is_master'>[];
  readOnly: boolean;
}

interface Upload { key: number; name: string; loaded: number; total: number }
let uploadKey = 0;

/**
 * A product's images (§7 images, §5 image variants and delete confirmation), for the product
 * editor: upload by picker or drop with progress, thumbnails, reorder by drag or Alt+←/→,
 * description and variant per image, delete after confirming; `upload completed` (§8).
 */
export function ImagesPanel({ productId, variants, readOnly }: ImagesPanelProps) {
  const { t, i18n } = useTranslation();
  const { selection } = useSession();
  const queryClient = useQueryClient();
  const inputId = useId();
  const queryKey = ['image.list', productId];
  const { data } = useQuery({ queryKey, queryFn: ({ signal }) => api.call(list, { id: productId }, { signal }) });
  const images = data?.items ?? [];
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragTo, setDragTo] = useState<number | null>(null);

  const setImages = (items: ProductImage[]) => queryClient.setQueryData(queryKey, { items });
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const send = async (files: readonly File[]) => {
    const accepted = files.filter((f) => {
      const why = refusal(f);
      if (why) toast('error', t(`products_mass.images.${why}`, { name: f.name }));
      return !why;
    });
    let done = 0;
    for (const file of accepted) {
      const key = ++uploadKey;
      setUploads((u) => [...u, { key, name: file.name, loaded: 0, total: file.size }]);
      try {
        await uploadImage(productId, file, {
          selection, language: i18n.language,
          onProgress: (loaded, total) => setUploads((u) => u.map((x) => (x.key === key ? { ...x, loaded, total } : x))),
        });
        done++;
      } catch (e) {
        notifyError(e);
      } finally {
        setUploads((u) => u.filter((x) => x.key !== key));
      }
      await refresh();
    }
    if (done) toast('success', t('products_mass.toast.upload_completed'));
  };

  const move = async (from: number, to: number) => {
    if (from === to) return;
    const next = moved(images, from, to);
    setImages(next.map((img, position) => ({ ...img, position })));
    // the moved card keeps the focus, so Alt+←/→ can go on moving it
    const movedId = images[from]!.id;
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-testid="image-${movedId}"]`)?.focus());
    try {
      setImages((await api.call(positions, { id: productId, image_ids: next.map((i) => i.id) }, { idempotencyKey: crypto.randomUUID() })).items);
    } catch (e) {
      notifyError(e);
      await refresh();
    }
  };

  const change = async (image: ProductImage, patch: { alt?: string | null; variant_id?: number | null }) => {
    try {
      await api.call(update, { id: productId, image_id: image.id, ...patch }, { idempotencyKey: crypto.randomUUID() });
      notifySuccess('updated');
    } catch (e) {
      notifyError(e);
    }
    await refresh();
  };

  const drop = async (image: ProductImage) => {
    const ok = await confirm({ title: t('products_mass.images.delete_title'), body: t('products_mass.images.delete_body'), okLabel: t('products_mass.images.delete'), danger: true });
    if (!ok) return;
    try {
      await api.call(remove, { id: productId, image_id: image.id }, { idempotencyKey: crypto.randomUUID() });
      notifySuccess('deleted');
    } catch (e) {
      notifyError(e);
    }
    await refresh();
  };

  const dropFiles = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    // a card dragged onto the drop zone is a reorder gone astray, not a file
    if (dragFrom === null && e.dataTransfer.files.length) void send([...e.dataTransfer.files]);
  };

  const dragHandlers = (index: number) => ({
    onDragStart: (e: DragEvent) => { setDragFrom(index); e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', String(index)); },
    onDragOver: (e: DragEvent) => { if (dragFrom !== null) { e.preventDefault(); setDragTo(index); } },
    onDrop: (e: DragEvent) => { e.preventDefault(); e.stopPropagation(); if (dragFrom !== null) void move(dragFrom, index); setDragFrom(null); setDragTo(null); },
    onDragEnd: () => { setDragFrom(null); setDragTo(null); },
  });

  return (
    <section className="pi-panel" aria-labelledby={`${inputId}-title`} data-testid="images-panel">
      <h2 id={`${inputId}-title`} className="sr-only">{t('products_mass.images.title')}</h2>
      {!readOnly && (
        <div className={`pi-drop${over ? ' pi-drop-over' : ''}`} data-testid="images-drop"
          onDragOver={(e) => { if (dragFrom === null) { e.preventDefault(); setOver(true); } }} onDragLeave={() => setOver(false)} onDrop={dropFiles}>
          <label className="btn btn-primary" htmlFor={inputId}>{t('products_mass.images.choose')}</label>
          <input id={inputId} type="file" multiple accept="image/jpeg,image/png,image/webp" className="sr-only" data-testid="images-file"
            aria-label={t('products_mass.images.choose')}
            onChange={(e) => { const files = [...(e.target.files ?? [])]; e.target.value = ''; void send(files); }} />
          <span className="muted">{t('products_mass.images.drop')}</span>
        </div>
      )}
      {uploads.length > 0 && (
        <div className="pi-uploads" role="status">
          {uploads.map((u) => (
            <div key={u.key} className="pi-upload">
              <span>{t('products_mass.images.uploading', { name: u.name })}</span>
              <progress value={u.loaded} max={Math.max(1, u.total)} aria-label={t('products_mass.images.uploading', { name: u.name })} data-testid="images-progress" />
            </div>
          ))}
        </div>
      )}
      {images.length === 0 ? <p className="muted">{t('products_mass.images.empty')}</p> : (
        <>
          {!readOnly && images.length > 1 && <p className="muted">{t('products_mass.images.reorder_hint')}</p>}
          <ol className="pi-grid" data-testid="images-list">
            {images.map((image, index) => (
              <ImageCard key={image.id} image={image} index={index} count={images.length} variants={variants} readOnly={readOnly}
                dragging={dragFrom === index} target={dragTo === index && dragFrom !== index}
                onMove={(from, to) => void move(from, to)} onUpdate={(p) => void change(image, p)} onDelete={() => void drop(image)} drag={dragHandlers(index)} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
