import { bigserial, boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The System settings' plain resources (§2 /system/…), each served by the resource kit
 * (src/server/resources): a table with an `id`, a column per declared field, the usual timestamps.
 */

/** The shape of a short coded list people pick from (src/shared/resources/fields.ts codedListFields). */
export const codedList = (name: string) => pgTable(name, {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex(`${name}_code_key`).on(t.code)]);

/** Why money goes back to a customer; a payment return keeps the code (payment_returns.reason). */
export const paymentReturnReasons = codedList('payment_return_reasons');

/** Where the money is paid back from; a payment return keeps the code (payment_returns.source). */
export const paymentReturnSources = codedList('payment_return_sources');
