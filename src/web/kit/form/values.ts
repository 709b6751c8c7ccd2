import type { FieldSpec } from './fields.js';

/** Form state is a tree of what inputs hold: strings, booleans, string arrays, nested objects. */
export type FormValues = Record<string, unknown>;

export function getPath(tree: unknown, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function setPath(tree: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === null || typeof next !== 'object') node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
}

/** What an input shows for a value the server gave (null shows as an empty field). */
function toInput(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case 'boolean': return value === true;
    case 'multiselect': return Array.isArray(value) ? value.map(String) : [];
    case 'object': return initialValues(spec.children ?? [], value);
    case 'json': return value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
    case 'list': return Array.isArray(value) ? value.join(', ') : '';
    // one empty row to start typing in
    case 'rows': return (Array.isArray(value) && value.length ? value : [{}]).map((row) => initialValues(spec.children ?? [], row));
    case 'date': return typeof value === 'string' ? value.slice(0, 10) : '';
    default: return value === undefined || value === null ? '' : String(value);
  }
}

/** The form's starting values: given ones first, then the schema's defaults, then empty inputs. */
export function initialValues(specs: FieldSpec[], given: unknown): FormValues {
  const out: FormValues = {};
  for (const spec of specs) {
    const value = given !== null && typeof given === 'object' ? (given as Record<string, unknown>)[spec.key] : undefined;
    out[spec.key] = toInput(spec, value === undefined ? spec.defaultValue : value);
  }
  return out;
}

/**
 * What inputs hold, turned into what the schema expects: an empty input is "no value" (null for a
 * nullable field, so clearing it clears it on the server; left out for an optional one; kept as ''
 * for a required one so the schema says it is required), numbers as numbers, JSON parsed.
 */
export function cleanValues(specs: FieldSpec[], values: FormValues): FormValues {
  const out: FormValues = {};
  for (const spec of specs) {
    const raw = values[spec.key];
    const empty = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
    if (spec.kind === 'object') {
      out[spec.key] = cleanValues(spec.children ?? [], (raw ?? {}) as FormValues);
      continue;
    }
    if (spec.kind === 'boolean') { out[spec.key] = raw === true; continue; }
    if (spec.kind === 'rows') {
      // a row left blank is not a row
      const rows = (Array.isArray(raw) ? raw : []) as FormValues[];
      const typed = rows.filter((row) => Object.values(row ?? {}).some((v) => typeof v === 'string' ? v.trim() !== '' : v === true));
      out[spec.key] = typed.map((row) => cleanValues(spec.children ?? [], row));
      continue;
    }
    if (spec.kind === 'list') {
      const items = String(raw ?? '').split(/[\s,;]+/).filter(Boolean);
      out[spec.key] = items.map((v) => (spec.itemKind === 'number' && Number.isFinite(Number(v)) ? Number(v) : v));
      if (!items.length && spec.optional) delete out[spec.key];
      continue;
    }
    if (spec.kind === 'multiselect') {
      const list = Array.isArray(raw) ? raw.map(String) : [];
      const options = spec.options ?? [];
      // an option the schema declares as a number goes back as a number
      out[spec.key] = list.map((v) => options.find((o) => String(o) === v) ?? v);
      continue;
    }
    if (empty) {
      if (spec.nullable) out[spec.key] = null;
      else if (!spec.optional) out[spec.key] = '';
      continue;
    }
    if (spec.kind === 'number') {
      const n = Number(String(raw).replace(/[\s,]/g, ''));
      out[spec.key] = Number.isFinite(n) ? n : raw;
    } else if (spec.kind === 'select') {
      out[spec.key] = (spec.options ?? []).find((o) => String(o) === String(raw)) ?? raw;
    } else if (spec.kind === 'json') {
      try { out[spec.key] = JSON.parse(String(raw)); } catch { out[spec.key] = raw; }
    } else out[spec.key] = raw;
  }
  return out;
}

/**
 * The field an issue belongs to: its path cut to the deepest field the form shows
 * (`roles.3` is the roles field; `websites.0.website_id` is the websites field).
 */
export function fieldForPath(fieldNames: ReadonlySet<string>, path: readonly PropertyKey[]): string | null {
  for (let n = path.length; n > 0; n--) {
    const name = path.slice(0, n).map(String).join('.');
    if (fieldNames.has(name)) return name;
  }
  return null;
}
