import type { TFunction } from 'i18next';
import type { Product } from '../../../../shared/schema/product.js';
import { LOW_STOCK } from '../../../../shared/schema/product.js';
import type { Column } from '../../../kit/table/types.js';
import { productName } from '../editor/shared.js';

/** Published / approved as two small badges; what is missing is said, not only coloured. */
export function StateBadges({ product, t }: { product: Pick<Product, 'published' | 'approved'>; t: TFunction }) {
  return (
    <span className="pr-badges">
      <span className={`pr-badge ${product.published ? 'pr-badge-ok' : 'pr-badge-off'}`}>
        {product.published ? t('products_ui.state.published') : t('products_ui.state.unpublished')}
      </span>
      {!product.approved && <span className="pr-badge pr-badge-warn">{t('products_ui.state.unapproved')}</span>}
    </span>
  );
}

function StockCell({ count, t }: { count: number; t: TFunction }) {
  const cls = count <= 0 ? 'pr-stock-out' : count <= LOW_STOCK ? 'pr-stock-low' : '';
  return <span className={`num ${cls}`} title={count <= 0 ? t('products_ui.stock_states.out_of_stock') : undefined}>{count}</span>;
}

/** The first image at 96 px shown at 28; an empty frame keeps the rows aligned. */
function Thumb({ url }: { url: string | null }) {
  return url ? <img className="pr-thumb" src={url} alt="" loading="lazy" width={28} height={28} data-testid="product-thumb" />
    : <span className="pr-thumb pr-thumb-none" aria-hidden="true" />;
}

export function productColumns(t: TFunction, language: string, showVendor: boolean): Column<Product>[] {
  const columns: Column<Product>[] = [
    { id: 'image', header: t('products_ui.list.image'), headerHidden: true, width: '40px', cell: (p) => <Thumb url={p.image_url} /> },
    { id: 'name', header: t('products_ui.columns.name'), sort: language === 'mn' ? 'name_mn' : 'name_en', primary: true, width: 'minmax(140px, 3fr)', value: (p) => productName(p, language) },
    { id: 'sku', header: t('products_ui.columns.sku'), sort: 'sku', width: '100px', cell: (p) => <code className="pr-sku">{p.sku}</code> },
    { id: 'brand', header: t('products_ui.columns.brand'), width: 'minmax(80px, 1fr)', value: (p) => p.brand_name },
    { id: 'vendor', header: t('products_ui.columns.vendor'), width: 'minmax(80px, 1fr)', value: (p) => p.vendor_name },
    { id: 'price', header: t('products_ui.columns.price'), sort: 'price', kind: 'money', value: (p) => p.price },
    { id: 'stock', header: t('products_ui.columns.stock'), kind: 'number', width: '80px', cell: (p) => <StockCell count={p.count_on_hand} t={t} /> },
    { id: 'state', header: t('products_ui.columns.state'), width: '200px', fit: true, cell: (p) => <StateBadges product={p} t={t} /> },
    { id: 'updated_at', header: t('products_ui.columns.updated_at'), sort: 'updated_at', kind: 'date', value: (p) => p.updated_at },
  ];
  // a merchant of one vendor sees only his own products: the column would repeat his name
  return showVendor ? columns : columns.filter((c) => c.id !== 'vendor');
}
