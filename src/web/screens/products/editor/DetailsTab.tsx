import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isValidBarcode } from '../../../../shared/schema/barcode.js';
import { productFieldsShape, SLUG_PATTERN, type ProductDetail } from '../../../../shared/schema/product.js';
import { ClassificationForm } from './ClassificationForm.js';
import { Section } from './Section.js';

const f = productFieldsShape;

/** §5 rules with messages the form translates (the catalogue's own are English sentences). */
export const formBarcode = z.string().trim().transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().refine(isValidBarcode, 'products_ui.validation.barcode'));
const formSlug = z.string().trim().min(1).max(200).regex(SLUG_PATTERN, 'products_ui.validation.slug');

const namesForm = z.object({ name_en: f.name_en.min(1), name_mn: f.name_mn.min(1), description_en: f.description_en, description_mn: f.description_mn });
const idsForm = z.object({ sku: f.sku, master_sku: f.master_sku, merchant_sku: f.merchant_sku, barcode: formBarcode.nullable(), slug: formSlug });
const flagsForm = z.object({ published: f.published, back_orderable: f.back_orderable, auto_cancel_hours: f.auto_cancel_hours, bonus_point: f.bonus_point });
const measuresForm = z.object({ weight: f.weight, height: f.height, width: f.width, length: f.length });

/** Every §3 field of the product, in groups that each save on their own. */
export function DetailsTab({ product, readOnly }: { product: ProductDetail; readOnly: boolean }) {
  const { t } = useTranslation();
  const defaults = useMemo(() => ({ ...product }), [product]);
  const common = { productId: product.id, defaults, readOnly };
  return (
    <div className="pr-details">
      <Section {...common} title={t('products_ui.sections.names')} schema={namesForm} testId="product-names-form" toPatch={(v) => v} />
      <Section {...common} title={t('products_ui.sections.identifiers')} schema={idsForm} testId="product-ids-form" toPatch={(v) => v} />
      <ClassificationForm product={product} readOnly={readOnly} />
      <Section {...common} title={t('products_ui.sections.flags')} schema={flagsForm} testId="product-flags-form" toPatch={(v) => v} />
      <Section {...common} title={t('products_ui.sections.measures')} hint={t('products_ui.sections.measures_hint')} schema={measuresForm} testId="product-measures-form" toPatch={(v) => v} />
    </div>
  );
}
