import { atom, useAtomValue } from 'jotai';
import type { Viewer } from '../../shared/roles/access.js';
import type { Me } from '../../shared/schema/user.js';
import type { Selection } from './selection.js';

/** The signed-in user as the console sees him: who, where he acts, and what that lets him see. */
export interface Session {
  me: Me;
  selection: Selection;
  viewer: Viewer;
  isAdmin: boolean;
}

export const sessionAtom = atom<Session | null>(null);

/** Inside the console shell the session is always there. */
export function useSession(): Session {
  const s = useAtomValue(sessionAtom);
  if (!s) throw new Error('useSession outside the console shell');
  return s;
}
