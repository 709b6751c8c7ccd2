import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  smsCancel, smsCreate, smsGet, smsList, smsPreview, smsRecipients, type smsCampaignSchema,
} from '../../../shared/commands/marketing/sms.js';
import { pushSegments } from '../../../shared/commands/marketing/push.js';
import { rfmCustomers } from '../../../shared/commands/marketing/rfm.js';
import { RFM_CELLS, type RfmCell } from '../../../shared/schema/rfm.js';
import { smsTemplates } from '../../../shared/commands/settings/templates.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { tugrikToMongo } from '../../../shared/money.js';
import { canAccess } from '../../../shared/roles/access.js';
import { smsCount } from '../../../shared/schema/sms.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { letterOf } from '../../keyboard/keys.js';
import { DateTime } from '../../kit/cells.js';
import { confirm } from '../../kit/confirm/confirm.js';
import { isPlainKey, isTypingTarget, overlayOpen } from '../../kit/keys.js';
import { notifyError, notifySuccess } from '../../kit/notify.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { commandSource } from '../../kit/table/source.js';
import type { Column } from '../../kit/table/types.js';
import { useListParams } from '../../kit/table/useListParams.js';
import { useDebounced } from '../../kit/useDebounced.js';
import { readImportFile } from '../products/mass/parse-file.js';
import './marketing.css';

type Campaign = z.infer<typeof smsCampaignSchema>;
const PHONE_COLUMNS = ['phone', 'phones', 'mobile', 'utas', 'утас', 'number', 'to'];

/** A `datetime-local` value (Ulaanbaatar, the console's time) as an instant. */
const instant = (local: string) => new Date(`${local}:00+08:00`).toISOString();

/**
 * /marketing/sms (§2 [admin, sms, marketing]): compose a mass SMS with its live count of characters
 * and parts (§5: Latin within 160), the recipients as the server reads them and the cost; send now
 * or at a time. Below, the campaigns with their states; a row opens its recipients and cancel.
 */
export default function SmsScreen() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const viewer = useSession().viewer;
  const canSend = canAccess(smsCreate, viewer);
  const composing = canSend && params.extra.new === '1';
  const openId = params.extra.campaign ? Number(params.extra.campaign) : null;
  const source = useMemo(() => commandSource<Campaign>(smsList, {}), []);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen()) return;
      if (e.key === 'Escape' && (composing || openId)) {
        e.preventDefault();
        update({ extra: { new: undefined, campaign: undefined } });
      } else if (canSend && isPlainKey(e) && !e.shiftKey && !isTypingTarget(e.target) && letterOf(e) === 'n') {
        e.preventDefault();
        update({ extra: { new: '1', campaign: undefined } });
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [canSend, composing, openId, update]);

  const columns = useMemo<Column<Campaign>[]>(() => [
    { id: 'name', header: t('marketing_ui.sms.columns.name'), primary: true, width: 'minmax(200px, 2fr)', value: (c) => c.name },
    { id: 'state', header: t('marketing_ui.sms.columns.state'), width: '120px', fit: true, value: (c) => t(`marketing_ui.sms.state.${c.state}`) },
    { id: 'recipients', header: t('marketing_ui.sms.columns.recipients'), kind: 'number', value: (c) => c.recipients },
    { id: 'sent', header: t('marketing_ui.sms.columns.sent'), kind: 'number', value: (c) => c.sent },
    { id: 'failed', header: t('marketing_ui.sms.columns.failed'), kind: 'number', value: (c) => c.failed },
    { id: 'cost', header: t('marketing_ui.sms.columns.cost'), kind: 'money', value: (c) => c.cost },
    { id: 'send_at', header: t('marketing_ui.sms.columns.send_at'), kind: 'date', value: (c) => c.send_at ?? c.created_at },
  ], [t]);

  return (
    <section className="mk-screen" data-testid="sms-screen">
      <header className="mk-head">
        <h1 className="screen-title">{t('nav.routes.marketing_sms')}</h1>
        {canSend && (
          <button type="button" className="btn btn-primary" aria-keyshortcuts="n" data-testid="sms-new"
            onClick={() => update({ extra: { new: '1', campaign: undefined } })}>{t('marketing_ui.sms.new')}</button>
        )}
      </header>
      <p className="muted mk-hint">{t('marketing_ui.sms.keys')}</p>
      {composing && <Compose rfmCell={params.extra.rfm_cell} onDone={(id) => update({ extra: { new: undefined, rfm_cell: undefined, campaign: String(id) } })} onClose={() => update({ extra: { new: undefined, rfm_cell: undefined } })} />}
      {openId !== null && Number.isSafeInteger(openId) && <CampaignPanel key={openId} id={openId} onClose={() => update({ extra: { campaign: undefined } })} />}
      <DataTable<Campaign> source={source} columns={columns} rowKey={(c) => c.id} rowHref={(c) => `/marketing/sms?campaign=${c.id}`}
        label={t('marketing_ui.sms.table')} emptyText={t('marketing_ui.sms.empty')} selectable={false} testId="sms-table" />
    </section>
  );
}

