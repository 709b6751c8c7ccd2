import { useCallback, useEffect, useId } from 'react';
import i18next from 'i18next';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { confirm } from '../confirm/confirm.js';

/**
 * Unsaved edits are not lost without a word (issue 13): a form with changes registers here while
 * it is dirty; leaving it — a link, "← All products", the palette, a reload or closing the tab —
 * asks first. One piece for every form: `useUnsavedChanges(dirty)`.
 */
interface Guard {
  /** Paths the form stays mounted on (its screen's own tabs): going there loses nothing. */
  keeps: (path: string) => boolean;
}
const guards = new Map<string, Guard>();

/** Whether going to `to` would leave a form with changes behind. */
export function wouldLoseEdits(to: string): boolean {
  const path = to.split(/[?#]/)[0] || window.location.pathname;
  for (const g of guards.values()) if (!g.keeps(path)) return true;
  return false;
}

/** Asks before leaving edits; true to go on (the guards are dropped: their forms are being left). */
export async function leaveEdits(): Promise<boolean> {
  const ok = await confirm({
    title: i18next.t('lists.unsaved.title'),
    body: i18next.t('lists.unsaved.body'),
    okLabel: i18next.t('lists.unsaved.leave'),
    cancelLabel: i18next.t('lists.unsaved.stay'),
    danger: true,
  });
  if (ok) guards.clear();
  return ok;
}

function onBeforeUnload(e: BeforeUnloadEvent) {
  if (guards.size === 0) return;
  e.preventDefault();
  // older Chromium wants a returnValue to show its own "Leave site?" dialog
  e.returnValue = '';
}

/**
 * Registers a form's unsaved changes while `dirty`. `keeps` names the paths where the form stays
 * mounted (by default its own path, with any query string).
 */
export function useUnsavedChanges(dirty: boolean, keeps?: (path: string) => boolean): void {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    const here = window.location.pathname;
    guards.set(id, { keeps: keeps ?? ((path) => path === here) });
    if (guards.size === 1) window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      guards.delete(id);
      if (guards.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [id, dirty, keeps]);
}

/** The address the console shows: where Back returns to when the user stays with his edits. */
let shown = typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

/**
 * Back and Forward cannot be refused, only undone: registered before wouter's own listener (this
 * module loads with the shell), it stops the event from reaching the router, puts the address
 * back, and asks; leaving goes back again, with the guards dropped.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (e) => {
    if (guards.size === 0 || !wouldLoseEdits(window.location.pathname)) return;
    e.stopImmediatePropagation();
    history.pushState(history.state, '', shown);
    void leaveEdits().then((ok) => { if (ok) history.back(); });
  });
}

type BrowserLocation = typeof useBrowserLocation;

/**
 * wouter's browser location whose `navigate` asks before leaving unsaved edits: every in-app
 * navigation (links, the sidebar, the palette, `navigate()` of a screen) goes through it.
 */
export const useGuardedLocation: BrowserLocation = (options) => {
  const [location, navigate] = useBrowserLocation(options);
  useEffect(() => { shown = `${window.location.pathname}${window.location.search}`; }, [location]);
  const guarded = useCallback<typeof navigate>((to, opts) => {
    const go = () => { navigate(to, opts); shown = `${window.location.pathname}${window.location.search}`; };
    if (!wouldLoseEdits(String(to))) return go();
    void leaveEdits().then((ok) => { if (ok) go(); });
  }, [navigate]);
  return [location, guarded];
};
