import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { productFieldsShape, type ProductDetail } from '../../../../shared/schema/product.js';
import { Section } from './Section.js';

const f = productFieldsShape;
/** §5: keywords are comma separated; another separator is refused with a message, not guessed. */
const commaSeparated = (s: string | null) => !s || !/[;|\n\r\t]/.test(s);
const seoForm = z.object({
  seo_title: f.seo_title,
  seo_description: f.seo_description,
  seo_keywords: f.seo_keywords.refine(commaSeparated, 'products_ui.validation.keywords'),
  keywords: z.string().max(2000).refine(commaSeparated, 'products_ui.validation.keywords'),
});

/** Meta title, description and keywords, and the search keywords of the product. */
export function SeoTab({ product, readOnly }: { product: ProductDetail; readOnly: boolean }) {
  const { t } = useTranslation();
  const defaults = useMemo(() => ({ ...product }), [product]);
  return (
    <Section productId={product.id} title={t('products_ui.tabs.seo')} hint={t('products_ui.sections.seo_hint')} schema={seoForm}
      defaults={defaults} readOnly={readOnly} testId="product-seo-form" toPatch={(v) => v} />
  );
}
