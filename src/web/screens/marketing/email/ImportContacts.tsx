import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CONTACT_IMPORT_MAX_ROWS, emailContactsImport } from '../../../../shared/commands/marketing/email.js';
import { parseCsv } from '../../../../shared/csv.js';
import type { Job } from '../../../../shared/schema/jobs.js';
import { api } from '../../../app/api.js';
import { errorText, notifyError } from '../../../kit/notify.js';
import { JobActions, useLiveJob } from '../../jobs/JobParts.js';
import { cellText } from '../../products/mass/parse-file.js';
import '../marketing.css';

const FIELDS = ['email', 'first_name', 'last_name', 'phone', 'tags'] as const;
type Field = (typeof FIELDS)[number];
interface Sheet { name: string; columns: string[]; rows: string[][] }

/** A column's field guessed from its header (`E-mail`, `Нэр`, `First name`…); the reader may change it. */
function guess(header: string): Field | '' {
  const h = header.toLowerCase().replace(/[\s_-]+/g, '');
  if (/^(e?mail|имэйл|цахимшуудан)/.test(h)) return 'email';
  if (/^(firstname|first|name|нэр)$/.test(h)) return 'first_name';
  if (/^(lastname|last|surname|овог)$/.test(h)) return 'last_name';
  if (/^(phone|mobile|утас)/.test(h)) return 'phone';
  if (/^(tags?|шошго)/.test(h)) return 'tags';
  return '';
}

async function readSheet(file: File): Promise<string[][]> {
  const ext = file.name.toLowerCase().split('.').pop();
  if (ext === 'xlsx') {
    const { readSheet: read } = await import('read-excel-file/browser');
    return ((await read(file)) as unknown[][]).map((r) => r.map(cellText));
  }
  return parseCsv(await file.text());
}

/**
 * /marketing/audience/import_contact: a CSV or XLSX file read in the browser, its columns mapped to
 * the contact's fields, the rows sent as an import job whose bar moves live; the refused rows
 * (a bad address, a duplicate) listed with their reasons and downloadable as a file.
 */
export default function ImportContactsScreen() {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [mapping, setMapping] = useState<(Field | '')[]>([]);
  const [tags, setTags] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [job, setJob] = useState<Job | null>(null);
  const [busy, setBusy] = useState(false);

  async function pick(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    setJob(null);
    try {
      const grid = (await readSheet(file)).filter((r) => r.some((c) => c.trim() !== ''));
      const [header, ...rows] = grid;
      if (!header || !rows.length) throw new Error(t('email_ui.import.empty'));
      if (rows.length > CONTACT_IMPORT_MAX_ROWS) throw new Error(t('email_ui.import.too_many', { max: CONTACT_IMPORT_MAX_ROWS }));
      const columns = header.map((h) => h.trim());
      setSheet({ name: file.name, columns, rows });
      setMapping(columns.map(guess));
    } catch (e) {
      setSheet(null);
      setProblem(errorText(e));
    }
  }

  async function start() {
    if (!sheet || busy) return;
    setBusy(true);
    try {
      const rows = sheet.rows.map((cells) => {
        const row: Record<string, string> = { email: '' };
        mapping.forEach((f, i) => { if (f && cells[i] !== undefined && cells[i] !== '') row[f] = row[f] ? `${row[f]}, ${cells[i]}` : cells[i]!; });
        return row as { email: string };
      });
      const answer = await api.call(emailContactsImport, { rows, file_name: sheet.name, tags: tags.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean) });
      setJob(answer.job);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }

  const hasEmail = mapping.includes('email');
  return (
    <section className="mk-screen" data-testid="email-import">
      <header className="mk-head"><h1 className="screen-title">{t('nav.routes.marketing_audience_import_contact')}</h1></header>
      <div className="mk-panel">
        <label className="mk-field">
          <span>{t('email_ui.import.file')}</span>
          <input type="file" accept=".csv,.txt,.xlsx" data-testid="email-import-file" onChange={(e) => void pick(e.target.files?.[0])} />
        </label>
        {problem && <p className="mk-warn" role="alert">{problem}</p>}
        {sheet && (
          <>
            <p data-testid="email-import-read">{t('email_ui.import.read', { name: sheet.name, count: sheet.rows.length })}</p>
            <table className="mk-table" data-testid="email-import-mapping">
              <thead><tr><th scope="col">{t('email_ui.import.column')}</th><th scope="col">{t('email_ui.import.first_row')}</th><th scope="col">{t('email_ui.import.field')}</th></tr></thead>
              <tbody>{sheet.columns.map((c, i) => (
                <tr key={i}>
                  <td>{c || `#${i + 1}`}</td>
                  <td className="muted">{sheet.rows[0]?.[i] ?? ''}</td>
                  <td>
                    <select aria-label={t('email_ui.import.field_of', { column: c || `#${i + 1}` })} value={mapping[i] ?? ''} data-testid={`email-import-map-${i}`}
                      onChange={(e) => setMapping(mapping.map((m, j) => (j === i ? e.target.value as Field | '' : m)))}>
                      <option value="">{t('email_ui.import.skip')}</option>
                      {FIELDS.map((f) => <option key={f} value={f}>{t(`email_ui.import.fields.${f}`)}</option>)}
                    </select>
                  </td>
                </tr>
              ))}</tbody>
            </table>
            <label className="mk-field">
              <span>{t('email_ui.import.tags')}</span>
              <input value={tags} onChange={(e) => setTags(e.target.value)} data-testid="email-import-tags" placeholder="newsletter" />
            </label>
            {!hasEmail && <p className="mk-warn">{t('email_ui.import.need_email')}</p>}
            <div className="mk-actions">
              <button type="button" className="btn btn-primary" disabled={!hasEmail || busy || !!job} onClick={() => void start()} data-testid="email-import-start">
                {t('email_ui.import.start', { count: sheet.rows.length })}
              </button>
            </div>
          </>
        )}
      </div>
      {job && <ImportJob initial={job} />}
    </section>
  );
}

