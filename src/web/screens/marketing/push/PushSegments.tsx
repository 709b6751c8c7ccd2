import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { SegmentRules } from '../SegmentRules.js';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import {
  pushSegmentCreate, pushSegmentDelete, pushSegmentGet, pushSegments, pushSegmentUpdate, SEGMENT_FIELDS, SEGMENT_OPS,
  type segmentRuleSchema, type segmentSchema,
} from '../../../../shared/commands/marketing/push.js';
import { canAccess } from '../../../../shared/roles/access.js';
import { api } from '../../../app/api.js';
import { useSession } from '../../../app/session.js';
import { confirm } from '../../../kit/confirm/confirm.js';
import { notifyError, notifySuccess } from '../../../kit/notify.js';
import { DataTable } from '../../../kit/table/DataTable.js';
import { commandSource } from '../../../kit/table/source.js';
import type { Column } from '../../../kit/table/types.js';
import { useDebounced } from '../../../kit/useDebounced.js';
import type { ScreenProps } from '../../index.js';
import '../marketing.css';
import { useEscapeTo, useNewKey } from './keys.js';

type Segment = z.infer<typeof segmentSchema>;
type Rule = z.infer<typeof segmentRuleSchema>;

/** Which comparisons a field takes (the server refuses the others, naming the rule). */
const OPS_OF: Record<Rule['field'], readonly Rule['op'][]> = {
  browser: ['eq', 'not_eq', 'cont'], model: ['eq', 'not_eq', 'cont'], version: ['eq', 'not_eq', 'cont'], user_email: ['eq', 'not_eq', 'cont'],
  subscribed: ['eq', 'not_eq'], linked: ['eq', 'not_eq'], active_days: ['lteq', 'gteq'],
};

/** /marketing/segments: the push segments with how many devices each reaches now. */
export default function SegmentsScreen() {
  const { t } = useTranslation();
  const viewer = useSession().viewer;
  const canWrite = canAccess(pushSegmentCreate, viewer);
  useNewKey(canWrite ? '/marketing/segments/new' : null);
  const source = useMemo(() => commandSource<Segment>(pushSegments, {}), []);
  const columns = useMemo<Column<Segment>[]>(() => [
    { id: 'name', header: t('marketing_ui.push.columns.name'), primary: true, width: 'minmax(200px, 2fr)', value: (s) => s.name },
    { id: 'rules', header: t('marketing_ui.push.columns.rules'), kind: 'number', value: (s) => s.rules.length },
    { id: 'devices', header: t('marketing_ui.push.columns.devices'), kind: 'number', value: (s) => s.devices },
    { id: 'updated_at', header: t('marketing_ui.push.columns.updated_at'), kind: 'date', value: (s) => s.updated_at },
  ], [t]);
  return (
    <section className="mk-screen" data-testid="push-segments">
      <header className="mk-head">
        <h1 className="screen-title">{t('nav.routes.marketing_segments')}</h1>
        {canWrite && <Link href="/marketing/segments/new" className="btn btn-primary" aria-keyshortcuts="n" data-testid="segment-new">{t('marketing_ui.push.new_segment')}</Link>}
      </header>
      <p className="muted mk-hint">{t('marketing_ui.push.list_keys')}</p>
      <DataTable<Segment> source={source} columns={columns} rowKey={(s) => s.id} rowHref={(s) => `/marketing/segments/${s.id}`}
        label={t('nav.routes.marketing_segments')} emptyText={t('marketing_ui.push.no_segments')} selectable={false} testId="segments-table" />
    </section>
  );
}

/** /marketing/segments/:id (`new` for a new one): the name, the rules, the live count of devices matched. */
export function SegmentScreen({ params }: ScreenProps) {
  const fresh = params.id === 'new';
  const id = fresh ? null : Number(params.id);
  const { data } = useQuery({ queryKey: ['push.segment_get', id], queryFn: ({ signal }) => api.call(pushSegmentGet, { id: id! }, { signal }), enabled: id !== null && Number.isSafeInteger(id) });
  if (!fresh && !data) return <section className="mk-screen" aria-busy="true" />;
  return <SegmentEditor key={id ?? 'new'} segment={data?.segment ?? null} />;
}

