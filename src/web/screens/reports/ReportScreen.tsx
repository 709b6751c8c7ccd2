import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { reportExport, reportQueries, type ReportOutput } from '../../../shared/commands/reports.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { reportsOfRoute } from '../../../shared/reports/catalogue.js';
import { MONEY_MEASURES, PRESETS, REPORT_STATES, TIME_DIMENSIONS, resolvePeriod, type Measure, type Preset, type ReportDef } from '../../../shared/reports/define.js';
import { ROUTES } from '../../../shared/roles/routes.js';
import type { Job } from '../../../shared/schema/jobs.js';
import { api } from '../../app/api.js';
import { AppLink } from '../../kit/links.js';
import { notifyError } from '../../kit/notify.js';
import { useDocumentTitle } from '../../kit/title.js';
import { DashboardGraph } from '../dashboard/DashboardGraph.js';
import { JobActions, JobBar, useLiveJob } from '../jobs/JobParts.js';
import type { ScreenProps } from '../index.js';
import '../dashboard/dashboard.css';
import './reports.css';

const isMoney = (m: string) => MONEY_MEASURES.includes(m as Measure);
const cell = (m: string, v: unknown) => (isMoney(m) ? formatMoney(Number(v ?? 0)) : Number(v ?? 0).toLocaleString('en-US'));

/** Values the console names in words: order states, platforms, payment methods. */
const VALUE_KEYS: Partial<Record<string, string>> = { state: 'orders_web.state', platform: 'orders_web.platform', method: 'orders_web.payment_method', payment_state: 'orders_web.payment_filter' };
function valueText(t: (k: string) => string, exists: (k: string) => boolean, dimension: string, value: unknown): string {
  const base = VALUE_KEYS[dimension];
  const key = base && `${base}.${String(value)}`;
  return key && exists(key) ? t(key) : String(value ?? '');
}

/** The route path of a report with its parameter filled, the period kept. */
function drillHref(def: ReportDef, key: unknown, query: string): string | null {
  const route = ROUTES.find((r) => r.id === def.drill);
  if (!route || key === null || key === undefined) return null;
  return `${route.path.replace(/:(id|sku)/, encodeURIComponent(String(key)))}${query ? `?${query}` : ''}`;
}

/** Bars of the top rows by the report's sort measure: a top-N reads better as bars than as numbers. */
function TopBars({ items, measure, title, name }: { items: ReportOutput['items']; measure: string; title: string; name: (r: ReportOutput['items'][number]) => string }) {
  const top = items.slice(0, 10);
  const max = Math.max(1, ...top.map((r) => Math.abs(Number(r[measure] ?? 0))));
  return (
    <figure className="rp-bars" data-testid="report-chart">
      <figcaption>{title}</figcaption>
      {top.map((r, i) => (
        <div key={`${r.key}-${i}`} className="rp-bar-row">
          <span className="rp-bar-label">{name(r)}</span>
          <span className="rp-bar"><span style={{ width: `${(Math.abs(Number(r[measure] ?? 0)) / max) * 100}%` }} /></span>
          <span className="rp-bar-value">{cell(measure, r[measure])}</span>
        </div>
      ))}
    </figure>
  );
}

function ExportJob({ job }: { job: Job }) {
  const live = useLiveJob(job);
  return <div className="rp-export" data-testid="report-export-job"><JobBar job={live} /><JobActions job={live} testId="report-export" /></div>;
}

/**
 * Every report's screen, from its declaration (src/shared/reports/catalogue.ts): the period
 * (presets or dates) and the report's filters in the URL, a chart where a trend reads better, the
 * table sortable by any column with its totals row, rows that open their drill-down, and the
 * export to CSV or XLSX as a job.
 */
