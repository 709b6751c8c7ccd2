import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { lookup } from '../../../shared/i18n/index.js';
import { SETTINGS_ROUTES } from '../../../shared/roles/routes/settings.js';
import { linkPath, visibleRoutes } from '../../../shared/roles/visibility.js';
import { useSession } from '../../app/session.js';
import { isPlainKey } from '../../kit/keys.js';
import '../../styles/settings.css';

/** Case and accents folded, so "sms" finds "SMS templates". */
const fold = (s: string) => s.toLocaleLowerCase().normalize('NFKD');

/**
 * /settings: the settings areas the reader's roles open (the route catalogue's Settings group, the
 * visibility rule of §6), as a list to search. Typing filters (by the name in either language, the
 * description or the path); ↓/↑ or j/k move, Enter opens.
 */
export default function SettingsIndex() {
  const { t } = useTranslation();
  const viewer = useSession().viewer;
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);

  const areas = useMemo(() => visibleRoutes(viewer, SETTINGS_ROUTES)
    .filter((r) => r.sidebar && r.id !== 'settings.index')
    .map((r) => ({
      id: r.id, href: linkPath(r.path) ?? r.path, label: t(r.label), about: t(`settings_ui.index.about.${r.id.slice('settings.'.length)}`),
      // both languages' names, so a reader finds an area by either
      text: fold([lookup('en', r.label) ?? '', lookup('mn', r.label) ?? '', t(`settings_ui.index.about.${r.id.slice('settings.'.length)}`), r.path].join(' ')),
    })), [viewer, t]);
  const shown = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    return areas.filter((a) => words.every((w) => a.text.includes(w)));
  }, [areas, query]);
  const current = Math.min(active, Math.max(shown.length - 1, 0));

  function move(by: number) {
    const next = Math.max(0, Math.min(shown.length - 1, current + by));
    setActive(next);
    list.current?.children[next]?.scrollIntoView({ block: 'nearest' });
  }
  function onKey(e: React.KeyboardEvent) {
    const inField = e.target instanceof HTMLInputElement;
    const key = e.key;
    if (key === 'ArrowDown' || (!inField && isPlainKey(e) && key === 'j')) { e.preventDefault(); move(1); }
    else if (key === 'ArrowUp' || (!inField && isPlainKey(e) && key === 'k')) { e.preventDefault(); move(-1); }
    else if (key === 'Enter' && shown[current] && (inField || e.target === list.current)) { e.preventDefault(); navigate(shown[current].href); }
    // j and k move once the search is left (Tab); Escape leaves it too
    else if (key === 'Escape' && inField && query) { e.preventDefault(); setQuery(''); }
  }

  return (
    <section className="st-index" data-testid="settings-index" onKeyDown={onKey}>
      <h1>{t('nav.routes.settings_index')}</h1>
      <p className="muted st-hint">{t('settings_ui.index.hint')}</p>
      <input className="input st-search" type="search" autoFocus value={query} aria-label={t('settings_ui.index.search')}
        placeholder={t('settings_ui.index.search')} data-testid="settings-index-search" aria-controls="settings-index-list"
        aria-activedescendant={shown[current] ? `settings-area-${current}` : undefined}
        onChange={(e) => { setQuery(e.target.value); setActive(0); }} />
      {shown.length === 0
        ? <p className="muted" role="status" data-testid="settings-index-empty">{t('settings_ui.index.none', { query })}</p>
        : (
          <ul className="st-list" id="settings-index-list" role="listbox" tabIndex={0} ref={list} aria-label={t('nav.routes.settings_index')}>
            {shown.map((a, i) => (
              <li key={a.id} id={`settings-area-${i}`} role="option" aria-selected={i === current} className={i === current ? 'st-active' : undefined}
                data-testid="settings-index-item" onMouseEnter={() => setActive(i)}>
                <Link href={a.href} tabIndex={-1}>
                  <span className="st-label">{a.label}</span>
                  <span className="st-about muted">{a.about}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}
