import en from './en/index.js';
import mn from './mn/index.js';
import type { MessagesOf } from './types.js';

export type Messages = MessagesOf<typeof en>;
export const messages: Record<'en' | 'mn', Messages> = { en, mn };
export const LOCALES = ['en', 'mn'] as const;
export const DEFAULT_LOCALE = 'en';

/** Looks up a dotted key (`errors.not_found`); undefined when missing, so callers choose the fallback. */
export function lookup(locale: 'en' | 'mn', key: string): string | undefined {
  let node: unknown = messages[locale];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Every key of a message tree, dotted: the missing-key test compares en with mn. */
export function flattenKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => flattenKeys(v, prefix ? `${prefix}.${k}` : k));
}
