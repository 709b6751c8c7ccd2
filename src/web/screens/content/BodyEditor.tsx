import type EditorJS from '@editorjs/editorjs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentBlock } from '../../../shared/commands/content/fields.js';
import { articles, news } from '../../../shared/commands/content/posts.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { notifyError, notifySuccess } from '../../kit/notify.js';
import { invalidateResource } from '../../kit/resource/view.js';
import { ArticleBlocks } from '../help/ArticleBlocks.js';
import { fromEditor, toEditor } from './editor-blocks.js';
import { uploadContentImage } from './upload.js';
import '../../styles/help.css';
import '../../styles/content.css';

type Post = { id: number; body: ContentBlock[]; cover_url: string };
const KINDS = { news: { resource: news, path: 'news' }, articles: { resource: articles, path: 'articles' } } as const;

/**
 * A news item's or an article's body, under its form: Editor.js with the block tools the format
 * holds (headers, lists, quotes, images uploaded through `upload_image`, delimiters, embeds, code),
 * a preview drawn by the help guide's own renderer, and the cover image's upload. Ctrl+S inside
 * the editor saves the body (the form above keeps its own Ctrl+S).
 */
function BodyEditor({ item, kind }: { item: Post; kind: keyof typeof KINDS }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { selection } = useSession();
  const { resource, path } = KINDS[kind];
  const holder = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const editor = useRef<EditorJS | null>(null);
  const [ready, setReady] = useState(false);
  const [preview, setPreview] = useState<ContentBlock[] | null>(null);
  const [saving, setSaving] = useState(false);
  const upload = (file: File) => uploadContentImage(path, file, selection, i18n.language);
  const uploadRef = useRef(upload);
  uploadRef.current = upload;

  useEffect(() => {
    let cancelled = false;
    let instance: EditorJS | null = null;
    void (async () => {
      // the editor and its tools load with this panel only, in their own chunk
      const [{ default: Editor }, { default: Header }, { default: List }, { default: Quote }, { default: Delimiter }, { default: Embed }, { default: Code }, { default: Image }] = await Promise.all([
        import('@editorjs/editorjs'), import('@editorjs/header'), import('@editorjs/list'), import('@editorjs/quote'),
        import('@editorjs/delimiter'), import('@editorjs/embed'), import('@editorjs/code'), import('@editorjs/image'),
      ]);
      if (cancelled || !holder.current) return;
      instance = new Editor({
        holder: holder.current,
        data: { blocks: toEditor(item.body) },
        placeholder: t('content_ui.body.hint'),
        tools: {
          header: { class: Header as never, config: { levels: [2, 3, 4], defaultLevel: 2 } },
          list: { class: List as never, inlineToolbar: true },
          quote: { class: Quote as never, inlineToolbar: true },
          delimiter: Delimiter as never,
          embed: { class: Embed as never, config: { services: { youtube: true, vimeo: true } } },
          code: Code as never,
          image: {
            class: Image as never,
            config: {
              uploader: {
                uploadByFile: (file: File) => uploadRef.current(file).catch((e: unknown) => { notifyError(e); return { success: 0 }; }),
                // an address is taken as it is (the schema holds it to https); nothing is fetched by the server
                uploadByUrl: (url: string) => Promise.resolve(/^https:\/\//i.test(url) ? { success: 1, file: { url } } : { success: 0 }),
              },
            },
          },
        },
        onReady: () => { if (!cancelled) setReady(true); },
      });
      editor.current = instance;
    })();
    return () => {
      cancelled = true;
      // destroy only an editor that finished starting (Editor.js throws otherwise)
      if (instance) void instance.isReady.then(() => instance?.destroy()).catch(() => undefined);
      editor.current = null;
    };
    // the editor starts once per item; later saves do not reset what is being typed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item.id]);
  // Ctrl+S inside the body saves the body: caught on the way down (capture), as Editor.js stops
  // the keys it handles from bubbling, and before the kit's Ctrl+S submits the form above
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const el = section.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && (e.key === 's' || e.key === 'S' || e.code === 'KeyS')) {
        e.preventDefault();
        e.stopPropagation();
        void saveRef.current();
      }
    };
    el.addEventListener('keydown', onKey, true);
    return () => el.removeEventListener('keydown', onKey, true);
  }, []);

  async function current(): Promise<ContentBlock[]> {
    const saved = editor.current ? await editor.current.save() : { blocks: [] };
    return fromEditor(saved.blocks).blocks;
  }
  async function save() {
    if (saving) return;
    setSaving(true);
    try {
      await api.call(resource.update, { id: item.id, body: await current() }, { idempotencyKey: crypto.randomUUID() });
      invalidateResource(queryClient, resource);
      notifySuccess('saved');
    } catch (e) {
      notifyError(e);
    } finally {
      setSaving(false);
    }
  }
  async function uploadCover(file: File) {
    try {
      const answer = await upload(file);
      await api.call(resource.update, { id: item.id, cover_url: answer.file.url }, { idempotencyKey: crypto.randomUUID() });
      invalidateResource(queryClient, resource);
      notifySuccess('saved');
    } catch (e) {
      notifyError(e);
    }
  }

  return (
    <section className="ct-body" aria-labelledby={`ct-body-${item.id}`} data-testid="content-body" ref={section}>
      <div className="ct-body-head">
        <h3 id={`ct-body-${item.id}`}>{t('content_ui.body.title')}</h3>
        <button type="button" className="btn btn-ghost" aria-pressed={preview !== null} data-testid="content-body-preview"
          onClick={() => void (preview ? Promise.resolve(setPreview(null)) : current().then(setPreview))}>
          {preview ? t('content_ui.body.edit') : t('content_ui.body.preview')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={!ready || saving} data-testid="content-body-save" aria-keyshortcuts="Control+S">
          {t('content_ui.body.save')}
        </button>
      </div>
      <p className="muted ct-hint">{t('content_ui.body.hint')}</p>
      <p className="muted ct-hint">{t('content_ui.body.image_hint')}</p>
      {!ready && <p role="status" className="muted">{t('content_ui.body.loading')}</p>}
      <div ref={holder} className="ct-editor" hidden={preview !== null} data-testid="content-body-editor" />
      {preview && (preview.length ? <div className="ct-preview" data-testid="content-body-rendered"><ArticleBlocks blocks={preview} /></div> : <p className="muted">{t('content_ui.body.empty')}</p>)}
      <label className="ct-cover">
        <span>{t('content_ui.fields.cover_url')}</span>
        {item.cover_url && <img src={item.cover_url} alt="" className="ct-cover-img" />}
        <input type="file" accept="image/jpeg,image/png,image/webp" data-testid="content-cover-file"
          onChange={(e) => { const f = e.currentTarget.files?.[0]; if (f) void uploadCover(f); e.currentTarget.value = ''; }} />
      </label>
    </section>
  );
}

export const NewsBody = ({ item }: { item: Post }) => <BodyEditor item={item} kind="news" />;
export const ArticleBody = ({ item }: { item: Post }) => <BodyEditor item={item} kind="articles" />;
