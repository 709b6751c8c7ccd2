import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOG_LEVELS, LOG_SOURCES, logList, type LogEntry } from '../../../shared/commands/system/logs.js';
import { DateTime } from '../../kit/cells.js';
import { FilterBar, type FilterDef } from '../../kit/filters/FilterBar.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { commandSource } from '../../kit/table/source.js';
import type { Column } from '../../kit/table/types.js';
import { useListParams } from '../../kit/table/useListParams.js';
import '../../styles/system.css';

/** Where a line opens: a job in the jobs centre, an exchange in the sync log (with its "sync again"). */
const hrefOf = (e: LogEntry) => (e.source === 'job' ? `/jobs/${e.id}` : `/system/sync_log?edit=${e.id}`);

/** /system/logs (§7 logs): the sync log of every integration and the jobs, as one list, newest first. */
export default function SystemLog() {
  const { t } = useTranslation();
  const [params] = useListParams();
  const query = params.extra.query?.trim() ?? '';
  const source = useMemo(() => commandSource<LogEntry>(logList, { ...(query && { query }) }), [query]);
  const columns = useMemo<Column<LogEntry>[]>(() => [
    { id: 'at', header: t('system_ui.logs.fields.at'), primary: true, width: '140px', fit: true, cell: (e) => <DateTime value={e.at} /> },
    { id: 'source', header: t('system_ui.logs.system.source'), width: '100px', fit: true, value: (e) => t(`system_ui.logs.system.sources.${e.source}`) },
    { id: 'level', header: t('system_ui.logs.system.level'), width: '80px', fit: true, cell: (e) => <span className={e.level === 'error' ? 'sys-failed' : 'muted'}>{t(`system_ui.logs.system.levels.${e.level}`)}</span> },
    { id: 'name', header: t('system_ui.logs.system.name'), width: 'minmax(130px, 1fr)', value: (e) => (e.source === 'job' ? t(`jobs.kinds.${e.name}`, { defaultValue: e.name }) : e.name) },
    { id: 'status', header: t('system_ui.logs.system.status'), width: '90px', fit: true, value: (e) => t(e.source === 'job' ? `jobs.status.${e.status}` : `system_ui.logs.system.sync_status.${e.status}`, { defaultValue: e.status }) },
    { id: 'subject', header: t('system_ui.logs.system.subject'), width: 'minmax(120px, 1fr)', value: (e) => e.subject },
    { id: 'message', header: t('system_ui.logs.system.message'), width: 'minmax(180px, 2fr)', value: (e) => e.message },
    { id: 'took', header: t('system_ui.logs.system.took'), width: '80px', fit: true, value: (e) => (e.duration_ms === null ? '' : `${e.duration_ms} ms`) },
    { id: 'user', header: t('system_ui.logs.system.user'), width: 'minmax(100px, 1fr)', value: (e) => e.user_email ?? '' },
  ], [t]);
  const filters: FilterDef[] = [
    { type: 'text', key: 'query', param: 'extra', label: t('system_ui.logs.system.search'), placeholder: t('system_ui.logs.system.search_placeholder'), wide: true },
    { type: 'select', key: 'source_eq', label: t('system_ui.logs.system.source'), anyLabel: t('system_ui.logs.system.all_sources'), options: LOG_SOURCES.map((s) => ({ value: s, label: t(`system_ui.logs.system.sources.${s}`) })) },
    { type: 'select', key: 'level_eq', label: t('system_ui.logs.system.level'), anyLabel: t('system_ui.logs.system.all_levels'), options: LOG_LEVELS.map((l) => ({ value: l, label: t(`system_ui.logs.system.levels.${l}`) })) },
    { type: 'text', key: 'name_cont', label: t('system_ui.logs.system.name') },
    { type: 'date_range', field: 'at', label: t('system_ui.logs.fields.at') },
  ];
  return (
    <section className="sys-screen" data-testid="system-log-screen">
      <header><h1 className="screen-title">{t('nav.routes.system_logs')}</h1></header>
      <p className="muted sys-note">{t('system_ui.logs.system.hint')}</p>
      <FilterBar filters={filters} testId="system-log-filters" />
      <DataTable<LogEntry> source={source} columns={columns} rowKey={(e) => `${e.source}-${e.id}`} rowHref={hrefOf}
        label={t('system_ui.logs.system.table')} emptyText={t('system_ui.logs.system.empty')} selectable={false} testId="system-log-table" />
    </section>
  );
}
