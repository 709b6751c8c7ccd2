import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { SegmentRules } from '../SegmentRules.js';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import {
  EMAIL_BOUGHT_FIELDS, EMAIL_SEGMENT_FIELDS, EMAIL_SEGMENT_OPS, emailSegmentCreate, emailSegmentDelete, emailSegmentGet, emailSegments, emailSegmentUpdate,
  type emailSegmentRuleSchema, type emailSegmentSchema,
} from '../../../../shared/commands/marketing/email.js';
import { canAccess } from '../../../../shared/roles/access.js';
import { api } from '../../../app/api.js';
import { useSession } from '../../../app/session.js';
import { confirm } from '../../../kit/confirm/confirm.js';
import { errorText, notifyError, notifySuccess } from '../../../kit/notify.js';
import { DataTable } from '../../../kit/table/DataTable.js';
import { commandSource } from '../../../kit/table/source.js';
import type { Column } from '../../../kit/table/types.js';
import { useDebounced } from '../../../kit/useDebounced.js';
import type { ScreenProps } from '../../index.js';
import '../marketing.css';
import { useEscapeTo, useNewKey } from '../push/keys.js';

type Segment = z.infer<typeof emailSegmentSchema>;
type Rule = z.infer<typeof emailSegmentRuleSchema>;

/** Which comparisons a field takes (the server refuses the others, naming the rule). */
const TEXT = ['eq', 'not_eq', 'cont'] as const;
const NUMBER = ['gteq', 'lteq', 'eq'] as const;
const DAYS = ['lteq', 'gteq'] as const;
const OPS_OF: Record<Rule['field'], readonly Rule['op'][]> = {
  email: TEXT, first_name: TEXT, last_name: TEXT, source: ['eq', 'not_eq'], subscribed: ['eq'], tag: ['has', 'not_has'],
  orders_count: NUMBER, orders_amount: NUMBER, last_order_days: DAYS, opened_days: DAYS, clicked_days: DAYS,
  bought_product: ['has', 'not_has'], bought_brand: ['has', 'not_has'], bought_category: ['has', 'not_has'], rfm_cell: ['eq', 'not_eq'],
};
const isBought = (field: Rule['field']) => (EMAIL_BOUGHT_FIELDS as readonly string[]).includes(field);

/** A bought rule's period: within the last N days, or ever when left empty. */
function RulePeriod({ rule, set }: { rule: Rule; set: (patch: Partial<Rule>) => void }) {
  const { t } = useTranslation();
  if (!isBought(rule.field)) return null;
  return (
    <input type="number" min={1} max={3650} className="mk-rule-days" aria-label={t('email_ui.segments.rule_days')} placeholder={t('email_ui.segments.rule_days')}
      value={rule.days ?? ''} onChange={(e) => set({ days: e.target.value === '' ? undefined : Math.max(1, Math.floor(Number(e.target.value))) })} />
  );
}

/** /marketing/audience/segments: the email segments with the contacts each may mail now. */
export default function EmailSegmentsScreen() {
  const { t } = useTranslation();
  const canWrite = canAccess(emailSegmentCreate, useSession().viewer);
  useNewKey(canWrite ? '/marketing/audience/segments/new' : null);
  const source = useMemo(() => commandSource<Segment>(emailSegments, {}), []);
  const columns = useMemo<Column<Segment>[]>(() => [
    { id: 'name', header: t('email_ui.columns.name'), primary: true, width: 'minmax(200px, 2fr)', value: (s) => s.name },
    { id: 'rules', header: t('email_ui.columns.rules'), kind: 'number', value: (s) => s.rules.length },
    { id: 'contacts', header: t('email_ui.columns.contacts'), kind: 'number', value: (s) => s.contacts },
    { id: 'updated_at', header: t('email_ui.columns.updated_at'), kind: 'date', value: (s) => s.updated_at },
  ], [t]);
  return (
    <section className="mk-screen" data-testid="email-segments">
      <header className="mk-head">
        <h1 className="screen-title">{t('nav.routes.marketing_audience_segments')}</h1>
        {canWrite && <Link href="/marketing/audience/segments/new" className="btn btn-primary" aria-keyshortcuts="n" data-testid="email-segment-new">{t('email_ui.segments.new')}</Link>}
      </header>
      <DataTable<Segment> source={source} columns={columns} rowKey={(s) => s.id} rowHref={(s) => `/marketing/audience/segments/${s.id}`}
        label={t('nav.routes.marketing_audience_segments')} emptyText={t('email_ui.segments.empty')} selectable={false} testId="email-segments-table" />
    </section>
  );
}

/** /marketing/audience/segments/:id (`new`): the rules and the live count of mailable contacts. */
export function EmailSegmentScreen({ params }: ScreenProps) {
  const fresh = params.id === 'new';
  const id = fresh ? null : Number(params.id);
  const { data } = useQuery({ queryKey: [emailSegmentGet.id, id], queryFn: ({ signal }) => api.call(emailSegmentGet, { id: id! }, { signal }), enabled: id !== null && Number.isSafeInteger(id) });
  // from the RFM grid: `?rfm_cell=champions:3&name=…` starts the new segment as that cell
  const search = new URLSearchParams(useSearch());
  const cell = fresh ? search.get('rfm_cell') : null;
  const start = cell ? { name: search.get('name') ?? '', rules: [{ field: 'rfm_cell' as const, op: 'eq' as const, value: cell }] } : undefined;
  if (!fresh && !data) return <section className="mk-screen" aria-busy="true" />;
  return <SegmentEditor key={id ?? `new-${cell ?? ''}`} segment={data?.segment ?? null} start={start} />;
}

