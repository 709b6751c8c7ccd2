import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amwayLimits, amwayUsage, type AmwayUsage as Usage } from '../../../shared/commands/promotions/amway-limits.js';
import { canAccess } from '../../../shared/roles/access.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { Money } from '../../kit/cells.js';
import { errorText } from '../../kit/notify.js';
import type { ScreenProps } from '../index.js';
import { screenOf } from '../reports/ReportScreen.js';
import './promotions.css';

const AmwayReport = screenOf('reports.amway');

/** /report/amway: the report of sashka's customers, and beside it each customer against each purchase limit (§7 amway). */
export default function AmwayReportScreen(props: ScreenProps) {
  return (
    <>
      <AmwayReport {...props} />
      <AmwayUsagePanel />
    </>
  );
}

function AmwayUsagePanel() {
  const { t } = useTranslation();
  const { viewer, selection } = useSession();
  const [limitId, setLimitId] = useState('');
  const [minPercent, setMinPercent] = useState('0');
  const may = canAccess(amwayUsage, viewer);
  const limits = useQuery({
    queryKey: [amwayLimits.list.id, 'usage', selection.website?.id], enabled: may && canAccess(amwayLimits.list, viewer),
    queryFn: ({ signal }) => api.call(amwayLimits.list, { per_page: 1000 }, { signal }),
  });
  const min = Math.max(0, Math.min(1000, Number.parseInt(minPercent, 10) || 0));
  const usage = useQuery({
    queryKey: [amwayUsage.id, selection.website?.id, limitId, min], enabled: may,
    queryFn: ({ signal }) => api.call(amwayUsage, { ...(limitId && { limit_id: Number(limitId) }), min_percent: min, per_page: 200 }, { signal }),
  });
  const rows = useMemo(() => usage.data?.items ?? [], [usage.data]);
  if (!may) return null;
  return (
    <section className="pr-panel pr-amway" aria-labelledby="pr-amway-title" data-testid="amway-usage">
      <h2 id="pr-amway-title">{t('promotions_ui.amway.usage.title')}</h2>
      <p className="muted">{t('promotions_ui.amway.usage.hint')}</p>
      <div className="pr-draw">
        {limits.data && (
          <label className="field">
            <span>{t('promotions_ui.amway.usage.limit')}</span>
            <select value={limitId} onChange={(e) => setLimitId(e.target.value)} data-testid="amway-usage-limit">
              <option value="">{t('promotions_ui.amway.usage.all_limits')}</option>
              {limits.data.items.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
            </select>
          </label>
        )}
        <label className="field">
          <span>{t('promotions_ui.amway.usage.min_percent')}</span>
          <input className="input" inputMode="numeric" value={minPercent} onChange={(e) => setMinPercent(e.target.value)} data-testid="amway-usage-min" />
        </label>
      </div>
      {usage.error && <p role="alert" className="form-error">{errorText(usage.error)}</p>}
      {usage.isSuccess && rows.length === 0 && <p className="muted">{t('promotions_ui.amway.usage.empty')}</p>}
      {rows.length > 0 && (
        <table className="pr-history" data-testid="amway-usage-table" aria-label={t('promotions_ui.amway.usage.table')}>
          <thead><tr>
            <th scope="col">{t('promotions_ui.amway.usage.customer')}</th><th scope="col">{t('promotions_ui.amway.usage.limit')}</th>
            <th scope="col">{t('promotions_ui.amway.usage.orders')}</th><th scope="col">{t('promotions_ui.amway.usage.quantity')}</th>
            <th scope="col">{t('promotions_ui.amway.usage.amount')}</th><th scope="col">{t('promotions_ui.amway.usage.used')}</th>
          </tr></thead>
          <tbody>{rows.map((u: Usage) => (
            <tr key={`${u.limit_id}-${u.customer}`} data-state={u.state}>
              <td>{u.name ? `${u.name} · ` : ''}{u.customer}</td>
              <td>{u.limit_name}</td>
              <td>{u.orders}</td>
              <td>{u.quantity}{u.max_quantity !== null && ` / ${u.max_quantity}`}</td>
              <td><Money value={u.amount} />{u.max_amount !== null && <> / <Money value={u.max_amount} /></>}</td>
              <td className={u.state === 'over' ? 'form-error' : undefined}>{u.used_percent}% · {t(`promotions_ui.amway.usage.states.${u.state}`)}</td>
            </tr>
          ))}</tbody>
        </table>
      )}
    </section>
  );
}
