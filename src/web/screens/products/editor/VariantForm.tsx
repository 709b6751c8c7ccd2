import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { optionTypes } from '../../../../shared/commands/products/resources.js';
import { create, update } from '../../../../shared/commands/products/variants.js';
import { productFieldsShape, type ProductDetail, type Variant } from '../../../../shared/schema/product.js';
import { api } from '../../../app/api.js';
import { SchemaForm } from '../../../kit/form/SchemaForm.js';
import { notifySuccess } from '../../../kit/notify.js';
import { formBarcode } from './DetailsTab.js';
import { once, toMongo, toTugrik, zTugrik } from './shared.js';

const variantForm = z.object({
  sku: productFieldsShape.sku,
  barcode: formBarcode.nullable(),
  price: zTugrik,
  cost_price: zTugrik.nullable(),
  sale_price: zTugrik.nullable(),
  weight: productFieldsShape.weight,
  track_inventory: z.boolean(),
});

/**
 * Creates a variant of the product, or edits one: its own sku, barcode, prices in tögrög, and one
 * value of each of the product's option types (colour, size…).
 */
export function VariantForm({ product, variant, onDone }: { product: ProductDetail; variant: Variant | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId().replace(/:/g, '');
  const types = useQuery({
    queryKey: ['option_type.list', 'all'], staleTime: 5 * 60_000,
    queryFn: ({ signal }) => api.call(optionTypes.list, { per_page: 1000 }, { signal }),
  });
  const productTypes = (types.data?.items ?? []).filter((ot) => product.option_type_ids.includes(ot.id));
  const [picked, setPicked] = useState<Record<number, number>>(() =>
    Object.fromEntries((variant?.option_values ?? []).map((v) => [v.option_type_id, v.id])));
  const defaults = useMemo(() => variant
    ? { ...variant, price: toTugrik(variant.price), cost_price: toTugrik(variant.cost_price), sale_price: toTugrik(variant.sale_price) }
    : { price: toTugrik(product.price), track_inventory: true }, [variant, product.price]);
  const labels = {
    sku: t('products_ui.fields.sku'), barcode: t('products_ui.fields.barcode'), price: t('products_ui.fields.price'),
    cost_price: t('products_ui.fields.cost_price'), sale_price: t('products_ui.fields.sale_price'), weight: t('products_ui.fields.weight'),
    track_inventory: t('products_ui.variants.track_inventory'),
  };

  return (
    <div className="pr-variant-form" data-testid="variant-form-box">
      <h3>{variant ? t('products_ui.variants.edit_title', { sku: variant.sku }) : t('products_ui.variants.new_title')}</h3>
      {productTypes.length > 0 && (
        <div className="pr-options" role="group" aria-label={t('products_ui.variants.options')}>
          {productTypes.map((ot) => (
            <div key={ot.id} className="field">
              <label htmlFor={`${id}-ot-${ot.id}`}>{i18n.language === 'mn' ? ot.presentation_mn : ot.presentation_en}</label>
              <select id={`${id}-ot-${ot.id}`} value={picked[ot.id] ?? ''} data-testid={`variant-option-${ot.name}`}
                onChange={(e) => setPicked((p) => {
                  const next = { ...p };
                  if (e.target.value) next[ot.id] = Number(e.target.value); else delete next[ot.id];
                  return next;
                })}>
                <option value="">{t('kit.form.none')}</option>
                {ot.option_values.map((v) => <option key={v.id} value={v.id}>{i18n.language === 'mn' ? v.presentation_mn : v.presentation_en}</option>)}
              </select>
            </div>
          ))}
        </div>
      )}
      <SchemaForm
        schema={variantForm}
        defaultValues={defaults}
        labels={labels}
        layout="grid"
        autoFocus
        submitLabel={variant ? t('products_ui.editor.save') : t('products_ui.variants.create')}
        testId="variant-form"
        actions={<button type="button" className="btn" onClick={onDone} data-testid="variant-form-cancel">{t('products_ui.editor.cancel')}</button>}
        onSubmit={async (v) => {
          const input = {
            sku: v.sku, barcode: v.barcode, price: toMongo(v.price),
            cost_price: v.cost_price === null ? null : toMongo(v.cost_price),
            sale_price: v.sale_price === null ? null : toMongo(v.sale_price),
            weight: v.weight, track_inventory: v.track_inventory, option_value_ids: Object.values(picked),
          };
          if (variant) await api.call(update, { id: variant.id, ...input }, once());
          else await api.call(create, { id: product.id, ...input }, once());
          notifySuccess(variant ? 'saved' : 'created');
          onDone();
        }}
      />
    </div>
  );
}
