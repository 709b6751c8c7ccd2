import type { z } from 'zod';
import type { FlagKind, FlagSpec } from './types.js';

// The flags and positionals of a command, read from its zod input: apart from the manifest's
// titles (which load every message) so the web palette derives its `bo` line without them.

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
export const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

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

export const kebab = (s: string) => s.replace(/_/g, '-');
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
