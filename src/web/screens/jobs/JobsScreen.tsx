import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { JOB_KIND_NAMES, list } from '../../../shared/commands/jobs/index.js';
import { JOB_STATUSES, type JobStatus, type JobSummary } from '../../../shared/schema/jobs.js';
import { api } from '../../app/api.js';
import { FilterBar, type FilterDef } from '../../kit/filters/FilterBar.js';
import { DataTable } from '../../kit/table/DataTable.js';
import type { ListSource } from '../../kit/table/source.js';
import type { Column } from '../../kit/table/types.js';
import { useListParams } from '../../kit/table/useListParams.js';
import type { ScreenProps } from '../index.js';
import { JobDetail } from './JobDetail.js';
import { JobBar } from './JobParts.js';
import { kindTitle } from './labels.js';

interface Filters { kind: string; status: string; mine: string }

function jobsSource(f: Filters): ListSource<JobSummary> {
  return {
    key: ['jobs.list', f],
    sorts: [],
    fetch: (r, signal) => api.call(list, {
      page: r.page, per_page: Math.min(r.per_page, 100),
      ...(JOB_KIND_NAMES.includes(f.kind as never) && { kind: f.kind as (typeof JOB_KIND_NAMES)[number] }),
      ...((JOB_STATUSES as readonly string[]).includes(f.status) && { status: f.status as JobStatus }),
      ...(f.mine === 'true' && { mine: true }),
    }, { signal }),
  };
}

/**
 * /jobs/:id? (issue 15): the reader's jobs, and everyone's of the kinds he oversees (an admin all),
 * newest first, filtered by kind, status and "only mine"; a job opens above the list with its
 * failed rows, its result and its cancel or resume. Bars move with the live socket.
 */
export default function JobsScreen({ params }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const [listParams] = useListParams();
  const filters: Filters = { kind: listParams.extra.kind ?? '', status: listParams.extra.status ?? '', mine: listParams.extra.mine ?? '' };
  const source = useMemo(() => jobsSource(filters), [filters.kind, filters.status, filters.mine]); // eslint-disable-line react-hooks/exhaustive-deps
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const exists = (k: string) => i18n.exists(k);

  const columns = useMemo<Column<JobSummary>[]>(() => [
    { id: 'id', header: t('jobs.screen.id'), kind: 'number', width: '80px', value: (j) => j.id },
    { id: 'kind', header: t('jobs.screen.kind'), primary: true, width: 'minmax(150px, 1fr)', value: (j) => kindTitle(t, exists, j.kind) },
    { id: 'file', header: t('jobs.screen.file'), width: 'minmax(140px, 1fr)', value: (j) => j.file_name ?? '—' },
    { id: 'progress', header: t('jobs.screen.progress'), width: 'minmax(260px, 2fr)', cell: (j) => <JobBar job={j} testId="jobs-row-bar" /> },
    { id: 'user', header: t('jobs.screen.user'), width: 'minmax(160px, 1fr)', value: (j) => j.user_email ?? '—' },
    { id: 'created_at', header: t('jobs.screen.started'), kind: 'date', value: (j) => j.created_at },
  ], [t, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps

  const filterDefs: FilterDef[] = [
    { type: 'select', key: 'kind', param: 'extra', label: t('jobs.screen.kind'), anyLabel: t('jobs.screen.any_kind'), options: JOB_KIND_NAMES.map((k) => ({ value: k, label: kindTitle(t, exists, k) })) },
    { type: 'select', key: 'status', param: 'extra', label: t('jobs.screen.status'), anyLabel: t('jobs.screen.any_status'), options: JOB_STATUSES.map((s) => ({ value: s, label: t(`jobs.status.${s}`) })) },
    { type: 'bool', key: 'mine', param: 'extra', label: t('jobs.screen.mine') },
  ];

  return (
    <section className="jobs-screen" data-testid="jobs-screen">
      <h1 className="screen-title">{t('jobs.screen.title')}</h1>
      <p className="muted">{t('jobs.screen.intro')}</p>
      {id !== null && <JobDetail key={id} id={id} onClose={() => navigate(`/jobs${window.location.search}`)} />}
      <FilterBar filters={filterDefs} testId="jobs-filters" />
      <DataTable<JobSummary> source={source} columns={columns} rowKey={(j) => j.id} rowHref={(j) => `/jobs/${j.id}${window.location.search}`}
        label={t('jobs.screen.title')} emptyText={t('jobs.screen.empty')} sortDisabled selectable={false} testId="jobs-table" />
    </section>
  );
}
