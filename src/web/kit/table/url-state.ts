import type { z } from 'zod';

/**
 * A list's state as the URL keeps it, so a list is linkable and survives a reload:
 * `?kind=admins&q[email_cont]=bold&q[s]=created_at desc&page=2&per_page=25`.
 * `q` values stay strings: the list schemas coerce them (`roles_in=admin,users` is split there).
 */
export interface ListParams {
  page: number;
  /** null: the user's page-size setting decides. */
  per_page: number | null;
  q: Record<string, string>;
  /** Other parameters a screen keeps in the URL (`kind`, `search`, the tab's own). */
  extra: Record<string, string>;
}

const Q_KEY = /^q\[([A-Za-z0-9_]+)\]$/;

export function parseListSearch(search: string): ListParams {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const out: ListParams = { page: 1, per_page: null, q: {}, extra: {} };
  for (const [key, value] of params) {
    const m = Q_KEY.exec(key);
    if (m) { if (value !== '') out.q[m[1]!] = value; continue; }
    if (key === 'page') { const n = Number(value); if (Number.isInteger(n) && n >= 1) out.page = n; continue; }
    if (key === 'per_page') { const n = Number(value); if (Number.isInteger(n) && n >= 1 && n <= 1000) out.per_page = n; continue; }
    if (value !== '') out.extra[key] = value;
  }
  return out;
}

const enc = (s: string) => encodeURIComponent(s).replace(/%2C/gi, ',');

/** The query string of a list state, without `?`; defaults (page 1, no per_page) are left out. */
export function serializeListSearch(p: ListParams): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(p.extra)) if (v !== '') parts.push(`${enc(k)}=${enc(v)}`);
  for (const [k, v] of Object.entries(p.q)) if (v !== '') parts.push(`q[${k}]=${enc(v)}`);
  if (p.page > 1) parts.push(`page=${p.page}`);
  if (p.per_page !== null) parts.push(`per_page=${p.per_page}`);
  return parts.join('&');
}

/** A change to the state; a change of filters or page size starts again from page 1. */
export interface ListPatch {
  page?: number;
  per_page?: number | null;
  q?: Record<string, string | undefined>;
  extra?: Record<string, string | undefined>;
}

export function applyPatch(p: ListParams, patch: ListPatch): ListParams {
  const q = { ...p.q };
  for (const [k, v] of Object.entries(patch.q ?? {})) if (v === undefined || v === '') delete q[k]; else q[k] = v;
  const extra = { ...p.extra };
  for (const [k, v] of Object.entries(patch.extra ?? {})) if (v === undefined || v === '') delete extra[k]; else extra[k] = v;
  const filtersChanged = Object.keys(patch.q ?? {}).some((k) => k !== 's') || patch.extra !== undefined || patch.per_page !== undefined;
  const page = patch.page ?? (filtersChanged ? 1 : p.page);
  return { page, per_page: patch.per_page === undefined ? p.per_page : patch.per_page, q, extra };
}

/** Sort cycle of a column header: none → ascending → descending → none. */
export function nextSort(current: string | undefined, field: string): string | undefined {
  const [f, dir] = (current ?? '').split(' ');
  if (f !== field) return `${field} asc`;
  if (dir === 'desc') return undefined;
  return `${field} desc`;
}

export function sortOf(current: string | undefined, field: string): 'ascending' | 'descending' | 'none' {
  const [f, dir] = (current ?? '').split(' ');
  if (f !== field) return 'none';
  return dir === 'desc' ? 'descending' : 'ascending';
}

type ShapeHolder = { _zod: { def: { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType } } };

/** The `q` object schema of a list command's input (`listInput(…)`), if it has one. */
export function qShape(input: z.ZodType): Record<string, z.ZodType> {
  const top = (input as unknown as ShapeHolder)._zod.def.shape;
  let q = top?.q as unknown as ShapeHolder | undefined;
  while (q && q._zod.def.type !== 'object' && q._zod.def.innerType) q = q._zod.def.innerType as unknown as ShapeHolder;
  return q?._zod.def.shape ?? {};
}

/** Keeps the `q` entries the command accepts, so a hand-edited or stale URL never breaks the list. */
export function sanitizeQ(input: z.ZodType, q: Record<string, string>): Record<string, string> {
  const shape = qShape(input);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) {
    const field = shape[k];
    if (field && field.safeParse(v).success) out[k] = v;
  }
  return out;
}

/** Sortable fields of a list command: the `q[s]` values without a direction. */
export function sortFields(input: z.ZodType): string[] {
  const s = qShape(input).s as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; entries?: Record<string, string> } } } | undefined;
  let node = s;
  while (node && node._zod.def.type !== 'enum' && node._zod.def.innerType) node = node._zod.def.innerType as unknown as typeof node;
  return Object.values(node?._zod.def.entries ?? {}).filter((v) => !v.includes(' '));
}
