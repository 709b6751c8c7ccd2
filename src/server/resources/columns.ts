import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ResourceDef } from '../../shared/resources/define.js';

/** A row as drizzle reads it: column keys in camelCase. */
export type Row = Record<string, unknown> & { id: number };

/** A resource's table with its columns by key, and how a declared field finds its column. */
export interface Table {
  table: PgTable;
  id: PgColumn;
  columns: Record<string, PgColumn>;
}

export function tableOf(table: PgTable): Table {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  if (!columns.id) throw new Error('a resource table needs an id column');
  return { table, id: columns.id, columns };
}

/** `presentation_en` is stored under the key `presentationEn`, as drizzle's tables name their columns. */
export const camel = (field: string): string => field.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The columns a create or update writes: every given field that has one (undefined is "leave as it is"). */
export function valuesOf(def: ResourceDef, t: Table, input: Record<string, unknown>, key: (field: string) => string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of Object.keys(def.fields)) {
    const k = key(field);
    if (input[field] !== undefined && t.columns[k]) values[k] = input[field];
  }
  return values;
}

/** An item as the declaration's `item` schema shapes it, read from the row's columns (dates as ISO text). */
export function plainItem(def: ResourceDef, row: Row, key: (field: string) => string): Record<string, unknown> {
  const shape = (def.item as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const out: Record<string, unknown> = { id: row.id };
  for (const field of Object.keys(shape)) {
    const v = row[key(field)];
    if (v !== undefined) out[field] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}
