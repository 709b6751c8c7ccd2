import en from '../shared/i18n/en/cli.js';
import mn from '../shared/i18n/mn/cli.js';

export type CliLocale = 'en' | 'mn';

/** The language of this run: BO_LOCALE, else the signed-in user's (set once by makeCtx). */
let current: CliLocale = process.env.BO_LOCALE === 'mn' ? 'mn' : 'en';

export function setCliLocale(locale: CliLocale): void {
  current = locale;
}

export const cliLocale = (): CliLocale => current;

// only bo's own messages (`cli.*`): loading every screen's text would slow each start
const trees: Record<CliLocale, unknown> = { en, mn };

function find(locale: CliLocale, key: string): string | undefined {
  let node = trees[locale];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A message of `bo` (`cli.*` in src/shared/i18n), or undefined when there is none. */
export function maybeT(key: string): string | undefined {
  return find(current, key) ?? find('en', key);
}

/** A message of `bo` (`cli.*` in src/shared/i18n) in the run's language, `{{name}}` filled in. */
export function t(key: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return (maybeT(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
