import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiError } from '../../../../shared/api/errors.js';
import { update } from '../../../../shared/commands/products/products.js';
import { errorText } from '../../../kit/notify.js';
import { Tabs } from '../../../kit/Tabs.js';
import type { ScreenProps } from '../../index.js';
import { AuditsTab } from './AuditsTab.js';
import { DetailsTab } from './DetailsTab.js';
import { EditorHeader } from './EditorHeader.js';
import { ImagesPanel } from '../images/ImagesPanel.js';
import { NutritionTab } from './NutritionTab.js';
import { PricesTab } from './PricesTab.js';
import { PropertiesTab } from './PropertiesTab.js';
import { RelationsTab } from './RelationsTab.js';
import { SeoTab } from './SeoTab.js';
import { useCan, useProduct } from './shared.js';
import { StockTab } from './StockTab.js';
import { TaxonsTab } from './TaxonsTab.js';
import { VariantsTab } from './VariantsTab.js';
import '../../../styles/products.css';

export const PRODUCT_TABS = ['details', 'prices', 'variants', 'images', 'stock', 'properties', 'taxons', 'seo', 'nutrition', 'relations', 'audits'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** /products/all/{id}/{tab?}: one product, the tab in the URL (details by default). */
export default function ProductEditor({ params }: ScreenProps) {
  const { t } = useTranslation();
  const can = useCan();
  const id = Number(params.slug);
  const tab: ProductTab = PRODUCT_TABS.find((x) => x === params.tab) ?? 'details';
  const valid = Number.isInteger(id) && id > 0;
  const query = useProduct(id, valid);

  const back = <Link href="/products/all" className="pr-back">← {t('products_ui.editor.back')}</Link>;
  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    return <section className="pr-editor">{back}<p role="alert" data-testid="product-not-found">{t('products_ui.editor.not_found')}</p></section>;
  }
  if (query.error) return <section className="pr-editor">{back}<p role="alert" className="form-error">{errorText(query.error)}</p></section>;
  if (!query.data) return <section className="pr-editor">{back}<p role="status" className="muted">{t('kit.table.loading')}</p></section>;

  const product = query.data.product;
  // product_view (and the stock role outside the stock tab) reads; the server refuses the rest anyway
  const readOnly = !can(update);
  const panelId = 'product-tab-panel';
  return (
    <section className={`pr-editor${readOnly ? ' pr-readonly' : ''}`} data-testid="product-editor" data-product-id={product.id} data-readonly={readOnly || undefined}>
      {back}
      <EditorHeader product={product} readOnly={readOnly} />
      <Tabs label={t('products_ui.editor.tabs')} current={tab} panelId={panelId} testId="product-tabs"
        tabs={PRODUCT_TABS.map((x) => ({ id: x, label: t(`products_ui.tabs.${x}`), href: `/products/all/${product.id}/${x}` }))} />
      <div role="tabpanel" id={panelId} aria-labelledby={`tab-${tab}`} className="pr-panel" data-testid={`product-panel-${tab}`}>
        {tab === 'details' && <DetailsTab product={product} readOnly={readOnly} />}
        {tab === 'prices' && <PricesTab product={product} readOnly={readOnly} />}
        {tab === 'variants' && <VariantsTab product={product} readOnly={readOnly} />}
        {tab === 'images' && <ImagesPanel productId={product.id} variants={product.variants} readOnly={readOnly} />}
        {tab === 'stock' && <StockTab product={product} />}
        {tab === 'properties' && <PropertiesTab product={product} readOnly={readOnly} />}
        {tab === 'taxons' && <TaxonsTab product={product} readOnly={readOnly} />}
        {tab === 'seo' && <SeoTab product={product} readOnly={readOnly} />}
        {tab === 'nutrition' && <NutritionTab product={product} readOnly={readOnly} />}
        {tab === 'relations' && <RelationsTab product={product} readOnly={readOnly} />}
        {tab === 'audits' && <AuditsTab product={product} />}
      </div>
    </section>
  );
}
