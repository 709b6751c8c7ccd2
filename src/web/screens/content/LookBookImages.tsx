import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { lookBookImageSchema, lookBooks, type LookBookImage } from '../../../shared/commands/content/look-books.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { toast } from '../../app/toasts.js';
import { notifyError } from '../../kit/notify.js';
import { invalidateResource } from '../../kit/resource/view.js';
import { uploadContentImage } from './upload.js';
import '../../styles/content.css';

type Spot = { image: number; spot: number };
const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));

/**
 * A look book's images under its form, each with its product hotspots. A click on an image places a
 * hotspot where it was clicked; from the keyboard, Enter on a focused image places one in the middle
 * and the arrow keys move the chosen one (Shift: ten times further), Delete removes it. A hotspot is
 * kept as a fraction of the image's width and height, so it holds at any size the image is shown.
 */
export function LookBookImages({ item }: { item: { id: number; images: LookBookImage[] } }) {
  const { t, i18n } = useTranslation();
  const { selection } = useSession();
  const queryClient = useQueryClient();
  const [images, setImages] = useState<LookBookImage[]>(item.images);
  const [chosen, setChosen] = useState<Spot | null>(null);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState<'upload' | 'save' | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLElement>(null);
  const focusProduct = useRef<Spot | null>(null);

  useEffect(() => {
    const want = focusProduct.current;
    if (!want) return;
    focusProduct.current = null;
    root.current?.querySelector<HTMLInputElement>(`[data-spot="${want.image}-${want.spot}"] input`)?.focus();
  }, [images]);

  const announce = (s: Spot, x: number, y: number) =>
    setSaid(t('content_ui.look_book.placed', { place: s.spot + 1, x: Math.round(x * 100), y: Math.round(y * 100) }));
  const editImage = (i: number, patch: Partial<LookBookImage>) => setImages((cur) => cur.map((im, j) => (j === i ? { ...im, ...patch } : im)));

  function place(i: number, x: number, y: number, focus: boolean) {
    const spot = images[i]!.hotspots.length;
    const s = { image: i, spot };
    if (focus) focusProduct.current = s;
    editImage(i, { hotspots: [...images[i]!.hotspots, { x: clamp(x), y: clamp(y), product: '' }] });
    setChosen(s);
    announce(s, x, y);
  }
  function onStageClick(e: MouseEvent<HTMLDivElement>, i: number) {
    const rect = e.currentTarget.getBoundingClientRect();
    if (!rect.width || !rect.height) return;
    place(i, (e.clientX - rect.left) / rect.width, (e.clientY - rect.top) / rect.height, true);
  }
  function onStageKey(e: KeyboardEvent<HTMLElement>, i: number) {
    if (e.key === 'Enter' && e.target === e.currentTarget) {
      e.preventDefault();
      place(i, 0.5, 0.5, false);
      return;
    }
    if (!chosen || chosen.image !== i) return;
    const step = e.shiftKey ? 0.1 : 0.01;
    const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    const spot = images[i]!.hotspots[chosen.spot];
    if (!spot) return;
    if (d) {
      e.preventDefault();
      const x = clamp(spot.x + d[0]!);
      const y = clamp(spot.y + d[1]!);
      editImage(i, { hotspots: images[i]!.hotspots.map((h, k) => (k === chosen.spot ? { ...h, x, y } : h)) });
      announce(chosen, x, y);
    } else if (e.key === 'Delete') {
      e.preventDefault();
      removeSpot(chosen);
    }
  }
  function removeSpot(s: Spot) {
    editImage(s.image, { hotspots: images[s.image]!.hotspots.filter((_, k) => k !== s.spot) });
    setChosen(null);
  }
  async function onFile(files: FileList | null) {
    const picked = files?.[0];
    if (!picked) return;
    setBusy('upload');
    try {
      const answer = await uploadContentImage('look_books', picked, selection, i18n.language);
      setImages((cur) => [...cur, { url: answer.file.url, alt: '', hotspots: [] }]);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(null);
      if (file.current) file.current.value = '';
    }
  }
  async function save() {
    if (!images.every((im) => lookBookImageSchema.safeParse(im).success)) {
      notifyError(new Error(t('content_ui.look_book.invalid')));
      return;
    }
    setBusy('save');
    try {
      await api.call(lookBooks.update, { id: item.id, images }, { idempotencyKey: crypto.randomUUID() });
      invalidateResource(queryClient, lookBooks);
      toast('success', t('content_ui.look_book.saved'));
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="ct-page" ref={root} aria-labelledby={`ct-lb-${item.id}`} data-testid="look-book-images">
      <div className="ct-body-head">
        <h3 id={`ct-lb-${item.id}`}>{t('content_ui.look_book.title')}</h3>
        <input ref={file} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={(e) => void onFile(e.currentTarget.files)} data-testid="look-book-file" />
        <button type="button" className="btn btn-ghost" onClick={() => file.current?.click()} disabled={busy !== null} data-testid="look-book-upload">
          {busy === 'upload' ? t('content_ui.look_book.uploading') : t('content_ui.look_book.upload')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={busy !== null} data-testid="look-book-save">{t('content_ui.look_book.save')}</button>
      </div>
      <p className="muted ct-hint">{t('content_ui.look_book.hint')} {t('content_ui.body.image_hint')}</p>
      {images.length === 0 && <p className="muted">{t('content_ui.look_book.empty')}</p>}
      <ol className="ct-lb-images">
        {images.map((im, i) => (
          <li key={`${im.url}-${i}`} className="ct-lb-image" data-testid="look-book-image">
            <div className="ct-lb-stage" tabIndex={0} role="group" aria-label={t('content_ui.look_book.image_label', { place: i + 1, alt: im.alt })}
              onClick={(e) => onStageClick(e, i)} onKeyDown={(e) => onStageKey(e, i)} data-testid="look-book-stage">
              <img src={im.url} alt={im.alt} draggable={false} />
              {im.hotspots.map((h, k) => (
                <button key={k} type="button" className="ct-lb-dot" style={{ left: `${h.x * 100}%`, top: `${h.y * 100}%` }}
                  aria-pressed={chosen?.image === i && chosen.spot === k} aria-label={`${t('content_ui.look_book.hotspot', { place: k + 1 })}: ${h.product}`}
                  onClick={(e) => { e.stopPropagation(); setChosen({ image: i, spot: k }); }} data-testid="look-book-dot">{k + 1}</button>
              ))}
            </div>
            <div>
              <label className="ct-field">{t('content_ui.look_book.alt')}
                <input value={im.alt} maxLength={200} onChange={(e) => editImage(i, { alt: e.currentTarget.value })} />
              </label>
              <ul className="ct-lb-spots">
                {im.hotspots.map((h, k) => (
                  <li key={k} className="ct-lb-spot" data-spot={`${i}-${k}`}>
                    <span>{t('content_ui.look_book.hotspot', { place: k + 1 })}</span>
                    <input aria-label={`${t('content_ui.look_book.hotspot', { place: k + 1 })}: ${t('content_ui.look_book.product')}`} placeholder={t('content_ui.look_book.product')}
                      value={h.product} maxLength={64} onFocus={() => setChosen({ image: i, spot: k })} data-testid="look-book-product"
                      onChange={(e) => { const product = e.currentTarget.value; editImage(i, { hotspots: im.hotspots.map((o, m) => (m === k ? { ...o, product } : o)) }); }} />
                    <span className="muted">{Math.round(h.x * 100)}% · {Math.round(h.y * 100)}%</span>
                    <button type="button" className="btn btn-ghost" aria-label={`${t('content_ui.look_book.remove_hotspot')} ${k + 1}`} onClick={() => removeSpot({ image: i, spot: k })}>×</button>
                  </li>
                ))}
              </ul>
              <button type="button" className="btn btn-ghost" onClick={() => { setImages((cur) => cur.filter((_, j) => j !== i)); setChosen(null); }}>
                {t('content_ui.look_book.remove_image')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p className="sr-only" role="status" aria-live="polite">{said}</p>
    </section>
  );
}
