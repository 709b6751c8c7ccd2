import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { z } from 'zod';
import { emailCampaigns, type emailCampaignSchema } from '../../../../shared/commands/marketing/email-campaigns.js';
import {
  emailContactGet, emailContacts, emailContactsStats, emailContactsTags, emailContactUpdate, type contactSchema,
} from '../../../../shared/commands/marketing/email.js';
import { formatDate, formatMoney } from '../../../../shared/i18n/format.js';
import { api } from '../../../app/api.js';
import { notifyError, notifySuccess } from '../../../kit/notify.js';
import { DataTable } from '../../../kit/table/DataTable.js';
import { commandSource } from '../../../kit/table/source.js';
import type { Column } from '../../../kit/table/types.js';
import type { ScreenProps } from '../../index.js';
import '../marketing.css';
import { useEscapeTo } from '../push/keys.js';

type Contact = z.infer<typeof contactSchema>;
type Campaign = z.infer<typeof emailCampaignSchema>;

function Stats() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: [emailContactsStats.id], queryFn: ({ signal }) => api.call(emailContactsStats, {}, { signal }) });
  if (!data) return <p aria-busy="true">…</p>;
  return (
    <dl className="mk-facts" data-testid="email-stats">
      {(['total', 'mailable', 'unsubscribed', 'bounced', 'customers', 'imported'] as const).map((k) => (
        <div key={k} style={{ display: 'contents' }}><dt>{t(`email_ui.stats.${k}`)}</dt><dd data-testid={`email-stat-${k}`}>{data[k].toLocaleString('en-US')}</dd></div>
      ))}
    </dl>
  );
}

/** /marketing/email: the audience at a glance, the newest campaigns and the ways in. */
export default function EmailHomeScreen() {
  const { t } = useTranslation();
  const source = useMemo(() => commandSource<Campaign>(emailCampaigns, {}), []);
  const columns = useCampaignColumns();
  return (
    <section className="mk-screen" data-testid="email-home">
      <header className="mk-head"><h1 className="screen-title">{t('nav.routes.marketing_email')}</h1></header>
      <nav className="mk-links" aria-label={t('nav.routes.marketing_email')}>
        <Link href="/marketing/audience">{t('nav.routes.marketing_audience')}</Link>
        <Link href="/marketing/templates">{t('nav.routes.marketing_templates')}</Link>
        <Link href="/marketing/campaigns">{t('nav.routes.marketing_campaigns')}</Link>
        <Link href="/marketing/audience/import_contact">{t('nav.routes.marketing_audience_import_contact')}</Link>
      </nav>
      <div className="mk-panel"><Stats /></div>
      <h2>{t('nav.routes.marketing_campaigns')}</h2>
      <DataTable<Campaign> source={source} columns={columns} rowKey={(c) => c.id} rowHref={campaignHref}
        label={t('nav.routes.marketing_campaigns')} emptyText={t('email_ui.campaigns.empty')} selectable={false} testId="email-home-campaigns" />
    </section>
  );
}

export const campaignHref = (c: Campaign) => (c.state === 'draft' ? `/marketing/campaigns/${c.id}/edit` : `/marketing/campaigns/${c.id}/report`);

export function useCampaignColumns(): Column<Campaign>[] {
  const { t } = useTranslation();
  return useMemo<Column<Campaign>[]>(() => [
    { id: 'name', header: t('email_ui.columns.name'), primary: true, width: 'minmax(180px, 2fr)', value: (c) => c.name },
    { id: 'state', header: t('email_ui.columns.state'), value: (c) => t(`email_ui.states.${c.state}`) },
    { id: 'segment', header: t('email_ui.columns.segment'), value: (c) => c.segment_name ?? t('email_ui.everyone') },
    { id: 'recipients', header: t('email_ui.columns.recipients'), kind: 'number', value: (c) => c.recipient_count },
    { id: 'sent', header: t('email_ui.columns.sent'), kind: 'number', value: (c) => c.sent },
    { id: 'send_at', header: t('email_ui.columns.send_at'), kind: 'date', value: (c) => c.send_at },
  ], [t]);
}

/** /marketing/audience: counts, tags and the ways to the contacts, segments and an import. */
export function AudienceScreen() {
  const { t } = useTranslation();
  const { data: tags } = useQuery({ queryKey: [emailContactsTags.id], queryFn: ({ signal }) => api.call(emailContactsTags, {}, { signal }) });
  return (
    <section className="mk-screen" data-testid="email-audience">
      <header className="mk-head">
        <h1 className="screen-title">{t('nav.routes.marketing_audience')}</h1>
        <span className="mk-end"><Link href="/marketing/audience/import_contact" className="btn btn-primary" data-testid="email-import-link">{t('email_ui.import.open')}</Link></span>
      </header>
      <nav className="mk-links" aria-label={t('nav.routes.marketing_audience')}>
        <Link href="/marketing/audience/contacts">{t('nav.routes.marketing_audience_contacts')}</Link>
        <Link href="/marketing/audience/segments">{t('nav.routes.marketing_audience_segments')}</Link>
      </nav>
      <div className="mk-panel"><Stats /></div>
      <h2>{t('email_ui.tags')}</h2>
      {tags && tags.items.length === 0 && <p className="muted">{t('email_ui.no_tags')}</p>}
      <ul className="mk-links" data-testid="email-tags">
        {tags?.items.slice(0, 60).map((x) => (
          <li key={x.tag}><Link href={`/marketing/audience/contacts?q[tags_eq]=${encodeURIComponent(x.tag)}`}>{x.tag}</Link> <span className="muted">{x.contacts}</span></li>
        ))}
      </ul>
    </section>
  );
}

