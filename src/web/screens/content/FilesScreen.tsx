import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batch, list, remove, type Attachment } from '../../../shared/commands/content/files.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { toast } from '../../app/toasts.js';
import { confirm } from '../../kit/confirm/confirm.js';
import { notifyError } from '../../kit/notify.js';
import { useDebounced } from '../../kit/useDebounced.js';
import { uploadFile } from './upload.js';
import '../../styles/content.css';

const KEY = ['downloadable_attachment.list'];

/** §2 /settings/files: upload, list, copy a link, delete one or the selected ones (each behind a confirmation). */
export default function FilesScreen() {
  const { t, i18n } = useTranslation();
  const { selection } = useSession();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const debounced = useDebounced(query, 250);
  const files = useQuery({ queryKey: [...KEY, debounced, page], queryFn: () => api.call(list, { query: debounced || undefined, page, per_page: 50 }) });
  const size = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Ulaanbaatar' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const items = files.data?.items ?? [];

  async function onFile(chosen: FileList | null) {
    const one = chosen?.[0];
    if (!one) return;
    setUploading(true);
    try {
      const { item } = await uploadFile(one, selection, i18n.language);
      toast('success', t('content_ui.files.uploaded', { name: item.file_name }));
      await refresh();
    } catch (e) {
      notifyError(e);
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  }
  async function copy(f: Attachment) {
    const link = new URL(f.url, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(link);
      toast('success', t('content_ui.files.copied'));
    } catch (e) {
      notifyError(e);
    }
  }
  async function deleteOne(f: Attachment) {
    const ok = await confirm({ title: t('content_ui.files.delete'), body: t('content_ui.files.confirm_one', { name: f.file_name }), okLabel: t('content_ui.files.delete'), danger: true });
    if (!ok) return;
    try {
      await api.call(remove, { id: f.id }, { idempotencyKey: crypto.randomUUID() });
      toast('success', t('content_ui.files.deleted', { count: 1 }));
      setPicked((cur) => { const next = new Set(cur); next.delete(f.id); return next; });
      await refresh();
    } catch (e) {
      notifyError(e);
    }
  }
  async function deleteSelected() {
    const ids = [...picked];
    const ok = await confirm({ title: t('content_ui.files.delete_selected'), body: t('content_ui.files.confirm_many', { count: ids.length }), okLabel: t('content_ui.files.delete'), danger: true });
    if (!ok) return;
    try {
      const answer = await api.call(batch, { ids, action: 'delete' }, { idempotencyKey: crypto.randomUUID() });
      toast('success', t('content_ui.files.deleted', { count: answer.applied }));
      setPicked(new Set());
      await refresh();
    } catch (e) {
      notifyError(e);
    }
  }
  const toggle = (id: number) => setPicked((cur) => { const next = new Set(cur); if (next.has(id)) next.delete(id); else next.add(id); return next; });
  const all = items.length > 0 && items.every((f) => picked.has(f.id));

  return (
    <section className="screen" aria-labelledby="ct-files-title" data-testid="files-screen">
      <h1 id="ct-files-title">{t('content_ui.files.title')}</h1>
      <p className="muted ct-hint">{t('content_ui.files.hint')}</p>
      <div className="ct-files-bar">
        <input type="search" aria-label={t('content_ui.files.search')} placeholder={t('content_ui.files.search')} value={query}
          onChange={(e) => { setQuery(e.currentTarget.value); setPage(1); }} />
        <input ref={file} type="file" hidden onChange={(e) => void onFile(e.currentTarget.files)} data-testid="files-input" />
        <button type="button" className="btn btn-primary" onClick={() => file.current?.click()} disabled={uploading} data-testid="files-upload">
          {uploading ? t('content_ui.files.uploading') : t('content_ui.files.upload')}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void deleteSelected()} disabled={picked.size === 0} data-testid="files-delete-selected">
          {t('content_ui.files.delete_selected')}
        </button>
      </div>
      {files.isError && <p role="alert">{t('ui.toast.error')}</p>}
      {files.data && items.length === 0 && <p className="muted">{t('content_ui.files.empty')}</p>}
      {items.length > 0 && (
        <table className="ct-files">
          <thead>
            <tr>
              <th scope="col"><input type="checkbox" aria-label={t('content_ui.files.select_all')} checked={all}
                onChange={() => setPicked(all ? new Set() : new Set(items.map((f) => f.id)))} /></th>
              <th scope="col">{t('content_ui.files.name')}</th><th scope="col">{t('content_ui.files.type')}</th><th scope="col">{t('content_ui.files.size')}</th>
              <th scope="col">{t('content_ui.files.added')}</th><th scope="col">{t('content_ui.files.by')}</th><th scope="col"><span className="sr-only">{t('content_ui.files.copy')}</span></th>
            </tr>
          </thead>
          <tbody>
            {items.map((f) => (
              <tr key={f.id} data-testid="file-row">
                <td><input type="checkbox" aria-label={t('content_ui.files.select', { name: f.file_name })} checked={picked.has(f.id)} onChange={() => toggle(f.id)} /></td>
                <td className="ct-file-name"><a href={f.url} download>{f.file_name}</a></td>
                <td>{f.content_type.split(';')[0]}</td>
                <td>{size.format(f.byte_size / 1024)} KB</td>
                <td>{date.format(new Date(f.created_at))}</td>
                <td>{f.created_by ?? ''}</td>
                <td>
                  <button type="button" className="btn btn-ghost" onClick={() => void copy(f)}>{t('content_ui.files.copy')}</button>
                  <button type="button" className="btn btn-ghost" onClick={() => void deleteOne(f)} aria-label={`${t('content_ui.files.delete')}: ${f.file_name}`}>{t('content_ui.files.delete')}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {files.data && files.data.total > files.data.per_page && (
        <div className="ct-files-bar">
          <button type="button" className="btn btn-ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>‹</button>
          <span>{page} / {Math.ceil(files.data.total / files.data.per_page)}</span>
          <button type="button" className="btn btn-ghost" disabled={page * files.data.per_page >= files.data.total} onClick={() => setPage(page + 1)}>›</button>
        </div>
      )}
    </section>
  );
}
