import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { check, get, html, pdf, resend } from '../../../shared/commands/eticket.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { letterOf } from '../../keyboard/keys.js';
import { DateTime } from '../../kit/cells.js';
import { isPlainKey, isTypingTarget, overlayOpen } from '../../kit/keys.js';
import { toast } from '../../app/toasts.js';
import { errorText, notifyError } from '../../kit/notify.js';
import { saveFile } from '../../kit/save-file.js';
import type { ScreenProps } from '../index.js';
import { TicketState } from './ETicketsList.js';
import './eticket.css';

/** /e_tickets/{id}: the ticket as printed (its template, with the QR), its history, and resend, check-in and PDF. */
export default function ETicketDetail({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const viewer = useSession().viewer;
  const queryClient = useQueryClient();
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const { data, error } = useQuery({ queryKey: ['e_ticket.get', id], enabled: Number.isSafeInteger(id), queryFn: ({ signal }) => api.call(get, { id }, { signal }) });
  const page = useQuery({ queryKey: ['e_ticket.html', id, data?.ticket.state], enabled: !!data, queryFn: ({ signal }) => api.call(html, { id }, { signal }) });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['e_ticket.get', id] });
    void queryClient.invalidateQueries({ queryKey: ['e_ticket.list'] });
  };

  async function send(channel: 'sms' | 'email') {
    setBusy(true);
    try {
      const { recipient } = await api.call(resend, { id, channel, ...(to.trim() && { to: to.trim() }) }, { idempotencyKey: crypto.randomUUID() });
      toast('success', t('eticket_ui.detail.sent', { recipient }));
      refresh();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }
  async function checkIn() {
    if (!data) return;
    setBusy(true);
    try {
      await api.call(check, { code: data.ticket.code }, { idempotencyKey: crypto.randomUUID() });
      toast('success', t('eticket_ui.detail.checked'));
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
      refresh();
    }
  }
  async function download() {
    try {
      saveFile(await api.call(pdf, { id }));
    } catch (e) {
      notifyError(e);
    }
  }
  const actions = useRef({ send, checkIn, download });
  actions.current = { send, checkIn, download };
  const live = data && data.ticket.state !== 'canceled';
  const canSend = canAccess(resend, viewer) && live;
  const canCheck = canAccess(check, viewer) && live && data.ticket.state !== 'used';

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen() || !isPlainKey(e) || e.shiftKey || isTypingTarget(e.target)) return;
      const key = letterOf(e);
      const run = key === 's' && canSend ? () => actions.current.send('sms') : key === 'e' && canSend ? () => actions.current.send('email')
        : key === 'c' && canCheck ? () => actions.current.checkIn() : key === 'd' ? () => actions.current.download() : null;
      if (!run) return;
      e.preventDefault();
      void run();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [canSend, canCheck]);

  if (error) return <p role="alert" className="form-error">{errorText(error)}</p>;
  if (!data) return <p role="status" className="muted">{t('kit.table.loading')}</p>;
  const x = data.ticket;
  const rows: [string, React.ReactNode][] = [
    [t('eticket_ui.fields.code'), <span className="et-code" data-testid="e-ticket-code">{x.code}</span>],
    [t('eticket_ui.fields.event'), x.event], [t('eticket_ui.fields.seat'), x.seat ?? ''], [t('eticket_ui.fields.holder'), x.holder_name ?? ''],
    [t('eticket_ui.fields.phone'), x.phone ?? ''], [t('eticket_ui.fields.email'), x.email ?? ''],
    [t('eticket_ui.fields.order'), <Link href={`/orders/${x.order_number}`}>{x.order_number}</Link>],
    [t('eticket_ui.fields.issued_at'), <DateTime value={x.issued_at} />],
    [t('eticket_ui.fields.sent_at'), x.sent_at ? <DateTime value={x.sent_at} /> : ''],
    [t('eticket_ui.fields.used_at'), x.used_at ? <><DateTime value={x.used_at} /> · {x.used_by ?? ''}</> : ''],
    [t('eticket_ui.fields.canceled_at'), x.canceled_at ? <DateTime value={x.canceled_at} /> : ''],
  ];
  return (
    <section className="et-screen" data-testid="e-ticket-detail">
      <header className="et-head">
        <Link href="/e_tickets/list">← {t('eticket_ui.detail.back')}</Link>
        <h1 className="screen-title">{t('eticket_ui.detail.title', { code: x.code })}</h1>
        <TicketState state={x.state} />
      </header>
      <p className="muted et-hint">{t('eticket_ui.detail.keys')}</p>
      <div className="et-row">
        {canSend && (
          <>
            <label htmlFor="et-to">{t('eticket_ui.detail.to')}</label>
            <input id="et-to" className="input et-grow" value={to} onChange={(e) => setTo(e.target.value)} placeholder={t('eticket_ui.detail.to_placeholder')} data-testid="e-ticket-to" />
            <button type="button" className="btn" disabled={busy} onClick={() => void send('sms')} aria-keyshortcuts="s" data-testid="e-ticket-resend-sms">{t('eticket_ui.detail.resend_sms')}</button>
            <button type="button" className="btn" disabled={busy} onClick={() => void send('email')} aria-keyshortcuts="e" data-testid="e-ticket-resend-email">{t('eticket_ui.detail.resend_email')}</button>
          </>
        )}
        {canCheck && <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void checkIn()} aria-keyshortcuts="c" data-testid="e-ticket-check">{t('eticket_ui.detail.check')}</button>}
        <button type="button" className="btn" onClick={() => void download()} aria-keyshortcuts="d" data-testid="e-ticket-pdf">{t('eticket_ui.detail.pdf')}</button>
      </div>
      <div className="et-body">
        <dl className="et-fields">{rows.filter(([, v]) => v !== '').map(([k, v]) => <div key={k} style={{ display: 'contents' }}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>
        {page.data && <iframe className="et-frame" sandbox="" srcDoc={page.data.html} title={t('eticket_ui.detail.preview')} data-testid="e-ticket-preview" />}
      </div>
      <h2>{t('eticket_ui.detail.history')}</h2>
      <table className="et-table" data-testid="e-ticket-history">
        <thead><tr><th>{t('eticket_ui.fields.issued_at')}</th><th>{t('eticket_ui.fields.state')}</th><th>{t('eticket_ui.detail.to')}</th><th>{t('eticket_ui.fields.used_by')}</th></tr></thead>
        <tbody>
          {data.history.map((h) => (
            <tr key={h.id} data-kind={h.kind}>
              <td><DateTime value={h.created_at} /></td>
              <td>{t(`eticket_ui.kinds.${h.kind}`)}</td>
              <td>{[h.channel?.toUpperCase(), h.note].filter(Boolean).join(' · ')}</td>
              <td>{h.author ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
