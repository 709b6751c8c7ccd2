import { useTranslation } from 'react-i18next';
import type { PageBlock } from '../../../shared/commands/content/pages.js';

const WIDTHS = { phone: 375, desktop: 1200 } as const;

/**
 * How the storefront lays a page out, at a phone's or a desktop's width: the images themselves,
 * the product lists as what they will ask for. Addresses are the schema's (our paths or https).
 */
export function PagePreview({ blocks, width }: { blocks: readonly PageBlock[]; width: keyof typeof WIDTHS }) {
  const { t, i18n } = useTranslation();
  const img = (url: string, alt: string) => (url.startsWith('/') || url.startsWith('https://') ? <img src={url} alt={alt} className="ct-pv-img" /> : <div className="ct-pv-missing">{alt || '—'}</div>);
  return (
    <div className="ct-pv-frame" data-testid="page-preview" data-width={width}>
      <div className={`ct-pv ct-pv-${width}`} style={{ width: WIDTHS[width] }}>
        {blocks.map((b, i) => {
          switch (b.kind) {
            case 'container': return <hr key={i} className={`ct-pv-container ct-pv-${b.width}`} style={{ marginTop: b.margin_top, marginBottom: b.margin_bottom }} />;
            case 'banner': return <div key={i} className="ct-pv-banner">{img(b.image_url, b.alt)}</div>;
            case 'slider': return (
              <div key={i} className="ct-pv-slider">
                {img(b.slides[0]?.image_url ?? '', b.slides[0]?.alt ?? '')}
                <span className="muted">{t('content_ui.page.preview_slider', { count: b.slides.length, ms: b.autoplay_ms })}</span>
              </div>
            );
            case 'product_list': return (
              <div key={i} className="ct-pv-products">
                <strong>{(i18n.language === 'mn' ? b.title_mn : b.title_en) || t('content_ui.page.kinds.product_list')}</strong>
                <span className="muted">{b.source === 'sku' ? b.skus.join(', ') : b.category} · {t(`content_ui.page.sorts.${b.sort}`)} · {b.per_page}</span>
                <div className={`ct-pv-grid ct-pv-grid-${width}`}>{Array.from({ length: Math.min(b.per_page, width === 'phone' ? 4 : 8) }, (_, k) => <span key={k} className="ct-pv-card" />)}</div>
              </div>
            );
          }
        })}
      </div>
    </div>
  );
}
