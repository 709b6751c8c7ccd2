import { useRef } from 'react';
import { Link } from 'wouter';
import '../styles/kit.css';

export interface TabDef { id: string; label: string; href: string }

/**
 * Tabs whose choice lives in the URL (`/u/users/7/roles`): each tab is a link, so it can be
 * opened in a new tab; ←/→, Home and End move between them as the ARIA tabs pattern says.
 */
export function Tabs({ tabs, current, label, panelId, testId = 'tabs' }: { tabs: readonly TabDef[]; current: string; label: string; panelId: string; testId?: string }) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  function onKeyDown(e: React.KeyboardEvent, i: number) {
    const last = tabs.length - 1;
    const to = e.key === 'ArrowRight' ? (i === last ? 0 : i + 1) : e.key === 'ArrowLeft' ? (i === 0 ? last : i - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (to < 0) return;
    e.preventDefault();
    refs.current[to]?.focus();
    refs.current[to]?.click();
  }
  return (
    <div role="tablist" aria-label={label} className="tabs" data-testid={testId}>
      {tabs.map((tab, i) => {
        const selected = tab.id === current;
        return (
          <Link key={tab.id} href={tab.href} role="tab" id={`tab-${tab.id}`} aria-selected={selected} aria-controls={panelId}
            tabIndex={selected ? 0 : -1} className={`tab${selected ? ' tab-active' : ''}`} data-testid={`tab-${tab.id}`}
            ref={(el: HTMLAnchorElement | null) => { refs.current[i] = el; }} onKeyDown={(e: React.KeyboardEvent) => onKeyDown(e, i)}>
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}
