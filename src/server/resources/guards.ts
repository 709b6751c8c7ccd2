import { and, count, eq, getTableName, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { lookup } from '../../shared/i18n/index.js';
import { labelKey, type ResourceDef } from '../../shared/resources/define.js';
import type { AuthedContext } from '../commands/handler.js';
import { conflict } from '../errors.js';
import { requestLocale } from '../http-errors.js';
import { fill } from '../outbox/templates.js';
import type { Row, Table } from './columns.js';

/**
 * Rows elsewhere that use one of the resource's: by its id (a foreign key), or by another field
 * (`key: 'code'` when they keep its code). While any matches `where`, the row is not deleted and
 * that field is not changed.
 */
export interface Reference {
  readonly column: PgColumn;
  readonly key?: string;
  readonly where?: SQL;
}

/** What uses a row, in the reader's language: `errors.resource.tables.<table>`, or the table's own name. */
function tableName(ctx: AuthedContext, table: string): string {
  return lookup(requestLocale(ctx.request), `errors.resource.tables.${table}`) ?? table;
}

/** 409: still used, nothing changed; `count` when known. */
export function inUse(ctx: AuthedContext, table: string, field: string, n?: number) {
  const locale = requestLocale(ctx.request);
  const what = tableName(ctx, table);
  const message = n === undefined
    ? fill(lookup(locale, 'errors.resource.in_use') ?? '', { what })
    : fill(lookup(locale, 'errors.resource.in_use_count') ?? '', { what, count: String(n) });
  return conflict(message, { [field]: `still used by ${table}` });
}

/** Refuses a value of a unique field that another row (of the same parent, of the same vendor) has: 409 naming the field. */
export async function assertUnique(ctx: AuthedContext, def: ResourceDef, t: Table, values: Record<string, unknown>, row: Row | null, key: (field: string) => string, within?: SQL) {
  const parentKey = def.parent ? key(def.parent.field) : null;
  for (const field of def.unique ?? []) {
    const value = values[key(field)];
    if (value === undefined) continue;
    const scope = parentKey ? eq(t.columns[parentKey]!, values[parentKey] ?? row?.[parentKey]) : undefined;
    const [taken] = await ctx.db.select({ id: t.id }).from(t.table)
      .where(and(eq(t.columns[key(field)]!, value), scope, within, row ? ne(t.id, row.id) : undefined)).limit(1);
    if (!taken) continue;
    const locale = requestLocale(ctx.request);
    const label = lookup(locale, labelKey(def, field)) ?? field;
    throw conflict(fill(lookup(locale, 'errors.resource.taken') ?? '', { field: label }), { [field]: 'already taken' });
  }
}

/**
 * The declared references that still point at `row`: all of them before a delete, or (with the new
 * values of an update) those keyed by a field that is changing.
 */
export async function assertUnused(ctx: AuthedContext, references: readonly Reference[], row: Row, key: (field: string) => string, changing?: Record<string, unknown>) {
  for (const ref of references) {
    const k = key(ref.key ?? 'id');
    if (changing && (changing[k] === undefined || changing[k] === row[k] || k === 'id')) continue;
    const [used] = await ctx.db.select({ n: count() }).from(ref.column.table as PgTable).where(and(eq(ref.column, row[k]), ref.where));
    if (used && used.n > 0) throw inUse(ctx, getTableName(ref.column.table), changing ? ref.key! : 'id', used.n);
  }
}

/** PostgreSQL's error under drizzle's wrapper: its SQLSTATE and the table it names. */
function pgError(e: unknown): { code?: string; table?: string; detail?: string } | null {
  for (let cur: unknown = e, depth = 0; cur && typeof cur === 'object' && depth < 5; depth++) {
    const c = cur as { code?: unknown; table?: unknown; detail?: unknown; cause?: unknown };
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code)) {
      return { code: c.code, table: typeof c.table === 'string' ? c.table : undefined, detail: typeof c.detail === 'string' ? c.detail : undefined };
    }
    cur = c.cause;
  }
  return null;
}

/**
 * A delete a foreign key refused (a reference nobody declared): the same 409 naming the table that
 * still points at the row. The mutation's transaction rolls back, so nothing is deleted.
 */
export function referenceRefusal(ctx: AuthedContext, e: unknown) {
  const pg = pgError(e);
  if (pg?.code !== '23503') return null;
  const table = /referenced from table "([^"]+)"/.exec(pg.detail ?? '')?.[1] ?? pg.table ?? 'other records';
  return inUse(ctx, table, 'id');
}
