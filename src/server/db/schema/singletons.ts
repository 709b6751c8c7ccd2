import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The values of every singleton setting (src/shared/resources/singleton.ts), one row each by its
 * name: what was saved, read merged over the declaration's defaults.
 */
export const singletonSettings = pgTable('singleton_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
