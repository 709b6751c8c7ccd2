import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { merchantDashboard, prepareFilters } from '../../../shared/commands/merchant/dashboard.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { AppLink } from '../../kit/links.js';
import { errorText } from '../../kit/notify.js';
import { serializeListSearch } from '../../kit/table/url-state.js';
import '../dashboard/dashboard.css';
import './merchant.css';

/** The change from last month to date, in whole percent; null when last month sold nothing. */
const change = (now: number, before: number) => (before > 0 ? Math.round(((now - before) / before) * 100) : null);

/**
 * /merchant/dashboard: what a vendor needs first each morning: his lines to prepare, this month's
 * sales against last month's, best sellers, low stock, reviews waiting and the next payout. An
 * admin sees the console of the vendor he picks in the header.
 */
export default function MerchantDashboard() {
  const { t } = useTranslation();
  const { viewer, selection } = useSession();
  const mustPick = viewer.isAdmin && selection.vendorId === null;
  const query = useQuery({
    queryKey: ['merchant.dashboard', selection.website.id, selection.vendorId],
    queryFn: ({ signal }) => api.call(merchantDashboard, {}, { signal }),
    enabled: !mustPick,
  });
  const data = query.data;
  const delta = data ? change(data.sales.this_month, data.sales.last_month_to_date) : null;

  return (
    <section className="dashboard-screen mc-screen" data-testid="merchant-dashboard">
      <header className="dash-head">
        <h1 className="screen-title">{t('nav.routes.merchant_dashboard')}</h1>
      </header>
      {mustPick && <p className="muted" data-testid="merchant-pick-vendor">{t('merchant_ui.pick_vendor')}</p>}
      {query.isError && <p className="form-error" role="alert">{errorText(query.error)}</p>}
      {!data && !query.isError && !mustPick && <p className="muted" aria-busy="true">{t('dashboard.loading')}</p>}
      {data && (
        <>
          <nav className="dash-tiles mc-tiles" aria-label={t('nav.routes.merchant_dashboard')}>
            <AppLink href={`/merchant/ordered_products?${serializeListSearch({ page: 1, per_page: null, q: prepareFilters(data.since), extra: {} })}`} className="dash-tile dash-tile-pending" data-testid="mc-tile-prepare">
              <span className="dash-tile-label">{t('merchant_ui.dashboard.to_prepare')}</span>
              <strong className="dash-tile-count" data-testid="mc-prepare-lines">{data.to_prepare.lines.toLocaleString('en-US')}</strong>
              <span className="mc-sub">{t('merchant_ui.dashboard.to_prepare_orders', { count: data.to_prepare.orders, today: data.to_prepare.today })}</span>
            </AppLink>
            <AppLink href="/report/sales/over_time?preset=this_month" className="dash-tile dash-tile-paid" data-testid="mc-tile-sales">
              <span className="dash-tile-label">{t('merchant_ui.dashboard.sales_month')}</span>
              <strong className="dash-tile-count mc-money" data-testid="mc-sales-month">{formatMoney(data.sales.this_month)}</strong>
              <span className="mc-sub" data-testid="mc-sales-change">
                {delta === null ? t('merchant_ui.dashboard.no_last_month') : t('merchant_ui.dashboard.vs_last', { change: `${delta > 0 ? '+' : ''}${delta}%`, amount: formatMoney(data.sales.last_month_to_date) })}
              </span>
            </AppLink>
            <AppLink href="/merchant/report" className="dash-tile dash-tile-approved" data-testid="mc-tile-payout">
              <span className="dash-tile-label">{t('merchant_ui.dashboard.next_payout')}</span>
              <strong className="dash-tile-count mc-money" data-testid="mc-payout">{formatMoney(data.next_payout.amount)}</strong>
              <span className="mc-sub">{t('merchant_ui.dashboard.payout_period', { from: data.next_payout.from.replaceAll('-', '/'), to: data.next_payout.to.replaceAll('-', '/') })}</span>
            </AppLink>
            <div className="dash-tile dash-tile-shipped" data-testid="mc-tile-reviews">
              <span className="dash-tile-label">{t('merchant_ui.dashboard.pending_reviews')}</span>
              <strong className="dash-tile-count">{data.pending_reviews.toLocaleString('en-US')}</strong>
              <span className="mc-sub">{t('merchant_ui.dashboard.last_month_total', { amount: formatMoney(data.sales.last_month) })}</span>
            </div>
          </nav>
          <div className="mc-panels">
            <section className="mc-panel" data-testid="mc-top-products">
              <h2>{t('merchant_ui.dashboard.top_products')}</h2>
              {data.top_products.length === 0 ? <p className="muted">{t('merchant_ui.dashboard.no_sales')}</p> : (
                <table className="mc-table">
                  <thead><tr><th>{t('merchant_ui.dashboard.product')}</th><th className="num">{t('merchant_ui.dashboard.units')}</th><th className="num">{t('merchant_ui.dashboard.net')}</th></tr></thead>
                  <tbody>{data.top_products.map((p) => (
                    <tr key={p.key}><td>{p.label}</td><td className="num">{p.units.toLocaleString('en-US')}</td><td className="num">{formatMoney(p.net)}</td></tr>
                  ))}</tbody>
                </table>
              )}
            </section>
            <section className="mc-panel" data-testid="mc-low-stock">
              <h2>{t('merchant_ui.dashboard.low_stock')}</h2>
              {data.low_stock.length === 0 ? <p className="muted">{t('merchant_ui.dashboard.stock_ok')}</p> : (
                <table className="mc-table">
                  <thead><tr><th>{t('merchant_ui.dashboard.sku')}</th><th>{t('merchant_ui.dashboard.product')}</th><th className="num">{t('merchant_ui.dashboard.on_hand')}</th></tr></thead>
                  <tbody>{data.low_stock.map((p) => (
                    <tr key={p.product_id}><td>{p.sku}</td><td>{p.name}</td><td className="num">{p.count_on_hand}</td></tr>
                  ))}</tbody>
                </table>
              )}
            </section>
          </div>
          {data.brands.length > 0 && (
            <nav className="mc-panel mc-brands" aria-label={t('merchant_ui.brand.his_brands')} data-testid="mc-brands">
              <h2>{t('merchant_ui.brand.his_brands')}</h2>
              {data.brands.map((b) => <AppLink key={b.id} href={`/merchant/brands/${b.id}`} className="mc-chip">{b.name} <span className="muted">{b.products}</span></AppLink>)}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
