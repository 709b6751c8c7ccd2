import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { previewOutput } from '../../../../shared/commands/orders/create.js';
import { Money } from '../../../kit/cells.js';

/** The server's preview (the one totals function), shown as the form changes. */
export function TotalsPanel({ preview, loading }: { preview: z.infer<typeof previewOutput> | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const row = (label: string, value: number | undefined, testId: string, strong = false) => (
    <div className={strong ? 'on-total-row on-grand' : 'on-total-row'}>
      <dt>{label}</dt>
      <dd data-testid={testId}><Money value={value ?? 0} /></dd>
    </div>
  );
  return (
    <section className="on-totals" aria-live="polite" aria-busy={loading} data-testid="new-order-totals">
      <h2>{t('orders_new.totals.title')}</h2>
      <dl>
        {row(t('orders_new.totals.items'), preview?.item_total, 'new-total-items')}
        {row(t('orders_new.totals.shipping'), preview?.shipment_total, 'new-total-shipping')}
        {preview && preview.discount_total > 0 && row(t('orders_new.discounts.title'), -preview.discount_total, 'new-total-discounts')}
        {preview && preview.adjustment_total + preview.discount_total + preview.fee_total !== 0 && row(t('orders_new.totals.adjustments'), preview.adjustment_total + preview.discount_total + preview.fee_total, 'new-total-adjustments')}
        {row(t('orders_new.totals.total'), preview?.total, 'new-total', true)}
      </dl>
      {loading && <p className="muted">{t('orders_new.totals.loading')}</p>}
    </section>
  );
}
