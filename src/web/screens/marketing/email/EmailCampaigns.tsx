import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import {
  campaignTemplates, emailCampaignCancel, emailCampaignCreate, emailCampaignGet, emailCampaignReport, emailCampaigns, emailCampaignSend,
  emailCampaignTest, emailCampaignUpdate, type emailCampaignSchema,
} from '../../../../shared/commands/marketing/email-campaigns.js';
import { emailContactsStats, emailSegmentGet, emailSegments } from '../../../../shared/commands/marketing/email.js';
import { formatDate, formatMoney } from '../../../../shared/i18n/format.js';
import { canAccess } from '../../../../shared/roles/access.js';
import { api } from '../../../app/api.js';
import { useSession } from '../../../app/session.js';
import { toast } from '../../../app/toasts.js';
import { confirm } from '../../../kit/confirm/confirm.js';
import { notifyError, notifySuccess } from '../../../kit/notify.js';
import { DataTable } from '../../../kit/table/DataTable.js';
import { commandSource } from '../../../kit/table/source.js';
import type { ScreenProps } from '../../index.js';
import '../marketing.css';
import { useEscapeTo } from '../push/keys.js';
import { campaignHref, useCampaignColumns } from './EmailAudience.js';
import { LetterPreview } from './LetterPreview.js';

type Campaign = z.infer<typeof emailCampaignSchema>;
/** A `datetime-local` value (Ulaanbaatar, the console's time) as an instant. */
const instant = (local: string) => new Date(`${local}:00+08:00`).toISOString();

/** /marketing/campaigns: the email campaigns; a new one is written from a template. */
export default function EmailCampaignsScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const canWrite = canAccess(emailCampaignCreate, useSession().viewer);
  const source = useMemo(() => commandSource<Campaign>(emailCampaigns, {}), []);
  const columns = useCampaignColumns();
  const { data: templates } = useQuery({ queryKey: [campaignTemplates.list.id, 'choices'], queryFn: ({ signal }) => api.call(campaignTemplates.list, { per_page: 100 }, { signal }), enabled: canWrite });
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState('');
  // from the RFM grid: `?segment_id=` writes the new campaign to that segment
  const segmentId = Number(new URLSearchParams(useSearch()).get('segment_id')) || null;
  const { data: forSegment } = useQuery({
    queryKey: [emailSegmentGet.id, segmentId], enabled: segmentId !== null && canWrite,
    queryFn: ({ signal }) => api.call(emailSegmentGet, { id: segmentId! }, { signal }),
  });
  async function create() {
    try {
      const { campaign } = await api.call(emailCampaignCreate, { name, template_id: Number(templateId), ...(segmentId !== null && { segment_id: segmentId }) });
      notifySuccess('created');
      navigate(`/marketing/campaigns/${campaign.id}/edit`);
    } catch (e) {
      notifyError(e);
    }
  }
  const items = (templates as { items: { id: number; name: string }[] } | undefined)?.items ?? [];
  return (
    <section className="mk-screen" data-testid="email-campaigns">
      <header className="mk-head"><h1 className="screen-title">{t('nav.routes.marketing_campaigns')}</h1></header>
      {canWrite && (
        <form className="mk-panel mk-when" onSubmit={(e) => { e.preventDefault(); void create(); }} data-testid="email-campaign-new">
          <label className="mk-field"><span>{t('email_ui.columns.name')}</span>
            <input name="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} required /></label>
          <label className="mk-field"><span>{t('email_ui.campaigns.template')}</span>
            <select name="template_id" value={templateId} onChange={(e) => setTemplateId(e.target.value)} required>
              <option value="">{t('email_ui.campaigns.choose_template')}</option>
              {items.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
            </select></label>
          {forSegment && <p className="muted" data-testid="email-campaign-for">{t('email_ui.campaigns.for_segment', { name: forSegment.segment.name, count: forSegment.segment.contacts })}</p>}
          <button type="submit" className="btn btn-primary" disabled={!name.trim() || !templateId}>{t('email_ui.campaigns.write')}</button>
          {items.length === 0 && <Link href="/marketing/templates">{t('email_ui.campaigns.no_templates')}</Link>}
        </form>
      )}
      <DataTable<Campaign> source={source} columns={columns} rowKey={(c) => c.id} rowHref={campaignHref}
        label={t('nav.routes.marketing_campaigns')} emptyText={t('email_ui.campaigns.empty')} selectable={false} testId="email-campaigns-table" />
    </section>
  );
}

