import { lookup } from '../shared/i18n/index.js';

export type CliLocale = 'en' | 'mn';

/** The language of this run: BO_LOCALE, else the signed-in user's (set once by makeCtx). */
let current: CliLocale = process.env.BO_LOCALE === 'mn' ? 'mn' : 'en';

export function setCliLocale(locale: CliLocale): void {
  current = locale;
}

export const cliLocale = (): CliLocale => current;

/** A message of `bo` (`cli.*` in src/shared/i18n) in the run's language, `{{name}}` filled in. */
export function t(key: string, vars: Readonly<Record<string, string | number>> = {}): string {
  const text = lookup(current, `cli.${key}`) ?? lookup('en', `cli.${key}`) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
