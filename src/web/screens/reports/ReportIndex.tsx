import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { canAccess } from '../../../shared/roles/access.js';
import { ROUTES } from '../../../shared/roles/routes.js';
import { useSession } from '../../app/session.js';
import { useDocumentTitle } from '../../kit/title.js';
import { SCREENS } from '../index.js';
import './reports.css';

const FAVOURITES_KEY = 'back_office.report_favourites';

function readFavourites(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * /report: every report the reader may open, searched by name in his language (and by path),
 * his favourites first (kept in this browser). Reports whose data is another part's are listed
 * as not offered yet rather than hidden.
 */
export default function ReportIndex() {
  const { t } = useTranslation();
  const { viewer } = useSession();
  useDocumentTitle(t('reports_ui.index_title'));
  const [query, setQuery] = useState('');
  const [favourites, setFavourites] = useState<string[]>(readFavourites);
  const routes = useMemo(() => ROUTES.filter((r) => r.area === 'reports' && r.id !== 'reports.overview' && !r.path.includes(':') && canAccess(r, viewer)), [viewer]);
  const words = query.trim().toLowerCase();
  const shown = routes.filter((r) => !words || t(r.label).toLowerCase().includes(words) || r.path.includes(words));
  const toggle = (id: string) => {
    const next = favourites.includes(id) ? favourites.filter((f) => f !== id) : [...favourites, id];
    setFavourites(next);
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next));
  };
  const item = (r: (typeof routes)[number]) => {
    const fav = favourites.includes(r.id);
    const built = Object.hasOwn(SCREENS, r.id);
    return (
      <li key={r.id} className="rp-index-item" data-testid="report-index-item" data-route={r.id}>
        <button type="button" className="rp-star" aria-pressed={fav} title={t(fav ? 'reports_ui.favourite_remove' : 'reports_ui.favourite_add')}
          aria-label={t(fav ? 'reports_ui.favourite_remove' : 'reports_ui.favourite_add')} onClick={() => toggle(r.id)} data-testid="report-favourite">{fav ? '★' : '☆'}</button>
        {built ? <Link href={r.path}>{t(r.label)}</Link> : <span className="muted" title={t('reports_ui.not_offered')}>{t(r.label)}</span>}
        <span className="muted rp-path">{r.path}</span>
      </li>
    );
  };
  const favs = shown.filter((r) => favourites.includes(r.id));
  return (
    <section className="rp-screen" data-testid="report-index">
      <h1 className="screen-title">{t('reports_ui.index_title')}</h1>
      <input type="search" className="rp-search" placeholder={t('reports_ui.index_search')} aria-label={t('reports_ui.index_search')} value={query}
        onChange={(e) => setQuery(e.target.value)} autoFocus data-testid="report-search" />
      {favs.length > 0 && (<><h2>{t('reports_ui.favourites')}</h2><ul className="rp-index" data-testid="report-favourites">{favs.map(item)}</ul></>)}
      <h2>{t('reports_ui.all_reports')}</h2>
      <ul className="rp-index">{shown.map(item)}</ul>
    </section>
  );
}