/** /marketing/campaigns/:id/edit: the letter, its segment and sender, a test, then send now or at a time. */
export function CampaignEditScreen({ params }: ScreenProps) {
  const id = Number(params.id);
  const { data } = useQuery({ queryKey: [emailCampaignGet.id, id], queryFn: ({ signal }) => api.call(emailCampaignGet, { id }, { signal }), enabled: Number.isSafeInteger(id) });
  if (!data) return <section className="mk-screen" aria-busy="true" />;
  return <CampaignEditor key={id} campaign={data.campaign} recipients={data.recipients} />;
}

function CampaignEditor({ campaign, recipients }: { campaign: Campaign; recipients: number }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  useEscapeTo('/marketing/campaigns');
  const draft = campaign.state === 'draft';
  const [v, setV] = useState({
    name: campaign.name, segment_id: campaign.segment_id === null ? '' : String(campaign.segment_id), subject: campaign.subject, preview_text: campaign.preview_text,
    from_name: campaign.from_name, from_email: campaign.from_email, body_html: campaign.body_html,
  });
  const [tests, setTests] = useState('');
  const [later, setLater] = useState(false);
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const { data: segments } = useQuery({ queryKey: [emailSegments.id, 'choices'], queryFn: ({ signal }) => api.call(emailSegments, { per_page: 100 }, { signal }) });
  const { data: stats } = useQuery({ queryKey: [emailContactsStats.id], queryFn: ({ signal }) => api.call(emailContactsStats, {}, { signal }) });
  // the count follows the segment chosen: its mailable contacts, or every mailable contact
  const chosen = v.segment_id ? segments?.items.find((s) => String(s.id) === v.segment_id)?.contacts : v.segment_id === String(campaign.segment_id ?? '') ? recipients : stats?.mailable;
  const count = chosen ?? recipients;
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [emailCampaignGet.id, campaign.id] });
    void queryClient.invalidateQueries({ queryKey: [emailCampaigns.id] });
  };
  async function run<T>(work: () => Promise<T>): Promise<T | null> {
    if (busy) return null;
    setBusy(true);
    try { return await work(); } catch (e) { notifyError(e); return null; } finally { setBusy(false); }
  }
  const save = () => run(async () => {
    await api.call(emailCampaignUpdate, { id: campaign.id, ...v, segment_id: v.segment_id ? Number(v.segment_id) : null });
    notifySuccess('saved');
    refresh();
    return true;
  });
  const sendTest = () => run(async () => {
    await api.call(emailCampaignUpdate, { id: campaign.id, ...v, segment_id: v.segment_id ? Number(v.segment_id) : null });
    const { sent } = await api.call(emailCampaignTest, { id: campaign.id, emails: tests.split(/[,\s]+/).filter(Boolean) });
    toast('success', t('email_ui.campaigns.test_sent', { to: sent.join(', ') }));
  });
  const send = () => run(async () => {
    await api.call(emailCampaignUpdate, { id: campaign.id, ...v, segment_id: v.segment_id ? Number(v.segment_id) : null });
    const fresh = await api.call(emailCampaignGet, { id: campaign.id });
    const when = later && at ? formatDate(instant(at)) : t('email_ui.campaigns.now');
    if (!await confirm({ title: t('commands.marketing.email.campaign_send'), body: t('email_ui.campaigns.confirm_send', { count: fresh.recipients, when }), okLabel: t('email_ui.campaigns.send') })) return;
    await api.call(emailCampaignSend, { id: campaign.id, ...(later && at ? { at: instant(at) } : {}) });
    refresh();
    navigate(`/marketing/campaigns/${campaign.id}/report`);
  });
  const cancel = () => run(async () => {
    await api.call(emailCampaignCancel, { id: campaign.id });
    refresh();
  });

  return (
    <section className="mk-screen" data-testid="email-campaign-edit"
      onKeyDown={(e) => { if (draft && (e.key === 'Enter' || e.key === 's') && (e.ctrlKey || e.metaKey)) { e.preventDefault(); void save(); } }}>
      <header className="mk-head">
        <h1 className="screen-title">{campaign.name}</h1>
        <span className={`mk-state mk-state-${campaign.state}`} data-testid="email-campaign-state">{t(`email_ui.states.${campaign.state}`)}</span>
        <span className="mk-end"><Link href={`/marketing/campaigns/${campaign.id}/report`}>{t('nav.routes.marketing_campaign_report')}</Link></span>
      </header>
      {!draft && (
        <div className="mk-panel">
          <p>{t('email_ui.campaigns.not_draft', { state: t(`email_ui.states.${campaign.state}`) })}</p>
          {(campaign.state === 'scheduled' || campaign.state === 'sending') && (
            <p><button type="button" className="btn btn-danger" disabled={busy} onClick={() => void cancel()} data-testid="email-campaign-cancel">{t('email_ui.campaigns.cancel')}</button></p>
          )}
        </div>
      )}
      <fieldset className="mk-panel" disabled={!draft || busy}>
        <div className="mk-pair">
          <label className="mk-field"><span>{t('email_ui.columns.name')}</span><input name="name" value={v.name} onChange={set('name')} maxLength={120} /></label>
          <label className="mk-field"><span>{t('email_ui.columns.segment')}</span>
            <select name="segment_id" value={v.segment_id} onChange={set('segment_id')} data-testid="email-campaign-segment">
              <option value="">{t('email_ui.everyone')}</option>
              {segments?.items.map((s) => <option key={s.id} value={s.id}>{s.name} ({s.contacts})</option>)}
            </select></label>
          <label className="mk-field"><span>{t('email_ui.fields.from_name')}</span><input name="from_name" value={v.from_name} onChange={set('from_name')} /></label>
          <label className="mk-field"><span>{t('email_ui.fields.from_email')}</span><input name="from_email" type="email" value={v.from_email} onChange={set('from_email')} /></label>
          <label className="mk-field"><span>{t('email_ui.fields.subject')}</span><input name="subject" value={v.subject} onChange={set('subject')} /></label>
          <label className="mk-field"><span>{t('email_ui.fields.preview_text')}</span><input name="preview_text" value={v.preview_text} onChange={set('preview_text')} /></label>
        </div>
        <label className="mk-field"><span>{t('email_ui.fields.body_html')}</span>
          <textarea name="body_html" rows={10} value={v.body_html} onChange={set('body_html')} spellCheck={false} /></label>
        <p className="muted mk-hint">{t('email_ui.campaigns.fields_help')}</p>
        {draft && <p data-testid="email-campaign-recipients">{t('email_ui.campaigns.recipients', { count })}</p>}
        <div className="mk-actions"><button type="button" className="btn" onClick={() => void save()} data-testid="email-campaign-save">{t('email_ui.save')}</button></div>
        <div className="mk-when">
          <label className="mk-field"><span>{t('email_ui.campaigns.test_to')}</span>
            <input name="tests" value={tests} onChange={(e) => setTests(e.target.value)} placeholder="me@shop.mn" data-testid="email-campaign-test-to" /></label>
          <button type="button" className="btn" disabled={!tests.trim()} onClick={() => void sendTest()} data-testid="email-campaign-test">{t('email_ui.campaigns.test')}</button>
        </div>
        <div className="mk-when">
          <label className="mk-check"><input type="checkbox" checked={later} onChange={(e) => setLater(e.target.checked)} data-testid="email-campaign-later" />{t('email_ui.campaigns.later')}</label>
          {later && <input type="datetime-local" aria-label={t('email_ui.campaigns.send_at')} value={at} onChange={(e) => setAt(e.target.value)} data-testid="email-campaign-at" />}
          <button type="button" className="btn btn-primary" disabled={later && !at} onClick={() => void send()} data-testid="email-campaign-send">
            {later ? t('email_ui.campaigns.schedule') : t('email_ui.campaigns.send_now')}
          </button>
        </div>
      </fieldset>
      <LetterPreview letter={v} />
    </section>
  );
}

