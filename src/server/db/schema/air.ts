import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { airCrafts, airLines, airPorts } from './system-lists.js';
import { websites } from './tenancy.js';
import { users } from './users.js';

/**
 * Air booking (§2 /air/booking, /air/ticket; §7 air_bookings, air_tickets): a booking held with the
 * website's supplier (a GDS or consolidator), its passengers as in their passports, its segments,
 * the tickets issued for it and every exchange with the supplier. Money is möngö.
 */

/** The website's supplier: where its API lives and how to sign in there. One per website. */
export const airSuppliers = pgTable('air_suppliers', {
  websiteId: bigint('website_id', { mode: 'number' }).primaryKey().references(() => websites.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  url: text('url').notNull().default(''),
  username: text('username').notNull().default(''),
  /** Write-only: an answer says only whether one is set. */
  secret: text('secret').notNull().default(''),
  timeoutMs: integer('timeout_ms').notNull().default(15000),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const airBookings = pgTable('air_bookings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The supplier's record locator: six letters and digits. */
  pnr: text('pnr').notNull(),
  websiteId: bigint('website_id', { mode: 'number' }).notNull().references(() => websites.id),
  orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
  /** held, ticketed, canceled, refunded */
  state: text('state').notNull().default('held'),
  fare: bigint('fare', { mode: 'number' }).notNull().default(0),
  taxes: bigint('taxes', { mode: 'number' }).notNull().default(0),
  /** What the supplier gave back on refunds, möngö. */
  refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  /** The supplier releases the seats after this unless ticketed. */
  holdUntil: timestamp('hold_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ticketedAt: timestamp('ticketed_at', { withTimezone: true }),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('air_bookings_pnr_key').on(t.pnr),
  index('air_bookings_website_idx').on(t.websiteId, t.id),
  index('air_bookings_order_idx').on(t.orderId),
]);

export const airPassengers = pgTable('air_passengers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bookingId: bigint('booking_id', { mode: 'number' }).notNull().references(() => airBookings.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  /** As in the passport: Latin capitals. */
  lastName: text('last_name').notNull(),
  firstName: text('first_name').notNull(),
  /** adult, child, infant */
  kind: text('kind').notNull().default('adult'),
  birthDate: date('birth_date', { mode: 'string' }),
  nationality: text('nationality').notNull().default('MN'),
  documentNumber: text('document_number').notNull(),
  documentExpires: date('document_expires', { mode: 'string' }),
}, (t) => [index('air_passengers_booking_idx').on(t.bookingId, t.position), index('air_passengers_name_idx').on(t.lastName)]);

export const airSegments = pgTable('air_segments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bookingId: bigint('booking_id', { mode: 'number' }).notNull().references(() => airBookings.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  fromId: bigint('from_id', { mode: 'number' }).notNull().references(() => airPorts.id),
  toId: bigint('to_id', { mode: 'number' }).notNull().references(() => airPorts.id),
  airlineId: bigint('airline_id', { mode: 'number' }).notNull().references(() => airLines.id),
  aircraftId: bigint('aircraft_id', { mode: 'number' }).references(() => airCrafts.id),
  /** Number only: the airline's code comes from the airline (OM 311). */
  flight: text('flight').notNull(),
  departsAt: timestamp('departs_at', { withTimezone: true }).notNull(),
  arrivesAt: timestamp('arrives_at', { withTimezone: true }).notNull(),
  cabin: text('cabin').notNull().default('Y'),
}, (t) => [index('air_segments_booking_idx').on(t.bookingId, t.position)]);

export const airTickets = pgTable('air_tickets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Thirteen digits: the airline's three then ten. */
  number: text('number').notNull(),
  bookingId: bigint('booking_id', { mode: 'number' }).notNull().references(() => airBookings.id, { onDelete: 'cascade' }),
  passengerId: bigint('passenger_id', { mode: 'number' }).notNull().references(() => airPassengers.id, { onDelete: 'cascade' }),
  segmentId: bigint('segment_id', { mode: 'number' }).notNull().references(() => airSegments.id, { onDelete: 'cascade' }),
  /** issued, voided, refunded */
  state: text('state').notNull().default('issued'),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  voidedAt: timestamp('voided_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
}, (t) => [uniqueIndex('air_tickets_number_key').on(t.number), index('air_tickets_booking_idx').on(t.bookingId)]);

/** Every exchange with a supplier, in its own words: kept even when the operation was refused. */
export const airSupplierLogs = pgTable('air_supplier_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bookingId: bigint('booking_id', { mode: 'number' }).references(() => airBookings.id, { onDelete: 'cascade' }),
  websiteId: bigint('website_id', { mode: 'number' }).notNull().references(() => websites.id),
  /** hold, ticket, cancel, void, refund */
  action: text('action').notNull(),
  url: text('url').notNull(),
  request: jsonb('request'),
  response: jsonb('response'),
  status: integer('status'),
  ok: boolean('ok').notNull(),
  /** The supplier's own message, or what the network said. */
  error: text('error'),
  durationMs: integer('duration_ms').notNull(),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('air_supplier_logs_booking_idx').on(t.bookingId, t.id)]);
