import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantSellers } from '../../../shared/commands/merchant/sellers.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import { PRESETS, type Preset } from '../../../shared/reports/define.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { errorText } from '../../kit/notify.js';
import './merchant.css';

/** /merchant/seller: the vendor's people, their roles there, and what each sold for him in a period. */
export default function MerchantSellers() {
  const { t } = useTranslation();
  const { viewer, selection } = useSession();
  const [preset, setPreset] = useState<Preset>('this_month');
  const mustPick = viewer.isAdmin && selection.vendorId === null;
  const query = useQuery({
    queryKey: ['merchant.sellers', selection.website.id, selection.vendorId, preset],
    queryFn: ({ signal }) => api.call(merchantSellers, { preset }, { signal }),
    enabled: !mustPick,
  });
  const data = query.data;
  return (
    <section className="mc-screen" data-testid="merchant-sellers">
      <header className="mc-head">
        <h1 className="screen-title">{t('nav.routes.merchant_seller')}</h1>
        <label className="mc-period">{t('reports_ui.period')}{' '}
          <select value={preset} onChange={(e) => setPreset(e.target.value as Preset)} data-testid="mc-sellers-period">
            {PRESETS.map((p) => <option key={p} value={p}>{t(`reports_ui.presets.${p}`)}</option>)}
          </select>
        </label>
      </header>
      {mustPick && <p className="muted">{t('merchant_ui.pick_vendor')}</p>}
      {query.isError && <p className="form-error" role="alert">{errorText(query.error)}</p>}
      {data && (data.items.length === 0 ? <p className="muted">{t('merchant_ui.sellers.empty')}</p> : (
        <table className="mc-table mc-wide" data-testid="mc-sellers-table">
          <thead><tr>
            <th>{t('merchant_ui.sellers.person')}</th><th>{t('merchant_ui.sellers.roles')}</th>
            <th className="num">{t('merchant_ui.sellers.orders')}</th><th className="num">{t('merchant_ui.sellers.total')}</th>
          </tr></thead>
          <tbody>{data.items.map((s) => (
            <tr key={s.user_id}>
              <td>{s.name ? <>{s.name} <span className="muted">{s.email}</span></> : s.email}</td>
              <td>{s.roles.map((r) => t(`roles.${r}`, { defaultValue: r })).join(', ')}</td>
              <td className="num">{s.orders.toLocaleString('en-US')}</td><td className="num">{formatMoney(s.total)}</td>
            </tr>
          ))}</tbody>
        </table>
      ))}
    </section>
  );
}