function ImportJob({ initial }: { initial: Job }) {
  const { t } = useTranslation();
  const job = useLiveJob(initial);
  const queryClient = useQueryClient();
  const over = job.status === 'done';
  if (over) void queryClient.invalidateQueries({ queryKey: ['email.contacts_stats'] });
  return (
    <section className="mk-panel" data-testid="email-import-job" data-status={job.status}>
      <progress value={job.processed} max={Math.max(1, job.total)} aria-label={t('email_ui.import.progress', job)} />
      <p role="status" data-testid="email-import-status">
        {over ? t('email_ui.import.done', job) : job.status === 'failed' ? job.message ?? '' : `${t(`jobs.status.${job.status}`)}: ${t('email_ui.import.progress', job)}`}
      </p>
      <p className="mk-actions">
        <JobActions job={job} testId="email-import-job" />
        {over && <Link href="/marketing/audience/contacts" className="btn">{t('nav.routes.marketing_audience_contacts')}</Link>}
        <Link href={`/jobs/${job.id}`} className="btn btn-ghost" data-testid="email-import-job-open">{t('jobs.actions.details')}</Link>
      </p>
      {job.errors.length > 0 && (
        <table className="mk-table" data-testid="email-import-refused">
          <caption>{t('email_ui.import.refused', { count: job.failed })}</caption>
          <thead><tr><th scope="col">{t('email_ui.import.row')}</th><th scope="col">{t('email_ui.columns.email')}</th><th scope="col">{t('email_ui.import.reason')}</th></tr></thead>
          <tbody>{job.errors.slice(0, 200).map((e) => (
            <tr key={e.row}><td>{e.row}</td><td>{e.ref}</td><td>{reason(t, e.message)}</td></tr>
          ))}</tbody>
        </table>
      )}
    </section>
  );
}

/** The server's reason in the reader's language: `bad email`, `no email`, `duplicate of row N`. */
function reason(t: TFunction, message: string): string {
  const dup = /^duplicate of row (\d+)$/.exec(message);
  if (dup) return t('email_ui.import.reasons.duplicate', { row: dup[1] });
  if (message === 'bad email') return t('email_ui.import.reasons.bad_email');
  if (message === 'no email') return t('email_ui.import.reasons.no_email');
  return message;
}
