import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { update } from '../../../../shared/commands/products/products.js';
import { api } from '../../../app/api.js';
import { SchemaForm } from '../../../kit/form/SchemaForm.js';
import { notifySuccess } from '../../../kit/notify.js';
import { afterProductSaved, once } from './shared.js';

export type ProductPatch = Omit<z.input<typeof update.input>, 'id'>;

/** The labels of the product fields the editor's forms show, by field name. */
const LABELLED = [
  'name_en', 'name_mn', 'description_en', 'description_mn', 'sku', 'master_sku', 'merchant_sku', 'barcode', 'slug',
  'brand_id', 'vendor_id', 'product_type', 'category', 'prototype_id', 'shipping_category', 'published', 'available_on',
  'back_orderable', 'auto_cancel_hours', 'bonus_point', 'weight', 'height', 'width', 'length', 'price', 'cost_price',
  'selling_price', 'base_price', 'sale_price', 'sale_percent', 'sale_start', 'sale_expiry', 'seo_title', 'seo_description',
  'seo_keywords', 'keywords', 'calories', 'serve_qty', 'serve_unit', 'serve_weight', 'nutrition',
] as const;

export function productLabels(t: TFunction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of LABELLED) {
    out[k] = t(`products_ui.fields.${k}`);
    out[`nutrition.${k}`] = out[k];
  }
  return out;
}

/**
 * One titled group of the product's fields, saved on its own through `product.update`: a short
 * form is quicker to check and a refusal points at a field in view.
 */
export function Section<S extends z.ZodType>(props: {
  productId: number; title: string; schema: S; defaults: Record<string, unknown>; readOnly: boolean; testId: string;
  toPatch: (values: z.output<S>) => ProductPatch; hint?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = `${props.testId}-title`;
  return (
    <section className="pr-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      {props.hint && <p className="muted pr-hint">{props.hint}</p>}
      <SchemaForm
        schema={props.schema}
        defaultValues={props.defaults}
        labels={productLabels(t)}
        submitLabel={t('products_ui.editor.save')}
        layout="grid"
        disabled={props.readOnly}
        keepEdits
        testId={props.testId}
        onSubmit={async (values) => {
          const { product } = await api.call(update, { id: props.productId, ...props.toPatch(values) }, once());
          afterProductSaved(queryClient, product);
          notifySuccess('saved');
        }}
      />
    </section>
  );
}
