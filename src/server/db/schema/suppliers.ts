import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { codedList } from './system-settings.js';

/**
 * The purchasing team's suppliers (§2 /supplier…, §7 supply_segments, business_types, branches),
 * each a plain resource served by the kit (src/server/resources): suppliers with their contacts and
 * terms, the segments and business types they are sorted by, and their branches.
 */

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const supplySegments = codedList('supply_segments');
export const businessTypes = codedList('business_types');

export const suppliers = pgTable('suppliers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  registry: text('registry'),
  businessTypeId: bigint('business_type_id', { mode: 'number' }).references(() => businessTypes.id),
  phone: text('phone'),
  email: text('email'),
  address: text('address'),
  /** `[{ name, position, phone, email }]`: the people the purchasing team calls. */
  contacts: jsonb('contacts').notNull().default([]),
  /** prepaid | on_delivery | net */
  paymentTerms: text('payment_terms').notNull().default('net'),
  /** Days to pay after delivery when the terms are `net`. */
  paymentDays: integer('payment_days').notNull().default(0),
  /** möngö owed at most at once; null: no limit agreed. */
  creditLimit: bigint('credit_limit', { mode: 'number' }),
  /** Days from an order to the goods at the warehouse. */
  leadDays: integer('lead_days').notNull().default(0),
  contractNumber: text('contract_number'),
  note: text('note'),
  active: boolean('active').notNull().default(true),
  ...stamps(),
}, (t) => [uniqueIndex('suppliers_name_key').on(t.name)]);

export const branches = pgTable('branches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  supplierId: bigint('supplier_id', { mode: 'number' }).notNull().references(() => suppliers.id),
  name: text('name').notNull(),
  /** The segment the branch supplies; `branch.apply_segment` sets it on many at once. */
  segmentId: bigint('segment_id', { mode: 'number' }).references(() => supplySegments.id),
  address: text('address'),
  phone: text('phone'),
  active: boolean('active').notNull().default(true),
  ...stamps(),
}, (t) => [uniqueIndex('branches_supplier_name_key').on(t.supplierId, t.name), index('branches_segment_idx').on(t.segmentId)]);
