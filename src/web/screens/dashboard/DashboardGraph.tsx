import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '../../../shared/commands/dashboard.js';
import { formatMoney } from '../../../shared/i18n/format.js';

type Day = DashboardSummary['days'][number];

const W = 900;
const H = 240;
const PAD = { left: 44, right: 86, top: 14, bottom: 28 };

/** The axis top: four equal steps of 1, 2 or 5 times a power of ten, at least `max`. */
export function niceTop(max: number): number {
  if (max <= 0) return 4;
  const rough = max / 4;
  const p = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= rough)!;
  return Math.max(4, step * 4);
}

/** ₮ in thousands or millions for an axis label; the exact figure is in each day's title. */
function shortMoney(mongo: number): string {
  const tg = mongo / 100;
  if (tg >= 1_000_000) return `₮${+(tg / 1_000_000).toFixed(1)}M`;
  if (tg >= 1_000) return `₮${Math.round(tg / 1_000)}K`;
  return `₮${Math.round(tg)}`;
}

/**
 * The last 30 days drawn by hand in SVG (no chart library for one graph): a bar of orders per
 * day on the left axis and the revenue line on the right one. Each day's exact figures are its
 * title (hover) and a row of the table under it.
 */
/**
 * `labels`: the reports draw their over-time figures with it too (a count and a money measure per
 * day or month), under their own title and names, without the table they show themselves.
 */
export function DashboardGraph({ days, labels }: { days: Day[]; labels?: { title: string; orders: string; revenue: string } }) {
  const { t } = useTranslation();
  const maxOrders = niceTop(Math.max(0, ...days.map((d) => d.orders)));
  const maxRevenue = niceTop(Math.max(0, ...days.map((d) => d.revenue)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / days.length;
  const x = (i: number) => PAD.left + i * step;
  const yOrders = (n: number) => PAD.top + plotH - (n / maxOrders) * plotH;
  const yRevenue = (m: number) => PAD.top + plotH - (m / maxRevenue) * plotH;
  const line = days.map((d, i) => `${i ? 'L' : 'M'}${(x(i) + step / 2).toFixed(1)},${yRevenue(d.revenue).toFixed(1)}`).join(' ');
  const totalOrders = days.reduce((s, d) => s + d.orders, 0);
  const totalRevenue = days.reduce((s, d) => s + d.revenue, 0);
  const label = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

  return (
    <figure className="dash-graph" data-testid={labels ? 'report-chart' : 'dashboard-graph'}>
      <figcaption>
        <h2>{labels?.title ?? t('dashboard.graph.title')}</h2>
        <span className="dash-legend">
          <span className="dash-key dash-key-orders" aria-hidden="true" />
          {labels?.orders ?? t('dashboard.graph.orders')}: <strong data-testid="dashboard-total-orders">{totalOrders.toLocaleString('en-US')}</strong>
          <span className="dash-key dash-key-revenue" aria-hidden="true" />
          {labels?.revenue ?? t('dashboard.graph.revenue')}: <strong data-testid="dashboard-total-revenue">{formatMoney(totalRevenue)}</strong>
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={labels?.title ?? t('dashboard.graph.title')} className="dash-svg">
        {[0, 0.25, 0.5, 0.75, 1].map((f) => {
          const y = PAD.top + plotH - f * plotH;
          return (
            <g key={f}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} className="dash-grid" />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" className="dash-axis">{Math.round(f * maxOrders)}</text>
              <text x={W - PAD.right + 6} y={y + 4} className="dash-axis">{shortMoney(f * maxRevenue)}</text>
            </g>
          );
        })}
        {days.map((d, i) => (
          <g key={d.date} data-testid="dashboard-day">
            <title>{t('dashboard.graph.day', { date: d.date.replaceAll('-', '/'), orders: d.orders, revenue: formatMoney(d.revenue) })}</title>
            <rect x={x(i) + step * 0.15} width={step * 0.7} y={yOrders(d.orders)} height={PAD.top + plotH - yOrders(d.orders)} className="dash-bar" />
            {i % 5 === 4 || i === 0 ? <text x={x(i) + step / 2} y={H - 8} textAnchor="middle" className="dash-axis">{label(d.date)}</text> : null}
          </g>
        ))}
        <path d={line} className="dash-line" />
        {days.map((d, i) => <circle key={d.date} cx={x(i) + step / 2} cy={yRevenue(d.revenue)} r={2.5} className="dash-dot" />)}
      </svg>
      {/* each day's exact figures, newest first, one keypress away (and what screen readers read) */}
      {!labels && <details className="dash-days" data-testid="dashboard-days">
        <summary>{t('dashboard.graph.table')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.graph.date')}</th>
              <th scope="col" className="num">{t('dashboard.graph.orders')}</th>
              <th scope="col" className="num">{t('dashboard.graph.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.date} data-testid="dashboard-day-row">
                <td>{d.date.replaceAll('-', '/')}</td><td className="num">{d.orders.toLocaleString('en-US')}</td><td className="num">{formatMoney(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>}
    </figure>
  );
}