function SegmentEditor({ segment }: { segment: Segment | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(segment?.name ?? '');
  const [rules, setRules] = useState<Rule[]>(segment?.rules ?? []);
  const [busy, setBusy] = useState(false);
  useEscapeTo('/marketing/segments');
  useEffect(() => { document.querySelector<HTMLInputElement>('[data-testid="segment-editor"] input[name="name"]')?.focus(); }, []);
  // the count as it would be, asked of the server without saving (the `preview` flag)
  const asked = useDebounced(useMemo(() => ({ name: name || '-', rules: rules.filter((r) => r.value.trim() !== '') }), [name, rules]), 300);
  const { data: preview, error } = useQuery({
    queryKey: ['push.segment_preview', asked], retry: false,
    queryFn: () => api.call(pushSegmentCreate, { ...asked, preview: true }),
  });


  async function save() {
    if (busy) return;
    setBusy(true);
    try {
      const saved = segment
        ? await api.call(pushSegmentUpdate, { id: segment.id, name, rules, preview: false })
        : await api.call(pushSegmentCreate, { name, rules, preview: false });
      notifySuccess(segment ? 'updated' : 'created');
      void queryClient.invalidateQueries({ queryKey: ['push.segments'] });
      void queryClient.invalidateQueries({ queryKey: ['push.segment_get'] });
      if (!segment && saved.segment) navigate(`/marketing/segments/${saved.segment.id}`, { replace: true });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!segment) return;
    const ok = await confirm({ title: t('commands.marketing.push.segment_delete'), body: segment.name, okLabel: t('marketing_ui.push.delete'), danger: true });
    if (!ok) return;
    try {
      await api.call(pushSegmentDelete, { id: segment.id });
      notifySuccess('deleted');
      void queryClient.invalidateQueries({ queryKey: ['push.segments'] });
      navigate('/marketing/segments');
    } catch (e) {
      notifyError(e);
    }
  }

  return (
    <section className="mk-screen" data-testid="segment-editor"
      onKeyDown={(e) => { if ((e.key === 'Enter' || e.key === 's') && (e.ctrlKey || e.metaKey)) { e.preventDefault(); void save(); } }}>
      <header className="mk-head">
        <h1 className="screen-title">{segment ? segment.name : t('marketing_ui.push.new_segment')}</h1>
        {segment && <span className="mk-end"><Link href={`/marketing/segments/${segment.id}/push`} className="btn" data-testid="segment-push">{t('marketing_ui.push.send_to_segment')}</Link></span>}
      </header>
      <p className="muted mk-hint">{t('marketing_ui.push.editor_keys')}</p>
      <div className="mk-panel">
        <label className="mk-field">
          <span>{t('marketing_ui.push.columns.name')}</span>
          <input name="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
        </label>
        <SegmentRules rules={rules} onChange={setRules} fields={SEGMENT_FIELDS} opsFor={(f) => SEGMENT_OPS.filter((o) => OPS_OF[f].includes(o))}
          fieldLabel={(f) => t(`marketing_ui.push.fields.${f}`)} opLabel={(o) => t(`marketing_ui.push.ops.${o}`)} blank={{ field: 'browser', op: 'eq', value: '' }} testid="segment"
          labels={{ legend: t('marketing_ui.push.columns.rules'), none: t('marketing_ui.push.no_rules'), field: t('marketing_ui.push.rule_field'), op: t('marketing_ui.push.rule_op'), value: t('marketing_ui.push.rule_value'), remove: t('marketing_ui.push.remove_rule'), add: t('marketing_ui.push.add_rule') }} />
        <p data-testid="segment-count" aria-live="polite" className={error ? 'mk-warn' : ''}>
          {error ? (error as Error).message : preview ? t('marketing_ui.push.matches', { count: preview.devices }) : '…'}
        </p>
        <div className="mk-actions">
          <button type="button" className="btn btn-primary" data-testid="segment-save" aria-keyshortcuts="Control+Enter" disabled={busy || !name.trim()} onClick={() => void save()}>
            {t('marketing_ui.push.save')}
          </button>
          {segment && <button type="button" className="btn btn-danger" onClick={() => void remove()}>{t('marketing_ui.push.delete')}</button>}
        </div>
      </div>
    </section>
  );
}
