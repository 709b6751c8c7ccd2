import { useTranslation } from 'react-i18next';
import { matchRoute } from '../../shared/roles/visibility.js';
import { useLocation } from 'wouter';

/** A route of the product whose screen comes with a later issue: said plainly, never faked. */
export default function NotBuilt() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const route = matchRoute(location);
  return (
    <section className="not-built" data-testid="not-built">
      <h1>{route ? t(route.label) : location}</h1>
      <h2>{t('ui.not_built.title')}</h2>
      <p>{t('ui.not_built.body', { route: route ? t(route.label) : location, path: route?.path ?? location })}</p>
      <p className="muted">{t('ui.not_built.hint')}</p>
    </section>
  );
}
