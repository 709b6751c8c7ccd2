import { useAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { Viewer } from '../../shared/roles/access.js';
import { sidebar } from '../../shared/roles/visibility.js';
import { persistedAtom } from '../app/persisted.js';

/**
 * §2's groups with the items the shared visibility rule leaves this viewer; NEW and SYSTEM badges.
 * Groups fold open and closed; the group holding the current page starts open.
 */
export function Sidebar({ viewer, collapsed }: { viewer: Viewer; collapsed: boolean }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [, setPersisted] = useAtom(persistedAtom);
  const sections = useMemo(() => sidebar(viewer), [viewer]);
  const [openGroups, setOpenGroups] = useState<Set<string>>(() => new Set(sections.filter((s) => s.items.some((i) => location === i.href || location.startsWith(`${i.href}/`))).map((s) => s.id)));
  // a detail page (/u/users/12) lights the list it belongs to; of several that hold it (/system and
  // /system/websites) the closest one only
  const within = (href: string) => location === href || location.startsWith(`${href}/`);
  const activeHref = useMemo(() => sections.flatMap((s) => s.items.map((i) => i.href)).filter(within).sort((a, b) => b.length - a.length)[0], [sections, location]);
  const isActive = (href: string) => href === activeHref;
  const toggle = (id: string) => setOpenGroups((g) => { const n = new Set(g); if (n.has(id)) n.delete(id); else n.add(id); return n; });

  return (
    <nav className="sidebar" aria-label={t('ui.sidebar.label')} data-testid="sidebar">
      <button type="button" className="sidebar-toggle" onClick={() => setPersisted({ sidebarCollapsed: !collapsed })}
        aria-label={collapsed ? t('ui.sidebar.expand') : t('ui.sidebar.collapse')} title={collapsed ? t('ui.sidebar.expand') : t('ui.sidebar.collapse')}>
        {collapsed ? '»' : '«'}
      </button>
      <ul className="sidebar-groups">
        {sections.map((section) => {
          const single = section.items.length === 1 ? section.items[0] : null;
          const open = openGroups.has(section.id) || collapsed;
          const label = t(section.label);
          if (single) {
            return (
              <li key={section.id} className="sidebar-group" data-group={section.id}>
                <Link href={single.href} className={`sidebar-link${isActive(single.href) ? ' active' : ''}`} title={label} aria-current={isActive(single.href) ? 'page' : undefined}>
                  <span className="sidebar-initial" aria-hidden="true">{label.slice(0, 1)}</span>
                  <span className="sidebar-text">{label}</span>
                </Link>
              </li>
            );
          }
          return (
            <li key={section.id} className="sidebar-group" data-group={section.id}>
              <button type="button" className="sidebar-group-title" aria-expanded={open} onClick={() => {
                if (collapsed) { setPersisted({ sidebarCollapsed: false }); setOpenGroups((g) => new Set(g).add(section.id)); } else toggle(section.id);
              }} title={label}>
                <span className="sidebar-initial" aria-hidden="true">{label.slice(0, 1)}</span>
                <span className="sidebar-text">{label}</span>
              </button>
              {open && !collapsed && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item.route.id}>
                      <Link href={item.href} className={`sidebar-link${isActive(item.href) ? ' active' : ''}`} aria-current={isActive(item.href) ? 'page' : undefined}>
                        <span className="sidebar-text">{t(item.route.label)}</span>
                        {'badge' in item.route && item.route.badge && <span className={`badge badge-${item.route.badge}`}>{t(`nav.badges.${item.route.badge}`)}</span>}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
