import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import type { Session } from '../app/session.js';
import { persistedAtom } from '../app/persisted.js';
import { helpPanelAtom } from './help-state.js';
import { ConsoleRoutes } from './ConsoleRoutes.js';
import { Header } from './Header.js';
import { Sidebar } from './Sidebar.js';

const Palette = lazy(() => import('../palette/Palette.js'));
const HelpPanel = lazy(() => import('../screens/help/HelpPanel.js'));
const Shortcuts = lazy(() => import('../keyboard/Shortcuts.js'));
const PushPrompt = lazy(() => import('../screens/users/PushPrompt.js').then((m) => ({ default: m.PushPrompt })));

/** §9 sizes: header 55 px, sidebar 200 px (50 px collapsed), help panel 500 px on the right. */
export function Layout({ session }: { session: Session }) {
  const { sidebarCollapsed } = useAtomValue(persistedAtom);
  const help = useAtomValue(helpPanelAtom);
  return (
    <div className={`layout${sidebarCollapsed ? ' sidebar-collapsed' : ''}${help.open ? ' help-open' : ''}`}>
      <Header session={session} />
      <Sidebar viewer={session.viewer} collapsed={sidebarCollapsed} />
      <main className="content" id="content" tabIndex={-1}>
        <ConsoleRoutes viewer={session.viewer} />
      </main>
      <Suspense fallback={null}>
        {help.open && <HelpPanel />}
        <Palette />
        <Shortcuts />
        <PushPrompt />
      </Suspense>
    </div>
  );
}