function Compose({ rfmCell: initialCell, onDone, onClose }: { rfmCell?: string | undefined; onDone: (id: number) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [transliterate, setTransliterate] = useState(false);
  const [phones, setPhones] = useState('');
  // customers who ordered in a period (on the header's website), for at least an amount
  const [customers, setCustomers] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [spent, setSpent] = useState('');
  const { viewer, selection } = useSession();
  const websiteId = selection.website.id;
  const [segmentId, setSegmentId] = useState('');
  // an RFM cell's customers (/marketing/rfm's SMS button opens compose with it), read on the server
  const readsRfm = canAccess(rfmCustomers, viewer);
  const [rfmCell, setRfmCell] = useState<RfmCell | ''>(readsRfm && (RFM_CELLS as readonly string[]).includes(initialCell ?? '') ? initialCell as RfmCell : '');
  const segments = useQuery({
    queryKey: ['push.segments', 'compose'], enabled: canAccess(pushSegments, viewer),
    queryFn: () => api.call(pushSegments, { per_page: 100 }),
  });
  const templates = useQuery({
    queryKey: ['sms_template.list', 'compose'], enabled: canAccess(smsTemplates.list, viewer),
    queryFn: () => api.call(smsTemplates.list, { per_page: 100 } as never) as Promise<{ items: { id: number; name: string; body_en: string; body_mn: string }[] }>,
  });
  const [filePhones, setFilePhones] = useState<{ name: string; phones: string[] } | null>(null);
  const [later, setLater] = useState(false);
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  // one compose, one campaign: a second click or a retried request answers the first
  const key = useRef(crypto.randomUUID());
  const textRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textRef.current?.focus(), []);

  const count = smsCount(text);
  const all = useMemo(() => [...phones.split(/[\n,;]+/), ...(filePhones?.phones ?? [])].map((p) => p.trim()).filter(Boolean), [phones, filePhones]);
  const spentOver = spent.trim() ? tugrikToMongo(spent) : null;
  const filter = useMemo(() => (customers ? {
    ...(websiteId !== null && { website_id: websiteId }), ...(from && { from: instant(`${from}T00:00`) }), ...(to && { to: instant(`${to}T23:59`) }), ...(spentOver !== null && { spent_over: spentOver }),
  } : undefined), [customers, websiteId, from, to, spentOver]);
  const audience = useMemo(() => ({ phones: all, ...(filter && { filter }), ...(segmentId && { segment_id: Number(segmentId) }), ...(rfmCell && { rfm_cell: rfmCell }) }), [all, filter, segmentId, rfmCell]);
  const input = useDebounced(useMemo(() => ({ text, transliterate, audience }), [text, transliterate, audience]), 300);
  const { data: preview } = useQuery({
    queryKey: ['sms.preview', input], enabled: input.text.trim().length > 0,
    queryFn: ({ signal }) => api.call(smsPreview, input, { signal }),
  });

  async function readFile(file: File) {
    try {
      const parsed = await readImportFile(file);
      const column = parsed.columns.find((c) => PHONE_COLUMNS.includes(c.trim().toLowerCase())) ?? parsed.columns[0];
      const list = column ? parsed.rows.map((r) => (r.cells[column] ?? '').trim()).filter(Boolean) : [];
      if (column && /^\+?[\d\s-]{8,16}$/.test(column.trim())) list.unshift(column.trim());
      setFilePhones({ name: file.name, phones: list });
    } catch (e) {
      notifyError(e);
    }
  }

  async function send() {
    if (!preview || busy) return;
    const when = later && at ? instant(at) : undefined;
    const ok = await confirm({
      title: t('marketing_ui.sms.confirm_title'),
      body: t(when ? 'marketing_ui.sms.confirm_later' : 'marketing_ui.sms.confirm_now', { count: preview.recipients, cost: formatMoney(preview.cost) }),
      okLabel: t(when ? 'marketing_ui.sms.schedule' : 'marketing_ui.sms.send'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const made = await api.call(smsCreate, { text, transliterate, audience, key: key.current, ...(when ? { send_at: when } : {}) },
        { idempotencyKey: key.current });
      notifySuccess(when ? 'saved' : 'created');
      void queryClient.invalidateQueries({ queryKey: ['sms.list'] });
      onDone(made.campaign.id);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }

  const over = count.characters > 160;
  return (
    <section className="mk-panel" aria-label={t('marketing_ui.sms.new')} data-testid="sms-compose"
      onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); void send(); } }}>
      {templates.data && templates.data.items.length > 0 && (
        <label className="mk-field">
          <span>{t('marketing_ui.sms.template')}</span>
          <select name="template" defaultValue="" data-testid="sms-template"
            onChange={(e) => { const tpl = templates.data.items.find((x) => String(x.id) === e.target.value); if (tpl) setText(i18n.language === 'mn' ? tpl.body_mn : tpl.body_en); }}>
            <option value="">{t('marketing_ui.sms.template_none')}</option>
            {templates.data.items.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
          </select>
        </label>
      )}
      <label className="mk-field">
        <span>{t('marketing_ui.sms.text')}</span>
        <textarea ref={textRef} name="text" rows={4} value={text} onChange={(e) => setText(e.target.value)} maxLength={1600} />
      </label>
      <p className={`mk-count${over || (!count.latin && !transliterate) ? ' mk-warn' : ''}`} data-testid="sms-count" aria-live="polite">
        {t('marketing_ui.sms.count', { characters: count.characters, parts: count.parts })}
        {over && ` · ${t('marketing_ui.sms.over')}`}
        {!count.latin && !transliterate && ` · ${t('marketing_ui.sms.not_latin')}`}
      </p>
      <label className="mk-check">
        <input type="checkbox" name="transliterate" checked={transliterate} onChange={(e) => setTransliterate(e.target.checked)} />
        {t('marketing_ui.sms.transliterate')}
      </label>
      {preview && transliterate && (
        <p className="mk-preview" data-testid="sms-as-sent"><span className="muted">{t('marketing_ui.sms.as_sent')}</span> <code>{preview.text}</code></p>
      )}
      <label className="mk-field">
        <span>{t('marketing_ui.sms.phones')}</span>
        <textarea name="phones" rows={3} value={phones} onChange={(e) => setPhones(e.target.value)} placeholder="99112233, +976 88112233" />
      </label>
      <label className="mk-field">
        <span>{t('marketing_ui.sms.file')}</span>
        <input type="file" name="file" accept=".csv,.xlsx,.txt" onChange={(e) => { const f = e.target.files?.[0]; if (f) void readFile(f); }} />
      </label>
      {filePhones && <p className="muted">{t('marketing_ui.sms.file_read', { name: filePhones.name, count: filePhones.phones.length })}</p>}
      {segments.data && segments.data.items.length > 0 && (
        <label className="mk-field">
          <span>{t('marketing_ui.sms.segment')}</span>
          <select name="segment_id" value={segmentId} onChange={(e) => setSegmentId(e.target.value)} data-testid="sms-segment">
            <option value="">{t('marketing_ui.sms.segment_none')}</option>
            {segments.data.items.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
          </select>
        </label>
      )}
      {readsRfm && (
        <label className="mk-field">
          <span>{t('rfm_ui.sms_audience')}</span>
          <select name="rfm_cell" value={rfmCell} onChange={(e) => setRfmCell(e.target.value as RfmCell | '')} data-testid="sms-rfm-cell">
            <option value="">{t('rfm_ui.sms_audience_none')}</option>
            {RFM_CELLS.map((c) => <option key={c} value={c}>{t(`rfm_ui.cells.${c}`)}</option>)}
          </select>
        </label>
      )}
      <label className="mk-check">
        <input type="checkbox" name="customers" checked={customers} onChange={(e) => setCustomers(e.target.checked)} data-testid="sms-customers" />
        {t('marketing_ui.sms.customers')}
      </label>
      {customers && (
        <div className="mk-when" data-testid="sms-filter">
          <label className="mk-field"><span>{t('marketing_ui.sms.ordered_from')}</span><input type="date" name="from" value={from} onChange={(e) => setFrom(e.target.value)} /></label>
          <label className="mk-field"><span>{t('marketing_ui.sms.ordered_to')}</span><input type="date" name="to" value={to} onChange={(e) => setTo(e.target.value)} /></label>
          <label className="mk-field">
            <span>{t('marketing_ui.sms.spent_over')}</span>
            <input name="spent_over" inputMode="decimal" value={spent} onChange={(e) => setSpent(e.target.value)} aria-invalid={spent.trim() !== '' && spentOver === null} />
          </label>
        </div>
      )}
      {preview && (
        <div className="mk-summary" data-testid="sms-summary">
          <strong>{t('marketing_ui.sms.recipients', { count: preview.recipients })}</strong>
          <span>{t('marketing_ui.sms.cost', { cost: formatMoney(preview.cost), parts: preview.parts })}</span>
          {preview.invalid.length > 0 && <span className="mk-warn">{t('marketing_ui.sms.invalid', { count: preview.invalid.length, list: preview.invalid.slice(0, 10).join(', ') })}</span>}
          {preview.duplicates.length > 0 && <span>{t('marketing_ui.sms.duplicates', { count: preview.duplicates.length })}</span>}
          {preview.opted_out.length > 0 && <span>{t('marketing_ui.sms.opted_out', { count: preview.opted_out.length })}</span>}
        </div>
      )}
      <div className="mk-when">
        <label className="mk-check">
          <input type="checkbox" name="later" checked={later} onChange={(e) => setLater(e.target.checked)} />
          {t('marketing_ui.sms.later')}
        </label>
        {later && <input type="datetime-local" name="send_at" aria-label={t('marketing_ui.sms.send_at')} value={at} onChange={(e) => setAt(e.target.value)} />}
      </div>
      <div className="mk-actions">
        <button type="button" className="btn btn-primary" data-testid="sms-send" disabled={!preview || busy || (later && !at) || !preview.recipients || (!preview.latin)}
          onClick={() => void send()} aria-keyshortcuts="Control+Enter">
          {t(later ? 'marketing_ui.sms.schedule' : 'marketing_ui.sms.send')}
        </button>
        <button type="button" className="btn" onClick={onClose}>{t('marketing_ui.sms.close')}</button>
      </div>
    </section>
  );
}

function CampaignPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewer = useSession().viewer;
  const { data } = useQuery({
    queryKey: ['sms.get', id], queryFn: ({ signal }) => api.call(smsGet, { id }, { signal }),
    refetchInterval: (q) => (q.state.data && ['queued', 'sending'].includes(q.state.data.campaign.state) ? 1000 : false),
  });
  const { data: people } = useQuery({ queryKey: ['sms.recipients', id, data?.campaign.sent], queryFn: ({ signal }) => api.call(smsRecipients, { id, per_page: 20 }, { signal }) });
  if (!data) return <section className="mk-panel" aria-busy="true" />;
  const c = data.campaign;
  const cancellable = ['scheduled', 'queued', 'sending'].includes(c.state) && canAccess(smsCancel, viewer);

  async function cancel() {
    const ok = await confirm({ title: t('commands.marketing.sms.cancel'), body: c.name, okLabel: t('marketing_ui.sms.cancel'), danger: true });
    if (!ok) return;
    try {
      await api.call(smsCancel, { id });
      notifySuccess('saved');
      void queryClient.invalidateQueries({ queryKey: ['sms.get', id] });
      void queryClient.invalidateQueries({ queryKey: ['sms.list'] });
    } catch (e) {
      notifyError(e);
    }
  }

  return (
    <section className="mk-panel" data-testid="sms-campaign" aria-labelledby="mk-campaign-title">
      <header className="mk-head">
        <h2 id="mk-campaign-title">{c.name}</h2>
        <span className={`mk-state mk-state-${c.state}`} data-testid="sms-state">{t(`marketing_ui.sms.state.${c.state}`)}</span>
        {c.send_at && <span className="muted"><DateTime value={c.send_at} /></span>}
        <span className="mk-end">
          {cancellable && <button type="button" className="btn btn-danger" data-testid="sms-cancel" onClick={() => void cancel()}>{t('marketing_ui.sms.cancel')}</button>}
          {' '}<button type="button" className="btn btn-ghost" onClick={onClose}>{t('marketing_ui.sms.close')}</button>
        </span>
      </header>
      <p><code>{c.body}</code></p>
      <p data-testid="sms-counts">{t('marketing_ui.sms.counts', { recipients: c.recipients, sent: c.sent, delivered: c.delivered, failed: c.failed, queued: c.queued, cost: formatMoney(c.cost) })}</p>
      {people && (
        <table className="mk-table" data-testid="sms-recipients">
          <thead><tr>
            <th scope="col">{t('marketing_ui.sms.columns.phone')}</th><th scope="col">{t('marketing_ui.sms.columns.state')}</th>
            <th scope="col">{t('marketing_ui.sms.columns.attempts')}</th><th scope="col">{t('marketing_ui.sms.columns.error')}</th>
          </tr></thead>
          <tbody>{people.items.map((r) => (
            <tr key={r.id}><td>{r.phone}</td><td>{t(`marketing_ui.sms.recipient_state.${r.state}`)}</td><td>{r.attempts}</td><td>{r.error ?? ''}</td></tr>
          ))}</tbody>
        </table>
      )}
    </section>
  );
}
