import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assign, assignees, close, CONTACT_STATES, get, list, mark, reply, type ContactFormJson } from '../../../shared/commands/contact-forms.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { DateTime } from '../../kit/cells.js';
import { confirm } from '../../kit/confirm/confirm.js';
import { FilterBar, type FilterDef } from '../../kit/filters/FilterBar.js';
import { overlayOpen } from '../../kit/keys.js';
import { errorText, notifyError, notifySuccess } from '../../kit/notify.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { commandSource } from '../../kit/table/source.js';
import type { Column } from '../../kit/table/types.js';
import { useListParams } from '../../kit/table/useListParams.js';
import './contact-forms.css';

/**
 * /u/contact_forms (§2, §7 contact_forms): the storefront's messages, unread in bold; Enter opens
 * one beside the list (it is then read), where it is assigned, answered by email and closed. Esc
 * closes the panel.
 */
export default function ContactForms() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const query = params.extra.query?.trim() ?? '';
  const openId = params.extra.open ? Number(params.extra.open) : null;
  const source = useMemo(() => commandSource<ContactFormJson>(list, { ...(query && { query }) }), [query]);

  const columns = useMemo<Column<ContactFormJson>[]>(() => [
    { id: 'created_at', header: t('contact_forms_ui.fields.created_at'), kind: 'date', sort: 'created_at', value: (f) => f.created_at },
    { id: 'name', header: t('contact_forms_ui.fields.name'), primary: true, width: 'minmax(140px, 1.5fr)', cell: (f) => <span className={f.read ? '' : 'cf-unread'} data-read={f.read}>{f.name}</span> },
    { id: 'subject', header: t('contact_forms_ui.fields.subject'), width: 'minmax(180px, 3fr)', cell: (f) => <span className={f.read ? '' : 'cf-unread'}>{f.subject || f.message.slice(0, 80)}</span> },
    { id: 'email', header: t('contact_forms_ui.fields.email'), width: 'minmax(140px, 1.5fr)', value: (f) => f.email ?? f.phone ?? '' },
    { id: 'assignee', header: t('contact_forms_ui.fields.assignee'), width: 'minmax(110px, 1fr)', value: (f) => f.assignee ?? '' },
    { id: 'state', header: t('contact_forms_ui.fields.state'), width: '100px', fit: true, cell: (f) => <span className={`cf-state cf-state-${f.state}`}>{t(`contact_forms_ui.state.${f.state}`)}</span> },
  ], [t]);
  const filters: FilterDef[] = [
    { type: 'text', key: 'query', param: 'extra', label: t('contact_forms_ui.list.search'), placeholder: t('contact_forms_ui.list.search_placeholder'), wide: true },
    { type: 'select', key: 'state_eq', label: t('contact_forms_ui.fields.state'), options: CONTACT_STATES.map((s) => ({ value: s, label: t(`contact_forms_ui.state.${s}`) })) },
    { type: 'bool', key: 'read_eq', label: t('contact_forms_ui.fields.read') },
  ];

  return (
    <section className="cf-screen" data-testid="contact-forms-screen">
      <h1 className="screen-title">{t('nav.routes.users_contact_forms')}</h1>
      <p className="muted cf-hint">{t('contact_forms_ui.list.keys')}</p>
      <div className={`split${openId ? ' split-open' : ''}`}>
        <div className="split-main">
          <FilterBar filters={filters} testId="contact-forms-filters" />
          <DataTable<ContactFormJson> source={source} columns={columns} rowKey={(f) => f.id}
            rowHref={(f) => `/u/contact_forms?${new URLSearchParams({ ...(query && { query }), open: String(f.id) })}`}
            label={t('nav.routes.users_contact_forms')} emptyText={t('contact_forms_ui.list.empty')} selectable={false} testId="contact-forms-table" />
        </div>
        {openId !== null && Number.isSafeInteger(openId) && <MessagePanel key={openId} id={openId} onClose={() => update({ extra: { open: undefined } })} />}
      </div>
    </section>
  );
}

function MessagePanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSession().viewer;
  const canWrite = canAccess(reply, viewer);
  const { data, error } = useQuery({ queryKey: ['contact_form.get', id], queryFn: ({ signal }) => api.call(get, { id }, { signal }) });
  const people = useQuery({ queryKey: ['contact_form.assignees'], enabled: canWrite, queryFn: ({ signal }) => api.call(assignees, {}, { signal }) });
  const [body, setBody] = useState('');
  const [subject, setSubject] = useState<string | null>(null);
  const [replyError, setReplyError] = useState<string | null>(null);
  const panel = useRef<HTMLElement>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['contact_form.get', id] });
    void queryClient.invalidateQueries({ queryKey: ['contact_form.list'] });
  };
  const form = data?.contact_form;

  // opened is read: marked once, when it arrives unread
  const marked = useRef(false);
  useEffect(() => {
    if (!form || form.read || marked.current) return;
    marked.current = true;
    void api.call(mark, { id, read: true }, { idempotencyKey: crypto.randomUUID() }).then(refresh, notifyError);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.key !== 'Escape' || e.defaultPrevented || overlayOpen()) return;
      e.preventDefault();
      onClose();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  if (error) return <aside className="split-panel"><p role="alert" className="form-error">{errorText(error)}</p></aside>;
  if (!data || !form) return <aside className="split-panel"><p role="status" className="muted">{t('kit.table.loading')}</p></aside>;

  async function run(work: () => Promise<unknown>) {
    try {
      await work();
      notifySuccess('saved');
      refresh();
    } catch (e) {
      notifyError(e);
    }
  }

  async function send() {
    setReplyError(null);
    const ok = await confirm({ title: t('contact_forms_ui.reply.confirm_title'), body: t('contact_forms_ui.reply.confirm_body', { email: form!.email }), okLabel: t('contact_forms_ui.reply.send') });
    if (!ok) return;
    try {
      await api.call(reply, { id, body: body.trim(), ...(subject?.trim() && { subject: subject.trim() }) }, { idempotencyKey: crypto.randomUUID() });
      setBody('');
      notifySuccess('saved');
      refresh();
    } catch (e) {
      setReplyError(errorText(e));
    }
  }

  async function closeIt() {
    const ok = await confirm({ title: t('contact_forms_ui.close_title'), body: form!.subject || form!.name, okLabel: t('contact_forms_ui.close') });
    if (ok) await run(() => api.call(close, { id }, { idempotencyKey: crypto.randomUUID() }));
  }

  const defaultSubject = form.subject ? `Re: ${form.subject}` : 'Re:';
  return (
    <aside className="split-panel cf-panel" ref={panel} data-testid="contact-form-panel" data-state={form.state} aria-labelledby="cf-title">
      <h2 id="cf-title">{form.subject || t('contact_forms_ui.no_subject')}</h2>
      <button type="button" className="btn btn-ghost cf-x" onClick={onClose} aria-label={t('contact_forms_ui.close_panel')} aria-keyshortcuts="Escape">×</button>
      <p className="cf-from">
        <strong>{form.name}</strong>{form.email && <> · {form.email}</>}{form.phone && <> · {form.phone}</>}
        <br /><span className="muted"><DateTime value={form.created_at} />{form.website && <> · {form.website}</>} · {t(`contact_forms_ui.state.${form.state}`)}</span>
      </p>
      <blockquote className="cf-message" data-testid="contact-form-message">{form.message}</blockquote>
      <div className="cf-actions">
        <button type="button" className="btn" onClick={() => void run(() => api.call(mark, { id, read: !form.read }, { idempotencyKey: crypto.randomUUID() }))} data-testid="contact-form-unread">
          {form.read ? t('contact_forms_ui.mark_unread') : t('contact_forms_ui.mark_read')}
        </button>
        {canWrite && form.state === 'open' && (
          <button type="button" className="btn btn-danger" onClick={() => void closeIt()} data-testid="contact-form-close">{t('contact_forms_ui.close')}</button>
        )}
      </div>
      {canWrite && (
        <div className="cf-field">
          <label htmlFor="cf-assignee">{t('contact_forms_ui.fields.assignee')}</label>
          <select id="cf-assignee" className="input" value={form.assignee_id ?? ''} data-testid="contact-form-assignee"
            onChange={(e) => void run(() => api.call(assign, { id, assignee_id: e.target.value ? Number(e.target.value) : null }, { idempotencyKey: crypto.randomUUID() }))}>
            <option value="">{t('contact_forms_ui.nobody')}</option>
            {(people.data?.items ?? []).map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </select>
        </div>
      )}
      {canWrite && form.state === 'open' && (
        form.email ? (
          <form className="cf-reply" data-testid="contact-form-reply" onSubmit={(e) => { e.preventDefault(); if (body.trim()) void send(); }}
            onKeyDown={(e) => { if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') { e.preventDefault(); e.currentTarget.requestSubmit(); } }}>
            <h3>{t('contact_forms_ui.reply.title')}</h3>
            <label htmlFor="cf-subject">{t('contact_forms_ui.fields.subject')}</label>
            <input id="cf-subject" className="input" value={subject ?? defaultSubject} onChange={(e) => setSubject(e.target.value)} data-testid="contact-form-reply-subject" />
            <label htmlFor="cf-body">{t('contact_forms_ui.reply.body')}</label>
            <textarea id="cf-body" className="input" rows={6} value={body} onChange={(e) => setBody(e.target.value)} data-testid="contact-form-reply-body" />
            {replyError && <p role="alert" className="form-error">{replyError}</p>}
            <p className="muted cf-hint">{t('contact_forms_ui.reply.keys')}</p>
            <button type="submit" className="btn btn-primary" disabled={!body.trim()} aria-keyshortcuts="Control+Enter" data-testid="contact-form-reply-send">{t('contact_forms_ui.reply.send')}</button>
          </form>
        ) : <p className="muted">{t('contact_forms_ui.reply.no_email')}</p>
      )}
      <section aria-labelledby="cf-replies">
        <h3 id="cf-replies">{t('contact_forms_ui.replies', { count: data.replies.length })}</h3>
        <ul className="cf-replies" data-testid="contact-form-replies">
          {data.replies.map((r) => (
            <li key={r.id} data-delivery={r.delivery ?? ''}>
              <p className="muted"><DateTime value={r.created_at} /> · {r.author ?? ''} · {r.delivery ? t(`contact_forms_ui.delivery.${r.delivery}`, { defaultValue: r.delivery }) : ''}</p>
              <p><strong>{r.subject}</strong></p>
              <p className="cf-body">{r.body}</p>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
