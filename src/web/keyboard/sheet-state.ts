import { atom } from 'jotai';

/** The `?` sheet of every shortcut: open or not (the palette's footer opens it too). */
export const shortcutsSheetAtom = atom(false);
