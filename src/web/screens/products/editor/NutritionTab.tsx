import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type ProductDetail } from '../../../../shared/schema/product.js';
import { Section } from './Section.js';

const amount = z.coerce.number().min(0, 'products_ui.validation.not_negative').max(100_000).nullable();
const nutritionForm = z.object({ calories: amount, serve_qty: amount, serve_unit: z.string().trim().max(30).nullable(), serve_weight: amount });

/** Nutrition facts of a food product; all empty clears them. */
export function NutritionTab({ product, readOnly }: { product: ProductDetail; readOnly: boolean }) {
  const { t } = useTranslation();
  const defaults = useMemo(() => ({ ...(product.nutrition ?? {}) }), [product.nutrition]);
  return (
    <Section productId={product.id} title={t('products_ui.tabs.nutrition')} schema={nutritionForm} defaults={defaults}
      readOnly={readOnly} testId="product-nutrition-form"
      toPatch={(v) => ({ nutrition: Object.values(v).every((x) => x === null) ? null : v })} />
  );
}
