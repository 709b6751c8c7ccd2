import { atom } from 'jotai';

/**
 * What the help panel's search box holds. Outside the panel so that closing and reopening it (the
 * panel unmounts when closed) brings back the same search; not persisted: a new visit starts blank.
 */
export const helpSearchAtom = atom('');

/** The result the reader opened last, so "All articles" puts focus back on it. */
export const helpLastOpenedAtom = atom<number | null>(null);
