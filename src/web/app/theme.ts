import { getDefaultStore } from 'jotai';
import { persistedAtom } from './persisted.js';

/** Light or dark, set as `data-theme` on <html>; the CSS variables of styles/base.css follow it. */
export function applyTheme(): void {
  const store = getDefaultStore();
  const set = () => {
    document.documentElement.dataset.theme = store.get(persistedAtom).theme;
  };
  set();
  store.sub(persistedAtom, set);
}
