import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_COUNTS, dashboardListFilters, summary, type DashboardCount } from '../../../shared/commands/dashboard.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { AppLink, useMayOpen } from '../../kit/links.js';
import { errorText } from '../../kit/notify.js';
import { serializeListSearch } from '../../kit/table/url-state.js';
import { DashboardGraph } from './DashboardGraph.js';
import './dashboard.css';

/** The orders list filtered to what a tile counted (the same conditions as the server's count). */
export function tileHref(count: DashboardCount, since: string): string {
  return `/orders/list?${serializeListSearch({ page: 1, per_page: null, q: dashboardListFilters(count, since), extra: {} })}`;
}

/**
 * /dashboard (§2, §4): the five order counts of the last 30 days as tiles, each opening the list
 * of what it counted, and the orders and revenue graph of the same days, for the current website
 * and, for a merchant or a chosen tenant, only his vendors' share.
 */
export default function Dashboard() {
  const { t } = useTranslation();
  const { viewer, selection } = useSession();
  const allowed = canAccess(summary, viewer);
  const mayOpen = useMayOpen();
  const query = useQuery({
    queryKey: ['dashboard.summary', selection.website.id, selection.vendorId],
    queryFn: ({ signal }) => api.call(summary, {}, { signal }),
    enabled: allowed,
  });

  if (!allowed) {
    return (
      <section className="dashboard-screen" data-testid="dashboard">
        <h1 className="screen-title">{t('dashboard.title')}</h1>
        <p className="muted" data-testid="dashboard-no-role">{t('dashboard.no_orders_role')}</p>
      </section>
    );
  }

  const data = query.data;
  return (
    <section className="dashboard-screen" data-testid="dashboard">
      <header className="dash-head">
        <h1 className="screen-title">{t('dashboard.title')}</h1>
        <p className="muted" data-testid="dashboard-scope">
          {data?.website_id != null ? t('dashboard.scope_website', { website: selection.website.name }) : t('dashboard.scope_all')}
          {data?.vendor_ids ? ` · ${t('dashboard.scope_vendor')}` : ''}
        </p>
      </header>
      {query.isError && <p className="form-error" role="alert">{errorText(query.error)}</p>}
      {!data && !query.isError && <p className="muted" aria-busy="true">{t('dashboard.loading')}</p>}
      {data && (
        <>
          <nav className="dash-tiles" aria-label={t('dashboard.title')}>
            {DASHBOARD_COUNTS.map((k) => (
              // a link only for who may open the orders list: a merchant sees his counts as they are
              <AppLink key={k} href={tileHref(k, data.since)} className={`dash-tile dash-tile-${k}`} data-testid={`dashboard-tile-${k}`} title={mayOpen(tileHref(k, data.since)) ? t('dashboard.tile_hint') : undefined}>
                <span className="dash-tile-label">{t(`dashboard.counts.${k}`)}</span>
                <strong className="dash-tile-count" data-testid={`dashboard-count-${k}`}>{data.counts[k].toLocaleString('en-US')}</strong>
              </AppLink>
            ))}
          </nav>
          <DashboardGraph days={data.days} />
        </>
      )}
    </section>
  );
}
