import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTAINER_WIDTHS, PAGE_BLOCK_KINDS, PRODUCT_SORTS, pageBlockSchema, pages, type PageBlock,
} from '../../../shared/commands/content/pages.js';
import { api } from '../../app/api.js';
import { notifyError, notifySuccess } from '../../kit/notify.js';
import { invalidateResource } from '../../kit/resource/view.js';
import { PagePreview } from './PagePreview.js';
import '../../styles/content.css';

type Page = { id: number; blocks: PageBlock[]; status: 'draft' | 'published'; publish_at: string | null; state: 'draft' | 'scheduled' | 'published' };
type Kind = PageBlock['kind'];
type Keyed = { key: string; block: PageBlock };

let serial = 0;
const keyed = (block: PageBlock): Keyed => ({ key: `b${++serial}`, block });

/** A new block of a kind, with the values a person changes least. */
function starter(kind: Kind): PageBlock {
  switch (kind) {
    case 'container': return { kind, width: 'boxed', margin_top: 16, margin_bottom: 16 };
    case 'banner': return { kind, image_url: '', link: '', alt: '' };
    case 'slider': return { kind, autoplay_ms: 0, slides: [{ image_url: '', link: '', alt: '' }] };
    case 'product_list': return { kind, title_en: '', title_mn: '', source: 'category', skus: [], category: '', sort: 'newest', per_page: 12, paginate: true };
  }
}

/** `YYYY-MM-DDTHH:mm` in the reader's clock, for a datetime-local input. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/**
 * A page's blocks under its form: added by kind, each edited in place, moved with Alt+↑/↓ (or
 * its ↑ ↓ buttons), a preview at phone and desktop widths, and publishing: now, at a time, or back
 * to a draft. Saving writes the whole list in one call.
 */
