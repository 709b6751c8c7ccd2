import { atom } from 'jotai';

/**
 * What survives a reload (spec §9): the chosen tenant and website and a few UI choices, under the
 * storage key `back_office` with version `v0.0.3`. A stored value of another version is dropped, not
 * migrated: it holds only choices the user makes again in a click. The sign-in token lives apart
 * (the persisted store excludes login, §9).
 */
export const STORAGE_KEY = 'back_office';
export const STORAGE_VERSION = 'v0.0.3';
export const TOKEN_KEY = 'back_office.token';

export interface Persisted {
  tenantId: number | 'all' | null;
  websiteIndex: string | null;
  language: 'en' | 'mn';
  theme: 'light' | 'dark';
  sidebarCollapsed: boolean;
}

export const DEFAULT_PERSISTED: Persisted = {
  tenantId: null, websiteIndex: null, language: 'en', theme: 'light', sidebarCollapsed: false,
};

export function readPersisted(): Persisted {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { version?: string; state?: Partial<Persisted> } | null;
    if (!raw || raw.version !== STORAGE_VERSION || typeof raw.state !== 'object' || !raw.state) return { ...DEFAULT_PERSISTED };
    const s = raw.state;
    return {
      tenantId: s.tenantId === 'all' || (typeof s.tenantId === 'number' && s.tenantId > 0) ? s.tenantId : null,
      websiteIndex: typeof s.websiteIndex === 'string' ? s.websiteIndex : null,
      language: s.language === 'mn' ? 'mn' : 'en',
      theme: s.theme === 'dark' ? 'dark' : 'light',
      sidebarCollapsed: s.sidebarCollapsed === true,
    };
  } catch {
    return { ...DEFAULT_PERSISTED };
  }
}

function writePersisted(state: Persisted): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: STORAGE_VERSION, state }));
}

const baseAtom = atom<Persisted>(readPersisted());

/** The persisted choices; writing one field keeps the others and saves at once. */
export const persistedAtom = atom(
  (get) => get(baseAtom),
  (get, set, patch: Partial<Persisted>) => {
    const next = { ...get(baseAtom), ...patch };
    set(baseAtom, next);
    writePersisted(next);
  },
);

export const readToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export function writeToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}
