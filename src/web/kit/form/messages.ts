import type { z } from 'zod';

/** i18next's `t` and `exists`, passed in so this stays a pure function the unit tests can call. */
export interface Translator {
  t: (key: string, options?: Record<string, unknown>) => string;
  exists: (key: string) => boolean;
  language: string;
}

type Issue = z.core.$ZodIssue;

/**
 * A zod issue in the user's language. Messages written in a schema are English sentences, so
 * they are shown only in English; in Mongolian the issue's code says what went wrong. A schema
 * message that is an i18n key (`kit.validation.password_mismatch`) is translated in both.
 */
export function issueMessage(issue: Issue, field: string, tr: Translator): string {
  const v = (key: string, options?: Record<string, unknown>) => tr.t(`kit.validation.${key}`, options);
  if (tr.exists(issue.message) && issue.message.includes('.')) return tr.t(issue.message);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? v('required') : v('type');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? v('required') : v('min_length', { count: min });
      if (issue.origin === 'array' || issue.origin === 'set') return v('min_items', { count: min });
      return v('min_value', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return v('max_length', { count: max });
      if (issue.origin === 'array' || issue.origin === 'set') return v('max_items', { count: max });
      return v('max_value', { max });
    }
    case 'invalid_format': {
      if (issue.format === 'email') return v('email');
      if (issue.format === 'date' || issue.format === 'datetime') return v('date');
      const key = field.split('.').pop() ?? field;
      if (tr.exists(`kit.hints.${key}`)) return tr.t(`kit.hints.${key}`);
      return v('format');
    }
    case 'invalid_value': return v('choice');
    case 'not_multiple_of': return v('step', { step: Number(issue.divisor) });
    case 'custom': return tr.language === 'en' && issue.message ? issue.message : v('invalid');
    default: return v('invalid');
  }
}

/** Server field messages the kit knows, by their English text, for the Mongolian screen. */
const SERVER_MESSAGES: readonly [RegExp, string][] = [
  [/already taken/i, 'taken'],
  [/is wrong/i, 'wrong'],
  [/^no such/i, 'not_found'],
  [/required/i, 'required'],
];

/** A server error message for a field (`ApiError.fields`): English text, shown as is only in English. */
/**
 * The server answers a refusal in the request's language where it has the words (orders, product
 * rules); a sentence already in Mongolian letters is that, shown as it is.
 */
export const inReadersLanguage = (message: string, language: string) => language === 'en' || (language === 'mn' && /[\u0400-\u04FF]/.test(message));

export function serverFieldMessage(message: string, tr: Translator): string {
  if (inReadersLanguage(message, tr.language)) return message;
  const known = SERVER_MESSAGES.find(([re]) => re.test(message));
  return tr.t(`kit.validation.${known ? known[1] : 'server'}`);
}