export function ReportView({ def, params, views = [] }: { def: ReportDef; params: ScreenProps['params']; views?: readonly ReportDef[] }) {
  const { t, i18n } = useTranslation();
  const exists = (k: string) => i18n.exists(k);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const q = useMemo(() => new URLSearchParams(search), [search]);
  const preset = (q.get('preset') ?? (q.get('from') ? '' : 'last_30_days')) as Preset | '';
  const period = resolvePeriod({ preset: preset || undefined, from: q.get('from') ?? undefined, to: q.get('to') ?? undefined });
  const sort = q.get('sort') ?? undefined;
  const dir = (q.get('dir') as 'asc' | 'desc' | null) ?? undefined;
  const input: Record<string, unknown> = { from: period.from, to: period.to, ...(sort && { sort }), ...(dir && { dir }) };
  for (const f of def.filters) if (q.get(f)) input[f] = q.get(f);
  if (def.param) input[def.param.name] = params[def.param.name];
  const title = t(ROUTES.find((r) => r.id === def.route)?.label ?? '');
  useDocumentTitle(title);
  const command = reportQueries[def.name]!;
  const answer = useQuery({ queryKey: [command.id, input], queryFn: ({ signal }) => api.call(command, input as never, { signal }) as Promise<ReportOutput> });
  const [job, setJob] = useState<Job | null>(null);

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) if (v) next.set(k, v); else next.delete(k);
    navigate(`${location}?${next}`, { replace: true });
  };
  const sortBy = (column: string) => set({ sort: column, dir: sort === column && dir !== 'asc' ? 'asc' : 'desc' });
  const keep = new URLSearchParams(Object.entries({ from: period.from, to: period.to })).toString();

  async function exportAs(format: 'csv' | 'xlsx') {
    try {
      const filters = Object.fromEntries(Object.entries(input).filter(([k]) => k !== 'sort' && k !== 'dir'));
      setJob((await api.call(reportExport, { report: def.name, format, filters })).job);
    } catch (e) {
      notifyError(e);
    }
  }

  const data = answer.data;
  const dimLabel = t(`reports_ui.dimensions.${def.dimension}`);
  const time = TIME_DIMENSIONS.includes(def.dimension);
  const countMeasure = def.measures.find((m) => !isMoney(m));
  const moneyMeasure = def.measures.find((m) => isMoney(m) && m !== 'discounts');
  const columns: string[] = def.measures as string[];
  const arrow = (c: string) => (sort === c ? (dir === 'asc' ? ' ▲' : ' ▼') : '');
  const sectionOf = (key: unknown) => String(key).split('.')[0]!.replace(/^payments$/, String(key).startsWith('payments.source') ? 'payments_source' : 'payments');

  return (
    <section className="rp-screen" data-testid={`report-${def.name}`} data-report={def.name}>
      <header className="rp-head">
        <h1 className="screen-title">{title}{def.param ? `: ${params[def.param.name]}` : ''}</h1>
        <div className="rp-actions">
          <button type="button" className="btn" onClick={() => void exportAs('csv')} data-testid="report-export-csv">{t('reports_ui.export_csv')}</button>
          <button type="button" className="btn" onClick={() => void exportAs('xlsx')} data-testid="report-export-xlsx">{t('reports_ui.export_xlsx')}</button>
        </div>
      </header>
      <div className="rp-filters" role="group" aria-label={t('reports_ui.period')}>
        {views.length > 1 && (
          <label>{t('reports_ui.group_by')}{' '}
            <select name="view" value={def.name} onChange={(e) => set({ view: e.target.value === views[0]!.name ? null : e.target.value, sort: null, dir: null })} data-testid="report-view">
              {views.map((v) => <option key={v.name} value={v.name}>{t(`reports_ui.dimensions.${v.dimension}`)}</option>)}
            </select>
          </label>
        )}
        <label>{t('reports_ui.period')}{' '}
          <select name="preset" value={preset} onChange={(e) => set({ preset: e.target.value || null, from: null, to: null })} data-testid="report-preset">
            {PRESETS.map((p) => <option key={p} value={p}>{t(`reports_ui.presets.${p}`)}</option>)}
            <option value="">{t('reports_ui.presets.custom')}</option>
          </select>
        </label>
        <label>{t('reports_ui.from')} <input type="date" name="from" value={period.from} onChange={(e) => set({ preset: null, from: e.target.value, to: period.to })} /></label>
        <label>{t('reports_ui.to')} <input type="date" name="to" value={period.to} onChange={(e) => set({ preset: null, to: e.target.value, from: period.from })} /></label>
        {def.filters.includes('state') && (
          <label>{t('reports_ui.states')}{' '}
            <select name="state" value={q.get('state') ?? ''} onChange={(e) => set({ state: e.target.value || null })}>
              <option value="">{t('reports_ui.all_states')}</option>
              {REPORT_STATES.map((s) => <option key={s} value={s}>{valueText(t, exists, 'state', s)}</option>)}
            </select>
          </label>
        )}
        {def.filters.includes('vendor') && !def.param && (
          <label>{t('reports_ui.vendor')} <input type="number" name="vendor" min={1} defaultValue={q.get('vendor') ?? ''} onBlur={(e) => set({ vendor: e.target.value || null })} /></label>
        )}
      </div>
      {answer.isError && <p className="error" role="alert">{String((answer.error as Error).message)}</p>}
      {answer.isPending && <p className="muted" aria-busy="true">{t('reports_ui.loading')}</p>}
      {job && <ExportJob job={job} />}
      {data && data.items.length > 0 && def.chart === 'time' && countMeasure && moneyMeasure && (
        <DashboardGraph
          days={[...data.items].sort((a, b) => String(a.key).localeCompare(String(b.key))).map((r) => ({ date: String(r.key).length === 7 ? `${r.key}-01` : String(r.key), orders: Number(r[countMeasure] ?? 0), revenue: Number(r[moneyMeasure] ?? 0) }))}
          labels={{ title, orders: t(`reports_ui.measures.${countMeasure}`), revenue: t(`reports_ui.measures.${moneyMeasure}`) }}
        />
      )}
      {data && data.items.length > 0 && def.chart === 'top' && !time && (
        <TopBars items={data.items} name={(r) => (VALUE_KEYS[def.dimension] ? valueText(t, exists, def.dimension, r.key) : String(r.label || r.key))} measure={sort && columns.includes(sort) ? sort : (def.sort ?? def.measures[0]!)} title={t('reports_ui.top', { n: Math.min(10, data.items.length) })} />
      )}
      {data && data.items.length === 0 && <p className="muted" data-testid="report-empty">{t('reports_ui.empty')}</p>}
      {data && data.items.length > 0 && (
        <div className="rp-table-wrap">
          <table className="rp-table" data-testid="report-table">
            <thead>
              <tr>
                <th scope="col"><button type="button" className="rp-sort" onClick={() => sortBy('key')}>{dimLabel}{arrow('key')}</button></th>
                {def.dimension !== 'day' && def.dimension !== 'month' && def.dimension !== 'week' && (
                  <th scope="col"><button type="button" className="rp-sort" onClick={() => sortBy('label')}>{t('reports_ui.label')}{arrow('label')}</button></th>
                )}
                {columns.map((c) => (
                  <th key={c} scope="col" className="num" aria-sort={sort === c ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                    <button type="button" className="rp-sort" onClick={() => sortBy(c)} data-testid={`report-sort-${c}`}>{t(`reports_ui.measures.${c}`)}{arrow(c)}</button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((r, i) => {
                const href = drillHref(def, r.key, keep);
                const keyText = def.source === 'finance' ? t(`reports_ui.sections.${sectionOf(r.key)}`) : valueText(t, exists, def.dimension, r.key);
                const label = def.source === 'finance' && /^(sales|refunds|store_credit)\./.test(String(r.key)) ? t(`reports_ui.measures.${r.label}`)
                  : def.source === 'finance' && String(r.key).startsWith('payments.method.') ? valueText(t, exists, 'method', r.label)
                    : VALUE_KEYS[def.dimension] ? valueText(t, exists, def.dimension, r.label)
                      : r.label || (def.dimension === 'brand' ? t('reports_ui.no_brand') : def.dimension === 'customer' ? t('reports_ui.no_customer') : '');
                return (
                  <tr key={`${r.key}-${i}`} data-testid="report-row" data-key={String(r.key)}>
                    <th scope="row">{href ? <AppLink href={href} data-testid="report-drill">{keyText}</AppLink> : keyText}</th>
                    {!time && <td>{href ? <AppLink href={href}>{label}</AppLink> : label}</td>}
                    {columns.map((c) => <td key={c} className="num">{cell(c, r[c])}</td>)}
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className="rp-total" data-testid="report-totals">
                <th scope="row">{t('reports_ui.total')}</th>
                {!time && <td />}
                {columns.map((c) => <td key={c} className="num">{cell(c, data.totals[c])}</td>)}
              </tr>
            </tfoot>
          </table>
          <p className="muted rp-foot">
            {t('reports_ui.rows_shown', { shown: data.items.length, total: data.total_rows })} · {t(data.source === 'rollup' ? 'reports_ui.source_rollup' : 'reports_ui.source_raw')}
            {def.source === 'finance' && <> · {t('reports_ui.finance_note')}</>}
          </p>
        </div>
      )}
    </section>
  );
}

const screens = new Map<string, (props: ScreenProps) => React.JSX.Element | null>();

/**
 * The screen of a §2 report route: the report declared on it (one component per route, kept). Where
 * several are declared on one route grouped differently (e-tickets by event and by day), the
 * others are views of it, chosen in the URL's `view`.
 */
export function screenOf(routeId: string): (props: ScreenProps) => React.JSX.Element | null {
  let screen = screens.get(routeId);
  if (!screen) {
    const defs = reportsOfRoute(routeId);
    const views = defs.filter((d, i) => defs.findIndex((o) => o.dimension === d.dimension) === i);
    screen = function ReportScreen({ params }: ScreenProps) {
      const view = new URLSearchParams(useSearch()).get('view');
      const def = views.find((d) => d.name === view) ?? defs[0];
      return def ? <ReportView key={def.name} def={def} params={params} views={views} /> : null;
    };
    screens.set(routeId, screen);
  }
  return screen;
}
