import type { z } from 'zod';

/**
 * What a form shows for one field of a zod object, read from the schema itself so that every
 * catalogue command's input renders without a hand-written form (the palette relies on it).
 * Pure: no React, no DOM, unit-tested in node.
 */
export type FieldKind =
  | 'text' | 'email' | 'password' | 'date' | 'textarea' | 'number' | 'boolean'
  | 'select' | 'multiselect' | 'object' | 'json'
  /** An array of numbers or words typed in one input, separated by commas or spaces (`12, 13`). */
  | 'list'
  /** An array of small objects of plain fields, one row of inputs each (`[{ sku, quantity }]`). */
  | 'rows';

export interface FieldSpec {
  /** Dotted path as react-hook-form names it (`notifications.email`). */
  name: string;
  /** Last segment of the path: the i18n label key and the humanised fallback. */
  key: string;
  kind: FieldKind;
  optional: boolean;
  nullable: boolean;
  /** Choices of a select or multi-select, as the schema declares them. */
  options?: readonly (string | number)[];
  /** Fields of a nested object, rendered as a fieldset; of one row of a `rows` field (named by their key). */
  children?: FieldSpec[];
  /** A `list`'s elements: numbers or text. */
  itemKind?: 'number' | 'text';
  /** The schema's own `.default(…)`, if any. */
  defaultValue?: unknown;
  maxLength?: number;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, string | number>;
  shape?: Record<string, z.ZodType>;
  defaultValue?: unknown;
  getter?: () => z.ZodType;
  format?: string;
};

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

interface Unwrapped { base: z.ZodType; optional: boolean; nullable: boolean; defaultValue?: unknown; format?: string }

/** Peels optional, nullable, default, pipes and preprocessors down to the type a user types in. */
export function unwrap(schema: z.ZodType): Unwrapped {
  let s = schema;
  let optional = false;
  let nullable = false;
  let defaultValue: unknown;
  let format: string | undefined;
  for (let depth = 0; depth < 20; depth++) {
    const d = defOf(s);
    if (d.type === 'optional') { optional = true; s = d.innerType!; continue; }
    if (d.type === 'nullable') { nullable = true; s = d.innerType!; continue; }
    if (d.type === 'default' || d.type === 'prefault') {
      optional = true;
      if (defaultValue === undefined) defaultValue = typeof d.defaultValue === 'function' ? (d.defaultValue as () => unknown)() : d.defaultValue;
      s = d.innerType!;
      continue;
    }
    if (d.type === 'readonly' || d.type === 'catch' || d.type === 'nonoptional') { s = d.innerType!; continue; }
    if (d.type === 'lazy' && d.getter) { s = d.getter(); continue; }
    if (d.type === 'pipe') {
      const input = defOf(d.in!);
      // a preprocessor (`z.preprocess`) says nothing of the type; what it feeds does
      if (input.type === 'transform') { s = d.out!; continue; }
      const out = defOf(d.out!);
      if (out.type === 'string' && out.format && !format) format = out.format;
      s = d.in!;
      continue;
    }
    break;
  }
  const d = defOf(s);
  if (d.type === 'string' && d.format && !format) format = d.format;
  return { base: s, optional, nullable, defaultValue, format };
}

function literalOptions(options: z.ZodType[]): (string | number)[] | null {
  const values: (string | number)[] = [];
  for (const o of options) {
    const d = defOf(o);
    if (d.type !== 'literal' || !d.values) return null;
    for (const v of d.values) if (typeof v === 'string' || typeof v === 'number') values.push(v);
  }
  return values;
}

function enumOptions(s: z.ZodType): (string | number)[] | null {
  const d = defOf(s);
  if (d.type === 'enum' && d.entries) return [...new Set(Object.values(d.entries))];
  if (d.type === 'literal' && d.values) return d.values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
  if (d.type === 'union' && d.options) return literalOptions(d.options);
  return null;
}

const SECRET_NAME = /password|secret|pin$/i;

/** One field's description; `name` is its dotted path. */
export function describeField(name: string, schema: z.ZodType): FieldSpec {
  const key = name.split('.').pop()!;
  const u = unwrap(schema);
  const d = defOf(u.base);
  const common = { name, key, optional: u.optional, nullable: u.nullable, ...(u.defaultValue !== undefined && { defaultValue: u.defaultValue }) };
  const options = enumOptions(u.base);
  if (options) return { ...common, kind: 'select', options };
  switch (d.type) {
    case 'string': {
      const maxLength = (u.base as unknown as { maxLength?: number | null }).maxLength ?? undefined;
      const kind: FieldKind =
        u.format === 'email' || key === 'email' ? 'email' :
        SECRET_NAME.test(key) ? 'password' :
        u.format === 'date' ? 'date' :
        maxLength !== undefined && maxLength > 255 ? 'textarea' : 'text';
      return { ...common, kind, ...(maxLength !== undefined && { maxLength }) };
    }
    case 'number': case 'bigint': case 'int': return { ...common, kind: 'number' };
    // a list's yes/no filter (`q.approved_eq`) has a third answer, "any": a checkbox would always
    // send false and quietly narrow the list, so it is a choice with an empty first option
    case 'boolean': return name.startsWith('q.') && u.optional ? { ...common, kind: 'select', options: ['true', 'false'] } : { ...common, kind: 'boolean' };
    case 'array': {
      const element = unwrap(d.element!).base;
      const choices = enumOptions(element);
      if (choices) return { ...common, kind: 'multiselect', options: choices };
      const type = defOf(element).type;
      if (type === 'string' || type === 'number' || type === 'int' || type === 'bigint') return { ...common, kind: 'list', itemKind: type === 'string' ? 'text' : 'number' };
      if (type === 'object') {
        const children = describeShape(element);
        const plain = children.length > 0 && children.every((c) => ['text', 'email', 'date', 'number', 'select', 'boolean'].includes(c.kind));
        if (plain) return { ...common, kind: 'rows', children };
      }
      return { ...common, kind: 'json' };
    }
    case 'object': return { ...common, kind: 'object', children: describeShape(u.base, name) };
    case 'record': case 'tuple': case 'union': case 'intersection': case 'unknown': case 'any':
      return { ...common, kind: d.type === 'union' ? 'text' : 'json' };
    default: return { ...common, kind: 'text' };
  }
}

/** The fields of a zod object (or of an optional/refined one), in declaration order. */
export function describeShape(schema: z.ZodType, prefix = ''): FieldSpec[] {
  const { base } = unwrap(schema);
  const shape = defOf(base).shape;
  if (!shape) return [];
  return Object.entries(shape).map(([k, v]) => describeField(prefix ? `${prefix}.${k}` : k, v));
}

/** Picks and orders top-level fields by name; nested paths (`other.theme`) pick inside a fieldset. */
export function pickFields(specs: FieldSpec[], names: readonly string[] | undefined): FieldSpec[] {
  if (!names) return specs;
  const out: FieldSpec[] = [];
  for (const name of names) {
    const [head, ...rest] = name.split('.');
    const spec = specs.find((s) => s.key === head);
    if (!spec) continue;
    if (rest.length && spec.children) {
      const child = pickFields(spec.children, [rest.join('.')]);
      const existing = out.find((o) => o.name === spec.name);
      if (existing?.children) existing.children.push(...child);
      else out.push({ ...spec, children: child });
    } else out.push(spec);
  }
  return out;
}

export function flatten(specs: FieldSpec[]): FieldSpec[] {
  return specs.flatMap((s) => (s.children ? [s, ...flatten(s.children)] : [s]));
}

/** `first_name` → `First name`: the label of a field no message names. */
export function humanise(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_.-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
