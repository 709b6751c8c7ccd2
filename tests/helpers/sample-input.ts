import type { z } from 'zod';

/**
 * A plausible input for a command from its zod schema, so generated bad values reach past the
 * first required field into the handler: each leaf takes the first of a few common values that
 * its own schema accepts (an id, a word, an email, a date, an order number, a mobile…).
 */
const CANDIDATES: unknown[] = [
  1, 'probe', 'probe@example.mn', '2026-01-01', '2026-01-01T00:00:00Z', 'R100000001', '99112233', 'УБ99112233',
  'Probe-pass-123', '#ffffff', 'https://example.mn/probe', 0, 100, true, false, [], {},
];

type Def = { type: string; innerType?: Schema; shape?: Record<string, Schema>; element?: Schema; in?: Schema; options?: Schema[]; entries?: Record<string, unknown>; values?: unknown[] };
type Schema = z.ZodType & { _zod: { def: Def } };

const def = (s: Schema) => s._zod.def;

/** Optional, defaulted and nullable wrappers are left out of a minimal input. */
function isOptional(s: Schema): boolean {
  const t = def(s).type;
  return t === 'optional' || t === 'default' || t === 'prefault';
}

/** The schema under its wrappers and pipes: what decides the value's shape. */
export function unwrap(s: Schema): Schema {
  let cur = s;
  for (let i = 0; i < 10; i++) {
    const d = def(cur);
    if (d.innerType) cur = d.innerType;
    else if (d.type === 'pipe' && d.in) cur = def(d.in).type === 'transform' ? (d as unknown as { out: Schema }).out : d.in;
    else break;
  }
  return cur;
}

export function sample(s: Schema, depth = 0): unknown {
  const inner = unwrap(s);
  const d = def(inner);
  if (d.type === 'object' && d.shape && depth < 5) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(d.shape)) if (!isOptional(v)) out[k] = sample(v, depth + 1);
    return out;
  }
  if (d.type === 'array' && d.element) {
    const one = [sample(d.element, depth + 1)];
    return s.safeParse([]).success ? [] : one;
  }
  if (d.type === 'enum' && d.entries) return Object.values(d.entries)[0];
  if (d.type === 'literal' && d.values) return d.values[0];
  if (d.type === 'union' && d.options?.length) return sample(d.options[0]!, depth + 1);
  return CANDIDATES.find((c) => s.safeParse(c).success) ?? 'probe';
}

/** The paths a fuzzer varies: every field, and every field of a field that is an object (ransack's `q`). */
export function leafPaths(s: Schema): string[][] {
  const d = def(unwrap(s));
  if (d.type !== 'object' || !d.shape) return [];
  const paths: string[][] = [];
  for (const [k, v] of Object.entries(d.shape)) {
    paths.push([k]);
    const inner = def(unwrap(v));
    if (inner.type === 'object' && inner.shape) for (const k2 of Object.keys(inner.shape)) paths.push([k, k2]);
  }
  return paths;
}

/** A copy of the input with one path set. */
export function withPath(input: unknown, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone((input ?? {}) as Record<string, unknown>);
  let cur = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof cur[key] !== 'object' || cur[key] === null || Array.isArray(cur[key])) cur[key] = {};
    cur = cur[key] as Record<string, unknown>;
  }
  cur[path[path.length - 1]!] = value;
  return copy;
}
