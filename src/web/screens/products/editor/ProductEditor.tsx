import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiError } from '../../../../shared/api/errors.js';
import { update } from '../../../../shared/commands/products/products.js';
import { SaveBarScope } from '../../../kit/form/SaveBar.js';
import { ScreenLoading } from '../../../kit/table/Skeleton.js';
import { errorText } from '../../../kit/notify.js';
import { Tabs } from '../../../kit/Tabs.js';
import { useDocumentTitle } from '../../../kit/title.js';
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
import { productName, useCan, useProduct } from './shared.js';
import { StockTab } from './StockTab.js';
import { TaxonsTab } from './TaxonsTab.js';
import { VariantsTab } from './VariantsTab.js';
import '../../../styles/products.css';

export const PRODUCT_TABS = ['details', 'prices', 'variants', 'images', 'stock', 'properties', 'taxons', 'seo', 'nutrition', 'relations', 'audits'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** /products/all/{id}/{tab?}: one product, the tab in the URL (details by default). */
export default function ProductEditor({ params }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const id = Number(params.slug);
  const tab: ProductTab = PRODUCT_TABS.find((x) => x === params.tab) ?? 'details';
  const valid = Number.isInteger(id) && id > 0;
  const query = useProduct(id, valid);
  const [visited, setVisited] = useState<ReadonlySet<ProductTab>>(() => new Set([tab]));
  useEffect(() => setVisited((v) => (v.has(tab) ? v : new Set(v).add(tab))), [tab]);
  // another product: its own tabs only
  useEffect(() => setVisited(new Set([tab])), [id]); // eslint-disable-line react-hooks/exhaustive-deps
  useDocumentTitle(query.data ? productName(query.data.product, i18n.language) : null);

  const back = <Link href="/products/all" className="pr-back">← {t('products_ui.editor.back')}</Link>;
  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    return <section className="pr-editor">{back}<p role="alert" data-testid="product-not-found">{t('products_ui.editor.not_found')}</p></section>;
  }
  if (query.error) return <section className="pr-editor">{back}<p role="alert" className="form-error">{errorText(query.error)}</p></section>;
  if (!query.data) return <section className="pr-editor">{back}<ScreenLoading /></section>;

  const product = query.data.product;
  // product_view (and the stock role outside the stock tab) reads; the server refuses the rest anyway
  const readOnly = !can(update);
  const panelId = 'product-tab-panel';
  const panels: Record<ProductTab, () => ReactNode> = {
    details: () => <DetailsTab product={product} readOnly={readOnly} />,
    prices: () => <PricesTab product={product} readOnly={readOnly} />,
    variants: () => <VariantsTab product={product} readOnly={readOnly} />,
    images: () => <ImagesPanel productId={product.id} variants={product.variants} readOnly={readOnly} />,
    stock: () => <StockTab product={product} />,
    properties: () => <PropertiesTab product={product} readOnly={readOnly} />,
    taxons: () => <TaxonsTab product={product} readOnly={readOnly} />,
    seo: () => <SeoTab product={product} readOnly={readOnly} />,
    nutrition: () => <NutritionTab product={product} readOnly={readOnly} />,
    relations: () => <RelationsTab product={product} readOnly={readOnly} />,
    audits: () => <AuditsTab product={product} />,
  };
  const base = `/products/all/${product.id}`;
  return (
    <section className={`pr-editor${readOnly ? ' pr-readonly' : ''}`} data-testid="product-editor" data-product-id={product.id} data-readonly={readOnly || undefined}>
      {back}
      <EditorHeader product={product} readOnly={readOnly} />
      <Tabs label={t('products_ui.editor.tabs')} current={tab} panelId={panelId} testId="product-tabs"
        tabs={PRODUCT_TABS.map((x) => ({ id: x, label: t(`products_ui.tabs.${x}`), href: `${base}/${x}` }))} />
      {/* the tabs seen stay mounted, hidden: a tab switch keeps their edits, and one bar saves them all */}
      <SaveBarScope keeps={(path) => path === base || path.startsWith(`${base}/`)} testId="product-save-bar">
        {PRODUCT_TABS.filter((x) => x === tab || visited.has(x)).map((x) => (
          <div key={x} role="tabpanel" id={x === tab ? panelId : undefined} aria-labelledby={`tab-${x}`} className="pr-panel" hidden={x !== tab} data-testid={`product-panel-${x}`}>
            {panels[x]()}
          </div>
        ))}
      </SaveBarScope>
    </section>
  );
}
