import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { lineItems, orders } from './orders.js';
import { products, variants } from './products.js';
import { vendors, websites } from './tenancy.js';
import { users } from './users.js';

/**
 * E-tickets (§2 /e_tickets, §3 order e-tickets, §7 e_tickets): one per unit of an `e_ticket` or
 * `seated` product, issued when its order is paid (src/server/areas/eticket/issue.ts). The event,
 * seat and holder are copied from the order so the ticket stays what was sent when the catalogue
 * or the order's contacts change. `code` is the id in hex and six random hex digits: unique by the
 * id, not guessable by the random part.
 */
export const eTickets = pgTable('e_tickets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  lineItemId: bigint('line_item_id', { mode: 'number' }).notNull().references(() => lineItems.id, { onDelete: 'cascade' }),
  /** 1…quantity: which unit of its line. */
  unit: integer('unit').notNull(),
  productId: bigint('product_id', { mode: 'number' }).notNull().references(() => products.id),
  variantId: bigint('variant_id', { mode: 'number' }).notNull().references(() => variants.id),
  vendorId: bigint('vendor_id', { mode: 'number' }).notNull().references(() => vendors.id),
  websiteId: bigint('website_id', { mode: 'number' }).references(() => websites.id),
  /** The product's name when issued (Mongolian, else English). */
  event: text('event').notNull(),
  /** Seated products only: the variant's zone and a number counted per variant. */
  seat: text('seat'),
  holderName: text('holder_name'),
  phone: text('phone'),
  email: text('email'),
  /** issued, sent, used, canceled */
  state: text('state').notNull().default('issued'),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedBy: bigint('used_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('e_tickets_code_key').on(t.code),
  // a unit is issued once, however often its order becomes paid again
  uniqueIndex('e_tickets_line_unit_key').on(t.lineItemId, t.unit),
  index('e_tickets_order_idx').on(t.orderId),
  index('e_tickets_phone_idx').on(t.phone),
  index('e_tickets_email_idx').on(sql`lower(${t.email})`),
  index('e_tickets_vendor_idx').on(t.vendorId, t.id),
  index('e_tickets_variant_seat_idx').on(t.variantId).where(sql`${t.seat} is not null`),
]);

/**
 * Every state change of every e-ticket with who and when (§7 e_tickets report reads these: sold,
 * sent, used by event and day), and every refused check-in and resend with its channel.
 */
export const eTicketEvents = pgTable('e_ticket_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ticketId: bigint('ticket_id', { mode: 'number' }).notNull().references(() => eTickets.id, { onDelete: 'cascade' }),
  /** issued, sent, used, canceled, check_refused */
  kind: text('kind').notNull(),
  fromState: text('from_state'),
  toState: text('to_state'),
  /** sms or email for a send; the recipient in `note`. */
  channel: text('channel'),
  note: text('note'),
  authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('e_ticket_events_ticket_idx').on(t.ticketId, t.id),
  index('e_ticket_events_day_idx').on(t.createdAt, t.kind),
]);
