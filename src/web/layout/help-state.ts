import { atom } from 'jotai';

/** The right-hand help panel (§1): open or not, and the article shown (null: the list). */
export const helpPanelAtom = atom<{ open: boolean; articleId: number | null }>({ open: false, articleId: null });