function SegmentEditor({ segment, start }: { segment: Segment | null; start?: { name: string; rules: Rule[] } | undefined }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(segment?.name ?? start?.name ?? '');
  const [match, setMatch] = useState<'all' | 'any'>(segment?.match ?? 'all');
  const [rules, setRules] = useState<Rule[]>(segment?.rules ?? start?.rules ?? []);
  const [busy, setBusy] = useState(false);
  useEscapeTo('/marketing/audience/segments');
  useEffect(() => { document.querySelector<HTMLInputElement>('[data-testid="email-segment-editor"] input[name="name"]')?.focus(); }, []);
  const asked = useDebounced(useMemo(() => ({ name: name || '-', match, rules: rules.filter((r) => r.value.trim() !== '') }), [name, match, rules]), 300);
  const { data: preview, error } = useQuery({
    queryKey: ['email.segment_preview', asked], retry: false,
    queryFn: () => api.call(emailSegmentCreate, { ...asked, preview: true }),
  });


  async function save() {
    if (busy) return;
    setBusy(true);
    try {
      const saved = segment
        ? await api.call(emailSegmentUpdate, { id: segment.id, name, match, rules, preview: false })
        : await api.call(emailSegmentCreate, { name, match, rules, preview: false });
      notifySuccess(segment ? 'updated' : 'created');
      void queryClient.invalidateQueries({ queryKey: [emailSegments.id] });
      void queryClient.invalidateQueries({ queryKey: [emailSegmentGet.id] });
      if (!segment && saved.segment) navigate(`/marketing/audience/segments/${saved.segment.id}`, { replace: true });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!segment) return;
    if (!await confirm({ title: t('commands.marketing.email.segment_delete'), body: segment.name, okLabel: t('email_ui.delete'), danger: true })) return;
    try {
      await api.call(emailSegmentDelete, { id: segment.id });
      notifySuccess('deleted');
      void queryClient.invalidateQueries({ queryKey: [emailSegments.id] });
      navigate('/marketing/audience/segments');
    } catch (e) {
      notifyError(e);
    }
  }

  return (
    <section className="mk-screen" data-testid="email-segment-editor"
      onKeyDown={(e) => { if ((e.key === 'Enter' || e.key === 's') && (e.ctrlKey || e.metaKey)) { e.preventDefault(); void save(); } }}>
      <header className="mk-head">
        <h1 className="screen-title">{segment ? segment.name : t('email_ui.segments.new')}</h1>
      </header>
      <p className="muted mk-hint">{t('email_ui.segments.keys')}</p>
      <div className="mk-panel">
        <label className="mk-field">
          <span>{t('email_ui.columns.name')}</span>
          <input name="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
        </label>
        <label className="mk-field">
          <span>{t('email_ui.segments.match')}</span>
          <select value={match} onChange={(e) => setMatch(e.target.value as 'all' | 'any')} data-testid="email-segment-match">
            <option value="all">{t('email_ui.segments.match_all')}</option>
            <option value="any">{t('email_ui.segments.match_any')}</option>
          </select>
        </label>
        <SegmentRules rules={rules} onChange={(next) => setRules(next.map(({ days, ...r }) => (isBought(r.field) && days !== undefined ? { ...r, days } : r)))} fields={EMAIL_SEGMENT_FIELDS} opsFor={(f) => EMAIL_SEGMENT_OPS.filter((o) => OPS_OF[f].includes(o))}
          fieldLabel={(f) => t(`email_ui.segments.fields.${f}`)} opLabel={(o) => t(`email_ui.segments.ops.${o}`)} blank={{ field: 'tag', op: 'has', value: '' }} testid="email-segment"
          extra={(rule, set) => <RulePeriod rule={rule} set={set} />}
          labels={{ legend: t('email_ui.columns.rules'), none: t('email_ui.segments.no_rules'), field: t('email_ui.segments.rule_field'), op: t('email_ui.segments.rule_op'), value: t('email_ui.segments.rule_value'), remove: t('email_ui.segments.remove_rule'), add: t('email_ui.segments.add_rule') }} />
        <p className="muted mk-hint">{t('email_ui.segments.rule_help')}</p>
        <p className="muted mk-hint">{t('email_ui.segments.bought_help')}</p>
        <p className="muted mk-hint">{t('email_ui.segments.rfm_help')}</p>
        <p data-testid="email-segment-count" aria-live="polite" className={error ? 'mk-warn' : ''}>
          {error ? errorText(error) : preview ? t('email_ui.segments.matches', { count: preview.contacts }) : '…'}
        </p>
        <div className="mk-actions">
          <button type="button" className="btn btn-primary" data-testid="email-segment-save" aria-keyshortcuts="Control+Enter" disabled={busy || !name.trim()} onClick={() => void save()}>
            {t('email_ui.save')}
          </button>
          {segment && <button type="button" className="btn btn-danger" onClick={() => void remove()}>{t('email_ui.delete')}</button>}
        </div>
      </div>
    </section>
  );
}