/** /marketing/campaigns/:id/report: delivered, opened, clicked, converted, bounced, unsubscribed; by hour; the links clicked. */
export function CampaignReportScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  useEscapeTo('/marketing/campaigns');
  const { data } = useQuery({
    queryKey: [emailCampaignReport.id, id], queryFn: ({ signal }) => api.call(emailCampaignReport, { id }, { signal }), enabled: Number.isSafeInteger(id),
    refetchInterval: (q) => (q.state.data && (q.state.data.campaign.state === 'scheduled' || q.state.data.campaign.state === 'sending') ? 2000 : 15_000),
  });
  if (!data) return <section className="mk-screen" aria-busy="true" />;
  const { campaign: c, totals } = data;
  const pct = (n: number) => (totals.delivered ? ` (${Math.round((n / totals.delivered) * 100)}%)` : '');
  const max = Math.max(1, ...data.hours.map((h) => h.opened + h.clicked));
  return (
    <section className="mk-screen" data-testid="email-campaign-report">
      <header className="mk-head">
        <h1 className="screen-title">{c.name}</h1>
        <span className={`mk-state mk-state-${c.state}`} data-testid="email-report-state">{t(`email_ui.states.${c.state}`)}</span>
        <span className="mk-end"><Link href={`/marketing/campaigns/${c.id}/edit`}>{t('nav.routes.marketing_campaign_edit')}</Link></span>
      </header>
      <p className="muted">{c.send_at ? t('email_ui.report.sent_at', { at: formatDate(c.send_at) }) : ''} · {c.segment_name ?? t('email_ui.everyone')} · {c.subject}</p>
      <dl className="mk-facts mk-panel" data-testid="email-report-totals">
        <dt>{t('email_ui.report.recipients')}</dt><dd data-testid="email-report-recipients">{totals.recipients}</dd>
        <dt>{t('email_ui.report.delivered')}</dt><dd data-testid="email-report-delivered">{totals.delivered}</dd>
        <dt>{t('email_ui.report.opened')}</dt><dd data-testid="email-report-opened">{totals.opened}{pct(totals.opened)}</dd>
        <dt>{t('email_ui.report.clicked')}</dt><dd data-testid="email-report-clicked">{totals.clicked}{pct(totals.clicked)}</dd>
        <dt>{t('email_ui.report.converted')}</dt><dd data-testid="email-report-converted">{totals.converted} · {formatMoney(totals.revenue)}</dd>
        <dt>{t('email_ui.report.bounced')}</dt><dd data-testid="email-report-bounced">{totals.bounced}</dd>
        <dt>{t('email_ui.report.unsubscribed')}</dt><dd data-testid="email-report-unsubscribed">{totals.unsubscribed}</dd>
      </dl>
      <h2>{t('email_ui.report.by_hour')}</h2>
      {data.hours.length === 0 ? <p className="muted">{t('email_ui.report.no_events')}</p> : (
        <table className="mk-table" data-testid="email-report-hours">
          <thead><tr><th scope="col">{t('email_ui.report.hour')}</th><th scope="col">{t('email_ui.report.opened')}</th><th scope="col">{t('email_ui.report.clicked')}</th><th scope="col" aria-hidden="true" /></tr></thead>
          <tbody>{data.hours.map((h) => (
            <tr key={h.hour}><td>{h.hour}</td><td>{h.opened}</td><td>{h.clicked}</td>
              <td aria-hidden="true"><span style={{ display: 'inline-block', height: 8, width: `${Math.round(((h.opened + h.clicked) / max) * 160)}px`, background: '#4a7bd0' }} /></td></tr>
          ))}</tbody>
        </table>
      )}
      {data.links.length > 0 && (
        <>
          <h2>{t('email_ui.report.links')}</h2>
          <table className="mk-table" data-testid="email-report-links">
            <thead><tr><th scope="col">{t('email_ui.columns.url')}</th><th scope="col">{t('email_ui.report.clicked')}</th></tr></thead>
            <tbody>{data.links.map((l) => <tr key={l.url}><td style={{ overflowWrap: 'anywhere' }}>{l.url}</td><td>{l.clicks}</td></tr>)}</tbody>
          </table>
        </>
      )}
    </section>
  );
}
