import { z } from 'zod';

/**
 * List inputs in ransack style (DESIGN.md): `page`, `per_page`, and `q[field_predicate]` over a
 * whitelist per resource. The server reads the same declaration (src/server/commands/ransack.ts).
 */
export type FilterKind = 'text' | 'number' | 'date' | 'bool' | 'array';

export const PREDICATES: Record<FilterKind, readonly string[]> = {
  text: ['eq', 'cont', 'start', 'in'],
  number: ['eq', 'in', 'gteq', 'lteq'],
  date: ['eq', 'gteq', 'lteq'],
  bool: ['eq'],
  // an array column: `_in` means "holds any of"
  array: ['in'],
};

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 1000;

function predicateSchema(kind: FilterKind, predicate: string): z.ZodType {
  const scalar =
    kind === 'number' ? z.coerce.number() :
    kind === 'date' ? z.union([z.iso.datetime({ offset: true }), z.iso.date()]) :
    kind === 'bool' ? z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()) :
    z.string().max(255);
  if (predicate === 'in') {
    return z.preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(scalar).max(10000));
  }
  return scalar;
}

export interface ListDef<F extends Record<string, FilterKind>> {
  filters: F;
  sorts: readonly (keyof F & string)[];
  perPage?: number;
}

export function listInput<F extends Record<string, FilterKind>>(def: ListDef<F>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, kind] of Object.entries(def.filters)) {
    for (const p of PREDICATES[kind]) shape[`${field}_${p}`] = predicateSchema(kind, p).optional();
  }
  const sortValues = def.sorts.flatMap((s) => [s, `${s} asc`, `${s} desc`]);
  if (sortValues.length) shape.s = z.enum(sortValues as [string, ...string[]]).optional();
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(def.perPage ?? DEFAULT_PER_PAGE),
    q: z.strictObject(shape).optional(),
  });
}

export function listOutput<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    per_page: z.number().int(),
    /** Exact, or where the server stopped counting when `total_capped` ("more than 1,000"). */
    total: z.number().int(),
    /**
     * The server stopped counting at `total`: more match. Paging goes on past it (`has_more`).
     * Every list answer carries it; a handler that never caps may leave it to the command layer
     * (src/server/commands/paging.ts), which sets false.
     */
    total_capped: z.boolean().optional(),
    /** Rows remain after this page: Next stays enabled, whatever `total` says. Always answered. */
    has_more: z.boolean().optional(),
  });
}

export type ListQuery = { page: number; per_page: number; q?: Record<string, unknown> | undefined };
