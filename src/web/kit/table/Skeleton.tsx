import { useTranslation } from 'react-i18next';
import '../../styles/lists.css';

/** Grey bars in the shape of the rows to come, instead of a centred "Loading…" (said to screen readers). */
export function SkeletonRows({ template, count = 8, testId }: { template: string; count?: number; testId?: string }) {
  const { t } = useTranslation();
  const cells = template.split(' ').filter(Boolean).length;
  return (
    <div className="dt-skeleton" role="status" aria-busy="true" data-testid={testId}>
      <span className="sr-only">{t('kit.table.loading')}</span>
      {Array.from({ length: count }, (_, r) => (
        <div key={r} className="dt-row" style={{ gridTemplateColumns: template }} aria-hidden="true">
          {Array.from({ length: cells }, (_, c) => <div key={c} className="dt-cell"><span className="skeleton-bar" style={{ width: `${55 + ((r * 7 + c * 13) % 40)}%` }} /></div>)}
        </div>
      ))}
    </div>
  );
}

/** A screen still loading its code: a title and a few lines in its place, not a blank. */
export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className="screen-skeleton" role="status" aria-busy="true" data-testid="screen-loading">
      <span className="sr-only">{t('kit.table.loading')}</span>
      <span className="skeleton-bar skeleton-title" aria-hidden="true" />
      {[90, 75, 82, 60].map((w) => <span key={w} className="skeleton-bar" style={{ width: `${w}%` }} aria-hidden="true" />)}
    </div>
  );
}
