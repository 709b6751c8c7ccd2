import { tugrikToMongo } from '../../shared/money.js';
import { CliError, EXIT } from '../exit.js';
import { t } from '../i18n.js';
import type { FlagSpec, ManifestCommand, MoneyPath } from '../manifest/types.js';
import type { Input } from './input.js';

/** The flag a money path is typed in: its own (`--amount`, `<amount>`), or the JSON flag holding it (`--rule`). */
export function moneyFlag(flags: readonly FlagSpec[], m: MoneyPath): FlagSpec | undefined {
  const path = m.path.join('.');
  return flags.find((f) => f.path.join('.') === path) ?? flags.find((f) => path.startsWith(`${f.path.join('.')}.`));
}

export const isMoneyFlag = (c: ManifestCommand, f: FlagSpec) => (c.money ?? []).some((m) => m.path.join('.') === f.path.join('.'));

/**
 * The command's money inputs, typed by a person in ₮ (`12,500.50`, `₮12,500`, or a number of ₮ in
 * a JSON flag), turned into the möngö the API takes, in place. Absent and null values stay; a value
 * that is no amount is a usage error naming the flag.
 */
export function moneyToMongo(c: ManifestCommand, input: Input): void {
  for (const m of c.money ?? []) {
    let parent: unknown = input;
    for (const key of m.path.slice(0, -1)) parent = parent !== null && typeof parent === 'object' ? (parent as Input)[key] : undefined;
    if (parent === null || typeof parent !== 'object') continue;
    const node = parent as Input;
    const field = m.path[m.path.length - 1]!;
    const value = node[field];
    if (value === undefined || value === null || value === '') continue;
    if (m.unless && Object.entries(m.unless).some(([k, v]) => node[k] === v)) continue;
    const mongo = typeof value === 'string' || typeof value === 'number' ? tugrikToMongo(value) : null;
    if (mongo === null) {
      const f = moneyFlag(c.flags, m);
      const name = !f ? m.path.join('.') : f.positional ? `<${f.name}>` : `--${f.name}${f.kind === 'json' ? ` ${m.path.slice(f.path.length).join('.')}` : ''}`;
      throw new CliError(t('money.bad', { flag: name, value: JSON.stringify(value) }), EXIT.usage);
    }
    node[field] = mongo;
  }
}
