import type { z } from 'zod';
import type { AnyCommand } from '../../shared/commands/define.js';
import { lookup } from '../../shared/i18n/index.js';
import { isMoneyField } from '../../shared/money.js';
import { screenEntry } from './screen.js';
import type { FlagKind, FlagSpec, Manifest, ManifestCommand, MoneyPath } from './types.js';

/** Global flags of `bo`: a schema field of the same name gets a `field-` prefix instead. */
export const RESERVED_FLAGS: ReadonlySet<string> = new Set([
  'json', 'ndjson', 'csv', 'file', 'format', 'yes', 'dry-run', 'concurrency', 'report', 'confirm', 'all',
  'profile', 'help', 'version', 'columns', 'h', 'V',
]);

/** The parts of zod 4's internal definition we read; zod exposes no public walker. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  options?: readonly z.ZodType[];
  defaultValue?: unknown;
}
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

interface Shape { kind: FlagKind | 'object'; optional: boolean; nullable: boolean; default?: unknown; choices?: string[]; item?: Shape; fields?: Record<string, z.ZodType> }

/** What a CLI user types for this schema: wrappers unwrapped, the input side of transforms. */
export function shapeOf(schema: z.ZodType): Shape {
  let optional = false;
  let nullable = false;
  let dflt: unknown;
  let s = schema;
  for (;;) {
    const d = defOf(s);
    if (d.type === 'optional') { optional = true; s = d.innerType!; continue; }
    if (d.type === 'nullable') { nullable = true; s = d.innerType!; continue; }
    if (d.type === 'default' || d.type === 'prefault') { optional = true; dflt = d.defaultValue; s = d.innerType!; continue; }
    if (d.type === 'catch' || d.type === 'readonly') { s = d.innerType!; continue; }
    // a preprocess or transform: the type lies on the side that has one
    if (d.type === 'pipe') { s = defOf(d.in!).type === 'transform' ? d.out! : d.in!; continue; }
    break;
  }
  const d = defOf(s);
  const base = { optional, nullable, ...(dflt === undefined ? {} : { default: dflt }) };
  switch (d.type) {
    case 'string': return { kind: 'string', ...base };
    case 'number': case 'int': case 'bigint': return { kind: 'number', ...base };
    case 'boolean': return { kind: 'boolean', ...base };
    case 'enum': return { kind: 'enum', choices: Object.values(d.entries ?? {}).map(String), ...base };
    case 'literal': return { kind: 'enum', choices: (d.values ?? []).map(String), ...base };
    case 'union': {
      const opts = (d.options ?? []).map(shapeOf);
      if (opts.every((o) => o.kind === 'enum')) return { kind: 'enum', choices: opts.flatMap((o) => o.choices ?? []), ...base };
      if (opts.every((o) => o.kind === 'number')) return { kind: 'number', ...base };
      return { kind: opts.every((o) => o.kind === 'string' || o.kind === 'enum') ? 'string' : 'json', ...base };
    }
    case 'array': {
      const item = shapeOf(d.element!);
      return item.kind === 'object' || item.kind === 'json' || item.kind === 'list' ? { kind: 'json', ...base } : { kind: 'list', item, ...base };
    }
    case 'object': return { kind: 'object', fields: d.shape ?? {}, ...base };
    // a loosely typed cell (a bulk row checked by the server row by row): passed on as typed
    case 'unknown': case 'any': return { kind: 'string', ...base };
    default: return { kind: 'json', ...base };
  }
}

const kebab = (s: string) => s.replace(/_/g, '-');
const isScalar = (s: Shape) => s.kind !== 'object' && s.kind !== 'json';

/**
 * Flags of an input object. A nested object of plain values becomes one flag per field (`q`, the
 * ransack filters, without prefix: `--email-cont`; others prefixed: `--notifications-email`);
 * anything deeper is one flag taking JSON.
 */
export function flagsOf(input: z.ZodType, positionals: readonly string[] = [], secret: readonly string[] = []): { flags: FlagSpec[]; objectFields: string[] } {
  const top = shapeOf(input);
  const flags: FlagSpec[] = [];
  const objectFields: string[] = [];
  const taken = new Set<string>();
  const nameFor = (wanted: string, prefix: string) => {
    let name = wanted;
    if (RESERVED_FLAGS.has(name) || taken.has(name)) name = `${prefix || 'field'}-${wanted}`;
    taken.add(name);
    return name;
  };
  const add = (path: string[], s: Shape, required: boolean, name: string) => {
    const field = path[path.length - 1]!;
    flags.push({
      name, path, kind: s.kind as FlagKind, required,
      ...(s.choices ? { choices: s.choices } : {}),
      ...(s.item ? { itemKind: s.item.kind as 'string', ...(s.item.choices ? { choices: s.item.choices } : {}) } : {}),
      ...(s.nullable ? { nullable: true } : {}),
      ...(s.default !== undefined && typeof s.default !== 'function' ? { default: s.default } : {}),
      ...(path.length === 1 && positionals.includes(field) ? { positional: true } : {}),
      ...(secret.includes(field) ? { secret: true } : {}),
    });
  };
  // positionals first, in their declared order, so help and the palette ask for them first
  const entries = Object.entries(top.fields ?? {}).sort(([a], [b]) => rank(a, positionals) - rank(b, positionals));
  for (const [field, schema] of entries) {
    const s = shapeOf(schema);
    if (s.kind === 'object') {
      const children = Object.entries(s.fields ?? {}).map(([k, v]) => [k, shapeOf(v)] as const);
      if (children.every(([, c]) => isScalar(c))) {
        for (const [child, c] of children) {
          const wanted = field === 'q' ? (child === 's' ? 'sort' : kebab(child)) : `${kebab(field)}-${kebab(child)}`;
          add([field, child], c, !s.optional && !c.optional, nameFor(wanted, kebab(field)));
        }
        objectFields.push(field);
        continue;
      }
      add([field], { ...s, kind: 'json' }, !s.optional, nameFor(kebab(field), ''));
      continue;
    }
    add([field], s, !s.optional, nameFor(kebab(field), ''));
  }
  return { flags, objectFields };
}

function rank(field: string, positionals: readonly string[]) {
  const i = positionals.indexOf(field);
  return i === -1 ? positionals.length : i;
}

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
