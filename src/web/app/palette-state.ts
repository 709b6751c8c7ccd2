import { atom } from 'jotai';

/** Open or closed, and the text to open it with: the 404 page's search box opens it too. */
export const paletteAtom = atom<{ open: boolean; query: string }>({ open: false, query: '' });
