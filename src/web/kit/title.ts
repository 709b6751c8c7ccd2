import { useEffect, useId } from 'react';
import i18next from 'i18next';

/**
 * The tab's title, one mechanism for every screen: the router titles each route by its label
 * (weight 0), a screen names what it shows (weight 1: the order number, the product's name), and
 * the heaviest, latest title mounted wins. `Back office` follows, as on every tab of the console.
 */
const titles = new Map<string, { text: string; weight: number; at: number }>();
let clock = 0;

function apply() {
  let best: { text: string; weight: number; at: number } | null = null;
  for (const entry of titles.values()) {
    if (!best || entry.weight > best.weight || (entry.weight === best.weight && entry.at > best.at)) best = entry;
  }
  const app = i18next.t('ui.app.name');
  document.title = best?.text ? `${best.text} · ${app}` : app;
}

/** Titles the tab while the calling component is mounted; null or empty (still loading) leaves it to the route's label. */
export function useDocumentTitle(text: string | null | undefined, weight = 1): void {
  const id = useId();
  useEffect(() => {
    if (text) titles.set(id, { text, weight, at: ++clock });
    else titles.delete(id);
    apply();
  }, [id, text, weight]);
  useEffect(() => () => { titles.delete(id); apply(); }, [id]);
}
