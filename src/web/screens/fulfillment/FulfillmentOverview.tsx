import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { counts } from '../../../shared/commands/fulfillment/delivery.js';
import type { FulfillmentLabel } from '../../../shared/commands/fulfillment/labels.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { AppLink } from '../../kit/links.js';
import { errorText } from '../../kit/notify.js';
import { serializeListSearch } from '../../kit/table/url-state.js';
import { DayInput, today } from './shared.js';

/** The ordered products of a label and days (the very filters the count used). */
export function labelHref(label: FulfillmentLabel, from: string, to: string): string {
  return `/fulfillment/ordered_products?${serializeListSearch({ page: 1, per_page: null, q: { label_eq: label, completed_at_gteq: from, completed_at_lteq: to }, extra: {} })}`;
}

/** /fulfillment: the day's placed orders by §4's labels, each tile opening its ordered products. */
export default function FulfillmentOverview() {
  const { t } = useTranslation();
  const { selection } = useSession();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const query = useQuery({
    queryKey: ['fulfillment.counts', from, to, selection.website.id, selection.vendorId],
    queryFn: ({ signal }) => api.call(counts, { date_from: from, date_to: to < from ? from : to }, { signal }),
  });
  return (
    <section className="ff-screen" data-testid="fulfillment-overview">
      <h1 className="screen-title">{t('nav.routes.fulfillment_overview')}</h1>
      <p className="muted">{t('fulfillment_ui.overview.hint')}</p>
      <div className="ff-controls">
        <DayInput value={from} onChange={setFrom} label={t('fulfillment_ui.from')} testId="ff-from" />
        <DayInput value={to} onChange={setTo} label={t('fulfillment_ui.to')} testId="ff-to" />
      </div>
      {query.isError && <p className="form-error" role="alert">{errorText(query.error)}</p>}
      {!query.data && !query.isError && <p className="muted" aria-busy="true">{t('fulfillment_ui.loading')}</p>}
      {query.data && (
        <nav className="ff-tiles" aria-label={t('nav.routes.fulfillment_overview')}>
          {query.data.items.map(({ label, count }) => (
            <AppLink key={label} href={labelHref(label, query.data.date_from, query.data.date_to)} className={`ff-tile ff-tile-${label}`}
              data-testid={`ff-tile-${label}`} title={t('fulfillment_ui.overview.open', { label: t(`fulfillment_ui.labels.${label}`) })}>
              <span>{t(`fulfillment_ui.labels.${label}`)}</span>
              <strong data-testid={`ff-count-${label}`}>{count.toLocaleString('en-US')}</strong>
            </AppLink>
          ))}
        </nav>
      )}
    </section>
  );
}
