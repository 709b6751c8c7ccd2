import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { RouteDef } from '../../../shared/roles/routes.js';
import { isMerchantOnly, type Viewer } from '../../../shared/roles/access.js';
import { matchRoute } from '../../../shared/roles/visibility.js';
import { useDocumentTitle } from '../../kit/title.js';

/** Why the rule refuses this route to this viewer, each reason a sentence (the same order as canAccess). */
function reasons(route: RouteDef, viewer: Viewer): { key: string; values?: Record<string, string> }[] {
  const out: { key: string; values?: Record<string, string> }[] = [];
  if (route.websites && !(viewer.website && route.websites.includes(viewer.website.index))) out.push({ key: 'lists.refused.websites', values: { websites: route.websites.join(', ') } });
  if (route.features && !(viewer.website && route.features.some((f) => viewer.website!.features.includes(f)))) out.push({ key: 'lists.refused.features', values: { features: route.features.join(', ') } });
  if (route.tenantOnly && viewer.tenantId === null) out.push({ key: 'lists.refused.tenant' });
  if (route.notForMerchants && isMerchantOnly(viewer)) out.push({ key: 'lists.refused.merchant' });
  if (route.roles !== true && !route.roles.some((r) => viewer.roles.includes(r))) out.push({ key: 'lists.refused.roles', values: { roles: route.roles.join(', ') } });
  return out;
}

/**
 * What a URL the router cannot open shows, in the screen's place, instead of a silent bounce: a
 * route of the catalogue this viewer may not open says which roles (or website, or merchant) open
 * it; a path the catalogue does not know says so. Both offer the way to the viewer's start page.
 */
export default function Refused({ home, viewer }: { home: string; viewer: Viewer }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const route = matchRoute(location);
  useDocumentTitle(route ? t(route.label) : t('lists.refused.not_found_title'));
  const back = <p><Link href={home} className="btn" data-testid="refused-home">{t('lists.refused.home')}</Link></p>;
  if (!route) {
    return (
      <section className="refused" data-testid="not-found">
        <h1>{t('lists.refused.not_found_title')}</h1>
        <p>{t('lists.refused.not_found_body', { path: location })}</p>
        {back}
      </section>
    );
  }
  return (
    <section className="refused" data-testid="forbidden">
      <h1>{t(route.label)}</h1>
      <h2>{t('lists.refused.forbidden_title')}</h2>
      <ul>
        {reasons(route, viewer).map((r) => <li key={r.key} data-testid="refused-reason">{t(r.key, r.values)}</li>)}
      </ul>
      <p className="muted">{t('lists.refused.ask')}</p>
      {back}
    </section>
  );
}
