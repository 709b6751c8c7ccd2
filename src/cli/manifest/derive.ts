import type { z } from 'zod';
import type { AnyCommand } from '../../shared/commands/define.js';
import { lookup } from '../../shared/i18n/index.js';
import { isMoneyField } from '../../shared/money.js';
import { screenEntry } from './screen.js';
import { defOf, flagsOf, kebab, shapeOf } from './flags.js';
import type { FlagKind, FlagSpec, Manifest, ManifestCommand, MoneyPath } from './types.js';

export { flagsOf, RESERVED_FLAGS, shapeOf } from './flags.js';

function title(key: string): { en: string; mn: string } {
  const k = key.startsWith('commands.') ? key : `commands.${key}`;
  return { en: lookup('en', k) ?? key, mn: lookup('mn', k) ?? lookup('en', k) ?? key };
}

export function manifestEntry(c: AnyCommand): ManifestCommand {
  const { flags, objectFields } = flagsOf(c.input, c.cli.positionals, c.secret);
  let bulk: ManifestCommand['bulk'];
  if (c.bulk) {
    const field = defOf(inputObject(c.input)).shape?.[c.bulk.field];
    const element = field ? elementOf(field) : undefined;
    if (!element) throw new Error(`${c.id}: bulk field ${c.bulk.field} is not an array`);
    const item = shapeOf(element);
    if (item.kind === 'object') {
      const rowFlags = flagsOf(element, [], c.secret).flags;
      // a money column the rows do not have would silently read nothing: refuse it at build time
      const unknown = (c.bulk.money ?? []).filter((m) => !rowFlags.some((f) => f.path.length === 1 && f.path[0] === m));
      if (unknown.length) throw new Error(`${c.id}: bulk.money names ${unknown.join(', ')}, not fields of a ${c.bulk.field} row`);
      bulk = { field: c.bulk.field, chunk: c.bulk.chunk ?? 500, flags: rowFlags, ...(c.bulk.money?.length ? { money: [...c.bulk.money] } : {}) };
    } else {
      if (c.bulk.money?.length) throw new Error(`${c.id}: bulk.money needs rows of fields, ${c.bulk.field} holds plain values`);
      // an array of plain values (`ids`): a file has one column, named for one of them (`id`)
      const column = c.bulk.field.replace(/s$/, '') || c.bulk.field;
      const flag: FlagSpec = {
        name: kebab(column), path: [column], kind: item.kind === 'json' ? 'json' : item.kind as FlagKind, required: true,
        ...(item.choices ? { choices: item.choices } : {}),
      };
      bulk = { field: c.bulk.field, chunk: c.bulk.chunk ?? 500, flags: [flag], scalar: true };
    }
  }
  return {
    id: c.id, area: c.area, kind: c.kind, http: { method: c.http.method, path: c.http.path },
    title: title(c.ui.title),
    ...(c.description ? { description: title(c.description) } : {}),
    keywords: [...(c.ui.keywords ?? [])], hidden: Boolean(c.ui.hidden), verb: [...c.cli.verb],
    flags: bulk ? flags.filter((f) => f.path[0] !== bulk.field) : flags,
    objectFields,
    public: Boolean(c.public),
    ...(c.confirm ? { confirm: c.confirm } : {}),
    danger: Boolean(c.danger),
    ...(c.notifies?.length ? { notifies: [...c.notifies] } : {}),
    roles: c.roles === true ? true : [...c.roles],
    ...(c.websites ? { websites: [...c.websites] } : {}),
    ...(c.features ? { features: [...c.features] } : {}),
    ...(c.tenantOnly ? { tenantOnly: true } : {}),
    ...(bulk ? { bulk } : {}),
    ...(c.file ? { file: { ...c.file } } : {}),
    ...(c.cli.columns?.length ? { columns: [...c.cli.columns] } : {}),
    ...moneyOf(c, flags),
    ...screenEntry(c),
  };
}

/** The command's money inputs, each checked to reach a flag (a typo would silently read möngö), and its answer's money fields. */
function moneyOf(c: AnyCommand, flags: readonly FlagSpec[]): { money?: MoneyPath[]; outputMoney?: string[] } {
  const money = (c.money ?? []).map((m): MoneyPath => {
    const { path, unless } = typeof m === 'string' ? { path: m, unless: undefined } : m;
    const parts = path.split('.');
    const reached = flags.some((f) => f.path.join('.') === path || (f.kind === 'json' && parts.join('.').startsWith(`${f.path.join('.')}.`)));
    if (!reached) throw new Error(`${c.id}: money names ${path}, which no flag gives`);
    return { path: parts, ...(unless ? { unless: { ...unless } } : {}) };
  });
  const found = new Set<string>();
  moneyKeys(c.output, found, true, 0);
  return { ...(money.length ? { money } : {}), ...(found.size ? { outputMoney: [...found].sort() } : {}) };
}

/** Number fields named as money anywhere in an answer; the answer's own `total` is a count of records. */
function moneyKeys(schema: z.ZodType, found: Set<string>, top: boolean, depth: number): void {
  if (depth > 8) return;
  const s = shapeOf(schema);
  if (s.kind === 'object') {
    for (const [k, v] of Object.entries(s.fields ?? {})) {
      const inner = shapeOf(v);
      if (inner.kind === 'number' && isMoneyField(k) && !(top && k === 'total')) found.add(k);
      else moneyKeys(v, found, false, depth + 1);
    }
    return;
  }
  const element = s.kind === 'json' || s.kind === 'list' ? elementOf(schema) : undefined;
  if (element) moneyKeys(element, found, false, depth + 1);
}

/** The object under a refine or a default: what carries the input's fields. */
function inputObject(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let d = defOf(s); d.type !== 'object'; d = defOf(s)) {
    const next = d.innerType ?? (d.type === 'pipe' ? d.in : undefined);
    if (!next) return schema;
    s = next;
  }
  return s;
}

export function elementOf(schema: z.ZodType): z.ZodType | undefined {
  let s = schema;
  for (let d = defOf(s); ; d = defOf(s)) {
    if (d.type === 'array') return d.element;
    if (!d.innerType) return undefined;
    s = d.innerType;
  }
}

export function deriveManifest(catalogue: readonly AnyCommand[]): Manifest {
  return { version: 1, commands: catalogue.map(manifestEntry) };
}
