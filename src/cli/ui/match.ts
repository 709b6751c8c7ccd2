import type { FlagSpec, ManifestCommand } from '../manifest/types.js';

/** Every word typed must appear in the title, the verb, the id or a keyword: the palette's filter. */
export function matchCommands(commands: readonly ManifestCommand[], query: string, locale: 'en' | 'mn'): ManifestCommand[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...commands];
  const scored = commands.map((c) => {
    const hay = [c.title[locale], c.title.en, c.verb.join(' '), c.id, ...c.keywords].join(' ').toLowerCase();
    const title = c.title[locale].toLowerCase();
    const ok = words.every((w) => hay.includes(w));
    // the whole query in the title first, then titles starting with its first word, then the rest
    const whole = words.join(' ');
    const score = title.startsWith(whole) ? 0 : title.includes(whole) ? 1 : title.startsWith(words[0]!) ? 2 : title.includes(words[0]!) ? 3 : 4;
    return { c, ok, score };
  });
  return scored.filter((s) => s.ok).sort((a, b) => a.score - b.score).map((s) => s.c);
}

/**
 * The fields the form asks for: positionals and required ones, every field when there are few (a
 * list's thirty filters are for the shell), and the typed confirmation word last.
 */
export function askedFlags(c: ManifestCommand): FlagSpec[] {
  const fields = c.flags.length <= 6 ? [...c.flags] : c.flags.filter((f) => f.positional || f.required);
  if (c.confirm) fields.push({ name: 'confirm', path: [], kind: 'string', required: true, choices: [c.confirm] });
  // asked like `bo` asks on a terminal: a dangerous command, or one that messages the customer
  else if (c.danger || c.notifies?.length) fields.push({ name: 'yes', path: [], kind: 'string', required: true, choices: ['yes'] });
  return fields;
}

/**
 * What the palette looks up as an order rather than a command: an order number (R and 9 digits, or
 * the 9 digits alone) or a Mongolian mobile (8 digits, optionally after +976), as the web palette's
 * orders search reads them.
 */
export function looksLikeOrder(query: string): boolean {
  const q = query.trim().replace(/[\s-]/g, '');
  return /^[Rr]?\d{9}$/.test(q) || /^(\+?976)?[5-9]\d{7}$/.test(q);
}
