import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smsReport, smsReportDate } from '../../../shared/commands/marketing/sms.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { api } from '../../app/api.js';
import { DateTime } from '../../kit/cells.js';
import { AppLink } from '../../kit/links.js';
import './marketing.css';

type Totals = { messages: number; sent: number; delivered: number; failed: number; queued: number; parts: number; cost: number };

/** A day typed in the date field, as Ulaanbaatar's start (or end) of it. */
const dayBound = (day: string, end: boolean) => (day ? new Date(`${day}T${end ? '23:59:59' : '00:00:00'}+08:00`).toISOString() : undefined);

function TotalsRow({ totals, label }: { totals: Totals; label: string }) {
  return (
    <tr className="mk-total">
      <th scope="row">{label}</th><td>{totals.messages}</td><td>{totals.sent}</td><td>{totals.delivered}</td><td>{totals.failed}</td><td>{totals.queued}</td>
      <td>{totals.parts}</td><td>{formatMoney(totals.cost)}</td>
    </tr>
  );
}

/**
 * /report/sms, /report/sms/list (by campaign) and /report/sms/date (by day): sent, failed and waiting
 * messages with the parts billed and their cost, over a period.
 */
function SmsReport({ by }: { by: 'campaign' | 'date' }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const range = { from: dayBound(from, false), to: dayBound(to, true) };
  const input = Object.fromEntries(Object.entries(range).filter(([, v]) => v));
  const campaigns = useQuery({ queryKey: ['sms.report', input], enabled: by === 'campaign', queryFn: ({ signal }) => api.call(smsReport, input, { signal }) });
  const days = useQuery({ queryKey: ['sms.report_date', input], enabled: by === 'date', queryFn: ({ signal }) => api.call(smsReportDate, input, { signal }) });
  const head = (first: string) => (
    <thead><tr>
      <th scope="col">{first}</th><th scope="col">{t('marketing_ui.report.messages')}</th><th scope="col">{t('marketing_ui.report.sent')}</th><th scope="col">{t('marketing_ui.report.delivered')}</th>
      <th scope="col">{t('marketing_ui.report.failed')}</th><th scope="col">{t('marketing_ui.report.queued')}</th>
      <th scope="col">{t('marketing_ui.report.parts')}</th><th scope="col">{t('marketing_ui.report.cost')}</th>
    </tr></thead>
  );
  return (
    <section className="mk-screen" data-testid={`sms-report-${by}`}>
      <header className="mk-head">
        <h1 className="screen-title">{t(by === 'campaign' ? 'nav.routes.reports_sms_list' : 'nav.routes.reports_sms_date')}</h1>
        <AppLink href={by === 'campaign' ? '/report/sms/date' : '/report/sms/list'}>{t(by === 'campaign' ? 'marketing_ui.report.by_date' : 'marketing_ui.report.by_campaign')}</AppLink>
      </header>
      <div className="mk-when">
        <label className="mk-check">{t('marketing_ui.report.from')} <input type="date" name="from" value={from} onChange={(e) => setFrom(e.target.value)} /></label>
        <label className="mk-check">{t('marketing_ui.report.to')} <input type="date" name="to" value={to} onChange={(e) => setTo(e.target.value)} /></label>
      </div>
      {by === 'campaign' && campaigns.data && (
        <table className="mk-table" data-testid="sms-report-table">
          {head(t('marketing_ui.report.campaign'))}
          <tbody>
            {campaigns.data.items.map((r) => (
              <tr key={r.campaign_id}>
                <th scope="row"><AppLink href={`/marketing/sms?campaign=${r.campaign_id}`}>{r.name}</AppLink> <span className="muted"><DateTime value={r.created_at} /></span></th>
                <td>{r.messages}</td><td>{r.sent}</td><td>{r.delivered}</td><td>{r.failed}</td><td>{r.queued}</td><td>{r.parts}</td><td>{formatMoney(r.cost)}</td>
              </tr>
            ))}
            <TotalsRow totals={campaigns.data.totals} label={t('marketing_ui.report.total')} />
          </tbody>
        </table>
      )}
      {by === 'date' && days.data && (
        <table className="mk-table" data-testid="sms-report-table">
          {head(t('marketing_ui.report.day'))}
          <tbody>
            {days.data.items.map((r) => (
              <tr key={r.day}><th scope="row">{r.day.replace(/-/g, '/')}</th><td>{r.messages}</td><td>{r.sent}</td><td>{r.delivered}</td><td>{r.failed}</td><td>{r.queued}</td><td>{r.parts}</td><td>{formatMoney(r.cost)}</td></tr>
            ))}
            <TotalsRow totals={days.data.totals} label={t('marketing_ui.report.total')} />
          </tbody>
        </table>
      )}
      {(campaigns.data?.items.length === 0 || days.data?.items.length === 0) && <p className="muted">{t('marketing_ui.report.empty')}</p>}
    </section>
  );
}

export default function SmsReportByCampaign() { return <SmsReport by="campaign" />; }
export function SmsReportByDate() { return <SmsReport by="date" />; }
