import { bigint, bigserial, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The Settings' plain resources (§2 /settings/…), served by the resource kit (src/server/resources). */

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Countries, UB districts and khoroos, each under its parent; a zone with zones under it is not deleted (restrict). */
export const zones = pgTable('zones', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  kind: text('kind').notNull(),
  parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => zones.id, { onDelete: 'restrict' }),
  ...stamps(),
}, (t) => [uniqueIndex('zones_parent_code_key').on(t.parentId, t.code)]);

/** A size chart: its rows kept whole, as the form edits and the storefront shows them. */
export const sizingGuides = pgTable('sizing_guides', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  rows: jsonb('rows').$type<{ size: string; chest?: number | null; waist?: number | null; hips?: number | null; length?: number | null }[]>().notNull(),
  ...stamps(),
}, (t) => [uniqueIndex('sizing_guides_name_key').on(t.name)]);
