import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { batchSale, prepareSale } from '../../../../shared/commands/products/prices.js';
import type { ProductDetail } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { toast } from '../../../app/toasts.js';
import { DateTime, Money } from '../../../kit/cells.js';
import { SchemaForm } from '../../../kit/form/SchemaForm.js';
import { notifyError, notifySuccess } from '../../../kit/notify.js';
import { productLabels, Section } from './Section.js';
import { afterProductSaved, once, toMongo, toTugrik, useCan, zTugrik } from './shared.js';

const pricesForm = z.object({ price: zTugrik, cost_price: zTugrik.nullable(), selling_price: zTugrik.nullable(), base_price: zTugrik.nullable() });
const mongoOrNull = (v: number | null) => (v === null ? null : toMongo(v));

// §5: one discount price only when all variants share a price; otherwise a percent
const saleForm = z.object({
  sale_percent: z.coerce.number().gt(0, 'products_ui.validation.positive').max(100, 'products_ui.validation.percent').nullable().optional(),
  sale_price: zTugrik.nullable().optional(),
  sale_start: z.iso.date().nullable(),
  sale_expiry: z.iso.date().nullable(),
}).refine((v) => (v.sale_percent == null) !== (v.sale_price == null), { message: 'products_ui.validation.one_discount', path: ['sale_percent'] })
  .refine((v) => !v.sale_start || !v.sale_expiry || v.sale_start <= v.sale_expiry, { message: 'products_ui.validation.sale_dates', path: ['sale_expiry'] });

/** Ulaanbaatar days: a sale starts at the first minute of its first day and ends after the last one. */
const dayStart = (d: string) => new Date(`${d}T00:00:00+08:00`).toISOString();
const dayEnd = (d: string) => new Date(`${d}T23:59:59+08:00`).toISOString();

/** Prices in tögrög (stored as möngö), and the product's sale through prepare_sale / batch_sale (§5). */
export function PricesTab({ product, readOnly }: { product: ProductDetail; readOnly: boolean }) {
  const { t } = useTranslation();
  const defaults = useMemo(() => ({
    price: toTugrik(product.price), cost_price: toTugrik(product.cost_price),
    selling_price: toTugrik(product.selling_price), base_price: toTugrik(product.base_price),
  }), [product]);
  return (
    <div className="pr-prices">
      <Section productId={product.id} title={t('products_ui.sections.prices')} hint={t('products_ui.sections.prices_hint')}
        schema={pricesForm} defaults={defaults} readOnly={readOnly} testId="product-prices-form"
        toPatch={(v) => ({ price: toMongo(v.price), cost_price: mongoOrNull(v.cost_price), selling_price: mongoOrNull(v.selling_price), base_price: mongoOrNull(v.base_price) })} />
      <SaleSection product={product} readOnly={readOnly} />
    </div>
  );
}

function SaleSection({ product, readOnly }: { product: ProductDetail; readOnly: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const can = useCan();
  const mayEdit = !readOnly && can(batchSale);
  const prepared = useQuery({
    queryKey: ['product.prepare_sale', product.id, product.updated_at],
    queryFn: ({ signal }) => api.call(prepareSale, { id: product.id }, { signal }),
    enabled: mayEdit,
  });
  const discounts = prepared.data?.discounts ?? [];
  const saleFields = [...discounts, 'sale_start', 'sale_expiry'];

  const onSale = product.sale_price !== null || product.sale_percent !== null;

  async function apply(input: Omit<z.input<typeof batchSale.input>, 'ids'>) {
    const result = await api.call(batchSale, { ids: [product.id], ...input }, once());
    const refused = result.results.find((r) => !r.ok);
    if (refused?.error) {
      toast('error', `${t(`products_ui.fields.${refused.error.field}`, { defaultValue: refused.error.field })}: ${refused.error.message}`);
      return false;
    }
    afterProductSaved(queryClient, null, product.id);
    notifySuccess('saved');
    return true;
  }

  return (
    <section className="pr-section" aria-labelledby="pr-sale-title" data-testid="product-sale">
      <h2 id="pr-sale-title">{t('products_ui.sale.title')}</h2>
      <dl className="pr-facts">
        <dt>{t('products_ui.fields.sale_price')}</dt><dd><Money value={product.sale_price} /></dd>
        <dt>{t('products_ui.fields.sale_percent')}</dt><dd>{product.sale_percent === null ? <span className="muted">-</span> : `${product.sale_percent}%`}</dd>
        <dt>{t('products_ui.fields.sale_start')}</dt><dd><DateTime value={product.sale_start} /></dd>
        <dt>{t('products_ui.fields.sale_expiry')}</dt><dd><DateTime value={product.sale_expiry} /></dd>
      </dl>
      {mayEdit && prepared.data && (
        <>
          <p className="muted pr-hint">{prepared.data.shared_price ? t('products_ui.sale.shared') : t('products_ui.sale.not_shared')}</p>
          <SchemaForm
            schema={saleForm}
            fields={saleFields}
            labels={productLabels(t)}
            submitLabel={t('products_ui.sale.apply')}
            layout="grid"
            testId="product-sale-form"
            actions={onSale && (
              <button type="button" className="btn" data-testid="product-sale-clear"
                onClick={() => void apply({ clear: true }).catch(notifyError)}>{t('products_ui.sale.clear')}</button>
            )}
            onSubmit={async (v) => {
              const dates = { sale_start: v.sale_start ? dayStart(v.sale_start) : null, sale_expiry: v.sale_expiry ? dayEnd(v.sale_expiry) : null };
              const ok = await apply(v.sale_price != null ? { sale_price: toMongo(v.sale_price), ...dates } : { sale_percent: v.sale_percent ?? 0, ...dates });
              return ok ? undefined : false;
            }}
          />
        </>
      )}
    </section>
  );
}
