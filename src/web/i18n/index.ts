import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readPersisted, readToken } from '../app/persisted.js';

/**
 * Every string of the console comes from the shared en/mn messages (src/shared/i18n), loaded as the
 * page needs them (issue 26: /login stays small). A signed-out page (sign-in, register, 404/500)
 * loads only the namespaces it shows, in the reader's language; the console loads the whole of its
 * language before its first screen (loadConsoleMessages). The other language loads when the reader
 * picks it: i18next asks the backend below, then switches, so nothing shows half translated.
 */
type Locale = 'en' | 'mn';
type Tree = Record<string, unknown>;
type Loader = () => Promise<{ default: unknown }>;

/** What the signed-out pages show: their own strings (ui), the shell's dialogs (lists) and route titles (nav). */
const SIGNED_OUT: Record<Locale, Record<string, Loader>> = {
  en: { ui: () => import('../../shared/i18n/en/ui.js'), lists: () => import('../../shared/i18n/en/lists.js'), nav: () => import('../../shared/i18n/en/nav.js') },
  mn: { ui: () => import('../../shared/i18n/mn/ui.js'), lists: () => import('../../shared/i18n/mn/lists.js'), nav: () => import('../../shared/i18n/mn/nav.js') },
};
const EVERYTHING: Record<Locale, Loader> = {
  en: () => import('../../shared/i18n/en/index.js'),
  mn: () => import('../../shared/i18n/mn/index.js'),
};

const localeOf = (language: string | undefined): Locale => (language === 'mn' ? 'mn' : 'en');

/** A signed-in page needs every message from the start; a signed-out one until the console loads. */
let wholeLanguages = readToken() !== null;
/** Per language, what was asked for: a part is asked again whole once the console needs it. */
const asked = new Map<Locale, { whole: boolean; messages: Promise<Tree> }>();

function messagesOf(lng: Locale): Promise<Tree> {
  const have = asked.get(lng);
  if (have && (have.whole || !wholeLanguages)) return have.messages;
  const messages = wholeLanguages ? EVERYTHING[lng]().then((m) => m.default as Tree) : signedOutPart(lng);
  const entry = { whole: wholeLanguages, messages };
  asked.set(lng, entry);
  // a load that failed (the network dropped) is tried again the next time it is needed
  messages.catch(() => asked.get(lng) === entry && asked.delete(lng));
  return messages;
}

async function signedOutPart(lng: Locale): Promise<Tree> {
  const names = Object.keys(SIGNED_OUT[lng]);
  const modules = await Promise.all(names.map((n) => SIGNED_OUT[lng][n]!()));
  return Object.fromEntries(names.map((n, i) => [n, modules[i]!.default]));
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    messagesOf(localeOf(language)).then((m) => callback(null, m as ResourceKey), (e: Error) => callback(e, false));
  },
};

void i18next.use(backend).use(initReactI18next).init({
  lng: readPersisted().language,
  // no fallback language: it would load both languages on every page; mn has every key of en
  // (tests/unit/i18n.test.ts), so a fallback never shows
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = readPersisted().language;
i18next.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

/**
 * Before the console's first screen: from now on every language loads whole, and one a signed-out
 * page loaded in part (the sign-in page, the 404 page before the palette) is completed.
 */
export async function loadConsoleMessages(): Promise<void> {
  wholeLanguages = true;
  const partial = [...asked].filter(([, a]) => !a.whole).map(([lng]) => lng);
  if (partial.length) await i18next.reloadResources(partial, ['translation']);
}

/** The whole of the reader's language fetched ahead (the sign-in page, once idle); nothing is added yet. */
export function prefetchConsoleMessages(): Promise<unknown> {
  return EVERYTHING[localeOf(i18next.language)]();
}

export default i18next;
