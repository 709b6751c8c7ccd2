import { t } from '../i18n.js';
import type { FlagSpec } from '../manifest/types.js';

/** The flag a field (`q.email_cont`, `rows.3.price`) is given by, if any. */
export function flagAt(flags: readonly FlagSpec[], field: string): FlagSpec | undefined {
  return flags.find((x) => x.path.join('.') === field) ?? flags.find((x) => field.startsWith(`${x.path.join('.')}.`));
}

const WHAT: Record<string, string> = { number: 'number', int: 'whole', bigint: 'whole', string: 'text', boolean: 'boolean', array: 'list', object: 'json', record: 'json' };

/**
 * A validation message in the user's words. zod's own wording ("Invalid input: expected number,
 * received NaN", "Too small: expected number to be >=1") is internals: it becomes what to type
 * instead; the catalogue's own messages ("must not be zero") are kept. Used for local checks and
 * for the `fields` of a server's 400, which carry the same zod wording.
 */
export function issueText(message: string, flag?: FlagSpec): string {
  return rewrite(message, flag);
}

/** `--amount must be a number like 42`, or `--rows: give rows or a rule` for a message of other words. */
export function issueLine(label: string, message: string, flag?: FlagSpec): string {
  const text = issueText(message, flag);
  // a sentence of ours, or the catalogue's "must …", reads on from the flag's name
  return text !== message || /^(must|is|are|has|have)\b/.test(text) ? `${label} ${text}` : `${label}: ${text}`;
}

function rewrite(message: string, flag?: FlagSpec): string {
  let m = /^Invalid input: expected (\w+), received (\w+)/.exec(message);
  if (m) {
    if (m[2] === 'undefined') return t('issue.required');
    if (flag?.kind === 'json') return t('issue.json');
    if (flag?.kind === 'list') return t('issue.list');
    const what = WHAT[m[1]!] ?? 'format';
    return what === 'number' || what === 'whole' ? t(`issue.${what}`, { example: /page/.test(flag?.name ?? '') ? 2 : 42 }) : t(`issue.${what}`);
  }
  if (message === 'Required') return t('issue.required');
  m = /^Invalid option: expected one of (.*)$/.exec(message);
  if (m) return t('issue.one_of', { choices: m[1]!.split('|').map((c) => c.replace(/^"|"$/g, '')).join(', ') });
  m = /^Too (small|big): expected (\w+) to (?:have )?([<>]=?)(-?[\d.]+)(?: (characters|items))?/.exec(message);
  if (m) {
    const small = m[1] === 'small';
    const bound = Number(m[4]) + (m[3] === '>' ? 1 : m[3] === '<' ? -1 : 0);
    const n = bound.toLocaleString('en-US');
    if (m[5] === 'characters' || m[2] === 'string') return t(small ? 'issue.min_chars' : 'issue.max_chars', { n });
    if (m[5] === 'items' || m[2] === 'array') return t(small ? 'issue.min_items' : 'issue.max_items', { n });
    if (m[3]!.length === 1) return t(small ? 'issue.above' : 'issue.below', { n: Number(m[4]).toLocaleString('en-US') });
    return t(small ? 'issue.at_least' : 'issue.at_most', { n });
  }
  if (/^Invalid email/.test(message)) return t('issue.email');
  if (/^Invalid ISO datetime/.test(message)) return t('issue.datetime');
  if (/^Invalid ISO date/.test(message)) return t('issue.date');
  if (/^Invalid (input|string|format)/.test(message)) return t('issue.format');
  return message;
}
