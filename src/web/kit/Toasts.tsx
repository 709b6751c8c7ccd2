import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { dismissToast, toastsAtom } from '../app/toasts.js';

/** The §8 messages: success, warning and error toasts, top right, announced to screen readers. */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  const { t } = useTranslation();
  return (
    <div className="toasts" role="region" aria-label={t('ui.toast.region')}>
      {toasts.map((x) => (
        <div key={x.id} className={`toast toast-${x.kind}`} role={x.kind === 'error' || x.kind === 'warning' ? 'alert' : 'status'} data-testid="toast">
          <span>{x.text}</span>
          {x.link && <Link href={x.link.href} className="toast-link" onClick={() => dismissToast(x.id)}>{x.link.label}</Link>}
          <button type="button" className="toast-close" aria-label={t('ui.toast.dismiss')} onClick={() => dismissToast(x.id)}>×</button>
        </div>
      ))}
    </div>
  );
}
