import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BRAND_TABS, merchantBrand, type MerchantBrand as Brand } from '../../../shared/commands/merchant/brands.js';
import { formatDate, formatMoney } from '../../../shared/i18n/format.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { errorText } from '../../kit/notify.js';
import { Tabs } from '../../kit/Tabs.js';
import type { ScreenProps } from '../index.js';
import './merchant.css';

type Tab = (typeof BRAND_TABS)[number];

/**
 * /merchant/brands/{id}/{tab?}: a brand the vendor sells: its details and banner (the shop's own,
 * changed at /settings/brands), his products of it and their reviews; his other brands beside.
 */
export default function MerchantBrand({ params }: ScreenProps) {
  const { t } = useTranslation();
  const { viewer, selection } = useSession();
  const id = Number(params.id);
  const tab: Tab = BRAND_TABS.find((x) => x === params.tab) ?? 'details';
  const mustPick = viewer.isAdmin && selection.vendorId === null;
  const query = useQuery({
    queryKey: ['merchant.brand', id, selection.vendorId],
    queryFn: ({ signal }) => api.call(merchantBrand, { id }, { signal }),
    enabled: !mustPick && Number.isSafeInteger(id) && id > 0,
  });
  const data = query.data;
  return (
    <section className="mc-screen" data-testid="merchant-brand">
      <header className="mc-head">
        <h1 className="screen-title">{t('nav.routes.merchant_brand')}{data && <span className="muted"> · {data.brand.name}</span>}</h1>
      </header>
      {mustPick && <p className="muted">{t('merchant_ui.pick_vendor')}</p>}
      {query.isError && <p className="form-error" role="alert">{errorText(query.error)}</p>}
      {data && (
        <div className="mc-brand">
          <nav className="mc-brand-list" aria-label={t('merchant_ui.brand.his_brands')}>
            <h2>{t('merchant_ui.brand.his_brands')}</h2>
            <ul>{data.brands.map((b) => (
              <li key={b.id}><Link href={`/merchant/brands/${b.id}/${tab}`} aria-current={b.id === id ? 'page' : undefined}>{b.name}</Link> <span className="muted">{b.products}</span></li>
            ))}</ul>
          </nav>
          <div className="mc-brand-main">
            <Tabs label={t('nav.routes.merchant_brand')} current={tab} panelId="mc-brand-panel" testId="mc-brand-tabs"
              tabs={BRAND_TABS.map((x) => ({ id: x, label: t(`merchant_ui.brand.tabs.${x}`), href: `/merchant/brands/${id}/${x}` }))} />
            <div id="mc-brand-panel" role="tabpanel" className="mc-panel">
              <BrandTab tab={tab} data={data} />
            </div>
          </div>
        </div>
      )}
    </section>
  );
}

function BrandTab({ tab, data }: { tab: Tab; data: Brand }) {
  const { t } = useTranslation();
  if (tab === 'details') {
    return (
      <dl className="mc-details">
        <dt>{t('merchant_ui.brand.name')}</dt><dd>{data.brand.name}</dd>
        <dt>{t('merchant_ui.brand.slug')}</dt><dd>{data.brand.slug}</dd>
        <dt>{t('merchant_ui.brand.description')}</dt><dd>{data.brand.description ?? '-'}</dd>
        <dt>{t('merchant_ui.brand.products')}</dt><dd>{data.product_count.toLocaleString('en-US')}</dd>
        <dt>{t('merchant_ui.brand.reviews')}</dt><dd>{data.reviews.length.toLocaleString('en-US')}</dd>
      </dl>
    );
  }
  if (tab === 'banner') {
    return data.brand.logo
      ? <img className="mc-banner" src={data.brand.logo} alt={data.brand.name} data-testid="mc-brand-banner" />
      : <p className="muted">{t('merchant_ui.brand.no_banner')}</p>;
  }
  if (tab === 'products') {
    if (data.products.length === 0) return <p className="muted">{t('merchant_ui.brand.no_products')}</p>;
    return (
      <table className="mc-table" data-testid="mc-brand-products">
        <thead><tr><th>{t('merchant_ui.dashboard.sku')}</th><th>{t('merchant_ui.dashboard.product')}</th><th className="num">{t('merchant_ui.brand.price')}</th>
          <th className="num">{t('merchant_ui.dashboard.on_hand')}</th><th>{t('merchant_ui.brand.published')}</th></tr></thead>
        <tbody>{data.products.map((p) => (
          <tr key={p.id}><td>{p.sku}</td><td>{p.name}</td><td className="num">{formatMoney(p.price)}</td><td className="num">{p.stock_on_hand}</td>
            <td>{p.published ? t('merchant_ui.brand.yes') : t('merchant_ui.brand.no')}</td></tr>
        ))}</tbody>
      </table>
    );
  }
  if (data.reviews.length === 0) return <p className="muted">{t('merchant_ui.brand.no_reviews')}</p>;
  return (
    <ul className="mc-reviews" data-testid="mc-brand-reviews">{data.reviews.map((r) => (
      <li key={r.id}>
        <strong>{'★'.repeat(r.rating)}{'☆'.repeat(5 - r.rating)}</strong> {r.title && <strong>{r.title}</strong>}
        <span className="muted"> · {r.product} · {r.author_name} · {formatDate(r.created_at)} · {t(`merchant_ui.brand.review_states.${r.state}`, { defaultValue: r.state })}</span>
        <p>{r.body}</p>
      </li>
    ))}</ul>
  );
}
