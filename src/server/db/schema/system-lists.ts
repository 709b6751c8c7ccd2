import { bigint, bigserial, boolean, doublePrecision, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * More of the System settings' plain resources (§2 /system/…), each served by the resource kit
 * (src/server/resources): a table with an `id`, a column per declared field, the usual timestamps.
 */

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Register numbers refused for leasing; the orders area's lease checks read it (src/server/areas/orders/lease-blacklist.ts). */
export const leaseBlacklists = pgTable('lease_blacklists', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  registerNumber: text('register_number').notNull(),
  reason: text('reason').notNull(),
  /** Who listed it: set from the session when the row is created. */
  createdById: bigint('created_by_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  ...stamps(),
}, (t) => [uniqueIndex('lease_blacklists_register_number_key').on(t.registerNumber)]);

export const airPorts = pgTable('air_ports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  iata: text('iata').notNull(),
  icao: text('icao').notNull(),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  cityEn: text('city_en').notNull(),
  cityMn: text('city_mn').notNull(),
  country: text('country').notNull(),
  /** IANA zone: a segment's times are shown in its airports' local time. */
  timeZone: text('time_zone').notNull().default('Asia/Ulaanbaatar'),
  active: boolean('active').notNull().default(true),
  ...stamps(),
}, (t) => [uniqueIndex('air_ports_iata_key').on(t.iata), uniqueIndex('air_ports_icao_key').on(t.icao)]);

export const airLines = pgTable('air_lines', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  iata: text('iata').notNull(),
  icao: text('icao').notNull(),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  country: text('country').notNull(),
  active: boolean('active').notNull().default(true),
  ...stamps(),
}, (t) => [uniqueIndex('air_lines_iata_key').on(t.iata), uniqueIndex('air_lines_icao_key').on(t.icao)]);

export const airCrafts = pgTable('air_crafts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  seats: integer('seats').notNull(),
  active: boolean('active').notNull().default(true),
  ...stamps(),
}, (t) => [uniqueIndex('air_crafts_code_key').on(t.code)]);

export const storeLocations = pgTable('store_locations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameMn: text('name_mn').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  hours: text('hours').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  ...stamps(),
}, (t) => [uniqueIndex('store_locations_name_en_key').on(t.nameEn)]);
