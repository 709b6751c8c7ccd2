import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { RouteId, SidebarGroupId } from '../../shared/roles/routes.js';
import { lookup } from '../../shared/i18n/index.js';
import { linkPath, visibleRoutes } from '../../shared/roles/visibility.js';
import { useSession } from '../app/session.js';
import { isPlainKey, isTypingTarget, overlayOpen } from './keys.js';
import '../styles/area-index.css';

export interface AreaIndexProps {
  /** The sidebar group whose screens are listed. */
  group: SidebarGroupId;
  /** The index's own route, left out of its list. */
  self: RouteId;
  testId: string;
  /** A line under each screen's name (the settings index says what each area holds); searched too. */
  about?: (id: RouteId) => string;
}

/** Case and accents folded, so "sms" finds "SMS templates". */
const fold = (s: string) => s.toLocaleLowerCase().normalize('NFKD');

/**
 * An area's index (/system): its screens the reader may open, as the sidebar's visibility rule
 * leaves them (roles, the website's features), filtered as one types. Keys: typing filters,
 * ↓/↑ in the filter or j/k on the list move, Enter opens.
 */
export function AreaIndex({ group, self, testId, about }: AreaIndexProps) {
  const { t } = useTranslation();
  const viewer = useSession().viewer;
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const entries = useMemo(() => visibleRoutes(viewer)
    .filter((r) => r.group === group && r.sidebar && r.id !== self)
    .flatMap((r) => {
      const href = linkPath(r.path);
      const note = about?.(r.id);
      // both languages' names, so a reader finds a screen by either
      const words = fold([lookup('en', r.label) ?? '', lookup('mn', r.label) ?? '', t(r.label), note ?? '', href ?? ''].join(' '));
      return href ? [{ id: r.id, href, label: t(r.label), note, words }] : [];
    }), [viewer, group, self, t, about]);
  const shown = useMemo(() => {
    const needles = fold(text).split(/\s+/).filter(Boolean);
    return entries.filter((e) => needles.every((w) => e.words.includes(w)));
  }, [entries, text]);
  const current = Math.min(active, shown.length - 1);

  // the list's keys from anywhere on the page; a letter typed elsewhere goes to the filter
  const state = useRef({ shown, current });
  state.current = { shown, current };
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen() || isTypingTarget(e.target) || !isPlainKey(e)) return;
      const { shown: rows, current: at } = state.current;
      if (e.key === 'j' || e.key === 'ArrowDown') setActive(Math.min(rows.length - 1, at + 1));
      else if (e.key === 'k' || e.key === 'ArrowUp') setActive(Math.max(0, at - 1));
      else if (e.key === 'Enter' && rows[at]) navigate(rows[at].href);
      else if (e.key === '/') input.current?.focus();
      else return;
      e.preventDefault();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);

  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  function onInputKey(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') setActive(Math.min(shown.length - 1, current + 1));
    else if (e.key === 'ArrowUp') setActive(Math.max(0, current - 1));
    else if (e.key === 'Enter' && shown[current]) navigate(shown[current].href);
    else if (e.key === 'Escape' && text) setText('');
    else if (e.key === 'Escape') input.current?.blur();
    else return;
    e.preventDefault();
  }

  return (
    <section className="area-index" data-testid={testId}>
      <h1>{t(`nav.groups.${group}`)}</h1>
      <input ref={input} type="search" className="area-index-filter" autoFocus value={text} placeholder={t('kit.area_index.filter')}
        aria-label={t('kit.area_index.filter')} aria-controls={`${testId}-list`} aria-activedescendant={shown[current] ? `${testId}-${shown[current].id}` : undefined}
        onChange={(e) => { setText(e.target.value); setActive(0); }} onKeyDown={onInputKey} data-testid={`${testId}-filter`} />
      <p className="muted area-index-hint">{t('kit.area_index.keys')}</p>
      {shown.length === 0 ? <p className="muted" role="status" data-testid={`${testId}-empty`}>{t('kit.area_index.none')}</p> : (
        <ul ref={list} id={`${testId}-list`} role="listbox" aria-label={t(`nav.groups.${group}`)} className="area-index-list">
          {shown.map((e, i) => (
            <li key={e.id} id={`${testId}-${e.id}`} role="option" aria-selected={i === current} className={i === current ? 'active' : undefined} data-testid={`${testId}-item`}>
              <Link href={e.href} tabIndex={-1} onMouseEnter={() => setActive(i)}>
                <span>{e.label}</span>
                {e.note ? <span className="muted area-index-about">{e.note}</span> : <span className="muted area-index-path">{e.href}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