/** /marketing/audience/contacts: every contact, the shop's customers among them, filtered like any list. */
export function ContactsScreen() {
  const { t } = useTranslation();
  const source = useMemo(() => commandSource<Contact>(emailContacts, {}), []);
  const columns = useMemo<Column<Contact>[]>(() => [
    { id: 'email', header: t('email_ui.columns.email'), primary: true, width: 'minmax(220px, 2fr)', value: (c) => c.email, sort: 'email' },
    { id: 'name', header: t('email_ui.columns.contact_name'), value: (c) => [c.first_name, c.last_name].filter(Boolean).join(' ') },
    { id: 'tags', header: t('email_ui.columns.tags'), value: (c) => c.tags.join(', ') },
    { id: 'subscribed', header: t('email_ui.columns.subscribed'), value: (c) => (c.bounced_at ? t('email_ui.events.bounce') : c.subscribed ? t('email_ui.yes') : t('email_ui.no')) },
    { id: 'source', header: t('email_ui.columns.source'), value: (c) => t(`email_ui.sources.${c.source}`) },
    { id: 'created_at', header: t('email_ui.columns.created_at'), kind: 'date', value: (c) => c.created_at, sort: 'created_at' },
  ], [t]);
  return (
    <section className="mk-screen" data-testid="email-contacts">
      <header className="mk-head">
        <h1 className="screen-title">{t('nav.routes.marketing_audience_contacts')}</h1>
        <span className="mk-end"><Link href="/marketing/audience/import_contact" className="btn" data-testid="email-import-link">{t('email_ui.import.open')}</Link></span>
      </header>
      <DataTable<Contact> source={source} columns={columns} rowKey={(c) => c.id} rowHref={(c) => `/marketing/audience/contacts/${c.id}`}
        label={t('nav.routes.marketing_audience_contacts')} emptyText={t('email_ui.contacts.empty')} selectable={false} testId="email-contacts-table" />
    </section>
  );
}

/** /marketing/audience/contacts/:id: the contact, its tags and subscription, its orders and what it did with our mail. */
export function ContactScreen({ params }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const id = Number(params.id);
  const queryClient = useQueryClient();
  useEscapeTo('/marketing/audience/contacts');
  const { data } = useQuery({ queryKey: [emailContactGet.id, id], queryFn: ({ signal }) => api.call(emailContactGet, { id }, { signal }), enabled: Number.isSafeInteger(id) });
  const [tags, setTags] = useState<string | null>(null);
  if (!data) return <section className="mk-screen" aria-busy="true" />;
  const c = data.contact;
  async function update(patch: { tags?: string[]; subscribed?: boolean }) {
    try {
      await api.call(emailContactUpdate, { id, ...patch });
      notifySuccess('updated');
      setTags(null);
      void queryClient.invalidateQueries({ queryKey: [emailContactGet.id, id] });
    } catch (e) {
      notifyError(e);
    }
  }
  const tz = i18n.language;
  return (
    <section className="mk-screen" data-testid="email-contact">
      <header className="mk-head"><h1 className="screen-title">{c.email}</h1></header>
      <div className="mk-panel">
        <dl className="mk-facts">
          <dt>{t('email_ui.columns.contact_name')}</dt><dd>{[c.first_name, c.last_name].filter(Boolean).join(' ') || '—'}</dd>
          <dt>{t('email_ui.columns.phone')}</dt><dd>{c.phone ?? '—'}</dd>
          <dt>{t('email_ui.columns.source')}</dt><dd>{t(`email_ui.sources.${c.source}`)}</dd>
          <dt>{t('email_ui.columns.subscribed')}</dt>
          <dd data-testid="email-contact-subscribed">{c.bounced_at ? t('email_ui.contacts.bounced', { at: formatDate(c.bounced_at) }) : c.subscribed ? t('email_ui.yes') : t('email_ui.no')}</dd>
          <dt>{t('email_ui.contacts.orders')}</dt><dd>{t('email_ui.contacts.orders_text', { n: data.orders.count, amount: formatMoney(data.orders.amount), last: data.orders.last_at ? formatDate(data.orders.last_at) : '—' })}</dd>
        </dl>
        <label className="mk-field">
          <span>{t('email_ui.columns.tags')}</span>
          <input value={tags ?? c.tags.join(', ')} onChange={(e) => setTags(e.target.value)} data-testid="email-contact-tags" />
        </label>
        <div className="mk-actions">
          <button type="button" className="btn btn-primary" disabled={tags === null} onClick={() => void update({ tags: (tags ?? '').split(',').map((x) => x.trim().toLowerCase()).filter(Boolean) })}>{t('email_ui.save')}</button>
          <button type="button" className="btn" data-testid="email-contact-toggle" onClick={() => void update({ subscribed: !c.subscribed })}>
            {c.subscribed ? t('email_ui.contacts.unsubscribe') : t('email_ui.contacts.resubscribe')}
          </button>
        </div>
      </div>
      <h2>{t('email_ui.contacts.events')}</h2>
      {data.events.length === 0 ? <p className="muted">{t('email_ui.contacts.no_events')}</p> : (
        <table className="mk-table" data-testid="email-contact-events" lang={tz}>
          <thead><tr><th scope="col">{t('email_ui.columns.at')}</th><th scope="col">{t('email_ui.columns.event')}</th><th scope="col">{t('email_ui.columns.campaign')}</th><th scope="col">{t('email_ui.columns.url')}</th></tr></thead>
          <tbody>{data.events.map((e) => (
            <tr key={e.id}><td>{formatDate(e.at)}</td><td>{t(`email_ui.events.${e.kind}`)}</td><td>{e.campaign_name ?? '—'}</td><td>{e.url ?? ''}</td></tr>
          ))}</tbody>
        </table>
      )}
    </section>
  );
}