export function PageBlocks({ item }: { item: Page }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [blocks, setBlocks] = useState<Keyed[]>(() => item.blocks.map(keyed));
  const [adding, setAdding] = useState<Kind>('banner');
  const [width, setWidth] = useState<'phone' | 'desktop' | null>(null);
  const [when, setWhen] = useState(() => localInput(item.publish_at));
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const refocus = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const key = refocus.current;
    if (!key) return;
    refocus.current = null;
    list.current?.querySelector<HTMLElement>(`[data-key="${key}"]`)?.focus();
  }, [blocks]);

  const kindName = (k: Kind) => t(`content_ui.page.kinds.${k}`);
  function move(index: number, delta: -1 | 1) {
    const to = index + delta;
    if (to < 0 || to >= blocks.length) return;
    const next = [...blocks];
    [next[index], next[to]] = [next[to]!, next[index]!];
    refocus.current = next[to]!.key;
    setBlocks(next);
    setSaid(t('content_ui.page.moved', { kind: kindName(next[to]!.block.kind), place: to + 1 }));
  }
  function onKey(e: KeyboardEvent, index: number) {
    if (!e.altKey || e.ctrlKey || e.metaKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    move(index, e.key === 'ArrowUp' ? -1 : 1);
  }
  const set = (key: string, patch: Partial<PageBlock>) =>
    setBlocks((cur) => cur.map((b) => (b.key === key ? { key, block: { ...b.block, ...patch } as PageBlock } : b)));
  function add() {
    const b = keyed(starter(adding));
    refocus.current = b.key;
    setBlocks((cur) => [...cur, b]);
  }

  async function save(extra: Record<string, unknown> = {}) {
    const parsed = blocks.map((b) => pageBlockSchema.safeParse(b.block));
    const bad = parsed.findIndex((p) => !p.success);
    if (bad >= 0) {
      notifyError(new Error(t('content_ui.page.invalid', { place: bad + 1, kind: kindName(blocks[bad]!.block.kind) })));
      list.current?.querySelector<HTMLElement>(`[data-key="${blocks[bad]!.key}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.call(pages.update, { id: item.id, blocks: parsed.map((p) => p.data!), ...extra }, { idempotencyKey: crypto.randomUUID() });
      invalidateResource(queryClient, pages);
      notifySuccess('saved');
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="ct-page" aria-labelledby={`ct-page-${item.id}`} data-testid="page-blocks">
      <div className="ct-body-head">
        <h3 id={`ct-page-${item.id}`}>{t('content_ui.page.title')}</h3>
        <span className={`ct-state ct-state-${item.state}`} data-testid="page-state">{t(`content_ui.page.states.${item.state}`)}</span>
      </div>
      <p className="muted ct-hint">{t('content_ui.page.hint')}</p>
      <ol className="ct-blocks" ref={list}>
        {blocks.map(({ key, block }, i) => (
          <li key={key} className="ct-block" data-key={key} tabIndex={-1} onKeyDown={(e) => onKey(e, i)} data-testid="page-block" data-kind={block.kind}
            aria-label={t('content_ui.page.block_label', { place: i + 1, kind: kindName(block.kind) })}>
            <div className="ct-block-head">
              <strong>{i + 1}. {kindName(block.kind)}</strong>
              <button type="button" className="btn btn-ghost" onClick={() => move(i, -1)} disabled={i === 0} aria-keyshortcuts="Alt+ArrowUp" aria-label={t('content_ui.page.up')}>↑</button>
              <button type="button" className="btn btn-ghost" onClick={() => move(i, 1)} disabled={i === blocks.length - 1} aria-keyshortcuts="Alt+ArrowDown" aria-label={t('content_ui.page.down')}>↓</button>
              <button type="button" className="btn btn-ghost" onClick={() => setBlocks((cur) => cur.filter((b) => b.key !== key))} aria-label={t('content_ui.page.remove')}>×</button>
            </div>
            <BlockFields block={block} onChange={(patch) => set(key, patch)} />
          </li>
        ))}
      </ol>
      {blocks.length === 0 && <p className="muted">{t('content_ui.page.empty')}</p>}
      <div className="ct-body-head">
        <label className="ct-inline">{t('content_ui.page.kind')}
          <select value={adding} onChange={(e) => setAdding(e.currentTarget.value as Kind)} data-testid="page-add-kind">
            {PAGE_BLOCK_KINDS.map((k) => <option key={k} value={k}>{kindName(k)}</option>)}
          </select>
        </label>
        <button type="button" className="btn btn-ghost" onClick={add} data-testid="page-add">{t('content_ui.page.add')}</button>
        <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={busy} data-testid="page-save">{t('content_ui.page.save')}</button>
      </div>
      <div className="ct-body-head">
        <span>{t('content_ui.page.preview')}:</span>
        {(['phone', 'desktop'] as const).map((w) => (
          <button key={w} type="button" className="btn btn-ghost" aria-pressed={width === w} onClick={() => setWidth(width === w ? null : w)} data-testid={`page-preview-${w}`}>
            {t(`content_ui.page.widths.${w}`)}
          </button>
        ))}
      </div>
      {width && <PagePreview blocks={blocks.map((b) => b.block)} width={width} />}
      <fieldset className="ct-publish">
        <legend>{t('content_ui.page.publishing')}</legend>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save({ status: 'published', publish_at: null })} data-testid="page-publish">
          {t('content_ui.page.publish_now')}
        </button>
        <label className="ct-inline">{t('content_ui.fields.publish_at')}
          <input type="datetime-local" value={when} onChange={(e) => setWhen(e.currentTarget.value)} data-testid="page-publish-at" />
        </label>
        <button type="button" className="btn btn-ghost" disabled={busy || !when} data-testid="page-schedule"
          onClick={() => void save({ status: 'published', publish_at: new Date(when).toISOString() })}>{t('content_ui.page.schedule')}</button>
        <button type="button" className="btn btn-ghost" disabled={busy || item.status === 'draft'} onClick={() => void save({ status: 'draft' })} data-testid="page-unpublish">
          {t('content_ui.page.unpublish')}
        </button>
      </fieldset>
      <p className="sr-only" role="status" aria-live="polite">{said}</p>
    </section>
  );
}

/** The fields of one block, by its kind. */
function BlockFields({ block, onChange }: { block: PageBlock; onChange: (patch: Partial<PageBlock>) => void }) {
  const { t } = useTranslation();
  const text = (name: string, value: string, patch: (v: string) => Partial<PageBlock>, hint?: string) => (
    <label className="ct-field">{t(`content_ui.page.fields.${name}`)}{hint && <span className="muted"> ({hint})</span>}
      <input value={value} onChange={(e) => onChange(patch(e.currentTarget.value))} data-field={name} />
    </label>
  );
  const number = (name: string, value: number, patch: (v: number) => Partial<PageBlock>, hint?: string) => (
    <label className="ct-field">{t(`content_ui.page.fields.${name}`)}{hint && <span className="muted"> ({hint})</span>}
      <input type="number" min={0} value={value} onChange={(e) => onChange(patch(Number(e.currentTarget.value)))} data-field={name} />
    </label>
  );
  switch (block.kind) {
    case 'container': return (
      <div className="ct-fields">
        <label className="ct-field">{t('content_ui.page.fields.width')}
          <select value={block.width} onChange={(e) => onChange({ width: e.currentTarget.value as typeof block.width })} data-field="width">
            {CONTAINER_WIDTHS.map((w) => <option key={w} value={w}>{t(`content_ui.page.container_widths.${w}`)}</option>)}
          </select>
        </label>
        {number('margin_top', block.margin_top, (v) => ({ margin_top: v }), 'px')}
        {number('margin_bottom', block.margin_bottom, (v) => ({ margin_bottom: v }), 'px')}
      </div>
    );
    case 'banner': return (
      <div className="ct-fields">
        {text('image_url', block.image_url, (v) => ({ image_url: v }), '900x400')}
        {text('link', block.link, (v) => ({ link: v }))}
        {text('alt', block.alt, (v) => ({ alt: v }))}
      </div>
    );
    case 'slider': return (
      <div className="ct-fields">
        {number('autoplay_ms', block.autoplay_ms, (v) => ({ autoplay_ms: v }), t('content_ui.page.autoplay_hint'))}
        {block.slides.map((s, i) => (
          <div key={i} className="ct-fields">
            {text('image_url', s.image_url, (v) => ({ slides: block.slides.map((x, j) => (j === i ? { ...x, image_url: v } : x)) }), '900x400')}
            {text('link', s.link, (v) => ({ slides: block.slides.map((x, j) => (j === i ? { ...x, link: v } : x)) }))}
          </div>
        ))}
        <button type="button" className="btn btn-ghost" onClick={() => onChange({ slides: [...block.slides, { image_url: '', link: '', alt: '' }] })}>{t('content_ui.page.add_slide')}</button>
      </div>
    );
    case 'product_list': return (
      <div className="ct-fields">
        {text('title_en', block.title_en, (v) => ({ title_en: v }))}
        {text('title_mn', block.title_mn, (v) => ({ title_mn: v }))}
        <label className="ct-field">{t('content_ui.page.fields.source')}
          <select value={block.source} onChange={(e) => onChange({ source: e.currentTarget.value as typeof block.source })} data-field="source">
            <option value="category">{t('content_ui.page.sources.category')}</option>
            <option value="sku">{t('content_ui.page.sources.sku')}</option>
          </select>
        </label>
        {block.source === 'sku'
          ? text('skus', block.skus.join(', '), (v) => ({ skus: v.split(',').map((s) => s.trim()).filter(Boolean) }))
          : text('category', block.category, (v) => ({ category: v }))}
        <label className="ct-field">{t('content_ui.page.fields.sort')}
          <select value={block.sort} onChange={(e) => onChange({ sort: e.currentTarget.value as typeof block.sort })} data-field="sort">
            {PRODUCT_SORTS.map((s) => <option key={s} value={s}>{t(`content_ui.page.sorts.${s}`)}</option>)}
          </select>
        </label>
        {number('per_page', block.per_page, (v) => ({ per_page: v }))}
        <label className="ct-field ct-check"><input type="checkbox" checked={block.paginate} onChange={(e) => onChange({ paginate: e.currentTarget.checked })} data-field="paginate" />{t('content_ui.page.fields.paginate')}</label>
      </div>
    );
  }
}
