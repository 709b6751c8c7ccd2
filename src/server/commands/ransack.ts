import { and, arrayOverlaps, asc, desc, eq, gte, ilike, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FilterKind } from '../../shared/schema/list.js';

/** How a whitelisted filter reads the database: a column, or a condition of its own. */
export type FilterColumn =
  | { kind: FilterKind; column: AnyColumn }
  | { kind: FilterKind; where: (predicate: string, value: unknown) => SQL | undefined };

/** `%` and `_` typed by a user match themselves, not everything. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One filter's condition (`price_gteq` → predicate `gteq`); exported for a filter that puts a column's condition inside its own SQL. */
export function condition(f: FilterColumn, predicate: string, value: unknown): SQL | undefined {
  if ('where' in f) return f.where(predicate, value);
  const col = f.column;
  const toValue = (v: unknown) => (f.kind === 'date' && typeof v === 'string' ? new Date(v) : v);
  switch (predicate) {
    case 'eq': return eq(col, toValue(value));
    case 'cont': return ilike(col, `%${likeEscape(String(value))}%`);
    case 'start': return ilike(col, `${likeEscape(String(value))}%`);
    case 'gteq': return gte(col, toValue(value));
    case 'lteq': return f.kind === 'date' && typeof value === 'string' && value.length === 10
      ? sql`${col} < (${value}::date + 1)` // a whole day, not its first instant
      : lte(col, toValue(value));
    case 'in': {
      const values = (value as unknown[]).map(toValue);
      if (values.length === 0) return sql`false`;
      return f.kind === 'array' ? arrayOverlaps(col, values) : inArray(col, values);
    }
    default: return undefined;
  }
}

/** The WHERE of a ransack `q` whose keys the input schema already whitelisted. */
export function ransackWhere(q: Record<string, unknown> | undefined, filters: Record<string, FilterColumn>): SQL | undefined {
  const conditions: SQL[] = [];
  for (const [key, value] of Object.entries(q ?? {})) {
    if (value === undefined || key === 's') continue;
    const cut = key.lastIndexOf('_');
    const field = key.slice(0, cut);
    const f = filters[field];
    const c = f && condition(f, key.slice(cut + 1), value);
    if (c) conditions.push(c);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** ORDER BY from `q[s]` (`email desc`), always ending on a unique column so pages never overlap. */
export function ransackOrder(q: Record<string, unknown> | undefined, sorts: Record<string, AnyColumn>, tie: AnyColumn): SQL[] {
  const s = typeof q?.s === 'string' ? q.s : '';
  const [field, dir] = s.split(' ');
  const col = field ? sorts[field] : undefined;
  if (!col) return [desc(tie)];
  const first = dir === 'desc' ? desc(col) : asc(col);
  return col === tie ? [first] : [first, desc(tie)];
}
