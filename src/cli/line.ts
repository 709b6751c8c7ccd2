import type { AnyCommand } from '../shared/commands/define.js';
import { flagsOf } from './manifest/flags.js';
import type { FlagSpec } from './manifest/types.js';

/** Characters a POSIX shell leaves alone: a word of only these needs no quotes. */
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** A word as a shell reads it back: bare when plain, else in single quotes (a quote inside as '\''). */
export function shellWord(text: string): string {
  return PLAIN.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

function at(values: Readonly<Record<string, unknown>>, path: readonly string[]): unknown {
  let node: unknown = values;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** What a flag's value is typed as on the command line, or null when there is nothing to give. */
function typed(flag: FlagSpec, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (flag.kind === 'list') {
    const items = Array.isArray(value) ? value.map(String) : String(value).split(/[\s,;]+/);
    const kept = items.map((s) => s.trim()).filter(Boolean);
    return kept.length ? kept.join(',') : null;
  }
  if (flag.kind === 'json') {
    if (typeof value !== 'string') return JSON.stringify(value);
    if (!value.trim()) return null;
    try {
      return JSON.stringify(JSON.parse(value));
    } catch {
      return value;
    }
  }
  const text = String(value).trim();
  return text === '' ? null : text;
}

const sameAsDefault = (flag: FlagSpec, text: string) => flag.default !== undefined && String(flag.default) === text;

/**
 * The `bo` line that runs `command` with `values` (its input as a person types it: money in ₮ as
 * written, lists comma-separated), with the flags and positionals `bo` derives from the same
 * schema, so what the palette shows is what the terminal takes. A value equal to the schema's
 * default is left out; a secret is never written, only the variable a script would hold it in.
 */
export function boLine(command: AnyCommand, values: Readonly<Record<string, unknown>>): string {
  const { flags } = flagsOf(command.input, command.cli.positionals, command.secret);
  const words = ['bo', ...command.cli.verb];
  let positionalsOpen = true;
  const options: string[] = [];
  for (const flag of flags) {
    const value = at(values, flag.path);
    if (flag.secret) {
      if (typed(flag, value) !== null) options.push(`--${flag.name}`, `"$${flag.name.toUpperCase().replace(/-/g, '_')}"`);
      continue;
    }
    if (flag.kind === 'boolean') {
      // a checkbox gives a boolean, a yes/no choice its text
      const on = value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;
      if (on === null || on === (flag.default ?? (typeof value === 'boolean' ? false : null))) continue;
      options.push(...(on ? [`--${flag.name}`] : [`--${flag.name}`, 'false']));
      continue;
    }
    const text = typed(flag, value);
    if (flag.positional) {
      // a positional after a missing one cannot be given by place: it goes as a flag would not exist, so it stops here
      if (text === null || !positionalsOpen) positionalsOpen = false;
      else words.push(shellWord(text));
      continue;
    }
    if (text === null || sameAsDefault(flag, text)) continue;
    options.push(`--${flag.name}`, shellWord(text));
  }
  return [...words, ...options].join(' ');
}
